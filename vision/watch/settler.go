package watch

import (
	"context"
	"errors"

	"mecanoid/vision"
	"mecanoid/vision/turbojpeg"
)

// A Settler watches a camera's stream and gives, as a vision.Source, the
// frames worth reading: the table as it first stands still, then each
// time it settles after hands moved over it. A referee reading its table
// from a Settler needs no Enter: the players move the pieces, take their
// hands away, and the board is read.
type Settler struct {
	Stream  vision.Stream
	Watcher Watcher
	// Blocks is the thumb's width in blocks; 0: 120 (16 px blocks at
	// 1920 pixels), the height in proportion.
	Blocks int
	// Hand, when set, is told each time a hand starts holding a settle
	// back (Report.Hand), with the frame's index (from 0).
	Hand func(frame int)
	// Frames is how many frames the stream gave so far: Frames-1 is the
	// index of the frame Next gave last.
	Frames int

	started bool
	hand    bool   // a hand holds the settle back
	last    Report // the last settle's report
}

var _ vision.Source = (*Settler)(nil)

// Next waits until the table settles (the first call: until it stands
// still for the settle window) and gives that frame, decoded.
func (s *Settler) Next(ctx context.Context) (vision.Frame, error) {
	for {
		e, err := s.Stream.NextEncoded(ctx)
		if err != nil {
			return vision.Frame{}, err
		}
		s.Frames++
		t, err := thumb(e.Data, s.Blocks)
		if err != nil {
			continue // a corrupt frame: the next one
		}
		r := s.Watcher.Feed(t, e.Time)
		if r.Hand && !s.hand && s.Hand != nil {
			s.Hand(s.Frames - 1)
		}
		s.hand = r.Hand
		if !settles(r, s.started, &s.Watcher, e) {
			continue
		}
		s.started, s.last = true, r
		img, err := vision.DecodeImage(e.Name, e.Data)
		if err != nil {
			continue
		}
		return vision.Frame{Image: img, Name: e.Name, Time: e.Time}, nil
	}
}

// Last is what the watcher said of the frame Next gave last: where the
// table changed (Changed), or that it must be read whole (Full).
func (s *Settler) Last() Report { return s.last }

// Close closes the stream.
func (s *Settler) Close() error { return s.Stream.Close() }

// feed gives the stream's next frame to w, thumbed, and what w says of
// it; a corrupt frame is skipped.
func feed(ctx context.Context, s vision.Stream, w *Watcher, blocks int) (vision.Encoded, Report, error) {
	for {
		e, err := s.NextEncoded(ctx)
		if err != nil {
			return e, Report{}, err
		}
		t, err := thumb(e.Data, blocks)
		if err != nil {
			continue // a corrupt frame: the next one
		}
		return e, w.Feed(t, e.Time), nil
	}
}

// settles tells whether frame e, of which w said r, is one to read: the
// table settled after a movement, or, before any (started false), stood
// still for the settle window.
func settles(r Report, started bool, w *Watcher, e vision.Encoded) bool {
	return r.State == Settled || (!started && r.State == Still && w.stillFor(e.Time))
}

// thumb makes a frame's JPEG bytes a Thumb blocks wide (0: 120), decoded
// small when libjpeg-turbo is there.
func thumb(data []byte, blocks int) (*Thumb, error) {
	if blocks == 0 {
		blocks = 120
	}
	if turbojpeg.Available {
		small, err := turbojpeg.DecodeSmall(data)
		if err != nil {
			return nil, err
		}
		return FromSmall(small, 8, blocks, max(1, blocks*small.Rect.Dy()/small.Rect.Dx())), nil
	}
	img, err := vision.DecodeImage("frame", data)
	if err != nil {
		return nil, err
	}
	g := vision.Gray(img)
	if g.Rect.Dx() == 0 {
		return nil, errors.New("watch: an empty frame")
	}
	return FromGray(g, blocks, max(1, blocks*g.Rect.Dy()/g.Rect.Dx())), nil
}
