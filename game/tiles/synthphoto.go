package synth

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/engine/tiles"
	"mecanoid/print"
	"mecanoid/tag"
)

// SizeTiles is the default frame of a photo of a SimulacreS table: 4:3
// and large, for the tiles' tags are small (15 mm in an 18 mm cell,
// modules of 0.6 mm): a play area of 3 x 2 tiles with its markers at some
// 2 px per module.
var SizeTiles = image.Pt(2400, 1800)

// TilesFigurineTag is the figurines' tags' side when the options do not
// say (game/tiles.FigurineTagSize).
const TilesFigurineTag = 16.0

// TilesOptions choose one photo of a SimulacreS table: a play area of
// Cols x Rows places framed by its corner markers, tiles laid on places,
// characters' figurines on cells.
type TilesOptions struct {
	Category   Category
	Size       image.Point // 0: SizeTiles
	Seed       uint64
	Set        *tiles.Set
	Cols, Rows int         // the play area, in places
	Cell       float64     // the printed cell, mm; 0: print.DefaultTileCell
	Markers    tag.Markers // zero: tag.DefaultMarkers
	TagHeight  float64     // figurines' tags above the table, mm; 0: 30
	FigureTag  float64     // figurines' tags' side, mm; 0: TilesFigurineTag
	Tiles      []TilesTile
	Figurines  []TilesFigurine
	// Hand: a hand over the table laying a tile (the last of Tiles),
	// whatever the category says.
	Hand bool
}

// TilesTile is a print of a tile laid on the area's place [Col,Row]
// (from 0, west to east and north to south), its diamond pointing Facing.
type TilesTile struct {
	Print  print.TileCopy // its print: which tile, which copy, its tag's number
	Col    int
	Row    int
	Facing tiles.Dir
	// Shift moves the tile this far (mm) off its place on purpose (a tile
	// laid across two places); Turn turns it this many degrees clockwise
	// off Facing on purpose; a hand's small errors come on top.
	Shift calibration.Point
	Turn  float64
}

// TilesFigurine is a character's figurine (tag.Figurine ID) on the area's
// cell [Col,Row] (from 1, counted over the whole area, as the scanner's
// layout counts them); Shift moves it off the cell's centre on purpose.
type TilesFigurine struct {
	ID       int
	Col, Row int
	Shift    calibration.Point
}

