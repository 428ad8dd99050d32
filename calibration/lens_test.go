package calibration

import (
	"math"
	"testing"
)

// piCam is a realistic wide-ish lens: strong barrel distortion, a little
// decentring.
var piCam = Lens{Width: 1280, Height: 960, FX: 1010, FY: 1005, CX: 643.5, CY: 478.2,
	K1: -0.3, K2: 0.1, P1: 0.001, P2: -0.0005, K3: -0.01}

func TestLensRoundTrip(t *testing.T) {
	for _, l := range []Lens{
		piCam,
		{Width: 1280, Height: 960, FX: 900, FY: 900, CX: 640, CY: 480, K1: 0.15, K2: -0.05},
		{Width: 640, Height: 480, FX: 500, FY: 510, CX: 320, CY: 240, K1: -0.35, K2: 0.12, K3: -0.02, P1: -0.002, P2: 0.002},
	} {
		worst := 0.0
		for y := 0.0; y <= float64(l.Height); y += float64(l.Height) / 24 {
			for x := 0.0; x <= float64(l.Width); x += float64(l.Width) / 32 {
				p := Point{x, y}
				d := l.Distort(p)
				back := l.Undistort(d)
				worst = math.Max(worst, back.Sub(p).Len())
				// And the other way: a picture pixel undistorted, then distorted.
				again := l.Distort(l.Undistort(p))
				worst = math.Max(worst, again.Sub(p).Len())
			}
		}
		if worst > 1e-6 {
			t.Errorf("%+v: round trip off by %.3g px", l, worst)
		}
	}
}

func TestLensDistortKnownValue(t *testing.T) {
	// One point worked out by hand: normalised (0.5, -0.25), r² = 0.3125.
	l := Lens{FX: 1000, FY: 1000, CX: 600, CY: 400, K1: -0.3, K2: 0.1, K3: 0.02, P1: 0.01, P2: -0.02}
	x, y, r2 := 0.5, -0.25, 0.3125
	radial := 1 + -0.3*r2 + 0.1*r2*r2 + 0.02*r2*r2*r2
	xd := x*radial + 2*0.01*x*y + -0.02*(r2+2*x*x)
	yd := y*radial + 0.01*(r2+2*y*y) + 2*-0.02*x*y
	want := Point{1000*xd + 600, 1000*yd + 400}
	if got := l.Distort(Point{1100, 150}); got.Sub(want).Len() > 1e-9 {
		t.Fatalf("Distort = %v, want %v", got, want)
	}
	// Barrel distortion pulls the corners in.
	c := Point{0, 0}
	if d := piCam.Distort(c); d.Sub(Point{piCam.CX, piCam.CY}).Len() >= c.Sub(Point{piCam.CX, piCam.CY}).Len() {
		t.Fatalf("barrel lens pushed the corner out: %v", d)
	}
}

func TestLensIdentity(t *testing.T) {
	ideal := Lens{Width: 1280, Height: 960, FX: 1000, FY: 1000, CX: 640, CY: 480}
	for _, l := range []Lens{ideal, {}} {
		for _, p := range []Point{{0, 0}, {640, 480}, {1279, 959}, {-50, 2000}, {123.4, 567.8}} {
			if got := l.Distort(p); got.Sub(p).Len() > 1e-9 {
				t.Errorf("%+v Distort(%v) = %v", l, p, got)
			}
			if got := l.Undistort(p); got.Sub(p).Len() > 1e-9 {
				t.Errorf("%+v Undistort(%v) = %v", l, p, got)
			}
		}
	}
}

func TestLensScaled(t *testing.T) {
	half := piCam.Scaled(640, 480)
	if half.Width != 640 || half.Height != 480 || math.Abs(half.FX-505) > 1e-9 || math.Abs(half.FY-502.5) > 1e-9 {
		t.Fatalf("Scaled(640, 480) = %+v", half)
	}
	if half.K1 != piCam.K1 || half.K2 != piCam.K2 || half.P1 != piCam.P1 || half.P2 != piCam.P2 || half.K3 != piCam.K3 {
		t.Fatalf("Scaled changed the distortion: %+v", half)
	}
	// The same point of the scene, seen at both resolutions: pixel areas
	// scale about the picture's outer edge (-0.5 .. W-0.5).
	toHalf := func(p Point) Point { return Point{(p.X+0.5)/2 - 0.5, (p.Y+0.5)/2 - 0.5} }
	for _, p := range []Point{{0, 0}, {100, 900}, {640, 480}, {1279, 959}} {
		if got, want := half.Distort(toHalf(p)), toHalf(piCam.Distort(p)); got.Sub(want).Len() > 1e-9 {
			t.Errorf("Distort at half size %v, want %v", got, want)
		}
	}
	if back := half.Scaled(1280, 960); math.Abs(back.CX-piCam.CX) > 1e-9 || math.Abs(back.FY-piCam.FY) > 1e-9 {
		t.Errorf("Scaled there and back: %+v", back)
	}
	if z := (Lens{}).Scaled(640, 480); z.Calibrated() || z.Width != 640 {
		t.Errorf("uncalibrated Scaled = %+v", z)
	}
}
