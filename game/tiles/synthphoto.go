package tiles

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	rules "mecanoid/engine/tiles"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// PhotoFrame is the default frame of a photo of a SimulacreS table: 4:3
// and large, for the tiles' tags are small (15 mm in an 18 mm cell,
// modules of 0.6 mm): a play area of 3 x 2 tiles with its markers at some
// 2 px per module.
var PhotoFrame = image.Pt(2400, 1800)

// PhotoOptions choose one photo of a SimulacreS table: a play area of
// Cols x Rows places framed by its corner markers, tiles laid on places,
// characters' figurines on cells.
type PhotoOptions struct {
	Category   synth.Category
	Size       image.Point // 0: PhotoFrame
	Seed       uint64
	Set        *rules.Set
	Cols, Rows int         // the play area, in places
	Cell       float64     // the printed cell, mm; 0: DefaultTileCell
	Markers    tag.Markers // zero: tag.DefaultMarkers
	TagHeight  float64     // figurines' tags above the table, mm; 0: 30
	FigureTag  float64     // figurines' tags' side, mm; 0: TilesFigurineTag
	Tiles      []PhotoTile
	Figurines  []PhotoFigurine
	// Hand: a hand over the table laying a tile (the last of Tiles),
	// whatever the category says.
	Hand bool
}

// PhotoTile is a print of a tile laid on the area's place [Col,Row]
// (from 0, west to east and north to south), its diamond pointing Facing.
type PhotoTile struct {
	Print  TileCopy // its print: which tile, which copy, its tag's number
	Col    int
	Row    int
	Facing rules.Dir
	// Shift moves the tile this far (mm) off its place on purpose (a tile
	// laid across two places); Turn turns it this many degrees clockwise
	// off Facing on purpose; a hand's small errors come on top.
	Shift calibration.Point
	Turn  float64
}

// PhotoFigurine is a character's figurine (tag.Figurine ID) on the area's
// cell [Col,Row] (from 1, counted over the whole area, as the scanner's
// layout counts them); Shift moves it off the cell's centre on purpose.
type PhotoFigurine struct {
	ID       int
	Col, Row int
	Shift    calibration.Point
}

// GeneratePhoto photographs a SimulacreS table: each tile as DrawTile
// prints it (its tag in J10, its top toward the tile's north) laid by hand
// on its place (a little off square), the area's corner markers
// MC1:SIMU:C:k, the figurines on their cells with their tags on top, and
// the category's camera and troubles (light, glare, blur, noise, JPEG, a
// hand). Truth pieces give the tiles' tags (Col, Row: the area cell of
// their J10; Facing: the diamond's way) and the figurines (their cell).
// The same options give the same bytes.
func GeneratePhoto(o PhotoOptions) (*synth.Photo, error) {
	if o.Set == nil {
		return nil, fmt.Errorf("synth: no tile set")
	}
	if o.Size == (image.Point{}) {
		o.Size = PhotoFrame
	}
	if o.Cell == 0 {
		o.Cell = DefaultTileCell
	}
	if o.Markers == (tag.Markers{}) {
		o.Markers = tag.DefaultMarkers
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	if o.FigureTag == 0 {
		o.FigureTag = FigurineTagSize
	}
	if o.Cols < 1 || o.Rows < 1 {
		return nil, fmt.Errorf("synth: a play area of %d x %d places", o.Cols, o.Rows)
	}
	side := rules.Side * o.Cell
	aw, ah := float64(o.Cols)*side, float64(o.Rows)*side
	cb := calibration.Board{Columns: o.Cols * rules.Side, Rows: o.Rows * rules.Side, Tile: o.Cell, Markers: o.Markers, Width: aw, Height: ah}
	rng := rand.New(rand.NewPCG(o.Seed, 0x73696d75))
	cat := o.Category
	tagSize := o.Cell * TileTagShare
	sh := synth.NewShot(rng, synth.ShotOptions{Category: cat, Seed: o.Seed, Size: o.Size, Board: cb, TagSize: tagSize, TagHeight: o.TagHeight})

	// The markers lie on the table, then the tiles, each laid by hand:
	// up to 1.5 mm off its place and 1.5° off square.
	if err := sh.Markers(TagCode, o.Markers, aw, ah); err != nil {
		return nil, err
	}
	var pieces []synth.Piece
	for _, lt := range o.Tiles {
		if lt.Print.Tile == nil || lt.Print.Tag < 1 {
			return nil, fmt.Errorf("synth: a tile without its print or its tag")
		}
		if lt.Facing > rules.West {
			return nil, fmt.Errorf("synth: tile %s facing %d", lt.Print.Tile.Name, lt.Facing)
		}
		centre := calibration.Point{X: (float64(lt.Col) + 0.5) * side, Y: (float64(lt.Row) + 0.5) * side}
		centre = synth.ByHand(rng, centre.Add(lt.Shift), 1.5)
		angle := synth.Turned(rng, float64(lt.Facing)*90+lt.Turn, 1.5)
		tc := turnedCanvas{c: sh.Flat(), centre: print.Pt{X: centre.X, Y: centre.Y}, angle: angle * math.Pi / 180}
		// The tile drawn as printed, its centre at the origin.
		DrawTile(tc, lt.Print, o.Cell, print.Pt{X: -side / 2, Y: -side / 2}, false)
		// Its tag where drawTagCell prints it: in J10, a little above
		// the cell's centre, its top toward the tile's north.
		at := tc.pt(print.Pt{X: side/2 - o.Cell/2, Y: side/2 - o.Cell + tagSize/2 + o.Cell*0.02})
		board := calibration.Point{X: at.X, Y: at.Y}
		p := synth.Piece{Payload: TileTag(lt.Print.Tag).String(), Col: int(board.X/o.Cell) + 1, Row: int(board.Y/o.Cell) + 1,
			Facing: lt.Facing.String(), Angle: angle, Board: board}
		p.Corners, p.ModulePx = synth.TagCorners(sh.Camera(), p.Board, tagSize, 0, p.Angle)
		pieces = append(pieces, p)
	}
	tileTags := len(pieces)
	for _, f := range o.Figurines {
		pl := tag.Payload{Game: TagCode, Kind: tag.Figurine, ID: f.ID}
		if err := pl.Validate(); err != nil {
			return nil, fmt.Errorf("synth: figurine %d: %w", f.ID, err)
		}
		centre := calibration.Point{X: (float64(f.Col) - 0.5) * o.Cell, Y: (float64(f.Row) - 0.5) * o.Cell}
		at := synth.ByHand(rng, centre.Add(f.Shift), 1)
		pieces = append(pieces, synth.Piece{Payload: pl.String(), Col: f.Col, Row: f.Row, Height: o.TagHeight,
			Angle: rng.Float64() * 360, Board: at})
	}
	// The figurines, far to near: their bodies hide what is behind. The
	// tiles' tags go through too, flat, so that what hides them is
	// measured (drawn again where they already are).
	err := sh.DrawPieces(pieces, o.TagHeight, func(pl tag.Payload) synth.Look {
		if pl.Kind == tag.Figurine {
			return synth.Look{Tag: o.FigureTag, Body: o.FigureTag * 0.45}
		}
		return synth.Look{Tag: tagSize}
	})
	if err != nil {
		return nil, err
	}

	sh.Light(pieces, aw, ah)
	if (cat.Hand || o.Hand) && tileTags > 0 {
		// A hand laying the last tile: its fingers on the tile's edge.
		sh.HandOver(pieces, pieces[tileTags-1].Board, side*0.3, aw, ah)
	}
	return sh.Develop(pieces)
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
