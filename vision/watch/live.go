package watch

import (
	"context"
	"errors"
	"image"
	"sync"

	"mecanoid/vision"
)

// Live watches a table without pause: a goroutine gives every frame of a
// stream to a Watcher, and whoever reads the table asks, when it wants,
// for the table as it stands (Now) or for the next time it settles
// (Next). Use a Settler to read a stream only while waiting for a settle
// (a bench); Live when the table must be watched while the reader does
// other things (a referee showing a ruling, asking programs): hands
// moving pieces meanwhile are seen, and where they went is known.
type Live struct {
	stream vision.Stream
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	wake    chan struct{} // closed and replaced whenever what Live knows changes
	latest  vision.Encoded
	still   bool // the table stands still: no movement since the last settle
	seq     int  // settles so far; the table first standing still is the first
	settled vision.Encoded
	changed []image.Rectangle // where the table changed since the last Seen taken
	full    bool              // since the last Seen taken: read whole
	err     error
}

// Seen is a frame worth reading, and where the table changed since the
// frame taken before it (Now or Next): Changed, or Full when everything
// must be read again (the first frame, a camera knocked, most of the
// table changed).
type Seen struct {
	Frame   vision.Encoded
	Seq     int // the settle it belongs to
	Changed []image.Rectangle
	Full    bool
}

// Watch starts watching s with w (its zero value: the defaults); blocks
// is the thumbs' width in blocks (0: 120). Close stops it.
func Watch(s vision.Stream, w Watcher, blocks int) *Live {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Live{stream: s, cancel: cancel, done: make(chan struct{}), wake: make(chan struct{}), full: true}
	go l.run(ctx, &w, blocks)
	return l
}

func (l *Live) run(ctx context.Context, w *Watcher, blocks int) {
	defer close(l.done)
	started := false
	for ctx.Err() == nil { // Close: even a stream that gives frames at once stops
		e, r, err := feed(ctx, l.stream, w, blocks)
		if err != nil {
			l.update(func() { l.err = err })
			return
		}
		l.update(func() {
			l.latest = e
			switch {
			case r.State == Moving:
				l.still = false
			case settles(r, started, w, e):
				started = true
				l.still, l.seq, l.settled = true, l.seq+1, e
				l.changed = append(l.changed, r.Changed...)
				l.full = l.full || r.Full
			}
		})
	}
	l.update(func() { l.err = ctx.Err() })
}

// update changes what Live knows under its lock and wakes its waiters.
func (l *Live) update(f func()) {
	l.mu.Lock()
	f()
	close(l.wake)
	l.wake = make(chan struct{})
	l.mu.Unlock()
}

// Now waits until the table stands still (a movement under way: until it
// settles) and gives its newest frame.
func (l *Live) Now(ctx context.Context) (Seen, error) {
	return l.wait(ctx, func() (vision.Encoded, bool) { return l.latest, l.still && l.seq > 0 })
}

// Next waits for a settle after settle after (a Seen's Seq) and gives
// its frame: the table after hands moved over it and left it.
func (l *Live) Next(ctx context.Context, after int) (Seen, error) {
	return l.wait(ctx, func() (vision.Encoded, bool) { return l.settled, l.seq > after })
}

func (l *Live) wait(ctx context.Context, ready func() (vision.Encoded, bool)) (Seen, error) {
	for {
		l.mu.Lock()
		if f, ok := ready(); ok {
			s := Seen{Frame: f, Seq: l.seq, Changed: l.changed, Full: l.full}
			l.changed, l.full = nil, false
			l.mu.Unlock()
			return s, nil
		}
		if l.err != nil {
			err := l.err
			l.mu.Unlock()
			return Seen{}, err
		}
		wake := l.wake
		l.mu.Unlock()
		select {
		case <-ctx.Done():
			return Seen{}, ctx.Err()
		case <-wake:
		}
	}
}

// Latest is the newest frame seen (none yet: ok false), for a view of
// what the camera sees.
func (l *Live) Latest() (vision.Encoded, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.latest, l.latest.Data != nil
}

// Close stops watching and closes the stream.
func (l *Live) Close() error {
	l.cancel()
	err := l.stream.Close()
	<-l.done
	if errors.Is(err, context.Canceled) {
		err = nil
	}
	return err
}
