package synth

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

func TestCategoryByName(t *testing.T) {
	for _, c := range Categories {
		got, ok := CategoryByName(c.Name)
		if !ok || !reflect.DeepEqual(got, c) {
			t.Errorf("CategoryByName(%q) = %+v, %v", c.Name, got, ok)
		}
	}
	if _, ok := CategoryByName("impossible"); ok {
		t.Error("an unknown category was found")
	}
}

func TestGenerateDeterministic(t *testing.T) {
	o := Options{Category: mustCategory(t, "hard"), Seed: 7}
	a, err := Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.JPEG, b.JPEG) {
		t.Error("the same options gave different JPEG bytes")
	}
	if !bytes.Equal(a.Image.Pix, b.Image.Pix) {
		t.Error("the same options gave different pixels")
	}
	if !reflect.DeepEqual(a.Truth, b.Truth) {
		t.Error("the same options gave a different truth")
	}
	o.Seed = 8
	c, err := Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a.JPEG, c.JPEG) {
		t.Error("seeds 7 and 8 gave the same JPEG")
	}
	if reflect.DeepEqual(a.Truth.Camera, c.Truth.Camera) || a.Truth.BoardText == c.Truth.BoardText {
		t.Error("seeds 7 and 8 gave the same camera or board")
	}
}

// symbolOnBoard is where the symbol corners (TL, TR, BR, BL as printed) of a
// tag of the given size lie on its plane, turned by angle degrees
// clockwise (x east, y south).
func symbolOnBoard(centre calibration.Point, size, angle float64) [4]calibration.Point {
	half := tag.ModuleSize(size) * tag.QRModules / 2
	a := angle * math.Pi / 180
	var out [4]calibration.Point
	for i, uv := range [4][2]float64{{-half, -half}, {half, -half}, {half, half}, {-half, half}} {
		out[i] = calibration.Point{
			X: centre.X + uv[0]*math.Cos(a) - uv[1]*math.Sin(a),
			Y: centre.Y + uv[0]*math.Sin(a) + uv[1]*math.Cos(a),
		}
	}
	return out
}

func pairs(q [4]calibration.Point) (a, b, c, d [2]float64) {
	return [2]float64{q[0].X, q[0].Y}, [2]float64{q[1].X, q[1].Y}, [2]float64{q[2].X, q[2].Y}, [2]float64{q[3].X, q[3].Y}
}

// checkProjected checks that a piece's image corners are its symbol seen
// by the camera at its height.
func checkProjected(t *testing.T, cam calibration.Camera, p Piece, size float64) {
	t.Helper()
	onBoard := symbolOnBoard(p.Board, size, p.Angle)
	plane := cam.Plane(p.Height)
	for i, b := range onBoard {
		want := cam.Project(calibration.Vec{X: b.X, Y: b.Y, Z: -p.Height})
		if d := p.Corners[i].Sub(want).Len(); d > 1e-6 {
			t.Errorf("%s: corner %d at %v, the camera shows it at %v", p.Payload, i, p.Corners[i], want)
		}
		if d := plane.Apply(b).Sub(want).Len(); d > 1e-6 {
			t.Errorf("%s: corner %d: Plane(%v) and Project disagree by %.3g px", p.Payload, i, p.Height, d)
		}
	}
	// The corner order carries the turn of the tag.
	got := tag.Angle(pairs(onBoard)) * 180 / math.Pi
	if d := math.Abs(math.Remainder(got-p.Angle, 360)); d > 1e-6 {
		t.Errorf("%s: symbol turned %.2f°, truth says %.2f°", p.Payload, got, p.Angle)
	}
	// Module size as decoders count it: the square of the same area.
	var area float64
	for i := range 4 {
		a, b := p.Corners[i], p.Corners[(i+1)%4]
		area += a.X*b.Y - b.X*a.Y
	}
	if want := math.Sqrt(math.Abs(area)/2) / tag.QRModules; math.Abs(p.ModulePx-want) > 1e-9 || p.ModulePx <= 0 {
		t.Errorf("%s: module %.3f px, the corners give %.3f", p.Payload, p.ModulePx, want)
	}
	if p.Hidden < 0 || p.Hidden > 1 {
		t.Errorf("%s: hidden %v", p.Payload, p.Hidden)
	}
}

func inFrame(p calibration.Point, w, h int) bool {
	return p.X >= 0 && p.Y >= 0 && p.X <= float64(w) && p.Y <= float64(h)
}

var foreignTexts = []string{"HTTPS://EXAMPLE.COM/MENU", "TEL:+33123456789", "WIFI:S:CAFE;;", "INV-2026-0042"}

