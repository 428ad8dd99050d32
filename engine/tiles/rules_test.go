package tiles_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

// tileText is a tile block: every cell walkable but J10 and those in
// blocked; header lines (realm, kind, needs...) go in head.
func tileText(name, head string, blocked ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "tile %s\n%s\ngrid\n", name, head)
	for r := 1; r <= 10; r++ {
		for c := 1; c <= 10; c++ {
			cell := fmt.Sprintf("%c%d", 'A'+c-1, r)
			if cell == "J10" || slices.Contains(blocked, cell) {
				b.WriteString("#")
			} else {
				b.WriteString(".")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func mustSet(t testing.TB, blocks ...string) *tiles.Set {
	t.Helper()
	s, err := tiles.ParseSet("test.tiles", []byte(strings.Join(blocks, "\n")), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func camp(extra string, blocked ...string) string {
	return tileText("Camp", "realm Plaine\nkind camp\n"+extra, blocked...)
}

func newWorld(t testing.TB, su tiles.Setup) (*tiles.State, []tiles.Event) {
	t.Helper()
	s, evs, err := tiles.NewWorld(su)
	if err != nil {
		t.Fatal(err)
	}
	return s, evs
}

func north() *tiles.Dir { d := tiles.North; return &d }

// start puts Camp at 0,0, diamond N, and the characters on their cells.
func start(set *tiles.Set, seed uint64, chars ...string) tiles.Setup {
	su := tiles.Setup{Set: set, Seed: seed, Start: []tiles.StartTile{{Tile: "Camp", Facing: north()}}}
	for _, c := range chars {
		name, cell, _ := strings.Cut(c, "@")
		su.Characters = append(su.Characters, tiles.StartCharacter{Name: name, Cell: cell})
	}
	return su
}

func apply(t testing.TB, s *tiles.State, in tiles.Input) (*tiles.State, []tiles.Event) {
	t.Helper()
	next, evs, err := tiles.Apply(s, in)
	if err != nil {
		t.Fatalf("%s: %v", tiles.InputText(in), err)
	}
	return next, evs
}

func move(who, dir string, steps int) tiles.Input {
	return tiles.Input{Do: "move", Character: who, Dir: dir, Steps: steps}
}

func at(x, y int) *tiles.Pos { return &tiles.Pos{X: x, Y: y} }

func kinds(evs []tiles.Event) []string {
	var ks []string
	for _, e := range evs {
		ks = append(ks, string(e.Kind))
	}
	return ks
}

func find(evs []tiles.Event, k tiles.Kind) []tiles.Event {
	var out []tiles.Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func placedAt(t testing.TB, s *tiles.State, x, y int) (string, tiles.Dir) {
	t.Helper()
	p, ok := s.TileAt(tiles.Pos{X: x, Y: y})
	if !ok {
		t.Fatalf("no tile at %d,%d", x, y)
	}
	return s.Set.Tiles[p.Tile].Name, p.Facing
}

// Reaching a border cell fills the place beyond it, and only then: the
// steps inside the tile place nothing (rules: edge).
func TestEdgePlacesTheNextTile(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine\nkind field"))
	s, evs := newWorld(t, start(set, 1, "Aldo@E5"))
	if len(find(evs, tiles.KindPlaced)) != 1 {
		t.Fatalf("setup placed %v", kinds(evs))
	}
	s, evs = apply(t, s, move("Aldo", "E", 3)) // E5 → H5: not yet on the border
	if len(s.Tiles) != 1 || len(find(evs, tiles.KindEdge)) != 0 {
		t.Fatalf("inside the tile: %v", kinds(evs))
	}
	s, evs = apply(t, s, move("Aldo", "E", 1)) // I5: still not
	if len(s.Tiles) != 1 {
		t.Fatalf("I5 placed a tile: %v", kinds(evs))
	}
	s, evs = apply(t, s, move("Aldo", "E", 1)) // J5: the east border
	edge := find(evs, tiles.KindEdge)
	if len(edge) != 1 || *edge[0].At != (tiles.Pos{X: 1}) || edge[0].Rule != tiles.RuleEdge {
		t.Fatalf("edge events %+v", edge)
	}
	if name, _ := placedAt(t, s, 1, 0); name != "Field" {
		t.Fatalf("1,0 holds %s", name)
	}
	// The draw took the one tile left: a d1, and the rule is named.
	d := find(evs, tiles.KindDraw)
	if len(d) != 1 || d[0].Dice != "d1" || d[0].Rule != tiles.RuleDraw || !slices.Equal(d[0].Rolls, []int{1}) {
		t.Fatalf("draw %+v", d)
	}
}

// A corner cell is on two borders: both places beyond are filled, north
// first.
func TestCornerFillsTwoPlaces(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine\ngeneric 2"))
	s, evs := newWorld(t, start(set, 5, "Aldo@A1"))
	edges := find(evs, tiles.KindEdge)
	if len(edges) != 2 || edges[0].Dir != "N" || edges[1].Dir != "W" {
		t.Fatalf("edges %+v", edges)
	}
	placedAt(t, s, 0, -1)
	placedAt(t, s, -1, 0)
	if got := s.JSON().Pile; got != 0 {
		t.Errorf("pile %d, want 0", got)
	}
}

// Crossing onto a turned tile: the cell is named in that tile's own
// notation. Tower turned E (diamond east): its row 10 lies along its west
// side, A10 at the top. From J1 of Camp (top row) a step east lands on A10.
func TestCrossingOntoATurnedTile(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Tower", "realm Marches"))
	su := start(set, 1, "Aldo@J1")
	e := tiles.East
	su.Start = append(su.Start, tiles.StartTile{At: tiles.Pos{X: 1}, Tile: "Tower", Facing: &e})
	s, _ := newWorld(t, su)
	s, evs := apply(t, s, move("Aldo", "E", 1))
	st := find(evs, tiles.KindStep)[0]
	if st.To.At != (tiles.Pos{X: 1}) || st.To.Cell.String() != "A10" {
		t.Fatalf("stepped to %v", st.To)
	}
	// Then south along the west side: B10, C10...
	s, evs = apply(t, s, move("Aldo", "S", 2))
	if c := s.Characters[0].Cell.String(); c != "C10" {
		t.Fatalf("after 2 steps south: %s", c)
	}
	_ = evs
}

// The cell J10 of a tile turned S lies at its north-west corner: it is
// never walkable, so a character cannot step onto it.
func TestJ10IsNeverWalkable(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Tower", "realm Marches"))
	su := start(set, 1, "Aldo@J1")
	south := tiles.South
	su.Start = append(su.Start, tiles.StartTile{At: tiles.Pos{X: 1}, Tile: "Tower", Facing: &south})
	s, _ := newWorld(t, su)
	_, _, err := tiles.Apply(s, move("Aldo", "E", 1))
	if !errors.Is(err, tiles.ErrInput) || !strings.Contains(err.Error(), "J10 of Tower is not walkable") {
		t.Fatalf("err = %v", err)
	}
}

// A refused move changes nothing; a move stopped on its way keeps its
// first steps (the tiles they revealed are on the table).
func TestBlockedMoves(t *testing.T) {
	set := mustSet(t, camp("", "F5", "E7"), tileText("Field", "realm Plaine"))
	s, _ := newWorld(t, start(set, 1, "Aldo@E5", "Béa@E6"))
	for _, in := range []tiles.Input{move("Aldo", "E", 1), move("Aldo", "S", 1), move("Béa", "S", 1), move("Zed", "N", 1), move("Aldo", "Q", 1), move("Aldo", "N", 101)} {
		next, evs, err := tiles.Apply(s, in)
		if !errors.Is(err, tiles.ErrInput) || next != s || evs != nil {
			t.Errorf("%s: err %v", tiles.InputText(in), err)
		}
	}
	_, _, err := tiles.Apply(s, move("Aldo", "S", 1))
	if !strings.Contains(err.Error(), "Béa stands on E6") {
		t.Errorf("occupied cell: %v", err)
	}
	// Béa walks west 10: reaches A6 after 4 steps (the west border), and
	// the tile to the west is placed; she goes on into it.
	s2, evs := apply(t, s, move("Béa", "W", 10))
	if got := s2.Characters[1]; got.At != (tiles.Pos{X: -1}) || got.Cell.String() != "D6" && got.At.X != -1 {
		t.Logf("Béa at %v %v", got.At, got.Cell)
	}
	if len(find(evs, tiles.KindStep)) != 10 {
		t.Errorf("steps: %v", kinds(evs))
	}
}

// A move stopped after it revealed a tile is kept, with a "stopped" event.
func TestMoveStopsAtAHole(t *testing.T) {
	set := mustSet(t, camp(""))
	s, _ := newWorld(t, start(set, 1, "Aldo@G5"))
	s, evs := apply(t, s, move("Aldo", "E", 5))
	if ks := kinds(evs); !slices.Contains(ks, "hole") || ks[len(ks)-1] != "stopped" {
		t.Fatalf("events %v", ks)
	}
	if c := s.Characters[0].Cell.String(); c != "J5" {
		t.Fatalf("Aldo at %s, want J5", c)
	}
	stop := find(evs, tiles.KindStopped)[0]
	if !strings.Contains(stop.Note, "3 of 5 steps taken") || !strings.Contains(stop.Note, "cannot be explored") {
		t.Errorf("stop note %q", stop.Note)
	}
}

// When the pile is empty the place stays empty and cannot be explored;
// new tiles reopen it, and a character standing on the border beside it
// has it filled at once (rules: exhaustion, world-limits).
func TestExhaustionAndNewTiles(t *testing.T) {
	set := mustSet(t, camp(""))
	s, evs := newWorld(t, start(set, 1, "Aldo@J5"))
	hole := find(evs, tiles.KindHole)
	if len(hole) != 1 || *hole[0].At != (tiles.Pos{X: 1}) || hole[0].Rule != tiles.RuleExhaustion {
		t.Fatalf("events %v", kinds(evs))
	}
	if !s.Hole(tiles.Pos{X: 1}) {
		t.Fatal("1,0 is not a hole")
	}
	if _, _, err := tiles.Apply(s, move("Aldo", "E", 1)); !errors.Is(err, tiles.ErrInput) || !strings.Contains(err.Error(), "cannot be explored") {
		t.Fatalf("into the hole: %v", err)
	}
	if _, _, err := tiles.Apply(s, tiles.Input{Do: "reveal", At: at(1, 0)}); !errors.Is(err, tiles.ErrInput) {
		t.Fatalf("divination on a hole: %v", err)
	}
	more := strings.Split(tileText("Field", "realm Plaine"), "\n")
	s, evs = apply(t, s, tiles.Input{Do: "add", Tiles: more})
	if ks := kinds(evs); !slices.Equal(ks[:3], []string{"added", "reopened", "edge"}) {
		t.Fatalf("events %v", ks)
	}
	if name, _ := placedAt(t, s, 1, 0); name != "Field" || s.Hole(tiles.Pos{X: 1}) {
		t.Fatalf("1,0: %s", name)
	}
	// A tile of the same name is refused, unless a generic one printed alike.
	if _, _, err := tiles.Apply(s, tiles.Input{Do: "add", Tiles: more}); !errors.Is(err, tiles.ErrSetup) {
		t.Fatalf("Field twice: %v", err)
	}
}

// A drawn tile that fits in no orientation is set aside and another drawn
// (rules: needs). Swamp wants forest on all four sides: never beside Camp.
func TestSetAsideAndRedraw(t *testing.T) {
	swamp := tileText("Swamp", "realm Marais\nkind swamp\nneighbour N kind forest\nneighbour E kind forest\nneighbour S kind forest\nneighbour W kind forest")
	set := mustSet(t, camp(""), swamp, tileText("Field", "realm Plaine"))
	asides := 0
	for seed := uint64(0); seed < 40; seed++ {
		s, evs := newWorld(t, start(set, seed, "Aldo@J5"))
		if name, _ := placedAt(t, s, 1, 0); name != "Field" {
			t.Fatalf("seed %d: %s at 1,0", seed, name)
		}
		if a := find(evs, tiles.KindSetAside); len(a) > 0 {
			asides++
			if a[0].Tile != "Swamp" || a[0].Rule != tiles.RuleNeeds {
				t.Fatalf("set aside %+v", a[0])
			}
			// The second draw is among the one tile left.
			if d := find(evs, tiles.KindDraw); len(d) != 2 || d[1].Dice != "d1" {
				t.Fatalf("draws %+v", d)
			}
		}
		// Swamp goes back to the pile.
		if s.JSON().Pile != 1 {
			t.Fatalf("pile %d", s.JSON().Pile)
		}
	}
	if asides == 0 || asides == 40 {
		t.Errorf("Swamp drawn first %d times in 40 seeds", asides)
	}
	// With Swamp alone in the pile, the place stays empty.
	s, evs := newWorld(t, start(mustSet(t, camp(""), swamp), 3, "Aldo@J5"))
	if h := find(evs, tiles.KindHole); len(h) != 1 || !strings.Contains(h[0].Note, "1 set aside") || !s.Hole(tiles.Pos{X: 1}) {
		t.Fatalf("events %v", kinds(evs))
	}
}

// Needs limit the orientation; a roll that breaks one is rolled again.
// Gate wants forest on its own N, E and W sides; at 1,0 Camp lies to its
// west, so Gate's S side must face west: only the diamond pointing E does
// that (N→E, E→S, S→W, W→N). Empty places ask nothing.
func TestNeedsChooseTheOrientation(t *testing.T) {
	gate := tileText("Gate", "realm Plaine\nneighbour N kind forest\nneighbour E kind forest\nneighbour W kind forest")
	for _, dice := range []tiles.Dice{tiles.D4, tiles.D6, tiles.TwoD6} {
		rerolled := false
		for seed := uint64(0); seed < 30; seed++ {
			su := start(mustSet(t, camp(""), gate), seed, "Aldo@J5")
			su.Dice = dice
			s, evs := newWorld(t, su)
			if name, f := placedAt(t, s, 1, 0); name != "Gate" || f != tiles.East {
				t.Fatalf("%s seed %d: %s diamond %v", dice, seed, name, f)
			}
			rolls := find(evs, tiles.KindRoll)
			for i, r := range rolls {
				last := i == len(rolls)-1
				if (r.Facing == "E") != last || r.Dice != string(dice) {
					t.Fatalf("%s seed %d: rolls %+v", dice, seed, rolls)
				}
				if !last {
					rerolled = true
					if r.Rule != tiles.RuleNeeds || !strings.Contains(r.Note, "roll again") {
						t.Fatalf("reroll %+v", r)
					}
				}
			}
		}
		if !rerolled {
			t.Errorf("%s: no roll broke the need in 30 seeds", dice)
		}
	}
}

// A placed tile's need binds the tile drawn beside it too: Camp wants a
// forest to its E, so Field is set aside and Wood placed.
func TestNeedOfThePlacedTile(t *testing.T) {
	set := mustSet(t, camp("neighbour E kind forest"), tileText("Field", "realm Plaine\nkind field"), tileText("Wood", "realm Bois\nkind forest"))
	for seed := uint64(0); seed < 10; seed++ {
		s, _ := newWorld(t, start(set, seed, "Aldo@J5"))
		if name, _ := placedAt(t, s, 1, 0); name != "Wood" {
			t.Fatalf("seed %d: %s", seed, name)
		}
	}
}

// A tile that names its neighbour designates it: Camp names Tower to its
// E, and Tower is placed there without a draw (rules: designation).
func TestDesignation(t *testing.T) {
	set := mustSet(t, camp("neighbour E tile Tower"), tileText("Field", "realm Plaine\ngeneric 5"), tileText("Tower", "realm Marches"))
	s, evs := newWorld(t, start(set, 9, "Aldo@J5"))
	if name, _ := placedAt(t, s, 1, 0); name != "Tower" {
		t.Fatalf("1,0: %s", name)
	}
	if len(find(evs, tiles.KindDraw)) != 0 || find(evs, tiles.KindPlaced)[1].Rule != tiles.RuleDesignation {
		t.Fatalf("events %v", kinds(evs))
	}
	// Turned S, Camp's own E side faces west: Tower is designated for
	// -1,0, and 1,0 (beside A5, which lies on the east side) is drawn for.
	su := start(set, 9, "Aldo@A5")
	sd := tiles.South
	su.Start[0].Facing = &sd
	s, _ = newWorld(t, su)
	if name, _ := placedAt(t, s, 1, 0); name != "Field" {
		t.Fatalf("with Camp turned S, 1,0 holds %s", name)
	}
	s, _ = apply(t, s, tiles.Input{Do: "reveal", At: at(-1, 0)})
	if name, _ := placedAt(t, s, -1, 0); name != "Tower" {
		t.Fatalf("with Camp turned S, -1,0 holds %s", name)
	}
}

// A designated tile already placed cannot be placed again: the place is
// drawn for, but the designation is a need no other tile meets, so the
// place stays empty.
func TestDesignationOfAPlacedUniqueTile(t *testing.T) {
	set := mustSet(t, camp("neighbour E tile Tower\nneighbour W tile Tower"), tileText("Tower", "realm Marches"), tileText("Field", "realm Plaine"))
	s, evs := newWorld(t, start(set, 2, "Aldo@J5", "Béa@A5"))
	if name, _ := placedAt(t, s, 1, 0); name != "Tower" {
		t.Fatalf("1,0: %s", name)
	}
	u := find(evs, tiles.KindUnusable)
	if len(u) != 1 || !strings.Contains(u[0].Note, "unique and already placed at 1,0") {
		t.Fatalf("events %v", kinds(evs))
	}
	if !s.Hole(tiles.Pos{X: -1}) || len(find(evs, tiles.KindSetAside)) != 1 {
		t.Fatalf("-1,0: %v", kinds(evs))
	}
}

// A plan says which tile and which way: it is followed, no draw, no roll.
func TestPlanIsFollowed(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine\ngeneric 3"), tileText("Fort", "realm Marches"))
	s, _ := newWorld(t, start(set, 4, "Aldo@I5"))
	s, evs := apply(t, s, tiles.Input{Do: "plan", Character: "Aldo", At: at(1, 0), Tile: "Fort", Facing: "W"})
	if p := find(evs, tiles.KindPlan); len(p) != 1 || p[0].Rule != tiles.RulePlans {
		t.Fatalf("events %v", kinds(evs))
	}
	s, evs = apply(t, s, move("Aldo", "E", 1))
	if name, f := placedAt(t, s, 1, 0); name != "Fort" || f != tiles.West {
		t.Fatalf("1,0: %s %v", name, f)
	}
	if len(find(evs, tiles.KindDraw))+len(find(evs, tiles.KindRoll)) != 0 {
		t.Fatalf("events %v", kinds(evs))
	}
	if len(s.Plans) != 0 {
		t.Errorf("plans left: %+v", s.Plans)
	}
	// A plan without orientation: the orientation is rolled.
	s, _ = newWorld(t, start(set, 4, "Aldo@I5"))
	s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Aldo", At: at(1, 0), Tile: "fort"})
	_, evs = apply(t, s, move("Aldo", "E", 1))
	if ks := kinds(evs); !slices.Equal(ks[len(ks)-2:], []string{"roll", "placed"}) || slices.Contains(ks, "draw") {
		t.Fatalf("events %v", ks)
	}
}

// Plans of two characters naming different tiles make a Hiatus: the place
// waits; the winner's plan is then followed.
func TestHiatus(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine\ngeneric 3"), tileText("Fort", "realm Marches"), tileText("Ruin", "realm Marches"))
	s, _ := newWorld(t, start(set, 4, "Aldo@I5", "Béa@I6"))
	s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Aldo", At: at(1, 0), Tile: "Fort", Facing: "N"})
	s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Béa", At: at(1, 0), Tile: "Ruin"})
	before := s
	s, evs := apply(t, s, move("Aldo", "E", 1))
	h := find(evs, tiles.KindHiatus)
	if len(h) != 1 || h[0].Rule != tiles.RuleHiatus || len(s.Hiatus) != 1 || len(s.Tiles) != 1 {
		t.Fatalf("events %v", kinds(evs))
	}
	if _, _, err := tiles.Apply(s, move("Aldo", "E", 1)); !errors.Is(err, tiles.ErrInput) || !strings.Contains(err.Error(), "Hiatus") {
		t.Fatalf("crossing a Hiatus: %v", err)
	}
	if _, _, err := tiles.Apply(s, tiles.Input{Do: "hiatus", At: at(1, 0), Winner: "Zed"}); !errors.Is(err, tiles.ErrInput) {
		t.Fatalf("unknown winner: %v", err)
	}
	won, evs := apply(t, s, tiles.Input{Do: "hiatus", At: at(1, 0), Winner: "béa"})
	if name, _ := placedAt(t, won, 1, 0); name != "Ruin" || len(won.Hiatus) != 0 || len(won.Plans) != 0 {
		t.Fatalf("Béa won: %s, %v", name, kinds(evs))
	}
	won, _ = apply(t, s, tiles.Input{Do: "hiatus", At: at(1, 0), Winner: "Aldo"})
	if name, f := placedAt(t, won, 1, 0); name != "Fort" || f != tiles.North {
		t.Fatalf("Aldo won: %s %v", name, f)
	}
	// Failed with different tiles: a tile is drawn.
	failed, evs := apply(t, s, tiles.Input{Do: "hiatus", At: at(1, 0), Failed: true})
	if len(find(evs, tiles.KindDraw)) == 0 || len(failed.Tiles) != 2 {
		t.Fatalf("failed: %v", kinds(evs))
	}
	// Same tile, different orientations: failing keeps the tile and rolls
	// its orientation only.
	s, _ = apply(t, before, tiles.Input{Do: "plan", Character: "Béa", At: at(1, 0), Tile: "Fort", Facing: "S"})
	s, evs = apply(t, s, move("Aldo", "E", 1))
	if len(find(evs, tiles.KindHiatus)) != 1 {
		t.Fatalf("orientations differ: %v", kinds(evs))
	}
	s, evs = apply(t, s, tiles.Input{Do: "hiatus", At: at(1, 0), Failed: true})
	if name, _ := placedAt(t, s, 1, 0); name != "Fort" || len(find(evs, tiles.KindDraw)) != 0 || len(find(evs, tiles.KindRoll)) == 0 {
		t.Fatalf("failed on orientation: %s %v", name, kinds(evs))
	}
	// Plans that agree (one gives no orientation) make no Hiatus.
	s, _ = apply(t, before, tiles.Input{Do: "plan", Character: "Béa", At: at(1, 0), Tile: "Fort"})
	s, evs = apply(t, s, move("Aldo", "E", 1))
	if name, f := placedAt(t, s, 1, 0); name != "Fort" || f != tiles.North || len(find(evs, tiles.KindHiatus)) != 0 {
		t.Fatalf("agreeing plans: %s %v %v", name, f, kinds(evs))
	}
}

// The project's ruling (docs/rules-tiles.md#hiatus): "A Hiatus between plans
// that name the same tile never brings in another tile, even when that tile
// fits no orientation that keeps its neighbours' indications: it is laid in
// the orientation rolled, the plans win over the neighbours, and the mismatch
// is told to the players." Camp
// wants a forest to its east; the plans put Fort there, which fits no
// orientation. Failed, or won by the plan that gives no orientation, Fort
// is laid in the one orientation rolled and the event says the need it
// breaks: no tile is drawn, none set aside.
func TestHiatusOnOneTileThatFitsNowhere(t *testing.T) {
	set := mustSet(t, camp("neighbour E kind forest"), tileText("Wood", "realm Plaine\nkind forest\ngeneric 3"), tileText("Fort", "realm Marches\nkind fort"))
	for _, settle := range []tiles.Input{
		{Do: "hiatus", At: at(1, 0), Failed: true},
		{Do: "hiatus", At: at(1, 0), Winner: "Cid"},
	} {
		name := tiles.InputText(settle)
		s, _ := newWorld(t, start(set, 4, "Aldo@I5", "Béa@I6", "Cid@I7"))
		s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Aldo", At: at(1, 0), Tile: "Fort", Facing: "N"})
		s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Béa", At: at(1, 0), Tile: "Fort", Facing: "S"})
		s, _ = apply(t, s, tiles.Input{Do: "plan", Character: "Cid", At: at(1, 0), Tile: "Fort"})
		s, evs := apply(t, s, move("Aldo", "E", 1))
		if len(find(evs, tiles.KindHiatus)) != 1 {
			t.Fatalf("%s: no Hiatus: %v", name, kinds(evs))
		}
		s, evs = apply(t, s, settle)
		got, f := placedAt(t, s, 1, 0)
		if got != "Fort" {
			t.Fatalf("%s: %s laid, want Fort: %v", name, got, kinds(evs))
		}
		for _, k := range []tiles.Kind{tiles.KindDraw, tiles.KindSetAside, tiles.KindUnusable} {
			if len(find(evs, k)) != 0 {
				t.Errorf("%s: %s event: %v", name, k, kinds(evs))
			}
		}
		rolls, placed := find(evs, tiles.KindRoll), find(evs, tiles.KindPlaced)
		if len(rolls) != 1 || rolls[0].Facing != f.String() || rolls[0].Rule != tiles.RuleOrientation {
			t.Errorf("%s: rolls %+v, want one, giving %v", name, rolls, f)
		}
		if len(placed) != 1 || placed[0].Rule != tiles.RuleHiatus || !strings.Contains(placed[0].Note, "breaks a need") ||
			!strings.Contains(placed[0].Note, "Camp to the W wants kind forest beside it") {
			t.Errorf("%s: placed %+v: the mismatch is not told", name, placed)
		}
		if len(s.Hiatus) != 0 || len(s.Plans) != 0 || len(s.Holes) != 0 {
			t.Errorf("%s: left %d Hiatus, %d plans, %d holes", name, len(s.Hiatus), len(s.Plans), len(s.Holes))
		}
	}
}

// The 2d6 rule, all 36 throws: chance 4-6 is north or east, misfortune 4-6
// north or west; each orientation comes 9 times in 36.
func TestOrient2d6(t *testing.T) {
	count := map[tiles.Dir]int{}
	for c := 1; c <= 6; c++ {
		for m := 1; m <= 6; m++ {
			f := tiles.Orient2d6(c, m)
			count[f]++
			var want tiles.Dir
			switch {
			case c > 3 && m > 3:
				want = tiles.North
			case c < 4 && m < 4:
				want = tiles.South
			case c > 3:
				want = tiles.East
			default:
				want = tiles.West
			}
			if f != want {
				t.Errorf("chance %d misfortune %d: %v, want %v", c, m, f, want)
			}
		}
	}
	for f := tiles.North; f <= tiles.West; f++ {
		if count[f] != 9 {
			t.Errorf("%v comes %d times in 36", f, count[f])
		}
	}
	if tiles.Orient2d6(6, 1) != tiles.East || tiles.Orient2d6(1, 6) != tiles.West {
		t.Error("the text: chance high, misfortune low is east; the reverse west")
	}
	for n, want := range []tiles.Dir{tiles.North, tiles.East, tiles.South, tiles.West} {
		if got := tiles.OrientD4(n + 1); got != want || got.Number() != n+1 {
			t.Errorf("d4 %d: %v", n+1, got)
		}
	}
}

// Divination fills a place no one stands beside.
func TestDivination(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine"))
	s, _ := newWorld(t, start(set, 1, "Aldo@E5"))
	s, evs := apply(t, s, tiles.Input{Do: "reveal", At: at(3, -2)})
	if ks := kinds(evs); ks[0] != "reveal" || evs[0].Rule != tiles.RuleDivination {
		t.Fatalf("events %v", ks)
	}
	placedAt(t, s, 3, -2)
	if _, _, err := tiles.Apply(s, tiles.Input{Do: "reveal", At: at(3, -2)}); !errors.Is(err, tiles.ErrInput) {
		t.Fatalf("second divination: %v", err)
	}
}

// Generic tiles are printed several times: each print is drawn once.
func TestGenericCopies(t *testing.T) {
	set := mustSet(t, camp(""), tileText("Field", "realm Plaine\ngeneric 3"))
	s, _ := newWorld(t, start(set, 1, "Aldo@E5"))
	for _, p := range []*tiles.Pos{at(5, 5), at(6, 6), at(7, 7), at(8, 8)} {
		s, _ = apply(t, s, tiles.Input{Do: "reveal", At: p})
	}
	copies := map[int]bool{}
	for _, p := range s.Tiles[1:4] {
		copies[p.Copy] = true
	}
	if len(copies) != 3 || !s.Hole(tiles.Pos{X: 8, Y: 8}) {
		t.Fatalf("tiles %+v holes %v", s.Tiles, s.Holes)
	}
}

func TestJoinAndGoto(t *testing.T) {
	set := mustSet(t, camp("", "B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"), tileText("Field", "realm Plaine"))
	s, _ := newWorld(t, start(set, 1, "Aldo@E5"))
	s, evs := apply(t, s, tiles.Input{Do: "join", Character: "Cid", At: at(0, 0), To: "C3"})
	if len(find(evs, tiles.KindJoin)) != 1 {
		t.Fatal(kinds(evs))
	}
	// Cid is walled in: C3 is closed on four sides.
	if _, _, err := tiles.Apply(s, tiles.Input{Do: "move", Character: "Cid", To: "E3"}); !errors.Is(err, tiles.ErrInput) {
		t.Fatalf("walled in: %v", err)
	}
	// Aldo goes round the block from E5 to A3: 4 west, 2 north = 6 steps.
	s, evs = apply(t, s, tiles.Input{Do: "move", Character: "Aldo", To: "A3"})
	if n := len(find(evs, tiles.KindStep)); n != 6 {
		t.Fatalf("%d steps: %v", n, kinds(evs))
	}
	if c := s.Characters[0].Cell.String(); c != "A3" {
		t.Fatal(c)
	}
}
