package hexprog

// The hex game's events said in the reader's language, field by field:
// the English word for word the engine's own Text.

import (
	"strings"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// hexEventText is a hex game's event in p's language (rules.Event.Text).
func hexEventText(p *lang.Printer, e rules.Event, s *rules.State) string {
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
	note := func() string { return referee.EngineSays(p, e.NoteMsg, e.Note) }
	var b strings.Builder
	if e.Step > 0 {
		b.WriteString(p.Sprintf("step %d %s: ", e.Step, e.Instr))
	}
	switch e.Kind {
	case rules.KindSignal:
		b.WriteString(p.Sprintf("%s opens a signal: %s plays step %d instead of its program; the pointer stays", player(e.Player), who, e.Signal))
	case rules.KindSignalWasted:
		b.WriteString(p.Sprintf("%s opens a signal for %s (step %d), which is out of play: the signal is spent", player(e.Player), who, e.Signal))
	case rules.KindTest:
		b.WriteString(p.Sprintf("%s asks test %d: %s → step %d", who, e.Test, hexAnswer(p, e.Answer), e.Pointer))
		if e.Note != "" {
			b.WriteString(p.Sprintf(" (%s)", e.Note)) // the test as the program writes it
		}
	case rules.KindGoto:
		b.WriteString(p.Sprintf("%s goes to step %d", who, e.Pointer))
	case rules.KindReset:
		b.WriteString(p.Sprintf("%s resets its pointer to the start", who))
	case rules.KindEmpty:
		b.WriteString(p.Sprintf("%s reads an empty box and does nothing", who))
	case rules.KindDestroyedStep:
		b.WriteString(p.Sprintf("%s reads a destroyed instruction and does nothing", who))
	case rules.KindLoop:
		b.WriteString(p.Sprintf("%s comes back to step %d without acting: it would loop forever, so it does nothing", who, e.Pointer))
	case rules.KindMove:
		b.WriteString(p.Sprintf("%s moves %v → %v", who, e.From, e.To))
	case rules.KindBlocked:
		b.WriteString(p.Sprintf("%s does not move from %v: %s", who, e.From, note()))
	case rules.KindEliminated:
		b.WriteString(p.Sprintf("%s is eliminated at %v: %s", who, e.To, note()))
	case rules.KindLightning:
		b.WriteString(p.Sprintf("%s enters the lightning hex %v: step %d is destroyed", who, e.To, e.Lost))
	case rules.KindRotate:
		b.WriteString(p.Sprintf("%s turns from direction %d to %d", who, int(e.FacingFrom), int(e.FacingTo)))
	case rules.KindShot:
		b.WriteString(p.Sprintf("%s fires towards direction %d", who, int(e.FacingFrom)))
		if e.Target != 0 {
			b.WriteString(p.Sprintf(" and hits %s at %d hex(es)", name(e.Target), e.Distance))
		} else {
			b.WriteString(p.Sprintf(" and hits nothing"))
		}
		if e.ShotsLeft != nil {
			b.WriteString(p.Sprintf(" (%d shot(s) left)", *e.ShotsLeft))
		}
	case rules.KindNoShots:
		b.WriteString(p.Sprintf("%s has no shot left: nothing happens", who))
	case rules.KindDestroyed:
		b.WriteString(p.Sprintf("%s is destroyed at %v (%s)", name(e.Target), e.To, note()))
	case rules.KindDamaged:
		if e.Lost > 0 {
			b.WriteString(p.Sprintf("%s loses step %d, under its pointer (%s)", name(e.Target), e.Lost, note()))
		} else {
			b.WriteString(p.Sprintf("%s loses nothing: %s", name(e.Target), note()))
		}
	case rules.KindSelfDestruct:
		b.WriteString(p.Sprintf("%s self-destructs at %v", who, e.From))
	case rules.KindGoal:
		b.WriteString(p.Sprintf("%s reaches the goal %v", who, e.To))
	case rules.KindGameOver:
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
			b.WriteString(p.Sprintf("the game is over: %s win", referee.AndList(p, ns)))
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
func hexPlayer(p *lang.Printer, s *rules.State, n int) string {
	if n >= 1 && n <= len(s.Players) && s.Players[n-1].Name != "" {
		return s.Players[n-1].Name
	}
	return p.Sprintf("player %d", n)
}
