package videocam

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// TestStreamSettles: a generated clip (a hand carries a robot) filmed to
// an MJPEG video file, read through a Stream by a watch.Settler: the table
// as it first stands still, then once the hand has left, then io.EOF; the
// frames' times are the file's.
func TestStreamSettles(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a clip (23 s under qemu); vision/watch's TestSettlerGivesTheSettledFrames watches the same clip")
	}
	needFFmpeg(t)
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
	dir := t.TempDir()
	for i := range clip.Len() {
		data, err := synth.JPEG(clip.Frame(i).Image, 85)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%03d.jpg", i)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "clip.avi")
	ffmpeg(t, "-framerate", "10", "-i", filepath.Join(dir, "f%03d.jpg"), "-c:v", "copy", path)
	stream, err := OpenStream(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := &watch.Settler{Stream: stream, Blocks: 80}
	defer s.Close()
	ctx := context.Background()
	first, err := s.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	settled, err := s.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Frame n of the file is at (n-1)/10 s in the clip.
	at := func(name string) time.Duration {
		var n int
		if _, err := fmt.Sscanf(name[len(path):], " frame %d", &n); err != nil {
			t.Fatalf("frame name %q: %v", name, err)
		}
		return time.Duration(n-1) * 100 * time.Millisecond
	}
	if a := at(first.Name); a < 400*time.Millisecond || a > time.Second {
		t.Errorf("the first frame given is %v in: want once still for 400 ms, before the hand (1 s)", a)
	}
	if a := at(settled.Name); a < clip.Left()+400*time.Millisecond || a > clip.Left()+600*time.Millisecond {
		t.Errorf("the settled frame is %v in, the hand left at %v", a, clip.Left())
	}
	if d := settled.Time.Sub(first.Time); d != at(settled.Name)-at(first.Name) {
		t.Errorf("the frames given are %v apart, want their distance in the file, %v", d, at(settled.Name)-at(first.Name))
	}
	if r := s.Last(); r.State != watch.Settled || len(r.Changed) == 0 || r.Full {
		t.Errorf("the settle's report: %v, %d blocks, full %v", r.State, len(r.Changed), r.Full)
	}
	if _, err := s.Next(ctx); !errors.Is(err, io.EOF) {
		t.Errorf("after the clip: %v, want io.EOF", err)
	}
}
