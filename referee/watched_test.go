package referee_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"testing"
	"time"

	"mecanoid/referee"
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
