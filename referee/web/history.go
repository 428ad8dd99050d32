package web

import "mecanoid/referee/talk"

// A game that draws its board (talk.View) sends a drawing of tens of
// kilobytes with most updates, in every language. A browser that opens
// the page late gets the history, where only the latest drawing counts:
// the history keeps the drawing of the latest update that has one (and of
// the latest check, which shows over it until the next update), and the
// updates before them without theirs. Browsers following live get every
// drawing as it comes.

// drawnAt is an update with a drawing, and where the history holds it.
type drawnAt struct {
	u  talk.Update
	at int
}

// recordUpdateLocked records u, and takes the drawing off the update
// that had the latest until now.
func (w *Page) recordUpdateLocked(u talk.Update) {
	if drawn(u) {
		i := 0
		if u.Kind == talk.UpdateCheck {
			i = 1
		}
		if d := w.drawn[i]; d != nil {
			w.history[d.at] = sseMessage("update", d.u.WithoutViews())
		}
		w.drawn[i] = &drawnAt{u: u, at: len(w.history)}
	}
	w.record(sseMessage("update", u))
}

// drawn: u carries a drawing in some language.
func drawn(u talk.Update) bool {
	for _, wd := range u.Langs {
		if wd.View != nil {
			return true
		}
	}
	return false
}
