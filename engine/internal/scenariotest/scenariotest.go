// Package scenariotest is the scenario harness the engines' tests share
// (imported by _test files only). A scenario, testdata/scenarios/NAME.json,
// is a game file with what the rules say must come of it, worked out by hand
// from the rule text and the project's rulings, as the engine's rules page
// (docs/rules-*.md) states them (not from the engine's output):
//
//	{"about": "...", "game": {...}, "expect": {...}}
//
// The golden file beside it, NAME.golden, holds the engine's whole text
// output (or "error: " and the error) and guards against unnoticed changes;
// go test -update rewrites it. What "expect" may say beyond Expect, how a
// game is played and how its final state is checked is each engine's part,
// given in a Suite.
package scenariotest

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
)

// The flag belongs to the test binary of every package importing this one;
// such a package must not define its own -update.
var update = flag.Bool("update", false, "rewrite the golden files in testdata/scenarios")

// Expect is what any scenario may expect. An engine's expectation type embeds
// it and adds the fields of its final state ("robots", "over"...); the whole
// is decoded strictly, so a misspelt key fails the scenario.
type Expect struct {
	// Error, when set, names the sentinel the game must fail with (a key
	// of Suite.Sentinels) and Contains a part of its message.
	Error    string `json:"error,omitempty"`
	Contains string `json:"contains,omitempty"`
	// Events must all occur, in this order (others may come between); only
	// the fields given are compared, with their JSON form.
	Events []map[string]any `json:"events,omitempty"`
	// Absent events must not occur at all.
	Absent []map[string]any `json:"absent,omitempty"`
}

func (e Expect) common() Expect { return e }

// Expectation is a type that embeds Expect.
type Expectation interface{ common() Expect }

// Suite is one engine's part: X its expectation, S what Play hands to Check
// (the final state, or all states), E its event.
type Suite[X Expectation, S, E any] struct {
	// Min is the number of scenarios the suite promises.
	Min int
	// Sentinels are the errors "error" may name.
	Sentinels map[string]error
	// Play parses and plays the game: the text output, the state(s) for
	// Check, all events in order.
	Play func(file string, game json.RawMessage) (string, S, []E, error)
	// Check compares the state(s) of a game played to its end with want.
	Check func(t *testing.T, want X, s S)
	// EventText is an event in words, for failure messages.
	EventText func(E) string
	// CheckError, when set, checks more of an error that was expected.
	CheckError func(t *testing.T, err error)
}

// Run runs every scenario of testdata/scenarios as a subtest.
func (s Suite[X, S, E]) Run(t *testing.T) {
	files, err := filepath.Glob("testdata/scenarios/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < s.Min {
		t.Errorf("only %d scenarios; the suite promises at least %d", len(files), s.Min)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) { s.run(t, file) })
	}
}

func (s Suite[X, S, E]) run(t *testing.T, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc struct {
		About  string          `json:"about"`
		Game   json.RawMessage `json:"game"`
		Expect X               `json:"expect"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("scenario file: %v", err)
	}
	if sc.About == "" {
		t.Errorf("scenario has no \"about\"")
	}
	want := sc.Expect.common()
	out, final, events, err := s.Play(file, sc.Game)
	if want.Error != "" {
		sentinel, ok := s.Sentinels[want.Error]
		if !ok {
			t.Fatalf("unknown expected error %q", want.Error)
		}
		if !errors.Is(err, sentinel) {
			t.Fatalf("error = %v, want %v", err, sentinel)
		}
		if !strings.Contains(err.Error(), want.Contains) {
			t.Errorf("error %q does not contain %q", err, want.Contains)
		}
		if s.CheckError != nil {
			s.CheckError(t, err)
		}
		out = "error: " + err.Error() + "\n"
	} else if err != nil {
		t.Fatalf("game failed: %v", err)
	} else {
		s.Check(t, sc.Expect, final)
		s.checkEvents(t, want, events)
	}
	golden := strings.TrimSuffix(file, ".json") + ".golden"
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	gold, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(gold) != out {
		t.Errorf("output differs from %s (go test -update rewrites it):\n%s", golden, diff(string(gold), out))
	}
}

func (s Suite[X, S, E]) checkEvents(t *testing.T, want Expect, events []E) {
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
				t.Errorf("event %v should not happen, but: %s", a, s.EventText(e))
			}
		}
	}
}

// eventMatches compares the fields of w with the JSON form of e.
func eventMatches(e any, w map[string]any) bool {
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
