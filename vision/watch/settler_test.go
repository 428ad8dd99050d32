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

// frames is a Stream of a clip's frames, compressed as a camera does.
type frames struct {
	list []vision.Encoded
	next int
}

func (f *frames) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	if f.next >= len(f.list) {
		return vision.Encoded{}, io.EOF
	}
	f.next++
	return f.list[f.next-1], nil
}

func (f *frames) Close() error { return nil }

// TestSettlerGivesTheSettledFrames: a referee reading a Settler gets the
// table as it first stands still, then the table once the hand has
// carried the robot and left, then the end of the stream.
func TestSettlerGivesTheSettledFrames(t *testing.T) {
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
	stream := &frames{}
	for i := range clip.Len() {
		f := clip.Frame(i)
		data, err := synth.JPEG(f.Image, 85)
		if err != nil {
			t.Fatal(err)
		}
		stream.list = append(stream.list, vision.Encoded{Data: data, Name: "frame", Time: start.Add(f.At)})
	}
	s := &watch.Settler{Stream: stream, Blocks: 80}
	ctx := context.Background()
	first, err := s.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if at := first.Time.Sub(start); at < 400*time.Millisecond || at > time.Second {
		t.Errorf("the first frame given is %v in: want once still for 400 ms, before the hand (1 s)", at)
	}
	settled, err := s.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if at := settled.Time.Sub(start); at < clip.Left()+400*time.Millisecond || at > clip.Left()+600*time.Millisecond {
		t.Errorf("the settled frame is %v in, the hand left at %v", at, clip.Left())
	}
	if r := s.Last(); r.State != watch.Settled || len(r.Changed) == 0 || r.Full {
		t.Errorf("the settle's report: %v, %d blocks, full %v", r.State, len(r.Changed), r.Full)
	}
	if _, err := s.Next(ctx); !errors.Is(err, io.EOF) {
		t.Errorf("after the clip: %v, want io.EOF", err)
	}
}
