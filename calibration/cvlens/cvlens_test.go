//go:build cgo

package cvlens

import (
	"errors"
	"image"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"

	"mecanoid/calibration"
)

// The synthetic camera: 800x600, a ~60° lens with mild barrel distortion
// and its centre a little off the picture's.
var trueLens = calibration.Lens{
	Width: 800, Height: 600,
	FX: 680, FY: 680, CX: 405, CY: 296,
	K1: -0.12, K2: 0.03,
}

const (
	boardCols, boardRows = 9, 6 // inner corners: 10x7 squares
	squareMM             = 25.0
)

// pose is a camera looking at the chessboard (board coordinates: mm from the
// first inner corner, z down into the table).
type pose struct {
	eye, target calibration.Vec
	roll        float64
}

// views see the chessboard from above, tilted up to ~40° and in every part
// of the picture.
var views = []pose{
	{calibration.Vec{X: 100, Y: 62, Z: -420}, calibration.Vec{X: 100, Y: 62}, 7},
	{calibration.Vec{X: 350, Y: 62, Z: -380}, calibration.Vec{X: 100, Y: 62}, 11},
	{calibration.Vec{X: -120, Y: 212, Z: -400}, calibration.Vec{X: 100, Y: 62}, 15},
	{calibration.Vec{X: 100, Y: -168, Z: -400}, calibration.Vec{X: 50, Y: 10}, -10},
	{calibration.Vec{X: 100, Y: 62, Z: -420}, calibration.Vec{X: 150, Y: 100}, -6},
	{calibration.Vec{X: 0, Y: 200, Z: -420}, calibration.Vec{X: 120, Y: 65}, 30},
	{calibration.Vec{X: 250, Y: -50, Z: -450}, calibration.Vec{X: 50, Y: 110}, -25},
	{calibration.Vec{X: 100, Y: 62, Z: -460}, calibration.Vec{X: 45, Y: 25}, 5},
}

func (p pose) camera() calibration.Camera {
	return calibration.LookAt(p.eye, p.target, p.roll, trueLens.FX, trueLens.Width, trueLens.Height)
}

// project is where the lens shows a board point.
func project(c calibration.Camera, b calibration.Vec) calibration.Point {
	p := c.ToCamera(b)
	ideal := calibration.Point{X: trueLens.FX*p.X/p.Z + trueLens.CX, Y: trueLens.FY*p.Y/p.Z + trueLens.CY}
	return trueLens.Distort(ideal)
}

// rays holds, for each sample point of the picture (ss x ss per pixel), the
// direction it looks in (normalised image plane): the lens undone once for
// all views.
const ss = 3

var (
	raysOnce sync.Once
	rays     []float64 // x, y per sample
)

func sampleRays() []float64 {
	raysOnce.Do(func() {
		w, h := trueLens.Width, trueLens.Height
		rays = make([]float64, 0, 2*w*h*ss*ss)
		for y := 0; y < h; y++ {
			for sy := 0; sy < ss; sy++ {
				for x := 0; x < w; x++ {
					for sx := 0; sx < ss; sx++ {
						// Pixel centres at integer coordinates, as OpenCV.
						p := calibration.Point{X: float64(x) - 0.5 + (float64(sx)+0.5)/ss, Y: float64(y) - 0.5 + (float64(sy)+0.5)/ss}
						u := trueLens.Undistort(p)
						rays = append(rays, (u.X-trueLens.CX)/trueLens.FX, (u.Y-trueLens.CY)/trueLens.FY)
					}
				}
			}
		}
	})
	return rays
}

