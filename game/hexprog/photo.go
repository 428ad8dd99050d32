package hexprog

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// PhotoSize is the default frame of a photo of a hex table: 4:3, the
// arena (9 x 8 hexes of 60 mm, 485 x 510 mm) with its markers filling the
// height, the 30 mm robot tags at some 2 px per module.
var PhotoSize = image.Pt(1600, 1200)

// TagSize is the robot tags' side when the options do not say: `mecanoid
// print-hex tags` prints them so by default.
const TagSize = 30.0

// PhotoOptions choose one photo of a table of the hex programming game.
type PhotoOptions struct {
	Category  synth.Category
	Size      image.Point // 0: PhotoSize
	Seed      uint64
	Board     *rules.Board
	Print     BoardPrint   // the printed board; zero: DefaultBoardPrint()
	TagSize   float64      // robot tags, mm; 0: TagSize
	TagHeight float64      // robot tags above the board (on figurines), mm; 0: 30
	Robots    []PhotoRobot // robots in play; those out of play are off the table
}

// PhotoRobot is a robot standing on a hex, its tag's front towards a side.
type PhotoRobot struct {
	ID     int
	Cell   rules.Cell
	Facing hexgrid.Dir
	// Turn turns the tag this many degrees clockwise off its facing on
	// purpose (a robot put down crooked), on top of the category's jitter.
	Turn float64
}

// PhotoRobotsOf are the robots in play of s, where they stand.
func PhotoRobotsOf(s *rules.State) []PhotoRobot {
	var rs []PhotoRobot
	for _, r := range s.Robots {
		if !r.Out {
			rs = append(rs, PhotoRobot{ID: r.ID, Cell: r.Cell, Facing: r.Facing})
		}
	}
	return rs
}

// GeneratePhoto photographs a table of the hex programming game (through
// vision/synth's Shot): the board as BoardPrint prints it (DrawBoard, the
// orientation hexes, the corner markers MC1:HEXP:C:k), and each robot on
// a figurine on its hex, its hexagonal tag card (as PrintTags makes them:
// the robot's colour, the code's top at the front) turned to face its
// direction, put down by hand (a little off centre, a little crooked),
// through the category's camera and troubles (light, glare, blur, noise,
// JPEG; no hand or foreign code). Truth pieces give hexes as Col, Row and
// facings as N, NE, SE, S, SW, NW. The same options give the same bytes.
func GeneratePhoto(o PhotoOptions) (*synth.Photo, error) {
	if o.Board == nil {
		return nil, fmt.Errorf("synth: no board")
	}
	if o.Size == (image.Point{}) {
		o.Size = PhotoSize
	}
	if o.TagSize == 0 {
		o.TagSize = TagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	pr := o.Print
	if pr.Page.Paper.W == 0 {
		pr = DefaultBoardPrint()
	}
	b := o.Board
	if err := pr.Check(b); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x68657870))
	l, aw, ah := pr.HexLayout(b)
	cb := calibration.Board{Columns: b.Cols, Rows: b.Rows, Tile: l.Across, Markers: pr.Markers, Width: aw, Height: ah}
	cat := o.Category
	sh := synth.NewShot(rng, synth.ShotOptions{Category: cat, Seed: o.Seed, Size: o.Size, Board: cb, TagSize: o.TagSize, TagHeight: o.TagHeight})

	lo, hi := pr.Extent(b)
	print.Rect(sh.Flat(), lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, print.White)
	DrawBoard(sh.Flat(), b, l, print.Pt{})
	pr.drawRoses(sh.Flat(), b, print.Pt{})
	if err := sh.Markers(TagCode, pr.Markers, aw, ah); err != nil {
		return nil, err
	}

	// Robots put down by hand: up to a fifth of the hex's free play
	// around the card off centre.
	across := cardAcross(o.TagSize) // the card, as PrintTags cuts it
	play := math.Max((l.Across-across)/2, 2) * 0.6
	var pieces []synth.Piece
	seen := map[int]bool{}
	for _, q := range o.Robots {
		pl := tag.Payload{Game: TagCode, Kind: tag.Robot, ID: q.ID}
		if err := pl.Validate(); err != nil {
			return nil, fmt.Errorf("synth: robot %d: %w", q.ID, err)
		}
		switch {
		case seen[q.ID]:
			return nil, fmt.Errorf("synth: robot %d is on the table twice", q.ID)
		case !b.In(q.Cell):
			return nil, fmt.Errorf("synth: robot %d at %v: not a hex of the %dx%d board", q.ID, q.Cell, b.Cols, b.Rows)
		case !q.Facing.Valid():
			return nil, fmt.Errorf("synth: robot %d faces %d: directions are 1..6", q.ID, int(q.Facing))
		}
		seen[q.ID] = true
		c := l.Centre(q.Cell.Hex())
		at := synth.ByHand(rng, calibration.Point{X: c.X, Y: c.Y}, play)
		pieces = append(pieces, synth.Piece{Payload: pl.String(), Col: q.Cell.Col, Row: q.Cell.Row, Facing: q.Facing.String(), Height: o.TagHeight,
			Angle: synth.Turned(rng, q.Facing.Angle()*180/math.Pi+q.Turn, cat.TagJitter), Board: at})
	}
	// Each tag on its card on a figurine: the card hides what is behind.
	card := func(c print.Canvas, id int, centre print.Pt, angle float64) []print.Pt {
		return drawCard(c, id, centre, across, angle)
	}
	err := sh.DrawPieces(pieces, o.TagHeight, func(tag.Payload) synth.Look {
		return synth.Look{Tag: o.TagSize, Body: o.TagSize * 0.5, Card: card}
	})
	if err != nil {
		return nil, err
	}

	// Photography: light, glare, defocus, noise, compression.
	sh.Light(pieces, aw, ah)
	return sh.Develop(pieces)
}

// drawCard draws a robot's hexagonal tag card as PrintTags prints it (a
// flat-topped hex of the robot's colour, across mm side to side, a white
// arrow on its top side at the code's top), turned angle radians
// clockwise about centre; the code goes on it after. It returns the
// card's outline.
func drawCard(c print.Canvas, id int, centre print.Pt, across, angle float64) []print.Pt {
	sa, ca := math.Sin(angle), math.Cos(angle)
	turn := func(x, y float64) print.Pt { // (x, y) from the centre, unturned
		return print.Pt{X: centre.X + x*ca - y*sa, Y: centre.Y + x*sa + y*ca}
	}
	hl := hexgrid.Layout{Across: across}
	var card []print.Pt
	for _, q := range hl.Corners(hexgrid.Hex{}) {
		card = append(card, turn(q.X, q.Y))
	}
	c.Polygon(card, print.ColourOf(id).RGB)
	top, aw := -across/2, across*0.12
	c.Polygon([]print.Pt{turn(0, top+0.6), turn(aw, top+aw*0.9), turn(-aw, top+aw*0.9)}, print.White)
	return card
}
