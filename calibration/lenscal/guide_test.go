package lenscal

import (
	"image"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/internal/lang"
	"mecanoid/vision/synth"
)

// TestGuide: views of a chessboard through the wide lens, offered one by
// one, are kept unless they repeat one; the guide asks for the parts of
// the picture not yet covered, corners first, then for tilt, then for
// more views, and is done once they are enough.
func TestGuide(t *testing.T) {
	l := synth.WideLens
	l.Width, l.Height, l.FX, l.FY, l.CX, l.CY = 480, 270, 250, 250, 240, 135
	cb := synth.Chessboard{Squares: image.Pt(10, 7), Square: 25, Lens: l}
	g := &Guide{Width: 480, Height: 270, Cols: 9, Rows: 6}
	en, fr := lang.EN.Printer(), lang.FR.Printer()
	if got := g.Next(en); got != "now hold the chessboard in the upper left corner of the picture" {
		t.Errorf("first advice %q", got)
	}
	if got := g.Next(fr); got != "tenez maintenant le damier dans le coin en haut à gauche de l'image" {
		t.Errorf("first advice in French %q", got)
	}
	var first []calibration.Point
	for i, v := range cb.Views(24, 5) {
		if i == 0 {
			first = v.Corners
		}
		g.Offer(v.Corners)
		if g.Done() {
			break
		}
	}
	if !g.Done() || g.Views() < GoodViews || g.Tilted() < TiltedViews || len(g.Uncovered()) > 0 {
		t.Fatalf("not done after 24 views: %d views, %d tilted, uncovered %v: %s", g.Views(), g.Tilted(), g.Uncovered(), g.Next(en))
	}
	// The same view again, or seen from the chessboard's other end, adds
	// nothing.
	rev := make([]calibration.Point, len(first))
	for i, p := range first {
		rev[len(first)-1-i] = p
	}
	for _, again := range [][]calibration.Point{first, rev} {
		if v := g.Offer(again); v.Accepted || v.Alike != 1 {
			t.Errorf("a view repeated: %+v", v)
		}
	}

	// Only straight-on views in the middle: the corners are asked for,
	// then tilt.
	g = &Guide{Width: 480, Height: 270, Cols: 9, Rows: 6}
	straight := func(dx, dy float64) []calibration.Point {
		var c []calibration.Point
		for r := range 6 {
			for k := range 9 {
				c = append(c, calibration.Point{X: 20 + dx + 12*float64(k), Y: 20 + dy + 12*float64(r)})
			}
		}
		return c
	}
	for _, d := range [][2]float64{{0, 0}, {170, 0}, {340, 0}, {0, 90}, {170, 90}, {340, 90}, {0, 170}, {170, 170}, {340, 170}} {
		if v := g.Offer(straight(d[0], d[1])); !v.Accepted || v.Tilted {
			t.Errorf("view at %v: %+v", d, v)
		}
	}
	if u := g.Uncovered(); len(u) != 0 {
		t.Errorf("uncovered %v", u)
	}
	if got := g.Next(en); !strings.HasPrefix(got, "tilt it more: 0 of the 4") {
		t.Errorf("advice %q, want to tilt", got)
	}
}
