package watch

import (
	"context"
	"errors"
	"fmt"
	"image"
	"sync"
	"time"

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
	hand    bool // a hand rests over the board, holding the settle back (Report.Hand)
	seq     int  // settles so far; the table first standing still is the first
	settled vision.Encoded
	changed []image.Rectangle // where the table changed since the last Seen taken
	full    bool              // since the last Seen taken: read whole
	err     error
	stall   time.Duration // Watcher.Stall's: no frame for this long is a stall (0: never)
	frameAt time.Time     // when the last frame came (or the watch began)
}

// ErrStalled: the stream has given no frame for a while, without an
// error. It is no end: the waits go on when frames come back.
var ErrStalled = errors.New("watch: no frame from the camera")

// A StallError is ErrStalled, with how long the stream has been quiet.
type StallError struct{ For time.Duration }

func (e *StallError) Error() string {
	return fmt.Sprintf("%v for %s", ErrStalled, e.For.Round(time.Second))
}

func (e *StallError) Is(target error) bool { return target == ErrStalled }

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
	l := &Live{stream: s, cancel: cancel, done: make(chan struct{}), wake: make(chan struct{}), full: true, frameAt: time.Now()}
	switch {
	case w.Stall == 0:
		l.stall = 5 * time.Second
	case w.Stall > 0:
		l.stall = w.Stall
	}
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
			l.latest, l.frameAt = e, time.Now()
			l.hand = r.Hand
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
// settles) and gives its newest frame. Now and Next give a StallError
// (ErrStalled) when the stream has given no frame for Watcher.Stall: the
// caller says so and asks again, and they go on once frames come back.
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
		var stalled <-chan time.Time
		var timer *time.Timer
		if l.stall > 0 {
			quiet := time.Since(l.frameAt)
			if quiet >= l.stall {
				l.mu.Unlock()
				return Seen{}, &StallError{For: quiet}
			}
			timer = time.NewTimer(l.stall - quiet)
			stalled = timer.C
		}
		l.mu.Unlock()
		select {
		case <-ctx.Done():
		case <-wake:
		case <-stalled:
		}
		if timer != nil {
			timer.Stop() // not deferred: a wait wakes at every frame
		}
		if ctx.Err() != nil {
			return Seen{}, ctx.Err()
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

// Hand tells whether a hand rests over the board now: the table stands
// still but is not settled until it goes (Report.Hand), for a page to say
// so.
func (l *Live) Hand() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.hand
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
