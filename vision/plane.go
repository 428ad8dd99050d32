package vision

import (
	"image"
	"math"

	"mecanoid/calibration"
)

// Plane is a rectangle of a plane of the table (the board at the height
// of tags lying flat on it) whose mapping to the picture the calibration
// knows: a PlaneSearcher looks at it as if from straight above.
type Plane struct {
	// ToImage maps a point of the plane (mm) to the picture's pixels;
	// ToPlane maps back.
	ToImage, ToPlane func(calibration.Point) calibration.Point
	// Min, Max: the rectangle of the plane to look at (mm).
	Min, Max calibration.Point
	// ModuleMM is the side of a tag's module on the plane (mm).
	ModuleMM float64
	// Want are the texts looked for: codes with other texts are not
	// reported.
	Want map[string]bool
	// Masks are quadrilaterals of the plane (mm) to paint white before
	// reading: the figurines under the robot tags read (their dark sides
	// touch the codes beside them and break their finder patterns).
	Masks [][4]calibration.Point
}

// A PlaneSearcher reads the codes lying on a plane of the table, seen from
// straight above: for far, flat tags, which a tilted camera sees
// foreshortened and at a few pixels per module.
type PlaneSearcher interface {
	// SearchPlane returns the codes of p.Want on p not among found,
	// their corners and module size in the picture g.
	SearchPlane(g *image.Gray, p Plane, found []Code, b *Budget) []Code
}

var _ PlaneSearcher = QRReader{}

// planeModulePx is the module size (pixels) of the rectified plane:
// enough for the reader, whose enlargements start at 4.5 and 6.
const planeModulePx = 5

// maxPlanePixels bounds the rectified picture.
const maxPlanePixels = 6 << 20

// SearchPlane rectifies p (the picture resampled, bilinear, so that the
// plane is seen from straight above at planeModulePx per module) and reads
// it as Decode reads a picture: the texture map, at the faint contrast of
// the second look, finds the patches, each decoded at the first look's
// enlargements, then stretched, then by SearchPatch. The codes already
// read are painted white first. Codes found are mapped back to the
// picture: their module size there, not in the rectified picture, is what
// the scanner judges.
func (r QRReader) SearchPlane(g *image.Gray, p Plane, found []Code, b *Budget) []Code {
	reader := r.Patch
	if reader == nil {
		reader = Gozxing{}
	}
	if p.ModuleMM <= 0 || len(p.Want) == 0 {
		return nil
	}
	pxPerMM := planeModulePx / p.ModuleMM
	w := int(math.Ceil((p.Max.X - p.Min.X) * pxPerMM))
	h := int(math.Ceil((p.Max.Y - p.Min.Y) * pxPerMM))
	if w < 32 || h < 32 || w*h > maxPlanePixels {
		return nil
	}
	if b == nil {
		b = NewBudget(planeBudget)
	}
	if !b.spend(w * h * planeSetupCost) {
		return nil // not even the picture to look at
	}
	// Plane pixel (x, y), centre at index coordinates, to plane mm.
	toPlaneMM := func(x, y float64) calibration.Point {
		return calibration.Point{X: p.Min.X + (x+0.5)/pxPerMM, Y: p.Min.Y + (y+0.5)/pxPerMM}
	}
	rect := &image.Gray{Pix: make([]byte, w*h), Stride: w, Rect: image.Rect(0, 0, w, h)}
	if !warp(g, rect, func(x, y float64) calibration.Point { return p.ToImage(toPlaneMM(x, y)) }) {
		return nil
	}
	// The codes already read, painted white: the texture map and the
	// reader see what is left.
	var known []Code
	for _, c := range found {
		var q [4]calibration.Point
		for i, k := range c.Corners {
			m := p.ToPlane(k)
			q[i] = calibration.Point{X: (m.X-p.Min.X)*pxPerMM - 0.5, Y: (m.Y-p.Min.Y)*pxPerMM - 0.5}
		}
		if !finite(q[0].X + q[0].Y + q[1].X + q[1].Y + q[2].X + q[2].Y + q[3].X + q[3].Y) {
			continue
		}
		fillQuad(rect.Pix, w, h, q, 1.5*planeModulePx)
		known = append(known, Code{Text: c.Text, Corners: q, ModulePx: planeModulePx})
	}
	// The same, with the figurines painted out too: a figurine's dark side
	// touching a code breaks its finder patterns, but the figurine painted
	// may be wider than the real one and cut a code beside it: each patch
	// is read on both.
	var bare *image.Gray
	if len(p.Masks) > 0 {
		bare = &image.Gray{Pix: append([]byte(nil), rect.Pix...), Stride: w, Rect: rect.Rect}
	}
	for _, m := range p.Masks {
		var q [4]calibration.Point
		for i, k := range m {
			q[i] = calibration.Point{X: (k.X-p.Min.X)*pxPerMM - 0.5, Y: (k.Y-p.Min.Y)*pxPerMM - 0.5}
		}
		fillQuad(rect.Pix, w, h, q, 0)
	}
	// Each picture's own patches: the texture map of the picture with
	// the figurines painted out cuts no code at a figurine's edge, the
	// other's cuts none that the paint reached.
	type look struct {
		img   *image.Gray
		patch image.Rectangle
	}
	var looks []look
	for _, img := range []*image.Gray{rect, bare} {
		if img == nil {
			continue
		}
		patches, _ := candidatesAndClusters(img, planeModulePx, faintContrast)
		for _, q := range patches {
			looks = append(looks, look{img, q})
		}
	}
	var more []Code
	take := func(got []Code) {
		for _, c := range got {
			if !p.Want[c.Text] {
				continue
			}
			n := len(known)
			if known = addCode(known, c); len(known) == n {
				continue
			}
			var img Code
			img.Text = c.Text
			for i, k := range c.Corners {
				img.Corners[i] = p.ToImage(toPlaneMM(k.X, k.Y))
			}
			img.ModulePx = ModulePx(img.Corners)
			more = append(more, img)
		}
	}
	// zxing-cpp's looks at every patch first, then the second decoder's
	// at those where it read nothing; until every code wanted is read, or
	// the budget is spent (the piece may be truly hidden).
	reader = budgeted{reader, b, 1}
	var failed []look
	for _, l := range looks {
		if len(more) == len(p.Want) || b.Spent() {
			return more
		}
		if overlapsFound(l.patch, known) {
			continue
		}
		got := decodePatch(reader, l.img, l.patch, planeModulePx, true)
		if len(got) == 0 {
			failed = append(failed, l)
		}
		take(got)
	}
	for _, l := range failed {
		if len(more) == len(p.Want) || r.SearchPatch == nil || b.Spent() {
			break
		}
		if overlapsFound(l.patch, known) {
			continue
		}
		wide := l.patch.Inset(-int(4 * planeModulePx)).Intersect(l.img.Rect)
		zoom := targetModulePx[0] / planeModulePx
		if !b.fits(wide, zoom, searchPatchCost) {
			continue
		}
		take(decodeLook(budgeted{r.SearchPatch, b, searchPatchCost}, l.img, wide, zoom, true, nil, noCut, nil))
	}
	return more
}

