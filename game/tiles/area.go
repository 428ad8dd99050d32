package tiles

import (
	"fmt"
	"math"

	"mecanoid/calibration"
	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
	"mecanoid/vision"
)

// The play area: the rectangle of the table the camera watches, Cols x
// Rows places (each a tile of 10 printed cells a side, laid edge to edge),
// framed by the four corner markers MC1:SIMU:C:k as the other games'
// boards are. Its north-west place is the world's place Origin, so that
// the part of the world in play is put where it fits on the table; the
// scanner reads every tag's centre on a cell of the area (Layout), and
// Read turns those cells into tiles on places and characters on cells.

// Area is a play area as laid on the table.
type Area struct {
	Cols, Rows int       // places, west to east and north to south
	Origin     rules.Pos // the world's place of the north-west place
	Cell       float64   // the printed cell, mm (DefaultTileCell)
	Markers    tag.Markers
	// Characters name the figurines: tag.Figurine n is Characters[n-1]
	// (the world's characters in order, as tiles print tags them).
	Characters []string
}

// Area sizes: the markers are the other games' (40 mm, 5 mm off the
// area's corners); a table is at most MaxAreaSide places a side (a
// 1.8 m table of 18 mm cells).
const MaxAreaSide = 10

// AreaMarkers are the corner markers of a play area.
var AreaMarkers = tag.DefaultMarkers

// TileTagSize is the side of a tile's tag printed with cells of cell mm.
func TileTagSize(cell float64) float64 { return cell * TileTagShare }

// NewArea is an area of cols x rows places of cells of cell mm (0: the
// default print's), its north-west place at origin.
func NewArea(cols, rows int, origin rules.Pos, cell float64) (Area, error) {
	if cell == 0 {
		cell = DefaultTileCell
	}
	a := Area{Cols: cols, Rows: rows, Origin: origin, Cell: cell, Markers: AreaMarkers}
	return a, a.Check()
}

// Check tells whether the area can be laid and read.
func (a Area) Check() error {
	if a.Cols < 1 || a.Rows < 1 || a.Cols > MaxAreaSide || a.Rows > MaxAreaSide {
		return fault.New(fault.Usage, lang.Say().Sprintf("a play area of %d x %d places: each side is 1..%d places", a.Cols, a.Rows, MaxAreaSide))
	}
	if a.Cell < MinTileCell || a.Cell > MaxTileCell {
		return fault.New(fault.Usage, lang.Say().Sprintf("cells of %g mm; a tile's cells are %g..%g mm", a.Cell, MinTileCell, MaxTileCell))
	}
	return nil
}

// ParseArea reads "3x2" (places across, places down).
func ParseArea(s string) (cols, rows int, err error) {
	var extra string
	n, _ := fmt.Sscanf(s+" ", "%dx%d%s", &cols, &rows, &extra)
	if n != 2 || cols < 1 || rows < 1 || cols > MaxAreaSide || rows > MaxAreaSide {
		return 0, 0, fault.New(fault.Usage, lang.Say().Sprintf("play area %q: write places across x places down, like 3x2 (1..%d each)", s, MaxAreaSide))
	}
	return cols, rows, nil
}

// AreaOf is the area that holds the world as it is (its tiles, holes and
// Hiatus) and the places next to it the characters may walk to, within
// MaxAreaSide: what a table laid for s needs.
func AreaOf(s *rules.State, cell float64) (Area, error) {
	lo, hi := s.Bounds()
	lo, hi = rules.Pos{X: lo.X - 1, Y: lo.Y - 1}, rules.Pos{X: hi.X + 1, Y: hi.Y + 1}
	a, err := NewArea(min(hi.X-lo.X+1, MaxAreaSide), min(hi.Y-lo.Y+1, MaxAreaSide), lo, cell)
	for _, ch := range s.Characters {
		a.Characters = append(a.Characters, ch.Name)
	}
	return a, err
}

// Side is a place's side, mm.
func (a Area) Side() float64 { return rules.Side * a.Cell }

// Size is the area's width and height, mm: what the markers frame.
func (a Area) Size() (w, h float64) { return float64(a.Cols) * a.Side(), float64(a.Rows) * a.Side() }

// Board is the area as the calibration knows it: a grid of cells.
func (a Area) Board() calibration.Board {
	w, h := a.Size()
	return calibration.Board{Columns: a.Cols * rules.Side, Rows: a.Rows * rules.Side, Tile: a.Cell, Markers: a.Markers, Width: w, Height: h}
}

// Holds tells whether the world's place p is in the area.
func (a Area) Holds(p rules.Pos) bool {
	x, y := p.X-a.Origin.X, p.Y-a.Origin.Y
	return x >= 0 && y >= 0 && x < a.Cols && y < a.Rows
}

// PlaceCorner is where the north-west corner of the world's place p lies
// in the area, mm from the area's north-west corner.
func (a Area) PlaceCorner(p rules.Pos) calibration.Point {
	return calibration.Point{X: float64(p.X-a.Origin.X) * a.Side(), Y: float64(p.Y-a.Origin.Y) * a.Side()}
}

