package tiles

import (
	"encoding/json"
	"fmt"
	"io"
)

// WriteResolved plays world w (read from file name) step by step and
// writes it as `mecanoid resolve` shows it: as text, or as JSON whose
// field names are stable (docs/tiles-format.md). Nothing is written when
// an input is refused.
func WriteResolved(out io.Writer, name string, w *World, asJSON bool) error {
	states, events, err := w.Replay()
	if err != nil {
		return err
	}
	if asJSON {
		type step struct {
			Step   int       `json:"step"`
			Input  *Input    `json:"input,omitempty"`
			Events []Event   `json:"events"`
			State  StateJSON `json:"state"`
		}
		var steps []step
		for i := range states {
			st := step{Step: i, Events: events[i], State: states[i].JSON()}
			if st.Events == nil {
				st.Events = []Event{}
			}
			if i > 0 {
				st.Input = &w.Inputs[i-1]
			}
			steps = append(steps, st)
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(map[string]any{"game": GameName, "file": name, "steps": steps})
	}
	s := w.Setup
	fmt.Fprintf(out, "SimulacreS tiles: %s, %d tile(s), seed %d, orientation by %s, %d step(s)\nSetup\n%s",
		name, s.Set.Count(), w.File.Seed, s.Dice, len(w.Inputs), EventsText(events[0]))
	for i, in := range w.Inputs {
		fmt.Fprintf(out, "Step %d: %s\n%s", i+1, InputText(in), EventsText(events[i+1]))
	}
	last := states[len(states)-1]
	fmt.Fprint(out, StateText(last)+Map(last))
	return nil
}
