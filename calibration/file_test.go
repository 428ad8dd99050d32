package calibration_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"mecanoid/calibration"
)

// testLens is a 1080p webcam with marked barrel distortion and a principal
// point off the middle.
var testLens = calibration.Lens{Width: 1920, Height: 1080, FX: 1400, FY: 1400, CX: 955.5, CY: 543.2,
	K1: -0.28, K2: 0.09, P1: 0.0008, P2: -0.0004, K3: -0.01}

// throughLens is the camera v's pose behind testLens: its focal length and
// principal point.
func throughLens(v view) view {
	v.cam.F = testLens.FX
	v.cam.CX, v.cam.CY = testLens.CX, testLens.CY
	v.name += " through the lens"
	return v
}

// distorted is what the lens makes of ideal marker corners.
func distorted(seen []calibration.Marker, l calibration.Lens) []calibration.Marker {
	out := make([]calibration.Marker, len(seen))
	for i, m := range seen {
		out[i].Corner = m.Corner
		for j, p := range m.Corners {
			out[i].Corners[j] = l.Distort(p)
		}
	}
	return out
}

// tiltedView looks at the middle of b from d mm away, tilted by tilt degrees
// towards the south, with a lens of the given field of view at 1080p.
func tiltedView(b calibration.Board, tilt, d, fov float64) view {
	w, h := b.Size()
	a := tilt * math.Pi / 180
	eye := calibration.Vec{X: w / 2, Y: h/2 + d*math.Sin(a), Z: -d * math.Cos(a)}
	cam := calibration.LookAt(eye, calibration.Vec{X: w / 2, Y: h / 2}, 0, calibration.FocalFromFOV(1920, fov), 1920, 1080)
	return view{name: "tilted", board: b, cam: cam}
}

// truthImage is where the camera (and lens, if calibrated) shows board
// point p at height h.
func truthImage(cam calibration.Camera, l calibration.Lens, p calibration.Point, h float64) calibration.Point {
	return l.Distort(cam.Project(calibration.Vec{X: p.X, Y: p.Y, Z: -h}))
}

func solve(t testing.TB, v view, l calibration.Lens, s calibration.Settings) *calibration.Calibration {
	t.Helper()
	s.Lens = l
	c, err := calibration.Solve(v.board, distorted(seenBy(v.cam, v.board), l), v.cam.Width, v.cam.Height, s)
	if err != nil {
		t.Fatalf("%s: %v", v.name, err)
	}
	return c
}

