package netzwerk

import (
	"encoding/json"
	"fmt"

	"mecanoid/internal/poserr"
)

// Board sizes: a board is Width x Height square fields; its energy fields are
// the (Width+1) x (Height+1) corners of the squares.
const (
	DefaultSize = 6
	MinWidth    = 2
	MinHeight   = 3 // the two battery rows must differ
	MaxSize     = 12

	maxSquares   = MaxSize * MaxSize
	maxCorners   = (MaxSize + 1) * (MaxSize + 1)
	maxRobots    = 2 * MaxSize
	maxBatteries = 2 * (MaxSize + 1)
)

// Player is 1 or 2. Player 1 starts on the south row (Y = Height) and moves
// north; player 2 starts on the north row (Y = 1) and moves south.
type Player int8

const (
	NoPlayer Player = 0
	Player1  Player = 1
	Player2  Player = 2
)

// Other is the opponent.
func (p Player) Other() Player { return 3 - p }

func (p Player) String() string { return p.msg().String() }

// msg is p as a message, said in the reader's language.
func (p Player) msg() poserr.Msg {
	switch p {
	case Player1, Player2:
		return poserr.M("player %d", int(p))
	}
	return poserr.M("nobody")
}

// Square is a square field [X,Y]: X 1..Width west to east, Y 1..Height north
// to south. Robots stand on squares.
type Square struct{ X, Y int }

// Corner is an energy field [X,Y]: X 0..Width, Y 0..Height. Corner [X,Y] is
// the south-east corner of square [X,Y], so square [X,Y] touches corners
// [X-1,Y-1], [X,Y-1], [X-1,Y] and [X,Y]. Batteries stand on corners.
type Corner struct{ X, Y int }

func (s Square) String() string { return fmt.Sprintf("[%d,%d]", s.X, s.Y) }
func (c Corner) String() string { return fmt.Sprintf("[%d,%d]", c.X, c.Y) }

// MarshalJSON writes [X,Y].
func (s Square) MarshalJSON() ([]byte, error) { return []byte(s.String()), nil }

// MarshalJSON writes [X,Y].
func (c Corner) MarshalJSON() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalJSON reads [X,Y].
func (s *Square) UnmarshalJSON(b []byte) error {
	x, y, err := readXY(b, "a square")
	s.X, s.Y = x, y
	return err
}

// UnmarshalJSON reads [X,Y].
func (c *Corner) UnmarshalJSON(b []byte) error {
	x, y, err := readXY(b, "a corner")
	c.X, c.Y = x, y
	return err
}

func readXY(b []byte, what string) (int, int, error) {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return 0, 0, fmt.Errorf("%s is written [X,Y], found %s", what, b)
	}
	return xy[0], xy[1], nil
}

// Dir is a direction on the board.
type Dir int8

const (
	North Dir = iota
	East
	South
	West
)

var dirNames = [4]string{"north", "east", "south", "west"}

func (d Dir) String() string {
	if d >= 0 && d < 4 {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", int8(d))
}

// Delta is the step of d: X east, Y south.
func (d Dir) Delta() (dx, dy int) {
	return [4]int{0, 1, 0, -1}[d], [4]int{-1, 0, 1, 0}[d]
}

// Forward is the direction toward the opponent's start row.
func Forward(p Player) Dir {
	if p == Player1 {
		return North
	}
	return South
}

// Next is the square one step in d.
func (s Square) Next(d Dir) Square { dx, dy := d.Delta(); return Square{s.X + dx, s.Y + dy} }

// Next is the corner one step in d along a line.
func (c Corner) Next(d Dir) Corner { dx, dy := d.Delta(); return Corner{c.X + dx, c.Y + dy} }

// Corners are the four corners of a square: NW, NE, SW, SE.
func (s Square) Corners() [4]Corner {
	return [4]Corner{{s.X - 1, s.Y - 1}, {s.X, s.Y - 1}, {s.X - 1, s.Y}, {s.X, s.Y}}
}

// Squares are the up to four squares touching a corner (some may be off
// the board): NW, NE, SW, SE of it.
func (c Corner) Squares() [4]Square {
	return [4]Square{{c.X, c.Y}, {c.X + 1, c.Y}, {c.X, c.Y + 1}, {c.X + 1, c.Y + 1}}
}

// Config is what is fixed for a whole game: the board size and the variants.
type Config struct {
	Width, Height int
	Options       Options
}

// Options are the two variants of the rules; both are off by default.
type Options struct {
	// MustCapture: while a player can capture, his next action must be a capture.
	MustCapture bool `json:"must_capture,omitempty"`
	// SharedUnusable: a battery both players control gives no energy.
	SharedUnusable bool `json:"shared_batteries_unusable,omitempty"`
}

// DefaultConfig is the 6x6 board with no variant.
var DefaultConfig = Config{Width: DefaultSize, Height: DefaultSize}

// Check tells whether the size can be played.
func (c Config) Check() error {
	if c.Width < MinWidth || c.Width > MaxSize || c.Height < MinHeight || c.Height > MaxSize {
		return setupErr(SetupError{Field: "width"}, "board %dx%d: width is %d..%d and height %d..%d squares",
			c.Width, c.Height, MinWidth, MaxSize, MinHeight, MaxSize)
	}
	return nil
}

// RobotsPerPlayer is the number of robots each player starts with: one per
// square of his start row. Robots 1..n are player 1's, n+1..2n player 2's.
func (c Config) RobotsPerPlayer() int { return c.Width }

// Batteries is the number of batteries: one per corner of the row in front
// of each player's robots. Batteries are neutral; their IDs only tell them apart.
func (c Config) Batteries() int { return 2 * (c.Width + 1) }

// Owner is the player of robot id, or NoPlayer when there is no such robot.
func (c Config) Owner(id int) Player {
	n := c.RobotsPerPlayer()
	switch {
	case id >= 1 && id <= n:
		return Player1
	case id > n && id <= 2*n:
		return Player2
	}
	return NoPlayer
}

// InSquare tells whether s is on the board.
func (c Config) InSquare(s Square) bool {
	return s.X >= 1 && s.X <= c.Width && s.Y >= 1 && s.Y <= c.Height
}

// InCorner tells whether k is an energy field of the board.
func (c Config) InCorner(k Corner) bool {
	return k.X >= 0 && k.X <= c.Width && k.Y >= 0 && k.Y <= c.Height
}

// StartRow is the row player p's robots start on; the opponent's is p's far row.
func (c Config) StartRow(p Player) int {
	if p == Player1 {
		return c.Height
	}
	return 1
}

// FarRow is the row player p must reach: the opponent's start row.
func (c Config) FarRow(p Player) int { return c.StartRow(p.Other()) }

func (c Config) sqIndex(s Square) int { return (s.Y-1)*c.Width + s.X - 1 }
func (c Config) sqAt(i int) Square    { return Square{i%c.Width + 1, i/c.Width + 1} }
func (c Config) coIndex(k Corner) int { return k.Y*(c.Width+1) + k.X }
func (c Config) coAt(i int) Corner    { return Corner{i % (c.Width + 1), i / (c.Width + 1)} }
