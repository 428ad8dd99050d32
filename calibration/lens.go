package calibration

import (
	"math"
	"time"
)

// Lens is a camera's intrinsics and lens distortion, in OpenCV's model
// (pinhole fx, fy, cx, cy; radial k1, k2, k3; tangential p1, p2), for images
// of Width x Height pixels. The zero Lens means "not calibrated": the scanner
// then assumes an ideal lens with the field of view of its settings.
type Lens struct {
	Width  int     `json:"width"`
	Height int     `json:"height"`
	FX     float64 `json:"fx"`
	FY     float64 `json:"fy"`
	CX     float64 `json:"cx"`
	CY     float64 `json:"cy"`
	K1     float64 `json:"k1"`
	K2     float64 `json:"k2"`
	P1     float64 `json:"p1"`
	P2     float64 `json:"p2"`
	K3     float64 `json:"k3"`
	RMS    float64 `json:"rms,omitempty"` // reprojection error of the calibration, pixels
	// Measured is when the lens was measured (calibrate lens): doctor
	// says how old it is.
	Measured time.Time `json:"measured,omitzero"`
}

// Calibrated tells whether the lens holds measured intrinsics.
func (l Lens) Calibrated() bool { return l.FX > 0 && l.FY > 0 }

// normalise takes a pixel to the lens's normalised image plane (x/z, y/z).
func (l Lens) normalise(p Point) Point {
	return Point{(p.X - l.CX) / l.FX, (p.Y - l.CY) / l.FY}
}

// pixel takes a point of the normalised image plane to a pixel.
func (l Lens) pixel(n Point) Point {
	return Point{n.X*l.FX + l.CX, n.Y*l.FY + l.CY}
}

// distortNormalised applies the radial and tangential distortion to a point
// of the normalised image plane.
func (l Lens) distortNormalised(n Point) Point {
	x, y := n.X, n.Y
	r2 := x*x + y*y
	radial := 1 + r2*(l.K1+r2*(l.K2+r2*l.K3))
	return Point{
		x*radial + 2*l.P1*x*y + l.P2*(r2+2*x*x),
		y*radial + l.P1*(r2+2*y*y) + 2*l.P2*x*y,
	}
}

// Distort maps an ideal pixel (where a pinhole camera with the lens's
// intrinsics would see a point) to the pixel where this lens shows it, as
// OpenCV's projectPoints does. An uncalibrated lens changes nothing.
func (l Lens) Distort(p Point) Point {
	if !l.Calibrated() {
		return p
	}
	return l.pixel(l.distortNormalised(l.normalise(p)))
}

// Undistort is the inverse of Distort: it maps a pixel of the picture to the
// ideal pixel, like OpenCV's undistortPoints with P = K. Like OpenCV it starts
// from the fixed-point iteration x = (x_d - tangential) / radial, then polishes
// the result with Newton steps, so it is exact to far below a pixel even in
// the corners of a strongly distorted picture. An uncalibrated lens changes
// nothing.
func (l Lens) Undistort(p Point) Point {
	if !l.Calibrated() {
		return p
	}
	d := l.normalise(p)
	n := d
	// OpenCV's iteration: cheap and good near the centre.
	for i := 0; i < 5; i++ {
		x, y := n.X, n.Y
		r2 := x*x + y*y
		radial := 1 + r2*(l.K1+r2*(l.K2+r2*l.K3))
		if radial <= 0 {
			break
		}
		dx := 2*l.P1*x*y + l.P2*(r2+2*x*x)
		dy := l.P1*(r2+2*y*y) + 2*l.P2*x*y
		next := Point{(d.X - dx) / radial, (d.Y - dy) / radial}
		if math.IsNaN(next.X) || math.IsNaN(next.Y) {
			break
		}
		n = next
	}
	// Newton on f(n) = distort(n) - d, with the analytic Jacobian.
	best, bestErr := n, l.distortNormalised(n).Sub(d).Len()
	for i := 0; i < 20 && bestErr > 1e-13; i++ {
		x, y := n.X, n.Y
		r2 := x*x + y*y
		radial := 1 + r2*(l.K1+r2*(l.K2+r2*l.K3))
		dRadial := l.K1 + r2*(2*l.K2+3*l.K3*r2) // d(radial)/d(r2)
		f := l.distortNormalised(n).Sub(d)
		// Partial derivatives of the distorted x (a) and y (b).
		ax := radial + 2*x*x*dRadial + 2*l.P1*y + 6*l.P2*x
		ay := 2*x*y*dRadial + 2*l.P1*x + 2*l.P2*y
		bx := 2*x*y*dRadial + 2*l.P1*x + 2*l.P2*y
		by := radial + 2*y*y*dRadial + 6*l.P1*y + 2*l.P2*x
		det := ax*by - ay*bx
		if det == 0 || math.IsNaN(det) {
			break
		}
		n = Point{x - (by*f.X-ay*f.Y)/det, y - (ax*f.Y-bx*f.X)/det}
		if e := l.distortNormalised(n).Sub(d).Len(); e < bestErr {
			best, bestErr = n, e
		} else {
			break // diverging: outside the region where the lens model is invertible
		}
	}
	return l.pixel(best)
}

// Scaled is the same lens for pictures of w x h pixels: the camera set to
// another resolution of the same sensor area (1640x1232 → 820x616, say). The
// focal lengths and principal point scale with the picture (OpenCV's pixel
// centres at integer coordinates: c' = (c + 0.5)·s - 0.5); the distortion
// coefficients, which act on the normalised image plane, do not change. A
// resolution of another aspect ratio is usually a crop of the sensor, which
// this does not model: each axis is simply scaled on its own. A lens without a
// size, or an uncalibrated one, only takes the new size.
func (l Lens) Scaled(w, h int) Lens {
	if !l.Calibrated() || l.Width <= 0 || l.Height <= 0 || w <= 0 || h <= 0 {
		l.Width, l.Height = w, h
		return l
	}
	sx, sy := float64(w)/float64(l.Width), float64(h)/float64(l.Height)
	l.FX *= sx
	l.FY *= sy
	l.CX = (l.CX+0.5)*sx - 0.5
	l.CY = (l.CY+0.5)*sy - 0.5
	l.RMS *= math.Sqrt(sx * sy)
	l.Width, l.Height = w, h
	return l
}
