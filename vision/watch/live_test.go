package watch_test

import (
	"context"
	"errors"
	"image"
	"io"
	"testing"
	"time"

	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// fed is a stream whose frames the test gives one by one: a camera
// filming while the test decides what happens.
type fed chan vision.Encoded

func (f fed) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	select {
	case e, ok := <-f:
		if !ok {
			return vision.Encoded{}, io.EOF
		}
		return e, nil
	case <-ctx.Done():
		return vision.Encoded{}, ctx.Err()
	}
}

func (f fed) Close() error { return nil }

// TestLiveWatchesWhileNobodyAsks: the frames go on coming while nobody
// reads the table; asked afterwards, Live gives the table as it first
// stood still, then the table after the hand left, with where it
// changed, and the table now without anything changed since.
func TestLiveWatchesWhileNobodyAsks(t *testing.T) {
	easy, _ := synth.CategoryByName("easy")
	clip, err := synth.NewClip(synth.ClipOptions{
		Table: synth.Options{Category: easy, Size: image.Pt(640, 360), Seed: 5, Pieces: []synth.Placement{
			{Payload: "MC1:DR2D:R:1", Col: 2, Row: 3, Facing: "N"}, {Payload: "MC1:DR2D:R:2", Col: 4, Row: 2, Facing: "W"},
		}},
		Move: 1, To: synth.Placement{Col: 3, Row: 5, Facing: "S"}, FPS: 10, Seed: 2, Flicker: 0.04,
	})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Unix(1000, 0)
	stream := make(fed)
	l := watch.Watch(stream, watch.Watcher{}, 80)
	defer l.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	send := func(i int) {
		f := clip.Frame(i)
		data, err := synth.JPEG(f.Image, 85)
		if err != nil {
			t.Fatal(err)
		}
		stream <- vision.Encoded{Data: data, Name: "frame", Time: start.Add(f.At)}
	}
	// The still table before the hand: 0.6 s of frames, past the window.
	for i := 0; i <= 6; i++ {
		send(i)
	}
	first, err := l.Now(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if first.Seq != 1 || !first.Full {
		t.Errorf("the table first still: settle %d, full %v; want 1, full (nothing read before)", first.Seq, first.Full)
	}
	// The rest of the clip, while nobody asks.
	for i := 7; i < clip.Len(); i++ {
		send(i)
	}
	settled, err := l.Next(ctx, first.Seq)
	if err != nil {
		t.Fatal(err)
	}
	if settled.Seq != 2 || settled.Full || len(settled.Changed) == 0 {
		t.Errorf("after the hand: settle %d, full %v, %d regions changed; want 2, not full, some", settled.Seq, settled.Full, len(settled.Changed))
	}
	if at := settled.Frame.Time.Sub(start); at < clip.Left()+400*time.Millisecond || at > clip.Left()+600*time.Millisecond {
		t.Errorf("the settled frame is %v in, the hand left at %v", at, clip.Left())
	}
	now, err := l.Now(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if now.Seq != 2 || now.Full || len(now.Changed) != 0 || !now.Frame.Time.After(settled.Frame.Time) {
		t.Errorf("the table now: settle %d, full %v, %d regions changed, at %v; want settle 2, nothing changed since, a newer frame", now.Seq, now.Full, len(now.Changed), now.Frame.Time.Sub(start))
	}
	if latest, ok := l.Latest(); !ok || !latest.Time.Equal(now.Frame.Time) {
		t.Errorf("latest frame %v, %v: want the newest", latest.Time.Sub(start), ok)
	}
	close(stream)
	if _, err := l.Next(ctx, now.Seq); !errors.Is(err, io.EOF) {
		t.Errorf("after the stream ended: %v, want io.EOF", err)
	}
}

// TestLiveSaysStall: a stream that stops giving frames without an error
// left the waits blocked in silence. Now a wait gives a StallError once
// no frame came for Watcher.Stall, again while none comes, and the table
// once frames come back and it settles.
func TestLiveSaysStall(t *testing.T) {
	easy, _ := synth.CategoryByName("easy")
	clip, err := synth.NewClip(synth.ClipOptions{
		Table: synth.Options{Category: easy, Size: image.Pt(640, 360), Seed: 5, Pieces: []synth.Placement{
			{Payload: "MC1:DR2D:R:1", Col: 2, Row: 3, Facing: "N"}, {Payload: "MC1:DR2D:R:2", Col: 4, Row: 2, Facing: "W"},
		}},
		Move: 1, To: synth.Placement{Col: 3, Row: 5, Facing: "S"}, FPS: 10, Seed: 2,
	})
	if err != nil {
		t.Fatal(err)
	}
	// Encoded beforehand: the stream's pace is the test's, not the encoder's.
	frames := make([]vision.Encoded, clip.Len())
	start := time.Unix(1000, 0)
	for i := range frames {
		f := clip.Frame(i)
		data, err := synth.JPEG(f.Image, 85)
		if err != nil {
			t.Fatal(err)
		}
		frames[i] = vision.Encoded{Data: data, Name: "frame", Time: start.Add(f.At)}
	}
	stream := make(fed)
	const stall = 300 * time.Millisecond
	l := watch.Watch(stream, watch.Watcher{Stall: stall}, 80)
	defer l.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := 0; i <= 6; i++ {
		stream <- frames[i]
	}
	first, err := l.Now(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The camera goes quiet: the wait for the next settle says so.
	for range 2 {
		began := time.Now()
		_, err = l.Next(ctx, first.Seq)
		var se *watch.StallError
		if !errors.Is(err, watch.ErrStalled) || !errors.As(err, &se) || se.For < stall {
			t.Fatalf("a quiet stream: %v, want a stall of %v at least", err, stall)
		}
		if waited := time.Since(began); waited > 20*time.Second {
			t.Errorf("the stall said after %v", waited)
		}
	}
	// Frames come back, the hand moves a robot: the wait goes on to it.
	got := make(chan error, 1)
	go func() {
		for {
			s, err := l.Next(ctx, first.Seq)
			if errors.Is(err, watch.ErrStalled) {
				continue // said before the frames came back
			}
			if err == nil && s.Seq != first.Seq+1 {
				err = errors.New("not the next settle")
			}
			got <- err
			return
		}
	}()
	for i := 7; i < len(frames); i++ {
		stream <- frames[i]
	}
	if err := <-got; err != nil {
		t.Errorf("frames back: %v, want the table settled", err)
	}
}
