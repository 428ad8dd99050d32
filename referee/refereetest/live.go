package refereetest

import (
	"context"
	"sync"

	"mecanoid/referee"
	"mecanoid/vision"
)

// A LiveTable is a table watched without pause, as the players leave it:
// Put is their hands leaving the table with the pieces as given (a
// settle); Look reads the table as it stands.
type LiveTable struct {
	mu         sync.Mutex
	now        *vision.State
	doubt      []vision.Problem // the scanner's problems with now
	seq, taken int
	wake       chan struct{}
	looks      int // pictures read on Enter or at once (Look)
}

var _ referee.LiveTable = (*LiveTable)(nil)

// NewLiveTable is a watched table that shows st, the scanner doubting
// it (doubt) or not.
func NewLiveTable(st *vision.State, doubt ...vision.Problem) *LiveTable {
	return &LiveTable{now: st, doubt: doubt, wake: make(chan struct{})}
}

// Put is the players' hands leaving the table with the pieces as st
// shows them, the scanner doubting them (doubt) or not.
func (t *LiveTable) Put(st *vision.State, doubt ...vision.Problem) {
	t.mu.Lock()
	t.now, t.seq, t.doubt = st, t.seq+1, doubt
	close(t.wake)
	t.wake = make(chan struct{})
	t.mu.Unlock()
}

// Look reads the table as it stands.
func (t *LiveTable) Look(ctx context.Context) (*vision.State, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.looks++
	t.taken = t.seq
	return t.now, t.err()
}

func (t *LiveTable) err() error {
	if t.doubt != nil {
		return &vision.RescanError{Problems: t.doubt}
	}
	return nil
}

// Changed waits for the next settle.
func (t *LiveTable) Changed(ctx context.Context) (*vision.State, error) {
	for {
		t.mu.Lock()
		if t.seq > t.taken {
			t.taken = t.seq
			st, err := t.now, t.err()
			t.mu.Unlock()
			return st, err
		}
		wake := t.wake
		t.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-wake:
		}
	}
}

// Looks is how many pictures were read at once (Look).
func (t *LiveTable) Looks() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.looks
}
