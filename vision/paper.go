package vision

import (
	"image"
	"math"

	"mecanoid/calibration"
)

// paper measures ink on paper in a grey picture lit unevenly: darkness is
// 1 - grey / white, where white is the paper's own brightness around each
// point, so that a shadow across the sheet is not taken for ink.
type paper struct {
	g     *image.Gray
	block int       // side of a block of the white map, pixels
	bw    int       // blocks across
	bh    int       // blocks down
	white []float64 // paper white of each block
}

// newPaper estimates the paper's white over blocks of about block pixels:
// the bright end of each block (ticks, text and boxes are a small part of
// it), then the brightest of each block's neighbours, for blocks that a
// filled square or a fiducial darkens whole.
func newPaper(g *image.Gray, block int) *paper {
	block = max(block, 4)
	b := g.Rect
	p := &paper{g: g, block: block, bw: (b.Dx() + block - 1) / block, bh: (b.Dy() + block - 1) / block}
	raw := make([]float64, p.bw*p.bh)
	var hist [256]int
	for by := 0; by < p.bh; by++ {
		for bx := 0; bx < p.bw; bx++ {
			hist = [256]int{}
			n := 0
			for y := by * block; y < min((by+1)*block, b.Dy()); y++ {
				row := g.Pix[y*g.Stride:]
				for x := bx * block; x < min((bx+1)*block, b.Dx()); x++ {
					hist[row[x]]++
					n++
				}
			}
			// The 90th percentile.
			k, seen := 255, 0
			for ; k > 0 && seen+hist[k] < n/10; k-- {
				seen += hist[k]
			}
			raw[by*p.bw+bx] = float64(k)
		}
	}
	p.white = make([]float64, len(raw))
	for by := 0; by < p.bh; by++ {
		for bx := 0; bx < p.bw; bx++ {
			m := 0.0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					x, y := bx+dx, by+dy
					if x >= 0 && y >= 0 && x < p.bw && y < p.bh {
						m = math.Max(m, raw[y*p.bw+x])
					}
				}
			}
			p.white[by*p.bw+bx] = math.Max(m, 24) // a black picture has no paper to measure against
		}
	}
	return p
}

// whiteAt is the paper's white at picture offset (x, y) from g.Rect.Min,
// interpolated between block centres.
func (p *paper) whiteAt(x, y float64) float64 {
	fx := x/float64(p.block) - 0.5
	fy := y/float64(p.block) - 0.5
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	tx, ty := fx-float64(x0), fy-float64(y0)
	at := func(bx, by int) float64 {
		bx = min(max(bx, 0), p.bw-1)
		by = min(max(by, 0), p.bh-1)
		return p.white[by*p.bw+bx]
	}
	top := at(x0, y0)*(1-tx) + at(x0+1, y0)*tx
	bot := at(x0, y0+1)*(1-tx) + at(x0+1, y0+1)*tx
	return top*(1-ty) + bot*ty
}

// grey is the picture's grey at offset (x, y), bilinear; outside, -1.
func (p *paper) grey(x, y float64) float64 {
	b := p.g.Rect
	w, h := b.Dx(), b.Dy()
	if x < 0 || y < 0 || x > float64(w-1) || y > float64(h-1) {
		return -1
	}
	x0, y0 := int(x), int(y)
	x1, y1 := min(x0+1, w-1), min(y0+1, h-1)
	tx, ty := x-float64(x0), y-float64(y0)
	pix := p.g.Pix
	v00, v10 := float64(pix[y0*p.g.Stride+x0]), float64(pix[y0*p.g.Stride+x1])
	v01, v11 := float64(pix[y1*p.g.Stride+x0]), float64(pix[y1*p.g.Stride+x1])
	return (v00*(1-tx)+v10*tx)*(1-ty) + (v01*(1-tx)+v11*tx)*ty
}

