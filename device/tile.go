package device

import "fmt"

// Kind is the kind of tile a light belongs to, written as in a map file
// and in the referee's updates ("laser", "press").
type Kind string

// The tiles that have a light.
const (
	Laser Kind = "laser" // the cell a laser is mounted in; blinks when the beam fires
	Press Kind = "press" // blinks at the end of the turn, when presses strike
)

// Valid tells whether k is a kind of tile that has a light.
func (k Kind) Valid() bool { return k == Laser || k == Press }

// A Cell is where a tile lies, as a map file writes it: "[6,2]", X and Y
// counting from 1. Which cells a board has, and which of them hold a
// laser or a press, is the game's (game/dr2d).
type Cell struct{ X, Y int }

func (c Cell) String() string { return fmt.Sprintf("[%d,%d]", c.X, c.Y) }

// A Tile is a tile with a light. One cell may hold two (a laser mounted on a
// press); a cell with two lasers has one light.
type Tile struct {
	Kind Kind
	Cell Cell
}

// String is the tile as written in a map file: "laser [6,2]".
func (t Tile) String() string { return string(t.Kind) + " " + t.Cell.String() }

// A Light asks a tile's LED to blink Blink times (fewer than 1: once).
type Light struct {
	Kind  Kind
	Cell  Cell
	Blink int
}

// Tile is the tile whose LED the light blinks.
func (l Light) Tile() Tile { return Tile{l.Kind, l.Cell} }
