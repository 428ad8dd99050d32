package skirmish

// The skirmish's events, results and positions said in the reader's
// language, field by field: the English word for word the engine's own.

import (
	"strings"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// skEventText is a skirmish event in p's language (rules.Event.Text).
func skEventText(p *lang.Printer, e rules.Event, s *rules.State) string {
	who := func(id int) string {
		if s != nil {
			if r, ok := s.Robot(id); ok {
				return r.Label()
			}
		}
		return p.Sprintf("robot %d", id)
	}
	note := func() string { return referee.EngineSays(p, e.NoteMsg, e.Note) }
	switch e.Kind {
	case rules.KindCall:
		return p.Sprintf("%s is called from the garage onto %s (%s)", who(e.Robot), e.To, note())
	case rules.KindAct:
		return p.Sprintf("%s acts from %s (%s)", who(e.Robot), e.From, note())
	case rules.KindMove:
		return p.Sprintf("%s moves %s → %s: %s, %d left", who(e.Robot), e.From, e.To, skBridges(e.Bridges), e.SpeedLeft)
	case rules.KindFire:
		return p.Sprintf("%s fires %s (shot %d) from %s at %s on %s, %s away: %d damage - %d armour = %d; structure %d → %d",
			who(e.Robot), e.Weapon, e.Shot, e.From, who(e.Target), e.To, skBridges(e.Bridges), e.Damage, e.Armour, e.Real, e.StructureFrom, e.StructureTo)
	case rules.KindDestroyed:
		return p.Sprintf("%s is destroyed by %s; plot %s is free", who(e.Robot), who(e.By), e.From)
	case rules.KindTurnEnd:
		if e.Note != "" {
			return p.Sprintf("%s's turn ends (%s)", e.Team, note())
		}
		return p.Sprintf("%s's turn ends", e.Team)
	case rules.KindRoundEnd:
		return p.Sprintf("round %d ends", e.Round)
	case rules.KindGameOver:
		if e.Result != nil {
			return p.Sprintf("game over: %s", skResultText(p, *e.Result))
		}
		return p.Sprintf("game over: %s", "")
	}
	return e.Text(s)
}

// skBridges is a number of bridges: "1 bridge", "3 bridges".
func skBridges(n int) lang.Msg { return lang.M("%d bridges", n) }

// skResultText says a skirmish's result (rules.Result.Text).
func skResultText(p *lang.Printer, r rules.Result) string { return p.Say(fileerr.Msg(r.Msg())) }

// skStateText is rules.StateText in p's language: each team's robots,
// and whose turn it is or how the game ended.
func skStateText(p *lang.Printer, s *rules.State) string {
	var b strings.Builder
	if s.Over {
		b.WriteString(p.Sprintf("round %d, game over: %s\n", s.Round, skResultText(p, s.Result)))
	} else {
		b.WriteString(p.Sprintf("round %d, %s to play\n", s.Round, s.Teams[s.Side].Name))
	}
	for ti, t := range s.Teams {
		b.WriteString(p.Sprintf("  %s (commander: robot %d)\n", t.Name, t.Commander))
		for _, r := range s.Robots {
			if r.Team != ti {
				continue
			}
			where := r.Plot
			switch {
			case r.Destroyed:
				where = p.Sprintf("destroyed")
			case r.InGarage():
				where = p.Sprintf("garage")
			}
			b.WriteString("    " + p.Sprintf("%-38s %-10s %d/%d structure", r.Label(), where, r.Structure, r.Type.Structure) + "\n")
		}
	}
	return b.String()
}