func TestSolveFocalSource(t *testing.T) {
	tests := []struct {
		name  string
		v     view
		lens  calibration.Lens
		s     calibration.Settings
		from  string
		f     float64 // focal length expected
		exact bool    // the camera's pose is recovered (the focal length is right)
	}{
		{"straight down, default FOV", tiltedView(board5, 0, 700, calibration.DefaultFOV), calibration.Lens{}, calibration.Settings{}, "field of view", calibration.FocalFromFOV(1920, calibration.DefaultFOV), true},
		{"straight down, FOV 50 set", tiltedView(board5, 0, 700, 66), calibration.Lens{}, calibration.Settings{FOV: 50}, "field of view", calibration.FocalFromFOV(1920, 50), false},
		{"tilted 5°: too square to measure", tiltedView(board5, 5, 700, 58), calibration.Lens{}, calibration.Settings{}, "field of view", calibration.FocalFromFOV(1920, calibration.DefaultFOV), false},
		{"tilted 15°", tiltedView(board5, 15, 700, 58), calibration.Lens{}, calibration.Settings{}, "perspective", calibration.FocalFromFOV(1920, 58), true},
		{"tilted 25°, FOV setting ignored", tiltedView(board5, 25, 650, 72), calibration.Lens{}, calibration.Settings{FOV: 50}, "perspective", calibration.FocalFromFOV(1920, 72), true},
		{"tilted 35°", tiltedView(board5, 35, 800, 50), calibration.Lens{}, calibration.Settings{}, "perspective", calibration.FocalFromFOV(1920, 50), true},
		{"rolled view from the west", views()[2], calibration.Lens{}, calibration.Settings{TagHeight: 30}, "perspective", views()[2].cam.F, true},
		{"HQ, 12x12", views()[3], calibration.Lens{}, calibration.Settings{}, "perspective", views()[3].cam.F, true},
		{"lens, straight down", throughLens(tiltedView(board5, 0, 700, 66)), testLens, calibration.Settings{}, "lens", testLens.FX, true},
		{"lens, tilted 25°", throughLens(tiltedView(board5, 25, 700, 66)), testLens, calibration.Settings{TagHeight: 12}, "lens", testLens.FX, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seen := distorted(seenBy(tc.v.cam, tc.v.board), tc.lens)
			s := tc.s
			s.Lens = tc.lens
			c, err := calibration.Solve(tc.v.board, seen, tc.v.cam.Width, tc.v.cam.Height, s)
			if err != nil {
				t.Fatal(err)
			}
			if c.FocalFrom != tc.from {
				t.Errorf("focal from %q, want %q", c.FocalFrom, tc.from)
			}
			ftol := 1e-3
			if tc.from == "perspective" {
				ftol = 5e-3
			}
			if math.Abs(c.Camera.F-tc.f)/tc.f > ftol {
				t.Errorf("f = %.1f px, want %.1f", c.Camera.F, tc.f)
			}
			if c.Version != calibration.Version || c.Width != tc.v.cam.Width || c.Height != tc.v.cam.Height || c.Board != tc.v.board {
				t.Errorf("version %d, %dx%d, board %+v", c.Version, c.Width, c.Height, c.Board)
			}
			if c.TagHeight != tc.s.TagHeight || c.Lens != tc.lens {
				t.Errorf("tag height %v, lens %+v: not the settings", c.TagHeight, c.Lens)
			}
			if c.RMS > 1e-6 {
				t.Errorf("rms %.3g px, want ≈ 0", c.RMS)
			}
			for _, m := range seen {
				if c.Markers[m.Corner] != m.Centre() {
					t.Errorf("marker %d noted at %v, seen at %v", m.Corner, c.Markers[m.Corner], m.Centre())
				}
			}
			// The board plane maps right. Straight down, whatever the focal
			// length; slightly tilted with an assumed one, the pose cannot
			// quite match the markers: within a pixel at 5°.
			tol := 0.01
			if !tc.exact && tc.v.cam.Tilt() > 1 {
				tol = 1
			}
			for _, p := range boardSamples(tc.v.board) {
				want := truthImage(tc.v.cam, tc.lens, p, 0)
				if got := c.BoardToImage(p, 0); got.Sub(want).Len() > tol {
					t.Fatalf("board %v → %v, want %v within %v px", p, got, want, tol)
				}
			}
			if !tc.exact {
				return
			}
			if d := math.Abs(c.Camera.Tilt() - tc.v.cam.Tilt()); d > 0.1 {
				t.Errorf("tilt %.2f°, want %.2f°", c.Camera.Tilt(), tc.v.cam.Tilt())
			}
			got, want := c.Camera.Centre(), tc.v.cam.Centre()
			if d := math.Sqrt((got.X-want.X)*(got.X-want.X) + (got.Y-want.Y)*(got.Y-want.Y) + (got.Z-want.Z)*(got.Z-want.Z)); d > 5 {
				t.Errorf("camera at %+v, want %+v (%.1f mm off)", got, want, d)
			}
			// With the pose right, raised points map right too.
			for _, p := range boardSamples(tc.v.board) {
				want := truthImage(tc.v.cam, tc.lens, p, 30)
				if got := c.BoardToImage(p, 30); got.Sub(want).Len() > 0.5 {
					t.Fatalf("board %v 30 mm up → %v, want %v", p, got, want)
				}
			}
		})
	}
}

