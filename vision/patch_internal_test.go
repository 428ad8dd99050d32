package vision

import (
	"bytes"
	"image"
	"math"
	"math/rand/v2"
	"testing"

	"mecanoid/calibration"
)

// The row-interval fill paints exactly the pixels the per-pixel test
// painted: random quadrilaterals, convex or not, degenerate ones (a point,
// a segment), partly or wholly outside the picture.
func TestFillQuadSameAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, sz := range [][2]int{{1, 1}, {1, 17}, {17, 1}, {31, 23}, {120, 90}} {
		w, h := sz[0], sz[1]
		for k := 0; k < 400; k++ {
			var q [4]calibration.Point
			pt := func() calibration.Point {
				return calibration.Point{X: rng.Float64()*float64(w+20) - 10, Y: rng.Float64()*float64(h+20) - 10}
			}
			switch k % 5 {
			case 0: // a square turned any way
				c, r, a := pt(), 1+rng.Float64()*float64(max(w, h))/2, rng.Float64()*6.3
				for i := range q {
					s := a + float64(i)*3.14159265/2
					q[i] = calibration.Point{X: c.X + r*math.Cos(s), Y: c.Y + r*math.Sin(s)}
				}
			case 1: // one point
				p := pt()
				q = [4]calibration.Point{p, p, p, p}
			case 2: // a segment
				a, b := pt(), pt()
				q = [4]calibration.Point{a, b, b, a}
			case 3: // on whole pixels
				for i := range q {
					q[i] = calibration.Point{X: float64(rng.IntN(w + 4)), Y: float64(rng.IntN(h + 4))}
				}
			default:
				for i := range q {
					q[i] = pt()
				}
			}
			grow := []float64{0, 0.5, 3, rng.Float64() * 10}[k%4]
			a, b := make([]byte, w*h), make([]byte, w*h)
			for i := range a {
				a[i] = byte(i)
				b[i] = byte(i)
			}
			fillQuad(a, w, h, q, grow)
			fillQuadRef(b, w, h, q, grow)
			if !bytes.Equal(a, b) {
				t.Fatalf("%dx%d quad %v grow %.2f: painted differently", w, h, q, grow)
			}
		}
	}
}

// The enlargement that blends each source row once gives the same pixels
// as blending each output pixel from its four neighbours.
func TestEnlargeSameAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	g := image.NewGray(image.Rect(0, 0, 97, 61))
	for i := range g.Pix {
		g.Pix[i] = uint8(rng.IntN(256))
	}
	sub := g.SubImage(image.Rect(13, 7, 90, 55)).(*image.Gray)
	for _, src := range []*image.Gray{g, sub} {
		for _, zoom := range []float64{0.7, 1, 1.25, 4.5 / 3.3, 1.5, 2, 6 / 2.7, 3, 8} {
			for _, p := range []image.Rectangle{src.Rect, image.Rect(20, 10, 60, 50), image.Rect(-5, -3, 30, 20), image.Rect(70, 40, 120, 90)} {
				w, h := int(float64(p.Dx())*zoom), int(float64(p.Dy())*zoom)
				a, b := make([]byte, w*h), make([]byte, w*h)
				enlarge(src, p, zoom, a, w, h)
				enlargeRef(src, p, zoom, b, w, h)
				if !bytes.Equal(a, b) {
					t.Errorf("picture %v patch %v zoom %.3f: enlarged differently", src.Rect, p, zoom)
				}
			}
		}
	}
}

// recordReader keeps a copy of every patch it is given and reads nothing.
type recordReader struct{ seen [][]byte }

func (r *recordReader) ReadPatch(g *image.Gray) []Code {
	r.seen = append(r.seen, append([]byte(nil), g.Pix...))
	return nil
}

// Looks sharing their enlargements (Search's looks at one wide patch)
// hand the reader the same pixels as looks that make their own.
func TestLookCacheSamePixels(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	g := randomGray(rng, 300, 220, 3)
	p := image.Rect(40, 30, 260, 200)
	mask := []Code{{Corners: [4]calibration.Point{{X: 60, Y: 50}, {X: 123, Y: 52}, {X: 121, Y: 115}, {X: 58, Y: 113}}, ModulePx: 3}}
	looks := []struct {
		zoom    float64
		stretch bool
		cut     int
	}{{2, true, noCut}, {1.5, true, noCut}, {2, false, 0}, {2, false, 15}, {2, false, 30}, {1, false, noCut}, {1, true, 0}}
	var plain, cached recordReader
	var cache lookCache
	for _, l := range looks {
		decodeCut(&plain, g, p, l.zoom, l.stretch, mask, l.cut)
		decodeLook(&cached, g, p, l.zoom, l.stretch, mask, l.cut, &cache)
	}
	cache.release()
	for i := range plain.seen {
		if !bytes.Equal(plain.seen[i], cached.seen[i]) {
			t.Errorf("look %d (%+v): other pixels with the cache", i, looks[i])
		}
	}
}

func BenchmarkPatch(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	g := randomGray(rng, 600, 600, 4)
	p := image.Rect(100, 100, 400, 400)
	zoom := 1.5
	w, h := int(float64(p.Dx())*zoom), int(float64(p.Dy())*zoom)
	dst := make([]byte, w*h)
	q := [4]calibration.Point{{X: 60, Y: 50}, {X: 223, Y: 62}, {X: 211, Y: 215}, {X: 48, Y: 203}}
	b.Run("enlarge", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			enlarge(g, p, zoom, dst, w, h)
		}
	})
	b.Run("enlarge-before", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			enlargeRef(g, p, zoom, dst, w, h)
		}
	})
	b.Run("fillQuad", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			fillQuad(dst, w, h, q, 10)
		}
	})
	b.Run("fillQuad-before", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			fillQuadRef(dst, w, h, q, 10)
		}
	})
	b.Run("stretch", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			stretchLocal(dst, w, h, 15)
		}
	})
}

// The contrast stretch without its (never binding) clamps gives what it
// gave.
func TestStretchSameAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, sz := range [][2]int{{1, 1}, {1, 40}, {40, 1}, {21, 21}, {97, 61}, {300, 200}} {
		for _, r := range []int{4, 7, 15, 50} {
			a := make([]byte, sz[0]*sz[1])
			for i := range a {
				a[i] = uint8(rng.IntN(256))
				if i%7 < 3 {
					a[i] = uint8(100 + rng.IntN(20)) // flat stretches
				}
			}
			b := append([]byte(nil), a...)
			stretchLocal(a, sz[0], sz[1], r)
			stretchLocalRef(b, sz[0], sz[1], r)
			if !bytes.Equal(a, b) {
				t.Errorf("%dx%d blocks %d: stretched differently", sz[0], sz[1], r)
			}
		}
	}
}
