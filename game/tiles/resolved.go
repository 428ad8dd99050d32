package tiles

import (
	"fmt"
	"io"
	"os"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
)

// `mecanoid resolve` (and replay) of a SimulacreS world as text, in the
// reader's language: the engine's WriteResolved, each event, input and
// state said again from their fields through the catalog (words.go); the
// JSON is the engine's, its field names the same in every language.

// resolveTiles plays a world file for `mecanoid resolve`, in p's language.
func resolveTiles(name string, data []byte, asJSON bool, w io.Writer, p *lang.Printer) error {
	world, err := rules.ParseWorld(name, data, os.ReadFile)
	if err != nil {
		return err
	}
	if asJSON {
		return rules.WriteResolved(w, name, world, true)
	}
	return writeResolved(w, name, world, p)
}

// writeResolved writes world w (read from file name), played step by
// step, as resolve shows it; nothing when an input is refused.
func writeResolved(out io.Writer, name string, w *rules.World, p *lang.Printer) error {
	states, events, err := w.Replay()
	if err != nil {
		return err
	}
	s := w.Setup
	fmt.Fprint(out, p.Sprintf("SimulacreS tiles: %s, %s, seed %d, orientation by %s, %s\n",
		name, p.Sprintf("%d tiles", s.Set.Count()), w.File.Seed, string(s.Dice), p.Sprintf("%d steps", len(w.Inputs))))
	fmt.Fprint(out, p.Sprintf("Setup\n")+tilesEventsText(p, events[0]))
	for i, in := range w.Inputs {
		fmt.Fprint(out, p.Sprintf("Step %d: %s\n", i+1, tilesInputText(p, in))+tilesEventsText(p, events[i+1]))
	}
	last := states[len(states)-1]
	fmt.Fprint(out, tilesStateText(p, last)+rules.Map(last))
	return nil
}

func init() {
	lang.Add(
		lang.Text{"SimulacreS tiles: %s, %s, seed %d, orientation by %s, %s\n", "SimulacreS, tuiles : %s, %s, graine %d, orientation par %s, %s\n"},
		lang.Text{"Setup\n", "Mise en place\n"},
		lang.Text{"Step %d: %s\n", "Étape %d : %s\n"},
	)
}
