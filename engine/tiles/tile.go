package tiles

import (
	"slices"
	"strings"

	"mecanoid/internal/poserr"
)

// Square is one cell of a tile as printed: walkable or not, and the special
// symbol drawn at its centre (0 for none).
type Square struct {
	Walkable bool
	Special  rune
}

// Special is a special cell's symbol, as the set file declares it, and what
// it is ("fontaine", "portail"...). Its effects are the game's, not the tiles'.
type Special struct {
	Symbol rune
	Name   string
}

// Need is what a tile says its neighbour on one side must be: a tile of one
// of Kinds, or the tile named Tile (which designates it).
type Need struct {
	Kinds []string
	Tile  string
}

// Accepts tells whether t may lie on that side.
func (n *Need) Accepts(t *Tile) bool {
	if n == nil {
		return true
	}
	if n.Tile != "" {
		return t.Name == n.Tile
	}
	return slices.Contains(n.Kinds, t.Kind)
}

// String is the need as the set file writes it: "kind forest hill", "tile Fort Noir".
func (n *Need) String() string { return n.said().String() }

// said is the need as a message, its English the set file's words.
func (n *Need) said() poserr.Msg {
	if n.Tile != "" {
		return poserr.M("tile %s", n.Tile)
	}
	return poserr.M("kind %s", strings.Join(n.Kinds, " "))
}

// Tile is a 10x10 tile. Squares are indexed (row-1)*10 + col-1.
type Tile struct {
	Name   string
	Realm  string // the realm encounters are drawn from
	Kind   string // forest, hill, fort... ("" if none)
	Unique bool   // a proper name: one place only
	Copies int    // prints of a generic tile (1 for a unique one)
	Notes  []string
	// Needs says, for each side of the tile as printed (N is the top),
	// what the neighbour there must be; nil for no need.
	Needs   [4]*Need
	Squares [Side * Side]Square
	Line    int // where the tile begins in its file, for messages
	File    string
}

// Square is the square at c.
func (t *Tile) Square(c Cell) Square {
	if !c.Valid() {
		return Square{}
	}
	return t.Squares[c.index()]
}

// Walkable tells whether a character may stand on c.
func (t *Tile) Walkable(c Cell) bool { return t.Square(c).Walkable }

// same tells whether two tiles are printed alike (all but the copies and
// where they were read).
func (t *Tile) same(u *Tile) bool {
	if t.Name != u.Name || t.Realm != u.Realm || t.Kind != u.Kind || t.Unique != u.Unique ||
		t.Squares != u.Squares || !slices.Equal(t.Notes, u.Notes) {
		return false
	}
	for i := range t.Needs {
		a, b := t.Needs[i], u.Needs[i]
		if (a == nil) != (b == nil) || a != nil && (a.Tile != b.Tile || !slices.Equal(a.Kinds, b.Kinds)) {
			return false
		}
	}
	return true
}

// Set is the tiles available to a game, and the special symbols they use.
type Set struct {
	Name     string
	Specials []Special
	Tiles    []*Tile
}

// Find is the index of the tile named name.
func (s *Set) Find(name string) (int, bool) {
	for i, t := range s.Tiles {
		if t.Name == name {
			return i, true
		}
	}
	return -1, false
}

// Special is the declaration of symbol r.
func (s *Set) Special(r rune) (Special, bool) {
	for _, sp := range s.Specials {
		if sp.Symbol == r {
			return sp, true
		}
	}
	return Special{}, false
}

// Count is the number of physical tiles: every print of every tile.
func (s *Set) Count() int {
	n := 0
	for _, t := range s.Tiles {
		n += t.Copies
	}
	return n
}
