package skirmish

import (
	"fmt"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee/refereetest"
)

func TestSkirmishEventsInBothLanguages(t *testing.T) {
	kinds := map[rules.Kind]bool{}
	var french []string
	for _, f := range refereetest.GameFiles(t, "../../examples/skirmish", "testdata") {
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
				french = append(french, refereetest.SayBoth(t, f, e.Text(states[i]), func(p *lang.Printer) string { return skEventText(p, e, states[i]) }))
			}
		}
		last := states[len(states)-1]
		if last.Over {
			french = append(french, refereetest.SayBoth(t, f, last.Result.Text(last), func(p *lang.Printer) string { return skResultText(p, last.Result) }))
		}
	}
	for _, k := range []rules.Kind{rules.KindCall, rules.KindAct, rules.KindMove, rules.KindFire, rules.KindTurnEnd, rules.KindRoundEnd} {
		if !kinds[k] {
			t.Errorf("no %s event in the games", k)
		}
	}
	all := strings.Join(french, "\n")
	for _, want := range []string{"est appelé du garage sur", "(appel 1 sur 2)", " pont", "fin de la manche 1", "blindage"} {
		if !strings.Contains(all, want) {
			t.Errorf("the French says no %q:\n%s", want, all)
		}
	}
}

// TestSkirmishStateText: the position said in English is the engine's,
// in French the rule text's words.
func TestSkirmishStateText(t *testing.T) {
	for _, f := range refereetest.GameFiles(t, "../../examples/skirmish", "testdata") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.ParseGame(f, data, os.ReadFile)
		if err != nil {
			t.Fatal(err)
		}
		states, _, err := g.Replay()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []*rules.State{states[0], states[len(states)-1]} {
			fr := refereetest.SayBoth(t, f, rules.StateText(s), func(p *lang.Printer) string { return skStateText(p, s) })
			if !strings.HasPrefix(fr, "manche ") || !strings.Contains(fr, "(commandeur : robot ") {
				t.Errorf("%s: %q", f, fr)
			}
		}
	}
}

// TestSkirmishNotationInFrench: a badly written action is refused in
// French, the English left as the engine's.
func TestSkirmishNotationInFrench(t *testing.T) {
	for answer, want := range map[string]string{
		"2: A3 fire":   "fire : sur quel robot ? écrivez fire [ARME] ROBOT",
		"call x A1":    `call : "x" n'est pas un numéro de robot`,
		"walk 2 to B3": `"walk" : une action commence par « call » ou par un numéro de robot et deux-points, par exemple « 2: B2 fire 7 »`,
		"":             "aucune action : écrivez les appels et les actions du tour, ou « pass » pour n'en jouer aucune",
	} {
		_, err := SkirmishTurnText(answer)
		if err == nil {
			t.Fatalf("%q taken", answer)
		}
		re := &SkirmishRefusal{Rule: "bad action notation", Err: err}
		if got := re.Say(lang.FR.Printer()); !strings.Contains(got, want) || !strings.HasPrefix(got, "refusé (règle : action mal écrite) : ") {
			t.Errorf("%q: %q, want %q", answer, got, want)
		}
		if got := re.Error(); got != fmt.Sprintf("refused (rule: bad action notation): %s; nothing was played, give the whole turn again", rules.Reason(err)) {
			t.Errorf("%q in English: %q", answer, got)
		}
	}
}

// TestEverySkirmishEventKind: events of every kind, those the games above
// may not play, said in English as the engine says them, and in French.
func TestEverySkirmishEventKind(t *testing.T) {
	for _, k := range []rules.Kind{rules.KindCall, rules.KindAct, rules.KindMove, rules.KindFire, rules.KindDestroyed,
		rules.KindTurnEnd, rules.KindRoundEnd, rules.KindGameOver} {
		e := rules.Event{Kind: k, Round: 3, Team: "Alice", Robot: 2, From: "A2", To: "B3", Bridges: 1, SpeedLeft: 1, Weapon: "canon",
			Shot: 1, Target: 5, By: 5, Damage: 4, Armour: 1, Real: 3, StructureFrom: 6, StructureTo: 3, Note: "action 1 of 3",
			Result: &rules.Result{Winner: -1, Why: "round 25 ended and no team lost a robot"}}
		refereetest.SayBoth(t, string(k), e.Text(nil), func(p *lang.Printer) string { return skEventText(p, e, nil) })
	}
}
