package tiles

import (
	"math"
	"slices"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
	"mecanoid/vision"
)

// Read turns a scan of the area (a vision.State read with the area's
// Scanner) into the table in the world's terms: which print of which tile
// of set lies on which place, its diamond pointing which way, and on which
// cell of which tile each character stands. A tile's tag lies in its J10:
// the tag's cell and the way its top points must be the J10 of a tile
// laid square on one place, or the tile straddles places. Anything that
// does not read as a table the rules know is a problem naming the piece
// and the place, and then Seen is empty: a photo to take again, never a
// table guessed.
func (a Area) Read(set *rules.Set, vs *vision.State) (Seen, []vision.Problem) {
	var seen Seen
	var problems []vision.Problem
	onPlace := map[rules.Pos]SeenTile{}
	for _, pc := range vs.Pieces {
		if pc.Tag.Kind != tag.Tile {
			continue
		}
		c, ok := tileOfTag(set, pc.Tag)
		if !ok {
			problems = append(problems, problemOf(poserr.M("tile tag %d", pc.Tag.ID), pc.PlaceMsg,
				poserr.M("is no tile of the set %s (%d prints): a tile of another set?", set.Name, set.Count())))
			continue
		}
		name := poserr.M("tile %s", copyName(set, c))
		facing := tileFacing(pc.Angle * math.Pi / 180)
		// The tile's north-west corner, in area cells from the area's,
		// given where its J10 lies and which way it is turned.
		jx, jy := rules.OnTable(rules.Label, facing)
		x0, y0 := pc.Col-1-jx, pc.Row-1-jy
		if x0%rules.Side != 0 || y0%rules.Side != 0 || x0 < 0 || y0 < 0 {
			problems = append(problems, problemOf(name, a.placesUnder(x0, y0),
				poserr.M("straddles places (%s): lay it square on one place (its tag in J10 says where the tile lies)", dirWord(facing))))
			continue
		}
		at := rules.Pos{X: a.Origin.X + x0/rules.Side, Y: a.Origin.Y + y0/rules.Side}
		if other, dup := onPlace[at]; dup {
			problems = append(problems, problemOf(name, poserr.M("place %s", at.String()),
				poserr.M("lies on the same place as tile %s: one tile a place", copyName(set, other.Copy))))
			continue
		}
		st := SeenTile{Copy: c, At: at, Facing: facing}
		onPlace[at] = st
		seen.Tiles = append(seen.Tiles, st)
	}
	for _, pc := range vs.Pieces {
		if pc.Tag.Kind != tag.Figurine {
			continue
		}
		if pc.Tag.ID < 1 || pc.Tag.ID > len(a.Characters) {
			problems = append(problems, problemOf(pc.Tag.LabelMsg(), pc.PlaceMsg,
				poserr.M("is no character of this world (%s): whose figurine is it?", poserr.M("%d characters", len(a.Characters)))))
			continue
		}
		who := a.Characters[pc.Tag.ID-1]
		at, x, y := a.onArea(pc.Col, pc.Row)
		t, ok := onPlace[at]
		if !ok {
			problems = append(problems, problemOf(poserr.M("%s", who), poserr.M("place %s", at.String()),
				poserr.M("stands on no tile: put the figurine on its tile, or lay the tile")))
			continue
		}
		cell := localCell(x, y, t.Facing)
		if !set.Tiles[t.Copy.Tile].Walkable(cell) {
			problems = append(problems, problemOf(poserr.M("%s", who), poserr.M("%s of %s at %s", cell.String(), copyName(set, t.Copy), at.String()),
				poserr.M("stands on a cell no one may stand on: put the figurine on a walkable cell")))
			continue
		}
		seen.Characters = append(seen.Characters, SeenCharacter{Name: who, Where: rules.Where{At: at, Cell: cell}})
	}
	if len(problems) > 0 {
		return Seen{}, problems
	}
	return seen, nil
}

