package hexprog_test

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

	"mecanoid/engine/hexprog"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/scenarios")

// scenario is a game file with what the rules say must come of it, worked out
// by hand from the rule text and RULINGS.md (not from the engine's output).
// The golden file beside it (NAME.golden) holds the engine's full text log
// and guards against unnoticed changes; -update rewrites it.
type scenario struct {
	About  string          `json:"about"`
	Game   json.RawMessage `json:"game"`
	Expect expectation     `json:"expect"`
}

type expectation struct {
	// Error, when set, is the sentinel the game must fail with ("syntax",
	// "setup", "program", "game-over") and Contains a part of its message.
	Error    string `json:"error,omitempty"`
	Contains string `json:"contains,omitempty"`
	// Robots: final state of robots; only the fields given are checked.
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
	// Events must all occur, in this order (others may come between); only
	// the fields given are compared.
	Events []map[string]any `json:"events,omitempty"`
	// Absent events must not occur at all.
	Absent []map[string]any `json:"absent,omitempty"`
}

var sentinels = map[string]error{
	"syntax": hexprog.ErrSyntax, "setup": hexprog.ErrSetup, "program": hexprog.ErrProgram, "game-over": hexprog.ErrGameOver,
}

func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Errorf("only %d scenarios; the suite promises at least 40", len(files))
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
	out, states, events, err := play(file, sc.Game)
	if sc.Expect.Error != "" {
		want, ok := sentinels[sc.Expect.Error]
		if !ok {
			t.Fatalf("unknown expected error %q", sc.Expect.Error)
		}
		if !errors.Is(err, want) {
			t.Fatalf("error = %v, want %v", err, want)
		}
		if !strings.Contains(err.Error(), sc.Expect.Contains) {
			t.Errorf("error %q does not contain %q", err, sc.Expect.Contains)
		}
		out = "error: " + err.Error() + "\n"
	} else if err != nil {
		t.Fatalf("game failed: %v", err)
	} else {
		checkState(t, sc.Expect, states)
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

// eventMatches compares the fields of w with the JSON form of e.
func eventMatches(e hexprog.Event, w map[string]any) bool {
	data, _ := json.Marshal(e)
	var got map[string]any
	_ = json.Unmarshal(data, &got)
	for k, v := range w {
		gv, ok := got[k]
		if !ok {
			if f, isNum := v.(float64); isNum && f == 0 { // absent means zero
				continue
			}
			return false
		}
		if fmt.Sprint(gv) != fmt.Sprint(v) {
			return false
		}
	}
	return true
}

func checkEvents(t *testing.T, want expectation, events []hexprog.Event) {
	t.Helper()
	i := 0
	for _, e := range events {
		if i < len(want.Events) && eventMatches(e, want.Events[i]) {
			i++
		}
	}
	if i < len(want.Events) {
		t.Errorf("expected event %d %v not found in order; events were:\n%s", i, want.Events[i], eventList(events))
	}
	for _, a := range want.Absent {
		for _, e := range events {
			if eventMatches(e, a) {
				t.Errorf("event %v should not happen, but: %s", a, e.Text(nil))
			}
		}
	}
}

func eventList(events []hexprog.Event) string {
	var b strings.Builder
	for _, e := range events {
		data, _ := json.Marshal(e)
		fmt.Fprintf(&b, "  %s\n", data)
	}
	return b.String()
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
