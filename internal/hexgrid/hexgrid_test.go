package hexgrid

import (
	"math"
	"testing"
)

func TestDirTurn(t *testing.T) {
	cases := []struct {
		d    Dir
		k    int
		want Dir
	}{
		{North, 1, NorthEast}, {North, -1, NorthWest}, {NorthWest, 1, North}, {SouthEast, 2, SouthWest},
		{South, -2, NorthEast}, {North, 6, North}, {North, -7, NorthWest}, {SouthWest, 3, NorthEast},
	}
	for _, c := range cases {
		if got := c.d.Turn(c.k); got != c.want {
			t.Errorf("%v.Turn(%d) = %v, want %v", c.d, c.k, got, c.want)
		}
	}
	for _, d := range Dirs {
		if d.Opposite().Opposite() != d || d.Opposite() == d {
			t.Errorf("%v: opposite %v", d, d.Opposite())
		}
		if v, o := d.Vector(), d.Opposite().Vector(); v.Add(o) != (Hex{}) {
			t.Errorf("%v and its opposite do not cancel: %v %v", d, v, o)
		}
	}
}

// On the board, from column 2 row 2 (a low column): north is [2,1], north-east
// is [3,2] (odd column 3 sits half a hex higher), south-east [3,3], south
// [2,3], south-west [1,3], north-west [1,2]. From an odd column [3,2]:
// north-east is [4,1], south-east [4,2].
func TestNeighboursOffset(t *testing.T) {
	want := map[Offset][6]Offset{
		{2, 2}: {{2, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}},
		{3, 2}: {{3, 1}, {4, 1}, {4, 2}, {3, 3}, {2, 2}, {2, 1}},
	}
	for from, ns := range want {
		for i, d := range Dirs {
			if got := from.Hex().Neighbour(d).Offset(); got != ns[i] {
				t.Errorf("%v direction %d: %v, want %v", from, d, got, ns[i])
			}
		}
	}
}

func TestOffsetRoundTrip(t *testing.T) {
	for c := -5; c <= 12; c++ {
		for r := -5; r <= 12; r++ {
			o := Offset{c, r}
			if got := o.Hex().Offset(); got != o {
				t.Fatalf("%v → %v → %v", o, o.Hex(), got)
			}
		}
	}
	if (Offset{1, 1}).Hex() != (Hex{}) {
		t.Errorf("[1,1] is %v, want (0,0)", Offset{1, 1}.Hex())
	}
}

func TestDistanceAndLine(t *testing.T) {
	a := Offset{2, 2}.Hex()
	cases := []struct {
		to   Offset
		want int
	}{{Offset{2, 2}, 0}, {Offset{2, 5}, 3}, {Offset{3, 2}, 1}, {Offset{4, 1}, 2}, {Offset{5, 4}, 3}, {Offset{1, 1}, 2}, {Offset{1, 2}, 1}, {Offset{6, 2}, 4}}
	for _, c := range cases {
		if got := Distance(a, c.to.Hex()); got != c.want {
			t.Errorf("distance [2,2]–%v = %d, want %d", c.to, got, c.want)
		}
	}
	line := Line(a, SouthEast, 3)
	want := []Offset{{3, 3}, {4, 3}, {5, 4}}
	for i, h := range line {
		if h.Offset() != want[i] {
			t.Errorf("line SE step %d: %v, want %v", i+1, h.Offset(), want[i])
		}
	}
	d, n, ok := DirectionTo(a, Offset{5, 4}.Hex())
	if !ok || d != SouthEast || n != 3 {
		t.Errorf("DirectionTo [5,4] = %v %d %v, want SE 3 true", d, n, ok)
	}
	if _, _, ok := DirectionTo(a, Offset{4, 4}.Hex()); ok {
		t.Errorf("[4,4] is not on a line from [2,2]")
	}
}

func TestRing(t *testing.T) {
	c := Hex{3, -1}
	for n := 1; n <= 4; n++ {
		ring := Ring(c, n)
		if len(ring) != 6*n {
			t.Fatalf("ring %d has %d hexes", n, len(ring))
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(c, h) != n || seen[h] {
				t.Fatalf("ring %d: %v at distance %d (dup %v)", n, h, Distance(c, h), seen[h])
			}
			seen[h] = true
			if next := ring[(i+1)%len(ring)]; Distance(h, next) != 1 {
				t.Fatalf("ring %d: %v and %v are not neighbours", n, h, next)
			}
		}
		if ring[0] != c.Step(North, n) || ring[1] != c.Step(North, n).Neighbour(SouthEast) {
			t.Errorf("ring %d does not start north, clockwise: %v %v", n, ring[0], ring[1])
		}
	}
}

