package tiles_test

import (
	"errors"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

func moveTo(who string, at tiles.Pos, cell string) tiles.Input {
	return tiles.Input{Do: "move", Character: who, At: &at, To: cell}
}

// A figurine moved by hand onto another tile is a walk across the tiles
// laid: the shortest one, around the walls, onto a tile turned E.
func TestMoveToACellOfAnotherTile(t *testing.T) {
	set := mustSet(t, camp("", "J2", "J3", "J4"), tileText("Tower", "realm Marches"))
	su := start(set, 1, "Aldo@H3")
	e := tiles.East
	su.Start = append(su.Start, tiles.StartTile{At: tiles.Pos{X: 1}, Tile: "Tower", Facing: &e})
	s, _ := newWorld(t, su)
	// Tower turned E: its A10 lies at the north-west corner of place 1,0,
	// beside Camp's J1.
	next, evs := apply(t, s, moveTo("Aldo", tiles.Pos{X: 1}, "A10"))
	if got := next.Characters[0]; got.At != (tiles.Pos{X: 1}) || got.Cell.String() != "A10" {
		t.Fatalf("Aldo at %v %v", got.At, got.Cell)
	}
	// H3 → H1 → I1 → J1 → (1,0) A10: 5 steps, round the wall J2..J4.
	steps := find(evs, tiles.KindStep)
	if len(steps) != 5 || steps[4].To.At != (tiles.Pos{X: 1}) {
		t.Fatalf("steps %v", kinds(evs))
	}
	// Back on the same tile, by place and cell: the same as a cell of its tile.
	back, _ := apply(t, next, moveTo("Aldo", tiles.Pos{}, "H3"))
	if got := back.Characters[0]; got.At != (tiles.Pos{}) || got.Cell.String() != "H3" {
		t.Fatalf("back at %v %v", got.At, got.Cell)
	}
}

// A move to a cell no walk reaches is refused, naming the cell in the way
// when the goal lies straight ahead; a wall, a place without a tile, a
// taken cell are named too.
func TestMoveToRefused(t *testing.T) {
	set := mustSet(t, camp("", "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10", "G5"), tileText("Tower", "realm Marches"))
	s, _ := newWorld(t, start(set, 1, "Aldo@C5", "Béa@H7"))
	for _, c := range []struct {
		in   tiles.Input
		want string
	}{
		{moveTo("Aldo", tiles.Pos{}, "H5"), "Aldo cannot go E from D5 at 0,0: E5 of Camp is not walkable"},
		{moveTo("Aldo", tiles.Pos{}, "H8"), "Aldo cannot reach H8 at 0,0: no walkable way across the tiles laid"},
		{moveTo("Aldo", tiles.Pos{}, "G5"), "G5 of Camp is not walkable"},
		{moveTo("Aldo", tiles.Pos{}, "H7"), "Béa stands on H7 at 0,0"},
		{moveTo("Aldo", tiles.Pos{X: 3}, "A1"), "no tile at 3,0"},
		{moveTo("Aldo", tiles.Pos{}, "C5"), "Aldo is already on C5"},
	} {
		next, evs, err := tiles.Apply(s, c.in)
		if !errors.Is(err, tiles.ErrInput) || next != s || evs != nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want %q", tiles.InputText(c.in), err, c.want)
		}
	}
}
