package dr2d_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/engine/internal/scenariotest"
)

// expectation is what a scenario of testdata/scenarios expects (see package
// scenariotest): an error ("syntax", "setup", "program", "game-over"),
// events, and the final state; only the fields given are checked.
type expectation struct {
	scenariotest.Expect
	Robots []struct {
		ID        int    `json:"id"`
		Cell      *[]int `json:"cell,omitempty"`
		Facing    string `json:"facing,omitempty"`
		PC        *int   `json:"pc,omitempty"`
		Laws      *[]int `json:"laws,omitempty"`
		Asleep    *bool  `json:"asleep,omitempty"`
		LostMoves *int   `json:"lost_moves,omitempty"`
		Left      *bool  `json:"left,omitempty"`
	} `json:"robots,omitempty"`
	Layout int   `json:"layout,omitempty"` // 1-based
	Over   *bool `json:"over,omitempty"`
}

func TestScenarios(t *testing.T) {
	scenariotest.Suite[expectation, *dr2d.State, dr2d.Event]{
		Min: 60,
		Sentinels: map[string]error{
			"syntax": dr2d.ErrSyntax, "setup": dr2d.ErrSetup, "program": dr2d.ErrProgram, "game-over": dr2d.ErrGameOver,
		},
		Play:      play,
		Check:     checkState,
		EventText: func(e dr2d.Event) string { return e.Text(nil) },
	}.Run(t)
}

// play parses and resolves the game, returning the text report, the final
// state and all events.
func play(file string, game json.RawMessage) (string, *dr2d.State, []dr2d.Event, error) {
	g, err := dr2d.ParseGame(file, game, os.ReadFile)
	if err != nil {
		return "", nil, nil, err
	}
	var out strings.Builder
	var all []dr2d.Event
	s := g.Setup
	for i, progs := range g.Turns {
		next, evs, snaps, err := dr2d.ResolveMoves(s, progs)
		if err != nil {
			return "", nil, nil, fmt.Errorf("turn %d: %w", i+1, err)
		}
		out.WriteString(dr2d.TurnText(s, progs, evs, snaps, false))
		out.WriteString("State " + dr2d.StateText(next))
		all = append(all, evs...)
		s = next
	}
	return out.String(), s, all, nil
}

func checkState(t *testing.T, want expectation, s *dr2d.State) {
	t.Helper()
	for _, w := range want.Robots {
		r, ok := s.Robot(w.ID)
		if !ok {
			t.Errorf("robot %d: not in the game", w.ID)
			continue
		}
		if w.Cell != nil && (len(*w.Cell) != 2 || r.Cell != (dr2d.Cell{X: (*w.Cell)[0], Y: (*w.Cell)[1]})) {
			t.Errorf("robot %d: cell %v, want %v", w.ID, r.Cell, *w.Cell)
		}
		if w.Facing != "" && r.Facing.String() != w.Facing {
			t.Errorf("robot %d: facing %v, want %s", w.ID, r.Facing, w.Facing)
		}
		if w.PC != nil && r.PC != *w.PC {
			t.Errorf("robot %d: %d PC, want %d", w.ID, r.PC, *w.PC)
		}
		if w.Laws != nil {
			var ws dr2d.LawSet
			for _, l := range *w.Laws {
				ws = ws.With(dr2d.Law(l))
			}
			if r.Laws != ws {
				t.Errorf("robot %d: laws %v, want %v", w.ID, r.Laws, ws)
			}
		}
		if w.Asleep != nil && (r.Sleep != dr2d.Awake) != *w.Asleep {
			t.Errorf("robot %d: %v, want asleep=%v", w.ID, r.Sleep, *w.Asleep)
		}
		if w.LostMoves != nil && r.LostMoves != *w.LostMoves {
			t.Errorf("robot %d: %d moves to lose, want %d", w.ID, r.LostMoves, *w.LostMoves)
		}
		if w.Left != nil && r.Left != *w.Left {
			t.Errorf("robot %d: left=%v, want %v", w.ID, r.Left, *w.Left)
		}
	}
	if want.Layout != 0 && s.Layout+1 != want.Layout {
		t.Errorf("layout %d, want %d", s.Layout+1, want.Layout)
	}
	if want.Over != nil && s.Over() != *want.Over {
		t.Errorf("game over = %v, want %v", s.Over(), *want.Over)
	}
}
