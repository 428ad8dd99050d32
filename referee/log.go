package referee

import (
	"sync"

	"mecanoid/journal"
	"mecanoid/referee/talk"
)

// LogDisplay is a Display that writes updates to a game's log in the
// journal. It keeps them and writes them together when the referee waits
// for people (asks, tells what to move, refuses a turn, verifies, ends),
// so that a turn costs a few disk syncs, not one per event. Updates not
// yet written when the power goes are lost; complete steps are not (they
// are recorded on their own).
type LogDisplay struct {
	write func(...journal.Entry) error // Journal.Log or KeptLog of one game

	mu      sync.Mutex
	pending []journal.Entry
	err     error
}

var _ talk.Display = (*LogDisplay)(nil)

// NewLogDisplay writes updates with write: a journal's Log or KeptLog of
// one game.
func NewLogDisplay(write func(...journal.Entry) error) *LogDisplay {
	return &LogDisplay{write: write}
}

// Show keeps u, and writes what is kept at the points where the referee waits.
func (d *LogDisplay) Show(u talk.Update) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending = append(d.pending, journal.Entry{Seq: u.Seq, Step: u.Turn, Kind: u.Kind, Data: u.WithoutViews()})
	switch u.Kind {
	case talk.UpdateStart, talk.UpdateAsk, talk.UpdateInstruct, talk.UpdateIllegal, talk.UpdateVerify, talk.UpdateOver:
		d.flushLocked()
	}
}

// Flush writes the updates kept so far, and returns the first error met
// writing any.
func (d *LogDisplay) Flush() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.flushLocked()
	return d.err
}

func (d *LogDisplay) flushLocked() {
	if len(d.pending) == 0 {
		return
	}
	if err := d.write(d.pending...); err != nil && d.err == nil {
		d.err = err
	}
	d.pending = d.pending[:0]
}
