package lenscal

import (
	"image"
	"image/color"
	"testing"

	"mecanoid/calibration"
)

// TestCoverage: the coverage picture tints the parts of the picture the
// views reach green and the others red, and outlines each view kept.
func TestCoverage(t *testing.T) {
	g := &Guide{Width: 1920, Height: 1080, Cols: 9, Rows: 6}
	// Three straight-on views along the top third.
	for _, dx := range []float64{0, 640, 1280} {
		var c []calibration.Point
		for r := range 6 {
			for k := range 9 {
				c = append(c, calibration.Point{X: 60 + dx + 50*float64(k), Y: 40 + 50*float64(r)})
			}
		}
		g.Offer(c)
	}
	grey := image.NewGray(image.Rect(0, 0, 1920, 1080))
	for i := range grey.Pix {
		grey.Pix[i] = 128
	}
	img := g.Coverage(grey)
	if s := img.Bounds().Size(); s.X != coverageWidth || s.Y != 540 {
		t.Fatalf("picture %v, want %dx540", s, coverageWidth)
	}
	at := func(x, y int) color.RGBA { return img.RGBAAt(x, y) }
	if c := at(20, 20); c.G <= c.R {
		t.Errorf("a covered part is not green: %v", c)
	}
	if c := at(20, 520); c.R <= c.G {
		t.Errorf("a part not covered is not red: %v", c)
	}
	// The first view's outline, from its first inner corner to the next
	// along its top row (halved).
	if c := at(100, 20); c.B < 200 || c.R > 120 {
		t.Errorf("no blue outline of a straight-on view at (100, 20): %v", c)
	}
}
