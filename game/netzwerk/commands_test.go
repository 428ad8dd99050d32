package netzwerk

import (
	"bytes"
	"encoding/json"
	"flag"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestNetzwerkResolveText(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "../../examples/netzwerk/demo.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Netzwerk: 6x6 board, no variant, 13 turns", "Turn 13 (player 1)",
		"player 1 wins: 3 of its 5 robots on the board stand on the far row (row 1)  [rule: far-row]",
		"Final: after turn 13, game over: player 1 won (far-row)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// resolve --lang fr says the whole report in French, the events and the
// state as the turn lines; what stays is the file's notation.
func TestNetzwerkResolveFrench(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "../../examples/netzwerk/demo.json", "--lang", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Netzwerk: plateau de 6x6, sans variante, 13 tours", "Tour 13 (joueur 1)",
		"le robot 4 va de [4,6] à [4,4] pour 2 batteries (B4 B5)  [règle : déplacement des robots]",
		"Fin : après le tour 13, partie finie : le joueur 1 a gagné (dernière ligne)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	_, out, _ = strings.Cut(out, "\n") // the file's "about", in its own words
	_, out, _ = strings.Cut(out, "\n")
	for _, english := range []string{"robot 4 moves", "Turn 1 (", "Final:", "far row", "player 1 wins"} {
		if strings.Contains(out, english) {
			t.Errorf("output says %q in English", english)
		}
	}
}

// A turn the rules refuse is said in French too: the turn, the player,
// what was done and the rule.
func TestNetzwerkResolveRefusedFrench(t *testing.T) {
	code, _, stderr := clitest.Run("resolve", "../../examples/netzwerk/illegal-backward.json", "--lang", "fr")
	want := "tour 5 (joueur 1) : le robot 4 a reculé : [4,3]→[4,5] ; les robots du joueur 1 vont vers le nord ou de côté [règle : déplacement des robots]"
	if code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, want 2 and %q:\n%s", code, want, stderr)
	}
}

func TestNetzwerkResolveJSON(t *testing.T) {
	_, first, _ := clitest.Run("resolve", "--json", "../../examples/netzwerk/demo.json")
	code, second, stderr := clitest.Run("resolve", "../../examples/netzwerk/demo.json", "--game", "netzwerk", "--json")
	if code != 0 || first != second {
		t.Fatalf("exit %d (%s), or two runs differ", code, stderr)
	}
	var parsed struct {
		Turns  []json.RawMessage `json:"turns"`
		Result struct {
			Winner int    `json:"winner"`
			Reason string `json:"reason"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(first), &parsed); err != nil {
		t.Fatal(err)
	}
	if len(parsed.Turns) != 13 || parsed.Result.Winner != 1 || parsed.Result.Reason != "far-row" {
		t.Fatalf("%d turns, result %+v", len(parsed.Turns), parsed.Result)
	}
	golden := "testdata/demo.golden.json"
	if *update {
		if err := os.WriteFile(golden, []byte(first), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != first {
		t.Fatalf("output differs from %s (go test -update rewrites it)", golden)
	}
}

// An illegal turn: exit 2, the place and the rule on stderr, nothing on stdout.
func TestNetzwerkResolveIllegal(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "../../examples/netzwerk/illegal-backward.json")
	if code != 2 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	want := "illegal-backward.json:10:18: turns[4][1]: turn 5 (player 1): robot 4 moved backward: [4,3]→[4,5]"
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "[rule: robot-move]") {
		t.Fatalf("stderr %q lacks %q", stderr, want)
	}
}

// The hint is a legal turn: added to the game file, the game still resolves.
func TestNetzwerkHint(t *testing.T) {
	file := "testdata/four-turns.json"
	code, out, stderr := clitest.Run("hint", file, "--nodes", "300", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var h struct {
		Turn    int      `json:"turn"`
		Player  int      `json:"player"`
		Actions []string `json:"actions"`
	}
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatal(err)
	}
	if h.Turn != 5 || h.Player != 1 || len(h.Actions) == 0 || !strings.HasPrefix(h.Actions[0], "R") {
		t.Fatalf("hint %+v", h)
	}
	data, _ := os.ReadFile(file)
	var g map[string]any
	_ = json.Unmarshal(data, &g)
	g["turns"] = append(g["turns"].([]any), h.Actions)
	more, _ := json.Marshal(g)
	path := filepath.Join(t.TempDir(), "five.json")
	if err := os.WriteFile(path, more, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := clitest.Run("resolve", path); code != 0 {
		t.Fatalf("the hinted turn %v does not resolve: %s", h.Actions, stderr)
	}
	// Same nodes, same seed: the same hint.
	_, again, _ := clitest.Run("hint", file, "--nodes", "300", "--json")
	if again != out {
		t.Fatal("two hints with a node budget differ")
	}
	if code, _, _ := clitest.Run("hint", "../../examples/netzwerk/demo.json"); code != 2 {
		t.Fatalf("hint on a finished game: exit %d", code)
	}
}

func TestBenchNetzwerkRuns(t *testing.T) {
	code, out, stderr := clitest.Run("bench-netzwerk", "--games", "2", "--nodes", "200")
	if code != 0 || !strings.Contains(out, "won 2 (100.0%)") || !strings.Contains(out, "games per second") {
		t.Fatalf("exit %d: %s%s", code, out, stderr)
	}
}

func TestPrintNetzwerk(t *testing.T) {
	dir := t.TempDir()
	for _, what := range []string{"board", "tags"} {
		pdf := filepath.Join(dir, what+".pdf")
		code, out, stderr := clitest.Run("print-netzwerk", what, "-o", pdf)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", what, code, stderr)
		}
		data, _ := os.ReadFile(pdf)
		if !bytes.HasPrefix(data, []byte("%PDF-")) || !strings.Contains(out, "wrote") {
			t.Fatalf("%s: no PDF: %s", what, out)
		}
	}
	if code, _, _ := clitest.Run("print-netzwerk", "board", "--width", "20"); code != 2 {
		t.Fatalf("20 squares wide: exit %d", code)
	}
}
