//go:build cgo

package main

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/vision/synth"
)

// wideTruth is the wide lens of vision/synth at 960x540.
func wideTruth() calibration.Lens {
	l := synth.WideLens
	l.Width, l.Height = 960, 540
	l.FX, l.FY = synth.WideFocal*960, synth.WideFocal*960
	l.CX, l.CY = 481, 270.5
	return l
}

// writeViews writes n photos of a 10x7 chessboard of 25 mm through the
// lens into a folder.
func writeViews(t *testing.T, l calibration.Lens, n int) string {
	t.Helper()
	dir := t.TempDir()
	for i, v := range (synth.Chessboard{Squares: image.Pt(10, 7), Square: 25, Lens: l}).Views(n, 7) {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("view%02d.png", i)))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, v.Image); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	return dir
}

// TestCalibrateLensPhotos: `calibrate lens` on photos of a chessboard seen
// through a known wide lens writes that lens: focal length within 1 %,
// every ray shown within 1 px of where the truth shows it.
func TestCalibrateLensPhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("renders and calibrates 20 photos: ~20 s")
	}
	truth := wideTruth()
	dir := writeViews(t, truth, 20)
	out := filepath.Join(t.TempDir(), "lens.json")
	var stdout, stderr strings.Builder
	if code := run([]string{"calibrate", "lens", dir, "--chessboard", "9x6", "--square", "25mm", "-o", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr.String(), stdout.String())
	}
	t.Log(stdout.String())
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var lens calibration.Lens
	if err := json.Unmarshal(data, &lens); err != nil {
		t.Fatal(err)
	}
	if math.Abs(lens.FX-truth.FX)/truth.FX > 0.01 || math.Abs(lens.FY-truth.FY)/truth.FY > 0.01 {
		t.Errorf("focal %.2f x %.2f, truly %.2f", lens.FX, lens.FY, truth.FX)
	}
	// Within the picture but its outer 5 % (which the chessboard's
	// corners reach only at a slant, the lens extrapolated there), the
	// lens shows every ray within 1 px of where the true lens shows it (0.7
	// px measured; 1.4 px in the outer 5 %).
	worst, edge := 0.0, 0.0
	for y := 0; y <= 540; y += 27 {
		for x := 0; x <= 960; x += 24 {
			p := calibration.Point{X: float64(x), Y: float64(y)}
			d := lens.Distort(truth.Undistort(p)).Sub(p).Len()
			if x >= 48 && x <= 912 && y >= 27 && y <= 513 {
				worst = math.Max(worst, d)
			}
			edge = math.Max(edge, d)
		}
	}
	t.Logf("rays shown within %.2f px of the truth, %.2f px in the outer 5 %%", worst, edge)
	if worst > 1 || lens.Measured.IsZero() {
		t.Errorf("rays shown within %.2f px of the truth, measured %v", worst, lens.Measured)
	}
	for _, want := range []string{"view 1 kept", "lens measured from", "wrote " + out} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("no %q in:\n%s", want, stdout.String())
		}
	}
}

// TestCalibrateLensTooFewViews: three photos in the middle of the picture
// are refused, saying what is missing, exit 2, no lens written.
func TestCalibrateLensTooFewViews(t *testing.T) {
	dir := writeViews(t, wideTruth(), 2)
	out := filepath.Join(t.TempDir(), "lens.json")
	var stdout, stderr strings.Builder
	code := run([]string{"calibrate", "lens", dir, "--chessboard", "9x6", "--square", "25mm", "-o", out}, &stdout, &stderr)
	if code != 2 || !strings.Contains(stderr.String(), "not enough views") || !strings.Contains(stderr.String(), "now hold the chessboard in the") {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a lens was written")
	}
	stderr.Reset()
	if code := run([]string{"calibrate", "lens", dir, "--chessboard", "9"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "--chessboard \"9\"") {
		t.Errorf("bad --chessboard: exit %d: %s", code, stderr.String())
	}
}