// The lens must be undone before the markers are fitted: without it the
// same corners fit worse and map the board millimetres off.
func TestSolveUndistorts(t *testing.T) {
	for _, v := range []view{throughLens(views()[0]), throughLens(views()[1]), throughLens(views()[2])} {
		t.Run(v.name, func(t *testing.T) {
			seen := distorted(seenBy(v.cam, v.board), testLens)
			with, err := calibration.Solve(v.board, seen, 1920, 1080, calibration.Settings{Lens: testLens})
			if err != nil {
				t.Fatal(err)
			}
			without, err := calibration.Solve(v.board, seen, 1920, 1080, calibration.Settings{})
			if err != nil {
				t.Fatal(err)
			}
			if with.RMS > 1e-6 || without.RMS < 0.5 {
				t.Errorf("rms %.3g px with the lens (want ≈ 0), %.3g without (want > 0.5)", with.RMS, without.RMS)
			}
			worstWith, worstWithout := 0.0, 0.0
			for _, p := range boardSamples(v.board) {
				img := truthImage(v.cam, testLens, p, 0)
				a, err := with.ImageToBoard(img, 0)
				if err != nil {
					t.Fatal(err)
				}
				b, err := without.ImageToBoard(img, 0)
				if err != nil {
					t.Fatal(err)
				}
				worstWith = math.Max(worstWith, a.Sub(p).Len())
				worstWithout = math.Max(worstWithout, b.Sub(p).Len())
			}
			if worstWith > 0.01 {
				t.Errorf("with the lens, board points come back up to %.3g mm off", worstWith)
			}
			if worstWithout < 1 {
				t.Errorf("without the lens, board points come back only %.3g mm off: the lens is too weak for the test", worstWithout)
			}
		})
	}
}

// A lens measured at another resolution of the same aspect is scaled to
// the picture; another aspect is refused.
func TestSolveLensResolution(t *testing.T) {
	v := throughLens(views()[1])
	seen := distorted(seenBy(v.cam, v.board), testLens)
	big := calibration.Lens{Width: 3840, Height: 2160, FX: testLens.FX * 2, FY: testLens.FY * 2,
		CX: (testLens.CX+0.5)*2 - 0.5, CY: (testLens.CY+0.5)*2 - 0.5,
		K1: testLens.K1, K2: testLens.K2, K3: testLens.K3, P1: testLens.P1, P2: testLens.P2}
	c, err := calibration.Solve(v.board, seen, 1920, 1080, calibration.Settings{Lens: big})
	if err != nil {
		t.Fatal(err)
	}
	if c.Lens.Width != 1920 || c.Lens.Height != 1080 || math.Abs(c.Lens.FX-testLens.FX) > 1e-9 || math.Abs(c.Lens.CX-testLens.CX) > 1e-9 {
		t.Errorf("lens kept as %+v, want %+v", c.Lens, testLens)
	}
	if c.RMS > 1e-6 || c.FocalFrom != "lens" {
		t.Errorf("rms %.3g, focal from %q", c.RMS, c.FocalFrom)
	}
	four3 := big
	four3.Width, four3.Height = 1280, 960
	_, err = calibration.Solve(v.board, seen, 1920, 1080, calibration.Settings{Lens: four3})
	if err == nil || !strings.Contains(err.Error(), "1280x960") || !strings.Contains(err.Error(), "1920x1080") {
		t.Errorf("a 4:3 lens for a 16:9 picture: err %v, want both sizes named", err)
	}
}

func TestSolveMarkerErrors(t *testing.T) {
	v := views()[1]
	seen := seenBy(v.cam, v.board)
	for name, s := range map[string][]calibration.Marker{
		"SW and SE missing": seen[:2],
		"mirrored":          mirrored(seen),
	} {
		if _, err := calibration.Solve(v.board, s, 1920, 1080, calibration.Settings{}); !errors.Is(err, calibration.ErrMarkers) {
			t.Errorf("%s: err %v, want ErrMarkers", name, err)
		}
	}
}