// GenerateTiles photographs a SimulacreS table: each tile as print.DrawTile
// prints it (its tag in J10, its top toward the tile's north) laid by hand
// on its place (a little off square), the area's corner markers
// MC1:SIMU:C:k, the figurines on their cells with their tags on top, and
// the category's camera and troubles (light, glare, blur, noise, JPEG, a
// hand). Truth pieces give the tiles' tags (Col, Row: the area cell of
// their J10; Facing: the diamond's way) and the figurines (their cell).
// The same options give the same bytes.
func GenerateTiles(o TilesOptions) (*Photo, error) {
	if o.Set == nil {
		return nil, fmt.Errorf("synth: no tile set")
	}
	if o.Size == (image.Point{}) {
		o.Size = SizeTiles
	}
	if o.Cell == 0 {
		o.Cell = print.DefaultTileCell
	}
	if o.Markers == (tag.Markers{}) {
		o.Markers = tag.DefaultMarkers
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	if o.FigureTag == 0 {
		o.FigureTag = TilesFigurineTag
	}
	if o.Cols < 1 || o.Rows < 1 {
		return nil, fmt.Errorf("synth: a play area of %d x %d places", o.Cols, o.Rows)
	}
	side := tiles.Side * o.Cell
	aw, ah := float64(o.Cols)*side, float64(o.Rows)*side
	cb := calibration.Board{Columns: o.Cols * tiles.Side, Rows: o.Rows * tiles.Side, Tile: o.Cell, Markers: o.Markers, Width: aw, Height: ah}
	rng := rand.New(rand.NewPCG(o.Seed, 0x73696d75))
	cat := o.Category
	sh := newShot(rng, cat, o.Seed, cb, o.Size)
	tagSize := o.Cell * print.TileTagShare
	sh.t.TagSize, sh.t.TagHeight = tagSize, o.TagHeight

	// The markers lie on the table, then the tiles, each laid by hand:
	// up to 1.5 mm off its place and 1.5° off square.
	if err := sh.markers(tag.Tiles, o.Markers, aw, ah); err != nil {
		return nil, err
	}
	var pieces []Piece
	for _, lt := range o.Tiles {
		if lt.Print.Tile == nil || lt.Print.Tag < 1 {
			return nil, fmt.Errorf("synth: a tile without its print or its tag")
		}
		if lt.Facing > tiles.West {
			return nil, fmt.Errorf("synth: tile %s facing %d", lt.Print.Tile.Name, lt.Facing)
		}
		centre := calibration.Point{X: (float64(lt.Col) + 0.5) * side, Y: (float64(lt.Row) + 0.5) * side}
		centre = byHand(rng, centre.Add(lt.Shift), 1.5)
		angle := turned(rng, float64(lt.Facing)*90+lt.Turn, 1.5)
		tc := turnedCanvas{c: sh.flat, centre: print.Pt{X: centre.X, Y: centre.Y}, angle: angle * math.Pi / 180}
		// The tile drawn as printed, its centre at the origin.
		print.DrawTile(tc, lt.Print, o.Cell, print.Pt{X: -side / 2, Y: -side / 2}, false)
		// Its tag where drawTagCell prints it: in J10, a little above
		// the cell's centre, its top toward the tile's north.
		at := tc.pt(print.Pt{X: side/2 - o.Cell/2, Y: side/2 - o.Cell + tagSize/2 + o.Cell*0.02})
		board := calibration.Point{X: at.X, Y: at.Y}
		p := Piece{Payload: print.TileTag(lt.Print.Tag).String(), Col: int(board.X/o.Cell) + 1, Row: int(board.Y/o.Cell) + 1,
			Facing: facings[lt.Facing], Angle: angle, Board: board}
		p.Corners, p.ModulePx = tagCorners(sh.cam, p.Board, tagSize, 0, p.Angle)
		pieces = append(pieces, p)
	}
	tileTags := len(pieces)
	for _, f := range o.Figurines {
		pl := tag.Payload{Game: tag.Tiles, Kind: tag.Figurine, ID: f.ID}
		if err := pl.Validate(); err != nil {
			return nil, fmt.Errorf("synth: figurine %d: %w", f.ID, err)
		}
		centre := calibration.Point{X: (float64(f.Col) - 0.5) * o.Cell, Y: (float64(f.Row) - 0.5) * o.Cell}
		at := byHand(rng, centre.Add(f.Shift), 1)
		pieces = append(pieces, Piece{Payload: pl.String(), Col: f.Col, Row: f.Row, Height: o.TagHeight,
			Angle: rng.Float64() * 360, Board: at})
	}
	// The figurines, far to near: their bodies hide what is behind. The
	// tiles' tags go through too, flat, so that what hides them is
	// measured (drawn again where they already are).
	err := sh.drawPieces(pieces, o.TagHeight, func(pl tag.Payload) look {
		if pl.Kind == tag.Figurine {
			return look{tag: o.FigureTag, body: o.FigureTag * 0.45}
		}
		return look{tag: tagSize}
	})
	if err != nil {
		return nil, err
	}

	sh.light(pieces, aw, ah)
	if (cat.Hand || o.Hand) && tileTags > 0 {
		// A hand laying the last tile: its fingers on the tile's edge.
		last := pieces[tileTags-1]
		tip := sh.cam.Project(calibration.Vec{X: last.Board.X + (rng.Float64()*2-1)*side*0.3, Y: last.Board.Y + (rng.Float64()*2-1)*side*0.3})
		palm := sh.cam.Plane(0).Apply(calibration.Point{X: aw / 2, Y: ah / 2}).Sub(sh.cam.Plane(0).Apply(calibration.Point{X: aw/2 + 85, Y: ah / 2})).Len()
		mask := Hand(sh.img, rng, tip.X, tip.Y, palm)
		under := func(q [4]calibration.Point) float64 { return Covered(mask, corners2(q)) }
		for i := range pieces {
			pieces[i].hide(under)
		}
		for i := range sh.t.Markers {
			sh.t.Markers[i].hide(under)
		}
		sh.t.Hand = true
	}
	return sh.develop(pieces)
}

// turnedCanvas draws on c turned angle radians clockwise about centre,
// its origin at centre: a tile laid turned on the table.
type turnedCanvas struct {
	c      print.Canvas
	centre print.Pt
	angle  float64
}

func (t turnedCanvas) pt(q print.Pt) print.Pt {
	s, c := math.Sin(t.angle), math.Cos(t.angle)
	return print.Pt{X: t.centre.X + q.X*c - q.Y*s, Y: t.centre.Y + q.X*s + q.Y*c}
}

func (t turnedCanvas) Polygon(pts []print.Pt, fill color.Color) {
	out := make([]print.Pt, len(pts))
	for i, q := range pts {
		out[i] = t.pt(q)
	}
	t.c.Polygon(out, fill)
}

func (t turnedCanvas) Line(a, b print.Pt, width float64, col color.Color) {
	t.c.Line(t.pt(a), t.pt(b), width, col)
}

func (t turnedCanvas) Circle(c print.Pt, r float64, fill color.Color) { t.c.Circle(t.pt(c), r, fill) }

// Text stays upright: the names on a tile are decoration here.
func (t turnedCanvas) Text(at print.Pt, size float64, s string, col color.Color, align float64) {
	t.c.Text(t.pt(at), size, s, col, align)
}
