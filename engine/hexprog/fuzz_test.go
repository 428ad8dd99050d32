package hexprog_test

import (
	"errors"
	"os"
	"testing"

	"mecanoid/engine/hexprog"
)

// FuzzParseProgram: any text either loads as a program that reads back the
// same, never hangs and keeps the step limit, or fails with a ProgramError.
func FuzzParseProgram(f *testing.F) {
	for _, s := range []string{"?1 G7 ?2 G9 R+1 RAZ T RAZ D+1 RAZ", "D + 2, R-1; T *", "?1 * ?2 D+1 R-1", "G2 G1 D+1", ". D-2 goto 1", "◇1 T"} {
		f.Add(s, "robot enemy ahead within 2", "ahead free or (facing 3 and not shots < 2)")
	}
	f.Fuzz(func(t *testing.T, text, t1, t2 string) {
		p, err := hexprog.ParseProgram(text, map[int]string{1: t1, 2: t2}, 15)
		if err != nil {
			var pe *hexprog.ProgramError
			if !errors.As(err, &pe) || !(errors.Is(err, hexprog.ErrSyntax) || errors.Is(err, hexprog.ErrProgram)) {
				t.Fatalf("error is no ProgramError with a sentinel: %v", err)
			}
			return
		}
		if len(p.Steps) == 0 || len(p.Steps) > 15 {
			t.Fatalf("%d steps loaded", len(p.Steps))
		}
		again, err := hexprog.ParseProgram(p.Text(), map[int]string{1: t1, 2: t2}, 15)
		if err != nil || again.Text() != p.Text() {
			t.Fatalf("%q → %q does not read back: %v", text, p.Text(), err)
		}
		for _, tt := range p.Tests {
			if tt == nil {
				continue
			}
			if back, err := hexprog.ParseTest(tt.String()); err != nil || back.String() != tt.String() {
				t.Fatalf("test %q → %q does not read back: %v", tt.Text, tt.String(), err)
			}
		}
	})
}

// FuzzParseBoard: any text parses to a board that survives MarshalBoard,
// or fails with a positioned error wrapping a sentinel. Never a panic.
func FuzzParseBoard(f *testing.F) {
	data, err := os.ReadFile("../../boards/arena.hex")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("size 3x2\n. ~ Z\nSr G -\n"))
	f.Add([]byte("name x\nhexsize 50mm\n@ v V\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := hexprog.ParseBoard("fuzz.hex", data)
		if err != nil {
			var pe *hexprog.PosError
			if !errors.As(err, &pe) || !(errors.Is(err, hexprog.ErrSyntax) || errors.Is(err, hexprog.ErrSetup)) {
				t.Fatalf("error without position or sentinel: %v", err)
			}
			return
		}
		again, err := hexprog.ParseBoard("again", hexprog.MarshalBoard(b))
		if err != nil {
			t.Fatalf("marshalled board does not parse: %v\n%s", err, hexprog.MarshalBoard(b))
		}
		if string(hexprog.MarshalBoard(again)) != string(hexprog.MarshalBoard(b)) || again.Name != b.Name {
			t.Fatalf("board changed through MarshalBoard:\n%s", hexprog.MarshalBoard(b))
		}
	})
}

// FuzzParseGame: any game file either parses and replays without a panic, or
// fails with an error wrapping a sentinel.
func FuzzParseGame(f *testing.F) {
	demo, err := os.ReadFile("../../games/hexprog/duel.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(demo)
	f.Add([]byte(`{"game":"hexprog","board_lines":[". . .",". . ."],"settings":{"free_placement":true},"rounds":3,"players":[{"robots":[{"id":1,"start":[1,1],"facing":3,"program":"D+1 R+1"}]},{"robots":[{"id":2,"start":[3,2],"facing":6,"program":"?1 T R+1","tests":{"1":"robot enemy ahead within 2"}}]}]}`))
	board, _ := os.ReadFile("../../boards/arena.hex")
	load := func(string) ([]byte, error) { return board, nil }
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := hexprog.ParseGame("fuzz.json", data, load)
		if err != nil {
			if !errors.Is(err, hexprog.ErrSyntax) && !errors.Is(err, hexprog.ErrSetup) && !errors.Is(err, hexprog.ErrProgram) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		if g.Rounds > 20 {
			g.Rounds = 20 // keep each input quick
		}
		if _, _, err := g.Replay(); err != nil && !errors.Is(err, hexprog.ErrProgram) && !errors.Is(err, hexprog.ErrGameOver) {
			t.Fatalf("replay error wraps no sentinel: %v", err)
		}
	})
}