// TestSolveThreeMarkers: once the camera is known (a focal from an
// earlier calibration, or a measured lens), three markers place the board
// as four do, whichever is hidden (a figurine on a corner cell); the hidden
// one is expected where it truly is, so that the next frame showing it
// does not take the board for moved; a marker moved on the table, which
// twelve points could absorb, is refused by the camera's pose; without a
// known camera all four are still needed.
func TestSolveThreeMarkers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, v := range views() {
		all := seenBy(v.cam, v.board)
		w, h := v.board.Size()
		for hidden := range 4 {
			name := fmt.Sprintf("%s, %s hidden", v.name, calibration.CornerNames[hidden])
			var three []calibration.Marker
			for _, m := range all {
				if m.Corner != hidden {
					// A decoder's corners are good to half a pixel.
					for i := range m.Corners {
						m.Corners[i] = m.Corners[i].Add(calibration.Point{X: rng.Float64() - 0.5, Y: rng.Float64() - 0.5})
					}
					three = append(three, m)
				}
			}
			if _, err := calibration.Solve(v.board, three, v.cam.Width, v.cam.Height, calibration.Settings{}); !errors.Is(err, calibration.ErrMarkers) || !strings.Contains(err.Error(), "all four") {
				t.Errorf("%s, camera unknown: err %v, want all four asked for", name, err)
			}
			c, err := calibration.Solve(v.board, three, v.cam.Width, v.cam.Height, calibration.Settings{Focal: v.cam.F})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, p := range []calibration.Point{{X: 0, Y: 0}, {X: w, Y: 0}, {X: w, Y: h}, {X: 0, Y: h}, {X: w / 2, Y: h / 2}} {
				got, err := c.ImageToBoard(v.cam.Project(calibration.Vec{X: p.X, Y: p.Y}), 0)
				if err != nil {
					t.Fatal(err)
				}
				if d := got.Sub(p).Len(); d > 2.5 { // a tenth of the straddle margin of 50 mm tiles

					t.Errorf("%s: board point %v read at %v, %.2f mm off", name, p, got, d)
				}
			}
			// Within the 6 px the scanner allows before taking the board for moved.
			if d := c.Markers[hidden].Sub(all[hidden].Centre()).Len(); d > 6 {
				t.Errorf("%s: expected at %v, truly at %v (%.2f px off)", name, c.Markers[hidden], all[hidden].Centre(), d)
			}
			if moved := c.Moved(all); moved > 6 {
				t.Errorf("%s: the marker shown again counts as moved by %.2f px", name, moved)
			}
			// The next marker round moved by 20 mm on the table.
			k := (hidden + 1) % 4
			var shifted []calibration.Marker
			for _, m := range all {
				if m.Corner == hidden {
					continue
				}
				if m.Corner == k {
					for i, q := range markerCorners(v.board, k) {
						m.Corners[i] = v.cam.Project(calibration.Vec{X: q.X + 20, Y: q.Y - 12})
					}
				}
				shifted = append(shifted, m)
			}
			if _, err := calibration.Solve(v.board, shifted, v.cam.Width, v.cam.Height, calibration.Settings{Focal: v.cam.F}); !errors.Is(err, calibration.ErrMarkers) || !strings.Contains(err.Error(), "misfit") {
				t.Errorf("%s, %s moved on the table: err %v, want a misfit", name, calibration.CornerNames[k], err)
			} else if !strings.Contains(err.Error(), "calibrate again") {
				t.Errorf("%s, %s moved, the focal of an earlier frame: %v, want to calibrate again", name, calibration.CornerNames[k], err)
			}
			// The focal from a field of view given (--fov): that is what
			// to check, not a calibration there never was.
			if _, err := calibration.Solve(v.board, shifted, v.cam.Width, v.cam.Height, calibration.Settings{Focal: v.cam.F, FOV: 62, FocalFrom: "field of view"}); err == nil || !strings.Contains(err.Error(), "a camera of 62° field of view") || !strings.Contains(err.Error(), "check --fov") {
				t.Errorf("%s, %s moved, the focal from --fov: %v, want --fov named", name, calibration.CornerNames[k], err)
			}
		}
	}
}

func TestImageBoardRoundTrip(t *testing.T) {
	type setup struct {
		v    view
		lens calibration.Lens
	}
	setups := []setup{
		{tiltedView(board5, 0, 700, calibration.DefaultFOV), calibration.Lens{}},
		{views()[1], calibration.Lens{}},
		{views()[2], calibration.Lens{}},
		{views()[3], calibration.Lens{}},
		{throughLens(views()[0]), testLens},
		{throughLens(views()[2]), testLens},
	}
	for _, su := range setups {
		c := solve(t, su.v, su.lens, calibration.Settings{})
		for _, h := range []float64{0, 30} {
			worstTrip, worstTruth := 0.0, 0.0
			for _, p := range boardSamples(su.v.board) {
				img := c.BoardToImage(p, h)
				back, err := c.ImageToBoard(img, h)
				if err != nil {
					t.Fatalf("%s: %v", su.v.name, err)
				}
				worstTrip = math.Max(worstTrip, back.Sub(p).Len())
				// And from where the camera truly shows the point.
				got, err := c.ImageToBoard(truthImage(su.v.cam, su.lens, p, h), h)
				if err != nil {
					t.Fatalf("%s: %v", su.v.name, err)
				}
				worstTruth = math.Max(worstTruth, got.Sub(p).Len())
			}
			if worstTrip > 0.1 || worstTruth > 0.1 {
				t.Errorf("%s, height %v mm: round trip up to %.3g mm off, true image points %.3g mm off; want ≤ 0.1",
					su.v.name, h, worstTrip, worstTruth)
			}
		}
	}
}

