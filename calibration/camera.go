package calibration

import (
	"errors"
	"math"
)

// Vec is a point or direction in space: board millimetres, x east, y south,
// z down into the table (so a tag h mm above the board is at z = -h).
type Vec struct{ X, Y, Z float64 }

func (a Vec) add(b Vec) Vec       { return Vec{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a Vec) scale(k float64) Vec { return Vec{a.X * k, a.Y * k, a.Z * k} }
func (a Vec) dot(b Vec) float64   { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a Vec) norm() float64       { return math.Sqrt(a.dot(a)) }
func (a Vec) cross(b Vec) Vec {
	return Vec{a.Y*b.Z - a.Z*b.Y, a.Z*b.X - a.X*b.Z, a.X*b.Y - a.Y*b.X}
}

// Camera is an ideal pinhole camera looking at the board: focal length and
// principal point in pixels, and the pose taking board coordinates to camera
// coordinates (camera x right, y down, z forward): c = R·b + T. Lens
// distortion is handled apart (Lens), on image points.
type Camera struct {
	F      float64    `json:"f"`
	CX     float64    `json:"cx"`
	CY     float64    `json:"cy"`
	R      [9]float64 `json:"r"` // row-major rotation
	T      Vec        `json:"t"`
	Width  int        `json:"width"`
	Height int        `json:"height"`
}

// ErrBehind: the board is not in front of the camera.
var ErrBehind = errors.New("calibration: board behind the camera")

// DefaultFOV is the horizontal field of view assumed for an uncalibrated
// camera whose board view shows too little perspective to measure it: the
// Raspberry Pi Camera Module 3 (66°); most webcams are within 10° of it.
const DefaultFOV = 66.0

// FocalFromFOV is the focal length in pixels of an image w pixels wide
// seen with a horizontal field of view of fov degrees.
func FocalFromFOV(w int, fov float64) float64 {
	return float64(w) / 2 / math.Tan(fov*math.Pi/360)
}

func (c Camera) col(i int) Vec { return Vec{c.R[i], c.R[3+i], c.R[6+i]} }

// ToCamera maps a board point into camera coordinates.
func (c Camera) ToCamera(b Vec) Vec {
	return Vec{
		c.R[0]*b.X + c.R[1]*b.Y + c.R[2]*b.Z + c.T.X,
		c.R[3]*b.X + c.R[4]*b.Y + c.R[5]*b.Z + c.T.Y,
		c.R[6]*b.X + c.R[7]*b.Y + c.R[8]*b.Z + c.T.Z,
	}
}

// Project maps a board point to an (undistorted) image point.
func (c Camera) Project(b Vec) Point {
	p := c.ToCamera(b)
	return Point{c.F*p.X/p.Z + c.CX, c.F*p.Y/p.Z + c.CY}
}

// Plane is the homography taking board (x, y) at height h millimetres above
// the board to the image: K [r1 r2 t - h r3].
func (c Camera) Plane(h float64) Homography {
	r1, r2, r3 := c.col(0), c.col(1), c.col(2)
	t := c.T.add(r3.scale(-h))
	m := Homography{r1.X, r2.X, t.X, r1.Y, r2.Y, t.Y, r1.Z, r2.Z, t.Z}
	k := Homography{c.F, 0, c.CX, 0, c.F, c.CY, 0, 0, 1}
	return k.Mul(m)
}

// Centre is the camera's position in board coordinates.
func (c Camera) Centre() Vec {
	// -Rᵀ T
	return Vec{
		-(c.R[0]*c.T.X + c.R[3]*c.T.Y + c.R[6]*c.T.Z),
		-(c.R[1]*c.T.X + c.R[4]*c.T.Y + c.R[7]*c.T.Z),
		-(c.R[2]*c.T.X + c.R[5]*c.T.Y + c.R[8]*c.T.Z),
	}
}

// Tilt is the angle in degrees between the camera's axis and the vertical.
func (c Camera) Tilt() float64 {
	// The camera's z axis in board coordinates is the third row of R; the
	// board's "down" is +z.
	return math.Acos(math.Max(-1, math.Min(1, c.R[8]))) * 180 / math.Pi
}

// LookAt places a camera at eye (board coordinates; above the board means
// negative z) looking at target, with image "up" as close to board north as
// the view allows, then turned by roll degrees about its axis.
func LookAt(eye, target Vec, roll, f float64, w, h int) Camera {
	z := target.add(eye.scale(-1))
	z = z.scale(1 / z.norm())
	north := Vec{0, -1, 0}
	// Image y points down the picture: away from north.
	x := z.cross(north.scale(-1)).scale(-1)
	if x.norm() < 1e-9 {
		x = Vec{1, 0, 0}
	}
	x = x.scale(1 / x.norm())
	y := z.cross(x)
	if roll != 0 {
		a := roll * math.Pi / 180
		ca, sa := math.Cos(a), math.Sin(a)
		x, y = x.scale(ca).add(y.scale(sa)), y.scale(ca).add(x.scale(-sa))
	}
	c := Camera{F: f, CX: float64(w) / 2, CY: float64(h) / 2, Width: w, Height: h,
		R: [9]float64{x.X, x.Y, x.Z, y.X, y.Y, y.Z, z.X, z.Y, z.Z}}
	c.T = Vec{-x.dot(eye), -y.dot(eye), -z.dot(eye)}
	return c
}

// PoseFromHomography recovers the camera from the homography taking the
// board plane (mm) to undistorted image pixels, given the focal length and
// principal point.
func PoseFromHomography(h Homography, f, cx, cy float64, w, hgt int) (Camera, error) {
	kinv := Homography{1 / f, 0, -cx / f, 0, 1 / f, -cy / f, 0, 0, 1}
	b := kinv.Mul(h)
	b1 := Vec{b[0], b[3], b[6]}
	b2 := Vec{b[1], b[4], b[7]}
	b3 := Vec{b[2], b[5], b[8]}
	n1, n2 := b1.norm(), b2.norm()
	if n1 == 0 || n2 == 0 {
		return Camera{}, ErrDegenerate
	}
	lambda := 2 / (n1 + n2)
	if b3.Z < 0 {
		lambda = -lambda // the board must lie in front (z > 0)
	}
	r1, r2, t := b1.scale(lambda), b2.scale(lambda), b3.scale(lambda)
	// Make r1, r2 orthonormal, splitting the error evenly between them.
	r1n, r2n := r1.scale(1/r1.norm()), r2.scale(1/r2.norm())
	bis := r1n.add(r2n)
	bis = bis.scale(1 / bis.norm())
	d := r1n.add(r2n.scale(-1)) // unit vectors: their difference is ⟂ their sum
	d = d.scale(1 / d.norm())
	s := math.Sqrt2 / 2
	r1 = bis.add(d).scale(s)
	r2 = bis.add(d.scale(-1)).scale(s)
	r3 := r1.cross(r2)
	c := Camera{F: f, CX: cx, CY: cy, Width: w, Height: hgt, T: t,
		R: [9]float64{r1.X, r2.X, r3.X, r1.Y, r2.Y, r3.Y, r1.Z, r2.Z, r3.Z}}
	if c.T.Z <= 0 {
		return Camera{}, ErrBehind
	}
	return c, nil
}

// EstimateFocal measures the focal length, in pixels, from the board
// homography alone, assuming square pixels and the principal point at
// (cx, cy) (Zhang's constraints on one view). It needs a view with some
// perspective: ok is false when the board is seen too squarely to tell, or
// the answer is outside a plausible range of lenses (20° to 140°).
func EstimateFocal(h Homography, cx, cy float64, w int) (f float64, ok bool) {
	t := Homography{1, 0, -cx, 0, 1, -cy, 0, 0, 1}
	g := t.Mul(h)
	a := Vec{g[0], g[3], g[6]}
	b := Vec{g[1], g[4], g[7]}
	// With ω = diag(u, u, 1), u = 1/f²:
	//   h1ᵀωh2 = 0           →  u (a1b1 + a2b2) + a3b3 = 0
	//   h1ᵀωh1 = h2ᵀωh2      →  u (a1²+a2²-b1²-b2²) + a3²-b3² = 0
	A1, B1 := a.X*b.X+a.Y*b.Y, a.Z*b.Z
	A2, B2 := a.X*a.X+a.Y*a.Y-b.X*b.X-b.Y*b.Y, a.Z*a.Z-b.Z*b.Z
	den := A1*A1 + A2*A2
	if den == 0 {
		return 0, false
	}
	u := -(A1*B1 + A2*B2) / den
	if u <= 0 {
		return 0, false
	}
	f = 1 / math.Sqrt(u)
	lo, hi := FocalFromFOV(w, 140), FocalFromFOV(w, 20)
	if f < lo || f > hi {
		return 0, false
	}
	// Below about 10° of tilt the perspective terms are too small to trust.
	c, err := PoseFromHomography(h, f, cx, cy, w, 0)
	if err != nil || c.Tilt() < 10 {
		return 0, false
	}
	return f, true
}
