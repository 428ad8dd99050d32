package referee

import (
	"strconv"
	"strings"

	"mecanoid/engine/hexprog"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/engine/skirmish"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

// The engines speak English only (they are the standard library's, and
// know no catalog): their events are said here again, field by field, in
// the reader's language, the English word for word the engine's own Text.
// What an engine phrases in a free text (a note, a refusal's reason) it
// keeps beside its English as a message not yet said (poserr.Msg): its
// format is a catalog key, said here with its arguments.

// engineSays is an engine's message not yet said, in p's language (its
// arguments that are messages too); text, its English, when the engine
// kept none (a hex program's own test, an event read back from JSON).
func engineSays(p *lang.Printer, m poserr.Msg, text string) string {
	if m.Format == "" {
		return text
	}
	return p.Say(fileerr.Msg(m))
}

// nzEventText is a Netzwerk event in p's language (nz.Event.Text).
func nzEventText(p *lang.Printer, e nz.Event) string {
	switch e.Kind {
	case nz.KindTurnStart:
		return p.Sprintf("turn %d, player %d to play: every battery is charged", e.Turn, int(e.Player))
	case nz.KindRobotMove:
		s := p.Sprintf("robot %d moves %v → %v for %d battery(ies) (%s)", e.Robot, e.From, e.To, e.Cost, nzIDs("B", e.Spent))
		if len(e.Jumped) > 0 {
			s += p.Sprintf(", jumping over robot %s", nzIDs("", e.Jumped))
		}
		return s
	case nz.KindCapture:
		return p.Sprintf("robot %d captures robot %d at %v and stops", e.Robot, e.Captured, e.To)
	case nz.KindBatteryMove:
		if e.BFrom == nil || e.BTo == nil {
			break
		}
		s := p.Sprintf("battery %d moves %v → %v", e.Battery, *e.BFrom, *e.BTo)
		switch len(e.Over) {
		case 0:
		case 1:
			s += p.Sprintf(", jumping over battery %d", e.Over[0])
		default:
			s += p.Sprintf(", jumping over batteries %s", strings.ReplaceAll(nzIDs("", e.Over), " ", ", "))
		}
		return s
	case nz.KindTurnEnd:
		return p.Sprintf("player %d ends turn %d", int(e.Player), e.Turn)
	case nz.KindWin:
		return p.Sprintf("player %d wins: %s", int(e.Winner), engineSays(p, e.NoteMsg, e.Note))
	}
	return e.Text()
}

func nzIDs(prefix string, xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = prefix + strconv.Itoa(x)
	}
	return strings.Join(parts, " ")
}

// skEventText is a skirmish event in p's language (skirmish.Event.Text).
func skEventText(p *lang.Printer, e skirmish.Event, s *skirmish.State) string {
	who := func(id int) string {
		if s != nil {
			if r, ok := s.Robot(id); ok {
				return r.Label()
			}
		}
		return p.Sprintf("robot %d", id)
	}
	note := func() string { return engineSays(p, e.NoteMsg, e.Note) }
	switch e.Kind {
	case skirmish.KindCall:
		return p.Sprintf("%s is called from the garage onto %s (%s)", who(e.Robot), e.To, note())
	case skirmish.KindAct:
		return p.Sprintf("%s acts from %s (%s)", who(e.Robot), e.From, note())
	case skirmish.KindMove:
		return p.Sprintf("%s moves %s → %s: %s, %d left", who(e.Robot), e.From, e.To, skBridges(e.Bridges), e.SpeedLeft)
	case skirmish.KindFire:
		return p.Sprintf("%s fires %s (shot %d) from %s at %s on %s, %s away: %d damage - %d armour = %d; structure %d → %d",
			who(e.Robot), e.Weapon, e.Shot, e.From, who(e.Target), e.To, skBridges(e.Bridges), e.Damage, e.Armour, e.Real, e.StructureFrom, e.StructureTo)
	case skirmish.KindDestroyed:
		return p.Sprintf("%s is destroyed by %s; plot %s is free", who(e.Robot), who(e.By), e.From)
	case skirmish.KindTurnEnd:
		if e.Note != "" {
			return p.Sprintf("%s's turn ends (%s)", e.Team, note())
		}
		return p.Sprintf("%s's turn ends", e.Team)
	case skirmish.KindRoundEnd:
		return p.Sprintf("round %d ends", e.Round)
	case skirmish.KindGameOver:
		if e.Result != nil {
			return p.Sprintf("game over: %s", skResultText(p, *e.Result))
		}
		return p.Sprintf("game over: %s", "")
	}
	return e.Text(s)
}

// skBridges is a number of bridges: "1 bridge", "3 bridges".
func skBridges(n int) lang.Msg { return lang.M("%d bridges", n) }

// skResultText says a skirmish's result (skirmish.Result.Text).
func skResultText(p *lang.Printer, r skirmish.Result) string { return p.Say(fileerr.Msg(r.Msg())) }