// A 60 mm hex has radius 60/√3 = 34.64 mm. Column 2 is 1.5 radii east and half
// a hex (30 mm) lower than column 1.
func TestLayoutCentre(t *testing.T) {
	l := Layout{Across: 60}
	near := func(p Point, x, y float64) bool { return math.Abs(p.X-x) < 1e-9 && math.Abs(p.Y-y) < 1e-9 }
	r := 60 / math.Sqrt(3)
	if p := l.Centre(Offset{1, 1}.Hex()); !near(p, 0, 0) {
		t.Errorf("[1,1] at %v", p)
	}
	if p := l.Centre(Offset{2, 1}.Hex()); !near(p, 1.5*r, 30) {
		t.Errorf("[2,1] at %v, want %v,30", p, 1.5*r)
	}
	if p := l.Centre(Offset{3, 2}.Hex()); !near(p, 3*r, 60) {
		t.Errorf("[3,2] at %v, want %v,60", p, 3*r)
	}
	// Neighbours are Across apart, in their direction.
	h := Offset{4, 4}.Hex()
	for _, d := range Dirs {
		a, b := l.Centre(h), l.Centre(h.Neighbour(d))
		u := d.Unit()
		if !near(Point{b.X - a.X, b.Y - a.Y}, 60*u.X, 60*u.Y) {
			t.Errorf("direction %v: neighbour at %v from %v, want along %v", d, b, a, u)
		}
	}
}

func TestHexAt(t *testing.T) {
	l := Layout{Across: 50, Origin: Point{12, 7}}
	for _, h := range Rect(6, 5) {
		c := l.Centre(h)
		if got := l.HexAt(c); got != h {
			t.Errorf("centre of %v reads as %v", h, got)
		}
		// Points well inside the hex (0.8 of the inner radius) read as the hex.
		for _, d := range Dirs {
			u := d.Unit()
			p := Point{c.X + u.X*20, c.Y + u.Y*20}
			if got := l.HexAt(p); got != h {
				t.Errorf("%v: point towards %v reads as %v", h, d, got)
			}
			// Beyond the side, the neighbour.
			p = Point{c.X + u.X*30.5, c.Y + u.Y*30.5}
			if got := l.HexAt(p); got != h.Neighbour(d) {
				t.Errorf("%v: point past side %v reads as %v", h, d, got)
			}
		}
	}
}

// A board of 3 columns and 2 rows, 60 mm hexes: 3·1.5 + 0.5 = 5 radii wide,
// 2.5 hexes tall (the low column adds half a hex).
func TestFitLayout(t *testing.T) {
	l, w, h := FitLayout(60, Rect(3, 2))
	r := 60 / math.Sqrt(3)
	if math.Abs(w-5*r) > 1e-9 || math.Abs(h-150) > 1e-9 {
		t.Errorf("bounds %v x %v, want %v x 150", w, h, 5*r)
	}
	if c := l.Centre(Hex{}); math.Abs(c.X-r) > 1e-9 || math.Abs(c.Y-30) > 1e-9 {
		t.Errorf("[1,1] centre at %v, want %v,30", c, r)
	}
	_, w, h = FitLayout(60, Rect(1, 1))
	if math.Abs(w-2*r) > 1e-9 || math.Abs(h-60) > 1e-9 {
		t.Errorf("one hex %v x %v", w, h)
	}
}

func TestDirAt(t *testing.T) {
	deg := math.Pi / 180
	cases := []struct {
		a    float64
		want Dir
	}{{0, North}, {25 * deg, North}, {35 * deg, NorthEast}, {60 * deg, NorthEast}, {180 * deg, South},
		{-10 * deg, North}, {-40 * deg, NorthWest}, {330 * deg, NorthWest}, {359 * deg, North}, {725 * deg, North}}
	for _, c := range cases {
		if got, _ := DirAt(c.a); got != c.want {
			t.Errorf("DirAt(%.0f°) = %v, want %v", c.a/deg, got, c.want)
		}
	}
	for _, d := range Dirs {
		if got, off := DirAt(d.Angle()); got != d || off > 1e-9 {
			t.Errorf("DirAt(%v.Angle()) = %v off %v", d, got, off)
		}
	}
}

func TestCorners(t *testing.T) {
	l := Layout{Across: 40}
	cs := l.Corners(Hex{})
	// The flat top: corners 4 and 5 (from east, clockwise) share y = -20.
	if math.Abs(cs[4].Y+20) > 1e-9 || math.Abs(cs[5].Y+20) > 1e-9 {
		t.Errorf("top corners %v %v, want y = -20", cs[4], cs[5])
	}
	for i := range cs {
		a, b := cs[i], cs[(i+1)%6]
		if s := math.Hypot(a.X-b.X, a.Y-b.Y); math.Abs(s-l.Radius()) > 1e-9 {
			t.Errorf("side %d is %v, want %v", i, s, l.Radius())
		}
	}
}