// render draws the chessboard (black and white squares on a white sheet,
// on a grey table) as the camera with the true lens sees it: each sample's
// ray meets the board plane at a point whose colour it takes.
func render(c calibration.Camera) *image.Gray {
	w, h := trueLens.Width, trueLens.Height
	img := image.NewGray(image.Rect(0, 0, w, h))
	r := sampleRays()
	// Camera centre and ray directions in board coordinates: b = Rᵀ(s·d − T).
	o := c.Centre()
	R := c.R
	i := 0
	for y := 0; y < h; y++ {
		sum := make([]int, w)
		for sy := 0; sy < ss; sy++ {
			for x := 0; x < w; x++ {
				for sx := 0; sx < ss; sx++ {
					dx, dy := r[i], r[i+1]
					i += 2
					// Rᵀ·(dx, dy, 1)
					bx := R[0]*dx + R[3]*dy + R[6]
					by := R[1]*dx + R[4]*dy + R[7]
					bz := R[2]*dx + R[5]*dy + R[8]
					if bz <= 0 {
						sum[x] += 128 // looking up: nothing there
						continue
					}
					s := -o.Z / bz
					sum[x] += shade(o.X+s*bx, o.Y+s*by)
				}
			}
		}
		for x := 0; x < w; x++ {
			img.Pix[y*img.Stride+x] = uint8(sum[x] / (ss * ss))
		}
	}
	return img
}

// shade is the board's grey at a board point: 10x7 squares around the
// inner corners, a white sheet one square wide around them, grey table.
func shade(x, y float64) int {
	i, j := math.Floor(x/squareMM), math.Floor(y/squareMM)
	switch {
	case i < -2 || i > boardCols || j < -2 || j > boardRows:
		return 110 // table
	case i < -1 || i > boardCols-1 || j < -1 || j > boardRows-1:
		return 235 // the sheet's margin
	case int(i+j)%2 == 0:
		return 20
	default:
		return 235
	}
}

var (
	renderOnce sync.Once
	rendered   []image.Image
)

func renderViews(t *testing.T) []image.Image {
	t.Helper()
	renderOnce.Do(func() {
		for _, v := range views {
			rendered = append(rendered, render(v.camera()))
		}
	})
	// The whole sheet must be in the picture for the views to be fair.
	for k, v := range views {
		c := v.camera()
		for _, b := range []calibration.Vec{{X: -50, Y: -50}, {X: 250, Y: -50}, {X: 250, Y: 175}, {X: -50, Y: 175}} {
			p := project(c, b)
			if p.X < 0 || p.Y < 0 || p.X > float64(trueLens.Width) || p.Y > float64(trueLens.Height) {
				t.Fatalf("view %d: the sheet's corner %v is out of the picture, at %v", k, b, p)
			}
		}
	}
	return rendered
}

