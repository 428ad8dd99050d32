package synth

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/print"
	"mecanoid/tag"
)

// Category is a family of photos, from easy to hard: how far the camera
// leans, and which photographic troubles are applied.
type Category struct {
	Name      string
	Tilt      [2]float64 // camera tilt from vertical, degrees (min, max)
	AnyRoll   bool       // the picture may be turned any way (else within ±15°)
	Blur      [2]float64 // Gaussian sigma, in QR modules of the nearest tags
	Noise     [2]float64 // sensor noise sigma, 0..255
	Light     float64    // uneven light strength
	Glare     bool       // a lamp's reflection
	Hand      bool       // a hand over part of the board
	JPEG      [2]int     // quality range
	Foreign   float64    // chance of a foreign QR code (a phone, a label) in view
	Hardest   bool       // the "hardest" category of the targets
	TagJitter float64    // tag rotation jitter, degrees
}

// Categories are the bench's categories, easy to hard.
var Categories = []Category{
	{Name: "easy", Tilt: [2]float64{0, 8}, Blur: [2]float64{0.1, 0.2}, Noise: [2]float64{1, 3}, JPEG: [2]int{90, 95}, TagJitter: 8},
	{Name: "perspective", Tilt: [2]float64{15, 35}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, JPEG: [2]int{88, 94}, TagJitter: 12},
	{Name: "lighting", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, Light: 0.45, Glare: true, JPEG: [2]int{85, 92}, Foreign: 0.3, TagJitter: 12},
	{Name: "blur-noise", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.3, 0.45}, Noise: [2]float64{5, 9}, JPEG: [2]int{75, 85}, Foreign: 0.3, TagJitter: 12},
	{Name: "occlusion", Tilt: [2]float64{0, 25}, AnyRoll: true, Blur: [2]float64{0.1, 0.25}, Noise: [2]float64{2, 4}, Hand: true, JPEG: [2]int{85, 92}, Foreign: 0.3, TagJitter: 12},
	{Name: "hard", Tilt: [2]float64{20, 35}, AnyRoll: true, Blur: [2]float64{0.25, 0.4}, Noise: [2]float64{4, 7}, Light: 0.4, Glare: true, Hand: true, JPEG: [2]int{75, 85}, Foreign: 0.5, Hardest: true, TagJitter: 15},
}

// CategoryByName finds a category.
func CategoryByName(name string) (Category, bool) {
	for _, c := range Categories {
		if c.Name == name {
			return c, true
		}
	}
	return Category{}, false
}

// Frame sizes of the bench: a 1080p webcam and the Raspberry Pi HQ camera.
var (
	Size1080p = image.Pt(1920, 1080)
	SizeHQ    = image.Pt(4056, 3040)
)

// Options choose one photo.
type Options struct {
	Category  Category
	Size      image.Point
	Seed      uint64
	Columns   int     // board size; 0: chosen from the frame size (5 at 1080p, 12 above)
	Tile      float64 // mm; 0: tag.DefaultTile
	TagSize   float64 // mm; 0: tag.DefaultTagSize
	TagHeight float64 // robot tags above the board, mm; 0: 30
	Robots    int     // 0: 3 to 6
	Laws      int     // 0: 1 to 3

	// BoardText, if set, is the board (a board file's text) instead of a
	// random one; Columns is then its width.
	BoardText string
	// Pieces, if set, are the pieces on the board instead of random ones:
	// a game's position, for frames of a scripted game.
	Pieces []Placement
}

// Placement puts one piece on a cell, facing a direction (N, E, S, W).
type Placement struct {
	Payload string
	Col     int
	Row     int
	Facing  string
}

// Piece is a tag the photo shows, with where it truly is.
type Piece struct {
	Payload  string               `json:"payload"`
	Col      int                  `json:"col"`
	Row      int                  `json:"row"`
	Facing   string               `json:"facing"`     // N, E, S, W
	Angle    float64              `json:"angle_deg"`  // true turn of the tag, clockwise from north
	Height   float64              `json:"height_mm"`  // of the tag above the board
	Board    calibration.Point    `json:"board_mm"`   // centre on the board
	Corners  [4]calibration.Point `json:"corners_px"` // TL, TR, BR, BL in the image
	ModulePx float64              `json:"module_px"`  // module side in the image (square root of the area)
	Hidden   float64              `json:"hidden"`     // share of the tag under a hand or a figurine
	// FinderHidden is the largest share of one of the three finder
	// patterns under a hand or a figurine.
	FinderHidden float64 `json:"finder_hidden"`
}

