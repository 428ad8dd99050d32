package hexgrid

import "fmt"

// Dir is a direction, 1..6 clockwise from north; 0 is no direction.
type Dir int

// The six directions, clockwise from north.
const (
	North     Dir = 1
	NorthEast Dir = 2
	SouthEast Dir = 3
	South     Dir = 4
	SouthWest Dir = 5
	NorthWest Dir = 6
)

// Dirs are the six directions in order.
var Dirs = [6]Dir{North, NorthEast, SouthEast, South, SouthWest, NorthWest}

var dirNames = [7]string{"?", "N", "NE", "SE", "S", "SW", "NW"}

// Valid tells whether d is one of the six directions.
func (d Dir) Valid() bool { return d >= 1 && d <= 6 }

// String is the direction's compass name: "N", "NE", ...
func (d Dir) String() string {
	if d.Valid() {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", int(d))
}

// Turn is d turned k sixths of a turn clockwise (k < 0: counter-clockwise).
func (d Dir) Turn(k int) Dir { return Dir(((int(d)-1+k)%6+6)%6 + 1) }

// Opposite is the direction half a turn away.
func (d Dir) Opposite() Dir { return d.Turn(3) }

// axial unit vectors of directions 1..6
var vectors = [7]Hex{{}, {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Vector is the axial step to the neighbour in direction d.
func (d Dir) Vector() Hex {
	if !d.Valid() {
		return Hex{}
	}
	return vectors[d]
}

// Hex is a hex in axial coordinates.
type Hex struct{ Q, R int }

func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// Add is the sum of two axial vectors.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub is h - o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Neighbour is the hex next to h in direction d.
func (h Hex) Neighbour(d Dir) Hex { return h.Add(d.Vector()) }

// Step is the hex n hexes from h in direction d (n < 0: the other way).
func (h Hex) Step(d Dir, n int) Hex {
	v := d.Vector()
	return Hex{h.Q + n*v.Q, h.R + n*v.R}
}

// Neighbours are the six hexes around h, in direction order 1..6.
func (h Hex) Neighbours() [6]Hex {
	var ns [6]Hex
	for i, d := range Dirs {
		ns[i] = h.Neighbour(d)
	}
	return ns
}

// Distance is the number of steps between two hexes.
func Distance(a, b Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

// Line is the n hexes after from in direction d, nearest first (from itself
// is not included).
func Line(from Hex, d Dir, n int) []Hex {
	hs := make([]Hex, 0, max(n, 0))
	for i := 1; i <= n; i++ {
		hs = append(hs, from.Step(d, i))
	}
	return hs
}

// DirectionTo tells whether to lies on a straight line from from, and if so
// in which direction and how far. A hex is in no direction from itself.
func DirectionTo(from, to Hex) (d Dir, n int, ok bool) {
	n = Distance(from, to)
	if n == 0 {
		return 0, 0, false
	}
	diff := to.Sub(from)
	for _, d := range Dirs {
		v := d.Vector()
		if v.Q*n == diff.Q && v.R*n == diff.R {
			return d, n, true
		}
	}
	return 0, n, false
}

// Ring is the hexes at exactly distance n from centre (n >= 1), clockwise
// from the one n hexes north.
func Ring(centre Hex, n int) []Hex {
	if n <= 0 {
		return []Hex{centre}
	}
	hs := make([]Hex, 0, 6*n)
	h := centre.Step(North, n)
	for _, d := range Dirs {
		// Walking the ring clockwise from the north corner: first towards south-east.
		side := d.Turn(2)
		for i := 0; i < n; i++ {
			hs = append(hs, h)
			h = h.Neighbour(side)
		}
	}
	return hs
}

// Offset is a hex as players name it: column and row, 1-based from the
// north-west hex of a rectangular board. Even columns sit half a hex lower.
type Offset struct{ Col, Row int }

func (o Offset) String() string { return fmt.Sprintf("[%d,%d]", o.Col, o.Row) }

// Hex is the offset hex in axial coordinates; column 1, row 1 is (0, 0).
func (o Offset) Hex() Hex {
	c, r := o.Col-1, o.Row-1
	return Hex{c, r - (c-(c&1))/2}
}

// Offset is the hex's column and row.
func (h Hex) Offset() Offset {
	return Offset{h.Q + 1, h.R + (h.Q-(h.Q&1))/2 + 1}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