// hexEventText is a hex game's event in p's language (hexprog.Event.Text).
func hexEventText(p *lang.Printer, e hexprog.Event, s *hexprog.State) string {
	name := func(id int) string {
		if s != nil {
			if r, ok := s.Robot(id); ok {
				return r.Label()
			}
		}
		return p.Sprintf("robot %d", id)
	}
	who := p.Sprintf("robot %d", e.Robot)
	if e.Robot != 0 {
		who = name(e.Robot)
	}
	player := func(n int) string {
		if s == nil {
			return p.Sprintf("player %d", n)
		}
		return hexPlayer(p, s, n)
	}
	note := func() string { return engineSays(p, e.NoteMsg, e.Note) }
	var b strings.Builder
	if e.Step > 0 {
		b.WriteString(p.Sprintf("step %d %s: ", e.Step, e.Instr))
	}
	switch e.Kind {
	case hexprog.KindSignal:
		b.WriteString(p.Sprintf("%s opens a signal: %s plays step %d instead of its program; the pointer stays", player(e.Player), who, e.Signal))
	case hexprog.KindSignalWasted:
		b.WriteString(p.Sprintf("%s opens a signal for %s (step %d), which is out of play: the signal is spent", player(e.Player), who, e.Signal))
	case hexprog.KindTest:
		b.WriteString(p.Sprintf("%s asks test %d: %s → step %d", who, e.Test, hexAnswer(p, e.Answer), e.Pointer))
		if e.Note != "" {
			b.WriteString(p.Sprintf(" (%s)", e.Note)) // the test as the program writes it
		}
	case hexprog.KindGoto:
		b.WriteString(p.Sprintf("%s goes to step %d", who, e.Pointer))
	case hexprog.KindReset:
		b.WriteString(p.Sprintf("%s resets its pointer to the start", who))
	case hexprog.KindEmpty:
		b.WriteString(p.Sprintf("%s reads an empty box and does nothing", who))
	case hexprog.KindDestroyedStep:
		b.WriteString(p.Sprintf("%s reads a destroyed instruction and does nothing", who))
	case hexprog.KindLoop:
		b.WriteString(p.Sprintf("%s comes back to step %d without acting: it would loop forever, so it does nothing", who, e.Pointer))
	case hexprog.KindMove:
		b.WriteString(p.Sprintf("%s moves %v → %v", who, e.From, e.To))
	case hexprog.KindBlocked:
		b.WriteString(p.Sprintf("%s does not move from %v: %s", who, e.From, note()))
	case hexprog.KindEliminated:
		b.WriteString(p.Sprintf("%s is eliminated at %v: %s", who, e.To, note()))
	case hexprog.KindLightning:
		b.WriteString(p.Sprintf("%s enters the lightning hex %v: step %d is destroyed", who, e.To, e.Lost))
	case hexprog.KindRotate:
		b.WriteString(p.Sprintf("%s turns from direction %d to %d", who, int(e.FacingFrom), int(e.FacingTo)))
	case hexprog.KindShot:
		b.WriteString(p.Sprintf("%s fires towards direction %d", who, int(e.FacingFrom)))
		if e.Target != 0 {
			b.WriteString(p.Sprintf(" and hits %s at %d hex(es)", name(e.Target), e.Distance))
		} else {
			b.WriteString(p.Sprintf(" and hits nothing"))
		}
		if e.ShotsLeft != nil {
			b.WriteString(p.Sprintf(" (%d shot(s) left)", *e.ShotsLeft))
		}
	case hexprog.KindNoShots:
		b.WriteString(p.Sprintf("%s has no shot left: nothing happens", who))
	case hexprog.KindDestroyed:
		b.WriteString(p.Sprintf("%s is destroyed at %v (%s)", name(e.Target), e.To, note()))
	case hexprog.KindDamaged:
		if e.Lost > 0 {
			b.WriteString(p.Sprintf("%s loses step %d, under its pointer (%s)", name(e.Target), e.Lost, note()))
		} else {
			b.WriteString(p.Sprintf("%s loses nothing: %s", name(e.Target), note()))
		}
	case hexprog.KindSelfDestruct:
		b.WriteString(p.Sprintf("%s self-destructs at %v", who, e.From))
	case hexprog.KindGoal:
		b.WriteString(p.Sprintf("%s reaches the goal %v", who, e.To))
	case hexprog.KindGameOver:
		var ns []string
		for _, w := range e.Winners {
			ns = append(ns, player(w))
		}
		switch len(ns) {
		case 0:
			b.WriteString(p.Sprintf("the game is over: nobody wins"))
		case 1:
			b.WriteString(p.Sprintf("the game is over: %s wins", ns[0]))
		default:
			b.WriteString(p.Sprintf("the game is over: %s win", andList(p, ns)))
		}
		if e.Note != "" {
			b.WriteString(p.Sprintf(" (%s)", note()))
		}
	default:
		return e.Text(s)
	}
	return b.String()
}

// hexAnswer is a test's answer, "yes" or "no", in p's language.
func hexAnswer(p *lang.Printer, answer string) string {
	switch answer {
	case "yes":
		return p.Sprintf("yes")
	case "no":
		return p.Sprintf("no")
	}
	return answer
}

// hexPlayer names player n of s: the name the setup gives, else "player n".
func hexPlayer(p *lang.Printer, s *hexprog.State, n int) string {
	if n >= 1 && n <= len(s.Players) && s.Players[n-1].Name != "" {
		return s.Players[n-1].Name
	}
	return p.Sprintf("player %d", n)
}

// andList joins names with "and": "Violet and Vert".
func andList(p *lang.Printer, names []string) string {
	if len(names) == 0 {
		return ""
	}
	out := names[0]
	for _, n := range names[1:] {
		out = p.Sprintf("%s and %s", out, n)
	}
	return out
}

// skStateText is skirmish.StateText in p's language: each team's robots,
// and whose turn it is or how the game ended.
func skStateText(p *lang.Printer, s *skirmish.State) string {
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

// nzDiagram is netzwerk.Diagram with its rows named in p's language (the
// rest of the drawing is numbers and pieces).
func nzDiagram(p *lang.Printer, s *nz.State) string {
	lines := strings.Split(nz.Diagram(s), "\n")
	for i, name := range []string{"corner", "square"} {
		if i < len(lines) && strings.HasPrefix(lines[i], name+"  ") {
			label := p.Sprintf(name)
			lines[i] = label + strings.Repeat(" ", max(8-len([]rune(label)), 1)) + lines[i][len(name)+2:]
		}
	}
	return strings.Join(lines, "\n")
}
