package synth

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/engine/hexgrid"
	"mecanoid/engine/hexprog"
	"mecanoid/print"
	"mecanoid/tag"
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
	Print     print.HexBoardPrint // the printed board; zero: print.DefaultHexBoardPrint()
	TagSize   float64             // robot tags, mm; 0: HexTagSize
	TagHeight float64             // robot tags above the board (on figurines), mm; 0: 30
	Robots    []HexRobot          // robots in play; those out of play are off the table
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
// as print.HexBoardPrint prints it (print.DrawHexBoard, the orientation
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
		pr = print.DefaultHexBoardPrint()
	}
	b := o.Board
	if err := pr.Check(b); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x68657870))
	l, aw, ah := pr.HexLayout(b)
	cb := calibration.Board{Columns: b.Cols, Rows: b.Rows, Tile: l.Across, Markers: pr.Markers, Width: aw, Height: ah}
	cat := o.Category
	cam := placeCamera(rng, cat, cb, o.Size)
	t := Truth{Category: cat.Name, Seed: o.Seed, Width: o.Size.X, Height: o.Size.Y, Board: cb,
		Camera: cam, TagSize: o.TagSize, TagHeight: o.TagHeight}

	img := image.NewRGBA(image.Rectangle{Max: o.Size})
	table := color.RGBA{uint8(110 + rng.IntN(40)), uint8(80 + rng.IntN(30)), uint8(50 + rng.IntN(20)), 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(table), image.Point{}, draw.Src)
	r := &print.Raster{Img: img, Scale: 1}
	flat := projected{r: r, h: cam.Plane(0)}
	lo, hi := pr.Extent(b)
	print.Rect(flat, lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, print.White)
	print.DrawHexBoard(flat, b, l, print.Pt{})
	// The orientation hexes where print puts them (drawHexPoster).
	rose := math.Min(l.Across*0.6, 30)
	print.DrawRose(flat, print.Pt{X: rose * 0.6, Y: -rose*0.5 - 2}, rose)
	print.DrawRose(flat, print.Pt{X: aw - rose*0.6, Y: ah + rose*0.5 + 2}, rose)
	if err := print.DrawMarkers(flat, tag.HexProg, pr.Markers, aw, ah, print.Pt{}); err != nil {
		return nil, err
	}
	for k := range 4 {
		x, y := pr.Markers.Centre(k, aw, ah)
		p := Piece{Payload: tag.Payload{Game: tag.HexProg, Kind: tag.Corner, ID: k}.String(), Board: calibration.Point{X: x, Y: y}}
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, pr.Markers.Size, 0, 0)
		t.Markers = append(t.Markers, p)
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
		a := rng.Float64() * 2 * math.Pi
		d := rng.Float64() * play
		p := Piece{Payload: pl.String(), Col: q.Cell.Col, Row: q.Cell.Row, Facing: q.Facing.String(), Height: o.TagHeight,
			Angle: q.Facing.Angle()*180/math.Pi + q.Turn + (rng.Float64()*2-1)*cat.TagJitter,
			Board: calibration.Point{X: c.X + d*math.Cos(a), Y: c.Y + d*math.Sin(a)}}
		pieces = append(pieces, p)
	}
	// Far figurines first: near ones hide what is behind them.
	order := make([]int, len(pieces))
	for i := range order {
		order[i] = i
	}
	eye := cam.Centre()
	sortBy(order, func(i int) float64 { return -math.Hypot(pieces[i].Board.X-eye.X, pieces[i].Board.Y-eye.Y) })
	var drawn []int
	for _, i := range order {
		p := &pieces[i]
		pl, err := tag.Parse(p.Payload)
		if err != nil {
			return nil, err
		}
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, o.TagSize, p.Height, p.Angle)
		drawFigurine(r, cam, p.Board, o.TagSize*0.5, p.Height)
		top := projected{r: r, h: cam.Plane(p.Height)}
		card := drawHexCard(top, pl.ID, print.Pt{X: p.Board.X, Y: p.Board.Y}, across, p.Angle*math.Pi/180)
		if err := print.DrawTag(top, pl, print.Pt{X: p.Board.X, Y: p.Board.Y}, o.TagSize, p.Angle*math.Pi/180); err != nil {
			return nil, err
		}
		shape := make([]calibration.Point, len(card))
		for k, q := range card {
			shape[k] = cam.Plane(p.Height).Apply(calibration.Point{X: q.X, Y: q.Y})
		}
		for _, j := range drawn {
			pieces[j].Hidden = math.Max(pieces[j].Hidden, coveredBy(pieces[j].Corners, shape))
			for _, f := range finders(pieces[j].Corners) {
				pieces[j].FinderHidden = math.Max(pieces[j].FinderHidden, coveredBy(f, shape))
			}
		}
		drawn = append(drawn, i)
	}

	// Photography: light, glare, defocus, noise, compression.
	modMin := math.Inf(1)
	for _, p := range append(append([]Piece{}, t.Markers...), pieces...) {
		modMin = math.Min(modMin, p.ModulePx)
	}
	t.MinModulePx = modMin
	if cat.Light > 0 {
		Light(img, rng.Float64()*2*math.Pi, cat.Light*(0.6+0.4*rng.Float64()), 0.25)
	}
	if cat.Glare {
		c := cam.Project(calibration.Vec{X: rng.Float64() * aw, Y: rng.Float64() * ah})
		Glare(img, c.X, c.Y, float64(o.Size.Y)*(0.06+0.08*rng.Float64()), 0.5+0.35*rng.Float64())
	}
	Blur(img, (cat.Blur[0]+rng.Float64()*(cat.Blur[1]-cat.Blur[0]))*modMin)
	Noise(img, rng, cat.Noise[0]+rng.Float64()*(cat.Noise[1]-cat.Noise[0]), 0.5)
	data, err := JPEG(img, cat.JPEG[0]+rng.IntN(cat.JPEG[1]-cat.JPEG[0]+1))
	if err != nil {
		return nil, err
	}
	t.Pieces = pieces
	return &Photo{Image: img, JPEG: data, Truth: t}, nil
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
