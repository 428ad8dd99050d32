package hexprog

import (
	"encoding/json"
	"flag"
	"mecanoid/cli/clitest"
	"os"
	"strings"
	"testing"
)

const hexDuel = "../../examples/hexprog/duel.json"

var update = flag.Bool("update", false, "rewrite golden files")

// checkGolden compares out with testdata/name (rewritten with -update).
func checkGolden(t *testing.T, name, out string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if string(want) != out {
		wl, gl := strings.Split(string(want), "\n"), strings.Split(out, "\n")
		for i := range min(len(wl), len(gl)) {
			if wl[i] != gl[i] {
				t.Fatalf("differs from %s at line %d:\nwant %q\ngot  %q", path, i+1, wl[i], gl[i])
			}
		}
		t.Fatalf("differs from %s: %d lines, want %d", path, len(gl), len(wl))
	}
}

// TestHexprogResolveDuel: the bundled game is dispatched by its "game" field
// and plays to its end: Violet's Sentinel destroys Vert's last robot in round 28.
func TestHexprogResolveDuel(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", hexDuel)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Hex programming game: Arena (9x8 hexes)", "Round 1\n", "[rule: lightning]",
		"Violet opens a signal: robot 4 (Guard) plays step 5", "game over: won by Violet",
		"the game is over: Violet wins (the only player with robots left)  [rule: end-of-game]"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "Round 29") || strings.Contains(out, "not over") {
		t.Errorf("the duel should end in round 28")
	}
	checkGolden(t, "duel.golden", out)
}

// resolve --lang fr says the duel in French: the head, the rounds, the
// events and their rules, the states; the programs stay in their notation.
func TestHexprogResolveDuelFrench(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", hexDuel, "--lang", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Jeu de programmation sur hexagones : Arena (9x8 cases), 2 joueurs, 4 robots", "Manche 1\n",
		"Violet : 5 signaux restants", "[règle : saut de programme]", "partie finie : gagnée par Violet"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	for _, english := range []string{"Round ", "State after", "[rule:", " moves ", "signal(s)", "goto]", "facing"} {
		if strings.Contains(out, english) {
			t.Errorf("output says %q in English", english)
		}
	}
}

func TestHexprogResolveJSON(t *testing.T) {
	_, first, _ := clitest.Run("resolve", "--json", hexDuel)
	code, second, stderr := clitest.Run("resolve", hexDuel, "--json", "--game", "hexprog")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if first != second {
		t.Fatal("two runs printed different bytes")
	}
	var parsed struct {
		Board  struct{ Cols, Rows int }
		Rounds []struct {
			Round   int
			Signals []struct{ Robot, Step int }
			Events  []map[string]any
		}
		Final struct {
			Over    bool
			Winners []int
		}
	}
	if err := json.Unmarshal([]byte(first), &parsed); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if parsed.Board.Cols != 9 || len(parsed.Rounds) != 28 || !parsed.Final.Over || len(parsed.Final.Winners) != 1 || parsed.Final.Winners[0] != 2 {
		t.Errorf("board %+v, %d rounds, final %+v; want 9 columns, 28 rounds, won by player 2", parsed.Board, len(parsed.Rounds), parsed.Final)
	}
	if s := parsed.Rounds[12].Signals; len(s) != 1 || s[0].Robot != 4 || s[0].Step != 5 {
		t.Errorf("round 13 signals %+v", s)
	}
	for _, e := range parsed.Rounds[0].Events {
		if e["rule"] == nil || e["rule"] == "" {
			t.Errorf("event without a rule: %v", e)
		}
	}
	checkGolden(t, "duel.golden.json", first)
}

// TestHexprogResolveErrors: bad input exits 2, names the place, prints nothing on stdout.
func TestHexprogResolveErrors(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "testdata/bad-program.json")
	if code != 2 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	want := "testdata/bad-program.json:5:91: players[0].robots[0].program: robot 1: step 2, col 7: R (rotation) goes 1 or 2"
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr %q lacks %q", stderr, want)
	}
}

// TestPrintHex writes the three hex documents as PDFs.
func TestPrintHex(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"board", "../../boards/arena.hex"}, "13 pages, board Arena on 12 sheets of a4 portrait (3 rows x 4 columns) plus a cover"},
		{[]string{"sheets", hexDuel}, "2 pages, 4 robot sheets"},
		{[]string{"tags", "--robots", "1-6", "--tag", "25"}, "1 page, 6 robot tags"},
	} {
		file := dir + "/" + c.args[0] + ".pdf"
		code, out, stderr := clitest.Run(append(append([]string{"print-hex"}, c.args...), "-o", file)...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, %q %q; want %q", c.args, code, out, stderr, c.want)
			continue
		}
		if data, err := os.ReadFile(file); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
			t.Errorf("%v: no PDF written: %v", c.args, err)
		}
	}
	if code, _, stderr := clitest.Run("print-hex", "board", "testdata/bad-program.json"); code != 2 || !strings.Contains(stderr, "bad-program.json is a hex game file (docs/hexprog-format.md), not a hex game board") {
		t.Errorf("a JSON file as a board: exit %d, %s", code, stderr)
	}
	if code, _, _ := clitest.Run("print-hex", "poster"); code != 2 {
		t.Errorf("unknown thing to print: exit %d", code)
	}
}