// Unreadable is true when a hand or a figurine hides so much of a tag, or
// enough of one finder pattern, that no decoder could read it: the scan
// must then report the piece missing.
func (p Piece) Unreadable() bool { return p.Hidden > HiddenLimit || p.FinderHidden > FinderLimit }

// FinderLimit is the share of one finder pattern that may be hidden before
// a tag counts as unreadable. Every QR decoder (zxing, zbar, OpenCV) first
// looks for the three finder patterns by their 1:1:3:1:1 runs of dark and
// light; one bitten into is lost, and the code with it, whatever the error
// correction could have restored.
const FinderLimit = 0.1

// HiddenLimit is the share of a tag a hand may cover before the tag counts as
// unreadable in the ground truth. A version 1 code at level Q corrects a
// quarter of its codewords, but one finder pattern hidden is enough to lose
// it, and a figurine or a hand hides a tag from its edge, where the finder
// patterns are.
const HiddenLimit = 0.04

// Truth is the ground truth of one photo.
type Truth struct {
	Name        string             `json:"name"`
	Category    string             `json:"category"`
	Seed        uint64             `json:"seed"`
	Width       int                `json:"width"`
	Height      int                `json:"height"`
	Board       calibration.Board  `json:"board"`
	BoardText   string             `json:"board_text"`
	Camera      calibration.Camera `json:"camera"`
	TagSize     float64            `json:"tag_size_mm"`
	TagHeight   float64            `json:"tag_height_mm"`
	Pieces      []Piece            `json:"pieces"`  // robots and laws
	Markers     []Piece            `json:"markers"` // the four corner markers
	Foreign     []string           `json:"foreign,omitempty"`
	MinModulePx float64            `json:"min_module_px"`
	Hand        bool               `json:"hand,omitempty"`
}

// Photo is a generated picture and its ground truth.
type Photo struct {
	Image *image.RGBA
	JPEG  []byte
	Truth Truth
}

var facings = [4]string{"N", "E", "S", "W"}

