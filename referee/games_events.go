package referee

import (
	"strconv"
	"strings"

	nz "mecanoid/engine/netzwerk"
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

// EngineSays is an engine's message not yet said, in p's language (its
// arguments that are messages too); text, its English, when the engine
// kept none (a hex program's own test, an event read back from JSON).
func EngineSays(p *lang.Printer, m poserr.Msg, text string) string {
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
		return p.Sprintf("player %d wins: %s", int(e.Winner), EngineSays(p, e.NoteMsg, e.Note))
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

// AndList joins names with "and": "Violet and Vert".
func AndList(p *lang.Printer, names []string) string {
	if len(names) == 0 {
		return ""
	}
	out := names[0]
	for _, n := range names[1:] {
		out = p.Sprintf("%s and %s", out, n)
	}
	return out
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
