package vision

import (
	"encoding/binary"
	"image"
	"sync"
)

// The texture map's primitives, written for speed (issue 19, point 5): a
// 12 Mpx frame has 12 million pixels to look at and a million cells to
// open, on one core, within a frame's budget. Each gives exactly what the
// plain definition in its comment gives (see texture_internal_test.go).

// textureBuf holds the texture map's working arrays between scans: they
// are large (a few megabytes at 12 Mpx), and allocating them anew for each
// look cost as much as filling them, in clearing and in garbage collection.
type textureBuf struct {
	energy, tex, rows []int32
	acc               []int32
	wide              []uint64
	on, tmp, opened   []uint8
	col               []int32
}

// spareTexture is kept across garbage collections, unlike a sync.Pool's
// contents: with one core, a collection runs every frame or two.
var spareTexture struct {
	sync.Mutex
	buf *textureBuf
}

// getTextureBuf takes the spare buffers, or new ones when another scan
// has them.
func getTextureBuf() *textureBuf {
	spareTexture.Lock()
	defer spareTexture.Unlock()
	b := spareTexture.buf
	spareTexture.buf = nil
	if b == nil {
		b = new(textureBuf)
	}
	return b
}

func putTextureBuf(b *textureBuf) {
	spareTexture.Lock()
	spareTexture.buf = b
	spareTexture.Unlock()
}

// grow32 is buf with length n, its contents undefined.
func grow32(buf []int32, n int) []int32 {
	if cap(buf) < n {
		return make([]int32, n)
	}
	return buf[:n]
}

func grow8(buf []uint8, n int) []uint8 {
	if cap(buf) < n {
		return make([]uint8, n)
	}
	return buf[:n]
}

// cellEnergy fills energy (cw x ch cells of step x step pixels, from g's
// top-left corner) with the sum of |dx|+|dy| over each cell, where dx is
// the difference with the pixel to the right and dy with the pixel below
// (0 past g's last column or row). acc (cw*step) and wide (cw*step/4+2,
// zero) are scratch; wide is left zero.
func cellEnergy(g *image.Gray, step, cw, ch int, energy, acc []int32, wide []uint64) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	n := cw * step // pixels of a row that fall in cells
	// Columns 0..m-1 have a right neighbour; when the cells reach the last
	// column (n == w), its dx is 0.
	m := min(n, w-1)
	acc = acc[:n]
	for cy := 0; cy < ch; cy++ {
		// Each column's sum over the cell row's step rows, then the
		// cells' sums of step columns.
		clear(acc)
		for y := cy * step; y < (cy+1)*step; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			next := row
			if y+1 < h {
				next = g.Pix[(y+1)*g.Stride : (y+1)*g.Stride+w]
			}
			// Eight pixels at a time, in 16-bit lanes of a word: even
			// pixels in one word, odd ones in another (a lane sums at most
			// 510 a row: step rows fit).
			x0 := 0
			for ; x0+8 <= m; x0 += 8 {
				a := binary.LittleEndian.Uint64(row[x0:])
				r := binary.LittleEndian.Uint64(row[x0+1:])
				d := binary.LittleEndian.Uint64(next[x0:])
				ae, ao := a&lanes8, a>>8&lanes8
				w := wide[x0/4 : x0/4+2 : x0/4+2]
				w[0] += absDiff16(ae, r&lanes8) + absDiff16(ae, d&lanes8)
				w[1] += absDiff16(ao, r>>8&lanes8) + absDiff16(ao, d>>8&lanes8)
			}
			cur, right, down, sum := row[x0:m], row[x0+1:m+1], next[x0:m], acc[x0:m]
			right, down, sum = right[:len(cur)], down[:len(cur)], sum[:len(cur)]
			for x, v := range cur {
				a := int32(v)
				dx, dy := a-int32(right[x]), a-int32(down[x])
				sum[x] += max(dx, -dx) + max(dy, -dy)
			}
			if m < n {
				dy := int32(row[m]) - int32(next[m])
				acc[m] += max(dy, -dy)
			}
		}
		for x0 := 0; x0+8 <= m; x0 += 8 {
			w := wide[x0/4 : x0/4+2 : x0/4+2]
			even, odd := w[0], w[1]
			w[0], w[1] = 0, 0
			s := acc[x0 : x0+8 : x0+8]
			s[0] += int32(even & 0xffff)
			s[1] += int32(odd & 0xffff)
			s[2] += int32(even >> 16 & 0xffff)
			s[3] += int32(odd >> 16 & 0xffff)
			s[4] += int32(even >> 32 & 0xffff)
			s[5] += int32(odd >> 32 & 0xffff)
			s[6] += int32(even >> 48)
			s[7] += int32(odd >> 48)
		}
		cells := energy[cy*cw : (cy+1)*cw]
		switch step {
		case 1:
			copy(cells, acc)
		case 2:
			for cx := range cells {
				p := acc[2*cx : 2*cx+2 : 2*cx+2]
				cells[cx] = p[0] + p[1]
			}
		case 3:
			for cx := range cells {
				p := acc[3*cx : 3*cx+3 : 3*cx+3]
				cells[cx] = p[0] + p[1] + p[2]
			}
		case 4:
			for cx := range cells {
				p := acc[4*cx : 4*cx+4 : 4*cx+4]
				cells[cx] = p[0] + p[1] + p[2] + p[3]
			}
		default:
			for cx := range cells {
				var s int32
				for _, v := range acc[cx*step : (cx+1)*step] {
					s += v
				}
				cells[cx] = s
			}
		}
	}
}

const lanes8 = 0x00ff00ff00ff00ff

