package referee

import (
	"fmt"
	"io"
	"maps"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
	"mecanoid/rulebook"
)

// A Quoter is a Game whose rules the rule book quotes (package rulebook):
// Book names the game there ("dr2d", "hexprog"). The page and the
// terminal then show, under each event, the words of the rule it names.
type Quoter interface {
	Book() string
}

// bookGame names the game g plays as the rule book does; "" for a game
// it does not quote.
func bookGame(g any) string {
	if q, ok := g.(Quoter); ok {
		return q.Book()
	}
	return ""
}

// Quoted is u with the name of the rule it names and the rule book's
// words of it, in every language (each Words' Rule and Why), for the page
// and the terminal (Why): Show calls it.
func (r *Referee[P]) Quoted(u talk.Update) talk.Update { return withWhy(bookGame(r.Game), u) }

// withWhy puts in u's Langs the name of u's rule in each language (the
// page's "rule: …" chip), and the rule book's quotation of it for game
// where the book has one. An update without its words in every language
// gets them from its own texts.
func withWhy(game string, u talk.Update) talk.Update {
	if u.Rule == "" {
		return u
	}
	langs := maps.Clone(u.Langs)
	if langs == nil {
		langs = map[string]talk.Words{}
	}
	for _, l := range lang.All {
		w, ok := langs[string(l)]
		if !ok {
			w = talk.Words{Text: u.Text, Problems: u.Problems}
			for _, m := range u.Moves {
				w.Moves = append(w.Moves, m.Text)
			}
		}
		w.Rule = RuleWord(l.Printer(), u.Rule)
		if game != "" {
			w.Why = rulebook.Why(game, u.Rule, l)
		}
		langs[string(l)] = w
	}
	u.Langs = langs
	return u
}

// Why is a Display writing, under each event the terminal shows (a step,
// a turn refused, the end), the words of the rule that decides it, in
// Lang (mecanoid referee --why, mecanoid demo --why). It goes right after
// the Terminal among the Referee's Displays. A quotation is written once
// a turn: the moves of a turn that the same rule decides (five steps
// forward) are read under the first; a refusal and the end always have
// theirs.
type Why struct {
	W    io.Writer
	Lang lang.Lang
	turn int             // the turn whose steps were quoted
	said map[string]bool // the quotations written under its steps
}

var _ talk.Display = (*Why)(nil)

// Show writes u's quotation, if it has one and it was not written in
// this turn already.
func (w *Why) Show(u talk.Update) {
	switch u.Kind {
	case talk.UpdateStep, talk.UpdateIllegal, talk.UpdateOver:
	case talk.UpdateStart, talk.UpdateAsk, talk.UpdatePrograms: // a turn (again, after undo) begins
		w.said = nil
		return
	default:
		return
	}
	l := w.Lang
	if l == "" {
		l = lang.Default
	}
	why := u.Langs[string(l)].Why
	if why == "" {
		return
	}
	if u.Kind == talk.UpdateStep {
		if w.said == nil || w.turn != u.Turn {
			w.turn, w.said = u.Turn, map[string]bool{}
		}
		if w.said[why] {
			return
		}
		w.said[why] = true
	}
	fmt.Fprintf(w.W, "      %s\n", why)
}
