package skirmish_test

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/internal/scenariotest"
	"mecanoid/engine/skirmish"
)

// expectation is what a scenario of testdata/scenarios expects (see package
// scenariotest), worked out by hand from the rule text and the project's
// rulings as docs/rules-skirmish.md states them: an error (named as in
// sentinels), events, and the final state; only the fields given are checked.
type expectation struct {
	scenariotest.Expect
	Robots []struct {
		ID        int     `json:"id"`
		Plot      *string `json:"plot,omitempty"` // "" : not on the field
		Structure *int    `json:"structure,omitempty"`
		Destroyed *bool   `json:"destroyed,omitempty"`
		Garage    *bool   `json:"garage,omitempty"`
	} `json:"robots,omitempty"`
	Round  int    `json:"round,omitempty"`
	ToPlay string `json:"to_play,omitempty"`
	Over   *bool  `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"` // a team's name, or "none": both lose
	Reason string `json:"reason,omitempty"`
}

var sentinels = map[string]error{
	"syntax": skirmish.ErrSyntax, "setup": skirmish.ErrSetup, "game-over": skirmish.ErrGameOver,
	"notation": skirmish.ErrNotation, "no-actions": skirmish.ErrNoActions, "already-acted": skirmish.ErrAlreadyActed,
	"unknown-robot": skirmish.ErrUnknownRobot, "not-yours": skirmish.ErrNotYours, "not-on-field": skirmish.ErrNotOnField,
	"not-in-garage": skirmish.ErrNotInGarage, "unknown-plot": skirmish.ErrUnknownPlot, "not-next-to": skirmish.ErrNotNextTo,
	"plot-taken": skirmish.ErrPlotTaken, "no-move": skirmish.ErrNoMove, "too-far": skirmish.ErrTooFar,
	"unknown-weapon": skirmish.ErrUnknownWeapon, "rate-spent": skirmish.ErrRateSpent, "no-target": skirmish.ErrNoTarget,
	"friendly-fire": skirmish.ErrFriendlyFire, "out-of-range": skirmish.ErrOutOfRange, "wrong-team": skirmish.ErrWrongTeam,
}

func TestScenarios(t *testing.T) {
	scenariotest.Suite[expectation, *skirmish.State, skirmish.Event]{
		Min:       50,
		Sentinels: sentinels,
		Play:      play,
		Check:     checkState,
		EventText: func(e skirmish.Event) string { return e.Text(nil) },
		CheckError: func(t *testing.T, err error) {
			var ae *skirmish.ActionError
			if errors.As(err, &ae) != errors.Is(err, skirmish.ErrIllegal) {
				t.Errorf("an ActionError must wrap ErrIllegal, and only it: %v", err)
			}
		},
	}.Run(t)
}

// play parses and resolves the game: the text report, the final state, all events.
func play(file string, game json.RawMessage) (string, *skirmish.State, []skirmish.Event, error) {
	g, err := skirmish.ParseGame(file, game, os.ReadFile)
	if err != nil {
		return "", nil, nil, err
	}
	var out strings.Builder
	var all []skirmish.Event
	s := g.Setup
	for i := range g.Turns {
		next, evs, err := g.ResolveTurn(i, s)
		if err != nil {
			return "", nil, nil, err
		}
		out.WriteString(skirmish.TurnText(s, g.Turns[i], evs))
		out.WriteString("State " + skirmish.StateText(next))
		all = append(all, evs...)
		s = next
	}
	return out.String(), s, all, nil
}

func checkState(t *testing.T, want expectation, s *skirmish.State) {
	t.Helper()
	for _, w := range want.Robots {
		r, ok := s.Robot(w.ID)
		if !ok {
			t.Errorf("robot %d: not in the game", w.ID)
			continue
		}
		if w.Plot != nil && r.Plot != *w.Plot {
			t.Errorf("robot %d: on plot %q, want %q", w.ID, r.Plot, *w.Plot)
		}
		if w.Structure != nil && r.Structure != *w.Structure {
			t.Errorf("robot %d: structure %d, want %d", w.ID, r.Structure, *w.Structure)
		}
		if w.Destroyed != nil && r.Destroyed != *w.Destroyed {
			t.Errorf("robot %d: destroyed=%v, want %v", w.ID, r.Destroyed, *w.Destroyed)
		}
		if w.Garage != nil && r.InGarage() != *w.Garage {
			t.Errorf("robot %d: in garage=%v, want %v", w.ID, r.InGarage(), *w.Garage)
		}
	}
	if want.Round != 0 && s.Round != want.Round {
		t.Errorf("round %d, want %d", s.Round, want.Round)
	}
	if want.ToPlay != "" && s.Teams[s.Side].Name != want.ToPlay {
		t.Errorf("%s to play, want %s", s.Teams[s.Side].Name, want.ToPlay)
	}
	if want.Over != nil && s.Over != *want.Over {
		t.Errorf("over = %v, want %v", s.Over, *want.Over)
	}
	if want.Winner != "" {
		got := "none"
		if s.Over && s.Result.Winner >= 0 {
			got = s.Teams[s.Result.Winner].Name
		}
		if !s.Over || got != want.Winner {
			t.Errorf("winner %q (over=%v), want %q", got, s.Over, want.Winner)
		}
	}
	if want.Reason != "" && s.Result.Reason != want.Reason {
		t.Errorf("reason %q, want %q", s.Result.Reason, want.Reason)
	}
}
