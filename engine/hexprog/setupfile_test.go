package hexprog

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// TestNewGameFile: the game file of the duel's setup, and of its position
// after round 12 carried on with the duel's round-13 signal, read back to
// the same positions, and replay to the same end.
func TestNewGameFile(t *testing.T) {
	data, err := os.ReadFile("../../examples/hexprog/duel.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParseGame("../../examples/hexprog/duel.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		from    int
		signals []SignalJSON
	}{{0, g.File.Signals}, {12, []SignalJSON{{Round: 13, Robot: 4, Step: 5}}}} {
		gf := NewGameFile(states[c.from], c.signals)
		out, err := json.Marshal(gf)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseGame("kept.json", out, nil)
		if err != nil {
			t.Fatalf("after round %d: %v\n%s", c.from, err, out)
		}
		if !reflect.DeepEqual(back.Setup.JSON(), states[c.from].JSON()) || back.Setup.Settings != states[c.from].Settings {
			t.Errorf("after round %d: read back %+v\nwant %+v", c.from, back.Setup.JSON(), states[c.from].JSON())
		}
		again, _, err := back.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if end := again[len(again)-1]; !reflect.DeepEqual(end.JSON(), states[len(states)-1].JSON()) {
			t.Errorf("from round %d the replay ends %+v", c.from, end.JSON())
		}
	}
}
