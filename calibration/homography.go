package calibration

import (
	"errors"
	"fmt"
	"math"
)

// Point is a position in a plane: pixels in an image, or millimetres on the board.
type Point struct{ X, Y float64 }

func (p Point) String() string { return fmt.Sprintf("(%.1f,%.1f)", p.X, p.Y) }

// Sub is p - q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Add is p + q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Scale is p * k.
func (p Point) Scale(k float64) Point { return Point{p.X * k, p.Y * k} }

// Len is the length of p as a vector.
func (p Point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Homography maps one plane onto another seen in perspective (row-major 3x3,
// normalised so that H[8] = 1).
type Homography [9]float64

// ErrDegenerate: the points do not determine a homography (fewer than four,
// or three of them in a line).
var ErrDegenerate = errors.New("calibration: degenerate points")

// Identity is the homography that changes nothing.
var Identity = Homography{1, 0, 0, 0, 1, 0, 0, 0, 1}

// Apply maps p.
func (h Homography) Apply(p Point) Point {
	w := h[6]*p.X + h[7]*p.Y + h[8]
	return Point{(h[0]*p.X + h[1]*p.Y + h[2]) / w, (h[3]*p.X + h[4]*p.Y + h[5]) / w}
}

// Mul is the homography that applies g, then h.
func (h Homography) Mul(g Homography) Homography {
	var m Homography
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			for k := 0; k < 3; k++ {
				m[3*r+c] += h[3*r+k] * g[3*k+c]
			}
		}
	}
	return m.normalised()
}

func (h Homography) normalised() Homography {
	if h[8] != 0 {
		for i := range h {
			h[i] /= h[8]
		}
	}
	return h
}

// Inverse maps back.
func (h Homography) Inverse() (Homography, error) {
	a, b, c, d, e, f, g, k, l := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
	det := a*(e*l-f*k) - b*(d*l-f*g) + c*(d*k-e*g)
	if math.Abs(det) < 1e-12 {
		return Homography{}, ErrDegenerate
	}
	inv := Homography{
		e*l - f*k, c*k - b*l, b*f - c*e,
		f*g - d*l, a*l - c*g, c*d - a*f,
		d*k - e*g, b*g - a*k, a*e - b*d,
	}
	for i := range inv {
		inv[i] /= det
	}
	return inv.normalised(), nil
}

// FromPoints finds the homography taking each src[i] to dst[i], by least
// squares when more than four pairs are given (the direct linear transform on
// normalised points).
func FromPoints(src, dst []Point) (Homography, error) {
	if len(src) != len(dst) || len(src) < 4 {
		return Homography{}, ErrDegenerate
	}
	ns, ts := normaliser(src)
	nd, td := normaliser(dst)
	// Solve A x = b for the 8 unknowns (h8 = 1) by the normal equations.
	var ata [8][8]float64
	var atb [8]float64
	for i := range src {
		p, q := ts.Apply(src[i]), td.Apply(dst[i])
		rows := [2][9]float64{
			{p.X, p.Y, 1, 0, 0, 0, -q.X * p.X, -q.X * p.Y, q.X},
			{0, 0, 0, p.X, p.Y, 1, -q.Y * p.X, -q.Y * p.Y, q.Y},
		}
		for _, r := range rows {
			for a := 0; a < 8; a++ {
				for b := 0; b < 8; b++ {
					ata[a][b] += r[a] * r[b]
				}
				atb[a] += r[a] * r[8]
			}
		}
	}
	x, ok := solve8(ata, atb)
	if !ok || ns == 0 || nd == 0 {
		return Homography{}, ErrDegenerate
	}
	hn := Homography{x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], 1}
	tdInv, err := td.Inverse()
	if err != nil {
		return Homography{}, ErrDegenerate
	}
	h := tdInv.Mul(hn).Mul(ts)
	for _, v := range h {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return Homography{}, ErrDegenerate
		}
	}
	return h, nil
}

// normaliser moves points to their centroid and scales them to a mean
// distance of √2, which keeps the linear system well conditioned.
func normaliser(ps []Point) (float64, Homography) {
	var c Point
	for _, p := range ps {
		c = c.Add(p)
	}
	c = c.Scale(1 / float64(len(ps)))
	var d float64
	for _, p := range ps {
		d += p.Sub(c).Len()
	}
	d /= float64(len(ps))
	if d == 0 {
		return 0, Identity
	}
	s := math.Sqrt2 / d
	return s, Homography{s, 0, -s * c.X, 0, s, -s * c.Y, 0, 0, 1}
}

// solve8 solves an 8x8 system by Gaussian elimination with partial pivoting.
func solve8(a [8][8]float64, b [8]float64) ([8]float64, bool) {
	const n = 8
	for col := 0; col < n; col++ {
		piv := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[piv][col]) {
				piv = r
			}
		}
		if math.Abs(a[piv][col]) < 1e-12 {
			return b, false
		}
		a[col], a[piv] = a[piv], a[col]
		b[col], b[piv] = b[piv], b[col]
		for r := col + 1; r < n; r++ {
			f := a[r][col] / a[col][col]
			for c := col; c < n; c++ {
				a[r][c] -= f * a[col][c]
			}
			b[r] -= f * b[col]
		}
	}
	var x [8]float64
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for c := r + 1; c < n; c++ {
			s -= a[r][c] * x[c]
		}
		x[r] = s / a[r][r]
	}
	return x, true
}