func TestGenerateTruth(t *testing.T) {
	type run struct {
		cat  Category
		size image.Point
		seed uint64
	}
	var runs []run
	for i, c := range Categories {
		runs = append(runs, run{c, Size1080p, uint64(100 + i)})
	}
	runs = append(runs, run{mustCategory(t, "perspective"), SizeHQ, 3})
	for _, r := range runs {
		t.Run(fmt.Sprintf("%s/%dx%d", r.cat.Name, r.size.X, r.size.Y), func(t *testing.T) {
			if r.cat.Wide {
				t.Skip("a photo through a lens: TestWideLensTruth")
			}
			t.Parallel()
			ph, err := Generate(Options{Category: r.cat, Size: r.size, Seed: r.seed})
			if err != nil {
				t.Fatal(err)
			}
			tr := ph.Truth
			w, h := r.size.X, r.size.Y

			// The frame.
			if ph.Image.Bounds() != image.Rect(0, 0, w, h) || tr.Width != w || tr.Height != h {
				t.Fatalf("image %v, truth %dx%d, want %dx%d", ph.Image.Bounds(), tr.Width, tr.Height, w, h)
			}
			dec, err := jpeg.Decode(bytes.NewReader(ph.JPEG))
			if err != nil {
				t.Fatalf("the JPEG does not decode: %v", err)
			}
			if dec.Bounds() != image.Rect(0, 0, w, h) {
				t.Errorf("the JPEG is %v", dec.Bounds())
			}
			if tr.Category != r.cat.Name || tr.Seed != r.seed {
				t.Errorf("truth names category %q seed %d", tr.Category, tr.Seed)
			}

			// The camera.
			cam := tr.Camera
			if cam.Width != w || cam.Height != h {
				t.Errorf("camera for %dx%d", cam.Width, cam.Height)
			}
			if tilt := cam.Tilt(); tilt < r.cat.Tilt[0]-1e-6 || tilt > r.cat.Tilt[1]+1e-6 {
				t.Errorf("camera tilted %.2f°, the category allows %v", tilt, r.cat.Tilt)
			}

			// The board.
			cols := 5
			if r.size == SizeHQ {
				cols = 12
			}
			b := tr.Board
			if b.Columns != cols || b.Rows != cols || b.Tile != tag.DefaultTile || b.Markers != tag.DefaultMarkers {
				t.Errorf("board %+v, want %dx%d of %v mm with the default markers", b, cols, cols, tag.DefaultTile)
			}
			if db, err := dr2d.ParseBoard("truth", []byte(tr.BoardText)); err != nil {
				t.Errorf("board text: %v", err)
			} else if db.Width != cols || db.Height != cols {
				t.Errorf("board text is %dx%d", db.Width, db.Height)
			}
			if tr.TagSize != tag.DefaultTagSize || tr.TagHeight != 30 {
				t.Errorf("tag size %v, height %v", tr.TagSize, tr.TagHeight)
			}
			bw, bh := b.Size()

			// The markers: at tag.Markers' centres, corner k as ID k.
			if len(tr.Markers) != 4 {
				t.Fatalf("%d markers", len(tr.Markers))
			}
			for k, m := range tr.Markers {
				x, y := b.Markers.Centre(k, bw, bh)
				if m.Board != (calibration.Point{X: x, Y: y}) || m.Height != 0 || m.Angle != 0 {
					t.Errorf("marker %d at %v height %v angle %v, want (%v, %v) flat and upright", k, m.Board, m.Height, m.Angle, x, y)
				}
				p, err := tag.Parse(m.Payload)
				if err != nil || p.Kind != tag.Corner || p.ID != k || p.Game != tag.DR2D {
					t.Errorf("marker %d says %q (%+v, %v)", k, m.Payload, p, err)
				}
				checkProjected(t, cam, m, b.Markers.Size)
				// The same corners calibration expects of marker k.
				for i, c := range b.Markers.Corners(k, bw, bh) {
					want := cam.Plane(0).Apply(calibration.Point{X: c[0], Y: c[1]})
					if m.Corners[i].Sub(want).Len() > 1e-6 {
						t.Errorf("marker %d corner %d at %v, tag.Markers puts it at %v", k, i, m.Corners[i], want)
					}
				}
				// Only a hand, or the figurine on the corner cell in front of it.
				corner := [4][2]int{{1, 1}, {b.Columns, 1}, {b.Columns, b.Rows}, {1, b.Rows}}[k]
				figurine := false
				for _, p := range tr.Pieces {
					figurine = figurine || p.Height == tr.TagHeight && p.Col == corner[0] && p.Row == corner[1]
				}
				if !r.cat.Hand && !figurine && m.Hidden != 0 {
					t.Errorf("marker %d hidden %v with no hand and no figurine on its corner cell", k, m.Hidden)
				}
			}

			// The pieces.
			if n := len(tr.Pieces); n < 4 || n > 9 {
				t.Errorf("%d pieces, want 3-6 robots and 1-3 laws", n)
			}
			cells := map[[2]int]string{}
			robots, laws := 0, 0
			minMod := math.Inf(1)
			for _, m := range tr.Markers {
				minMod = math.Min(minMod, m.ModulePx)
			}
			for _, p := range tr.Pieces {
				pl, err := tag.Parse(p.Payload)
				if err != nil || pl.Game != tag.DR2D {
					t.Errorf("piece %q: %+v, %v", p.Payload, pl, err)
					continue
				}
				switch pl.Kind {
				case tag.Robot:
					robots++
					if p.Height != tr.TagHeight {
						t.Errorf("%s: robot tag %v mm up, want %v", p.Payload, p.Height, tr.TagHeight)
					}
				case tag.Law:
					laws++
					if p.Height != 1 {
						t.Errorf("%s: law token %v mm up, want 1", p.Payload, p.Height)
					}
				default:
					t.Errorf("piece %q is a %v", p.Payload, pl.Kind)
				}
				// The cell is where the centre is.
				col, row := int(math.Floor(p.Board.X/b.Tile))+1, int(math.Floor(p.Board.Y/b.Tile))+1
				if p.Col != col || p.Row != row || col < 1 || col > cols || row < 1 || row > cols {
					t.Errorf("%s: cell [%d,%d], its centre %v is in [%d,%d]", p.Payload, p.Col, p.Row, p.Board, col, row)
				}
				if other, ok := cells[[2]int{p.Col, p.Row}]; ok {
					t.Errorf("%s and %s share cell [%d,%d]", p.Payload, other, p.Col, p.Row)
				}
				cells[[2]int{p.Col, p.Row}] = p.Payload
				// Facing is the angle to the nearest quarter, off by the jitter at most.
				dir := slices.Index([]string{"N", "E", "S", "W"}, p.Facing)
				if dir < 0 || math.Abs(p.Angle-90*float64(dir)) > r.cat.TagJitter+1e-9 {
					t.Errorf("%s: facing %q at %.2f°, jitter %v", p.Payload, p.Facing, p.Angle, r.cat.TagJitter)
				}
				checkProjected(t, cam, p, tr.TagSize)
				for i, c := range p.Corners {
					if !inFrame(c, w, h) {
						t.Errorf("%s: corner %d at %v is outside the frame", p.Payload, i, c)
					}
				}
				minMod = math.Min(minMod, p.ModulePx)
			}
			if robots < 3 || robots > 6 || laws < 1 || laws > 3 {
				t.Errorf("%d robots, %d laws", robots, laws)
			}
			if tr.MinModulePx != minMod || !(tr.MinModulePx > 0) {
				t.Errorf("MinModulePx %v, the tags' smallest is %v", tr.MinModulePx, minMod)
			}
			for _, m := range tr.Markers {
				for i, c := range m.Corners {
					if !inFrame(c, w, h) {
						t.Errorf("%s: corner %d at %v is outside the frame", m.Payload, i, c)
					}
				}
			}
			if tr.Hand != r.cat.Hand {
				t.Errorf("hand %v, category %v", tr.Hand, r.cat.Hand)
			}
			for _, f := range tr.Foreign {
				if !slices.Contains(foreignTexts, f) {
					t.Errorf("foreign code %q", f)
				}
			}
			if r.cat.Foreign == 0 && len(tr.Foreign) > 0 {
				t.Errorf("foreign codes %q in a category without them", tr.Foreign)
			}
		})
	}
}

