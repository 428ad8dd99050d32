package device

import (
	"sort"

	"mecanoid/engine/dr2d"
)

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

// A Tile is a tile with a light. One cell may hold two (a laser mounted on a
// press); a cell with two lasers has one light.
type Tile struct {
	Kind Kind
	Cell dr2d.Cell
}

// String is the tile as written in a map file: "laser [6,2]".
func (t Tile) String() string { return string(t.Kind) + " " + t.Cell.String() }

// A Light asks a tile's LED to blink Blink times (fewer than 1: once).
// It mirrors the referee's Light.
type Light struct {
	Kind  Kind
	Cell  dr2d.Cell
	Blink int
}

// Tile is the tile whose LED the light blinks.
func (l Light) Tile() Tile { return Tile{l.Kind, l.Cell} }

// BoardTiles lists the tiles of b that may have a light: the cells lasers
// are mounted in, and the cells that are a press in some layout; by cell in
// listing order, lasers first within a cell.
func BoardTiles(b *dr2d.Board) []Tile {
	seen := map[Tile]bool{}
	var ts []Tile
	add := func(t Tile) {
		if !seen[t] {
			seen[t] = true
			ts = append(ts, t)
		}
	}
	for _, l := range b.Lasers {
		add(Tile{Laser, l.Cell})
	}
	for l := range b.Layouts {
		for i := range b.Layouts[l] {
			if b.Layouts[l][i].Kind == dr2d.Press {
				add(Tile{Press, b.CellOf(i)})
			}
		}
	}
	sort.SliceStable(ts, func(i, j int) bool {
		if bi, bj := b.Index(ts[i].Cell), b.Index(ts[j].Cell); bi != bj {
			return bi < bj
		}
		return ts[i].Kind == Laser && ts[j].Kind != Laser
	})
	return ts
}
