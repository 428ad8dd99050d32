package hexprog

import (
	"encoding/json"
	"fmt"
	"strings"

	"mecanoid/internal/hexgrid"
)

// Cell is a hex as players name it: column and row, 1-based from the
// north-west hex; even columns sit half a hex lower (hexgrid.Offset). Game
// files and events write it [col,row].
type Cell struct{ Col, Row int }

func (c Cell) String() string { return fmt.Sprintf("[%d,%d]", c.Col, c.Row) }

// Hex is the cell in axial coordinates.
func (c Cell) Hex() hexgrid.Hex { return hexgrid.Offset{Col: c.Col, Row: c.Row}.Hex() }

// CellOf is the cell of an axial hex.
func CellOf(h hexgrid.Hex) Cell { o := h.Offset(); return Cell{o.Col, o.Row} }

// MarshalJSON writes a cell as [col,row].
func (c Cell) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf("[%d,%d]", c.Col, c.Row)), nil }

// UnmarshalJSON reads a cell written [col,row].
func (c *Cell) UnmarshalJSON(b []byte) error {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a hex is written [col,row], found %s", b)
	}
	c.Col, c.Row = xy[0], xy[1]
	return nil
}

// Terrain is what a hex is made of.
type Terrain uint8

const (
	// Void: no hex here (an irregular board's gap); entering it leaves the board.
	Void Terrain = iota
	// Plain: an ordinary hex, perhaps coloured as part of a camp.
	Plain
	// Lake: deadly; a robot entering it is eliminated. Blue.
	Lake
	// Lightning: a yellow hex with a lightning bolt; entering it destroys the
	// instruction being read.
	Lightning
	// Shape: a coloured square, triangle or circle; an obstacle when the
	// game's shapes_block setting is on, otherwise a plain hex.
	Shape
)

var terrainNames = [...]string{"void", "plain", "lake", "lightning", "shape"}

func (t Terrain) String() string {
	if int(t) < len(terrainNames) {
		return terrainNames[t]
	}
	return fmt.Sprintf("Terrain(%d)", uint8(t))
}

// Colour is a colour as robots see it, by its English name ("red"); "" is none.
type Colour string

// Colours known to the game, with their letter in board files and their
// French names (accepted everywhere a colour is written).
var colourTable = []struct {
	c      Colour
	letter byte
	french []string
}{
	{"red", 'r', []string{"rouge"}},
	{"blue", 'b', []string{"bleu"}},
	{"green", 'g', []string{"vert"}},
	{"yellow", 'y', []string{"jaune"}},
	{"violet", 'v', []string{"purple", "mauve"}},
	{"orange", 'o', nil},
	{"black", 'k', []string{"noir"}},
	{"white", 'w', []string{"blanc"}},
	{"pink", 'p', []string{"rose"}},
}

// ParseColour reads a colour name, English or French, in any case.
func ParseColour(s string) (Colour, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, e := range colourTable {
		if s == string(e.c) {
			return e.c, true
		}
		for _, f := range e.french {
			if s == f {
				return e.c, true
			}
		}
	}
	return "", false
}

func colourByLetter(b byte) (Colour, bool) {
	for _, e := range colourTable {
		if e.letter == b {
			return e.c, true
		}
	}
	return "", false
}

func (c Colour) letter() byte {
	for _, e := range colourTable {
		if e.c == c {
			return e.letter
		}
	}
	return '?'
}

// ColourNames lists the colours known, for messages.
func ColourNames() string {
	var ns []string
	for _, e := range colourTable {
		ns = append(ns, string(e.c))
	}
	return strings.Join(ns, ", ")
}

// ShapeKind is a coloured shape's form.
type ShapeKind string

// The shapes of the board.
const (
	Square   ShapeKind = "square"
	Triangle ShapeKind = "triangle"
	Circle   ShapeKind = "circle"
)

var shapeTable = []struct {
	s      ShapeKind
	letter byte
	other  []string
}{
	{Square, 'S', []string{"carré", "carre"}},
	{Triangle, 'T', nil},
	{Circle, 'C', []string{"cercle", "rond", "disc"}},
}

// ParseShape reads a shape name, English or French.
func ParseShape(s string) (ShapeKind, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, e := range shapeTable {
		if s == string(e.s) {
			return e.s, true
		}
		for _, o := range e.other {
			if s == o {
				return e.s, true
			}
		}
	}
	return "", false
}

// HexTile is one hex of the board.
type HexTile struct {
	Terrain Terrain
	Colour  Colour    // what robots see: a lake is blue, lightning yellow, a shape its colour, a camp hex its camp's
	Shape   ShapeKind // Shape terrain only
	Start   bool      // a black dot: robots are placed on these
}

