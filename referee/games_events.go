package referee

import (
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
