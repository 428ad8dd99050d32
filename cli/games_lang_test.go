package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
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
	if code, out, _ := runCLI("tiles", "pile", "--journal", j); code != 0 || !strings.Contains(out, "tile(s) left to draw: a draw rolls a d") {
		t.Errorf("pile in English:\n%s", out)
	}
}

// TestTilesEventsInBothLanguages: over the valdor world, each event and
// input said in English is the engine's text, and in French is French.
func TestTilesEventsInBothLanguages(t *testing.T) {
	data, err := os.ReadFile("../worlds/valdor.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := tiles.ParseWorld("../worlds/valdor.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, events, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	en, fr := lang.EN.Printer(), lang.FR.Printer()
	var french []string
	kinds := map[tiles.Kind]bool{}
	for _, evs := range events {
		for _, e := range evs {
			kinds[e.Kind] = true
			if got := tilesEventText(en, e); got != e.Text() {
				t.Errorf("English %q, the engine says %q", got, e.Text())
			}
			french = append(french, tilesEventText(fr, e))
		}
		if got, want := tilesEventsText(en, evs), tiles.EventsText(evs); got != want {
			t.Errorf("English events\n%s\nthe engine's\n%s", got, want)
		}
	}
	for _, in := range w.Inputs {
		if got := tilesInputText(en, in); got != tiles.InputText(in) {
			t.Errorf("English %q, the engine says %q", got, tiles.InputText(in))
		}
		french = append(french, tilesInputText(fr, in))
	}
	for _, s := range states {
		if got := tilesStateText(en, s); got != tiles.StateText(s) {
			t.Errorf("English\n%s\nthe engine's\n%s", got, tiles.StateText(s))
		}
		for i := range s.Characters {
			if got := tilesCharacterLine(en, s, i); got != s.CharacterLine(i) {
				t.Errorf("English %q, the engine's %q", got, s.CharacterLine(i))
			}
		}
		french = append(french, tilesStateText(fr, s))
	}
	if len(kinds) < 5 {
		t.Errorf("only %d kinds of events", len(kinds))
	}
	all := strings.Join(french, "\n")
	for _, want := range []string{"est posée en 0,0, losange N (tuile de départ)", "fait un pas", "est au bord", "orientation de ", "Personnages :\n", "losange N  règne "} {
		if !strings.Contains(all, want) {
			t.Errorf("the French says no %q:\n%s", want, all)
		}
	}
}