func TestCalibrate(t *testing.T) {
	images := renderViews(t)
	lens, rep, err := Calibrate(images, boardCols, boardRows, squareMM)
	if err != nil {
		t.Fatalf("%v (failed: %v)", err, rep.Failed())
	}
	t.Logf("lens %+v, used %d", lens, rep.Used)
	if rep.Used != len(views) || len(rep.Failed()) != 0 {
		t.Errorf("chessboard found in %d of %d views (not in %v)", rep.Used, len(views), rep.Failed())
	}
	if lens.Width != 800 || lens.Height != 600 {
		t.Errorf("lens size %dx%d", lens.Width, lens.Height)
	}
	for _, f := range []struct {
		name      string
		got, want float64
	}{{"fx", lens.FX, trueLens.FX}, {"fy", lens.FY, trueLens.FY}} {
		if math.Abs(f.got-f.want)/f.want > 0.02 {
			t.Errorf("%s = %.1f, want %.1f within 2%%", f.name, f.got, f.want)
		}
	}
	if math.Abs(lens.CX-trueLens.CX) > 8 || math.Abs(lens.CY-trueLens.CY) > 8 {
		t.Errorf("centre (%.1f, %.1f), want (%.1f, %.1f) within 8 px", lens.CX, lens.CY, trueLens.CX, trueLens.CY)
	}
	if lens.K1 >= 0 || math.Abs(lens.K1-trueLens.K1) > 0.04 {
		t.Errorf("k1 = %.3f, want about %.3f", lens.K1, trueLens.K1)
	}
	if lens.K3 != 0 {
		t.Errorf("k3 = %g, want it held at 0", lens.K3)
	}
	if lens.RMS <= 0 || lens.RMS > 0.3 || rep.RMS != lens.RMS {
		t.Errorf("rms %.3f (report %.3f), want under 0.3 px", lens.RMS, rep.RMS)
	}

	var sum float64
	var n int
	for k, v := range rep.Views {
		if v.Index != k || len(v.Corners) != boardCols*boardRows {
			t.Fatalf("view %d: index %d, %d corners", k, v.Index, len(v.Corners))
		}
		if v.RMS <= 0 || v.RMS > 0.4 {
			t.Errorf("view %d: rms %.3f", k, v.RMS)
		}
		sum += v.RMS * v.RMS * float64(len(v.Corners))
		n += len(v.Corners)

		// The corners found are where the true lens shows them (in one of
		// the two orders the detector may give for this board).
		c := views[k].camera()
		var fwd, back float64
		for i, p := range v.Corners {
			b := calibration.Vec{X: float64(i%boardCols) * squareMM, Y: float64(i/boardCols) * squareMM}
			q := project(c, b)
			fwd = math.Max(fwd, p.Sub(q).Len())
			rb := calibration.Vec{X: float64(boardCols-1-i%boardCols) * squareMM, Y: float64(boardRows-1-i/boardCols) * squareMM}
			back = math.Max(back, p.Sub(project(c, rb)).Len())
		}
		if e := math.Min(fwd, back); e > 0.5 {
			t.Errorf("view %d: a corner found %.2f px from the truth", k, e)
		}

		// Undistorted with the lens found, the corners are the image of a
		// plane again: a homography fits them far better than the raw ones.
		raw := homographyMisfit(t, v.Corners)
		und := make([]calibration.Point, len(v.Corners))
		for i, p := range v.Corners {
			und[i] = lens.Undistort(p)
			if back := lens.Distort(und[i]); back.Sub(p).Len() > 1e-6 {
				t.Fatalf("view %d: Distort(Undistort(%v)) = %v", k, p, back)
			}
		}
		fixed := homographyMisfit(t, und)
		if fixed > 0.15 || fixed > raw/2 {
			t.Errorf("view %d: homography misfit %.3f px undistorted, %.3f px raw", k, fixed, raw)
		}
	}
	if overall := math.Sqrt(sum / float64(n)); math.Abs(overall-rep.RMS) > 0.01 {
		t.Errorf("views' rms combine to %.4f, OpenCV says %.4f", overall, rep.RMS)
	}
}

// homographyMisfit is the RMS distance of points to the best homography
// from the chessboard's corners.
func homographyMisfit(t *testing.T, pts []calibration.Point) float64 {
	t.Helper()
	board := make([]calibration.Point, len(pts))
	for i := range pts {
		board[i] = calibration.Point{X: float64(i%boardCols) * squareMM, Y: float64(i/boardCols) * squareMM}
	}
	h, err := calibration.FromPoints(board, pts)
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for i, b := range board {
		sum += math.Pow(h.Apply(b).Sub(pts[i]).Len(), 2)
	}
	return math.Sqrt(sum / float64(len(pts)))
}

func TestCalibrateTooFewViews(t *testing.T) {
	images := renderViews(t)
	blank := image.NewGray(image.Rect(0, 0, 800, 600))
	for i := range blank.Pix {
		blank.Pix[i] = 128
	}
	_, rep, err := Calibrate([]image.Image{images[0], blank, images[1], blank}, boardCols, boardRows, squareMM)
	if !errors.Is(err, ErrTooFewViews) {
		t.Fatalf("err = %v, want ErrTooFewViews", err)
	}
	for _, want := range []string{"2 of 4", "#1 and #3", "9x6"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q: want %q in it", err, want)
		}
	}
	if !reflect.DeepEqual(rep.Failed(), []int{1, 3}) || rep.Used != 2 || !rep.Views[2].Found {
		t.Errorf("report %+v", rep)
	}
}