// Generate makes one photo. The same options give the same bytes.
func Generate(o Options) (*Photo, error) {
	if o.Size == (image.Point{}) {
		o.Size = Size1080p
	}
	if o.Tile == 0 {
		o.Tile = tag.DefaultTile
	}
	if o.TagSize == 0 {
		o.TagSize = tag.DefaultTagSize
	}
	if o.TagHeight == 0 {
		o.TagHeight = 30
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x6d65636e))
	cols := o.Columns
	if cols == 0 {
		cols = 5
		if o.Size.Y >= 2000 {
			cols = 12
		}
	}
	rows := cols
	boardText := o.BoardText
	if boardText == "" {
		boardText = randomBoard(rng, cols, rows)
	}
	b, err := dr2d.ParseBoard("synthetic", []byte(boardText))
	if err != nil {
		return nil, fmt.Errorf("synth: board: %w", err)
	}
	cols, rows = b.Width, b.Height
	cb := calibration.Board{Columns: cols, Rows: rows, Tile: o.Tile, Markers: tag.DefaultMarkers}
	w, h := cb.Size()
	cat := o.Category
	cam := placeCamera(rng, cat, cb, o.Size)

	t := Truth{Category: cat.Name, Seed: o.Seed, Width: o.Size.X, Height: o.Size.Y, Board: cb,
		BoardText: boardText, Camera: cam, TagSize: o.TagSize, TagHeight: o.TagHeight}

	// Table, then the paper of the board, then the board.
	img := image.NewRGBA(image.Rectangle{Max: o.Size})
	table := color.RGBA{uint8(110 + rng.IntN(40)), uint8(80 + rng.IntN(30)), uint8(50 + rng.IntN(20)), 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(table), image.Point{}, draw.Src)
	r := &print.Raster{Img: img, Scale: 1}
	flat := projected{r: r, h: cam.Plane(0)}
	m := cb.Markers.Margin() + 8
	print.Rect(flat, -m, -m, w+2*m, h+2*m, print.White)
	drawing := print.BoardDrawing{Tile: o.Tile, Markers: cb.Markers}
	if err := print.DrawBoard(flat, b, drawing, print.Pt{}); err != nil {
		return nil, err
	}
	if err := print.DrawMarkers(flat, tag.DR2D, cb.Markers, w, h, print.Pt{}); err != nil {
		return nil, err
	}
	for k := range 4 {
		x, y := cb.Markers.Centre(k, w, h)
		p := Piece{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}.String(), Board: calibration.Point{X: x, Y: y}}
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, cb.Markers.Size, 0, 0)
		t.Markers = append(t.Markers, p)
	}

	// Pieces on distinct cells: robots on figurines, laws flat.
	nRobots, nLaws := o.Robots, o.Laws
	if nRobots == 0 {
		nRobots = 3 + rng.IntN(4)
	}
	if nLaws == 0 {
		nLaws = 1 + rng.IntN(3)
	}
	place := o.Pieces
	if len(place) == 0 {
		cells := rng.Perm(cols * rows)
		if nRobots+nLaws > len(cells) {
			return nil, fmt.Errorf("synth: %d pieces do not fit %dx%d cells", nRobots+nLaws, cols, rows)
		}
		for i := range nRobots + nLaws {
			pl := Placement{Col: cells[i]%cols + 1, Row: cells[i]/cols + 1} // facing drawn below
			if i < nRobots {
				pl.Payload = tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String()
			} else {
				pl.Payload = tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: i - nRobots + 1}.String()
			}
			place = append(place, pl)
		}
	}
	var pieces []Piece
	for _, pl := range place {
		kind, err := tag.Parse(pl.Payload)
		if err != nil {
			return nil, fmt.Errorf("synth: piece %q: %w", pl.Payload, err)
		}
		dir := slices.Index(facings[:], pl.Facing)
		if len(o.Pieces) == 0 {
			dir = rng.IntN(4)
		}
		if dir < 0 || pl.Col < 1 || pl.Row < 1 || pl.Col > cols || pl.Row > rows {
			return nil, fmt.Errorf("synth: piece %s at [%d,%d] facing %q: not a cell and facing of this %dx%d board", pl.Payload, pl.Col, pl.Row, pl.Facing, cols, rows)
		}
		col, row := pl.Col, pl.Row
		p := Piece{Payload: pl.Payload, Col: col, Row: row, Height: o.TagHeight, Facing: facings[dir]}
		p.Angle = float64(dir)*90 + (rng.Float64()*2-1)*cat.TagJitter
		if kind.Kind != tag.Robot {
			p.Height = 1 // a printed token
		}
		// Placed by hand: up to a fifth of the free play around the tag off centre.
		play := (o.Tile - o.TagSize*math.Sqrt2) / 2
		play = math.Max(play, 2)
		p.Board = calibration.Point{
			X: (float64(col)-0.5)*o.Tile + (rng.Float64()*2-1)*play*0.6,
			Y: (float64(row)-0.5)*o.Tile + (rng.Float64()*2-1)*play*0.6,
		}
		pieces = append(pieces, p)
	}
	// Draw far pieces first so that near figurines hide what is behind them;
	// tokens lying on the board before any figurine (a robot may stand on
	// a law's token).
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
		p.Corners, p.ModulePx = tagCorners(cam, p.Board, o.TagSize, p.Height, p.Angle)
		shape := p.Corners[:]
		if pl.Kind == tag.Robot {
			shape = drawFigurine(r, cam, p.Board, o.TagSize*0.55, p.Height)
		}
		top := projected{r: r, h: cam.Plane(p.Height)}
		if err := print.DrawTag(top, pl, print.Pt{X: p.Board.X, Y: p.Board.Y}, o.TagSize, p.Angle*math.Pi/180); err != nil {
			return nil, err
		}
		// What is drawn later hides what was drawn before.
		for _, j := range drawn {
			pieces[j].Hidden = math.Max(pieces[j].Hidden, coveredBy(pieces[j].Corners, shape))
			for _, f := range finders(pieces[j].Corners) {
				pieces[j].FinderHidden = math.Max(pieces[j].FinderHidden, coveredBy(f, shape))
			}
		}
		drawn = append(drawn, i)
	}

	// A foreign code: a phone or a label lying on the table beside the board.
	if rng.Float64() < cat.Foreign {
		text := []string{"HTTPS://EXAMPLE.COM/MENU", "TEL:+33123456789", "WIFI:S:CAFE;;", "INV-2026-0042"}[rng.IntN(4)]
		mods, err := print.QRModules(text)
		if err == nil {
			side := o.TagSize * 1.2 * float64(len(mods)+4) / float64(tag.TagModules)
			cx := w + m + side*0.2
			if rng.IntN(2) == 0 {
				cx = -m - side*0.2
			}
			cy := h * (0.2 + 0.6*rng.Float64())
			print.DrawQR(flat, mods, print.Pt{X: cx, Y: cy}, side, rng.Float64()*2*math.Pi, 2)
			t.Foreign = append(t.Foreign, text)
		}
	}

	// Photography: light, glare, hand, defocus, noise, compression.
	modMin := math.Inf(1)
	for _, p := range append(append([]Piece{}, t.Markers...), pieces...) {
		modMin = math.Min(modMin, p.ModulePx)
	}
	t.MinModulePx = modMin
	if cat.Light > 0 {
		Light(img, rng.Float64()*2*math.Pi, cat.Light*(0.6+0.4*rng.Float64()), 0.25)
	}
	if cat.Glare {
		c := cam.Project(calibration.Vec{X: rng.Float64() * w, Y: rng.Float64() * h})
		Glare(img, c.X, c.Y, float64(o.Size.Y)*(0.06+0.08*rng.Float64()), 0.5+0.35*rng.Float64())
	}
	if cat.Hand && len(pieces) > 0 {
		target := pieces[rng.IntN(len(pieces))]
		tip := cam.Project(calibration.Vec{X: target.Board.X + (rng.Float64()*2-1)*o.Tile*0.6, Y: target.Board.Y + (rng.Float64()*2-1)*o.Tile*0.6})
		palm := cam.Plane(0).Apply(calibration.Point{X: w / 2, Y: h / 2}).Sub(cam.Plane(0).Apply(calibration.Point{X: w/2 + 85, Y: h / 2})).Len()
		mask := Hand(img, rng, tip.X, tip.Y, palm)
		for i := range pieces {
			pieces[i].Hidden = math.Max(pieces[i].Hidden, Covered(mask, corners2(pieces[i].Corners)))
			for _, f := range finders(pieces[i].Corners) {
				pieces[i].FinderHidden = math.Max(pieces[i].FinderHidden, Covered(mask, corners2(f)))
			}
		}
		for i := range t.Markers {
			t.Markers[i].Hidden = Covered(mask, corners2(t.Markers[i].Corners))
			for _, f := range finders(t.Markers[i].Corners) {
				t.Markers[i].FinderHidden = math.Max(t.Markers[i].FinderHidden, Covered(mask, corners2(f)))
			}
		}
		t.Hand = true
	}
	sigma := (cat.Blur[0] + rng.Float64()*(cat.Blur[1]-cat.Blur[0])) * modMin
	Blur(img, sigma)
	Noise(img, rng, cat.Noise[0]+rng.Float64()*(cat.Noise[1]-cat.Noise[0]), 0.5)
	q := cat.JPEG[0] + rng.IntN(cat.JPEG[1]-cat.JPEG[0]+1)
	data, err := JPEG(img, q)
	if err != nil {
		return nil, err
	}
	t.Pieces = pieces
	return &Photo{Image: img, JPEG: data, Truth: t}, nil
}