// A tag 30 mm up near the edge of the board lands where it stands only
// when its height is given; read as if flat it lands several millimetres
// further from the camera.
func TestParallax(t *testing.T) {
	const tagUp = 30.0
	b := board12
	w, h := b.Size()
	tests := []struct {
		name     string
		v        view
		lens     calibration.Lens
		at       calibration.Point
		minFlat  float64 // mm off when read flat, at least
		straight bool    // camera straight above the middle: the error is known
	}{
		{"straight down, east edge", tiltedView(b, 0, 1000, calibration.DefaultFOV), calibration.Lens{}, calibration.Point{X: w - 25, Y: h / 2}, 5, true},
		{"straight down, north-west cell", tiltedView(b, 0, 1000, calibration.DefaultFOV), calibration.Lens{}, calibration.Point{X: 25, Y: 25}, 5, true},
		{"tilted 25°, north edge", tiltedView(b, 25, 1000, 60), calibration.Lens{}, calibration.Point{X: w / 2, Y: 25}, 5, false},
		{"HQ, far corner", views()[3], calibration.Lens{}, calibration.Point{X: 25, Y: h - 25}, 5, false},
		{"lens, 5x5 west edge", throughLens(tiltedView(board5, 20, 700, 66)), testLens, calibration.Point{X: 25, Y: 125}, 2, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := solve(t, tc.v, tc.lens, calibration.Settings{TagHeight: tagUp})
			img := truthImage(tc.v.cam, tc.lens, tc.at, tagUp)
			right, err := c.ImageToBoard(img, tagUp)
			if err != nil {
				t.Fatal(err)
			}
			if d := right.Sub(tc.at).Len(); d > 0.1 {
				t.Errorf("with the height: %v, want %v (%.3f mm off)", right, tc.at, d)
			}
			flat, err := c.ImageToBoard(img, 0)
			if err != nil {
				t.Fatal(err)
			}
			off := flat.Sub(tc.at).Len()
			if off < tc.minFlat {
				t.Errorf("read flat: %v, only %.2f mm from %v; want ≥ %v", flat, off, tc.at, tc.minFlat)
			}
			// Read flat, the tag slides away from the camera.
			eye := tc.v.cam.Centre()
			if flat.Sub(calibration.Point{X: eye.X, Y: eye.Y}).Len() <= tc.at.Sub(calibration.Point{X: eye.X, Y: eye.Y}).Len() {
				t.Errorf("read flat: %v, nearer the camera's foot (%.0f, %.0f) than %v", flat, eye.X, eye.Y, tc.at)
			}
			if tc.straight {
				// Similar triangles: r·h / (H - h) from the camera's foot.
				r := tc.at.Sub(calibration.Point{X: eye.X, Y: eye.Y}).Len()
				want := r * tagUp / (-eye.Z - tagUp)
				if math.Abs(off-want) > 0.05 {
					t.Errorf("read flat: %.2f mm off, want %.2f", off, want)
				}
			}
		})
	}
}

// moduleSeen is the side in pixels of a module of a tag of the given size
// at height h, the smallest over the board's corners and middle, as the
// true camera and lens show it.
func moduleSeen(cam calibration.Camera, l calibration.Lens, b calibration.Board, tagSize, h float64) float64 {
	w, ht := b.Size()
	m := tagSize / 25
	best := math.Inf(1)
	for _, q := range []calibration.Point{{X: 0, Y: 0}, {X: w, Y: 0}, {X: w, Y: ht}, {X: 0, Y: ht}, {X: w / 2, Y: ht / 2}} {
		a := truthImage(cam, l, q, h)
		for _, d := range []calibration.Point{{X: m}, {Y: m}} {
			best = math.Min(best, truthImage(cam, l, q.Add(d), h).Sub(a).Len())
		}
	}
	return best
}

