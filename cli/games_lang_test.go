package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

// runFrench runs the command in French (--lang fr), then puts the
// language back for the other tests.
func runFrench(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	defer func() { lang.SetUser(lang.Default) }()
	return runCLI(append(args, "--lang", "fr")...)
}

// TestNetzwerkCommandsInFrench: hint and bench-netzwerk speak French
// with --lang fr, and English without.
func TestNetzwerkCommandsInFrench(t *testing.T) {
	code, out, errs := runFrench(t, "bench-netzwerk", "--games", "2", "--nodes", "200")
	if code != 0 || !strings.Contains(out, "gagnées 2 (100,0 %) : 1 en joueur 1, 1 en joueur 2 ; perdues 0") || !strings.Contains(out, "parties par seconde") {
		t.Errorf("bench: exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = runFrench(t, "hint", "../game/netzwerk/testdata/four-turns.json", "--nodes", "300")
	if code != 0 || !strings.HasPrefix(out, "tour 5, au joueur 1 de jouer : R") || !strings.Contains(out, "pour le fichier de partie : [") || !strings.Contains(out, "profondeur") {
		t.Errorf("hint: exit %d %s\n%s", code, errs, out)
	}
	code, out, _ = runCLI("hint", "../game/netzwerk/testdata/four-turns.json", "--nodes", "300")
	if code != 0 || !strings.HasPrefix(out, "turn 5, player 1 to play: R") || !strings.Contains(out, "for the game file: [") {
		t.Errorf("hint in English:\n%s", out)
	}
}

// TestTilesInFrench: a world begun and listed in French.
func TestTilesInFrench(t *testing.T) {
	j := filepath.Join(t.TempDir(), "t.journal")
	code, out, errs := runFrench(t, "tiles", "new", "--set", "../worlds/valdor.tiles", "--seed", "11",
		"--start", "Auberge du Gué", "--facing", "N", "--char", "Aldo@E5", "--journal", j, "--name", "valdor")
	if code != 0 || !strings.HasPrefix(out, "Monde valdor dans "+j+" : graine 11, orientation par d4, 12 tuiles à piocher\n") {
		t.Fatalf("new: exit %d %s\n%s", code, errs, out)
	}
	if code, out, _ := runFrench(t, "tiles", "worlds", "--journal", j); code != 0 || !strings.Contains(out, "NOM") || !strings.Contains(out, "en cours") {
		t.Errorf("worlds:\n%s", out)
	}
	if code, out, _ := runFrench(t, "tiles", "pile", "--journal", j); code != 0 || !strings.Contains(out, "tuiles restent à piocher : on lance un d") || !strings.Contains(out, "règne") {
		t.Errorf("pile:\n%s", out)
	}
	if code, out, _ := runCLI("tiles", "pile", "--journal", j); code != 0 || !strings.Contains(out, " left to draw: a draw rolls a d") {
		t.Errorf("pile in English:\n%s", out)
	}
}
