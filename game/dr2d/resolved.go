package dr2d

import (
	"fmt"
	"io"
	"sort"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/rulebook"
)

// `mecanoid resolve` of a DR2D game as text, in the reader's language:
// the engine writes its events in English (rules.TurnText, for its own
// tests); the table's words are here, each event said by EventMsg, and
// the rule that decides it quoted under it when asked (--why).

// writeResolved plays g turn by turn and writes it as resolve shows it:
// the start, each turn's programs and events move by move with their
// rules (quoted, with why), the state after each turn, the board drawn
// after each move with diagrams. A turn the rules refuse is the error of
// g.TurnError; what was written before it is to be thrown away.
func writeResolved(w io.Writer, g *rules.Game, diagrams, why bool, l lang.Lang) error {
	p := l.Printer()
	b := g.Setup.Board
	name := b.Name
	if name == "" {
		name = p.Sprintf("unnamed board")
	}
	fmt.Fprintf(w, "DR2D: %s (%dx%d, %s), %s, %s\n", name, b.Width, b.Height,
		p.Sprintf("%d layouts", len(b.Layouts)), p.Sprintf("%d robots", len(g.Setup.Robots)), p.Sprintf("%d turns", len(g.Turns)))
	fmt.Fprint(w, p.Sprintf("Start: layout %d, laws at %v %v %v", g.Setup.Layout+1, g.Setup.Laws[0], g.Setup.Laws[1], g.Setup.Laws[2])+"\n")
	for _, r := range g.Setup.Robots {
		fmt.Fprintf(w, "  %s\n", robotLine(p, r))
	}
	if diagrams {
		fmt.Fprint(w, rules.Diagram(g.Setup))
	}
	s := g.Setup
	for t, progs := range g.Turns {
		next, events, snaps, err := rules.ResolveMoves(s, progs)
		if err != nil {
			return g.TurnError(t, err)
		}
		fmt.Fprintln(w)
		writeTurn(w, p, l, s, progs, events, snaps, diagrams, why)
		fmt.Fprint(w, p.Sprintf("State after turn %d, layout %d of %d", next.Turn, next.Layout+1, len(next.Board.Layouts)))
		if next.Over() {
			fmt.Fprint(w, p.Sprintf(", game over"))
		}
		fmt.Fprintln(w)
		for _, r := range next.Robots {
			fmt.Fprintf(w, "  %s\n", robotLine(p, r))
		}
		s = next
	}
	if diagrams && len(g.Turns) > 0 {
		fmt.Fprint(w, rules.Diagram(s))
	}
	return nil
}

// writeTurn writes one resolved turn from before: its programs, then its
// events move by move (snaps: the state after each move).
func writeTurn(w io.Writer, p *lang.Printer, l lang.Lang, before *rules.State, progs map[int]rules.Program, events []rules.Event, snaps []*rules.State, diagrams, why bool) {
	fmt.Fprint(w, p.Sprintf("Turn %d", before.Turn+1)+"\n")
	ids := make([]int, 0, len(progs))
	for id := range progs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		prog := progs[id]
		moves := make([]string, rules.MovesPerCartridge)
		for i, m := range prog.Cartridge {
			moves[i] = m.String()
		}
		line := p.Sprintf("robot %d: %s", id, strings.Join(moves, " "))
		if prog.SleepBefore > 0 {
			line += "  " + p.Sprintf("(sleep before move %d)", prog.SleepBefore)
		}
		fmt.Fprintf(w, "  %s\n", line)
	}
	phases, ruleNames := wordsOf(p, phaseWords), wordsOf(p, ruleWords)
	current := -1
	quoted := map[string]bool{} // a rule's words once a turn, under its first event
	for _, e := range events {
		if e.Move != current {
			if diagrams && current >= 1 && current <= len(snaps) {
				fmt.Fprint(w, rules.Diagram(snaps[current-1]))
			}
			current = e.Move
			if e.Move == 0 {
				fmt.Fprint(w, " "+p.Sprintf("End of turn")+"\n")
			} else {
				fmt.Fprint(w, " "+p.Sprintf("Move %d", e.Move)+"\n")
			}
		}
		phase, rule := string(e.Phase), string(e.Rule)
		fmt.Fprintf(w, "  %-10s %s  [%s]\n", in(phases, phase), p.Say(EventMsg(e, before)), p.Sprintf("rule: %s", in(ruleNames, rule)))
		if why {
			if q := rulebook.Why("dr2d", rule, l); q != "" && !quoted[q] {
				quoted[q] = true
				fmt.Fprintf(w, "      %s\n", q)
			}
		}
	}
	if diagrams && current >= 1 && current <= len(snaps) {
		fmt.Fprint(w, rules.Diagram(snaps[current-1]))
	}
}

// robotLine says one robot as rules.RobotLine does, in p's language:
// who, where it stands and faces, its PC, its laws, awake or asleep.
func robotLine(p *lang.Printer, r rules.Robot) string {
	who := p.Sprintf("robot %d", r.ID)
	if r.Name != "" {
		who = p.Sprintf("robot %d (%s)", r.ID, r.Name)
	}
	where := p.Sprintf("%v facing %s", r.Cell, in(wordsOf(p, dirWords), r.Facing.String()))
	if r.Left {
		where = p.Sprintf("left the board")
	}
	laws := in(wordsOf(p, noLaws), r.Laws.String())
	state := in(wordsOf(p, sleepWords), r.Sleep.String())
	if r.LostMoves > 0 {
		state += p.Sprintf(", %d moves to lose", r.LostMoves)
	}
	return fmt.Sprintf("%-18s %-20s %d PC  %s %s", who, where, r.PC, p.Sprintf("laws %-6s", laws), state)
}

// Words of the report kept as one message each, "|" between them, in the
// engine's order: a language says them all at once.
var (
	phaseWords = lang.Key("start|robots|conveyors|pushers|lasers|potholes|damage|actuators|turntables|presses|repair|laws|leave|sleep")
	ruleWords  = lang.Key("sleep|lost-moves|move|push|wall|conveyor|pusher|laser|pothole|cafouille|actuator|turntable|press|repair|law|leave|end-of-game|programs|priority")
	sleepWords = lang.Key("awake|dozing|asleep")
	dirWords   = lang.Key("N|E|S|W")
	noLaws     = lang.Key("none")
)

// wordsOf maps each English word of key to its word in p's language.
func wordsOf(p *lang.Printer, key string) map[string]string {
	en, said := strings.Split(key, "|"), strings.Split(p.Sprintf(key), "|")
	m := map[string]string{}
	for i, e := range en {
		if i < len(said) {
			m[e] = said[i]
		}
	}
	return m
}

// in is s in words, or s itself when words lack it.
func in(words map[string]string, s string) string {
	if t, ok := words[s]; ok {
		return t
	}
	return s
}
