package scenariotest

import (
	"strings"
	"testing"
)

type event struct {
	Kind  string `json:"kind"`
	Robot int    `json:"robot,omitempty"`
	To    []int  `json:"to,omitempty"`
}

func TestEventMatches(t *testing.T) {
	e := event{Kind: "pushed", To: []int{2, 3}}
	for _, c := range []struct {
		want  map[string]any
		match bool
	}{
		{map[string]any{"kind": "pushed"}, true},
		{map[string]any{"kind": "pushed", "to": []any{2.0, 3.0}}, true},
		{map[string]any{"kind": "pushed", "robot": 0.0}, true}, // absent means zero
		{map[string]any{"kind": "pushed", "robot": 1.0}, false},
		{map[string]any{"kind": "moved"}, false},
		{map[string]any{"to": []any{3.0, 2.0}}, false},
	} {
		if got := eventMatches(e, c.want); got != c.match {
			t.Errorf("%v matches %+v: %v, want %v", c.want, e, got, c.match)
		}
	}
}

func TestDiff(t *testing.T) {
	if got := diff("a\nb\nc\n", "a\nB\nc\n"); !strings.HasPrefix(got, "line 2:") || !strings.Contains(got, `"B"`) {
		t.Errorf("diff: %q", got)
	}
	if got := diff("a\n", "a\nmore\n"); !strings.HasPrefix(got, "line 2:") {
		t.Errorf("diff of a longer text: %q", got)
	}
}
