package netzwerk

// Netzwerk's events and diagrams said in the reader's language, field by
// field: the English word for word the engine's own.

import (
	"strconv"
	"strings"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// nzEventText is a Netzwerk event in p's language (rules.Event.Text).
func nzEventText(p *lang.Printer, e rules.Event) string {
	switch e.Kind {
	case rules.KindTurnStart:
		return p.Sprintf("turn %d, player %d to play: every battery is charged", e.Turn, int(e.Player))
	case rules.KindRobotMove:
		s := p.Sprintf("robot %d moves %v → %v for %d battery(ies) (%s)", e.Robot, e.From, e.To, e.Cost, nzIDs("B", e.Spent))
		if len(e.Jumped) > 0 {
			s += p.Sprintf(", jumping over robot %s", nzIDs("", e.Jumped))
		}
		return s
	case rules.KindCapture:
		return p.Sprintf("robot %d captures robot %d at %v and stops", e.Robot, e.Captured, e.To)
	case rules.KindBatteryMove:
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
	case rules.KindTurnEnd:
		return p.Sprintf("player %d ends turn %d", int(e.Player), e.Turn)
	case rules.KindWin:
		return p.Sprintf("player %d wins: %s", int(e.Winner), referee.EngineSays(p, e.NoteMsg, e.Note))
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

// nzDiagram is netzwerk.Diagram with its rows named in p's language (the
// rest of the drawing is numbers and pieces).
func nzDiagram(p *lang.Printer, s *rules.State) string {
	lines := strings.Split(rules.Diagram(s), "\n")
	for i, name := range []string{"corner", "square"} {
		if i < len(lines) && strings.HasPrefix(lines[i], name+"  ") {
			label := p.Sprintf(name)
			lines[i] = label + strings.Repeat(" ", max(8-len([]rune(label)), 1)) + lines[i][len(name)+2:]
		}
	}
	return strings.Join(lines, "\n")
}