// Options given are honoured.
func TestGenerateOptions(t *testing.T) {
	o := Options{Category: mustCategory(t, "easy"), Seed: 5, Columns: 4, Tile: 60, TagSize: 35, TagHeight: 20, Robots: 2, Laws: 2, Size: image.Pt(960, 720)}
	ph, err := Generate(o)
	if err != nil {
		t.Fatal(err)
	}
	tr := ph.Truth
	if tr.Board.Columns != 4 || tr.Board.Rows != 4 || tr.Board.Tile != 60 || tr.TagSize != 35 || tr.TagHeight != 20 {
		t.Errorf("board %+v, tag size %v height %v", tr.Board, tr.TagSize, tr.TagHeight)
	}
	if ph.Image.Bounds().Size() != o.Size || tr.Width != 960 || tr.Height != 720 {
		t.Errorf("frame %v", ph.Image.Bounds())
	}
	kinds := map[tag.Kind]int{}
	for _, p := range tr.Pieces {
		pl, err := tag.Parse(p.Payload)
		if err != nil {
			t.Fatal(err)
		}
		kinds[pl.Kind]++
		if pl.Kind == tag.Robot && p.Height != 20 {
			t.Errorf("%s at %v mm", p.Payload, p.Height)
		}
		if c := int(math.Floor(p.Board.X/60)) + 1; c != p.Col {
			t.Errorf("%s: column %d, centre %v", p.Payload, p.Col, p.Board)
		}
		checkProjected(t, tr.Camera, p, 35)
	}
	if kinds[tag.Robot] != 2 || kinds[tag.Law] != 2 || len(tr.Pieces) != 4 {
		t.Errorf("pieces %v", kinds)
	}
	// More pieces than cells.
	o = Options{Category: mustCategory(t, "easy"), Columns: 2, Robots: 4, Laws: 1, Size: image.Pt(640, 480)}
	if _, err := Generate(o); err == nil {
		t.Error("5 pieces on 4 cells: no error")
	}
}

