package dr2d_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

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
	demo, err := os.ReadFile("../../examples/factory-demo.json")
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

// FuzzParseMove: the move notation of game files ("LFR", "-"). Any text
// either reads as a move that String writes back to the same move (in one
// spelling, whatever the case and the spaces around), or is refused with a
// message that quotes it and, when it names a column, names the character
// found there. Seeds: every move the bundled game and the scenarios write.
func FuzzParseMove(f *testing.F) {
	for _, m := range gameMoves(f) {
		f.Add(m)
	}
	f.Add("LLLLLLLLF")
	f.Add("rfl ")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := dr2d.ParseMove(s)
		trimmed := strings.TrimSpace(s)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, strconv.Quote(trimmed)+": ") {
				t.Fatalf("%q: error %q does not quote the move", s, msg)
			}
			if i := strings.LastIndex(msg, "column "); i >= 0 {
				digits := msg[i+len("column "):]
				digits = digits[:len(digits)-len(strings.TrimLeft(digits, "0123456789"))]
				col, cerr := strconv.Atoi(digits)
				runes := []rune(trimmed)
				if cerr != nil || col < 1 || col > len(runes) {
					t.Fatalf("%q: error %q names no column of it", s, msg)
				}
				if !strings.Contains(msg, "unexpected ") {
					return // the second step: F or B there
				}
				if got := unicode.ToUpper(runes[col-1]); !strings.Contains(msg, fmt.Sprintf("unexpected %q", got)) {
					t.Fatalf("%q: error %q: column %d holds %q", s, msg, col, got)
				}
			}
			return
		}
		if m.Before < -8 || m.Before > 8 || m.After < -8 || m.After > 8 || m.Step < dr2d.NoStep || m.Step > dr2d.Backward {
			t.Fatalf("%q: move %+v out of range", s, m)
		}
		again, err := dr2d.ParseMove(m.String())
		if err != nil || again != m || again.String() != m.String() {
			t.Fatalf("%q → %+v writes %q, which reads %+v, %v", s, m, m.String(), again, err)
		}
		if other, err := dr2d.ParseMove(" " + strings.ToLower(s) + "\t"); err != nil || other != m {
			t.Fatalf("%q: lower case and spaced, %+v, %v; want %+v", s, other, err, m)
		}
		if m.Describe() == "" {
			t.Fatalf("%q: no description", s)
		}
	})
}

// gameMoves are the moves written in the bundled game and the scenarios.
func gameMoves(f *testing.F) []string {
	files, _ := filepath.Glob("testdata/scenarios/*.json")
	files = append(files, "../../examples/factory-demo.json")
	seen := map[string]bool{}
	var out []string
	var walk func(v any, key string)
	walk = func(v any, key string) {
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				walk(c, k)
			}
		case []any:
			for _, c := range v {
				walk(c, key)
			}
		case string:
			if key == "moves" && !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		var v any
		if json.Unmarshal(data, &v) == nil {
			walk(v, "")
		}
	}
	sort.Strings(out)
	if len(out) < 10 {
		f.Fatalf("%d moves found in %d files", len(out), len(files))
	}
	return out
}
