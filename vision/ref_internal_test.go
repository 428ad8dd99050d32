package vision

// The scanner's primitives as they were before they were made faster
// (issue 19, point 5): the fast ones must give exactly the same results.

import (
	"image"
	"math"

	"mecanoid/calibration"
)

type blobRef struct {
	x0, y0, x1, y1 int
	cells          []int
}

func candidatesAndClustersRef(g *image.Gray, s, contrast float64) (patches, clusters []image.Rectangle) {
	// Work on a grid of cells of about two thirds of a module: small enough
	// to see the code, coarse enough to be cheap on a 12 Mpx frame.
	step := max(1, int(math.Round(s*0.7)))
	b := g.Rect
	cw, ch := b.Dx()/step, b.Dy()/step
	if cw < 8 || ch < 8 {
		return nil, nil
	}
	// Sum of |dx|+|dy| inside each cell.
	energy := make([]int32, cw*ch)
	for y := 0; y < ch*step; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+b.Dx()]
		next := row
		if y+1 < b.Dy() {
			next = g.Pix[(y+1)*g.Stride : (y+1)*g.Stride+b.Dx()]
		}
		cells := energy[(y/step)*cw : (y/step+1)*cw]
		for cx := range cells {
			var sum int32
			for x := cx * step; x < (cx+1)*step; x++ {
				v := int32(row[x])
				dx := v - int32(row[min(x+1, len(row)-1)])
				dy := v - int32(next[x])
				sum += abs32(dx) + abs32(dy)
			}
			cells[cx] += sum
		}
	}
	// Mean over a window of about a module either side: narrower than the
	// quiet zones of two codes side by side.
	win := max(1, int(math.Round(s/float64(step))))
	tex := boxSumRef(energy, cw, ch, win)
	// Busy: well above the picture's typical texture (paper, table). A code
	// of contrast C gives about C/s per pixel.
	pixels := float64((2*win + 1) * (2*win + 1) * step * step)
	hist := make([]int, 512)
	for _, v := range tex {
		hist[min(511, int(float64(v)/pixels))]++
	}
	median, seen := 0, 0
	for median < 511 && seen+hist[median] < len(tex)/2 {
		seen += hist[median]
		median++
	}
	thr := int32((float64(median) + contrast/s) * pixels)
	on := make([]int32, len(tex))
	for i, v := range tex {
		if v > thr {
			on[i] = 1
		}
	}
	// Opening: a code is a solid busy square 21 modules wide, while the
	// lines of the board and the edges of figurines make thin busy ridges
	// that would join everything into one region.
	r := max(1, int(math.Round(openModules*s/float64(step))))
	on = dilateRef(erodeRef(on, cw, ch, r), cw, ch, r)
	// Connected regions, as pixel rectangles. Codes on figurines in
	// neighbouring cells may still touch: such a region is split at its
	// narrow places by a deeper erosion that only the cores of codes survive.
	toPixels := func(x0, y0, x1, y1 int) image.Rectangle {
		return image.Rect(b.Min.X+x0*step, b.Min.Y+y0*step, b.Min.X+(x1+1)*step, b.Min.Y+(y1+1)*step).Intersect(b)
	}
	var out []image.Rectangle
	for _, bl := range blobsRef(on, cw, ch) {
		r := toPixels(bl.x0, bl.y0, bl.x1, bl.y1)
		side := float64(max(r.Dx(), r.Dy())) / s
		if side < minCodeModules {
			continue
		}
		if side <= maxCodeModules {
			out = append(out, grow(r, s).Intersect(b))
			continue
		}
		bw, bh := bl.x1-bl.x0+1, bl.y1-bl.y0+1
		sub := make([]int32, bw*bh)
		for _, c := range bl.cells {
			sub[(c/cw-bl.y0)*bw+c%cw-bl.x0] = 1
		}
		out = append(out, splitRef(sub, bw, bh, bl.x0, bl.y0, s, step, toPixels)...)
		if side <= 3*maxCodeModules {
			clusters = append(clusters, grow(r, s).Intersect(b))
		}
	}
	return out, clusters
}

