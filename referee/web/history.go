package web

import (
	"slices"

	"mecanoid/referee/talk"
)

// A game that draws its board (talk.View) sends a drawing of tens of
// kilobytes with most updates, in every language. A browser that opens
// the page late gets the history, where only the latest drawing counts:
// the history keeps the drawing of the latest update that has one (and of
// the latest check, which shows over it until the next update), and the
// updates before them without theirs. Browsers following live get every
// drawing as it comes.

// An evening of watching a table that never matches sends an update at
// every settle: the history grew by 6 MB an hour, held in memory and sent
// again to every page that connects. So it is bounded: past historyMax
// messages it is cut back to a snapshot (the latest board, the latest
// start, the latest drawings) and the historyKeep most recent messages.
const (
	historyKeep = 200
	historyMax  = 2 * historyKeep
)

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
	if u.Kind == talk.UpdateStart {
		w.startAt = len(w.history)
	}
	w.record(sseMessage("update", u))
	w.trimHistoryLocked()
}

// trimHistoryLocked cuts the history back to its snapshot and its recent
// messages once it holds more than historyMax.
func (w *Page) trimHistoryLocked() {
	if len(w.history) <= historyMax {
		return
	}
	cut := len(w.history) - historyKeep
	var snapshot []int
	for _, at := range []int{w.boardAt, w.startAt} {
		if at >= 0 && at < cut {
			snapshot = append(snapshot, at)
		}
	}
	for _, d := range w.drawn {
		if d != nil && d.at < cut {
			snapshot = append(snapshot, d.at)
		}
	}
	slices.Sort(snapshot)
	snapshot = slices.Compact(snapshot)
	moved := func(at int) int {
		if at < 0 {
			return at
		}
		if at >= cut {
			return at - cut + len(snapshot)
		}
		return slices.Index(snapshot, at)
	}
	kept := make([][]byte, 0, len(snapshot)+historyKeep)
	for _, at := range snapshot {
		kept = append(kept, w.history[at])
	}
	kept = append(kept, w.history[cut:]...)
	w.boardAt, w.startAt = moved(w.boardAt), moved(w.startAt)
	for _, d := range w.drawn {
		if d != nil {
			d.at = moved(d.at)
		}
	}
	w.history = kept
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