func TestModulePx(t *testing.T) {
	// Straight down from d mm, a module of s mm is f·s/d pixels everywhere.
	down := tiltedView(board5, 0, 700, calibration.DefaultFOV)
	c := solve(t, down, calibration.Lens{}, calibration.Settings{})
	f := down.cam.F
	for _, tc := range []struct{ size, h, want float64 }{
		{40, 0, f * 1.6 / 700},
		{40, 30, f * 1.6 / 670},
		{20, 0, f * 0.8 / 700},
		{25, 10, f * 1 / 690},
	} {
		if got := c.ModulePx(tc.size, tc.h); math.Abs(got-tc.want)/tc.want > 1e-3 {
			t.Errorf("straight down: ModulePx(%v, %v) = %.4f, want %.4f", tc.size, tc.h, got, tc.want)
		}
	}
	// Tilted and through a lens: the smallest module, at the far side.
	for _, su := range []struct {
		v    view
		lens calibration.Lens
	}{
		{views()[1], calibration.Lens{}},
		{views()[3], calibration.Lens{}},
		{throughLens(views()[2]), testLens},
	} {
		c := solve(t, su.v, su.lens, calibration.Settings{})
		for _, h := range []float64{0, 30} {
			want := moduleSeen(su.v.cam, su.lens, su.v.board, 40, h)
			got := c.ModulePx(40, h)
			if math.Abs(got-want)/want > 0.01 {
				t.Errorf("%s: ModulePx(40, %v) = %.3f, want %.3f", su.v.name, h, got, want)
			}
		}
		w, ht := su.v.board.Size()
		mid := calibration.Point{X: w / 2, Y: ht / 2}
		atMid := truthImage(su.v.cam, su.lens, mid.Add(calibration.Point{X: 1.6}), 0).Sub(truthImage(su.v.cam, su.lens, mid, 0)).Len()
		if got := c.ModulePx(40, 0); got >= atMid {
			t.Errorf("%s: ModulePx %.3f is not below the module across the middle (%.3f)", su.v.name, got, atMid)
		}
		if c.ModulePx(40, 30) <= c.ModulePx(40, 0) {
			t.Errorf("%s: raised tags do not look larger", su.v.name)
		}
	}
}

func TestMoved(t *testing.T) {
	v := views()[1]
	seen := seenBy(v.cam, v.board)
	c := solve(t, v, calibration.Lens{}, calibration.Settings{})
	shift := func(ms []calibration.Marker, k int, d calibration.Point) []calibration.Marker {
		out := append([]calibration.Marker(nil), ms...)
		for i := range out {
			if out[i].Corner == k {
				for j := range out[i].Corners {
					out[i].Corners[j] = out[i].Corners[j].Add(d)
				}
			}
		}
		return out
	}
	all := func(ms []calibration.Marker, d calibration.Point) []calibration.Marker {
		for k := range 4 {
			ms = shift(ms, k, d)
		}
		return ms
	}
	tests := []struct {
		name string
		seen []calibration.Marker
		want float64
	}{
		{"same", seen, 0},
		{"none seen", nil, 0},
		{"all moved 3,4", all(seen, calibration.Point{X: 3, Y: 4}), 5},
		{"NE moved 12 px", shift(seen, 1, calibration.Point{X: -12}), 12},
		{"largest of two", shift(shift(seen, 0, calibration.Point{Y: 2}), 3, calibration.Point{X: 6, Y: 8}), 10},
		{"only SE seen, moved", shift(seen[2:3], 2, calibration.Point{X: 1}), 1},
		{"a bad corner index is ignored", append(append([]calibration.Marker(nil), seen...), calibration.Marker{Corner: 7, Corners: [4]calibration.Point{{X: 1e6}}}, calibration.Marker{Corner: -1}), 0},
	}
	for _, tc := range tests {
		if got := c.Moved(tc.seen); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: Moved = %.6f, want %v", tc.name, got, tc.want)
		}
	}
}

