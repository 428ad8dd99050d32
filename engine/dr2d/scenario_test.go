package dr2d_test

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

	"mecanoid/engine/dr2d"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/scenarios")

// scenario is a game file with what the rules say must come of it, worked out
// by hand from the rule text and RULINGS.md (not from the engine's output).
// The golden file beside it (NAME.golden) holds the engine's full text output
// and guards against unnoticed changes; -update rewrites it.
type scenario struct {
	About  string          `json:"about"`
	Game   json.RawMessage `json:"game"`
	Expect expectation     `json:"expect"`
}

type expectation struct {
	// Error, when set, is the sentinel the game must fail with
	// ("syntax", "setup", "program", "game-over") and Contains a part of its message.
	Error    string `json:"error,omitempty"`
	Contains string `json:"contains,omitempty"`
	// Robots lists the final state of robots; only the fields given are checked.
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
	// Events must all occur, in this order (other events may come between).
	// Only the fields given are compared.
	Events []map[string]any `json:"events,omitempty"`
	// Absent events must not occur at all.
	Absent []map[string]any `json:"absent,omitempty"`
}

var sentinels = map[string]error{
	"syntax": dr2d.ErrSyntax, "setup": dr2d.ErrSetup, "program": dr2d.ErrProgram, "game-over": dr2d.ErrGameOver,
}

func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 60 {
		t.Errorf("only %d scenarios; the suite promises at least 60", len(files))
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

// eventMatches compares the fields of w with the JSON form of e.
func eventMatches(e dr2d.Event, w map[string]any) bool {
	data, _ := json.Marshal(e)
	var got map[string]any
	_ = json.Unmarshal(data, &got)
	for k, v := range w {
		gv, ok := got[k]
		if !ok {
			// absent means zero: "robot": 0 matches an event with no robot
			if f, isNum := v.(float64); isNum && f == 0 {
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

func checkEvents(t *testing.T, want expectation, events []dr2d.Event) {
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

func eventList(events []dr2d.Event) string {
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
