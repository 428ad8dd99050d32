package web

import "maps"

// A game stopped and gone on with (`referee --resume`) keeps its page's
// join code and the seats its phones held: the phones, reconnecting by
// themselves to the same address, find the same code valid and their
// seats still theirs (their cookie holds the token a seat is held by).
// Options.Code and Options.Held give them back; Options.KeepSeats is told
// each change, for the journal to keep.

// keepSeats tells KeepSeats the seats held each time they change (after
// notifyLocked), one call at a time, in order, never under the page's
// lock; the last change before Close is told before Close returns.
func (w *Page) keepSeats() {
	defer close(w.keptAll)
	var last map[string]string
	tell := func() {
		w.mu.Lock()
		held := maps.Clone(w.qs.held)
		w.mu.Unlock()
		if last == nil || !maps.Equal(held, last) {
			w.opts.KeepSeats(held)
			last = held
		}
	}
	for {
		select {
		case <-w.seatsChanged:
			tell()
		case <-w.done:
			tell()
			return
		}
	}
}

// seatsChangedLocked wakes keepSeats, if seats are kept.
func (w *Page) seatsChangedLocked() {
	if w.seatsChanged == nil {
		return
	}
	select {
	case w.seatsChanged <- struct{}{}:
	default: // keepSeats has a change to read already
	}
}
