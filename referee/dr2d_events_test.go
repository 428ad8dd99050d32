package referee

import (
	"math/rand"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/engine/dr2d/dr2dtest"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// randomEvents plays random games and returns their events, each with
// the position after it, as the referee shows them.
func randomEvents(t *testing.T, games int) (events []dr2d.Event, states []*dr2d.State) {
	rng := rand.New(rand.NewSource(7))
	for g := 0; g < games; g++ {
		b := dr2dtest.RandomBoard(rng)
		if b.Laws[2] == (dr2d.Cell{}) {
			continue
		}
		var robots []dr2d.Robot
		taken := map[dr2d.Cell]bool{}
		for id := 1; id <= 1+rng.Intn(8); id++ {
			c := dr2d.Cell{X: 1 + rng.Intn(b.Width), Y: 1 + rng.Intn(b.Height)}
			if taken[c] {
				continue
			}
			taken[c] = true
			r := dr2d.Robot{ID: id, Cell: c, Facing: dr2d.Dir(rng.Intn(4)), PC: 1 + rng.Intn(7)}
			if rng.Intn(5) == 0 {
				r.Laws = dr2d.LawSet(rng.Intn(7))
			}
			if rng.Intn(4) == 0 {
				r.Name = "Zed"
			}
			robots = append(robots, r)
		}
		s, err := dr2d.NewState(b, rng.Intn(len(b.Layouts)), [3]dr2d.Cell{}, robots)
		if err != nil {
			continue
		}
		for turn := 0; turn < 8 && !s.Over(); turn++ {
			progs := map[int]dr2d.Program{}
			for _, r := range s.Robots {
				// A program for a robot that left or sleeps too, sometimes:
				// the engine ignores it, and says so.
				if (r.Left || r.Sleep != dr2d.Awake) && rng.Intn(2) == 0 {
					continue
				}
				var p dr2d.Program
				for i := range p.Cartridge {
					p.Cartridge[i] = dr2dtest.RandomMove(rng)
				}
				if rng.Intn(10) == 0 {
					p.SleepBefore = 1 + rng.Intn(5)
				}
				progs[r.ID] = p
			}
			next, evs, snaps, err := dr2d.ResolveMoves(s, progs)
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
	kinds := map[dr2d.Kind]int{}
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
	for _, k := range []dr2d.Kind{dr2d.KindAsleep, dr2d.KindDeclareSleep, dr2d.KindMoveLost, dr2d.KindStuck, dr2d.KindIdle,
		dr2d.KindRotate, dr2d.KindStep, dr2d.KindPushed, dr2d.KindBlocked, dr2d.KindConveyed, dr2d.KindPusherPush,
		dr2d.KindLaserHit, dr2d.KindPothole, dr2d.KindCafouille, dr2d.KindFallAsleep, dr2d.KindActuator, dr2d.KindLayout,
		dr2d.KindTurntable, dr2d.KindPress, dr2d.KindRepair, dr2d.KindLawDownload, dr2d.KindLeave, dr2d.KindWake,
		dr2d.KindSleepNextTurn, dr2d.KindIgnored} {
		if kinds[k] == 0 {
			t.Errorf("no %s event in %d random events", k, len(events))
		}
	}
	t.Logf("%d events, %d kinds", len(events), len(kinds))
}

// TestProgramsWords: the programs of a turn are listed in English as
// the engine lists them, and in French with the same moves.
func TestProgramsWords(t *testing.T) {
	progs := map[int]dr2d.Program{}
	for id, line := range map[int]string{1: "F F R - LB", 3: "RF sleep 2", 2: "- - - - -"} {
		p, err := ParseProgram(line)
		if err != nil {
			t.Fatal(err)
		}
		progs[id] = p
	}
	if got, want := programsText(lang.EN.Printer(), progs), "programs:\n"+dr2d.ProgramsText(progs); got != want {
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
	b := dr2d.NewBoard("t", 6, 6)
	before, err := dr2d.NewState(b, 0, [3]dr2d.Cell{{X: 6, Y: 1}, {X: 6, Y: 2}, {X: 6, Y: 3}}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 1, Y: 1}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 3, Y: 3}, Facing: dr2d.East, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	after := before.Clone()
	after.Robots[0].Facing = dr2d.East
	after.Robots[1].Cell, after.Robots[1].Facing = dr2d.Cell{X: 4, Y: 5}, dr2d.West
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
	r := &Referee[*dr2d.State]{Game: &DR2D{}, Lang: lang.FR, Displays: []talk.Display{Terminal{W: &out, Lang: lang.FR}}}
	r.Show(said(talk.Update{Kind: talk.UpdateAsk, Turn: 3}, lang.M("turn %d: programs for %s", 3, robotList([]int{4}))))
	r.Show(said(talk.Update{Kind: talk.UpdateStep, Turn: 3, Move: 2, Rule: dr2d.RuleLaser,
		Lit: []talk.Light{{Cell: talk.Cell{X: 1, Y: 3}, What: "laser"}}}, lang.M("the lasers fire")))
	r.Show(said(talk.Update{Kind: talk.UpdateStep, Turn: 3, End: true, Rule: "capture"}, lang.M("the presses come down")))
	r.Show(phrased(talk.Update{Kind: talk.UpdateInstruct, Turn: 3}, func(p *lang.Printer) talk.Words {
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
