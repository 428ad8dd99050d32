package netzwerk

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// `mecanoid resolve` of a Netzwerk game as text, in the reader's
// language: the engine's WriteResolved word for word in English, each
// event said by nzEventText; the actions stay in the game file's notation
// ("R4 [4,4] using B4 B5"), which is what the file holds.

// writeResolved writes g, replayed, as resolve shows it.
func writeResolved(w io.Writer, g *rules.Game, p *lang.Printer) error {
	states, events, played, err := g.Replay()
	if err != nil {
		return err
	}
	cfg := g.Setup.Config()
	fmt.Fprintf(w, "Netzwerk: %s\n", p.Sprintf("%dx%d board, %s, %s", cfg.Width, cfg.Height, nzOptions(p, cfg.Options), p.Sprintf("%d turns", len(g.Turns))))
	if g.File.About != "" {
		fmt.Fprintf(w, "%s\n", g.File.About)
	}
	fmt.Fprint(w, p.Sprintf("Start: %s", nzStateText(p, g.Setup)))
	fmt.Fprint(w, nzDiagram(p, g.Setup))
	for t := range events {
		fmt.Fprintln(w)
		for _, e := range events[t] {
			if e.Kind == rules.KindTurnStart {
				fmt.Fprintln(w, p.Sprintf("Turn %d (%s): %s", e.Turn, p.Sprintf("player %d", int(e.Player)), played[t]))
				continue
			}
			kind := referee.RuleWord(p, string(e.Kind))
			pad := max(12-utf8.RuneCountInString(kind), 0)
			fmt.Fprintf(w, "  %s%s %s  [%s]\n", kind, strings.Repeat(" ", pad), nzEventText(p, e), p.Sprintf("rule: %s", referee.RuleWord(p, e.Rule)))
		}
		fmt.Fprint(w, nzDiagram(p, states[t+1]))
	}
	fmt.Fprint(w, "\n"+p.Sprintf("Final: %s", nzStateText(p, states[len(states)-1])))
	return nil
}

// nzOptions names the variants played (the engine's optionsText).
func nzOptions(p *lang.Printer, o rules.Options) string {
	var vs []string
	if o.MustCapture {
		vs = append(vs, p.Sprintf("must capture"))
	}
	if o.SharedUnusable {
		vs = append(vs, p.Sprintf("shared batteries unusable"))
	}
	if len(vs) == 0 {
		return p.Sprintf("no variant")
	}
	return p.Sprintf("variants: %s", strings.Join(vs, ", "))
}

// nzStateText is rules.StateText in p's language: who plays or who won,
// each side's robots, the batteries.
func nzStateText(p *lang.Printer, s *rules.State) string {
	var b strings.Builder
	if winner, why := s.Winner(); winner != rules.NoPlayer {
		b.WriteString(p.Sprintf("after turn %d, game over: player %d won (%s)", s.Turn(), int(winner), referee.RuleWord(p, string(why))) + "\n")
	} else {
		b.WriteString(p.Sprintf("after turn %d, player %d to play", s.Turn(), int(s.ToMove())) + "\n")
	}
	cfg := s.Config()
	for _, pl := range []rules.Player{rules.Player1, rules.Player2} {
		ids := s.Robots(pl)
		far := 0
		var parts []string
		for _, id := range ids {
			sq, _ := s.Robot(id)
			if sq.Y == cfg.FarRow(pl) {
				far++
			}
			parts = append(parts, fmt.Sprintf("%d%v", id, sq))
		}
		b.WriteString("  " + p.Sprintf("player %d: %s, %d on the far row: %s", int(pl), p.Sprintf("%d robots", len(ids)), far, strings.Join(parts, " ")) + "\n")
	}
	var parts []string
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		parts = append(parts, fmt.Sprintf("%d%v", id, k))
	}
	b.WriteString("  " + p.Sprintf("batteries: %s", strings.Join(parts, " ")) + "\n")
	return b.String()
}
