package dr2d_test

import (
	"errors"
	"os"
	"testing"

	"mecanoid/engine/dr2d"
)

// FuzzParseBoard: any text either parses to a board that survives MarshalBoard,
// or fails with a positioned error wrapping a sentinel. Never a panic.
func FuzzParseBoard(f *testing.F) {
	for _, path := range []string{"../../boards/factory.board", "../../boards/training.board", "../../boards/gauntlet.board"} {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(". .|.\n1_ 2 3\nlayout 2\nL> . .\n. . .\nlaser 1 1 S\n"))
	f.Add([]byte("size 3x2\n>+ <- P^\nT+ R2 X\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := dr2d.ParseBoard("fuzz.board", data)
		if err != nil {
			var pe *dr2d.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, dr2d.ErrSyntax) || errors.Is(err, dr2d.ErrSetup)) {
				t.Fatalf("error without position or sentinel: %v", err)
			}
			return
		}
		again, err := dr2d.ParseBoard("again", dr2d.MarshalBoard(b))
		if err != nil {
			t.Fatalf("marshalled board does not parse: %v\n%s", err, dr2d.MarshalBoard(b))
		}
		if !sameBoard(b, again) {
			t.Fatalf("board changed through MarshalBoard:\n%s", dr2d.MarshalBoard(b))
		}
	})
}

// FuzzParseGame: any game file either parses and replays without a panic
// (keeping the invariants), or fails with an error wrapping a sentinel.
func FuzzParseGame(f *testing.F) {
	seeds, _ := os.ReadDir("testdata/scenarios")
	for _, e := range seeds {
		if data, err := os.ReadFile("testdata/scenarios/" + e.Name()); err == nil && len(data) < 8000 {
			f.Add(data)
		}
	}
	demo, err := os.ReadFile("../../games/factory-demo.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(demo)
	f.Add([]byte(`{"board_lines":["1 2 3",". . ."],"robots":[{"id":1,"cell":[1,2],"facing":"N"}],"turns":[{"cartridges":[{"robot":1,"moves":["F","R","B","-","LFR"]}]}]}`))
	board, _ := os.ReadFile("../../boards/factory.board")
	load := func(string) ([]byte, error) { return board, nil }
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := dr2d.ParseGame("fuzz.json", data, load)
		if err != nil {
			if !errors.Is(err, dr2d.ErrSyntax) && !errors.Is(err, dr2d.ErrSetup) && !errors.Is(err, dr2d.ErrProgram) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		states, events, err := g.Replay()
		if err != nil {
			if !errors.Is(err, dr2d.ErrProgram) && !errors.Is(err, dr2d.ErrGameOver) {
				t.Fatalf("replay error wraps no sentinel: %v", err)
			}
			return
		}
		for i, evs := range events {
			checkInvariants(t, 0, states[i+1], nil, evs)
		}
	})
}
