package calibration

import (
	"math"
	"testing"
)

// tableCameras are views of a 600 mm board from 700 mm or so, straight
// down and tilted, turned and not.
func tableCameras() []Camera {
	f := FocalFromFOV(1920, 66)
	return []Camera{
		LookAt(Vec{300, 300, -700}, Vec{300, 300, 0}, 0, f, 1920, 1080),
		LookAt(Vec{300, 700, -650}, Vec{300, 300, 0}, 0, f, 1920, 1080),  // tilted from the south
		LookAt(Vec{-50, 420, -600}, Vec{310, 290, 0}, 25, f, 1920, 1080), // from the west, rolled
		LookAt(Vec{700, -100, -500}, Vec{300, 300, 0}, -90, f*1.4, 4056, 3040),
	}
}

func TestLookAtKeepsNorthUp(t *testing.T) {
	c := tableCameras()[0]
	n, s := c.Project(Vec{300, 200, 0}), c.Project(Vec{300, 400, 0})
	w, e := c.Project(Vec{200, 300, 0}), c.Project(Vec{400, 300, 0})
	if !(n.Y < s.Y && w.X < e.X) {
		t.Fatalf("north %v south %v west %v east %v: the picture is not north-up", n, s, w, e)
	}
	if got := c.Project(Vec{300, 300, 0}); !near(got, Point{960, 540}, 1e-6) {
		t.Errorf("target projects to %v, want the image centre", got)
	}
	if tilt := c.Tilt(); tilt > 1e-6 {
		t.Errorf("tilt %.3f°, want 0", tilt)
	}
	if got := tableCameras()[1].Tilt(); math.Abs(got-math.Atan2(400, 650)*180/math.Pi) > 1e-6 {
		t.Errorf("tilt %.3f°", got)
	}
}

func TestPlaneMatchesProject(t *testing.T) {
	for i, c := range tableCameras() {
		for _, h := range []float64{0, 30, 55} {
			hp := c.Plane(h)
			for _, b := range []Point{{0, 0}, {600, 0}, {310, 275}, {600, 600}} {
				want := c.Project(Vec{b.X, b.Y, -h})
				if got := hp.Apply(b); !near(got, want, 1e-6) {
					t.Errorf("camera %d height %v: plane maps %v to %v, project gives %v", i, h, b, got, want)
				}
			}
		}
	}
}

// A tag 30 mm up, read as if it lay on the board, lands a quarter of a tile
// off near the edge; through the plane at its height it lands right.
func TestTagHeightParallax(t *testing.T) {
	c := tableCameras()[0]
	top := c.Project(Vec{575, 300, -30}) // robot at the east edge, tag 30 mm up
	inv0, _ := c.Plane(0).Inverse()
	inv30, _ := c.Plane(30).Inverse()
	if d := inv0.Apply(top).Sub(Point{575, 300}).Len(); d < 10 {
		t.Errorf("ignoring height misplaces the tag by only %.1f mm; the test's geometry is off", d)
	}
	if d := inv30.Apply(top).Sub(Point{575, 300}).Len(); d > 1e-6 {
		t.Errorf("the plane at the tag's height misplaces it by %.3g mm", d)
	}
}

func TestPoseFromHomography(t *testing.T) {
	for i, c := range tableCameras() {
		got, err := PoseFromHomography(c.Plane(0), c.F, c.CX, c.CY, c.Width, c.Height)
		if err != nil {
			t.Fatalf("camera %d: %v", i, err)
		}
		for k := range c.R {
			if math.Abs(got.R[k]-c.R[k]) > 1e-6 {
				t.Fatalf("camera %d: R %v, want %v", i, got.R, c.R)
			}
		}
		if got.Centre().add(c.Centre().scale(-1)).norm() > 1e-3 {
			t.Errorf("camera %d: centre %v, want %v", i, got.Centre(), c.Centre())
		}
	}
}

func TestEstimateFocal(t *testing.T) {
	for i, c := range tableCameras() {
		f, ok := EstimateFocal(c.Plane(0), c.CX, c.CY, c.Width)
		if c.Tilt() < 10 {
			if ok {
				t.Errorf("camera %d (tilt %.0f°): estimated f=%.0f from a square view", i, c.Tilt(), f)
			}
			continue
		}
		if !ok || math.Abs(f-c.F)/c.F > 1e-3 {
			t.Errorf("camera %d (tilt %.0f°): f=%.1f ok=%v, want %.1f", i, c.Tilt(), f, ok, c.F)
		}
	}
	// From corner points measured to a tenth of a pixel, f comes within 3%.
	c := tableCameras()[2]
	var src, dst []Point
	for k, b := range []Point{{-45, -45}, {645, -45}, {645, 645}, {-45, 645}} {
		p := c.Plane(0).Apply(b)
		src = append(src, b)
		dst = append(dst, Point{p.X + 0.1*float64(k%2*2-1), p.Y - 0.1*float64(k/2*2-1)})
	}
	h, err := FromPoints(src, dst)
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := EstimateFocal(h, c.CX, c.CY, c.Width); !ok || math.Abs(f-c.F)/c.F > 0.03 {
		t.Errorf("noisy corners: f=%.1f ok=%v, want %.1f within 3%%", f, ok, c.F)
	}
}
