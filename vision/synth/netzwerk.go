package synth

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	nz "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/tag"
)

// SizeNetzwerk is the default frame of a Netzwerk photo: 4:3, enough for
// the 22 mm battery tags of the default print (some 2 px per module).
var SizeNetzwerk = image.Pt(1600, 1200)

// NetzwerkOptions choose one photo of a Netzwerk table.
type NetzwerkOptions struct {
	Category  Category
	Size      image.Point // 0: SizeNetzwerk
	Seed      uint64
	Config    nz.Config           // board size; zero: nz.DefaultConfig
	Print     print.NetzwerkPrint // the printed board and tags; zero: print.DefaultNetzwerkPrint()
	TagHeight float64             // robot tags above the board (on figurines), mm; 0: 30
	// Pieces are robots on squares and batteries on corners (Kind 'R' or
	// 'B', netzwerk coordinates); captured robots are off the table.
	Pieces []nz.Piece
}

// layout is the board of o, defaults filled in.
func (o NetzwerkOptions) layout() (nz.Config, print.NetzwerkPrint) {
	cfg, pr := o.Config, o.Print
	if cfg.Width == 0 {
		cfg = nz.DefaultConfig
	}
	if pr.Square == 0 {
		pr = print.DefaultNetzwerkPrint()
	}
	return cfg, pr
}

// GenerateNetzwerk photographs a Netzwerk table: the printed board
// (print.DrawNetzwerkBoard) with its corner markers, the robots' tags on
// figurines in their squares and the batteries' tags lying on their
// energy fields, each put down by hand (a little off centre, turned any
// way), through the category's camera and troubles (light, glare, blur,
// noise, JPEG; no hand or foreign code). Truth pieces give squares and
// corners as Col, Row. The same options give the same bytes.
func GenerateNetzwerk(o NetzwerkOptions) (*Photo, error) {
	if o.Size == (image.Point{}) {
		o.Size = SizeNetzwerk
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	cfg, pr := o.layout()
	if err := pr.Check(cfg); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x6e65747a))
	aw, ah := pr.AreaSize(cfg)
	cb := calibration.Board{Columns: cfg.Width, Rows: cfg.Height, Tile: pr.Square, Markers: pr.Markers, Width: aw, Height: ah}
	cat := o.Category
	cam := placeCamera(rng, cat, cb, o.Size)
	t := Truth{Category: cat.Name, Seed: o.Seed, Width: o.Size.X, Height: o.Size.Y, Board: cb,
		Camera: cam, TagSize: pr.RobotTag, TagHeight: o.TagHeight}

	img := image.NewRGBA(image.Rectangle{Max: o.Size})
	table := color.RGBA{uint8(110 + rng.IntN(40)), uint8(80 + rng.IntN(30)), uint8(50 + rng.IntN(20)), 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(table), image.Point{}, draw.Src)
	r := &print.Raster{Img: img, Scale: 1}
	flat := projected{r: r, h: cam.Plane(0)}
	m := pr.Markers.Margin() + 8
	print.Rect(flat, -m, -m, aw+2*m, ah+2*m, print.White)
	origin := print.Pt{X: pr.Border, Y: pr.Border} // square [1,1]'s north-west corner
	print.DrawNetzwerkBoard(flat, cfg, pr, origin, true)
	if err := print.DrawMarkers(flat, tag.Netzwerk, pr.Markers, aw, ah, print.Pt{}); err != nil {
		return nil, err
	}
	for k := range 4 {
		x, y := pr.Markers.Centre(k, aw, ah)
		p := Piece{Payload: tag.Payload{Game: tag.Netzwerk, Kind: tag.Corner, ID: k}.String(), Board: calibration.Point{X: x, Y: y}}
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, pr.Markers.Size, 0, 0)
		t.Markers = append(t.Markers, p)
	}

	// Pieces put down by hand: robots up to a fifth of their square's free
	// play off centre, batteries up to a quarter of their field's radius.
	var pieces []Piece
	sizes := map[string]float64{}
	for _, q := range o.Pieces {
		p := Piece{Col: q.X, Row: q.Y, Angle: float64(rng.IntN(4))*90 + (rng.Float64()*2-1)*cat.TagJitter}
		var c print.Pt
		var play float64
		switch q.Kind {
		case 'R':
			if !cfg.InSquare(nz.Square{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: robot %d at [%d,%d]: not a square of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: tag.Netzwerk, Kind: tag.Robot, ID: q.ID}.String()
			p.Height = o.TagHeight
			c = pr.SquareCentre(nz.Square{X: q.X, Y: q.Y})
			play = math.Max((pr.Square-pr.RobotTag*math.Sqrt2)/2, 2) * 0.6
			sizes[p.Payload] = pr.RobotTag
		case 'B':
			if !cfg.InCorner(nz.Corner{X: q.X, Y: q.Y}) {
				return nil, fmt.Errorf("synth: battery %d at [%d,%d]: not a corner of the %dx%d board", q.ID, q.X, q.Y, cfg.Width, cfg.Height)
			}
			p.Payload = tag.Payload{Game: tag.Netzwerk, Kind: tag.Battery, ID: q.ID}.String()
			p.Height = 1
			c = pr.CornerCentre(nz.Corner{X: q.X, Y: q.Y})
			play = pr.Field / 2 * 0.25
			sizes[p.Payload] = pr.BatteryTag
		default:
			return nil, fmt.Errorf("synth: piece kind %q: R or B", q.Kind)
		}
		a := rng.Float64() * 2 * math.Pi
		d := rng.Float64() * play
		p.Board = calibration.Point{X: pr.Border + c.X + d*math.Cos(a), Y: pr.Border + c.Y + d*math.Sin(a)}
		pieces = append(pieces, p)
	}
	// Far pieces first, flat batteries before any figurine.
	order := make([]int, len(pieces))
	for i := range order {
		order[i] = i
	}
	eye := cam.Centre()
	dist := func(p Piece) float64 { return math.Hypot(p.Board.X-eye.X, p.Board.Y-eye.Y) }
	sortBy(order, func(i int) float64 {
		if pieces[i].Height < o.TagHeight {
			return -1e9 - dist(pieces[i])
		}
		return -dist(pieces[i])
	})
	var drawn []int
	for _, i := range order {
		p := &pieces[i]
		pl, err := tag.Parse(p.Payload)
		if err != nil {
			return nil, err
		}
		size := sizes[p.Payload]
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, size, p.Height, p.Angle)
		shape := p.Corners[:]
		if pl.Kind == tag.Robot {
			shape = drawFigurine(r, cam, p.Board, size*0.5, p.Height)
		}
		top := projected{r: r, h: cam.Plane(p.Height)}
		if err := print.DrawTag(top, pl, print.Pt{X: p.Board.X, Y: p.Board.Y}, size, p.Angle*math.Pi/180); err != nil {
			return nil, err
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
