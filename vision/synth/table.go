package synth

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
)

// shot is one photo of a game table being taken, whatever the game: the
// camera placed for the category over the board, the picture drawn through
// it, the truth so far. A generator draws its printed board on flat, puts
// its pieces down by hand (byHand, turned), then calls markers,
// drawPieces, light and develop in that order; every random draw comes
// from rng, so the same options give the same bytes.
type shot struct {
	rng  *rand.Rand
	cat  Category
	cam  calibration.Camera
	img  *image.RGBA
	r    *print.Raster
	flat projected // the board plane as the camera sees it
	t    Truth
	// noJPEG: the photo is a live table's still (LiveTable), whose
	// frames are compressed one by one.
	noJPEG bool
	// pad: with a lens (Truth.Lens), the scene is drawn through a pinhole
	// on a picture larger by pad on each side, and develop takes it
	// through the lens.
	pad image.Point
}

// newShot places the camera over board b for the category and lays the
// table: a plain wooden colour over the whole frame.
func newShot(rng *rand.Rand, cat Category, seed uint64, b calibration.Board, size image.Point) *shot {
	cam := placeCamera(rng, cat, b, size)
	s := &shot{rng: rng, cat: cat, cam: cam, img: image.NewRGBA(image.Rectangle{Max: size}),
		t: Truth{Category: cat.Name, Seed: seed, Width: size.X, Height: size.Y, Board: b, Camera: cam}}
	if cat.Wide {
		cam, s.t.Lens = wideCamera(cam, b, size)
		s.t.Camera = cam
		s.pad = lensPad(s.t.Lens, size.X, size.Y)
		cam.CX += float64(s.pad.X)
		cam.CY += float64(s.pad.Y)
		cam.Width, cam.Height = size.X+2*s.pad.X, size.Y+2*s.pad.Y
		s.cam = cam
		s.img = image.NewRGBA(image.Rect(0, 0, cam.Width, cam.Height))
	}
	table := color.RGBA{uint8(110 + rng.IntN(40)), uint8(80 + rng.IntN(30)), uint8(50 + rng.IntN(20)), 255}
	draw.Draw(s.img, s.img.Bounds(), image.NewUniform(table), image.Point{}, draw.Src)
	s.r = &print.Raster{Img: s.img, Scale: 1}
	s.flat = projected{r: s.r, h: cam.Plane(0)}
	return s
}

// markers draws the four corner markers of game around the w x h mm area
// as print draws them, and puts them in the truth.
func (s *shot) markers(game string, m tag.Markers, w, h float64) error {
	if err := print.DrawMarkers(s.flat, game, m, w, h, print.Pt{}); err != nil {
		return err
	}
	for k := range 4 {
		x, y := m.Centre(k, w, h)
		p := Piece{Payload: tag.Payload{Game: game, Kind: tag.Corner, ID: k}.String(), Board: calibration.Point{X: x, Y: y}}
		p.Corners, p.ModulePx = tagCorners(s.cam, p.Board, m.Size, 0, 0)
		s.t.Markers = append(s.t.Markers, p)
	}
	return nil
}

// byHand is where a hand puts a piece meant for centre: up to play mm
// off it, any way.
func byHand(rng *rand.Rand, centre calibration.Point, play float64) calibration.Point {
	a := rng.Float64() * 2 * math.Pi
	d := rng.Float64() * play
	return calibration.Point{X: centre.X + d*math.Cos(a), Y: centre.Y + d*math.Sin(a)}
}

// turned is a tag meant to point angle degrees (clockwise from north) as a
// hand leaves it: up to jitter degrees either way off.
func turned(rng *rand.Rand, angle, jitter float64) float64 {
	return angle + (rng.Float64()*2-1)*jitter
}

// anyWay is a tag put down with its top to any side of the board, as a
// hand leaves it.
func anyWay(rng *rand.Rand, jitter float64) float64 {
	return turned(rng, float64(rng.IntN(4))*90, jitter)
}

// look is how a piece stands in a photo.
type look struct {
	tag  float64 // the tag's side, mm
	body float64 // half side of the figurine under the tag, mm; 0: a token lying on the board
	// card draws the card the tag is glued on and returns its outline
	// (Look.Card); nil: none.
	card func(c print.Canvas, id int, centre print.Pt, angle float64) []print.Pt
}

