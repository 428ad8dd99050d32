package dr2d

import (
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
)

// TestDescribeMoveIsTheEngines: in English, a move is described as the
// engine describes it; in French, in other words.
func TestDescribeMoveIsTheEngines(t *testing.T) {
	for before := -3; before <= 3; before++ {
		for _, step := range []rules.Step{rules.NoStep, rules.Forward, rules.Backward} {
			for after := -3; after <= 3; after++ {
				m := rules.Move{Before: before, Step: step, After: after}
				if got, want := describeMove(lang.EN.Printer(), m), m.Describe(); got != want {
					t.Errorf("%+v: %q, the engine's %q", m, got, want)
				}
				if fr := describeMove(lang.FR.Printer(), m); fr == m.Describe() {
					t.Errorf("%+v: the French is the English %q", m, fr)
				}
			}
		}
	}
}
