package hexprog

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/print"
	"mecanoid/tag"
	. "mecanoid/vision/synth"
)

// SizeHex is the default frame of a photo of a hex table: 4:3, the
// arena (9 x 8 hexes of 60 mm, 485 x 510 mm) with its markers filling the
// height, the 30 mm robot tags at some 2 px per module.
var SizeHex = image.Pt(1600, 1200)

// HexTagSize is the robot tags' side when the options do not say: `mecanoid
// print-hex tags` prints them so by default.
const HexTagSize = 30.0

// HexOptions choose one photo of a table of the hex programming game.
type HexOptions struct {
	Category  Category
	Size      image.Point // 0: SizeHex
	Seed      uint64
	Board     *hexprog.Board
	Print     HexBoardPrint // the printed board; zero: DefaultHexBoardPrint()
	TagSize   float64       // robot tags, mm; 0: HexTagSize
	TagHeight float64       // robot tags above the board (on figurines), mm; 0: 30
	Robots    []HexRobot    // robots in play; those out of play are off the table
}

// HexRobot is a robot standing on a hex, its tag's front towards a side.
type HexRobot struct {
	ID     int
	Cell   hexprog.Cell
	Facing hexgrid.Dir
	// Turn turns the tag this many degrees clockwise off its facing on
	// purpose (a robot put down crooked), on top of the category's jitter.
	Turn float64
}

// HexRobotsOf are the robots in play of s, where they stand.
func HexRobotsOf(s *hexprog.State) []HexRobot {
	var rs []HexRobot
	for _, r := range s.Robots {
		if !r.Out {
			rs = append(rs, HexRobot{ID: r.ID, Cell: r.Cell, Facing: r.Facing})
		}
	}
	return rs
}

// GenerateHex photographs a table of the hex programming game: the board
// as HexBoardPrint prints it (print.DrawHexBoard, the orientation
// hexes, the corner markers MC1:HEXP:C:k), and each robot on a figurine on
// its hex, its hexagonal tag card (as print.PrintHexTags makes them: the
// robot's colour, the code's top at the front) turned to face its
// direction, put down by hand (a little off centre, a little crooked),
// through the category's camera and troubles (light, glare, blur, noise,
// JPEG; no hand or foreign code). Truth pieces give hexes as Col, Row and
// facings as N, NE, SE, S, SW, NW. The same options give the same bytes.
func GenerateHex(o HexOptions) (*Photo, error) {
	if o.Board == nil {
		return nil, fmt.Errorf("synth: no board")
	}
	if o.Size == (image.Point{}) {
		o.Size = SizeHex
	}
	if o.TagSize == 0 {
		o.TagSize = HexTagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	pr := o.Print
	if pr.Page.Paper.W == 0 {
		pr = DefaultHexBoardPrint()
	}
	b := o.Board
	if err := pr.Check(b); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x68657870))
	l, aw, ah := pr.HexLayout(b)
	cb := calibration.Board{Columns: b.Cols, Rows: b.Rows, Tile: l.Across, Markers: pr.Markers, Width: aw, Height: ah}
	cat := o.Category
	sh := NewShot(rng, ShotOptions{Category: cat, Seed: o.Seed, Size: o.Size, Board: cb, TagSize: o.TagSize, TagHeight: o.TagHeight})

	lo, hi := pr.Extent(b)
	print.Rect(sh.Flat(), lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, print.White)
	DrawHexBoard(sh.Flat(), b, l, print.Pt{})
	// The orientation hexes where print puts them (drawHexPoster).
	rose := math.Min(l.Across*0.6, 30)
	DrawRose(sh.Flat(), print.Pt{X: rose * 0.6, Y: -rose*0.5 - 2}, rose)
	DrawRose(sh.Flat(), print.Pt{X: aw - rose*0.6, Y: ah + rose*0.5 + 2}, rose)
	if err := sh.Markers(tag.HexProg, pr.Markers, aw, ah); err != nil {
		return nil, err
	}

	// Robots put down by hand: up to a fifth of the hex's free play
	// around the card off centre.
	across := o.TagSize*math.Sqrt2 + 4 // the card, as print.PrintHexTags cuts it
	play := math.Max((l.Across-across)/2, 2) * 0.6
	var pieces []Piece
	seen := map[int]bool{}
	for _, q := range o.Robots {
		pl := tag.Payload{Game: tag.HexProg, Kind: tag.Robot, ID: q.ID}
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
		at := ByHand(rng, calibration.Point{X: c.X, Y: c.Y}, play)
		pieces = append(pieces, Piece{Payload: pl.String(), Col: q.Cell.Col, Row: q.Cell.Row, Facing: q.Facing.String(), Height: o.TagHeight,
			Angle: Turned(rng, q.Facing.Angle()*180/math.Pi+q.Turn, cat.TagJitter), Board: at})
	}
	// Each tag on its card on a figurine: the card hides what is behind.
	card := func(c print.Canvas, id int, centre print.Pt, angle float64) []print.Pt {
		return drawHexCard(c, id, centre, across, angle)
	}
	err := sh.DrawPieces(pieces, o.TagHeight, func(tag.Payload) Look {
		return Look{Tag: o.TagSize, Body: o.TagSize * 0.5, Card: card}
	})
	if err != nil {
		return nil, err
	}

	// Photography: light, glare, defocus, noise, compression.
	sh.Light(pieces, aw, ah)
	return sh.Develop(pieces)
}

// drawHexCard draws a robot's hexagonal tag card as print.PrintHexTags
// prints it (a flat-topped hex of the robot's colour, across mm side to
// side, a white arrow on its top side at the code's top), turned angle
// radians clockwise about centre; the code goes on it after. It returns
// the card's outline.
func drawHexCard(c print.Canvas, id int, centre print.Pt, across, angle float64) []print.Pt {
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
