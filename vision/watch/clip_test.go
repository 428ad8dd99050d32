package watch_test

import (
	"image"
	"testing"
	"time"

	"mecanoid/calibration"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/watch"
)

// TestClipSettlesWhereTheHandWent plays generated clips of a table (a
// hand comes, carries a robot to another cell, leaves; the sensor's
// noise and a lamp's flicker all along) to a Watcher: still until the
// hand comes, settled once after it left, the two cells among the blocks
// to read again.
func TestClipSettlesWhereTheHandWent(t *testing.T) {
	easy, _ := synth.CategoryByName("easy")
	for _, c := range []struct {
		name    string
		to      synth.Placement
		flicker float64
		// A lamp on the mains (light at mains Hz), the exposure set for
		// its mean: the bright bands clip the highlights.
		mains    float64
		clipping bool
		fps      float64
		// rest: the hand rests still over the piece it put down.
		rest time.Duration
	}{
		{"moved", synth.Placement{Col: 4, Row: 4, Facing: "E"}, 0.08, 0, false, 15, 0},
		{"turned in place", synth.Placement{Col: 2, Row: 2, Facing: "S"}, 0.05, 0, false, 15, 0},
		{"clipping flicker 8% 100 Hz at 15 fps", synth.Placement{Col: 4, Row: 4, Facing: "E"}, 0.08, 100, true, 15, 0},
		{"clipping flicker 15% 100 Hz at 15 fps", synth.Placement{Col: 4, Row: 4, Facing: "E"}, 0.15, 100, true, 15, 0},
		{"clipping flicker 15% 120 Hz at 25 fps", synth.Placement{Col: 4, Row: 4, Facing: "E"}, 0.15, 120, true, 25, 0},
		{"clipping flicker 15% 100 Hz at 30 fps", synth.Placement{Col: 2, Row: 2, Facing: "S"}, 0.15, 100, true, 30, 0},
		{"hand resting 0.5 s", synth.Placement{Col: 4, Row: 4, Facing: "E"}, 0.05, 0, false, 15, 500 * time.Millisecond},
		{"hand resting 2 s, clipping flicker at 30 fps", synth.Placement{Col: 3, Row: 1, Facing: "W"}, 0.1, 100, true, 30, 2 * time.Second},
	} {
		t.Run(c.name, func(t *testing.T) {
			clip, err := synth.NewClip(synth.ClipOptions{
				Table: synth.Options{Category: easy, Size: image.Pt(640, 360), Seed: 3, Pieces: []synth.Placement{
					{Payload: "MC1:DR2D:R:2", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:R:1", Col: 1, Row: 4, Facing: "E"}, {Payload: "MC1:DR2D:L:1", Col: 5, Row: 1, Facing: "N"},
				}},
				To: c.to, Flicker: c.flicker, Mains: c.mains, Clipping: c.clipping, Rest: c.rest, Seed: 1, Still: 600 * time.Millisecond, FPS: c.fps,
			})
			if err != nil {
				t.Fatal(err)
			}
			var w watch.Watcher
			var settled []watch.Report
			var settledAt []time.Duration
			held := false
			start := time.Unix(0, 0)
			for i := range clip.Len() {
				f := clip.Frame(i)
				r := w.Feed(watch.FromGray(vision.Gray(f.Image), 80, 45), start.Add(f.At))
				switch {
				case r.State == watch.Moving && f.At < 560*time.Millisecond:
					t.Fatalf("%v: moving before the hand came (%d blocks)", f.At, r.Moved)
				case r.State == watch.Settled && f.Hand:
					t.Fatalf("%v: settled with the hand in the picture", f.At)
				case r.Hand:
					held = true
				case r.State == watch.Settled:
					settled = append(settled, r)
					settledAt = append(settledAt, f.At)
				}
			}
			if len(settled) != 1 {
				t.Fatalf("settled %d times (at %v), want once", len(settled), settledAt)
			}
			frame := time.Duration(float64(time.Second) / c.fps)
			if d := settledAt[0] - clip.Left(); d < 400*time.Millisecond || d > 400*time.Millisecond+frame+5*time.Millisecond {
				t.Errorf("settled %v after the hand left, want the settle window (400 ms) and a frame at %v a second", d, c.fps)
			}
			if held != (c.rest > 0) {
				t.Errorf("said a hand held the settle back: %v, the hand rested %v", held, c.rest)
			}
			r := settled[0]
			if r.Full {
				t.Error("settled full: want only where the hand went")
			}
			for _, tr := range []synth.Truth{clip.Before.Truth, clip.After.Truth} {
				for _, p := range tr.Pieces {
					if p.Payload != "MC1:DR2D:R:2" {
						continue
					}
					c := centre(p.Corners)
					if !covers(r.Changed, c) {
						t.Errorf("R2 at %v (cell %d,%d) is not to be read again", c, p.Col, p.Row)
					}
				}
			}
		})
	}
}

func centre(q [4]calibration.Point) image.Point {
	var x, y float64
	for _, p := range q {
		x += p.X / 4
		y += p.Y / 4
	}
	return image.Pt(int(x), int(y))
}

func covers(rs []image.Rectangle, p image.Point) bool {
	for _, r := range rs {
		if p.In(r) {
			return true
		}
	}
	return false
}