func corners2(c [4]calibration.Point) [4][2]float64 {
	var q [4][2]float64
	for i, p := range c {
		q[i] = [2]float64{p.X, p.Y}
	}
	return q
}

// placeCamera chooses a pose over the board for the category, then zooms so
// that the board and its markers fill most of the frame.
func placeCamera(rng *rand.Rand, cat Category, b calibration.Board, size image.Point) calibration.Camera {
	w, h := b.Size()
	m := b.Markers.Margin()
	centre := calibration.Vec{X: w / 2, Y: h / 2}
	tilt := (cat.Tilt[0] + rng.Float64()*(cat.Tilt[1]-cat.Tilt[0])) * math.Pi / 180
	az := rng.Float64() * 2 * math.Pi
	// A camera on a stand some 70 cm from the board, further for big boards:
	// far enough that the board, turned any way, fits a 50° view.
	diag := math.Hypot(w+2*m, h+2*m)
	d := math.Max(700, 0.55*diag/math.Tan(25*math.Pi/180)) * (0.9 + 0.2*rng.Float64())
	eye := calibration.Vec{X: centre.X + d*math.Sin(tilt)*math.Sin(az), Y: centre.Y - d*math.Sin(tilt)*math.Cos(az), Z: -d * math.Cos(tilt)}
	roll := (rng.Float64()*2 - 1) * 15
	if cat.AnyRoll {
		roll = rng.Float64() * 360
	}
	cam := calibration.LookAt(eye, centre, roll, 1, size.X, size.Y)
	// Zoom: at f = 1 the extent of the scene is tiny; scale it to fill.
	fill := 0.86 + 0.08*rng.Float64()
	var ex, ey float64
	for _, p := range [][2]float64{{-m, -m}, {w + m, -m}, {w + m, h + m}, {-m, h + m}} {
		for _, z := range []float64{0, -40} {
			q := cam.ToCamera(calibration.Vec{X: p[0], Y: p[1], Z: z})
			ex = math.Max(ex, math.Abs(q.X/q.Z))
			ey = math.Max(ey, math.Abs(q.Y/q.Z))
		}
	}
	cam.F = fill * math.Min(float64(size.X)/2/ex, float64(size.Y)/2/ey)
	return cam
}