// Camp is the camp a plain coloured hex belongs to ("" if none).
func (h HexTile) Camp() Colour {
	if h.Terrain == Plain {
		return h.Colour
	}
	return ""
}

// Describe names the hex for people: "lake", "red square", "green camp start".
func (h HexTile) Describe() string {
	switch h.Terrain {
	case Shape:
		return string(h.Colour) + " " + string(h.Shape)
	case Plain:
		s := "plain"
		if h.Colour != "" {
			s = string(h.Colour) + " camp"
		}
		if h.Start {
			s += " start"
		}
		return s
	}
	return h.Terrain.String()
}

// DefaultHexSize is the printed size of a hex, mm between opposite sides:
// room for a robot and its 30 mm tag.
const DefaultHexSize = 60.0

// MaxBoardSide bounds the columns and rows of a board.
const MaxBoardSide = 64

// Board is the fixed part of a game: a rectangle of columns x rows of hexes
// (some of them perhaps Void), flat-topped, even columns half a hex lower.
type Board struct {
	Name    string
	Cols    int
	Rows    int
	HexSize float64 // mm between opposite sides when printed; DefaultHexSize if not given
	Tiles   []HexTile
}

// NewBoard is a board of plain hexes.
func NewBoard(name string, cols, rows int) *Board {
	b := &Board{Name: name, Cols: cols, Rows: rows, HexSize: DefaultHexSize, Tiles: make([]HexTile, cols*rows)}
	for i := range b.Tiles {
		b.Tiles[i].Terrain = Plain
	}
	return b
}

// Index is c's place in Tiles, column by column within a row: (row-1)·cols + col-1.
func (b *Board) Index(c Cell) int { return (c.Row-1)*b.Cols + c.Col - 1 }

// inRect tells whether c lies in the board's rectangle.
func (b *Board) inRect(c Cell) bool {
	return c.Col >= 1 && c.Col <= b.Cols && c.Row >= 1 && c.Row <= b.Rows
}

// In tells whether c is a hex of the board.
func (b *Board) In(c Cell) bool { return b.inRect(c) && b.Tiles[b.Index(c)].Terrain != Void }

// Tile is the hex at c; Void off the board.
func (b *Board) Tile(c Cell) HexTile {
	if !b.inRect(c) {
		return HexTile{}
	}
	return b.Tiles[b.Index(c)]
}

// Set changes the hex at c, which must be in the rectangle.
func (b *Board) Set(c Cell, t HexTile) { b.Tiles[b.Index(c)] = t }

// Cells are the board's hexes, row by row, west first.
func (b *Board) Cells() []Cell {
	var cs []Cell
	for r := 1; r <= b.Rows; r++ {
		for c := 1; c <= b.Cols; c++ {
			if b.In(Cell{c, r}) {
				cs = append(cs, Cell{c, r})
			}
		}
	}
	return cs
}

// Hexes are the board's hexes in axial coordinates, for hexgrid layouts.
func (b *Board) Hexes() []hexgrid.Hex {
	var hs []hexgrid.Hex
	for _, c := range b.Cells() {
		hs = append(hs, c.Hex())
	}
	return hs
}

// Layout is the board on the plane with hexes across mm (0: the board's own
// size): the top-left corner of its bounding box at (0, 0), and the box's size.
func (b *Board) Layout(across float64) (l hexgrid.Layout, w, h float64) {
	if across <= 0 {
		across = b.HexSize
	}
	return hexgrid.FitLayout(across, b.Hexes())
}

// Starts are the start hexes for a camp: the black dots of that camp's hexes
// and those outside any camp.
func (b *Board) Starts(camp Colour) []Cell {
	var cs []Cell
	for _, c := range b.Cells() {
		t := b.Tile(c)
		if t.Start && (t.Camp() == "" || t.Camp() == camp) {
			cs = append(cs, c)
		}
	}
	return cs
}

// HasStarts tells whether the board marks start hexes at all.
func (b *Board) HasStarts() bool {
	for _, t := range b.Tiles {
		if t.Start {
			return true
		}
	}
	return false
}

// Camps are the colours of the board's camps, in order of first appearance.
func (b *Board) Camps() []Colour {
	var cs []Colour
	seen := map[Colour]bool{}
	for _, c := range b.Cells() {
		if camp := b.Tile(c).Camp(); camp != "" && !seen[camp] {
			seen[camp] = true
			cs = append(cs, camp)
		}
	}
	return cs
}

// Dir is a facing, 1..6 clockwise from north (hexgrid.Dir).
type Dir = hexgrid.Dir
