package vision

import (
	"image"
	"image/jpeg"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"syscall"
	"testing"
)

// gridSizes are the grids the morphology tests try: a single cell, one
// row, one column, odd and even sides, windows wider than the grid.
var gridSizes = [][2]int{{1, 1}, {1, 9}, {9, 1}, {2, 3}, {3, 2}, {5, 5}, {7, 4}, {13, 9}, {31, 17}, {64, 40}, {101, 3}}

func randomGrid(rng *rand.Rand, w, h int, density float64) []uint8 {
	on := make([]uint8, w*h)
	for i := range on {
		if rng.Float64() < density {
			on[i] = 1
		}
	}
	return on
}

func to32(v []uint8) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}

// The run-length erosion and dilation give what the window sums gave.
func TestErodeDilateSameAsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sz := range gridSizes {
		w, h := sz[0], sz[1]
		for _, r := range []int{1, 2, 3, 5, 8, 40} {
			for _, density := range []float64{0, 0.3, 0.8, 0.97, 1} {
				on := randomGrid(rng, w, h, density)
				if got, want := erode(on, w, h, r), erodeRef(to32(on), w, h, r); !reflect.DeepEqual(to32(got), want) {
					t.Errorf("erode %dx%d r %d density %.2f: %v, want %v", w, h, r, density, got, want)
				}
				if got, want := dilate(on, w, h, r), dilateRef(to32(on), w, h, r); !reflect.DeepEqual(to32(got), want) {
					t.Errorf("dilate %dx%d r %d density %.2f: %v, want %v", w, h, r, density, got, want)
				}
				// In place, as the texture map erodes.
				in := append([]uint8(nil), on...)
				erodeInto(in, w, h, r, in, make([]uint8, w*h), make([]int32, w))
				if want := erodeRef(to32(on), w, h, r); !reflect.DeepEqual(to32(in), want) {
					t.Errorf("erode in place %dx%d r %d: %v, want %v", w, h, r, in, want)
				}
			}
		}
	}
}

func TestBoxSumSameAsNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, sz := range gridSizes {
		w, h := sz[0], sz[1]
		for _, r := range []int{1, 2, 4, 40} {
			v := make([]int32, w*h)
			for i := range v {
				v[i] = rng.Int32N(5000)
			}
			out, rows, col := make([]int32, w*h), make([]int32, w*h), make([]int32, max(w, h))
			boxSumInto(v, w, h, r, out, rows, col)
			if want := boxSumRef(v, w, h, r); !reflect.DeepEqual(out, want) {
				t.Errorf("boxSum %dx%d r %d: %v, want %v", w, h, r, out, want)
			}
		}
	}
}

func TestDivider(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	for _, d := range []int32{1, 2, 3, 7, 9, 25, 81, 225, 441, 1000, 4093, 65535, 1 << 20, 1<<31 - 1} {
		q := newDivider(d)
		for _, v := range []int32{0, 1, d - 1, d, d + 1, 2*d - 1, 1<<31 - 1, 1<<31 - 2} {
			if v >= 0 && q.div(v) != v/d {
				t.Fatalf("%d/%d: %d, want %d", v, d, q.div(v), v/d)
			}
		}
		for k := 0; k < 100000; k++ {
			v := rng.Int32()
			if k%2 == 0 {
				v = rng.Int32N(1 << 20)
			}
			if q.div(v) != v/d {
				t.Fatalf("%d/%d: %d, want %d", v, d, q.div(v), v/d)
			}
		}
	}
}

// randomGray is a w x h picture of random blocks of side mod on a noisy
// background, with a few lines: something for the texture map to find.
func randomGray(rng *rand.Rand, w, h, mod int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = uint8(150 + rng.IntN(12))
	}
	for k := 0; k < 1+w*h/20000; k++ {
		x0, y0 := rng.IntN(w), rng.IntN(h)
		for by := 0; by < 21; by++ {
			for bx := 0; bx < 21; bx++ {
				v := uint8(230)
				if rng.IntN(2) == 0 {
					v = uint8(30 + rng.IntN(20))
				}
				for y := y0 + by*mod; y < min(h, y0+(by+1)*mod); y++ {
					for x := x0 + bx*mod; x < min(w, x0+(bx+1)*mod); x++ {
						g.Pix[y*g.Stride+x] = v
					}
				}
			}
		}
	}
	for k := 0; k < 3; k++ {
		y := rng.IntN(h)
		for x := 0; x < w; x++ {
			g.Pix[y*g.Stride+x] = 20
		}
	}
	return g
}

// speedFrames are a few frames of the speed test's folder (MECANOID_SPEED),
// if it is set: real photos for the texture map.
func speedFrames(t testing.TB, pattern string, n int) []*image.Gray {
	dir := os.Getenv("MECANOID_SPEED")
	if dir == "" {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	sort.Strings(files)
	var out []*image.Gray
	for i, f := range files {
		if len(out) == n {
			break
		}
		if i%max(1, len(files)/n) != 0 {
			continue
		}
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := jpeg.Decode(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Gray(img))
	}
	return out
}

// The texture map finds exactly the patches and clusters it found before
// it was made faster: on random pictures of odd sizes, in a sub-picture
// (a search area), and on real frames when MECANOID_SPEED names them.
func TestCandidatesSameAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var pics []*image.Gray
	for _, sz := range [][2]int{{64, 48}, {301, 177}, {640, 481}, {1001, 757}} {
		for _, mod := range []int{2, 3, 5} {
			pics = append(pics, randomGray(rng, sz[0], sz[1], mod))
		}
	}
	big := randomGray(rng, 1200, 900, 4)
	pics = append(pics, big.SubImage(image.Rect(101, 57, 1100, 853)).(*image.Gray))
	pics = append(pics, speedFrames(t, "*.jpg", 6)...)
	for i, g := range pics {
		for _, s := range []float64{1.2, 2, 3, 3.6, 4.5, 6.3, 9} {
			for _, contrast := range []float64{textureContrast, faintContrast} {
				p, c := candidatesAndClusters(g, s, contrast)
				wp, wc := candidatesAndClustersRef(g, s, contrast)
				if !reflect.DeepEqual(p, wp) || !reflect.DeepEqual(c, wc) {
					t.Errorf("picture %d (%v) s %.1f contrast %.0f: %v %v, want %v %v", i, g.Rect, s, contrast, p, c, wp, wc)
				}
			}
		}
	}
}

func BenchmarkCandidates(b *testing.B) {
	frames := speedFrames(b, "*4056x3040*.jpg", 1)
	if len(frames) == 0 {
		frames = []*image.Gray{randomGray(rand.New(rand.NewPCG(1, 1)), 4056, 3040, 4)}
	}
	g := frames[0]
	b.Run("new", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			candidatesAndClusters(g, 4.5, textureContrast)
		}
	})
	b.Run("before", func(b *testing.B) {
		defer cpuPerOp(b)()
		for b.Loop() {
			candidatesAndClustersRef(g, 4.5, textureContrast)
		}
	})
}

// cpuPerOp reports the processor time per operation (cpu-ms/op): the
// clock says little on a machine shared with other work. Call as
// defer cpuPerOp(b)().
func cpuPerOp(b *testing.B) func() {
	start := processorTime()
	return func() {
		b.ReportMetric(float64(processorTime()-start)/1e6/float64(b.N), "cpu-ms/op")
	}
}

func processorTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
