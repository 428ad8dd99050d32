package vision

import (
	"image"
	"math/rand/v2"
	"testing"
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
