package dr2d

import (
	"context"
	"errors"
	"math/rand"
	"mecanoid/referee"
	"mecanoid/tag"
	"mecanoid/vision"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/engine/dr2d/dr2dtest"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// randomEvents plays random games and returns their events, each with
// the position after it, as the referee shows them.
func randomEvents(t *testing.T, games int) (events []rules.Event, states []*rules.State) {
	rng := rand.New(rand.NewSource(7))
	for g := 0; g < games; g++ {
		b := dr2dtest.RandomBoard(rng)
		if b.Laws[2] == (rules.Cell{}) {
			continue
		}
		var robots []rules.Robot
		taken := map[rules.Cell]bool{}
		for id := 1; id <= 1+rng.Intn(8); id++ {
			c := rules.Cell{X: 1 + rng.Intn(b.Width), Y: 1 + rng.Intn(b.Height)}
			if taken[c] {
				continue
			}
			taken[c] = true
			r := rules.Robot{ID: id, Cell: c, Facing: rules.Dir(rng.Intn(4)), PC: 1 + rng.Intn(7)}
			if rng.Intn(5) == 0 {
				r.Laws = rules.LawSet(rng.Intn(7))
			}
			if rng.Intn(4) == 0 {
				r.Name = "Zed"
			}
			robots = append(robots, r)
		}
		s, err := rules.NewState(b, rng.Intn(len(b.Layouts)), [3]rules.Cell{}, robots)
		if err != nil {
			continue
		}
		for turn := 0; turn < 8 && !s.Over(); turn++ {
			progs := map[int]rules.Program{}
			for _, r := range s.Robots {
				// A program for a robot that left or sleeps too, sometimes:
				// the engine ignores it, and says so.
				if (r.Left || r.Sleep != rules.Awake) && rng.Intn(2) == 0 {
					continue
				}
				var p rules.Program
				for i := range p.Cartridge {
					p.Cartridge[i] = dr2dtest.RandomMove(rng)
				}
				if rng.Intn(10) == 0 {
					p.SleepBefore = 1 + rng.Intn(5)
				}
				progs[r.ID] = p
			}
			next, evs, snaps, err := rules.ResolveMoves(s, progs)
			if err != nil {
				t.Fatalf("game %d, turn %d: %v", g, turn+1, err)
			}
			for _, e := range evs {
				st := next
				if e.Move >= 1 && e.Move <= len(snaps) {
					st = snaps[e.Move-1]
				}
				events, states = append(events, e), append(states, st)
			}
			s = next
		}
	}
	return events, states
}

// TestEventWordsAreTheEngines: in English, every event of many random
// games is said as the engine says it; in French, in other words, with
// no argument lost, and every kind of event is met.
func TestEventWordsAreTheEngines(t *testing.T) {
	events, states := randomEvents(t, 400)
	en, fr := lang.EN.Printer(), lang.FR.Printer()
	kinds := map[rules.Kind]int{}
	for i, e := range events {
		kinds[e.Kind]++
		want := e.Text(states[i])
		m := EventMsg(e, states[i])
		if got := en.Say(m); got != want {
			t.Errorf("%s event: English %q, the engine says %q", e.Kind, got, want)
		}
		f := fr.Say(m)
		if f == want || strings.Contains(f, "%!") || m.Key == "%s" {
			t.Errorf("%s event: no French: %q", e.Kind, f)
		}
		for _, arg := range m.Args {
			if a, ok := arg.(lang.Msg); ok && (a.Key == "%s" || fr.Say(a) == en.Say(a) && a.Key != "%s") {
				t.Errorf("%s event: %q: no French for %q", e.Kind, f, en.Say(a))
			}
		}
	}
	for _, k := range []rules.Kind{rules.KindAsleep, rules.KindDeclareSleep, rules.KindMoveLost, rules.KindStuck, rules.KindIdle,
		rules.KindRotate, rules.KindStep, rules.KindPushed, rules.KindBlocked, rules.KindConveyed, rules.KindPusherPush,
		rules.KindLaserHit, rules.KindPothole, rules.KindCafouille, rules.KindFallAsleep, rules.KindActuator, rules.KindLayout,
		rules.KindTurntable, rules.KindPress, rules.KindRepair, rules.KindLawDownload, rules.KindLeave, rules.KindWake,
		rules.KindSleepNextTurn, rules.KindIgnored} {
		if kinds[k] == 0 {
			t.Errorf("no %s event in %d random events", k, len(events))
		}
	}
	t.Logf("%d events, %d kinds", len(events), len(kinds))
}

// TestProgramsWords: the programs of a turn are listed in English as
// the engine lists them, and in French with the same moves.
func TestProgramsWords(t *testing.T) {
	progs := map[int]rules.Program{}
	for id, line := range map[int]string{1: "F F R - LB", 3: "RF sleep 2", 2: "- - - - -"} {
		p, err := ParseProgram(line)
		if err != nil {
			t.Fatal(err)
		}
		progs[id] = p
	}
	if got, want := programsText(lang.EN.Printer(), progs), "programs:\n"+rules.ProgramsText(progs); got != want {
		t.Errorf("English:\n%s\nthe engine:\n%s", got, want)
	}
	want := "programmes :\n  robot 1 : F F R - LB\n  robot 2 : - - - - -\n  robot 3 : RF - - - -  (veille avant le mouvement 2)\n"
	if got := programsText(lang.FR.Printer(), progs); got != want {
		t.Errorf("French:\n%q\nwant\n%q", got, want)
	}
}

// TestInstructionsInFrench: what to move and what differs, said in
// French with the rule text's words, and in English as before.
func TestInstructionsInFrench(t *testing.T) {
	b := rules.NewBoard("t", 6, 6)
	before, err := rules.NewState(b, 0, [3]rules.Cell{{X: 6, Y: 1}, {X: 6, Y: 2}, {X: 6, Y: 3}}, []rules.Robot{
		{ID: 1, Cell: rules.Cell{X: 1, Y: 1}, Facing: rules.North, PC: 7},
		{ID: 2, Cell: rules.Cell{X: 3, Y: 3}, Facing: rules.East, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	after := before.Clone()
	after.Robots[0].Facing = rules.East
	after.Robots[1].Cell, after.Robots[1].Facing = rules.Cell{X: 4, Y: 5}, rules.West
	moves := Instructions(lang.EN, before, after)
	fr := Instructions(lang.FR, before, after)
	for i, want := range []struct{ en, fr string }{
		{"robot 1: stays on [1,1], turn it to face E", "robot 1 : reste en [1,1], tournez-le face à l'est"},
		{"robot 2: to [4,5], facing W", "robot 2 : en [4,5], face à l'ouest"},
	} {
		if i >= len(moves) || moves[i].Text != want.en || fr[i].Text != want.fr {
			t.Errorf("move %d: %q, %q; want %q, %q", i+1, moves[i].Text, fr[i].Text, want.en, want.fr)
		}
	}
}

// TestTerminalInFrench: the terminal's headings in its language, the
// updates' texts in the table's (Referee.Show).
func TestTerminalInFrench(t *testing.T) {
	var out strings.Builder
	r := &referee.Referee[*rules.State]{Game: &DR2D{}, Lang: lang.FR, Displays: []talk.Display{referee.Terminal{W: &out, Lang: lang.FR}}}
	r.Show(referee.Said(talk.Update{Kind: talk.UpdateAsk, Turn: 3}, lang.M("turn %d: programs for %s", 3, robotList([]int{4}))))
	r.Show(referee.Said(talk.Update{Kind: talk.UpdateStep, Turn: 3, Move: 2, Rule: rules.RuleLaser,
		Lit: []talk.Light{{Cell: talk.Cell{X: 1, Y: 3}, What: "laser"}}}, lang.M("the lasers fire")))
	r.Show(referee.Said(talk.Update{Kind: talk.UpdateStep, Turn: 3, End: true, Rule: "capture"}, lang.M("the presses come down")))
	r.Show(referee.Phrased(talk.Update{Kind: talk.UpdateInstruct, Turn: 3}, func(p *lang.Printer) talk.Words {
		return talk.Words{Text: p.Sprintf("nothing to move")}
	}))
	r.Show(talk.Update{Kind: talk.UpdateAsk, StepName: "round", Turn: 2, Text: "x"})
	want := "\n== tour 3 ==\ntour 3 : cartouches attendues : robot 4\n" +
		"  mouvement 2 : les LASER tirent (LASER) [LED du LASER [1,3]]\n" +
		"  fin : les presses s'abattent (capture)\n" +
		"déplacez les pièces :\n  rien à déplacer\n" +
		"\n== manche 2 ==\nx\n"
	if out.String() != want {
		t.Errorf("got\n%q\nwant\n%q", out.String(), want)
	}
}

// TestAskInFrench: the keyboard's prompts and refusals in the table's
// language; the refusal's error stays English.
func TestAskInFrench(t *testing.T) {
	var out strings.Builder
	in := referee.NewKeyboard(strings.NewReader("F F X - -\nF F R\nF F R - LB\n"))
	q := talk.Question{Step: 2, Who: []string{RobotSeat(3)}, Secret: true, Prompt: "p",
		Check: func(_, answer string) error { _, err := ParseProgram(answer); return err }}
	got, err := referee.TerminalAsker(lang.FR, in, &out).Ask(context.Background(), q)
	if err != nil || got["robot 3"] != "F F R - LB" {
		t.Fatalf("%v, %v", got, err)
	}
	for _, want := range []string{
		"(les réponses tapées ici sont vues de toute la table : un téléphone les garde secrètes)\n",
		"robot 3, p : ",
		"  mouvement 3 : \"X\" : 'X' inattendu en colonne 1", // the engine's reason in French too
		"  3 mouvements : une cartouche en contient 5, écrivez-les tous (« - » pour aucun mouvement)\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the French keyboard lacks %q:\n%s", want, out.String())
		}
	}
	_, err = ParseProgram("F F R")
	if err == nil || err.Error() != `referee: 3 moves: a cartridge holds 5, write each ("-" for no move)` {
		t.Errorf("the error: %v", err)
	}
	if s := referee.SayError(lang.EN.Printer(), err); s != err.Error() {
		t.Errorf("said in English: %q, the error %q", s, err)
	}
}

// TestTableRefusedInFrench: why the table shows no position to start
// from, in the table's language; the error is the English it was.
func TestTableRefusedInFrench(t *testing.T) {
	_, err := StartPosition(nil, 0, &vision.State{})
	if !errors.Is(err, referee.ErrTable) || err.Error() != "referee: table: no robot on the board" {
		t.Fatalf("%v", err)
	}
	if got := referee.SayError(lang.FR.Printer(), err); got != "aucun robot sur le plateau" {
		t.Errorf("in French: %q", got)
	}
	if got := referee.SayError(lang.EN.Printer(), err); got != err.Error() {
		t.Errorf("in English: %q", got)
	}
	st := &vision.State{Pieces: []vision.Piece{{Tag: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, Label: "robot 1", Facing: "NE"}}}
	_, err = StartPosition(nil, 0, st)
	if err == nil || err.Error() != `referee: robot 1 faces "NE"` || referee.SayError(lang.FR.Printer(), err) != `robot 1 : orientation "NE" inconnue` {
		t.Errorf("%v; in French %q", err, referee.SayError(lang.FR.Printer(), err))
	}
}
