package referee

import (
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// Words says f in every language, as an Update's Langs: a game's adapter
// phrases its updates with it, and Show puts the table's language in
// Text, Problems and the Moves' texts.
func Words(f func(p *lang.Printer) talk.Words) map[string]talk.Words {
	out := map[string]talk.Words{}
	for _, l := range lang.All {
		out[string(l)] = f(l.Printer())
	}
	return out
}

// InLang is u with its texts in l, when u has its words in every
// language.
func InLang(u talk.Update, l lang.Lang) talk.Update {
	if u.Langs == nil {
		return u
	}
	if l == "" {
		l = lang.Default
	}
	w, ok := u.Langs[string(l)]
	if !ok {
		return u
	}
	u.Text = w.Text
	if w.Problems != nil {
		u.Problems = w.Problems
	}
	if len(w.Moves) == len(u.Moves) {
		moves := make([]talk.Instruction, len(u.Moves))
		copy(moves, u.Moves)
		for i := range moves {
			moves[i].Text = w.Moves[i]
		}
		u.Moves = moves
	}
	return u
}

// AsIs are lines said the same in every language (a game whose lines
// have no message yet).
func AsIs(lines []string) []lang.Msg {
	if lines == nil {
		return nil
	}
	out := make([]lang.Msg, len(lines))
	for i, l := range lines {
		out[i] = lang.M("%s", l)
	}
	return out
}