func TestCalibrateBadInput(t *testing.T) {
	small := image.NewGray(image.Rect(0, 0, 640, 480))
	big := image.NewGray(image.Rect(0, 0, 800, 600))
	for _, tc := range []struct {
		name   string
		images []image.Image
		cols   int
		rows   int
		square float64
		want   error
	}{
		{"no photos", nil, 9, 6, 25, ErrImages},
		{"sizes differ", []image.Image{big, small}, 9, 6, 25, ErrImages},
		{"one column", []image.Image{big}, 1, 6, 25, ErrPattern},
		{"no square size", []image.Image{big}, 9, 6, 0, ErrPattern},
		{"NaN square size", []image.Image{big}, 9, 6, math.NaN(), ErrPattern},
	} {
		if _, _, err := Calibrate(tc.images, tc.cols, tc.rows, tc.square); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestGrayPixels(t *testing.T) {
	rgba := image.NewRGBA(image.Rect(10, 20, 13, 22))
	rgba.Pix[rgba.PixOffset(12, 21)] = 255 // red
	rgba.Pix[rgba.PixOffset(12, 21)+3] = 255
	g := grayPixels(rgba)
	if len(g) != 6 || g[5] != 76 || g[0] != 0 {
		t.Errorf("gray of an RGBA picture: %v", g)
	}
	// Sub-images keep their offsets.
	gray := image.NewGray(image.Rect(0, 0, 4, 4))
	gray.Pix[gray.PixOffset(2, 1)] = 99
	sub := gray.SubImage(image.Rect(1, 1, 3, 3))
	if g := grayPixels(sub); len(g) != 4 || g[1] != 99 {
		t.Errorf("gray of a sub-image: %v", g)
	}
}

func TestListIndices(t *testing.T) {
	for _, tc := range []struct {
		in   []int
		want string
	}{{[]int{4}, "#4"}, {[]int{0, 2}, "#0 and #2"}, {[]int{1, 3, 5}, "#1, #3 and #5"}} {
		if got := listIndices(tc.in); got != tc.want {
			t.Errorf("listIndices(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// upscale enlarges a picture k times (bilinear, pixel centres at integer
// coordinates), as a camera of higher resolution would see the scene.
func upscale(src *image.Gray, k float64) *image.Gray {
	b := src.Bounds()
	w, h := int(float64(b.Dx())*k), int(float64(b.Dy())*k)
	dst := image.NewGray(image.Rect(0, 0, w, h))
	at := func(x, y int) float64 {
		x = min(max(x, 0), b.Dx()-1)
		y = min(max(y, 0), b.Dy()-1)
		return float64(src.Pix[y*src.Stride+x])
	}
	for y := 0; y < h; y++ {
		sy := (float64(y)+0.5)/k - 0.5
		y0 := int(math.Floor(sy))
		fy := sy - float64(y0)
		for x := 0; x < w; x++ {
			sx := (float64(x)+0.5)/k - 0.5
			x0 := int(math.Floor(sx))
			fx := sx - float64(x0)
			v := (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
			dst.Pix[y*dst.Stride+x] = uint8(v + 0.5)
		}
	}
	return dst
}

func TestCalibrateLargePhotos(t *testing.T) {
	const k = 2.5 // 2000x1500: searched at 1600x1200, refined at full size
	small := renderViews(t)
	_, smallRep, err := Calibrate(small[:4], boardCols, boardRows, squareMM)
	if err != nil {
		t.Fatal(err)
	}
	var large []image.Image
	for _, img := range small[:4] {
		large = append(large, upscale(img.(*image.Gray), k))
	}
	lens, rep, err := Calibrate(large, boardCols, boardRows, squareMM)
	if err != nil {
		t.Fatal(err)
	}
	if lens.Width != 2000 || math.Abs(lens.FX-k*trueLens.FX)/(k*trueLens.FX) > 0.02 {
		t.Errorf("lens %dx%d fx %.1f, want 2000x1500, fx %.1f", lens.Width, lens.Height, lens.FX, k*trueLens.FX)
	}
	// Same corners, no shift: the search's lower resolution is mapped back
	// to the full picture's pixel centres.
	var mean calibration.Point
	n := 0
	for v := range rep.Views {
		for i, p := range rep.Views[v].Corners {
			q := smallRep.Views[v].Corners[i]
			want := calibration.Point{X: (q.X+0.5)*k - 0.5, Y: (q.Y+0.5)*k - 0.5}
			if d := p.Sub(want).Len(); d > 0.5 {
				t.Fatalf("view %d corner %d at %v, want %v (from the small photo)", v, i, p, want)
			}
			mean = mean.Add(p.Sub(want))
			n++
		}
	}
	if mean = mean.Scale(1 / float64(n)); mean.Len() > 0.05 {
		t.Errorf("corners shifted by (%.3f, %.3f) px on average", mean.X, mean.Y)
	}
}
