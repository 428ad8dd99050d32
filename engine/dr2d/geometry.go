package dr2d

import "fmt"

// Dir is a compass facing or a direction of travel on the board.
type Dir uint8

// The four directions, clockwise from north.
const (
	North Dir = iota
	East
	South
	West
)

var dirNames = [4]string{"N", "E", "S", "W"}

func (d Dir) String() string {
	if d > West {
		return fmt.Sprintf("Dir(%d)", uint8(d))
	}
	return dirNames[d]
}

// ParseDir reads "N", "E", "S" or "W".
func ParseDir(s string) (Dir, bool) {
	for i, n := range dirNames {
		if s == n {
			return Dir(i), true
		}
	}
	return 0, false
}

// Turn is a number of quarter turns: positive clockwise, negative counter-clockwise.
func (d Dir) Turn(quarters int) Dir {
	return Dir(((int(d)+quarters)%4 + 4) % 4)
}

// Opposite is the direction half a turn away.
func (d Dir) Opposite() Dir { return d.Turn(2) }

// delta is the step of one cell in direction d; Y grows southwards.
func (d Dir) delta() (dx, dy int) {
	switch d {
	case North:
		return 0, -1
	case East:
		return 1, 0
	case South:
		return 0, 1
	default:
		return -1, 0
	}
}

// Cell is a board cell [X,Y], 1-based, X west→east, Y north→south.
type Cell struct{ X, Y int }

func (c Cell) String() string { return fmt.Sprintf("[%d,%d]", c.X, c.Y) }

// Next is the cell one step from c in direction d (possibly off the board).
func (c Cell) Next(d Dir) Cell {
	dx, dy := d.delta()
	return Cell{c.X + dx, c.Y + dy}
}

// Sub is the direction from c to its neighbour n (n must be a neighbour).
func (n Cell) Sub(c Cell) Dir {
	for d := North; d <= West; d++ {
		if c.Next(d) == n {
			return d
		}
	}
	return North
}

// Sense is the sense of a rotating tile: clockwise (+1) or counter-clockwise (-1).
type Sense int8

const (
	Clockwise        Sense = 1
	CounterClockwise Sense = -1
)

func (s Sense) String() string {
	if s < 0 {
		return "-"
	}
	return "+"
}
