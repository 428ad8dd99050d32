package skirmish

import (
	"bytes"
	"flag"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestResolveSkirmish: the bundled games resolve by their "game" field, to
// the end the rules give them (worked out from their last turns).
var update = flag.Bool("update", false, "rewrite golden files")

func TestResolveSkirmish(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "../../examples/skirmish/crossing.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"Skirmish: La traversée (24 plots, 33 bridges, 700x500 mm), Alice against Bruno, 21 turns",
		"Round 1, Alice's turn (turn 1)",
		"robot 4 (Artilleur) is called from the garage onto A1 (call action 1 of 2)  [rule: call]",
		"robot 2 (Soldat) moves A2 → A4: 2 bridges, 0 left  [rule: move]",
		"3 damage - 0 armour = 3; structure 6 → 3  [rule: fire]",
		"Game over in round 11: Alice wins: Bruno's commander, robot 11, was destroyed",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	code, out, stderr = clitest.Run("resolve", "../../examples/skirmish/standoff.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "Round 25, Bruno's turn (turn 50)") || !strings.Contains(out, "Game over in round 25: ") {
		t.Errorf("the standoff does not end after round 25:\n%s", out[max(0, len(out)-400):])
	}
}

// resolve --lang fr says the crossing in French: turns, events with
// their kinds and rules, states, the end; the actions stay in the file's
// notation.
func TestResolveSkirmishFrench(t *testing.T) {
	code, out, stderr := clitest.Run("resolve", "../../examples/skirmish/crossing.json", "--lang", "fr")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"Escarmouche : La traversée (24 plots, 33 ponts, 700x500 mm), Alice contre Bruno, 21 tours",
		"Manche 1, au tour de Alice (tour 1)",
		"  appel      robot 4 (Artilleur) est appelé du garage sur A1 (appel 1 sur 2)  [règle : appel]",
		"  détruit    robot 13 (Éclaireur) est détruit par robot 2 (Soldat)",
		"Partie finie à la manche 11 : Alice gagne",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	for _, english := range []string{"Round ", "State ", "[rule:", " act ", "turn-end", "destroyed", "Game over"} {
		if strings.Contains(out, english) {
			t.Errorf("output says %q in English", english)
		}
	}
}

// TestResolveSkirmishGolden: the whole logs, text and JSON, are the golden
// files' bytes (go test -update rewrites them), twice the same.
func TestResolveSkirmishGolden(t *testing.T) {
	for _, game := range []string{"crossing", "standoff"} {
		for _, asJSON := range []bool{false, true} {
			args := []string{"resolve", "../../examples/skirmish/" + game + ".json"}
			golden := filepath.Join("testdata", game+".golden")
			if asJSON {
				args = append(args, "--json")
				golden += ".json"
			}
			code, first, stderr := clitest.Run(args...)
			if code != 0 {
				t.Fatalf("%v: exit %d: %s", args, code, stderr)
			}
			if _, second, _ := clitest.Run(args...); second != first {
				t.Fatalf("%v: two runs printed different bytes", args)
			}
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
				t.Errorf("%v differs from %s (go test -update rewrites it)", args, golden)
			}
		}
	}
}

// TestResolveSkirmishBadInput: exit 2, the file and place named, nothing on stdout.
func TestResolveSkirmishBadInput(t *testing.T) {
	for file, want := range map[string]string{
		"bad-too-far.json":  `bad-too-far.json:11:37: turns[2].actions[1]: too far: turn 3 (round 2, Alice): action 2 ("2: B3 B4 B5"): robot 2 (Soldat) cannot move from B4 to B5: 1 bridge, and it has 0 left of its speed 2`,
		"bad-taken.json":    `bad-taken.json:5:133: teams[0].robots[1].plot: robot 2 on plot B1: robot 1 is already there`,
		"bad-notation.json": `bad-notation.json:8:33: turns[0].actions[0]: bad action notation: turn 1, action 1: fire: at which robot?`,
		"bad-map.json":      `bad-map.json (map_lines):4:10: bridge to plot C, which is not on the map`,
		"bad-range.json":    `bad-range.json:9:33: turns[0].actions[0]: out of range: turn 1 (round 1, Alice): action 1 ("3: B4 fire laser 11"): robot 3 (Éclaireur) on B4 fires laser at robot 11 (Commandeur porte-drapeau) on C6: 3 bridges, range 2`,
	} {
		code, out, stderr := clitest.Run("resolve", filepath.Join("testdata", file))
		if code != 2 || out != "" || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and %q", file, code, out, stderr, want)
		}
	}
}

// TestPrintSkirmish writes each kind of PDF and says what it wrote.
func TestPrintSkirmish(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"map", "../../boards/skirmish-crossing.map"}, "13 pages, La traversée at true scale on 12 sheets of a4 landscape (4 rows x 3 columns)"},
		{[]string{"map", "../../examples/skirmish/crossing.json", "--paper", "letter"}, "La traversée at true scale on"},
		{[]string{"tags", "../../examples/skirmish/crossing.json", "--tag", "30"}, "1 page, 12 robot tags of 30 mm"},
		{[]string{"cards", "../../examples/skirmish/crossing.json"}, "2 pages, 12 robot cards"},
	} {
		pdf := filepath.Join(dir, c.args[0]+".pdf")
		code, out, stderr := clitest.Run(append(append([]string{"print-skirmish"}, c.args...), "-o", pdf)...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, %q %q; want %q", c.args, code, out, stderr, c.want)
			continue
		}
		data, err := os.ReadFile(pdf)
		if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%v: no PDF written: %v", c.args, err)
		}
	}
	for _, args := range [][]string{{}, {"poster", "x"}, {"tags", "../../boards/skirmish-crossing.map"}, {"map"}} {
		if code, _, _ := clitest.Run(append([]string{"print-skirmish"}, args...)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
