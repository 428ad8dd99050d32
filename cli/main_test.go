package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

var update = flag.Bool("update", false, "rewrite golden files")

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestResolveDemo(t *testing.T) {
	code, out, stderr := runCLI("resolve", "../examples/factory-demo.json", "--diagrams")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Turn 1", " Move 1", " Move 5", "State after turn 1", "Factory floor"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

// TestResolveJSONStable: same input, same bytes out, and the bytes match the golden file.
func TestResolveJSONStable(t *testing.T) {
	_, first, _ := runCLI("resolve", "--json", "../examples/factory-demo.json")
	code, second, stderr := runCLI("resolve", "../examples/factory-demo.json", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if first != second {
		t.Fatal("two runs printed different bytes")
	}
	var parsed map[string]any
	if err := json.Unmarshal([]byte(first), &parsed); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	for _, k := range []string{"game", "board", "setup", "turns", "final"} {
		if _, ok := parsed[k]; !ok {
			t.Errorf("JSON lacks %q", k)
		}
	}
	golden := "testdata/factory-demo.golden.json"
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
		t.Errorf("JSON differs from %s (go test -update rewrites it)", golden)
	}
}

// TestBadInput: each bad file fails with exit 2, an error naming the file and
// the place, and nothing on standard output.
func TestBadInput(t *testing.T) {
	tests := map[string]string{ // file → what the error must say, after the file name
		"unknown-tile.json":      `unknown-tile.board:2:7: unknown tile "Q"`,
		"robot-off-board.json":   `robot-off-board.json:5:23: robots[1].cell: robot 2 at [9,1] is not on the 4x3 board`,
		"robot-no-cell.json":     `robot-no-cell.json:4:5: robots[0].cell: robot 1: no cell`,
		"taken-cell.json":        `taken-cell.json:5:23: robots[1].cell: robot 2 at [1,1]: robot 1 is already there`,
		"four-moves.json":        `four-moves.json:5:43: turns[0].cartridges[0].moves: robot 1, turn 1: a cartridge has exactly 5 moves, found 4`,
		"law-on-conveyor.json":   `law-on-conveyor.json:3:17: laws.2: law 2 at [2,2] is on a conveyor E tile`,
		"truncated.json":         `truncated.json:3:44: JSON ends too early`,
		"unknown-field.json":     `unknown-field.json:3:3: JSON: unknown field "robts"`,
		"bad-move.json":          `bad-move.json:5:54: turns[0].cartridges[0].moves[2]: robot 1, turn 1: move 3`,
		"missing-cartridge.json": `missing-cartridge.json:5:5: turns[0]: turn 1: robot 2 is awake and has no cartridge`,
		"wrong-type.json":        `wrong-type.json:3:26: robots.id: want int, found JSON string`,
		"no-board-file.json":     `no-board-file.json:2:12: board: board file`,
	}
	files, _ := filepath.Glob("testdata/bad/*.json")
	if len(files) != len(tests) {
		t.Errorf("%d bad files in testdata/bad, %d in the table", len(files), len(tests))
	}
	for file, says := range tests {
		for _, mode := range [][]string{nil, {"--json"}} {
			args := append([]string{"resolve", "testdata/bad/" + file}, mode...)
			code, out, stderr := runCLI(args...)
			if code != 2 {
				t.Errorf("%s %v: exit %d, want 2", file, mode, code)
			}
			if out != "" {
				t.Errorf("%s %v: printed %q on stdout", file, mode, out)
			}
			if !strings.Contains(stderr, says) {
				t.Errorf("%s %v: error %q does not say %q", file, mode, stderr, says)
			}
		}
	}
}

func TestUsage(t *testing.T) {
	if code, _, _ := runCLI(); code != 2 {
		t.Errorf("no arguments: exit %d, want 2", code)
	}
	if code, _, stderr := runCLI("frobnicate"); code != 2 || !strings.Contains(stderr, "unknown command") {
		t.Errorf("unknown command: exit %d, %q", code, stderr)
	}
	if code, _, _ := runCLI("resolve"); code != 2 {
		t.Errorf("resolve without a game: exit %d, want 2", code)
	}
	if code, _, stderr := runCLI("resolve", "no/such/game.json"); code != 2 || !strings.Contains(stderr, "no/such/game.json") {
		t.Errorf("missing game file: exit %d, %q", code, stderr)
	}
}

// TestErrorText: an error says "mecanoid CMD:" once, not the name of every
// package it went through; the engines' names stay (they say which game).
func TestErrorText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"referee: table: after 3 pictures: vision: rescan needed:\n  robot 7: not seen", "table: after 3 pictures: rescan needed:\n  robot 7: not seen"},
		{"journal: j.db: no game 3", "j.db: no game 3"},
		{"a.jpg: sheet of robot 2, turn 5: tag: cartridge sheet ticked wrongly:\n  move 2", "a.jpg: sheet of robot 2, turn 5: cartridge sheet ticked wrongly:\n  move 2"},
		{"dr2d: syntax: b.board:3:5: unknown tile", "dr2d: syntax: b.board:3:5: unknown tile"},
		{"boards/vision: 3", "boards/vision: 3"},
		{"referee: referee: stopped", "stopped"},
	} {
		if got := errorText(errors.New(tc.in)); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
		}
	}
	// Through the command: one prefix.
	if code, _, errs := runCLI("scan-sheet", "no-such-photo.jpg"); code != 2 || strings.Count(errs, ": vision: ") > 0 || !strings.HasPrefix(errs, "mecanoid scan-sheet: ") {
		t.Errorf("exit %d: %q", code, errs)
	}
}

