package hexprog

import (
	"mecanoid/internal/poserr"
	"mecanoid/referee"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/referee/refereetest"
)

// TestHexProgEventsInBothLanguages: over the events of real games, the
// English is the engine's text and the French is French.
func TestHexProgEventsInBothLanguages(t *testing.T) {
	kinds := map[rules.Kind]bool{}
	var french []string
	for _, f := range refereetest.GameFiles(t, "../../examples/hexprog", "testdata") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.ParseGame(f, data, os.ReadFile)
		if err != nil {
			t.Fatal(err)
		}
		states, events, err := g.Replay()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i, evs := range events {
			for _, e := range evs {
				kinds[e.Kind] = true
				french = append(french, refereetest.SayBoth(t, f, e.Text(states[i]), func(p *lang.Printer) string { return hexEventText(p, e, states[i]) }))
			}
		}
	}
	if len(kinds) < 5 {
		t.Errorf("only %d kinds of events in the games", len(kinds))
	}
	all := strings.Join(french, "\n")
	for _, want := range []string{"pas 1 ", "la partie est finie"} {
		if !strings.Contains(all, want) {
			t.Errorf("the French says no %q:\n%s", want, all)
		}
	}
}

// TestEveryHexEventKind: events of every kind, those the games above may
// not play, said in English as the engine says them, and in French.
func TestEveryHexEventKind(t *testing.T) {
	three := 3
	for _, k := range []rules.Kind{rules.KindSignal, rules.KindSignalWasted, rules.KindTest, rules.KindGoto, rules.KindReset,
		rules.KindEmpty, rules.KindDestroyedStep, rules.KindLoop, rules.KindMove, rules.KindBlocked, rules.KindEliminated,
		rules.KindLightning, rules.KindRotate, rules.KindShot, rules.KindNoShots, rules.KindDestroyed, rules.KindDamaged,
		rules.KindSelfDestruct, rules.KindGoal, rules.KindGameOver} {
		for _, e := range []rules.Event{
			{Kind: k, Round: 2, Player: 1, Robot: 3, Step: 4, Instr: "D+1", From: rules.Cell{Col: 2, Row: 3}, To: rules.Cell{Col: 2, Row: 4},
				FacingFrom: 1, FacingTo: 2, Test: 1, Answer: "yes", Pointer: 5, Target: 2, Distance: 2, Lost: 4, ShotsLeft: &three, Signal: 6,
				Winners: []int{1}, Note: "it goes into a lake"},
			{Kind: k, Robot: 3, Winners: []int{1, 2}, Answer: "no", Note: "no robot is left"},
			{Kind: k, Robot: 3, Note: "the only player with robots left"},
		} {
			refereetest.SayBoth(t, string(k), e.Text(nil), func(p *lang.Printer) string { return hexEventText(p, e, nil) })
		}
	}
}

// TestHexObstacleNote: an obstacle's colour and shape said in French.
func TestHexObstacleNote(t *testing.T) {
	m := poserr.M("%v is a %s square, an obstacle", "[3,4]", poserr.M("red"))
	if got := referee.EngineSays(lang.FR.Printer(), m, ""); got != "[3,4] est un carré rouge, un obstacle" {
		t.Errorf("%q", got)
	}
}