// tagCorners projects a tag's symbol corners (TL, TR, BR, BL as printed) and
// measures its modules in pixels.
func tagCorners(cam calibration.Camera, c calibration.Point, size, height, angleDeg float64) ([4]calibration.Point, float64) {
	half := tag.ModuleSize(size) * tag.QRModules / 2
	a := angleDeg * math.Pi / 180
	sa, ca := math.Sin(a), math.Cos(a)
	var out [4]calibration.Point
	hp := cam.Plane(height)
	for i, uv := range [4][2]float64{{-half, -half}, {half, -half}, {half, half}, {-half, half}} {
		x := c.X + uv[0]*ca - uv[1]*sa
		y := c.Y + uv[0]*sa + uv[1]*ca
		out[i] = hp.Apply(calibration.Point{X: x, Y: y})
	}
	// Pixels per module as decoders count them: the side of the square of
	// the same area (a tilted code is narrower one way only).
	var area float64
	for i := range 4 {
		a, b := out[i], out[(i+1)%4]
		area += a.X*b.Y - b.X*a.Y
	}
	return out, math.Sqrt(math.Abs(area)/2) / tag.QRModules
}

// drawFigurine draws a robot's body: the hull of its base on the board and
// its top under the tag, in a dark plastic grey.
func drawFigurine(r *print.Raster, cam calibration.Camera, c calibration.Point, half, height float64) []calibration.Point {
	var pts []calibration.Point
	for _, z := range []float64{0, -height} {
		for _, uv := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			pts = append(pts, cam.Project(calibration.Vec{X: c.X + uv[0]*half, Y: c.Y + uv[1]*half, Z: z}))
		}
	}
	hull := convexHull(pts)
	poly := make([]print.Pt, len(hull))
	for i, p := range hull {
		poly[i] = print.Pt{X: p.X, Y: p.Y}
	}
	r.Polygon(poly, color.RGBA{70, 72, 80, 255})
	return hull
}

// coveredBy is the share of the tag quadrilateral q that the convex polygon
// shape hides, sampled on a grid.
// finders are the quadrilaterals of the three finder patterns (7 x 7
// modules at the top-left, top-right and bottom-left corners) of a code
// with corners q.
func finders(q [4]calibration.Point) [3][4]calibration.Point {
	at := func(u, v float64) calibration.Point {
		top := q[0].Scale(1 - u).Add(q[1].Scale(u))
		bot := q[3].Scale(1 - u).Add(q[2].Scale(u))
		return top.Scale(1 - v).Add(bot.Scale(v))
	}
	f := 7.0 / tag.QRModules
	sq := func(u, v float64) [4]calibration.Point {
		return [4]calibration.Point{at(u, v), at(u+f, v), at(u+f, v+f), at(u, v+f)}
	}
	return [3][4]calibration.Point{sq(0, 0), sq(1-f, 0), sq(0, 1-f)}
}

