package hexprog

import (
	"fmt"
	"io"
	"strings"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// `mecanoid resolve` of a hex game as text, in the reader's language: the
// engine's WriteResolved word for word in English, each event said by
// hexEventText. The programs and their tests stay as the file writes
// them (their notation: "?1 T ?2 D+1", "robot enemy ahead within 2").

// writeResolved plays g to its end (or its "rounds") and writes it.
func writeResolved(w io.Writer, g *rules.Game, p *lang.Printer) error {
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	s := g.Setup
	b, st := s.Board, s.Settings
	fmt.Fprintln(w, p.Sprintf("Hex programming game: %s (%dx%d hexes), %s, %s", boardName(p, s), b.Cols, b.Rows,
		p.Sprintf("%d players", len(s.Players)), p.Sprintf("%d robots", len(s.Robots))))
	block := p.Sprintf("no")
	if st.ShapesBlock {
		block = p.Sprintf("yes")
	}
	fmt.Fprintln(w, p.Sprintf("Settings: %d steps, %d shots, %d signals, shapes block: %s", st.Steps, st.Shots, st.Signals, block))
	if s.Goal.Set() {
		var goal []string
		if len(s.Goal.Reach) > 0 {
			goal = append(goal, p.Sprintf("reach %v", fmt.Sprint(s.Goal.Reach)))
		}
		if s.Goal.Rounds > 0 {
			goal = append(goal, p.Sprintf("have robots left after round %d", s.Goal.Rounds))
		}
		fmt.Fprintln(w, p.Sprintf("Goal: %s", strings.Join(goal, " ")))
	}
	fmt.Fprintln(w, p.Sprintf("Programs:"))
	for _, r := range s.Robots {
		fmt.Fprintf(w, "  %s: %s\n", r.Label(), r.Program.Text())
		for n, t := range r.Program.Tests {
			if t != nil {
				fmt.Fprintf(w, "    %s\n", p.Sprintf("test %d: %s", n, t.Text))
			}
		}
	}
	fmt.Fprint(w, p.Sprintf("Start %s", hexStateText(p, s)))
	fmt.Fprint(w, rules.Diagram(s))
	for i, evs := range events {
		fmt.Fprintln(w)
		fmt.Fprint(w, hexRoundText(p, states[i], evs))
		fmt.Fprint(w, p.Sprintf("State %s", hexStateText(p, states[i+1])))
	}
	final := states[len(states)-1]
	if len(events) > 0 {
		fmt.Fprint(w, rules.Diagram(final))
	}
	if !final.Over {
		fmt.Fprintln(w, p.Sprintf("Stopped after round %d: the game is not over.", final.Round))
	}
	return nil
}

// hexRoundText is rules.RoundText in p's language: each player's turn,
// each event with its rule.
func hexRoundText(p *lang.Printer, before *rules.State, events []rules.Event) string {
	if len(events) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(p.Sprintf("Round %d", events[0].Round) + "\n")
	player := 0
	for _, e := range events {
		if e.Player != player && e.Kind != rules.KindGameOver {
			player = e.Player
			fmt.Fprintf(&b, " %s\n", hexPlayer(p, before, player))
		}
		fmt.Fprintf(&b, "  %s  [%s]\n", hexEventText(p, e, before), p.Sprintf("rule: %s", referee.RuleWord(p, e.Rule)))
	}
	return b.String()
}

// hexStateText is rules.StateText in p's language.
func hexStateText(p *lang.Printer, s *rules.State) string {
	var b strings.Builder
	if s.Next > 0 {
		b.WriteString(p.Sprintf("after round %d and %s of round %d", s.Round, p.Sprintf("%d turns", s.Next), s.Round+1))
	} else {
		b.WriteString(p.Sprintf("after round %d", s.Round))
	}
	if s.Over {
		var ns []string
		for _, w := range s.Winners {
			ns = append(ns, hexPlayer(p, s, w))
		}
		switch len(ns) {
		case 0:
			b.WriteString(p.Sprintf(", game over: nobody wins"))
		default:
			b.WriteString(p.Sprintf(", game over: won by %s", referee.AndList(p, ns)))
		}
	}
	b.WriteString("\n")
	for n := range s.Players {
		b.WriteString("  " + p.Sprintf("%s: %s left", hexPlayer(p, s, n+1), p.Sprintf("%d signals", s.SignalsLeft(n+1))) + "\n")
	}
	for _, r := range s.Robots {
		b.WriteString("  " + hexRobotLine(p, s, r) + "\n")
	}
	return b.String()
}

// hexRobotLine is rules.RobotLine in p's language, in the same columns.
func hexRobotLine(p *lang.Printer, s *rules.State, r rules.Robot) string {
	where := p.Sprintf("%v facing %d", r.Cell, int(r.Facing))
	if r.Out {
		where = p.Sprintf("out (at %v)", r.Cell)
	}
	n := 0
	if r.Program != nil {
		n = len(r.Program.Steps)
	}
	line := fmt.Sprintf("%s %s %s %s  %s", pad(r.Label(), 18), pad(hexPlayer(p, s, r.Player), 10), pad(where, 18),
		p.Sprintf("pointer %2d/%d", r.Pointer, n), p.Sprintf("shots %d/%d", s.ShotsLeft(&r), s.Settings.Shots))
	if lost := r.LostSteps(); len(lost) > 0 {
		line += "  " + p.Sprintf("lost %s", strings.Trim(fmt.Sprint(lost), "[]"))
	}
	return line
}

// pad is s filled with spaces to n letters (fmt's %-18s counts bytes).
func pad(s string, n int) string {
	if k := len([]rune(s)); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}
