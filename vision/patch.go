package vision

import (
	"image"
	"math"
	"sync"

	"mecanoid/calibration"
)

// Preparing a patch for the reader, written for speed (issue 19, point 5):
// enlarging it, painting the codes already read white, and keeping what is
// shared by several looks at one patch. Each gives exactly what the plain
// definition in its comment gives (see patch_internal_test.go).

// fillQuad paints the quadrilateral q, grown by grow pixels, white: the
// pixels (x, y) for which insideQuad holds. Row by row, that is an
// interval: each edge's sign test is monotone along a row.
func fillQuad(pix []byte, w, h int, q [4]calibration.Point, grow float64) {
	c := calibration.Point{X: (q[0].X + q[2].X) / 2, Y: (q[0].Y + q[2].Y) / 2}
	var g [4]calibration.Point
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, p := range q {
		d := p.Sub(c)
		l := d.Len()
		if l > 0 {
			d = d.Scale((l + grow*math.Sqrt2) / l)
		}
		g[i] = c.Add(d)
		minX, maxX = math.Min(minX, g[i].X), math.Max(maxX, g[i].X)
		minY, maxY = math.Min(minY, g[i].Y), math.Max(maxY, g[i].Y)
	}
	if !finite(minX + maxX + minY + maxY) {
		return // nothing sensible to paint (and nothing was)
	}
	x0, x1 := max(0, int(minX)), min(w-1, int(maxX))
	if x0 > x1 {
		return
	}
	for y := max(0, int(minY)); y <= min(h-1, int(maxY)); y++ {
		fy := float64(y)
		row := pix[y*w : (y+1)*w]
		// insideQuad: no edge sees (x, y) strictly on its positive side,
		// or none strictly on its negative side.
		for _, positive := range [2]bool{true, false} {
			lo, hi := x0, x1
			for i := range 4 {
				a, b := g[i], g[(i+1)%4]
				ok := func(x int) bool {
					c := (b.X-a.X)*(fy-a.Y) - (b.Y-a.Y)*(float64(x)-a.X)
					if positive {
						return !(c > 0)
					}
					return !(c < 0)
				}
				lo, hi = monotoneRange(lo, hi, ok)
				if lo > hi {
					break
				}
			}
			for x := lo; x <= hi; x++ {
				row[x] = 255
			}
		}
	}
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// monotoneRange is the part of [lo, hi] where ok holds, ok being monotone
// (true then false, or false then true) over it; lo > hi when nowhere.
func monotoneRange(lo, hi int, ok func(int) bool) (int, int) {
	if lo > hi {
		return lo, hi
	}
	a, b := ok(lo), ok(hi)
	switch {
	case a && b:
		return lo, hi
	case !a && !b:
		return hi + 1, hi
	case a: // true up to some x
		l, r := lo, hi // ok(l), !ok(r)
		for r-l > 1 {
			m := int(uint(l+r) >> 1)
			if ok(m) {
				l = m
			} else {
				r = m
			}
		}
		return lo, l
	default: // false up to some x
		l, r := lo, hi // !ok(l), ok(r)
		for r-l > 1 {
			m := int(uint(l+r) >> 1)
			if ok(m) {
				r = m
			} else {
				l = m
			}
		}
		return r, hi
	}
}

// insideQuad tells whether (x, y) is inside the convex quadrilateral q.
func insideQuad(q [4]calibration.Point, x, y float64) bool {
	var pos, neg bool
	for i := range 4 {
		a, b := q[i], q[(i+1)%4]
		c := (b.X-a.X)*(y-a.Y) - (b.Y-a.Y)*(x-a.X)
		pos = pos || c > 0
		neg = neg || c < 0
	}
	return !(pos && neg)
}

// enlarge writes patch p of g, scaled by zoom with bilinear interpolation,
// into dst (w x h): each output pixel blends the two nearest source rows,
// each first blended between its two nearest columns (8-bit weights). A
// source row's horizontal blend serves every output row that uses it.
func enlarge(g *image.Gray, p image.Rectangle, zoom float64, dst []byte, w, h int) {
	b := g.Rect
	// Source columns and 8-bit weights, the same for every row.
	xa, xb, fx := make([]int32, w), make([]int32, w), make([]int32, w)
	for x := 0; x < w; x++ {
		sx := (float64(x)+0.5)/zoom - 0.5 + float64(p.Min.X)
		x0 := int(math.Floor(sx))
		fx[x] = int32((sx-float64(x0))*256 + 0.5)
		xa[x], xb[x] = int32(min(max(x0, b.Min.X), b.Max.X-1)-b.Min.X), int32(min(max(x0+1, b.Min.X), b.Max.X-1)-b.Min.X)
	}
	// Two source rows blended horizontally, by row number.
	slot := [2]int{math.MinInt, math.MinInt}
	var rows [2][]int32
	rows[0], rows[1] = make([]int32, w), make([]int32, w)
	blended := func(y, keep int) []int32 {
		for i := range slot {
			if slot[i] == y {
				return rows[i]
			}
		}
		i := 0
		if slot[0] == keep {
			i = 1
		}
		slot[i] = y
		src := g.Pix[(y-b.Min.Y)*g.Stride : (y-b.Min.Y)*g.Stride+b.Dx()]
		out := rows[i]
		xb, fx := xb[:len(xa)], fx[:len(xa)]
		out = out[:len(xa)]
		for x, a := range xa {
			f := fx[x]
			out[x] = int32(src[a])*(256-f) + int32(src[xb[x]])*f
		}
		return out
	}
	for y := 0; y < h; y++ {
		sy := (float64(y)+0.5)/zoom - 0.5 + float64(p.Min.Y)
		y0 := int(math.Floor(sy))
		fy := int32((sy-float64(y0))*256 + 0.5)
		ya, yb := min(max(y0, b.Min.Y), b.Max.Y-1), min(max(y0+1, b.Min.Y), b.Max.Y-1)
		top := blended(ya, yb)
		bot := blended(yb, ya)
		out := dst[y*w : (y+1)*w]
		top, bot = top[:len(out)], bot[:len(out)]
		for x := range out {
			out[x] = uint8((top[x]*(256-fy) + bot[x]*fy + 1<<15) >> 16)
		}
	}
}

// pixPool keeps the patches' pixels between looks: a wide patch at 6 px
// per module is a megapixel or more, allocated for every look.
var pixPool sync.Pool

// getPix is a byte slice of length n, its contents undefined; putPix
// gives it back.
func getPix(n int) []byte {
	if v, ok := pixPool.Get().(*[]byte); ok && cap(*v) >= n {
		return (*v)[:n]
	}
	return make([]byte, n)
}

func putPix(b []byte) {
	pixPool.Put(&b)
}

// lookCache keeps, for several looks at one patch with one mask, the
// patch enlarged at each zoom, and enlarged with the mask painted: the
// looks differ only in what they do next (stretch, cut).
type lookCache struct {
	plain, masked map[float64][]byte
}

func (c *lookCache) release() {
	if c == nil {
		return
	}
	for _, b := range c.plain {
		putPix(b)
	}
	for _, b := range c.masked {
		putPix(b)
	}
	c.plain, c.masked = nil, nil
}

// get copies the cached pixels of kind (plain or masked) at zoom into
// pix, if there are any.
func (c *lookCache) get(masked bool, zoom float64, pix []byte) bool {
	if c == nil {
		return false
	}
	m := c.plain
	if masked {
		m = c.masked
	}
	b, ok := m[zoom]
	if ok {
		copy(pix, b)
	}
	return ok
}

// put keeps a copy of pix as the pixels of kind at zoom.
func (c *lookCache) put(masked bool, zoom float64, pix []byte) {
	if c == nil {
		return
	}
	if c.plain == nil {
		c.plain, c.masked = map[float64][]byte{}, map[float64][]byte{}
	}
	m := c.plain
	if masked {
		m = c.masked
	}
	if _, ok := m[zoom]; ok {
		return
	}
	b := getPix(len(pix))
	copy(b, pix)
	m[zoom] = b
}
