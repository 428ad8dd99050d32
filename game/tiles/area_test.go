package tiles

import (
	"image"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee"

	rules "mecanoid/engine/tiles"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// valdor is the bundled set: Val d'Orage's eight tiles, some printed
// more than once.
func valdor(t testing.TB) *rules.Set {
	t.Helper()
	name := filepath.Join("..", "..", "worlds", "valdor.tiles")
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	set, err := rules.ParseSet(name, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// table is a SimulacreS table to photograph: tiles laid on places of the
// world, characters (named as the area names them) on cells of their tiles.
type table struct {
	tiles []rules.Placed
	chars []rules.Character
}

// photo photographs tb on area a (category easy, seed 1, unless o says)
// through TableOptions; o may change the options before.
func photo(t testing.TB, set *rules.Set, a Area, tb table, o func(*PhotoOptions)) *synth.Photo {
	t.Helper()
	opts, err := TableOptions(a, &rules.State{Set: set, Tiles: tb.tiles, Characters: tb.chars})
	if err != nil {
		t.Fatal(err)
	}
	opts.Category, opts.Seed = synthtest.Category(t, "easy"), 1
	if o != nil {
		o(&opts)
	}
	ph, err := GeneratePhoto(opts)
	if err != nil {
		t.Fatal(err)
	}
	return ph
}

// scan reads ph with a's scanner, then Read: the table seen, and every
// problem (the scanner's, then Read's).
func scan(t testing.TB, set *rules.Set, a Area, ph *synth.Photo) (Seen, []vision.Problem, *vision.State) {
	t.Helper()
	st, err := a.Scanner(ph.Truth.TagHeight).Scan(ph.Image)
	if st == nil {
		t.Fatalf("nothing read: %v", err)
	}
	seen, ps := a.ReadScan(set, st, err)
	return seen, ps, st
}

// valdorArea is a play area of 3 x 2 places from place -1,0, Aldo and
// Béa's figurines tagged 1 and 2.
func valdorArea(t testing.TB) Area {
	t.Helper()
	a, err := NewArea(3, 2, rules.Pos{X: -1, Y: 0}, 0)
	if err != nil {
		t.Fatal(err)
	}
	a.Characters = []string{"Aldo", "Béa"}
	return a
}

// TestReadEachFacing: a small world laid on the table, its tiles turned
// each of the four ways (a generic tile's second print among them), the
// characters on cells of tiles turned E and S, read back from a photo as
// laid: every tile's print, place and diamond, every character's cell in
// its tile's notation, in an easy photo and one taken at a slant.
func TestReadEachFacing(t *testing.T) {
	set := valdor(t)
	a := valdorArea(t)
	tb, want := eachFacing()
	// A camera at a slant sees the far tags smaller: 8 Mpx, not 4.
	for _, c := range []struct {
		cat  string
		size image.Point
	}{{"easy", PhotoFrame}, {"perspective", image.Pt(3264, 2448)}} {
		t.Run(c.cat, func(t *testing.T) {
			ph := photo(t, set, a, tb, func(o *PhotoOptions) { o.Category, o.Size, o.Seed = synthtest.Category(t, c.cat), c.size, 7 })
			seen, ps, _ := scan(t, set, a, ph)
			if len(ps) > 0 {
				t.Fatalf("problems: %v", ps)
			}
			if !reflect.DeepEqual(seen, want) {
				t.Errorf("seen %+v\nwant %+v", seen, want)
			}
		})
	}
}

// TestReadBadInput: each way a table does not read as a world (a tag of
// no tile of the set, a print seen twice, a tile across two places, a
// character on a cell no one may stand on, off every tile, on no
// character, a figurine on a cell's line) is said naming the piece and
// the place, in English and in French, and gives no Seen at all.
func TestReadBadInput(t *testing.T) {
	set := valdor(t)
	a := valdorArea(t)
	all := SetCopies(set)
	inn := rules.Placed{At: rules.Pos{X: 0, Y: 0}, Tile: 0, Copy: 1, Facing: rules.North}
	bridge := rules.Placed{At: rules.Pos{X: 1, Y: 0}, Tile: 1, Copy: 1, Facing: rules.East}
	aldo := rules.Character{Name: "Aldo", At: inn.At, Cell: rules.Cell{Col: 5, Row: 5}}
	cases := []struct {
		name   string
		tb     table
		change func(o *PhotoOptions)
		en, fr string
	}{
		{"not in the set", table{tiles: []rules.Placed{inn}}, func(o *PhotoOptions) {
			o.Tiles = append(o.Tiles, PhotoTile{Print: TileCopy{Tile: set.Tiles[4], Tag: 40}, Col: 2, Row: 1})
		}, "tile tag 40 at cell [10,10] of place 1,1: is no tile of the set Val d'Orage (12 prints): a tile of another set?",
			"étiquette de tuile 40 en case [10,10] de l'emplacement 1,1 : n'est aucune tuile du jeu Val d'Orage (12 tirages) : une tuile d'un autre jeu ?"},
		{"seen twice", table{tiles: []rules.Placed{inn}}, func(o *PhotoOptions) {
			o.Tiles = append(o.Tiles, PhotoTile{Print: all[0], Col: 0, Row: 1, Facing: rules.South})
		}, "tile 1 at pixels", "tuile 1 en pixels"},
		{"straddles", table{tiles: []rules.Placed{inn}}, func(o *PhotoOptions) {
			o.Tiles[0].Shift.X = 5 * a.Cell
		}, "tile Auberge du Gué at places 0,0 / 1,0: straddles places (diamond N): lay it square on one place",
			"tuile Auberge du Gué en emplacements 0,0 / 1,0 : à cheval sur des emplacements (losange au nord) : posez-la bien sur un emplacement"},
		{"straddles turned", table{tiles: []rules.Placed{bridge}}, func(o *PhotoOptions) {
			o.Tiles[0].Shift.Y = 4 * a.Cell
		}, "tile Pont de Pierre at places 1,0 / 1,1: straddles places (diamond E)",
			"tuile Pont de Pierre en emplacements 1,0 / 1,1 : à cheval sur des emplacements (losange à l'est)"},
		{"not walkable", table{tiles: []rules.Placed{inn}, chars: []rules.Character{{Name: "Aldo", At: inn.At, Cell: rules.Cell{Col: 2, Row: 2}}}}, nil,
			"Aldo at B2 of Auberge du Gué at 0,0: stands on a cell no one may stand on: put the figurine on a walkable cell",
			"Aldo en B2 de Auberge du Gué en 0,0 : est sur une case où nul ne peut se tenir : posez la figurine sur une case praticable"},
		{"off every tile", table{tiles: []rules.Placed{inn}, chars: []rules.Character{aldo}}, func(o *PhotoOptions) {
			o.Figurines[0].Col += 10
		}, "Aldo at place 1,0: stands on no tile: put the figurine on its tile, or lay the tile",
			"Aldo en emplacement 1,0 : n'est sur aucune tuile : posez la figurine sur sa tuile, ou posez la tuile"},
		{"no character", table{tiles: []rules.Placed{inn}, chars: []rules.Character{aldo}}, func(o *PhotoOptions) {
			o.Figurines[0].ID = 5
		}, "figurine 5 at cell [5,5] of place 0,0: is no character of this world (2 characters): whose figurine is it?",
			"figurine 5 en case [5,5] de l'emplacement 0,0 : n'est aucun personnage de ce monde (2 personnages) : à qui est cette figurine ?"},
		{"on a line", table{tiles: []rules.Placed{inn}, chars: []rules.Character{aldo}}, func(o *PhotoOptions) {
			o.Figurines[0].Shift.X = a.Cell / 2
		}, "figurine 1 at cell [", "sur la ligne entre deux cases : mettez-la au milieu de sa case"},
	}
	en, fr := lang.EN.Printer(), lang.FR.Printer()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := photo(t, set, a, c.tb, c.change)
			seen, ps, _ := scan(t, set, a, ph)
			if !reflect.DeepEqual(seen, Seen{}) {
				t.Errorf("a Seen read anyway: %+v", seen)
			}
			var saysEN, saysFR []string
			for _, p := range ps {
				saysEN = append(saysEN, referee.SayScanProblem(en, p))
				saysFR = append(saysFR, referee.SayScanProblem(fr, p))
			}
			if !containsText(saysEN, c.en) || !containsText(saysFR, c.fr) {
				t.Errorf("problems\n  %s\n  %s\nwant %q and %q", strings.Join(saysEN, "\n  "), strings.Join(saysFR, "\n  "), c.en, c.fr)
			}
		})
	}
}

func containsText(says []string, want string) bool {
	for _, s := range says {
		if strings.Contains(s, want) {
			return true
		}
	}
	return false
}
