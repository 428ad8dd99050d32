package referee

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/engine/hexprog"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

func gameFiles(t *testing.T, game string) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../examples/" + game + "/*.json", "../cli/testdata/" + game + "/*.json", "../game/" + game + "/testdata/*.json"} {
		fs, _ := filepath.Glob(pat)
		for _, f := range fs {
			if !strings.Contains(filepath.Base(f), "golden") && !strings.HasPrefix(filepath.Base(f), "bad-") {
				files = append(files, f)
			}
		}
	}
	if len(files) == 0 {
		t.Fatalf("no %s game files", game)
	}
	return files
}

// sayBoth checks that the English of an event is the engine's own text,
// and that the French says something else.
func sayBoth(t *testing.T, where, engine string, say func(p *lang.Printer) string) (fr string) {
	t.Helper()
	if en := say(lang.EN.Printer()); en != engine {
		t.Errorf("%s: English\n  %q\nthe engine says\n  %q", where, en, engine)
	}
	fr = say(lang.FR.Printer())
	if fr == engine {
		t.Errorf("%s: no French: %q", where, fr)
	}
	return fr
}

// TestNetzwerkEventsInBothLanguages: over the events of real games, the
// English is the engine's text and the French is French.
func TestNetzwerkEventsInBothLanguages(t *testing.T) {
	kinds := map[nz.Kind]bool{}
	var french []string
	for _, f := range gameFiles(t, "netzwerk") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := nz.ParseGame(f, data)
		if err != nil {
			t.Fatal(err)
		}
		_, events, _, err := g.Replay()
		var re *nz.RuleError
		if errors.As(err, &re) {
			fr := sayBoth(t, f, re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
			french = append(french, fr)
		} else if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, evs := range events {
			for _, e := range evs {
				kinds[e.Kind] = true
				french = append(french, sayBoth(t, f, e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) }))
			}
		}
	}
	for _, k := range []nz.Kind{nz.KindTurnStart, nz.KindRobotMove, nz.KindBatteryMove, nz.KindTurnEnd, nz.KindWin} {
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
	data, err := os.ReadFile("../examples/netzwerk/illegal-backward.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := nz.ParseGame("illegal-backward.json", data)
	if err != nil {
		t.Fatal(err)
	}
	_, _, _, err = g.Replay()
	var re *nz.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%v: no rule broken", err)
	}
	fr := sayBoth(t, "backward", re.Error(), func(p *lang.Printer) string { return nzRuleError(p, re) })
	if !strings.Contains(fr, "a reculé") || !strings.HasSuffix(fr, "[règle : déplacement des robots]") {
		t.Errorf("French %q: want the backward move and its rule", fr)
	}
}

func TestSkirmishEventsInBothLanguages(t *testing.T) {
	kinds := map[skirmish.Kind]bool{}
	var french []string
	for _, f := range gameFiles(t, "skirmish") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := skirmish.ParseGame(f, data, os.ReadFile)
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
				french = append(french, sayBoth(t, f, e.Text(states[i]), func(p *lang.Printer) string { return skEventText(p, e, states[i]) }))
			}
		}
		last := states[len(states)-1]
		if last.Over {
			french = append(french, sayBoth(t, f, last.Result.Text(last), func(p *lang.Printer) string { return skResultText(p, last.Result) }))
		}
	}
	for _, k := range []skirmish.Kind{skirmish.KindCall, skirmish.KindAct, skirmish.KindMove, skirmish.KindFire, skirmish.KindTurnEnd, skirmish.KindRoundEnd} {
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

func TestHexProgEventsInBothLanguages(t *testing.T) {
	kinds := map[hexprog.Kind]bool{}
	var french []string
	for _, f := range gameFiles(t, "hexprog") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := hexprog.ParseGame(f, data, os.ReadFile)
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
				french = append(french, sayBoth(t, f, e.Text(states[i]), func(p *lang.Printer) string { return hexEventText(p, e, states[i]) }))
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

// TestRuleErrorsSaid: every refusal of a robot's move the Netzwerk
// engine makes from the start is said in French from its message, each
// message (nested ones too) in the catalog, and in English word for word
// the engine's.
func TestRuleErrorsSaid(t *testing.T) {
	s, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	cfg, seen := s.Config(), 0
	for _, id := range s.Robots(nz.Player1) {
		for x := 0; x <= cfg.Width+1; x++ {
			for y := 0; y <= cfg.Height+1; y++ {
				_, _, err := nz.Apply(s, nz.Action{Kind: nz.MoveRobot, Robot: id, To: nz.Square{X: x, Y: y}})
				var re *nz.RuleError
				if !errors.As(err, &re) {
					continue
				}
				seen++
				checkSaid(t, re.Why)
				if got := engineSays(lang.EN.Printer(), re.Why, ""); got != re.Msg {
					t.Errorf("English %q, the engine's %q", got, re.Msg)
				}
				if fr := engineSays(lang.FR.Printer(), re.Why, ""); fr == re.Msg {
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

// TestSkirmishStateText: the position said in English is the engine's,
// in French the rule text's words.
func TestSkirmishStateText(t *testing.T) {
	for _, f := range gameFiles(t, "skirmish") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := skirmish.ParseGame(f, data, os.ReadFile)
		if err != nil {
			t.Fatal(err)
		}
		states, _, err := g.Replay()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []*skirmish.State{states[0], states[len(states)-1]} {
			fr := sayBoth(t, f, skirmish.StateText(s), func(p *lang.Printer) string { return skStateText(p, s) })
			if !strings.HasPrefix(fr, "manche ") || !strings.Contains(fr, "(commandeur : robot ") {
				t.Errorf("%s: %q", f, fr)
			}
		}
	}
}

// TestTableError: an error the table shows keeps its English text and
// its sentinel, and is said in French too.
func TestTableError(t *testing.T) {
	err := fmt.Errorf("start: %w", tableErr(lang.M("%s (%s) is not a Netzwerk piece: take it off the board", "robot 3", "HP-R3")))
	if !errors.Is(err, ErrTable) || err.Error() != "start: referee: table: robot 3 (HP-R3) is not a Netzwerk piece: take it off the board" {
		t.Errorf("%v", err)
	}
	if got := SayError(lang.FR.Printer(), errors.Unwrap(err)); got != "robot 3 (HP-R3) n'est pas une pièce de Netzwerk : retirez-la du plateau" {
		t.Errorf("French: %q", got)
	}
}

// TestHexObstacleNote: an obstacle's colour and shape said in French.
func TestHexObstacleNote(t *testing.T) {
	m := poserr.M("%v is a %s square, an obstacle", "[3,4]", poserr.M("red"))
	if got := engineSays(lang.FR.Printer(), m, ""); got != "[3,4] est un carré rouge, un obstacle" {
		t.Errorf("%q", got)
	}
}

// TestNetzwerkDiagram: the diagram's rows named in French, the rest
// unchanged; in English, the engine's.
func TestNetzwerkDiagram(t *testing.T) {
	s, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	if got := nzDiagram(lang.EN.Printer(), s); got != nz.Diagram(s) {
		t.Errorf("English:\n%s", got)
	}
	fr := strings.Split(nzDiagram(lang.FR.Printer(), s), "\n")
	en := strings.Split(nz.Diagram(s), "\n")
	if !strings.HasPrefix(fr[0], "énergie ") || !strings.HasPrefix(fr[1], "case    ") || fr[0][len("énergie "):] != en[0][8:] || fr[2] != en[2] {
		t.Errorf("French:\n%s", strings.Join(fr, "\n"))
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
		if got := re.Error(); got != fmt.Sprintf("refused (rule: bad action notation): %s; nothing was played, give the whole turn again", skirmish.Reason(err)) {
			t.Errorf("%q in English: %q", answer, got)
		}
	}
}

// TestEveryEventKind: events of every kind, those the games above may
// not play, said in English as the engines say them, and in French.
func TestEveryEventKind(t *testing.T) {
	three := 3
	for _, k := range []hexprog.Kind{hexprog.KindSignal, hexprog.KindSignalWasted, hexprog.KindTest, hexprog.KindGoto, hexprog.KindReset,
		hexprog.KindEmpty, hexprog.KindDestroyedStep, hexprog.KindLoop, hexprog.KindMove, hexprog.KindBlocked, hexprog.KindEliminated,
		hexprog.KindLightning, hexprog.KindRotate, hexprog.KindShot, hexprog.KindNoShots, hexprog.KindDestroyed, hexprog.KindDamaged,
		hexprog.KindSelfDestruct, hexprog.KindGoal, hexprog.KindGameOver} {
		for _, e := range []hexprog.Event{
			{Kind: k, Round: 2, Player: 1, Robot: 3, Step: 4, Instr: "D+1", From: hexprog.Cell{Col: 2, Row: 3}, To: hexprog.Cell{Col: 2, Row: 4},
				FacingFrom: 1, FacingTo: 2, Test: 1, Answer: "yes", Pointer: 5, Target: 2, Distance: 2, Lost: 4, ShotsLeft: &three, Signal: 6,
				Winners: []int{1}, Note: "it goes into a lake"},
			{Kind: k, Robot: 3, Winners: []int{1, 2}, Answer: "no", Note: "no robot is left"},
			{Kind: k, Robot: 3, Note: "the only player with robots left"},
		} {
			sayBoth(t, string(k), e.Text(nil), func(p *lang.Printer) string { return hexEventText(p, e, nil) })
		}
	}
	for _, k := range []skirmish.Kind{skirmish.KindCall, skirmish.KindAct, skirmish.KindMove, skirmish.KindFire, skirmish.KindDestroyed,
		skirmish.KindTurnEnd, skirmish.KindRoundEnd, skirmish.KindGameOver} {
		e := skirmish.Event{Kind: k, Round: 3, Team: "Alice", Robot: 2, From: "A2", To: "B3", Bridges: 1, SpeedLeft: 1, Weapon: "canon",
			Shot: 1, Target: 5, By: 5, Damage: 4, Armour: 1, Real: 3, StructureFrom: 6, StructureTo: 3, Note: "action 1 of 3",
			Result: &skirmish.Result{Winner: -1, Why: "round 25 ended and no team lost a robot"}}
		sayBoth(t, string(k), e.Text(nil), func(p *lang.Printer) string { return skEventText(p, e, nil) })
	}
	for _, k := range []nz.Kind{nz.KindTurnStart, nz.KindRobotMove, nz.KindCapture, nz.KindBatteryMove, nz.KindTurnEnd, nz.KindWin} {
		for _, e := range []nz.Event{
			{Kind: k, Turn: 3, Player: 2, Robot: 7, From: nz.Square{X: 1, Y: 2}, To: nz.Square{X: 1, Y: 4}, Cost: 2, Spent: []int{3, 4},
				Jumped: []int{8}, Captured: 2, Battery: 5, BFrom: &nz.Corner{X: 1, Y: 1}, BTo: &nz.Corner{X: 3, Y: 1}, Over: []int{6},
				Winner: 2, Note: "player 1 has no robot left"},
			{Kind: k, Turn: 3, Player: 1, Robot: 7, Cost: 1, Spent: []int{3}, BFrom: &nz.Corner{}, BTo: &nz.Corner{X: 3}, Over: []int{6, 7},
				Winner: 1, Note: "player 2 cannot move any robot at the start of turn 9"},
		} {
			sayBoth(t, string(k), e.Text(), func(p *lang.Printer) string { return nzEventText(p, e) })
		}
	}
}
