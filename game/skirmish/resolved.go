package skirmish

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// `mecanoid resolve` of a skirmish as text, in the reader's language: the
// engine's WriteResolved word for word in English, each event said by
// skEventText, each state by skStateText. The actions stay in the game
// file's notation ("call 4 A1", "move 2 A2 B2").

// writeResolved plays g and writes it turn by turn.
func writeResolved(w io.Writer, g *rules.Game, p *lang.Printer) error {
	states, events, err := g.Replay()
	if err != nil {
		return err
	}
	s := g.Setup
	m := s.Map
	name := m.Name
	if name == "" {
		name = p.Sprintf("unnamed board")
	}
	fmt.Fprintln(w, p.Sprintf("Skirmish: %s (%s, %s, %smm), %s against %s, %s", name, p.Sprintf("%d plots", len(m.Plots)),
		p.Say(skBridges(len(m.Bridges))), fmt.Sprintf("%gx%g ", m.Width, m.Height), s.Teams[0].Name, s.Teams[1].Name, p.Sprintf("%d turns", len(g.Turns))))
	fmt.Fprint(w, p.Sprintf("Start: %s", skStateText(p, s)))
	for t := range g.Turns {
		fmt.Fprintln(w)
		fmt.Fprint(w, skTurnText(p, states[t], g.Turns[t], events[t]))
		fmt.Fprint(w, p.Sprintf("State %s", skStateText(p, states[t+1])))
	}
	final := states[len(states)-1]
	fmt.Fprintln(w)
	if final.Over {
		fmt.Fprintln(w, p.Sprintf("Game over in round %d: %s", final.Round, skResultText(p, final.Result)))
	} else {
		fmt.Fprintln(w, p.Sprintf("Game in progress: round %d, %s to play", final.Round, final.Teams[final.Side].Name))
	}
	return nil
}

// skTurnText is rules.TurnText in p's language: the turn, each action as
// the file writes it, each event with its kind and rule.
func skTurnText(p *lang.Printer, before *rules.State, actions []rules.Action, events []rules.Event) string {
	var b strings.Builder
	b.WriteString(p.Sprintf("Round %d, %s's turn (turn %d)", before.Round, before.Teams[before.Side].Name, before.Turn()) + "\n")
	if len(actions) == 0 {
		b.WriteString("  " + p.Sprintf("no action") + "\n")
	}
	current := -1
	for _, e := range events {
		if e.Action != current && e.Action > 0 {
			current = e.Action
			fmt.Fprintf(&b, " %s\n", p.Sprintf("Action %d: %s", e.Action, actions[e.Action-1]))
		}
		kind := referee.RuleName(p, string(e.Kind))
		fmt.Fprintf(&b, "  %s%s %s  [%s]\n", kind, strings.Repeat(" ", max(10-utf8.RuneCountInString(kind), 0)),
			skEventText(p, e, before), p.Sprintf("rule: %s", referee.RuleName(p, e.Rule)))
	}
	return b.String()
}
