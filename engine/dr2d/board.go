package dr2d

import "fmt"

// TileKind is what a tile does to a robot standing on it.
type TileKind uint8

// The tile kinds of DR2D. A laser is not a tile kind: it is mounted on a wall
// and belongs to the board, like walls and laws (see Laser).
const (
	Neutral          TileKind = iota
	Conveyor                  // moves a robot one cell in Dir, every move
	RotatingConveyor          // as Conveyor, then turns the robot a quarter in Sense
	Pusher                    // pushes a robot one cell in Dir on even moves
	Pothole                   // a robot entering it loses its next moves
	Actuator                  // a robot stepping on it switches the board layout
	Repair                    // +Amount PC at the end of the turn
	Turntable                 // turns a robot a quarter in Sense at the end of the turn
	Press                     // -2 PC at the end of the turn
)

var tileKindNames = [...]string{"neutral", "conveyor", "rotating conveyor", "pusher", "pothole",
	"actuator", "repair", "turntable", "press"}

func (k TileKind) String() string {
	if int(k) < len(tileKindNames) {
		return tileKindNames[k]
	}
	return fmt.Sprintf("TileKind(%d)", uint8(k))
}

// Tile is one cell of a board layout.
type Tile struct {
	Kind   TileKind
	Dir    Dir   // Conveyor, RotatingConveyor, Pusher
	Sense  Sense // RotatingConveyor, Turntable
	Amount int   // Repair: 1 or 2
}

// Symbol is the tile as written in a board file (see docs/board-format.md).
func (t Tile) Symbol() string {
	arrow := string("^>v<"[t.Dir])
	switch t.Kind {
	case Conveyor:
		return arrow
	case RotatingConveyor:
		return arrow + t.Sense.String()
	case Pusher:
		return "P" + arrow
	case Pothole:
		return "O"
	case Actuator:
		return "A"
	case Repair:
		return fmt.Sprintf("R%d", t.Amount)
	case Turntable:
		return "T" + t.Sense.String()
	case Press:
		return "X"
	}
	return "."
}

// Describe names the tile for people: "conveyor E", "turntable +".
func (t Tile) Describe() string {
	switch t.Kind {
	case Conveyor, Pusher:
		return fmt.Sprintf("%s %s", t.Kind, t.Dir)
	case RotatingConveyor:
		return fmt.Sprintf("%s %s%s", t.Kind, t.Dir, t.Sense)
	case Turntable:
		return fmt.Sprintf("%s %s", t.Kind, t.Sense)
	case Repair:
		if t.Amount == 2 {
			return "double repair"
		}
		return "repair"
	}
	return t.Kind.String()
}

// Laser is a welding laser mounted on the wall at the back of Cell; its beam
// starts in Cell and travels in Dir.
type Laser struct {
	Cell Cell
	Dir  Dir
}

// Law is one of the three laws of robotics, numbered 1..3.
type Law int

// NumLaws is how many laws a robot must download.
const NumLaws = 3

// Board is the fixed part of a DR2D game: size, layouts of tiles, walls,
// lasers and the laws' default cells. A Board is never changed once parsed;
// the current layout lives in State.
type Board struct {
	Name          string
	Width, Height int
	Layouts       [][]Tile // Layouts[l][index]
	Lasers        []Laser
	Laws          [NumLaws]Cell // zero Cell: not placed by the board file
	walls         []uint8       // per cell index, bit d: a wall on edge d
}

// NewBoard makes an empty board of neutral tiles with one layout.
func NewBoard(name string, width, height int) *Board {
	b := &Board{Name: name, Width: width, Height: height, walls: make([]uint8, width*height)}
	b.Layouts = [][]Tile{make([]Tile, width*height)}
	return b
}

// In tells whether c is on the board.
func (b *Board) In(c Cell) bool { return c.X >= 1 && c.Y >= 1 && c.X <= b.Width && c.Y <= b.Height }

// Index is the listing number of c: (Y-1)*Width + (X-1).
func (b *Board) Index(c Cell) int { return (c.Y-1)*b.Width + c.X - 1 }

// CellOf is the cell with listing number i.
func (b *Board) CellOf(i int) Cell { return Cell{i%b.Width + 1, i/b.Width + 1} }

// Tile is the tile at c in layout l.
func (b *Board) Tile(l int, c Cell) Tile { return b.Layouts[l][b.Index(c)] }

// Wall tells whether a wall stands on edge d of cell c. The board edge is a wall.
func (b *Board) Wall(c Cell, d Dir) bool {
	if !b.In(c.Next(d)) {
		return true
	}
	return b.walls[b.Index(c)]&(1<<d) != 0
}

// SetWall puts a wall on edge d of c (and on the matching edge of the neighbour).
func (b *Board) SetWall(c Cell, d Dir) {
	b.walls[b.Index(c)] |= 1 << d
	if n := c.Next(d); b.In(n) {
		b.walls[b.Index(n)] |= 1 << d.Opposite()
	}
}

// LaserAt reports the lasers mounted in c.
func (b *Board) LaserAt(c Cell) []Laser {
	var ls []Laser
	for _, l := range b.Lasers {
		if l.Cell == c {
			ls = append(ls, l)
		}
	}
	return ls
}

// Neutral tells whether c holds a neutral tile in every layout and no laser:
// only there may a law be placed.
func (b *Board) Neutral(c Cell) bool {
	for l := range b.Layouts {
		if b.Tile(l, c).Kind != Neutral {
			return false
		}
	}
	return len(b.LaserAt(c)) == 0
}

// lawAt is the law whose default cell is c, or 0.
func (b *Board) lawAt(c Cell) Law {
	for i, at := range b.Laws {
		if at == c {
			return Law(i + 1)
		}
	}
	return 0
}
