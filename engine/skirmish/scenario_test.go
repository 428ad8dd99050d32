package skirmish_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/engine/skirmish"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// scenario is a game file with what the rules say must come of it, worked out
// by hand from the rule text, RULINGS.md and docs/rules-skirmish.md (not from
// the engine's output). The golden file beside it (NAME.golden) holds the
// engine's whole text output and guards against unnoticed changes; -update
// rewrites it.
type scenario struct {
	About  string          `json:"about"`
	Game   json.RawMessage `json:"game"`
	Expect expectation     `json:"expect"`
}

type expectation struct {
	// Error, when set, names the sentinel the game must fail with (see
	// sentinels) and Contains a part of its message.
	Error    string `json:"error,omitempty"`
	Contains string `json:"contains,omitempty"`
	// Robots: final state of robots; only the fields given are checked.
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
	// Events must all occur, in this order (others may come between); only
	// the fields given are compared. Absent events must not occur.
	Events []map[string]any `json:"events,omitempty"`
	Absent []map[string]any `json:"absent,omitempty"`
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
	files, err := filepath.Glob("testdata/scenarios/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 50 {
		t.Errorf("only %d scenarios; the suite promises at least 50", len(files))
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) { runScenario(t, file) })
	}
}

func runScenario(t *testing.T, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("scenario file: %v", err)
	}
	if sc.About == "" {
		t.Errorf("scenario has no \"about\"")
	}
	out, final, events, err := play(file, sc.Game)
	if sc.Expect.Error != "" {
		want, ok := sentinels[sc.Expect.Error]
		if !ok {
			t.Fatalf("unknown expected error %q", sc.Expect.Error)
		}
		if !errors.Is(err, want) {
			t.Fatalf("error = %v, want %v", err, want)
		}
		var ae *skirmish.ActionError
		if errors.As(err, &ae) != errors.Is(err, skirmish.ErrIllegal) {
			t.Errorf("an ActionError must wrap ErrIllegal, and only it: %v", err)
		}
		if !strings.Contains(err.Error(), sc.Expect.Contains) {
			t.Errorf("error %q does not contain %q", err, sc.Expect.Contains)
		}
		out = "error: " + err.Error() + "\n"
	} else if err != nil {
		t.Fatalf("game failed: %v", err)
	} else {
		checkState(t, sc.Expect, final)
		checkEvents(t, sc.Expect, events)
	}
	golden := strings.TrimSuffix(file, ".json") + ".golden"
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != out {
		t.Errorf("output differs from %s (go test -update rewrites it):\n%s", golden, diff(string(want), out))
	}
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

// eventMatches compares the fields of w with the JSON form of e.
func eventMatches(e skirmish.Event, w map[string]any) bool {
	data, _ := json.Marshal(e)
	var got map[string]any
	_ = json.Unmarshal(data, &got)
	for k, v := range w {
		gv, ok := got[k]
		if !ok {
			if f, isNum := v.(float64); isNum && f == 0 {
				continue // absent means zero
			}
			return false
		}
		if fmt.Sprint(gv) != fmt.Sprint(v) {
			return false
		}
	}
	return true
}

func checkEvents(t *testing.T, want expectation, events []skirmish.Event) {
	t.Helper()
	i := 0
	for _, e := range events {
		if i < len(want.Events) && eventMatches(e, want.Events[i]) {
			i++
		}
	}
	if i < len(want.Events) {
		var b strings.Builder
		for _, e := range events {
			data, _ := json.Marshal(e)
			fmt.Fprintf(&b, "  %s\n", data)
		}
		t.Errorf("expected event %d %v not found in order; events were:\n%s", i, want.Events[i], b.String())
	}
	for _, a := range want.Absent {
		for _, e := range events {
			if eventMatches(e, a) {
				t.Errorf("event %v should not happen, but: %s", a, e.Text(nil))
			}
		}
	}
}

// diff shows the first differing line of two texts.
func diff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, w, g)
		}
	}
	return "(no line differs)"
}

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
