package tiles

import (
	"bytes"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
)

// TestResolveInFrench: resolve of a world in French says every step,
// event, rule and the state after in French, from the events' fields;
// in English it is the engine's report word for word, but for its head
// line's counts, said as a person writes them ("12 tiles", not "tile(s)").
func TestResolveInFrench(t *testing.T) {
	const name = "testdata/limits.json"
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var fr, en, engine bytes.Buffer
	if err := resolveTiles(name, data, false, &fr, lang.FR.Printer()); err != nil {
		t.Fatal(err)
	}
	if err := resolveTiles(name, data, false, &en, lang.EN.Printer()); err != nil {
		t.Fatal(err)
	}
	w, err := rules.ParseWorld(name, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := rules.WriteResolved(&engine, name, w, false); err != nil {
		t.Fatal(err)
	}
	enHead, enRest, _ := strings.Cut(en.String(), "\n")
	_, engineRest, _ := strings.Cut(engine.String(), "\n")
	if enHead != "SimulacreS tiles: testdata/limits.json, 12 tiles, seed 31, orientation by d4, 14 steps" || enRest != engineRest {
		t.Errorf("in English, not the engine's report:\n%s\nwant\n%s", en.String(), engine.String())
	}
	for _, want := range []string{
		"SimulacreS, tuiles : testdata/limits.json, 12 tuiles, graine 31, orientation par d4, 14 étapes\nMise en place\n",
		"  Aldo est sur E5 en 0,0 (Auberge du Gué)  [règle : mise en place]\n",
		"Étape 2 : Aldo avance E 6\n  Aldo fait un pas E : E5 en 0,0 → F5 en 0,0  [règle : déplacement]\n",
		"  Pont de Pierre est posée en 1,0, losange S (désignée par Auberge du Gué, côté O)  [règle : désignation]\n",
		"\nTuiles :\n", "\nPersonnages :\n",
	} {
		if !strings.Contains(fr.String(), want) {
			t.Errorf("in French, no %q in:\n%s", want, fr.String())
		}
	}
	for _, english := range []string{"Step ", "Setup", "rule:", " stands on ", " is placed at ", " steps ", "after step", "Tiles:", "Characters:", "tile(s)"} {
		if strings.Contains(fr.String(), english) {
			t.Errorf("in French, %q is English:\n%s", english, fr.String())
		}
	}
}
