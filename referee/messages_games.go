package referee

import "mecanoid/internal/lang"

// The words of Netzwerk, the skirmish and the hex programming game at the
// table (docs/languages.md): their adapters' lines and their engines'
// events and refusals, said again in French.

// Says is the printer of the table's language.
func Says(l lang.Lang) *lang.Printer {
	if l == "" {
		l = lang.Default
	}
	return l.Printer()
}

// TableErr is the table refused (ErrTable) saying msg: its Error is the
// English, SayError says it in any language.
func TableErr(msg lang.Msg) error {
	return refusal{m: msg, err: ErrTable, head: "referee: table: "}
}

func init() {
	// The words more than one game says (each game's own are in its folder,
	// game/NAME/messages.go).
	lang.Add(
		lang.Text{"turn", "tour"},
		lang.Text{"round", "manche"},
		lang.Text{"%s: %s", "%s : %s"},
		lang.Text{"%s and %s", "%s et %s"},
		lang.Text{"player %d", "joueur %d"},
		lang.Text{"robot %d", "robot %d"},
		lang.Text{" (%s)", " (%s)"},
		lang.Text{"north", "nord"},
		lang.Text{"east", "est"},
		lang.Text{"south", "sud"},
		lang.Text{"west", "ouest"},
	)
}

// Prompts are a question's prompt in every language (talk.Question's
// Prompts).
func Prompts(key string) map[string]string {
	out := map[string]string{}
	for l, t := range lang.Each(func(p *lang.Printer) string { return p.Sprintf(key) }) {
		out[string(l)] = t
	}
	return out
}