// Effects.

// grey makes a w x h opaque picture of one grey level.
func grey(w, h int, v uint8) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = v, v, v, 255
	}
	return img
}

// checker is a checkerboard of squares of side s, levels lo and hi.
func checker(w, h, s int, lo, hi uint8) *image.RGBA {
	img := grey(w, h, lo)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if (x/s+y/s)%2 == 1 {
				img.SetRGBA(x, y, color.RGBA{hi, hi, hi, 255})
			}
		}
	}
	return img
}

// stats are the mean and standard deviation of the RGB channels of r.
func stats(img *image.RGBA, r image.Rectangle) (mean, sd float64) {
	var s, s2, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				v := float64(img.Pix[i+c])
				s += v
				s2 += v * v
				n++
			}
		}
	}
	mean = s / n
	return mean, math.Sqrt(math.Max(0, s2/n-mean*mean))
}

func opaque(t *testing.T, img *image.RGBA) {
	t.Helper()
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 255 {
			t.Fatalf("alpha %d at byte %d", img.Pix[i], i)
		}
	}
}

func TestBlur(t *testing.T) {
	for _, sigma := range []float64{0, 0.1, 0.19} {
		img := checker(40, 30, 3, 30, 220)
		before := bytes.Clone(img.Pix)
		Blur(img, sigma)
		if !bytes.Equal(before, img.Pix) {
			t.Errorf("sigma %v changed the picture", sigma)
		}
	}
	lastSD := math.Inf(1)
	for _, sigma := range []float64{0.5, 0.8, 1.5, 3} {
		img := checker(96, 64, 4, 30, 220)
		m0, sd0 := stats(img, img.Bounds())
		Blur(img, sigma)
		m1, sd1 := stats(img, img.Bounds())
		if math.Abs(m1-m0) > 1 {
			t.Errorf("sigma %v: mean %.2f → %.2f", sigma, m0, m1)
		}
		if sd1 >= sd0 || sd1 >= lastSD {
			t.Errorf("sigma %v: contrast (sd) %.2f → %.2f, after %.2f at a smaller sigma", sigma, sd0, sd1, lastSD)
		}
		lastSD = sd1
		opaque(t, img)
	}
	// A flat picture stays flat, edges included.
	img := grey(50, 20, 137)
	Blur(img, 2.5)
	if m, sd := stats(img, img.Bounds()); m != 137 || sd != 0 {
		t.Errorf("flat grey 137 blurred to mean %.2f sd %.2f", m, sd)
	}
	// A single bright column spreads symmetrically.
	img = grey(21, 5, 0)
	for y := 0; y < 5; y++ {
		img.SetRGBA(10, y, color.RGBA{255, 255, 255, 255})
	}
	Blur(img, 1)
	for d := 1; d <= 3; d++ {
		l, r := img.RGBAAt(10-d, 2).R, img.RGBAAt(10+d, 2).R
		if l != r || l == 0 || l >= img.RGBAAt(10-d+1, 2).R {
			t.Errorf("blurred line: %d px left %d, right %d", d, l, r)
		}
	}
}

func TestNoise(t *testing.T) {
	for _, tc := range []struct {
		level       uint8
		sigma, shot float64
		want        float64 // expected sd
	}{
		{128, 5, 0, 5},
		{128, 8, 0.5, 8},         // mid-grey: shot noise adds nothing
		{32, 8, 0.5, 8 * 0.75},   // dark: sigma·(1 + 0.5·(√¼ − 1))
		{200, 3, 1, 3 * 1.25},    // bright: sigma·√(200/128)
		{128, 2.5, 0.5, 2.5 * 1}, // the bench's low noise
	} {
		img := grey(120, 100, tc.level)
		Noise(img, rand.New(rand.NewPCG(1, 2)), tc.sigma, tc.shot)
		m, sd := stats(img, img.Bounds())
		if math.Abs(sd-tc.want) > 0.3*tc.want {
			t.Errorf("level %d sigma %v shot %v: sd %.2f, want %.2f", tc.level, tc.sigma, tc.shot, sd, tc.want)
		}
		if math.Abs(m-float64(tc.level)) > 0.5 {
			t.Errorf("level %d sigma %v: mean %.2f", tc.level, tc.sigma, m)
		}
		opaque(t, img)
	}
	// The same seed, the same noise; another seed, another.
	a, b, c := grey(30, 30, 100), grey(30, 30, 100), grey(30, 30, 100)
	Noise(a, rand.New(rand.NewPCG(9, 9)), 4, 0.5)
	Noise(b, rand.New(rand.NewPCG(9, 9)), 4, 0.5)
	Noise(c, rand.New(rand.NewPCG(9, 10)), 4, 0.5)
	if !bytes.Equal(a.Pix, b.Pix) || bytes.Equal(a.Pix, c.Pix) {
		t.Error("noise does not follow its random source")
	}
	// No noise asked: nothing changes.
	d := grey(30, 30, 100)
	Noise(d, rand.New(rand.NewPCG(1, 1)), 0, 0)
	if m, sd := stats(d, d.Bounds()); m != 100 || sd != 0 {
		t.Errorf("no noise: mean %.2f sd %.2f", m, sd)
	}
}