func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	for i, c := range []*calibration.Calibration{
		solve(t, views()[2], calibration.Lens{}, calibration.Settings{TagHeight: 30}),
		solve(t, throughLens(views()[1]), testLens, calibration.Settings{TagHeight: 28.5}),
		solve(t, views()[3], calibration.Lens{}, calibration.Settings{}),
	} {
		path := filepath.Join(dir, "cal"+string(rune('a'+i))+".json")
		if err := c.Save(path); err != nil {
			t.Fatal(err)
		}
		got, err := calibration.Load(path)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, c) {
			t.Errorf("%s: loaded\n%+v\nsaved\n%+v", path, got, c)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(data, &raw); err != nil {
			t.Fatal(err)
		}
		if _, ok := raw["lens"]; ok != c.Lens.Calibrated() {
			t.Errorf("%s: lens written %v, calibrated %v", path, ok, c.Lens.Calibrated())
		}
		if string(raw["version"]) != "1" || string(raw["focal_from"]) != `"`+c.FocalFrom+`"` {
			t.Errorf("%s: version %s, focal_from %s", path, raw["version"], raw["focal_from"])
		}
		// Saving over a file replaces it.
		c2 := *c
		c2.TagHeight = 3
		if err := c2.Save(path); err != nil {
			t.Fatal(err)
		}
		if again, err := calibration.Load(path); err != nil || again.TagHeight != 3 {
			t.Errorf("%s: saved again, loaded %v, %v", path, again, err)
		}
	}
	if err := (&calibration.Calibration{}).Save(filepath.Join(dir, "no-such-dir", "c.json")); err == nil {
		t.Error("saving into a missing directory: no error")
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.json")
	if err := solve(t, views()[1], calibration.Lens{}, calibration.Settings{}).Save(good); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	// edit rewrites one field of the good file.
	edit := func(change func(m map[string]any)) []byte {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		change(m)
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	tests := []struct {
		name    string
		content []byte
		mention string // besides the file's path
	}{
		{"empty", []byte{}, ""},
		{"not JSON", []byte("focal length 1400\n"), ""},
		{"a JSON list", []byte("[1, 2, 3]\n"), ""},
		{"truncated", data[:len(data)/2], ""},
		{"truncated at the end", data[:len(data)-3], ""},
		{"unknown field", edit(func(m map[string]any) { m["colour"] = "red" }), "colour"},
		{"unknown field in the board", edit(func(m map[string]any) { m["board"].(map[string]any)["tiles"] = 3 }), "tiles"},
		{"wrong version", edit(func(m map[string]any) { m["version"] = 2 }), "version"},
		{"no version", edit(func(m map[string]any) { delete(m, "version") }), "version"},
		{"version as text", edit(func(m map[string]any) { m["version"] = "1" }), "version"},
		{"no board size", edit(func(m map[string]any) { m["board"].(map[string]any)["columns"] = 0 }), "board"},
		{"no tile size", edit(func(m map[string]any) { m["board"].(map[string]any)["tile_mm"] = 0 }), "board"},
		{"no image size", edit(func(m map[string]any) { delete(m, "image_width") }), "image_width"},
		{"no camera", edit(func(m map[string]any) { delete(m, "camera") }), "camera"},
		{"camera behind", edit(func(m map[string]any) { m["camera"].(map[string]any)["t"].(map[string]any)["Z"] = -500 }), "camera"},
		{"no homography", edit(func(m map[string]any) { delete(m, "homography") }), "homography"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, "bad"+string(rune('a'+i))+".json")
			if err := os.WriteFile(path, tc.content, 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := calibration.Load(path)
			if !errors.Is(err, calibration.ErrFile) {
				t.Fatalf("Load = %v, %v; want ErrFile", c, err)
			}
			if c != nil {
				t.Errorf("a calibration returned with the error")
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name the file", err)
			}
			if tc.mention != "" && !strings.Contains(err.Error(), tc.mention) {
				t.Errorf("error %q does not mention %q", err, tc.mention)
			}
		})
	}
	// A missing file is reported as such, with its name. (Load does not wrap
	// ErrFile here: the file is not bad, it is not there.)
	missing := filepath.Join(dir, "missing.json")
	if c, err := calibration.Load(missing); !errors.Is(err, fs.ErrNotExist) || c != nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing file: %v, %v; want fs.ErrNotExist naming %s", c, err, missing)
	}
	// The good file still loads: the errors above come from the edits.
	if _, err := calibration.Load(good); err != nil {
		t.Errorf("good file: %v", err)
	}
}

