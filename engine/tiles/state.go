package tiles

import (
	"fmt"
	"strings"

	"mecanoid/internal/poserr"
)

// Placed is a tile laid on the table.
type Placed struct {
	At     Pos
	Tile   int // index in Set.Tiles
	Copy   int // 1..Copies: which print of a generic tile
	Facing Dir // where its diamond points
}

// Character stands on a cell of the tile at At, named in that tile's own
// notation: what players read on the table, and what they note down when
// the game is interrupted.
type Character struct {
	Name string
	At   Pos
	Cell Cell
}

// Plan is what a character's plan says of a place: which tile, and maybe
// which way (Oriented).
type Plan struct {
	Character string
	At        Pos
	Tile      string
	Facing    Dir
	Oriented  bool
}

func (p Plan) describe() string { return p.said().String() }

// said is the plan as a message: "Béa's plan: Colline diamond N".
func (p Plan) said() poserr.Msg {
	if p.Oriented {
		return poserr.M("%s's plan: %s diamond %s", p.Character, p.Tile, dirMsg(p.Facing))
	}
	return poserr.M("%s's plan: %s", p.Character, p.Tile)
}

// Hiatus is a place two plans disagree on, waiting for the players to
// settle it (Input "hiatus").
type Hiatus struct {
	At    Pos
	Plans []Plan
}

// State is a world between two inputs.
type State struct {
	Set        *Set
	Dice       Dice
	Rand       Rand
	Step       int      // inputs applied since the setup
	Tiles      []Placed // in the order they were placed
	Holes      []Pos    // places left empty for want of tiles: unexplorable
	Hiatus     []Hiatus // places waiting for a Hiatus to be settled
	Characters []Character
	Plans      []Plan
}

// Clone copies the state; the Set is shared (it is replaced, never changed).
func (s *State) Clone() *State {
	n := *s
	n.Tiles = append([]Placed(nil), s.Tiles...)
	n.Holes = append([]Pos(nil), s.Holes...)
	n.Hiatus = append([]Hiatus(nil), s.Hiatus...)
	n.Characters = append([]Character(nil), s.Characters...)
	n.Plans = append([]Plan(nil), s.Plans...)
	return &n
}

// TileAt is the tile placed at p.
func (s *State) TileAt(p Pos) (Placed, bool) {
	for _, t := range s.Tiles {
		if t.At == p {
			return t, true
		}
	}
	return Placed{}, false
}

// Hole tells whether p was left empty for want of tiles.
func (s *State) Hole(p Pos) bool {
	for _, h := range s.Holes {
		if h == p {
			return true
		}
	}
	return false
}

// HiatusAt is the index of the Hiatus waiting at p, or -1.
func (s *State) HiatusAt(p Pos) int {
	for i, h := range s.Hiatus {
		if h.At == p {
			return i
		}
	}
	return -1
}

// Open tells whether p is still to be filled: no tile, no hole, no Hiatus.
func (s *State) Open(p Pos) bool {
	_, placed := s.TileAt(p)
	return !placed && !s.Hole(p) && s.HiatusAt(p) < 0
}

// Character finds a character by name (exactly, else ignoring case).
func (s *State) Character(name string) (int, bool) {
	for i, c := range s.Characters {
		if c.Name == name {
			return i, true
		}
	}
	for i, c := range s.Characters {
		if strings.EqualFold(c.Name, name) {
			return i, true
		}
	}
	return -1, false
}

// CharacterAt is the character on cell c of the tile at p.
func (s *State) CharacterAt(p Pos, c Cell) (int, bool) {
	for i, ch := range s.Characters {
		if ch.At == p && ch.Cell == c {
			return i, true
		}
	}
	return -1, false
}

// Copy is one print of a tile in the pile.
type Copy struct {
	Tile int // index in Set.Tiles
	Copy int // 1-based
}

// Pile is the tiles not yet placed, in the set's order, each print once:
// a draw's die roll n takes the n-th.
func (s *State) Pile() []Copy {
	used := map[Copy]bool{}
	for _, t := range s.Tiles {
		used[Copy{t.Tile, t.Copy}] = true
	}
	var pile []Copy
	for i, t := range s.Set.Tiles {
		for c := 1; c <= t.Copies; c++ {
			if !used[Copy{i, c}] {
				pile = append(pile, Copy{i, c})
			}
		}
	}
	return pile
}

// available is the first print of the tile named name still in the pile.
func (s *State) available(name string) (Copy, poserr.Msg) {
	i, ok := s.Set.Find(name)
	if !ok {
		return Copy{}, poserr.M("no tile of that name in the game")
	}
	for _, c := range s.Pile() {
		if c.Tile == i {
			return c, poserr.Msg{}
		}
	}
	var at []string
	for _, t := range s.Tiles {
		if t.Tile == i {
			at = append(at, t.At.String())
		}
	}
	if s.Set.Tiles[i].Unique {
		return Copy{}, poserr.M("it is unique and already placed at %s", strings.Join(at, " "))
	}
	return Copy{}, poserr.M("its %d print(s) are all placed (at %s)", s.Set.Tiles[i].Copies, strings.Join(at, " "))
}

// Name is the placed tile's name, with its print number for a generic tile
// printed more than once ("Forêt #2").
func (s *State) Name(p Placed) string {
	t := s.Set.Tiles[p.Tile]
	if t.Copies > 1 {
		return fmt.Sprintf("%s #%d", t.Name, p.Copy)
	}
	return t.Name
}

// Where is the character's cell and place.
func (c Character) Where() Where { return Where{c.At, c.Cell} }
