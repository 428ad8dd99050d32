package synth

import (
	"image"
	"math"
	"testing"

	"mecanoid/calibration"
)

// TestChessboardViews: the views show the whole board, in every part of
// the picture, and the inner corners where the truth says (the pixel
// there is the border between a dark and a light square).
func TestChessboardViews(t *testing.T) {
	l := WideLens
	l.Width, l.Height, l.FX, l.FY, l.CX, l.CY = 640, 360, WideFocal*640, WideFocal*640, 322, 178
	cb := Chessboard{Squares: image.Pt(10, 7), Square: 25, Lens: l}
	views := cb.Views(9, 1)
	if len(views) != 9 {
		t.Fatalf("%d views", len(views))
	}
	var parts [3][3]bool
	for i, v := range views {
		if len(v.Corners) != 9*6 {
			t.Fatalf("view %d: %d corners", i, len(v.Corners))
		}
		var mean calibration.Point
		for _, p := range v.Corners {
			if p.X < 0 || p.Y < 0 || p.X >= 640 || p.Y >= 360 {
				t.Errorf("view %d: corner %v outside the picture", i, p)
			}
			mean = mean.Add(p.Scale(1 / float64(len(v.Corners))))
		}
		parts[min(2, int(mean.Y/120))][min(2, int(mean.X/213.4))] = true
		// Around an inner corner, diagonal neighbours alike, the others
		// the opposite: dark and light squares meet there.
		p := v.Corners[0]
		at := func(dx, dy float64) int {
			x, y := int(math.Round(p.X+dx)), int(math.Round(p.Y+dy))
			return int(v.Image.GrayAt(x, y).Y)
		}
		d := 4.0
		a, b, c, e := at(-d, -d), at(d, -d), at(d, d), at(-d, d)
		if math.Abs(float64(a-c)) > 60 || math.Abs(float64(b-e)) > 60 || math.Abs(float64(a-b)) < 120 {
			t.Errorf("view %d: around the first inner corner %v: %d %d %d %d, want a chessboard's crossing", i, p, a, b, c, e)
		}
	}
	for r, row := range parts {
		for c, seen := range row {
			if !seen {
				t.Errorf("no view shows the board in part (%d, %d) of the picture", c, r)
			}
		}
	}
	if again := cb.Views(2, 1); again[1].Camera != views[1].Camera {
		t.Error("the same seed gave other views")
	}
}

// TestWideLensTruth: through the wide lens, the truth's corners are where
// the lens shows the tags (the pinhole's point, distorted), the lens is
// the camera's, and the picture bends: the markers are tens of pixels from
// where a pinhole would show them.
func TestWideLensTruth(t *testing.T) {
	ph, err := Generate(Options{Category: mustCategory(t, "wide-lens"), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tr := ph.Truth
	l, cam := tr.Lens, tr.Camera
	if !l.Calibrated() || l.FX != cam.F || l.CX != cam.CX || l.CY != cam.CY || l.K1 != WideLens.K1 || l.Width != 1920 || ph.Image.Rect.Dx() != 1920 {
		t.Fatalf("lens %+v, camera f %v (%v, %v), picture %v", l, cam.F, cam.CX, cam.CY, ph.Image.Rect)
	}
	bent := 0.0
	for _, p := range append(append([]Piece{}, tr.Markers...), tr.Pieces...) {
		for i, b := range symbolOnBoard(p.Board, map[bool]float64{true: tr.Board.Markers.Size, false: tr.TagSize}[p.Height == 0], p.Angle) {
			pin := cam.Project(calibration.Vec{X: b.X, Y: b.Y, Z: -p.Height})
			if d := p.Corners[i].Sub(l.Distort(pin)).Len(); d > 1e-6 {
				t.Errorf("%s corner %d at %v, the lens shows it at %v", p.Payload, i, p.Corners[i], l.Distort(pin))
			}
			bent = math.Max(bent, p.Corners[i].Sub(pin).Len())
		}
	}
	if bent < 20 {
		t.Errorf("the lens moves no corner more than %.1f px from the pinhole's", bent)
	}
}