// drawPieces draws the pieces far to near, tokens lying on the board
// (lower than tagHeight) before any figurine (a robot may stand on a
// token), so that near figurines hide what is behind them; it measures
// each piece's corners and how much of it what came after hides.
func (s *shot) drawPieces(pieces []Piece, tagHeight float64, lookOf func(tag.Payload) look) error {
	order := make([]int, len(pieces))
	for i := range order {
		order[i] = i
	}
	eye := s.cam.Centre()
	dist := func(p Piece) float64 { return math.Hypot(p.Board.X-eye.X, p.Board.Y-eye.Y) }
	sortBy(order, func(i int) float64 {
		if pieces[i].Height < tagHeight {
			return -1e9 - dist(pieces[i])
		}
		return -dist(pieces[i])
	})
	var drawn []int
	for _, i := range order {
		p := &pieces[i]
		pl, err := tag.Parse(p.Payload)
		if err != nil {
			return err
		}
		lk := lookOf(pl)
		p.Corners, p.ModulePx = tagCorners(s.cam, p.Board, lk.tag, p.Height, p.Angle)
		shape := p.Corners[:]
		if lk.body > 0 {
			shape = drawFigurine(s.r, s.cam, p.Board, lk.body, p.Height)
		}
		top := projected{r: s.r, h: s.cam.Plane(p.Height)}
		centre, angle := print.Pt{X: p.Board.X, Y: p.Board.Y}, p.Angle*math.Pi/180
		if lk.card != nil {
			card := lk.card(top, pl.ID, centre, angle)
			shape = make([]calibration.Point, len(card))
			for k, q := range card {
				shape[k] = top.h.Apply(calibration.Point{X: q.X, Y: q.Y})
			}
		}
		if err := print.DrawTag(top, pl, centre, lk.tag, angle); err != nil {
			return err
		}
		// What is drawn later hides what was drawn before.
		covered := func(q [4]calibration.Point) float64 { return coveredBy(q, shape) }
		for _, j := range drawn {
			pieces[j].hide(covered)
		}
		for j := range s.t.Markers { // drawn first, flat: behind every figurine
			s.t.Markers[j].hide(covered)
		}
		drawn = append(drawn, i)
	}
	return nil
}

// hide raises the shares of p and of its finder patterns that are hidden
// to what covered measures of them, if more.
func (p *Piece) hide(covered func(q [4]calibration.Point) float64) {
	p.Hidden = math.Max(p.Hidden, covered(p.Corners))
	for _, f := range finders(p.Corners) {
		p.FinderHidden = math.Max(p.FinderHidden, covered(f))
	}
}

// light notes the smallest module of the photo (markers and pieces), then
// applies the category's uneven light and a lamp's glare somewhere over
// the w x h mm area.
func (s *shot) light(pieces []Piece, w, h float64) {
	modMin := math.Inf(1)
	for _, p := range append(append([]Piece{}, s.t.Markers...), pieces...) {
		modMin = math.Min(modMin, p.ModulePx)
	}
	s.t.MinModulePx = modMin
	cat, rng := s.cat, s.rng
	if cat.Light > 0 {
		Light(s.img, rng.Float64()*2*math.Pi, cat.Light*(0.6+0.4*rng.Float64()), 0.25)
	}
	if cat.Glare {
		c := s.cam.Project(calibration.Vec{X: rng.Float64() * w, Y: rng.Float64() * h})
		Glare(s.img, c.X, c.Y, float64(s.img.Rect.Dy())*(0.06+0.08*rng.Float64()), 0.5+0.35*rng.Float64())
	}
	if cat.LawGlare {
		// A desk lamp's reflection about the size of a tag, right on a law.
		for _, p := range pieces {
			if pl, err := tag.Parse(p.Payload); err == nil && pl.Kind == tag.Law {
				c := s.cam.Project(calibration.Vec{X: p.Board.X, Y: p.Board.Y})
				Glare(s.img, c.X, c.Y, 0.6*p.ModulePx*tag.QRModules, 0.6+0.3*rng.Float64())
				break
			}
		}
	}
}

// handOver puts a hand over the table, its fingertip up to reach mm
// from near (board mm) either way, across the w x h mm area: the pieces
// and markers it covers are hidden in the truth.
func (s *shot) handOver(pieces []Piece, near calibration.Point, reach, w, h float64) {
	cam, rng := s.cam, s.rng
	tip := cam.Project(calibration.Vec{X: near.X + (rng.Float64()*2-1)*reach, Y: near.Y + (rng.Float64()*2-1)*reach})
	palm := cam.Plane(0).Apply(calibration.Point{X: w / 2, Y: h / 2}).Sub(cam.Plane(0).Apply(calibration.Point{X: w/2 + 85, Y: h / 2})).Len()
	mask := Hand(s.img, rng, tip.X, tip.Y, palm)
	under := func(q [4]calibration.Point) float64 { return Covered(mask, corners2(q)) }
	for i := range pieces {
		pieces[i].hide(under)
	}
	for i := range s.t.Markers {
		s.t.Markers[i].hide(under)
	}
	s.t.Hand = true
}

// develop ends the photo: the category's defocus (in modules of the
// smallest tag), sensor noise and JPEG compression; pieces go in the
// truth.
func (s *shot) develop(pieces []Piece) (*Photo, error) {
	cat, rng := s.cat, s.rng
	if s.t.Lens.Calibrated() {
		s.img = throughLens(s.img, s.t.Lens, s.pad)
		distortTruth(&s.t, pieces, s.t.Lens, s.pad)
	}
	Blur(s.img, (cat.Blur[0]+rng.Float64()*(cat.Blur[1]-cat.Blur[0]))*s.t.MinModulePx)
	Noise(s.img, rng, cat.Noise[0]+rng.Float64()*(cat.Noise[1]-cat.Noise[0]), 0.5)
	s.t.Pieces = pieces
	if s.noJPEG {
		return &Photo{Image: s.img, Truth: s.t}, nil
	}
	data, err := JPEG(s.img, cat.JPEG[0]+rng.IntN(cat.JPEG[1]-cat.JPEG[0]+1))
	if err != nil {
		return nil, err
	}
	return &Photo{Image: s.img, JPEG: data, Truth: s.t}, nil
}

// corners2 is q in the form effects.go measures.
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

// coveredBy is the share of the tag quadrilateral q that the convex polygon
// shape hides, sampled on a grid.
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
