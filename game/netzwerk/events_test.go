package netzwerk

import (
	"errors"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

// TestNetzwerkEventsInBothLanguages: over the events of real games, the
// English is the engine's text and the French is French.
func TestNetzwerkEventsInBothLanguages(t *testing.T) {
	kinds := map[rules.Kind]bool{}
	var french []string
	for _, f := range refereetest.GameFiles(t, "../../examples/netzwerk", "testdata") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.ParseGame(f, data)
		if err != nil {
			t.Fatal(err)
		}
		_, events, _, err := g.Replay()
		var re *rules.RuleError
		if errors.As(err, &re) {
			fr := refereetest.SayBoth(t, f, re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
			french = append(french, fr)
		} else if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, evs := range events {
			for _, e := range evs {
				kinds[e.Kind] = true
				french = append(french, refereetest.SayBoth(t, f, e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) }))
			}
		}
	}
	for _, k := range []rules.Kind{rules.KindTurnStart, rules.KindRobotMove, rules.KindBatteryMove, rules.KindTurnEnd, rules.KindWin} {
		if !kinds[k] {
			t.Errorf("no %s event in the games", k)
		}
	}
	all := strings.Join(french, "\n")
	for _, want := range []string{"au joueur 1 de jouer", "batteries (B", "le joueur 1 gagne : ", "dernière ligne"} {
		if !strings.Contains(all, want) {
			t.Errorf("the French says no %q:\n%s", want, all)
		}
	}
}

// TestNetzwerkRefusalsInFrench: a backward move is named in French, with
// the rule, and its English is the engine's.
func TestNetzwerkRefusalsInFrench(t *testing.T) {
	data, err := os.ReadFile("../../examples/netzwerk/illegal-backward.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("illegal-backward.json", data)
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, err = g.Replay()
	var re *rules.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%v: no rule broken", err)
	}
	fr := refereetest.SayBoth(t, "backward", re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
	if !strings.Contains(fr, "a reculé") || !strings.HasSuffix(fr, "[règle : déplacement des robots]") {
		t.Errorf("French %q: want the backward move and its rule", fr)
	}
}

// TestRuleErrorsSaid: every refusal of a robot's move the Netzwerk
// engine makes from the start is said in French from its message, each
// message (nested ones too) in the catalog, and in English word for word
// the engine's.
func TestRuleErrorsSaid(t *testing.T) {
	s, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	cfg, seen := s.Config(), 0
	for _, id := range s.Robots(rules.Player1) {
		for x := 0; x <= cfg.Width+1; x++ {
			for y := 0; y <= cfg.Height+1; y++ {
				_, _, err := rules.Apply(s, rules.Action{Kind: rules.MoveRobot, Robot: id, To: rules.Square{X: x, Y: y}})
				var re *rules.RuleError
				if !errors.As(err, &re) {
					continue
				}
				seen++
				checkSaid(t, re.Why)
				if got := referee.EngineSays(lang.EN.Printer(), re.Why, ""); got != re.Msg {
					t.Errorf("English %q, the engine's %q", got, re.Msg)
				}
				if fr := referee.EngineSays(lang.FR.Printer(), re.Why, ""); fr == re.Msg {
					t.Errorf("%q: not said in French", fr)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no move refused")
	}
}

// checkSaid fails when m or a message among its arguments is not in the
// catalog.
func checkSaid(t *testing.T, m poserr.Msg) {
	t.Helper()
	if m.Format != "" && !strings.HasPrefix(m.Format, "; %s") && !lang.Has(m.Format) {
		t.Errorf("%q is not in the catalog", m.Format)
	}
	for _, a := range m.Args {
		if am, ok := a.(poserr.Msg); ok {
			checkSaid(t, am)
		}
	}
}

// TestNetzwerkDiagram: the diagram's rows named in French, the rest
// unchanged; in English, the engine's.
func TestNetzwerkDiagram(t *testing.T) {
	s, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := nzDiagram(lang.EN.Printer(), s); got != rules.Diagram(s) {
		t.Errorf("English:\n%s", got)
	}
	fr := strings.Split(nzDiagram(lang.FR.Printer(), s), "\n")
	en := strings.Split(rules.Diagram(s), "\n")
	if !strings.HasPrefix(fr[0], "énergie ") || !strings.HasPrefix(fr[1], "case    ") || fr[0][len("énergie "):] != en[0][8:] || fr[2] != en[2] {
		t.Errorf("French:\n%s", strings.Join(fr, "\n"))
	}
}

// TestEveryEventKind: events of every kind, those the games above may
// not play, said in English as the engines say them, and in French.
func TestEveryEventKind(t *testing.T) {
	for _, k := range []rules.Kind{rules.KindTurnStart, rules.KindRobotMove, rules.KindCapture, rules.KindBatteryMove, rules.KindTurnEnd, rules.KindWin} {
		for _, e := range []rules.Event{
			{Kind: k, Turn: 3, Player: 2, Robot: 7, From: rules.Square{X: 1, Y: 2}, To: rules.Square{X: 1, Y: 4}, Cost: 2, Spent: []int{3, 4},
				Jumped: []int{8}, Captured: 2, Battery: 5, BFrom: &rules.Corner{X: 1, Y: 1}, BTo: &rules.Corner{X: 3, Y: 1}, Over: []int{6},
				Winner: 2, Note: "player 1 has no robot left"},
			{Kind: k, Turn: 3, Player: 1, Robot: 7, Cost: 1, Spent: []int{3}, BFrom: &rules.Corner{}, BTo: &rules.Corner{X: 3}, Over: []int{6, 7},
				Winner: 1, Note: "player 2 cannot move any robot at the start of turn 9"},
		} {
			refereetest.SayBoth(t, string(k), e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) })
		}
	}
}