func splitRef(sub []int32, bw, bh, x0, y0 int, s float64, step int, toPixels func(x0, y0, x1, y1 int) image.Rectangle) []image.Rectangle {
	var out []image.Rectangle
	for _, depth := range []float64{6, 8, 10} {
		deep := max(1, int(math.Round(depth*s/float64(step))))
		cores := blobsRef(erodeRef(sub, bw, bh, deep), bw, bh)
		out = out[:0]
		big := false
		for _, core := range cores {
			cr := toPixels(x0+core.x0-deep, y0+core.y0-deep, x0+core.x1+deep, y0+core.y1+deep)
			if float64(max(cr.Dx(), cr.Dy()))/s > maxCodeModules {
				big = true
			}
			out = append(out, grow(cr, s))
		}
		if !big {
			return out
		}
	}
	// A large busy area (a patterned table, a striped tile): look at it
	// window by window.
	return tiles(toPixels(x0, y0, x0+bw-1, y0+bh-1), s, toPixels(0, 0, 1<<20, 1<<20))
}

func blobsRef(on []int32, w, h int) []blobRef {
	var out []blobRef
	seen := make([]bool, len(on))
	for i := range on {
		if on[i] == 0 || seen[i] {
			continue
		}
		seen[i] = true
		bl := blobRef{x0: w, y0: h, x1: -1, y1: -1}
		stack := []int{i}
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			bl.cells = append(bl.cells, j)
			x, y := j%w, j/w
			bl.x0, bl.y0, bl.x1, bl.y1 = min(bl.x0, x), min(bl.y0, y), max(bl.x1, x), max(bl.y1, y)
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx < 0 || ny < 0 || nx >= w || ny >= h {
					continue
				}
				k := ny*w + nx
				if on[k] != 0 && !seen[k] {
					seen[k] = true
					stack = append(stack, k)
				}
			}
		}
		out = append(out, bl)
	}
	return out
}

func erodeRef(on []int32, w, h, r int) []int32 {
	full := int32((2*r + 1) * (2*r + 1))
	sum := boxSumRef(on, w, h, r)
	for i, v := range sum {
		sum[i] = 0
		if v == full {
			sum[i] = 1
		}
	}
	return sum
}

func dilateRef(on []int32, w, h, r int) []int32 {
	sum := boxSumRef(on, w, h, r)
	for i, v := range sum {
		if v > 0 {
			sum[i] = 1
		}
	}
	return sum
}

func boxSumRef(v []int32, w, h, r int) []int32 {
	rows := make([]int32, len(v))
	for y := 0; y < h; y++ {
		in, out := v[y*w:(y+1)*w], rows[y*w:(y+1)*w]
		var run int32
		for x := 0; x < min(r, w); x++ {
			run += in[x]
		}
		for x := 0; x < w; x++ {
			if x+r < w {
				run += in[x+r]
			}
			if x-r-1 >= 0 {
				run -= in[x-r-1]
			}
			out[x] = run
		}
	}
	out := make([]int32, len(v))
	col := make([]int32, w) // running sums of all columns at once
	for y := 0; y < min(r, h); y++ {
		for x, c := range rows[y*w : (y+1)*w] {
			col[x] += c
		}
	}
	for y := 0; y < h; y++ {
		if y+r < h {
			for x, c := range rows[(y+r)*w : (y+r+1)*w] {
				col[x] += c
			}
		}
		if y-r-1 >= 0 {
			for x, c := range rows[(y-r-1)*w : (y-r)*w] {
				col[x] -= c
			}
		}
		copy(out[y*w:(y+1)*w], col)
	}
	return out
}