func TestLight(t *testing.T) {
	const w, h = 160, 90
	left, right := image.Rect(0, 0, 20, h), image.Rect(w-20, 0, w, h)
	top, bottom := image.Rect(0, 0, w, 15), image.Rect(0, h-15, w, h)
	for _, tc := range []struct {
		name        string
		angle       float64
		dark, lit   image.Rectangle
		minContrast float64 // levels between the sides, at least
	}{
		{"lamp east", 0, left, right, 40},
		{"lamp west", math.Pi, right, left, 40},
		{"lamp south", math.Pi / 2, top, bottom, 25},
		{"lamp north", -math.Pi / 2, bottom, top, 25},
	} {
		img := grey(w, h, 200)
		Light(img, tc.angle, 0.5, 0)
		d, _ := stats(img, tc.dark)
		l, _ := stats(img, tc.lit)
		if l-d < tc.minContrast || l > 200 {
			t.Errorf("%s: dark side %.1f, lit side %.1f", tc.name, d, l)
		}
		opaque(t, img)
	}
	// Vignette alone: the corners darker than the middle, symmetrically.
	img := grey(w, h, 200)
	Light(img, 0, 0, 0.4)
	mid := img.RGBAAt(w/2, h/2).R
	c00, c11 := img.RGBAAt(0, 0).R, img.RGBAAt(w-1, h-1).R
	if mid != 200 || c00 >= 190 || math.Abs(float64(c00)-float64(c11)) > 1 {
		t.Errorf("vignette: middle %d, corners %d and %d", mid, c00, c11)
	}
	// Nothing asked, nothing changes.
	img = grey(w, h, 200)
	Light(img, 1, 0, 0)
	if m, sd := stats(img, img.Bounds()); m != 200 || sd != 0 {
		t.Errorf("no light change: mean %.2f sd %.2f", m, sd)
	}
}

func TestGlare(t *testing.T) {
	const cx, cy, radius, strength = 70.0, 50.0, 8.0, 0.8
	img := checker(160, 120, 5, 40, 120)
	orig := checker(160, 120, 5, 40, 120)
	Glare(img, cx, cy, radius, strength)
	for y := 0; y < 120; y++ {
		for x := 0; x < 160; x++ {
			was, is := orig.RGBAAt(x, y).R, img.RGBAAt(x, y).R
			far := math.Max(math.Abs(float64(x)-cx), math.Abs(float64(y)-cy)) > 3*radius+1
			switch {
			case is < was:
				t.Fatalf("(%d,%d) darkened %d → %d", x, y, was, is)
			case far && is != was:
				t.Fatalf("(%d,%d), beyond 3 radii of the glare, changed %d → %d", x, y, was, is)
			}
		}
	}
	// Washed out towards white by strength at the centre.
	was, is := float64(orig.RGBAAt(70, 50).R), float64(img.RGBAAt(70, 50).R)
	if want := was + (255-was)*strength; math.Abs(is-want) > 1 {
		t.Errorf("centre %v → %v, want %.0f", was, is, want)
	}
	// Contrast falls near the centre, not far away.
	near := image.Rect(int(cx)-5, int(cy)-5, int(cx)+5, int(cy)+5)
	far := image.Rect(130, 90, 150, 110)
	_, sdNear0 := stats(orig, near)
	_, sdNear := stats(img, near)
	_, sdFar0 := stats(orig, far)
	_, sdFar := stats(img, far)
	if sdNear > sdNear0/2 || sdFar != sdFar0 {
		t.Errorf("contrast near the glare %.1f → %.1f, far %.1f → %.1f", sdNear0, sdNear, sdFar0, sdFar)
	}
	// A glare off the picture's edge is clipped, not a panic.
	Glare(img, -10, 200, 30, 1)
}

