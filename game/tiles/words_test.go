package tiles

import (
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
)

// TestTilesEventsInBothLanguages: over the valdor world, each event and
// input said in English is the engine's text, and in French is French.
func TestTilesEventsInBothLanguages(t *testing.T) {
	data, err := os.ReadFile("../../worlds/valdor.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := rules.ParseWorld("../../worlds/valdor.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, events, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	en, fr := lang.EN.Printer(), lang.FR.Printer()
	var french []string
	kinds := map[rules.Kind]bool{}
	for _, evs := range events {
		for _, e := range evs {
			kinds[e.Kind] = true
			if got := tilesEventText(en, e); got != e.Text() {
				t.Errorf("English %q, the engine says %q", got, e.Text())
			}
			french = append(french, tilesEventText(fr, e))
		}
		if got, want := tilesEventsText(en, evs), rules.EventsText(evs); got != want {
			t.Errorf("English events\n%s\nthe engine's\n%s", got, want)
		}
	}
	for _, in := range w.Inputs {
		if got := tilesInputText(en, in); got != rules.InputText(in) {
			t.Errorf("English %q, the engine says %q", got, rules.InputText(in))
		}
		french = append(french, tilesInputText(fr, in))
	}
	for _, s := range states {
		if got := tilesStateText(en, s); got != rules.StateText(s) {
			t.Errorf("English\n%s\nthe engine's\n%s", got, rules.StateText(s))
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