// TestBadInputFrench: with --lang fr, a bad file's error names the place
// (« fichier, ligne 5, colonne 23, champ … ») and says why in French; the
// exit status stays 2.
func TestBadInputFrench(t *testing.T) {
	defer func() { lang.SetUser(lang.Default) }()
	dir := t.TempDir()
	leds, cal := filepath.Join(dir, "twice.leds"), filepath.Join(dir, "cal.json")
	os.WriteFile(leds, []byte("laser [1,1] GPIO17\nlaser [2,1] GPIO17\n"), 0o644)
	os.WriteFile(cal, []byte(`{"version": 1, "board": {"columns": "x"}}`), 0o644)
	nz := filepath.Join(dir, "nz.json")
	os.WriteFile(nz, []byte(`{"game":"netzwerk","turns":[["R1 [2,x]"]]}`), 0o644)
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"resolve", "testdata/bad/unknown-tile.json"}, `unknown-tile.board, ligne 2, colonne 7 : dalle inconnue "Q" (voir la légende`},
		{[]string{"resolve", "testdata/bad/robot-off-board.json"}, `robot-off-board.json, ligne 5, colonne 23, champ robots[1].cell : le robot 2 en [9,1] n'est pas sur le plateau de 4x3`},
		{[]string{"resolve", "testdata/bad/robot-no-cell.json"}, `robot-no-cell.json, ligne 4, colonne 5, champ robots[0].cell : robot 1 : pas de case : écrivez "cell": [X,Y]`},
		{[]string{"resolve", "testdata/bad/taken-cell.json"}, `taken-cell.json, ligne 5, colonne 23, champ robots[1].cell : robot 2 en [1,1] : le robot 1 y est déjà`},
		{[]string{"resolve", "testdata/bad/four-moves.json"}, `four-moves.json, ligne 5, colonne 43, champ turns[0].cartridges[0].moves : robot 1, tour 1 : une cartouche a exactement 5 mouvements ; trouvé 4`},
		{[]string{"resolve", "testdata/bad/law-on-conveyor.json"}, `law-on-conveyor.json, ligne 3, colonne 17, champ laws.2 : la loi 2 en [2,2] est sur une dalle`},
		{[]string{"resolve", "testdata/bad/truncated.json"}, `truncated.json, ligne 3, colonne 44 : le JSON s'arrête trop tôt (fichier tronqué ?) ; encore ouverts : '{' ligne 3, colonne 14, '[' ligne 3, colonne 13`},
		{[]string{"resolve", "testdata/bad/unknown-field.json"}, `unknown-field.json, ligne 3, colonne 3 : JSON : champ inconnu "robts"`},
		{[]string{"resolve", "testdata/bad/bad-move.json"}, `bad-move.json, ligne 5, colonne 54, champ turns[0].cartridges[0].moves[2] : robot 1, tour 1 : mouvement 3 : "X" : 'X' inattendu en colonne 1 ; un mouvement s'écrit avec L, R, F, B ou "-"`},
		{[]string{"resolve", "testdata/bad/wrong-type.json"}, `wrong-type.json, ligne 3, colonne 26, champ robots.id : il faut un nombre entier, le JSON a un texte entre guillemets`},
		{[]string{"resolve", "testdata/bad/no-board-file.json"}, `no-board-file.json, ligne 2, colonne 12, champ board : fichier de plateau "testdata/bad/nowhere.board" : testdata/bad/nowhere.board : fichier introuvable`},
		{[]string{"resolve", "no/such/game.json"}, `mecanoid resolve : no/such/game.json : fichier introuvable`},
		{[]string{"print", "board", "testdata/bad/unknown-tile.board"}, `unknown-tile.board, ligne 2, colonne 7 : dalle inconnue "Q"`},
		{[]string{"resolve", "../game/skirmish/testdata/bad-map.json"}, `bad-map.json (map_lines), ligne 4, colonne 10 : pont vers le plot C, qui n'est pas sur la carte`},
		{[]string{"resolve", "../game/skirmish/testdata/bad-taken.json"}, `bad-taken.json, ligne 5, colonne 133, champ teams[0].robots[1].plot : robot 2 sur le plot B1 : le robot 1 y est déjà`},
		{[]string{"resolve", "../game/hexprog/testdata/bad-program.json"}, `bad-program.json, ligne 5, colonne 91, champ players[0].robots[0].program : robot 1 : pas 2, colonne 7 : R (rotation) vaut 1 ou 2 : R+1, R+2, R-1 ou R-2`},
		{[]string{"resolve", "../game/skirmish/testdata/bad-notation.json"}, `bad-notation.json, ligne 8, colonne 33, champ turns[0].actions[0] : action mal écrite : tour 1, action 1 : fire : sur quel robot ? écrivez fire [ARME] ROBOT`},
		{[]string{"resolve", nz}, `nz.json, ligne 1, colonne 37, champ turns[0][0] : tour 1 : action "R1 [2,x]" : il faut un nombre`},
		{[]string{"leds", "test", "--gpio", leds}, `twice.leds, ligne 2, colonne 13 : la broche GPIO17 allume déjà laser [1,1] (ligne 1)`},
		{[]string{"scan", "../vision/testdata/mjpeg/restart.jpg", "--board", "testdata/small.board", "--calibration", cal},
			`mecanoid scan : fichier de calibration incorrect : ` + cal + `, ligne 1, colonne 40, champ board.columns : un texte entre guillemets, il faut un nombre entier`},
	} {
		args := append(c.args, "--lang", "fr")
		code, out, stderr := runCLI(args...)
		if code != 2 || out != "" {
			t.Errorf("%v: exit %d, stdout %q; want 2 and nothing", args, code, out)
		}
		if !strings.Contains(stderr, c.says) || !strings.HasPrefix(stderr, "mecanoid "+c.args[0]+" : ") {
			t.Errorf("%v:\n got %q\nwant %q", args, stderr, c.says)
		}
		// The same file in English: the engine's words, as before.
		if code, _, stderr := runCLI(c.args...); code != 2 || strings.Contains(stderr, "ligne") {
			t.Errorf("%v in English: exit %d, %q", c.args, code, stderr)
		}
	}
}