func enlargeRef(g *image.Gray, p image.Rectangle, zoom float64, dst []byte, w, h int) {
	b := g.Rect
	// Source columns and 8-bit weights, the same for every row.
	xa, xb, fx := make([]int, w), make([]int, w), make([]int32, w)
	for x := 0; x < w; x++ {
		sx := (float64(x)+0.5)/zoom - 0.5 + float64(p.Min.X)
		x0 := int(math.Floor(sx))
		fx[x] = int32((sx-float64(x0))*256 + 0.5)
		xa[x], xb[x] = min(max(x0, b.Min.X), b.Max.X-1)-b.Min.X, min(max(x0+1, b.Min.X), b.Max.X-1)-b.Min.X
	}
	for y := 0; y < h; y++ {
		sy := (float64(y)+0.5)/zoom - 0.5 + float64(p.Min.Y)
		y0 := int(math.Floor(sy))
		fy := int32((sy-float64(y0))*256 + 0.5)
		ya, yb := min(max(y0, b.Min.Y), b.Max.Y-1), min(max(y0+1, b.Min.Y), b.Max.Y-1)
		ra, rb := g.Pix[(ya-b.Min.Y)*g.Stride:], g.Pix[(yb-b.Min.Y)*g.Stride:]
		out := dst[y*w : (y+1)*w]
		for x := range out {
			a, c, f := xa[x], xb[x], fx[x]
			top := int32(ra[a])*(256-f) + int32(ra[c])*f
			bot := int32(rb[a])*(256-f) + int32(rb[c])*f
			out[x] = uint8((top*(256-fy) + bot*fy + 1<<15) >> 16)
		}
	}
}

func fillQuadRef(pix []byte, w, h int, q [4]calibration.Point, grow float64) {
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
	for y := max(0, int(minY)); y <= min(h-1, int(maxY)); y++ {
		for x := max(0, int(minX)); x <= min(w-1, int(maxX)); x++ {
			if insideQuad(g, float64(x), float64(y)) {
				pix[y*w+x] = 255
			}
		}
	}
}

func stretchLocalRef(pix []byte, w, h, r int) {
	bw, bh := (w+r-1)/r, (h+r-1)/r
	lo, hi := make([]uint8, bw*bh), make([]uint8, bw*bh)
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			l, m := uint8(255), uint8(0)
			for y := by * r; y < min(h, (by+1)*r); y++ {
				for _, v := range pix[y*w+bx*r : y*w+min(w, (bx+1)*r)] {
					l, m = min(l, v), max(m, v)
				}
			}
			lo[by*bw+bx], hi[by*bw+bx] = l, m
		}
	}
	// The 3 x 3 neighbourhood of each block.
	lo3, hi3 := make([]uint8, bw*bh), make([]uint8, bw*bh)
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			l, m := uint8(255), uint8(0)
			for y := max(0, by-1); y <= min(bh-1, by+1); y++ {
				for x := max(0, bx-1); x <= min(bw-1, bx+1); x++ {
					l, m = min(l, lo[y*bw+x]), max(m, hi[y*bw+x])
				}
			}
			lo3[by*bw+bx], hi3[by*bw+bx] = l, m
		}
	}
	// Per block: the low end and a 16.16 fixed-point gain (0: flat, left alone).
	gain := make([]int32, bw*bh)
	for b := range gain {
		if d := int32(hi3[b]) - int32(lo3[b]); d >= minStretchRange {
			gain[b] = (255 << 16) / d
		}
	}
	for y := 0; y < h; y++ {
		row := pix[y*w : (y+1)*w]
		bs := (y / r) * bw
		for bx := 0; bx < bw; bx++ {
			k := gain[bs+bx]
			if k == 0 {
				continue
			}
			l := int32(lo3[bs+bx])
			seg := row[bx*r : min(w, (bx+1)*r)]
			for x, v := range seg {
				seg[x] = uint8(min(255, max(0, ((int32(v)-l)*k+1<<15)>>16)))
			}
		}
	}
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