// absDiff16 is |p-q| in each 16-bit lane, p and q being 0..255 there.
func absDiff16(p, q uint64) uint64 {
	t := (p | 0x0100010001000100) - q // p-q+256: 1..511, no borrow between lanes
	geq := (t >> 8) & 0x0001000100010001
	m := geq * 0xffff                        // lanes where p >= q
	pos := t & lanes8                        // p-q where p >= q
	neg := (0x0200020002000200 - t) & lanes8 // q-p where p < q
	return pos&m | neg&^m
}

// boxSumInto is the sum of v over the (2r+1)² window around each cell of a
// w x h grid, cells outside the grid counting as 0, written to out; rows
// and col are scratch (w*h and w cells).
func boxSumInto(v []int32, w, h, r int, out, rows, col []int32) {
	for y := 0; y < h; y++ {
		in, o := v[y*w:(y+1)*w], rows[y*w:(y+1)*w]
		var run int32
		for x := 0; x < min(r, w); x++ {
			run += in[x]
		}
		// x+r inside, x-r-1 outside; then both; then x+r outside.
		x := 0
		for ; x < w && x-r-1 < 0; x++ {
			if x+r < w {
				run += in[x+r]
			}
			o[x] = run
		}
		for ; x+r < w; x++ {
			run += in[x+r] - in[x-r-1]
			o[x] = run
		}
		for ; x < w; x++ {
			run -= in[x-r-1]
			o[x] = run
		}
	}
	col = col[:w]
	for x := range col {
		col[x] = 0
	}
	for y := 0; y < min(r, h); y++ {
		for x, c := range rows[y*w : (y+1)*w] {
			col[x] += c
		}
	}
	for y := 0; y < h; y++ {
		if y+r < h {
			add := rows[(y+r)*w : (y+r+1)*w]
			add = add[:len(col)]
			for x := range col {
				col[x] += add[x]
			}
		}
		if y-r-1 >= 0 {
			sub := rows[(y-r-1)*w : (y-r)*w]
			sub = sub[:len(col)]
			for x := range col {
				col[x] -= sub[x]
			}
		}
		copy(out[y*w:(y+1)*w], col)
	}
}

// erodeInto sets out (w x h cells, 0 or 1) to 1 where the whole (2r+1)²
// window around a cell lies inside the grid and is on in in: a row pass
// then a column pass, counting the cells on in a row. tmp is scratch (w*h);
// counts w cells of scratch. out may be in.
func erodeInto(in []uint8, w, h, r int, out, tmp []uint8, counts []int32) {
	full := int32(2*r + 1)
	// Rows: tmp[x] = 1 when in[x-r..x+r] are all on.
	for y := 0; y < h; y++ {
		src, dst := in[y*w:(y+1)*w], tmp[y*w:(y+1)*w]
		var run int32
		for x, v := range src {
			if v != 0 {
				run++
			} else {
				run = 0
			}
			if x >= r {
				dst[x-r] = b2u8(run >= full)
			}
		}
		for x := max(0, w-r); x < w; x++ {
			dst[x] = 0
		}
	}
	// Columns, all at once.
	counts = counts[:w]
	for x := range counts {
		counts[x] = 0
	}
	for y := 0; y < h; y++ {
		src := tmp[y*w : (y+1)*w]
		src = src[:len(counts)]
		for x := range counts {
			if src[x] != 0 {
				counts[x]++
			} else {
				counts[x] = 0
			}
		}
		if y >= r {
			dst := out[(y-r)*w : (y-r+1)*w]
			dst = dst[:len(counts)]
			for x, c := range counts {
				dst[x] = b2u8(c >= full)
			}
		}
	}
	for y := max(0, h-r); y < h; y++ {
		clear(out[y*w : (y+1)*w])
	}
}

// dilateInto sets out (w x h cells, 0 or 1) to 1 where any cell of the
// (2r+1)² window around it (inside the grid) is on in in: a row pass then
// a column pass, remembering where the last cell on was. tmp is scratch
// (w*h); last w cells of scratch. out must not be in.
func dilateInto(in []uint8, w, h, r int, out, tmp []uint8, last []int32) {
	const never = -1 << 30
	for y := 0; y < h; y++ {
		src, dst := in[y*w:(y+1)*w], tmp[y*w:(y+1)*w]
		lastOn := never
		for x := 0; x < min(r, w); x++ {
			if src[x] != 0 {
				lastOn = x
			}
		}
		for x := range dst {
			if x+r < w && src[x+r] != 0 {
				lastOn = x + r
			}
			dst[x] = b2u8(lastOn >= x-r)
		}
	}
	last = last[:w]
	for x := range last {
		last[x] = never
	}
	for y := 0; y < min(r, h); y++ {
		for x, v := range tmp[y*w : (y+1)*w] {
			if v != 0 {
				last[x] = int32(y)
			}
		}
	}
	for y := 0; y < h; y++ {
		if y+r < h {
			src := tmp[(y+r)*w : (y+r+1)*w]
			src = src[:len(last)]
			for x := range last {
				if src[x] != 0 {
					last[x] = int32(y + r)
				}
			}
		}
		dst := out[y*w : (y+1)*w]
		dst = dst[:len(last)]
		lim := int32(y - r)
		for x, l := range last {
			dst[x] = b2u8(l >= lim)
		}
	}
}

func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// divider divides non-negative int32s by one positive divisor with a
// multiplication: a million divisions a frame.
type divider struct {
	d     int32
	recip uint64 // floor(2^32 / d)
}

func newDivider(d int32) divider { return divider{d, (1 << 32) / uint64(d)} }

// div is v/d for 0 <= v: v*recip/2^32 is v/d or one less (v < 2^31).
func (q divider) div(v int32) int32 {
	r := int32(uint64(v) * q.recip >> 32)
	if (int64(r)+1)*int64(q.d) <= int64(v) {
		r++
	}
	return r
}