// planeBudget bounds a SearchPlane given no budget.
const planeBudget = 6 << 20

// planeSetupCost: rectifying the plane and its two texture maps cost
// about three pixels read a pixel of the rectified picture.
const planeSetupCost = 3

// warpStep: the mapping from the rectified picture to g is computed
// exactly every warpStep pixels and linearly between (a plane seen in
// perspective, and a lens's distortion, bend slowly over a few modules).
const warpStep = 8

// warp fills dst with g seen through at: dst's pixel (x, y) is g's value at
// at(x, y) (index coordinates), interpolated bilinearly; outside g, white.
// It returns false when the mapping is not finite.
func warp(g *image.Gray, dst *image.Gray, at func(x, y float64) calibration.Point) bool {
	w, h := dst.Rect.Dx(), dst.Rect.Dy()
	gw, gh := w/warpStep+2, h/warpStep+2
	nodes := make([]calibration.Point, gw*gh)
	for j := range gh {
		for i := range gw {
			q := at(float64(i*warpStep), float64(j*warpStep))
			if !finite(q.X + q.Y) {
				return false
			}
			nodes[j*gw+i] = q.Sub(calibration.Point{X: float64(g.Rect.Min.X), Y: float64(g.Rect.Min.Y)})
		}
	}
	sw, sh := g.Rect.Dx(), g.Rect.Dy()
	for y := range h {
		j, fy := y/warpStep, float64(y%warpStep)/warpStep
		row := dst.Pix[y*dst.Stride : y*dst.Stride+w]
		for x := range w {
			i, fx := x/warpStep, float64(x%warpStep)/warpStep
			a, b, c, d := nodes[j*gw+i], nodes[j*gw+i+1], nodes[(j+1)*gw+i], nodes[(j+1)*gw+i+1]
			sx := (a.X*(1-fx)+b.X*fx)*(1-fy) + (c.X*(1-fx)+d.X*fx)*fy
			sy := (a.Y*(1-fx)+b.Y*fx)*(1-fy) + (c.Y*(1-fx)+d.Y*fx)*fy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			if x0 < 0 || y0 < 0 || x0+1 >= sw || y0+1 >= sh {
				row[x] = 255
				continue
			}
			ux, uy := sx-float64(x0), sy-float64(y0)
			o := y0*g.Stride + x0
			top := float64(g.Pix[o])*(1-ux) + float64(g.Pix[o+1])*ux
			bot := float64(g.Pix[o+g.Stride])*(1-ux) + float64(g.Pix[o+g.Stride+1])*ux
			row[x] = uint8(top*(1-uy) + bot*uy + 0.5)
		}
	}
	return true
}
