package synth

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/engine/skirmish"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
)

// SizeSkirmish is the default frame of a skirmish photo: 4:3, enough for
// the 40 mm robot tags on a map of 700 x 500 mm (some 2.3 px per module).
var SizeSkirmish = image.Pt(1280, 960)

// SkirmishOptions choose one photo of a skirmish table.
type SkirmishOptions struct {
	Category  Category
	Size      image.Point // 0: SizeSkirmish
	Seed      uint64
	Map       *skirmish.Map       // required
	Print     print.SkirmishPrint // the printed map; zero: print.DefaultSkirmishPrint()
	TagSize   float64             // robot tags, mm; 0: tag.DefaultTagSize
	TagHeight float64             // robot tags above the board (on figurines), mm; 0: 30
	// Robots stand on the table: on a plot, or at a point of the board
	// plane (a robot left on a bridge, in a test).
	Robots []SkirmishRobot
	// Beside are robots put down beside the map, in a row along its south
	// edge (a garage, or destroyed robots set aside): off the playing area.
	Beside []int
}

// SkirmishRobot is a robot on the table.
type SkirmishRobot struct {
	ID   int
	Plot string            // the plot it stands on
	At   calibration.Point // when Plot is "": where its tag's centre is, board mm
}

// SkirmishPosition is the robots on the field of state s, in ID order.
func SkirmishPosition(s *skirmish.State) []SkirmishRobot {
	var out []SkirmishRobot
	for _, r := range s.Robots {
		if r.OnField() {
			out = append(out, SkirmishRobot{ID: r.ID, Plot: r.Plot})
		}
	}
	return out
}

// GenerateSkirmish photographs a skirmish table: the printed map
// (print.DrawSkirmishMap) with its corner markers, the robots' tags on
// figurines on their plots, each put down by hand (a little off the plot's
// centre cross, turned any way), through the category's camera and
// troubles (light, glare, blur, noise, JPEG; no hand or foreign code).
// Truth pieces give a plot as Col (its index in the map, 1-based, as
// vision.PlotsLayout numbers it); pieces not on a plot have Col 0. The
// same options give the same bytes.
func GenerateSkirmish(o SkirmishOptions) (*Photo, error) {
	m := o.Map
	if m == nil {
		return nil, fmt.Errorf("synth: a skirmish photo needs a map")
	}
	if o.Size == (image.Point{}) {
		o.Size = SizeSkirmish
	}
	if o.TagSize == 0 {
		o.TagSize = tag.DefaultTagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	pr := o.Print
	if pr.Page.Paper.W == 0 {
		pr = print.DefaultSkirmishPrint()
	}
	if err := pr.Check(); err != nil {
		return nil, fmt.Errorf("synth: %w", err)
	}
	if pr.Markers.Size == 0 {
		return nil, fmt.Errorf("synth: a map printed without corner markers cannot be located")
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x736b6972))
	cb := vision.PlotsLayout{Map: m}.Board(pr.Markers)
	aw, ah := m.Width, m.Height
	cat := o.Category
	cam := placeCamera(rng, cat, cb, o.Size)
	t := Truth{Category: cat.Name, Seed: o.Seed, Width: o.Size.X, Height: o.Size.Y, Board: cb,
		BoardText: string(skirmish.MarshalMap(m)), Camera: cam, TagSize: o.TagSize, TagHeight: o.TagHeight}

	img := image.NewRGBA(image.Rectangle{Max: o.Size})
	table := color.RGBA{uint8(110 + rng.IntN(40)), uint8(80 + rng.IntN(30)), uint8(50 + rng.IntN(20)), 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(table), image.Point{}, draw.Src)
	r := &print.Raster{Img: img, Scale: 1}
	flat := projected{r: r, h: cam.Plane(0)}
	lo, hi := pr.Extent(m)
	print.Rect(flat, lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, print.White)
	print.DrawSkirmishMap(flat, m, print.Pt{})
	if err := print.DrawMarkers(flat, tag.Skirmish, pr.Markers, aw, ah, print.Pt{}); err != nil {
		return nil, err
	}
	for k := range 4 {
		x, y := pr.Markers.Centre(k, aw, ah)
		p := Piece{Payload: tag.Payload{Game: tag.Skirmish, Kind: tag.Corner, ID: k}.String(), Board: calibration.Point{X: x, Y: y}}
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, pr.Markers.Size, 0, 0)
		t.Markers = append(t.Markers, p)
	}

	// Robots put down by hand: up to a fifth of the plot's radius off its
	// centre cross (the figurine's base fits the circle).
	var pieces []Piece
	seen := map[int]bool{}
	add := func(id int, at calibration.Point, col int) error {
		if seen[id] {
			return fmt.Errorf("synth: robot %d is on the table twice", id)
		}
		seen[id] = true
		pl := tag.Payload{Game: tag.Skirmish, Kind: tag.Robot, ID: id}
		pieces = append(pieces, Piece{Payload: pl.String(), Col: col, Height: o.TagHeight, Board: at,
			Angle: float64(rng.IntN(4))*90 + (rng.Float64()*2-1)*cat.TagJitter})
		return nil
	}
	for _, q := range o.Robots {
		if q.Plot == "" {
			if err := add(q.ID, q.At, 0); err != nil {
				return nil, err
			}
			continue
		}
		c, ok := print.SkirmishPlotCentre(m, q.Plot)
		if !ok {
			return nil, fmt.Errorf("synth: robot %d on plot %s: not a plot of the map", q.ID, q.Plot)
		}
		a := rng.Float64() * 2 * math.Pi
		d := rng.Float64() * m.Radius / 5
		if err := add(q.ID, calibration.Point{X: c.X + d*math.Cos(a), Y: c.Y + d*math.Sin(a)}, plotIndex(m, q.Plot)+1); err != nil {
			return nil, err
		}
	}
	// Beside the map: a row along the south edge, in the white border
	// between the southern corner markers.
	step := o.TagSize + 12
	for i, id := range o.Beside {
		x := pr.Markers.Margin() + o.TagSize/2 + float64(i)*step
		if x > aw-pr.Markers.Margin()-o.TagSize/2 {
			return nil, fmt.Errorf("synth: no room beside the map for %d robots", len(o.Beside))
		}
		if err := add(id, calibration.Point{X: x, Y: ah + pr.Markers.Margin()/2}, 0); err != nil {
			return nil, err
		}
	}

	// Far pieces first: a near figurine may hide a far tag, not the reverse.
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
		shape := drawFigurine(r, cam, p.Board, o.TagSize*0.5, p.Height)
		top := projected{r: r, h: cam.Plane(p.Height)}
		if err := print.DrawTag(top, pl, print.Pt{X: p.Board.X, Y: p.Board.Y}, o.TagSize, p.Angle*math.Pi/180); err != nil {
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

func plotIndex(m *skirmish.Map, id string) int {
	p, _ := m.Plot(id)
	for i, q := range m.Plots {
		if q.ID == p.ID {
			return i
		}
	}
	return -1
}
