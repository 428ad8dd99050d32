//go:build cgo

package cvlens

import (
	"image"
	"math"
	"testing"

	"mecanoid/calibration"
	"mecanoid/vision/synth"
)

// TestCalibrateWideLens: a chessboard photographed through a known wide
// lens (synth.WideLens, ~105° across) from twelve angles gives the lens
// back: focal length within 1 %, principal point within 1 % of the
// picture, and the distortion within 0.5 px everywhere in the picture
// (coefficients trade against each other: k1, k2 and k3 are compared by
// what they do to the pixels, k3 held at 0 as Calibrate does).
func TestCalibrateWideLens(t *testing.T) {
	if testing.Short() {
		t.Skip("renders twelve chessboard photos and calibrates: ~25 s")
	}
	truth := synth.WideLens
	truth.Width, truth.Height = 960, 540
	truth.FX, truth.FY = synth.WideFocal*960, synth.WideFocal*960
	truth.CX, truth.CY = 483.5, 268
	views := synth.Chessboard{Squares: image.Pt(10, 7), Square: 25, Lens: truth}.Views(12, 3)
	images := make([]image.Image, len(views))
	for i, v := range views {
		images[i] = v.Image
	}
	lens, rep, err := Calibrate(images, 9, 6, 25)
	if err != nil {
		t.Fatalf("%v (report %+v)", err, rep)
	}
	t.Logf("found fx %.2f fy %.2f cx %.2f cy %.2f k1 %.4f k2 %.4f p1 %.5f p2 %.5f, rms %.3f px", lens.FX, lens.FY, lens.CX, lens.CY, lens.K1, lens.K2, lens.P1, lens.P2, lens.RMS)
	for _, f := range []float64{lens.FX, lens.FY} {
		if math.Abs(f-truth.FX)/truth.FX > 0.01 {
			t.Errorf("focal %.2f px, truly %.2f: off by more than 1 %%", f, truth.FX)
		}
	}
	if math.Abs(lens.CX-truth.CX) > 9.6 || math.Abs(lens.CY-truth.CY) > 5.4 {
		t.Errorf("principal point (%.1f, %.1f), truly (%.1f, %.1f)", lens.CX, lens.CY, truth.CX, truth.CY)
	}
	if math.Abs(lens.K1-truth.K1) > 0.02 {
		t.Errorf("k1 %.4f, truly %.4f", lens.K1, truth.K1)
	}
	worst := 0.0
	for y := 0; y <= 540; y += 30 {
		for x := 0; x <= 960; x += 30 {
			p := calibration.Point{X: float64(x), Y: float64(y)}
			worst = math.Max(worst, lens.Undistort(p).Sub(truth.Undistort(p)).Len())
		}
	}
	t.Logf("the lens found straightens every pixel within %.2f px of the true lens", worst)
	if worst > 0.5 {
		t.Errorf("the lens found straightens a pixel %.2f px away from the true lens", worst)
	}
	if lens.RMS > 0.3 {
		t.Errorf("reprojection error %.3f px", lens.RMS)
	}
}
