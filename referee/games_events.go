package referee

import (
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"strings"
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

// AndList joins names as a sentence does: "Violet and Vert", "A, B and C".
func AndList(p *lang.Printer, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return p.Sprintf("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}
