package hexgrid

import "math"

// Point is a point of the board plane in millimetres, x east, y south.
type Point struct{ X, Y float64 }

// Layout places flat-topped hexes on the board plane.
type Layout struct {
	// Across is the distance between two opposite sides of a hex, mm (the
	// size printed hex maps are measured by). A hex is Across tall and
	// 2·Across/√3 wide, corner to corner.
	Across float64
	// Origin is where the centre of Hex{0, 0} (column 1, row 1) lies.
	Origin Point
}

var sqrt3 = math.Sqrt(3)

// Radius is the distance from a hex's centre to its corners.
func (l Layout) Radius() float64 { return l.Across / sqrt3 }

// Centre is the centre of h on the plane.
func (l Layout) Centre(h Hex) Point {
	r := l.Radius()
	return Point{l.Origin.X + 1.5*r*float64(h.Q), l.Origin.Y + sqrt3*r*(float64(h.R)+float64(h.Q)/2)}
}

// Corners are h's six corners, clockwise from the east one.
func (l Layout) Corners(h Hex) [6]Point {
	c := l.Centre(h)
	r := l.Radius()
	var ps [6]Point
	for i := range ps {
		a := float64(i) * math.Pi / 3 // 0 east, clockwise as y runs south
		ps[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return ps
}

// HexAt is the hex whose area holds p (on a shared edge, either).
func (l Layout) HexAt(p Point) Hex {
	r := l.Radius()
	x, y := p.X-l.Origin.X, p.Y-l.Origin.Y
	q := (2.0 / 3.0 * x) / r
	rr := (-1.0/3.0*x + sqrt3/3.0*y) / r
	return round(q, rr)
}

// round is the nearest hex to fractional axial coordinates (cube rounding).
func round(fq, fr float64) Hex {
	fs := -fq - fr
	q, r, s := math.Round(fq), math.Round(fr), math.Round(fs)
	dq, dr, ds := math.Abs(q-fq), math.Abs(r-fr), math.Abs(s-fs)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return Hex{int(q), int(r)}
}

// Bounds is the smallest rectangle holding every corner of hs; zero when hs is empty.
func (l Layout) Bounds(hs []Hex) (min, max Point) {
	for i, h := range hs {
		c := l.Centre(h)
		r, half := l.Radius(), l.Across/2
		lo, hi := Point{c.X - r, c.Y - half}, Point{c.X + r, c.Y + half}
		if i == 0 {
			min, max = lo, hi
			continue
		}
		min = Point{math.Min(min.X, lo.X), math.Min(min.Y, lo.Y)}
		max = Point{math.Max(max.X, hi.X), math.Max(max.Y, hi.Y)}
	}
	return min, max
}

// FitLayout is the layout of hexes across mm that puts the top-left corner
// of hs's bounding box at (0, 0); it also returns the box's width and height.
func FitLayout(across float64, hs []Hex) (l Layout, w, h float64) {
	l = Layout{Across: across}
	min, max := l.Bounds(hs)
	l.Origin = Point{-min.X, -min.Y}
	return l, max.X - min.X, max.Y - min.Y
}

// Rect is the hexes of a board of cols x rows, column by column.
func Rect(cols, rows int) []Hex {
	hs := make([]Hex, 0, max(cols*rows, 0))
	for c := 1; c <= cols; c++ {
		for r := 1; r <= rows; r++ {
			hs = append(hs, Offset{c, r}.Hex())
		}
	}
	return hs
}

// Angle is direction d in radians clockwise from north (board up).
func (d Dir) Angle() float64 { return float64(d-1) * math.Pi / 3 }

// DirAt is the direction nearest to an angle in radians clockwise from
// north (as tag.Angle measures a code's top), and how far off it was.
func DirAt(angle float64) (Dir, float64) {
	step := math.Pi / 3
	a := math.Mod(angle, 2*math.Pi)
	if a < 0 {
		a += 2 * math.Pi
	}
	k := int(math.Round(a/step)) % 6
	off := math.Abs(math.Remainder(a-float64(k)*step, 2*math.Pi))
	return Dir(k + 1), off
}

// Unit is the unit vector of direction d on the plane (y south).
func (d Dir) Unit() Point {
	a := d.Angle()
	return Point{math.Sin(a), -math.Cos(a)}
}
