package hexprog_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"unicode/utf8"

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
	demo, err := os.ReadFile("../../examples/hexprog/duel.json")
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

// duelStates are the positions of the bundled duel: the start, after each
// round and halfway through each (the first player's turn played), to the
// end of the game.
func duelStates(f *testing.F) []*hexprog.State {
	data, err := os.ReadFile("../../examples/hexprog/duel.json")
	if err != nil {
		f.Fatal(err)
	}
	g, err := hexprog.ParseGame("../../examples/hexprog/duel.json", data, os.ReadFile)
	if err != nil {
		f.Fatal(err)
	}
	rounds, _, err := g.Replay()
	if err != nil {
		f.Fatal(err)
	}
	var out []*hexprog.State
	for _, s := range rounds {
		out = append(out, s)
		if !s.Over {
			half, _, err := hexprog.PlayTurn(s, nil)
			if err != nil {
				f.Fatal(err)
			}
			out = append(out, half)
		}
	}
	if !out[len(out)-1].Over {
		f.Fatal("the duel does not end")
	}
	return out
}

// repoTests are the tests written in the bundled game and the scenarios.
func repoTests(f *testing.F) []string {
	files, _ := filepath.Glob("testdata/scenarios/*.json")
	files = append(files, "../../examples/hexprog/duel.json")
	seen := map[string]bool{}
	var out []string
	var walk func(v any, inTests bool)
	walk = func(v any, inTests bool) {
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				if inTests {
					walk(c, true)
					continue
				}
				walk(c, k == "tests")
			}
		case []any:
			for _, c := range v {
				walk(c, false)
			}
		case string:
			if inTests && !seen[v] {
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
			walk(v, false)
		}
	}
	sort.Strings(out)
	if len(out) < 5 {
		f.Fatalf("%d tests found in %d files", len(out), len(files))
	}
	return out
}

// FuzzParseTest: a test step's question (the predicate language). Any
// text either is refused with a ProgramError wrapping ErrSyntax at a column
// of the text (or just past it), or reads as a test whose canonical form
// reads back to itself and answers as the text does, for every robot at
// every position of the duel. Seeds: the tests of the bundled game and of
// the scenarios.
func FuzzParseTest(f *testing.F) {
	for _, s := range repoTests(f) {
		f.Add(s)
	}
	states := duelStates(f)
	f.Fuzz(func(t *testing.T, text string) {
		tt, err := hexprog.ParseTest(text)
		if err != nil {
			var pe *hexprog.ProgramError
			if !errors.As(err, &pe) || !errors.Is(err, hexprog.ErrSyntax) {
				t.Fatalf("%q: error is no ProgramError wrapping ErrSyntax: %v", text, err)
			}
			if n := utf8.RuneCountInString(text); pe.Col < 1 || pe.Col > n+1 {
				t.Fatalf("%q: error at column %d of %d: %v", text, pe.Col, n, err)
			}
			return
		}
		back, err := hexprog.ParseTest(tt.String())
		if err != nil || back.String() != tt.String() {
			t.Fatalf("%q → %q does not read back: %v", text, tt.String(), err)
		}
		for i, s := range states {
			for _, r := range s.Robots {
				if a, b := tt.Ask(s, r.ID), back.Ask(s, r.ID); a != b {
					t.Fatalf("%q and its form %q answer %v and %v for robot %d in position %d", text, tt.String(), a, b, r.ID, i)
				}
			}
		}
	})
}

// FuzzSignal: a radio signal (robot, step) given by a player in any
// position of the duel. CheckSignal refuses it with an error wrapping
// ErrProgram (ErrGameOver once the game has ended), or takes it as
// PlayRound does: for the robot's owner, CheckSignal says yes exactly when
// PlayRound plays the round with it; for another player, never.
func FuzzSignal(f *testing.F) {
	states := duelStates(f)
	for i := range states {
		f.Add(uint16(i), 1, 1, 3)
		f.Add(uint16(i), 2, 3, 15)
	}
	f.Add(uint16(0), 1, 2, 0)
	f.Add(uint16(4), 2, 4, 16)
	f.Fuzz(func(t *testing.T, at uint16, player, robot, step int) {
		s := states[int(at)%len(states)]
		sig := hexprog.Signal{Robot: robot, Step: step}
		err := s.CheckSignal(player, sig)
		if err != nil && !errors.Is(err, hexprog.ErrProgram) && !errors.Is(err, hexprog.ErrGameOver) {
			t.Fatalf("%+v by player %d: error wraps no sentinel: %v", sig, player, err)
		}
		r, ok := s.Robot(robot)
		if ok && player != r.Player && err == nil {
			t.Fatalf("%+v: player %d may open a signal for robot %d, which is player %d's", sig, player, robot, r.Player)
		}
		owner := player
		if ok {
			owner = r.Player
		}
		checked := s.CheckSignal(owner, sig)
		_, _, played := hexprog.PlayRound(s, []hexprog.Signal{sig})
		if (checked == nil) != (played == nil) {
			t.Fatalf("%+v in round %d (next %d): CheckSignal says %v, PlayRound %v", sig, s.Round+1, s.Next, checked, played)
		}
	})
}