// ReadScan is Read after the scanner's own problems (scanErr, a
// vision.RescanError: a tag seen twice, one on a cell's line, a figurine
// not seen...): with any of them, or any of Read's, no Seen at all.
func (a Area) ReadScan(set *rules.Set, vs *vision.State, scanErr error) (Seen, []vision.Problem) {
	var problems []vision.Problem
	if re, ok := scanErr.(*vision.RescanError); ok {
		problems = re.Problems
	}
	seen, more := a.Read(set, vs)
	if problems = append(problems, more...); len(problems) > 0 {
		return Seen{}, problems
	}
	return seen, nil
}

// localCell is the cell of a tile turned to facing that lies x, y cells
// (from 0) east and south of its place's north-west corner.
func localCell(x, y int, facing rules.Dir) rules.Cell {
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			c := rules.Cell{Col: col, Row: row}
			if cx, cy := rules.OnTable(c, facing); cx == x && cy == y {
				return c
			}
		}
	}
	return rules.Cell{}
}

// copyName is a print's name as the world says it: "Forêt #2" for the
// second print of a tile printed more than once.
func copyName(set *rules.Set, c rules.Copy) string {
	s := &rules.State{Set: set}
	return s.Name(rules.Placed{Tile: c.Tile, Copy: c.Copy})
}

// placesUnder names the places a tile whose north-west corner lies on the
// area's cell x0, y0 (from 0) covers: "places 0,0 and 1,0".
func (a Area) placesUnder(x0, y0 int) poserr.Msg {
	var names []string
	for _, y := range []int{y0, y0 + rules.Side - 1} {
		for _, x := range []int{x0, x0 + rules.Side - 1} {
			p := rules.Pos{X: a.Origin.X + floorDiv(x, rules.Side), Y: a.Origin.Y + floorDiv(y, rules.Side)}.String()
			if !slices.Contains(names, p) {
				names = append(names, p)
			}
		}
	}
	if len(names) == 1 {
		return poserr.M("place %s", names[0])
	}
	return poserr.M("places %s", strings.Join(names, " / "))
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// dirWord is a direction as a message: "N", said « N » or « O ».
func dirWord(d rules.Dir) poserr.Msg { return poserr.M("diamond " + d.String()) }

// problemOf is a problem of the area: piece, place and why, each said in
// the reader's language where printed.
func problemOf(piece, place, why poserr.Msg) vision.Problem {
	return vision.Problem{Piece: piece.String(), Place: place.String(), Why: why.String(), PieceMsg: piece, PlaceMsg: place, WhyMsg: why}
}

func init() {
	lang.Add(
		lang.Text{"tile tag %d", "étiquette de tuile %d"},
		lang.Text{"tile %s", "tuile %s"},
		lang.Text{"place %s", "emplacement %s"},
		lang.Text{"places %s", "emplacements %s"},
		lang.Text{"%s of %s at %s", "%s de %s en %s"},
		lang.Text{"diamond N", "losange au nord"},
		lang.Text{"diamond E", "losange à l'est"},
		lang.Text{"diamond S", "losange au sud"},
		lang.Text{"diamond W", "losange à l'ouest"},
		lang.Text{"is no tile of the set %s (%d prints): a tile of another set?", "n'est aucune tuile du jeu %s (%d tirages) : une tuile d'un autre jeu ?"},
		lang.Text{"straddles places (%s): lay it square on one place (its tag in J10 says where the tile lies)", "à cheval sur des emplacements (%s) : posez-la bien sur un emplacement (son étiquette en J10 dit où est la tuile)"},
		lang.Text{"lies on the same place as tile %s: one tile a place", "posée au même emplacement que la tuile %s : une tuile par emplacement"},
		lang.Text{"is no character of this world (%s): whose figurine is it?", "n'est aucun personnage de ce monde (%s) : à qui est cette figurine ?"},
		lang.Text{"stands on no tile: put the figurine on its tile, or lay the tile", "n'est sur aucune tuile : posez la figurine sur sa tuile, ou posez la tuile"},
		lang.Text{"stands on a cell no one may stand on: put the figurine on a walkable cell", "est sur une case où nul ne peut se tenir : posez la figurine sur une case praticable"},
	)
}
