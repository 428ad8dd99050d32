package hexprog_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/hexprog"
	"mecanoid/engine/internal/scenariotest"
)

// expectation is what a scenario of testdata/scenarios expects (see package
// scenariotest): an error ("syntax", "setup", "program", "game-over"),
// events, and the final state; only the fields given are checked.
type expectation struct {
	scenariotest.Expect
	Robots []struct {
		ID         int    `json:"id"`
		Cell       *[]int `json:"cell,omitempty"`
		Facing     int    `json:"facing,omitempty"`
		Pointer    *int   `json:"pointer,omitempty"`
		ShotsFired *int   `json:"shots_fired,omitempty"`
		Lost       *[]int `json:"lost,omitempty"`
		Out        *bool  `json:"out,omitempty"`
	} `json:"robots,omitempty"`
	Over    *bool  `json:"over,omitempty"`
	Winners *[]int `json:"winners,omitempty"`
	Rounds  int    `json:"rounds,omitempty"` // rounds played
	// SignalsLeft by player number ("1", "2").
	SignalsLeft map[string]int `json:"signals_left,omitempty"`
}

func TestScenarios(t *testing.T) {
	scenariotest.Suite[expectation, []*hexprog.State, hexprog.Event]{
		Min: 40,
		Sentinels: map[string]error{
			"syntax": hexprog.ErrSyntax, "setup": hexprog.ErrSetup, "program": hexprog.ErrProgram, "game-over": hexprog.ErrGameOver,
		},
		Play:      play,
		Check:     checkState,
		EventText: func(e hexprog.Event) string { return e.Text(nil) },
	}.Run(t)
}

// play parses and replays the game, returning the text log, the states and all events.
func play(file string, game json.RawMessage) (string, []*hexprog.State, []hexprog.Event, error) {
	g, err := hexprog.ParseGame(file, game, os.ReadFile)
	if err != nil {
		return "", nil, nil, err
	}
	states, events, err := g.Replay()
	if err != nil {
		return "", nil, nil, err
	}
	var out strings.Builder
	out.WriteString(hexprog.Diagram(g.Setup))
	var all []hexprog.Event
	for i, evs := range events {
		out.WriteString(hexprog.RoundText(states[i], evs))
		out.WriteString("State " + hexprog.StateText(states[i+1]))
		all = append(all, evs...)
	}
	return out.String(), states, all, nil
}

func checkState(t *testing.T, want expectation, states []*hexprog.State) {
	t.Helper()
	s := states[len(states)-1]
	for _, w := range want.Robots {
		r, ok := s.Robot(w.ID)
		if !ok {
			t.Errorf("robot %d: not in the game", w.ID)
			continue
		}
		if w.Cell != nil && (len(*w.Cell) != 2 || r.Cell != (hexprog.Cell{Col: (*w.Cell)[0], Row: (*w.Cell)[1]})) {
			t.Errorf("robot %d: at %v, want %v", w.ID, r.Cell, *w.Cell)
		}
		if w.Facing != 0 && int(r.Facing) != w.Facing {
			t.Errorf("robot %d: facing %d, want %d", w.ID, r.Facing, w.Facing)
		}
		if w.Pointer != nil && r.Pointer != *w.Pointer {
			t.Errorf("robot %d: pointer %d, want %d", w.ID, r.Pointer, *w.Pointer)
		}
		if w.ShotsFired != nil && r.Fired != *w.ShotsFired {
			t.Errorf("robot %d: fired %d, want %d", w.ID, r.Fired, *w.ShotsFired)
		}
		if w.Lost != nil && fmt.Sprint(r.LostSteps()) != fmt.Sprint(*w.Lost) && !(len(r.LostSteps()) == 0 && len(*w.Lost) == 0) {
			t.Errorf("robot %d: lost steps %v, want %v", w.ID, r.LostSteps(), *w.Lost)
		}
		if w.Out != nil && r.Out != *w.Out {
			t.Errorf("robot %d: out=%v, want %v", w.ID, r.Out, *w.Out)
		}
	}
	if want.Over != nil && s.Over != *want.Over {
		t.Errorf("game over = %v, want %v", s.Over, *want.Over)
	}
	if want.Winners != nil && fmt.Sprint(s.Winners) != fmt.Sprint(*want.Winners) && !(len(s.Winners) == 0 && len(*want.Winners) == 0) {
		t.Errorf("winners %v, want %v", s.Winners, *want.Winners)
	}
	if want.Rounds != 0 && len(states)-1 != want.Rounds {
		t.Errorf("%d rounds played, want %d", len(states)-1, want.Rounds)
	}
	for p, n := range want.SignalsLeft {
		var k int
		fmt.Sscan(p, &k)
		if got := s.SignalsLeft(k); got != n {
			t.Errorf("player %s: %d signals left, want %d", p, got, n)
		}
	}
}