// TestLoadRefusesOutOfRange: a number the camera model cannot stand for is
// refused at Load, naming the file, the line and column of the number and
// its field, not found out later as an empty board (a focal length of
// 1e308 projected every tag onto one point).
func TestLoadRefusesOutOfRange(t *testing.T) {
	dir := t.TempDir()
	lensed := filepath.Join(dir, "lensed.json")
	if err := solve(t, throughLens(views()[1]), testLens, calibration.Settings{TagHeight: 30}).Save(lensed); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(lensed)
	if err != nil {
		t.Fatal(err)
	}
	// set writes the JSON number v at the path of keys and indices into the
	// good file, indented as Save does, so that the line is known.
	set := func(v string, path ...any) []byte {
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		var at any = m
		for i, k := range path {
			last := i == len(path)-1
			switch k := k.(type) {
			case string:
				if last {
					at.(map[string]any)[k] = json.RawMessage(v)
				} else {
					at = at.(map[string]any)[k]
				}
			case int:
				if last {
					at.([]any)[k] = json.RawMessage(v)
				} else {
					at = at.([]any)[k]
				}
			}
		}
		out, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	tests := []struct {
		name    string
		content []byte
		field   string // named in the message
		value   string // found at the line and column given
	}{
		{"focal length 1e308", set("1e308", "camera", "f"), "camera.f", "1e308"},
		{"focal length a pixel", set("1", "camera", "f"), "camera.f", "1"},
		{"focal length past float64", set("1e999", "camera", "f"), "camera.f", ""},
		{"principal point off the picture", set("-4000", "camera", "cx"), "camera.cx", "-4000"},
		{"rotation scaled", set("1e200", "camera", "r", 4), "camera.r", ""},
		{"camera 10 km away", set("1e7", "camera", "t", "Z"), "camera.t", ""},
		{"image 1e9 wide", set("1000000000", "image_width"), "image_width", "1000000000"},
		{"tile 1e308 mm", set("1e308", "board", "tile_mm"), "board.tile_mm", "1e308"},
		{"a million columns", set("1000000", "board", "columns"), "board.columns", "1000000"},
		{"marker size 0", set("0", "board", "markers", "size_mm"), "board.markers.size_mm", "0"},
		{"homography 1e308", set("1e308", "homography", 2), "homography", ""},
		{"homography flat", set("[0,0,0,0,0,0,0,0,1]", "homography"), "homography", ""},
		{"marker seen at 1e300", set("1e300", "markers", 1, "X"), "markers[1]", ""},
		{"rms negative", set("-1", "rms_px"), "rms_px", "-1"},
		{"tag height 1e308", set("1e308", "tag_height_mm"), "tag_height_mm", "1e308"},
		{"tag height below the board", set("-30", "tag_height_mm"), "tag_height_mm", "-30"},
		{"lens focal length 1e308", set("1e308", "lens", "fx"), "lens.fx", "1e308"},
		{"lens distortion 1e300", set("1e300", "lens", "k1"), "lens.k1", "1e300"},
		{"lens principal point off its picture", set("1e6", "lens", "cy"), "lens.cy", "1e6"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, fmt.Sprintf("range%d.json", i))
			if err := os.WriteFile(path, tc.content, 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := calibration.Load(path)
			if !errors.Is(err, calibration.ErrFile) || c != nil {
				t.Fatalf("Load = %v, %v; want ErrFile", c, err)
			}
			msg := err.Error()
			if !strings.Contains(msg, ": "+tc.field+": ") {
				t.Errorf("error %q does not name the field %s", msg, tc.field)
			}
			// Positioned: path:line:col, at the number itself when it is
			// one number.
			at := regexp.MustCompile(regexp.QuoteMeta(path) + `:(\d+):(\d+): `).FindStringSubmatch(msg)
			if at == nil {
				t.Fatalf("error %q has no path:line:col", msg)
			}
			if tc.value != "" {
				line, _ := strconv.Atoi(at[1])
				col, _ := strconv.Atoi(at[2])
				lines := strings.Split(string(tc.content), "\n")
				if line < 1 || line > len(lines) || col < 1 || !strings.HasPrefix(lines[line-1][col-1:], tc.value) {
					t.Errorf("error %q: line %d col %d is not at %s", msg, line, col, tc.value)
				}
			}
		})
	}
	if _, err := calibration.Load(lensed); err != nil {
		t.Errorf("the good file: %v", err)
	}
}
