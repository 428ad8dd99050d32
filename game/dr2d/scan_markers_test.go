package dr2d

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/cli/clitest"
	"mecanoid/vision/synth"
)

// TestScanCoveredCornerMarkers (issue 34): a first picture with one corner
// marker covered (a card lying on it) is read right when the camera's
// field of view is given (--fov: three markers' twelve corners place the
// board, the focal known), and is a photo to take again (exit 3) naming
// the marker without it; with two covered it is a photo to take again
// naming both, in English and French, never a board guessed.
func TestScanCoveredCornerMarkers(t *testing.T) {
	cat, _ := synth.CategoryByName("perspective")
	ph, err := synth.Generate(synth.Options{Category: cat, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tr := ph.Truth
	dir := t.TempDir()
	board := filepath.Join(dir, "b.board")
	if err := os.WriteFile(board, []byte(tr.BoardText), 0o644); err != nil {
		t.Fatal(err)
	}
	fov := fmt.Sprintf("%.0f", 2*math.Atan(float64(tr.Width)/2/tr.Camera.F)*180/math.Pi)
	photo := func(name string, covered ...int) string {
		img := image.NewRGBA(ph.Image.Rect)
		copy(img.Pix, ph.Image.Pix)
		for _, k := range covered {
			cover(img, tr.Markers[k].Corners)
		}
		data, err := synth.JPEG(img, 90)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	one, two := photo("one.jpg", 2), photo("two.jpg", 2, 3)

	// One covered, the field of view given: every piece right.
	code, out, stderr := clitest.Run("scan", one, "--board", board, "--robots", "1-2", "--fov", fov, "--json")
	if code != 0 {
		t.Fatalf("one marker covered, --fov %s: exit %d: %s\n%s", fov, code, stderr, out)
	}
	var got struct {
		Pieces []struct {
			Tag      string
			Col, Row int
			Facing   string
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	read := map[string]string{}
	for _, p := range got.Pieces {
		read[p.Tag] = fmt.Sprintf("[%d,%d] %s", p.Col, p.Row, p.Facing)
	}
	if len(got.Pieces) != len(tr.Pieces) {
		t.Errorf("one marker covered: %d pieces read, the photo has %d", len(got.Pieces), len(tr.Pieces))
	}
	for _, p := range tr.Pieces {
		if want := fmt.Sprintf("[%d,%d] %s", p.Col, p.Row, p.Facing); read[p.Payload] != want {
			t.Errorf("one marker covered: %s read %q, truly %q", p.Payload, read[p.Payload], want)
		}
	}

	for _, c := range []struct {
		name  string
		args  []string
		says  []string
		never string
	}{
		{"one covered, no field of view", []string{"scan", one, "--board", board, "--robots", "1-2"},
			[]string{"corner marker SE: the board cannot be located without its four corner markers"}, "corner marker SW"},
		{"two covered", []string{"scan", two, "--board", board, "--robots", "1-2", "--fov", fov},
			[]string{"corner marker SE: the board cannot be located without three of its four corner markers", "corner marker SW:"}, "corner marker NW"},
		{"two covered, in French", []string{"scan", two, "--board", board, "--robots", "1-2", "--fov", fov, "--lang", "fr"},
			[]string{"photo à reprendre", "repère de coin SE", "repère de coin SW"}, "cannot"},
	} {
		code, out, stderr := clitest.Run(c.args...)
		if code != 3 {
			t.Errorf("%s: exit %d, want 3 (a photo to take again):\n%s%s", c.name, code, out, stderr)
		}
		for _, s := range c.says {
			if !strings.Contains(stderr, s) {
				t.Errorf("%s: does not say %q:\n%s", c.name, s, stderr)
			}
		}
		if strings.Contains(stderr, c.never) {
			t.Errorf("%s: says %q:\n%s", c.name, c.never, stderr)
		}
	}
}

// cover paints a card over the code whose corners are q, a third wider
// than it on every side: a beer mat lying on a corner marker.
func cover(img *image.RGBA, q [4]calibration.Point) {
	c := q[0].Add(q[2]).Scale(0.5)
	var big [4]calibration.Point
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, p := range q {
		big[i] = c.Add(p.Sub(c).Scale(1.7))
		minX, maxX = math.Min(minX, big[i].X), math.Max(maxX, big[i].X)
		minY, maxY = math.Min(minY, big[i].Y), math.Max(maxY, big[i].Y)
	}
	card := color.RGBA{196, 184, 160, 255}
	for y := int(minY); y <= int(maxY); y++ {
		for x := int(minX); x <= int(maxX); x++ {
			if inside(big, calibration.Point{X: float64(x), Y: float64(y)}) {
				img.SetRGBA(x, y, card)
			}
		}
	}
}

// inside tells whether p is inside the convex quadrilateral q.
func inside(q [4]calibration.Point, p calibration.Point) bool {
	var pos, neg bool
	for i := range 4 {
		a, b := q[i], q[(i+1)%4]
		s := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		pos, neg = pos || s > 0, neg || s < 0
	}
	return !(pos && neg)
}
