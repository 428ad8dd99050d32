package tiles

import (
	"fmt"
	"strconv"
	"strings"

	"mecanoid/engine/internal/sentinel"
)

// Side is the number of cells along a tile's edge.
const Side = 10

// Dir is a direction, and a tile's orientation: where its diamond points.
// Orientation numbers are 1..4 for N, E, S, W, clockwise.
type Dir uint8

const (
	North Dir = iota
	East
	South
	West
)

var dirNames = [4]string{"N", "E", "S", "W"}

func (d Dir) String() string {
	if d < 4 {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", uint8(d))
}

// Number is the orientation's number in the rules: 1 N, 2 E, 3 S, 4 W.
func (d Dir) Number() int { return int(d) + 1 }

// Opposite is the direction turned half a turn.
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// Turn is d turned k quarters clockwise (k may be negative).
func (d Dir) Turn(k int) Dir { return Dir(((int(d)+k)%4 + 4) % 4) }

// ParseDir reads N, E, S, W (also O for ouest, the full English or French
// word, or the orientation number 1..4), in any case.
func ParseDir(s string) (Dir, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "n", "north", "nord", "1":
		return North, true
	case "e", "east", "est", "2":
		return East, true
	case "s", "south", "sud", "3":
		return South, true
	case "w", "o", "west", "ouest", "4":
		return West, true
	}
	return 0, false
}

// Cell is a cell of a tile in the tile's own notation: Col 1..10 is A..J,
// Row 1..10, A1 at the top left of the tile as printed.
type Cell struct{ Col, Row int }

// Label is J10, the cell that carries the tile's name, realm and diamond.
var Label = Cell{10, 10}

func (c Cell) String() string {
	if !c.Valid() {
		return fmt.Sprintf("?%d,%d", c.Col, c.Row)
	}
	return string(rune('A'+c.Col-1)) + strconv.Itoa(c.Row)
}

// Valid tells whether c is on a tile.
func (c Cell) Valid() bool { return c.Col >= 1 && c.Col <= Side && c.Row >= 1 && c.Row <= Side }

func (c Cell) index() int { return (c.Row-1)*Side + c.Col - 1 }

// ParseCell reads "C7" (or "c7"). An error wraps ErrSyntax; its Reason is
// what to say to the player.
func ParseCell(s string) (Cell, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return Cell{}, sentinel.Errorf(ErrSyntax, "cell %q: write a column A..J and a row 1..10, like C7", s)
	}
	col := int(strings.ToUpper(s[:1])[0]) - 'A' + 1
	row, err := strconv.Atoi(s[1:])
	c := Cell{col, row}
	if err != nil || !c.Valid() || s[1] == '+' || s[1] == '-' {
		return Cell{}, sentinel.Errorf(ErrSyntax, "cell %q: write a column A..J and a row 1..10, like C7", s)
	}
	return c, nil
}

// Pos is a place of the world, one tile wide: x grows to the east, y to the
// south. The first tile lies at 0,0.
type Pos struct{ X, Y int }

func (p Pos) String() string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// Next is the neighbouring place in direction d.
func (p Pos) Next(d Dir) Pos {
	switch d {
	case North:
		return Pos{p.X, p.Y - 1}
	case East:
		return Pos{p.X + 1, p.Y}
	case South:
		return Pos{p.X, p.Y + 1}
	}
	return Pos{p.X - 1, p.Y}
}

// MaxCoord bounds the coordinates of a place, to keep worlds printable.
const MaxCoord = 1000

// ParsePos reads "x,y" (spaces allowed, negative numbers too). An error
// wraps ErrSyntax; its Reason is what to say to the player.
func ParsePos(s string) (Pos, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(strings.TrimSpace(xs))
	y, err2 := strconv.Atoi(strings.TrimSpace(ys))
	if !ok || err1 != nil || err2 != nil {
		return Pos{}, sentinel.Errorf(ErrSyntax, "place %q: write x,y like 1,-2 (x to the east, y to the south; the first tile is at 0,0)", s)
	}
	p := Pos{x, y}
	if !p.valid() {
		return Pos{}, sentinel.Errorf(ErrSyntax, "place %q: coordinates are -%d..%d", s, MaxCoord, MaxCoord)
	}
	return p, nil
}

func (p Pos) valid() bool { return abs(p.X) <= MaxCoord && abs(p.Y) <= MaxCoord }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// toWorld is where the local cell c of a tile turned to facing lies within the
// tile's square on the table: 0-based offsets from its north-west corner.
// Facing N is the tile as printed; each quarter turn clockwise maps the
// offset (x, y) to (9-y, x).
func toWorld(c Cell, facing Dir) (x, y int) {
	x, y = c.Col-1, c.Row-1
	for i := 0; i < int(facing); i++ {
		x, y = Side-1-y, x
	}
	return x, y
}

// fromWorld is the inverse of toWorld.
func fromWorld(x, y int, facing Dir) Cell {
	for i := 0; i < int(facing); i++ {
		x, y = y, Side-1-x
	}
	return Cell{x + 1, y + 1}
}

// WorldDir is the direction on the table of the side s of a tile (in the
// tile's own frame, N being the top as printed) turned to facing.
func WorldDir(s, facing Dir) Dir { return s.Turn(int(facing)) }

// LocalDir is the tile's own side that faces world direction w.
func LocalDir(w, facing Dir) Dir { return w.Turn(-int(facing)) }

// OnTable is where cell c of a tile turned to facing lies on the table:
// 0-based offsets from the north-west corner of its place.
func OnTable(c Cell, facing Dir) (x, y int) { return toWorld(c, facing) }