// square is the axis-aligned quadrilateral [x0,x1]x[y0,y1], clockwise.
func square(x0, y0, x1, y1 float64) [4][2]float64 {
	return [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

func TestCovered(t *testing.T) {
	mask := image.NewAlpha(image.Rect(0, 0, 100, 100))
	for y := 0; y < 100; y++ {
		for x := 0; x < 50; x++ {
			mask.Pix[mask.PixOffset(x, y)] = 255
		}
	}
	for _, tc := range []struct {
		name string
		q    [4][2]float64
		want float64
		tol  float64
	}{
		{"inside", square(10, 10, 40, 90), 1, 0},
		{"outside", square(60, 10, 90, 90), 0, 0},
		{"half", square(30, 20, 70, 60), 0.5, 0.03},
		{"half, counter-clockwise", [4][2]float64{{30, 20}, {30, 60}, {70, 60}, {70, 20}}, 0.5, 0.03},
		{"diamond on the edge", [4][2]float64{{50, 20}, {80, 50}, {50, 80}, {20, 50}}, 0.5, 0.03},
		{"a quarter", square(40, 40, 80, 60), 0.25, 0.03},
		{"half off the picture", square(-20, 40, 20, 60), 0.5, 0.03},
		{"wholly off the picture", square(-50, -50, -10, -10), 0, 0},
	} {
		if got := Covered(mask, tc.q); math.Abs(got-tc.want) > tc.tol {
			t.Errorf("%s: covered %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

func TestHand(t *testing.T) {
	for _, tc := range []struct {
		tipX, tipY, palm float64
		edge             string // the side the arm comes from
	}{
		{150, 240, 60, "left"},
		{520, 250, 50, "right"},
		{320, 60, 70, "top"},
		{300, 430, 40, "bottom"},
	} {
		t.Run(tc.edge, func(t *testing.T) {
			img := checker(640, 480, 8, 20, 60) // darker than any skin
			orig := checker(640, 480, 8, 20, 60)
			mask := Hand(img, rand.New(rand.NewPCG(3, 4)), tc.tipX, tc.tipY, tc.palm)
			if mask.Bounds() != img.Bounds() {
				t.Fatalf("mask %v for a %v picture", mask.Bounds(), img.Bounds())
			}
			n := 0
			for y := 0; y < 480; y++ {
				for x := 0; x < 640; x++ {
					on := mask.AlphaAt(x, y).A != 0
					changed := img.RGBAAt(x, y) != orig.RGBAAt(x, y)
					if on {
						n++
					}
					if changed && !on {
						t.Fatalf("(%d,%d) painted but not in the mask", x, y)
					}
					if on && !changed {
						t.Fatalf("(%d,%d) in the mask but not painted", x, y)
					}
				}
			}
			if n == 0 {
				t.Fatal("empty mask")
			}
			if mask.AlphaAt(int(tc.tipX), int(tc.tipY)).A == 0 {
				t.Errorf("the finger tip (%v, %v) is not covered", tc.tipX, tc.tipY)
			}
			// The arm reaches the nearest side.
			var edge image.Rectangle
			switch tc.edge {
			case "left":
				edge = image.Rect(0, 0, 1, 480)
			case "right":
				edge = image.Rect(639, 0, 640, 480)
			case "top":
				edge = image.Rect(0, 0, 640, 1)
			default:
				edge = image.Rect(0, 479, 640, 480)
			}
			reaches := false
			for y := edge.Min.Y; y < edge.Max.Y; y++ {
				for x := edge.Min.X; x < edge.Max.X; x++ {
					reaches = reaches || mask.AlphaAt(x, y).A != 0
				}
			}
			if !reaches {
				t.Errorf("the arm does not reach the %s side", tc.edge)
			}
			// Beyond the finger tip, away from the arm, nothing is covered.
			var ahead [4][2]float64
			s := tc.palm * 0.3
			switch tc.edge {
			case "left":
				ahead = square(tc.tipX+s, tc.tipY-s, tc.tipX+3*s, tc.tipY+s)
			case "right":
				ahead = square(tc.tipX-3*s, tc.tipY-s, tc.tipX-s, tc.tipY+s)
			case "top":
				ahead = square(tc.tipX-s, tc.tipY+s, tc.tipX+s, tc.tipY+3*s)
			default:
				ahead = square(tc.tipX-s, tc.tipY-3*s, tc.tipX+s, tc.tipY-s)
			}
			if c := Covered(mask, ahead); c != 0 {
				t.Errorf("%.2f of the space ahead of the finger covered", c)
			}
			// Around the tip, something is.
			if c := Covered(mask, square(tc.tipX-4, tc.tipY-4, tc.tipX+4, tc.tipY+4)); c == 0 {
				t.Error("nothing covered around the finger tip")
			}
			opaque(t, img)
		})
	}
}

func TestJPEG(t *testing.T) {
	// A smooth gradient with a few hard edges.
	img := image.NewRGBA(image.Rect(0, 0, 97, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 97; x++ {
			v := uint8(x * 2)
			if (x/16+y/16)%2 == 0 {
				v = 255 - v
			}
			img.SetRGBA(x, y, color.RGBA{v, uint8(y * 3), 128, 255})
		}
	}
	var sizes []int
	for _, q := range []int{10, 50, 95} {
		data, err := JPEG(img, q)
		if err != nil {
			t.Fatal(err)
		}
		dec, err := jpeg.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("quality %d: %v", q, err)
		}
		if dec.Bounds() != img.Bounds() {
			t.Fatalf("quality %d: decoded %v, want %v", q, dec.Bounds(), img.Bounds())
		}
		sizes = append(sizes, len(data))
		if q == 95 {
			var sum float64
			for y := 0; y < 64; y++ {
				for x := 0; x < 97; x++ {
					r0, g0, b0, _ := img.At(x, y).RGBA()
					r1, g1, b1, _ := dec.At(x, y).RGBA()
					sum += math.Abs(float64(r0)-float64(r1)) + math.Abs(float64(g0)-float64(g1)) + math.Abs(float64(b0)-float64(b1))
				}
			}
			if mae := sum / (3 * 97 * 64) / 257; mae > 3 {
				t.Errorf("quality 95: mean error %.2f levels", mae)
			}
		}
	}
	if !(sizes[0] < sizes[1] && sizes[1] < sizes[2]) {
		t.Errorf("sizes at quality 10, 50, 95: %v", sizes)
	}
}

// The finder patterns of a code are the 7 x 7 module squares at three of
// its corners, and a figurine over one makes the tag unreadable even when
// it hides little of the whole.
func TestFinders(t *testing.T) {
	q := [4]calibration.Point{{X: 0, Y: 0}, {X: 21, Y: 0}, {X: 21, Y: 21}, {X: 0, Y: 21}}
	f := finders(q)
	want := [3][2]calibration.Point{{{X: 0, Y: 0}, {X: 7, Y: 7}}, {{X: 14, Y: 0}, {X: 21, Y: 7}}, {{X: 0, Y: 14}, {X: 7, Y: 21}}}
	for i, w := range want {
		if f[i][0].Sub(w[0]).Len() > 1e-9 || f[i][2].Sub(w[1]).Len() > 1e-9 {
			t.Errorf("finder %d: %v, want from %v to %v", i, f[i], w[0], w[1])
		}
	}
	// A square of 3 x 3 modules on the top-right finder: 2% of the code,
	// 18% of that finder.
	shape := []calibration.Point{{X: 18, Y: 0}, {X: 21, Y: 0}, {X: 21, Y: 3}, {X: 18, Y: 3}}
	p := Piece{Hidden: coveredBy(q, shape)}
	for _, fq := range f {
		p.FinderHidden = math.Max(p.FinderHidden, coveredBy(fq, shape))
	}
	if p.Hidden > HiddenLimit || math.Abs(p.FinderHidden-9.0/49) > 0.03 || !p.Unreadable() {
		t.Errorf("hidden %.3f, finder hidden %.3f, unreadable %v: want a small share, 9/49 of a finder, unreadable", p.Hidden, p.FinderHidden, p.Unreadable())
	}
}

// A scripted position on a given board: the photo shows exactly those
// pieces, on those cells, facing those ways.
func TestGeneratePlacedPieces(t *testing.T) {
	board := "# test\n. . . .\n. . . .\n. . . .\n. . . .\n"
	place := []Placement{
		{Payload: "MC1:DR2D:R:2", Col: 1, Row: 4, Facing: "E"},
		{Payload: "MC1:DR2D:R:5", Col: 3, Row: 1, Facing: "S"},
		{Payload: "MC1:DR2D:L:1", Col: 4, Row: 4, Facing: "N"},
	}
	cat, _ := CategoryByName("easy")
	ph, err := Generate(Options{Category: cat, Size: image.Pt(1920, 1080), Seed: 3, BoardText: board, Pieces: place})
	if err != nil {
		t.Fatal(err)
	}
	if ph.Truth.Board.Columns != 4 || ph.Truth.Board.Rows != 4 || len(ph.Truth.Pieces) != len(place) {
		t.Fatalf("board %+v, %d pieces", ph.Truth.Board, len(ph.Truth.Pieces))
	}
	for _, want := range place {
		found := false
		for _, p := range ph.Truth.Pieces {
			if p.Payload == want.Payload {
				found = true
				if p.Col != want.Col || p.Row != want.Row || p.Facing != want.Facing {
					t.Errorf("%s at [%d,%d] %s, want [%d,%d] %s", p.Payload, p.Col, p.Row, p.Facing, want.Col, want.Row, want.Facing)
				}
			}
		}
		if !found {
			t.Errorf("%s not in the photo", want.Payload)
		}
	}
	for _, bad := range []Placement{{Payload: "MC1:DR2D:R:1", Col: 5, Row: 1, Facing: "N"}, {Payload: "MC1:DR2D:R:1", Col: 1, Row: 1, Facing: "NE"}, {Payload: "hello", Col: 1, Row: 1, Facing: "N"}} {
		if _, err := Generate(Options{Category: cat, Size: image.Pt(1920, 1080), BoardText: board, Pieces: []Placement{bad}}); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// TestFoundCategories: the categories of what was found on real prints
// do what they say: a robot on the corner cell farthest from the camera,
// hiding the marker behind it in some frames; every robot on an edge
// cell; a lamp's glare on a law token.
func TestFoundCategories(t *testing.T) {
	hiddenSeen := false
	for seed := uint64(1); seed <= 6; seed++ {
		ph, err := Generate(Options{Category: mustCategory(t, "corner-robot"), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		tr := ph.Truth
		eye := tr.Camera.Centre()
		cols, rows := tr.Board.Columns, tr.Board.Rows
		far, best := [2]int{}, -1.0
		for _, c := range [4][2]int{{1, 1}, {cols, 1}, {cols, rows}, {1, rows}} {
			x, y := (float64(c[0])-0.5)*tr.Board.Tile, (float64(c[1])-0.5)*tr.Board.Tile
			if d := math.Hypot(x-eye.X, y-eye.Y); d > best {
				far, best = c, d
			}
		}
		onFar := false
		for _, p := range tr.Pieces {
			onFar = onFar || p.Height == tr.TagHeight && p.Col == far[0] && p.Row == far[1]
		}
		if !onFar {
			t.Errorf("corner-robot seed %d: no robot on the far corner cell %v", seed, far)
		}
		for _, m := range tr.Markers {
			hiddenSeen = hiddenSeen || m.Hidden > 0
		}
	}
	if !hiddenSeen {
		t.Error("corner-robot: no marker hidden by the figurine in 6 frames")
	}
	ph, err := Generate(Options{Category: mustCategory(t, "edge-robots"), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ph.Truth.Pieces {
		b := ph.Truth.Board
		if p.Height == ph.Truth.TagHeight && p.Col > 1 && p.Row > 1 && p.Col < b.Columns && p.Row < b.Rows {
			t.Errorf("edge-robots: %s on inner cell [%d,%d]", p.Payload, p.Col, p.Row)
		}
	}
	// The glare washes the law's tag out: its dark modules come out lighter
	// than in the same frame without it.
	glare := mustCategory(t, "law-glare")
	plain := glare
	plain.LawGlare = false
	a, err := Generate(Options{Category: glare, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(Options{Category: plain, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range a.Truth.Pieces {
		if pl, _ := tag.Parse(p.Payload); pl.Kind == tag.Law {
			c := p.Corners[0].Add(p.Corners[2]).Scale(0.5)
			if la, lb := lumaAround(a.Image, c, 3), lumaAround(b.Image, c, 3); la < lb+20 {
				t.Errorf("law-glare: %s's middle at %.0f with the glare, %.0f without", p.Payload, la, lb)
			}
			break
		}
	}
}

// lumaAround is the mean green level of the (2r+1)² pixels around c.
func lumaAround(img *image.RGBA, c calibration.Point, r int) float64 {
	var sum float64
	n := 0
	for y := int(c.Y) - r; y <= int(c.Y)+r; y++ {
		for x := int(c.X) - r; x <= int(c.X)+r; x++ {
			sum += float64(img.RGBAAt(x, y).G)
			n++
		}
	}
	return sum / float64(n)
}

// TestFarMarker: far-marker troubles the corner marker farthest from the
// camera, by seed: a card over it hides it in the truth; blurred or
// shaded it stays readable in the truth (a person sees it), and the
// other markers are left alone.
func TestFarMarker(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		ph, err := Generate(Options{Category: mustCategory(t, "far-marker"), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		tr := ph.Truth
		want := FarMarkerTroubles[seed%uint64(len(FarMarkerTroubles))]
		if tr.MarkerTrouble != want {
			t.Errorf("seed %d: trouble %q, want %q", seed, tr.MarkerTrouble, want)
		}
		eye := tr.Camera.Centre()
		far, best := 0, -1.0
		for k, m := range tr.Markers {
			if d := math.Hypot(m.Board.X-eye.X, m.Board.Y-eye.Y); d > best {
				far, best = k, d
			}
		}
		// A figurine may hide part of any marker; only the card hides
		// the far one whole.
		if m := tr.Markers[far]; (want == "covered") != (m.Hidden == 1) {
			t.Errorf("seed %d (%s): the far marker %d is %.0f%% hidden", seed, want, far, 100*m.Hidden)
		}
	}
}