func coveredBy(q [4]calibration.Point, shape []calibration.Point) float64 {
	const n = 24
	hit := 0
	for i := range n {
		for j := range n {
			u, v := (float64(i)+0.5)/n, (float64(j)+0.5)/n
			top := q[0].Scale(1 - u).Add(q[1].Scale(u))
			bot := q[3].Scale(1 - u).Add(q[2].Scale(u))
			p := top.Scale(1 - v).Add(bot.Scale(v))
			if inConvex(shape, p) {
				hit++
			}
		}
	}
	return float64(hit) / (n * n)
}

// inConvex tells whether p is inside the convex polygon poly.
func inConvex(poly []calibration.Point, p calibration.Point) bool {
	var pos, neg bool
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		c := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		pos = pos || c > 0
		neg = neg || c < 0
	}
	return !(pos && neg)
}

func convexHull(ps []calibration.Point) []calibration.Point {
	pts := append([]calibration.Point(nil), ps...)
	for i := 1; i < len(pts); i++ { // insertion sort: 8 points
		for j := i; j > 0 && (pts[j].X < pts[j-1].X || pts[j].X == pts[j-1].X && pts[j].Y < pts[j-1].Y); j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
		}
	}
	cross := func(o, a, b calibration.Point) float64 { return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X) }
	var hull []calibration.Point
	for _, pass := range []int{0, 1} {
		start := len(hull)
		for k := range pts {
			p := pts[k]
			if pass == 1 {
				p = pts[len(pts)-1-k]
			}
			for len(hull) >= start+2 && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
				hull = hull[:len(hull)-1]
			}
			hull = append(hull, p)
		}
		hull = hull[:len(hull)-1]
	}
	return hull
}

func sortBy(idx []int, key func(int) float64) {
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && key(idx[j]) < key(idx[j-1]); j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
}

// projected is a print.Canvas seen through a homography: what the printer
// draws on paper, as the camera sees it. Straight lines stay straight under
// a homography, so polygons map exactly.
type projected struct {
	r *print.Raster // at 1 px per unit
	h calibration.Homography
}

var _ print.Canvas = projected{}

func (p projected) pt(q print.Pt) print.Pt {
	o := p.h.Apply(calibration.Point{X: q.X, Y: q.Y})
	return print.Pt{X: o.X, Y: o.Y}
}

func (p projected) Polygon(pts []print.Pt, fill color.Color) {
	out := make([]print.Pt, len(pts))
	for i, q := range pts {
		out[i] = p.pt(q)
	}
	p.r.Polygon(out, fill)
}

func (p projected) Line(a, b print.Pt, width float64, c color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	p.Polygon([]print.Pt{{X: a.X + nx, Y: a.Y + ny}, {X: b.X + nx, Y: b.Y + ny}, {X: b.X - nx, Y: b.Y - ny}, {X: a.X - nx, Y: a.Y - ny}}, c)
}

func (p projected) Circle(c print.Pt, rad float64, fill color.Color) {
	const n = 32
	pts := make([]print.Pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = print.Pt{X: c.X + rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
	}
	p.Polygon(pts, fill)
}

// Text is drawn upright at the local scale: labels are decoration here.
func (p projected) Text(at print.Pt, size float64, s string, c color.Color, align float64) {
	a, b := p.pt(at), p.pt(print.Pt{X: at.X + size, Y: at.Y})
	p.r.Text(a, math.Hypot(b.X-a.X, b.Y-a.Y), s, c, align)
}

// randomBoard writes a board file of random tiles, walls and a laser: the
// floor the tags lie on, busy like a real board.
func randomBoard(rng *rand.Rand, cols, rows int) string {
	tiles := []string{".", ".", ".", ".", ".", "^", ">", "v", "<", "^+", ">-", "O", "A", "R1", "R2", "T+", "T-", "X"}
	var sb strings.Builder
	fmt.Fprintf(&sb, "name Synthetic %dx%d\nsize %dx%d\n", cols, rows, cols, rows)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if x > 0 {
				if rng.IntN(10) == 0 {
					sb.WriteString("|")
				} else {
					sb.WriteString(" ")
				}
			}
			t := tiles[rng.IntN(len(tiles))]
			if rng.IntN(12) == 0 && y < rows-1 {
				t += "_"
			}
			sb.WriteString(t)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}
