package referee_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/vision"
	"mecanoid/vision/watch"
)

// stream films a blank table for n frames, then fails as an unplugged
// camera does (n < 0: never fails).
type stream struct {
	frame []byte
	n, i  int
	start time.Time
}

func (s *stream) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	if s.n >= 0 && s.i >= s.n {
		return vision.Encoded{}, errors.New("camera unplugged")
	}
	s.i++
	return vision.Encoded{Data: s.frame, Name: "frame", Time: s.start.Add(time.Duration(s.i) * 33 * time.Millisecond)}, nil
}

func (s *stream) Close() error { return nil }

// TestWatchedCameraComesBack: a camera whose stream fails is a camera
// error (the referee says so and tries again), and the next look opens
// it again.
func TestWatchedCameraComesBack(t *testing.T) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 64, 48)), nil); err != nil {
		t.Fatal(err)
	}
	opened := 0
	w := &referee.Watched{Scanner: &vision.Scanner{}, Live: watch.Watch(&stream{frame: buf.Bytes(), n: 3, start: time.Unix(0, 0)}, watch.Watcher{}, 8),
		Open: func() (*watch.Live, error) {
			opened++
			return watch.Watch(&stream{frame: buf.Bytes(), n: -1, start: time.Unix(0, 0)}, watch.Watcher{}, 8), nil
		}}
	defer w.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := w.Look(ctx); !errors.Is(err, referee.ErrCamera) {
		t.Fatalf("a stream failed before the table stood still: %v, want a camera error", err)
	}
	if _, err := w.Look(ctx); errors.Is(err, referee.ErrCamera) || opened != 1 {
		t.Errorf("after the camera came back: %v, opened %d times", err, opened)
	}
	if _, ok := w.Latest(); !ok {
		t.Error("no frame to show from the camera back")
	}
}

// gated films a table while the test lets it: frames come only when sent
// on its channel, so that the camera can go quiet without an error.
type gated chan vision.Encoded

func (g gated) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	select {
	case e := <-g:
		return e, nil
	case <-ctx.Done():
		return vision.Encoded{}, ctx.Err()
	}
}

func (g gated) Close() error { return nil }

// TestWatchedCameraStalls: a camera whose stream stops without an error
// left the referee waiting in silence. Now the players are told, once,
// that no picture came for a while, and the table is watched on: when
// frames come back, the referee says so and reads it.
func TestWatchedCameraStalls(t *testing.T) {
	// A table, and the same with a piece put down in its middle (a change
	// of the whole picture's light is no movement, and one that reaches
	// the picture's edge is a hand over the table).
	frame := func(piece bool) []byte {
		img := image.NewGray(image.Rect(0, 0, 64, 48))
		for i := range img.Pix {
			img.Pix[i] = 40
			if x, y := i%64, i/64; piece && x >= 20 && x < 44 && y >= 12 && y < 36 {
				img.Pix[i] = 220
			}
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, nil); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	dark, light := frame(false), frame(true)
	cam := make(gated)
	at := time.Unix(0, 0)
	send := func(data []byte, n int) {
		for range n {
			at = at.Add(100 * time.Millisecond)
			cam <- vision.Encoded{Data: data, Name: "frame", Time: at}
		}
	}
	// HandHold: on so small a picture any change reaches its edge, which
	// the watcher would hold back as a hand over the table.
	w := &referee.Watched{Scanner: &vision.Scanner{}, Live: watch.Watch(cam, watch.Watcher{Stall: 200 * time.Millisecond, HandHold: time.Nanosecond}, 8)}
	defer w.Close()
	said := make(chan talk.Update, 100)
	ref := &referee.Referee[*dr2d.State]{Game: &gamedr2d.DR2D{Board: testBoard(t)}, Displays: []talk.Display{displayFunc(func(u talk.Update) { said <- u })}, CameraWait: time.Millisecond}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	send(dark, 8) // the table stands still
	if _, err := w.Look(ctx); errors.Is(err, referee.ErrCamera) {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, _, err := ref.WatchLook(ctx, w, 1, referee.ScanFix, "", false)
		done <- err
	}()
	// The camera goes quiet: the players are told (within the test's
	// minute: before, nothing was ever said).
	for told := false; !told; {
		select {
		case u := <-said:
			told = u.Kind == talk.UpdateMessage && strings.Contains(u.Text, "the camera has given no picture for")
		case <-ctx.Done():
			t.Fatal("a quiet camera: nothing said")
		}
	}
	// It comes back, on a changed table that settles: said, and read
	// (what the scanner makes of a blank table does not matter here).
	send(light, 10)
	stalls := 1
	for u := range said {
		if u.Kind == talk.UpdateMessage && strings.Contains(u.Text, "the camera has given no picture for") {
			stalls++
		}
		if u.Kind == talk.UpdateMessage && u.Text == "the camera is back" {
			break
		}
	}
	cancel()
	if err := <-done; !errors.Is(err, referee.ErrStopped) {
		t.Errorf("stopped: %v", err)
	}
	if stalls != 1 {
		t.Errorf("%d stall messages, want 1", stalls)
	}
}