// CellCentre is the centre of cell c of a tile laid on place p turned to
// facing, mm from the area's north-west corner.
func (a Area) CellCentre(p rules.Pos, c rules.Cell, facing rules.Dir) calibration.Point {
	x, y := rules.OnTable(c, facing)
	o := a.PlaceCorner(p)
	return calibration.Point{X: o.X + (float64(x)+0.5)*a.Cell, Y: o.Y + (float64(y)+0.5)*a.Cell}
}

// Scanner is a scanner of the area: the tiles' tags lying flat, the
// figurines' standing tagHeight mm above it (0: vision.DefaultTagHeight),
// each character's figurine expected.
func (a Area) Scanner(tagHeight float64) *vision.Scanner {
	sc := &vision.Scanner{Game: TagCode, Board: a.Board(), TagSize: TileTagSize(a.Cell), Layout: AreaLayout{a},
		Settings: calibration.Settings{TagHeight: tagHeight}}
	for i := range a.Characters {
		sc.Expect = append(sc.Expect, figurineTag(i))
	}
	return sc
}

// Expecting adds to sc the tags of the tiles of world s laid within the
// area: a tile whose tag is hidden (a hand, a figurine on J10's edge) is
// then a photo to take again, not a tile taken off the table.
func (a Area) Expecting(sc *vision.Scanner, s *rules.State) {
	for _, pl := range s.Tiles {
		if n := tileTagNumber(s.Set, pl); n > 0 && a.Holds(pl.At) {
			sc.Expect = append(sc.Expect, TileTag(n))
		}
	}
}

// AreaLayout is the area as the scanner reads it: a tag's centre on a
// cell of a place (vision.Place's Col and Row count the area's cells from
// 1, west to east and north to south); a tile's tag faces where its
// diamond points.
type AreaLayout struct{ Area Area }

var _ vision.Layout = AreaLayout{}

// Faces is true for a tile's tag (its top is the tile's north), false
// for a figurine's (a character faces no way that matters).
func (l AreaLayout) Faces(k tag.Kind) bool { return k == tag.Tile }

// Place puts a tag on the area's cell under its centre. A tile's tag
// beyond the area lies beside it (a tile put aside); a figurine's is off
// every tile. Closer to a cell's side than vision.StraddleMargin of a
// cell, the tag may be on either cell: a doubt.
func (l AreaLayout) Place(k tag.Kind, p calibration.Point) vision.Place {
	a := l.Area
	w, h := a.Size()
	if p.X < 0 || p.Y < 0 || p.X >= w || p.Y >= h {
		if k == tag.Tile {
			return vision.Place{Off: true}
		}
		return vision.Place{Off: true, Doubt: poserr.M("off the play area, on no tile: put it on its tile")}
	}
	col, row := int(p.X/a.Cell)+1, int(p.Y/a.Cell)+1
	fx, fy := p.X/a.Cell-float64(col-1), p.Y/a.Cell-float64(row-1)
	edge := math.Min(math.Min(fx, 1-fx), math.Min(fy, 1-fy))
	pl := vision.Place{Col: col, Row: row, Name: a.cellName(col, row), Inside: math.Min(1, edge/0.5)}
	if edge < vision.StraddleMargin {
		pl.Doubt = poserr.M("on the line between two cells: put it in the middle of its cell")
	}
	return pl
}

// onArea is the world's place of the area's cell [col,row] (from 1), and
// the cell's 0-based offset from that place's north-west corner.
func (a Area) onArea(col, row int) (p rules.Pos, x, y int) {
	cx, cy := col-1, row-1
	return rules.Pos{X: a.Origin.X + cx/rules.Side, Y: a.Origin.Y + cy/rules.Side}, cx % rules.Side, cy % rules.Side
}

// cellName names the area's cell [col,row] for messages: its place and
// where in it, before the tile on it is known ("cell [3,7] of place 1,0":
// its first word, "cell", is what the scanner says two pieces share).
func (a Area) cellName(col, row int) poserr.Msg {
	p, x, y := a.onArea(col, row)
	return poserr.M("cell [%d,%d] of place %s", x+1, y+1, p.String())
}

func init() {
	lang.Add(
		lang.Text{"a play area of %d x %d places: each side is 1..%d places", "une aire de jeu de %d x %d emplacements : chaque côté fait 1 à %d emplacements"},
		lang.Text{"play area %q: write places across x places down, like 3x2 (1..%d each)", "aire de jeu %q : écrivez emplacements en largeur x en hauteur, comme 3x2 (1 à %d chacun)"},
		lang.Text{"off the play area, on no tile: put it on its tile", "hors de l'aire de jeu, sur aucune tuile : posez-la sur sa tuile"},
		lang.Text{"on the line between two cells: put it in the middle of its cell", "sur la ligne entre deux cases : mettez-la au milieu de sa case"},
		lang.Text{"cell [%d,%d] of place %s", "case [%d,%d] de l'emplacement %s"},
	)
}