// dark is the darkness at a picture point (absolute coordinates): 0 for the
// paper's white, towards 1 for black ink; -1 outside the picture.
func (p *paper) dark(q calibration.Point) float64 {
	x, y := q.X-float64(p.g.Rect.Min.X), q.Y-float64(p.g.Rect.Min.Y)
	v := p.grey(x, y)
	if v < 0 {
		return -1
	}
	return math.Min(1, math.Max(0, 1-v/p.whiteAt(x, y)))
}

// inkBlob is a connected region of dark pixels.
type inkBlob struct {
	n       int               // pixels
	centre  calibration.Point // absolute picture coordinates
	l1, l2  float64           // variances along its main axes, l1 >= l2
	x0, y0  int               // bounding box, absolute, inclusive
	x1, y1  int
	touches bool // reaches the edge of the region searched
}

// squareness tells whether a blob is a solid square seen in perspective:
// close to as wide as long, and as full as a square of the same spread
// (rings, letters and lines are much emptier; a 3:1 rectangle is too long).
func (b inkBlob) squareness() bool {
	if b.l2 <= 0 {
		return false
	}
	fill := float64(b.n) / (12 * math.Sqrt(b.l1*b.l2))
	return b.l1/b.l2 < 3 && fill > 0.75 && fill < 1.3
}

// inkBlobs are the 4-connected regions of r (absolute coordinates) darker
// than half the paper's white, of minN to maxN pixels.
func (p *paper) inkBlobs(r image.Rectangle, minN, maxN int) []inkBlob {
	r = r.Intersect(p.g.Rect)
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 {
		return nil
	}
	ox, oy := r.Min.X-p.g.Rect.Min.X, r.Min.Y-p.g.Rect.Min.Y // offset of r in g
	on := make([]bool, w*h)
	for y := 0; y < h; y++ {
		row := p.g.Pix[(oy+y)*p.g.Stride+ox:]
		for x := 0; x < w; x++ {
			on[y*w+x] = float64(row[x]) < 0.5*p.whiteAt(float64(ox+x), float64(oy+y))
		}
	}
	var out []inkBlob
	var stack []int
	for i := range on {
		if !on[i] {
			continue
		}
		on[i] = false
		stack = append(stack[:0], i)
		var n int
		var sx, sy, sxx, syy, sxy float64
		b := inkBlob{x0: w, y0: h, x1: -1, y1: -1}
		for len(stack) > 0 && n <= maxN {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := j%w, j/w
			n++
			fx, fy := float64(x), float64(y)
			sx, sy, sxx, syy, sxy = sx+fx, sy+fy, sxx+fx*fx, syy+fy*fy, sxy+fx*fy
			b.x0, b.y0, b.x1, b.y1 = min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y)
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					b.touches = true
					continue
				}
				if k := ny*w + nx; on[k] {
					on[k] = false
					stack = append(stack, k)
				}
			}
		}
		if n > maxN {
			// Too large to be a square we look for: clear the rest of it.
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				x, y := j%w, j/w
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nx, ny := x+d[0], y+d[1]
					if nx >= 0 && ny >= 0 && nx < w && ny < h && on[ny*w+nx] {
						on[ny*w+nx] = false
						stack = append(stack, ny*w+nx)
					}
				}
			}
			continue
		}
		if n < minN {
			continue
		}
		fn := float64(n)
		mx, my := sx/fn, sy/fn
		vxx, vyy, vxy := sxx/fn-mx*mx, syy/fn-my*my, sxy/fn-mx*my
		tr, det := vxx+vyy, vxx*vyy-vxy*vxy
		disc := math.Sqrt(math.Max(0, tr*tr/4-det))
		b.l1, b.l2 = tr/2+disc, tr/2-disc
		b.n = n
		// Pixel centres: +0.5 would be the pixel's middle in continuous
		// coordinates, but the picture is sampled at integer positions.
		b.centre = calibration.Point{X: mx + float64(r.Min.X), Y: my + float64(r.Min.Y)}
		b.x0, b.x1, b.y0, b.y1 = b.x0+r.Min.X, b.x1+r.Min.X, b.y0+r.Min.Y, b.y1+r.Min.Y
		out = append(out, b)
	}
	return out
}
