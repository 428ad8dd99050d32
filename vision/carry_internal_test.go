package vision

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"mecanoid/calibration"
)

// TestWindowsHoldTheTagsTheyTouch: whatever the changed places, a tag
// (no wider than ext) touching one lies whole in one window.
func TestWindowsHoldTheTagsTheyTouch(t *testing.T) {
	frame := image.Rect(0, 0, 1920, 1080)
	const ext = 100
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		var changed []image.Rectangle
		// A hand's path of 16 px blocks, row by row, and a few strays.
		x0, y0 := rng.IntN(120), rng.IntN(68)
		for by := y0; by < min(68, y0+rng.IntN(30)); by++ {
			for bx := x0 + by - y0; bx < min(120, x0+by-y0+rng.IntN(12)+1); bx++ {
				changed = append(changed, image.Rect(bx*16, by*16, bx*16+16, by*16+16))
			}
		}
		for range rng.IntN(4) {
			bx, by := rng.IntN(120), rng.IntN(68)
			changed = append(changed, image.Rect(bx*16, by*16, bx*16+16, by*16+16))
		}
		ws := windows(changed, ext, frame)
		for range 300 {
			side := 20 + rng.IntN(ext-20)
			x, y := rng.IntN(frame.Dx()-side), rng.IntN(frame.Dy()-side)
			tag := image.Rect(x, y, x+side, y+side)
			if !overlapsAny(tag, changed) {
				continue
			}
			held := false
			for _, w := range ws {
				held = held || tag.In(w)
			}
			if !held {
				t.Fatalf("round %d: tag %v touches a change but lies whole in no window of %v", round, tag, ws)
			}
		}
	}
}

// TestQuadsOverlap: tags side by side, turned, their boxes overlapping
// but not they; a tag over another.
func TestQuadsOverlap(t *testing.T) {
	square := func(cx, cy, half, turn float64) [4]calibration.Point {
		var q [4]calibration.Point
		for i := range q {
			a := turn + float64(i)*math.Pi/2 + math.Pi/4
			q[i] = calibration.Point{X: cx + half*math.Sqrt2*math.Cos(a), Y: cy + half*math.Sqrt2*math.Sin(a)}
		}
		return q
	}
	cases := []struct {
		name string
		a, b [4]calibration.Point
		want bool
	}{
		{"apart", square(0, 0, 10, 0), square(30, 0, 10, 0), false},
		{"diagonal neighbours, turned: boxes overlap", square(0, 0, 10, math.Pi/4), square(26, 26, 10, math.Pi/4), false},
		{"one over the other", square(0, 0, 10, 0), square(5, 5, 10, 0.3), true},
		{"one inside the other", square(0, 0, 10, 0), square(0, 0, 3, 1), true},
	}
	for _, c := range cases {
		if got := quadsOverlap(c.a, c.b); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
