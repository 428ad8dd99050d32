//go:build cgo

package zbar_test

import (
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/zbar"
	"mecanoid/vision/zxing"
)

// drawn is a QR code drawn into a picture, and where.
type drawn struct {
	centre  calibration.Point
	module  float64
	angle   float64 // degrees clockwise
	modules int
}

func modules(t *testing.T, text string) [][]bool {
	t.Helper()
	mods, err := print.QRModules(text)
	if err != nil {
		t.Fatal(err)
	}
	return mods
}

// drawCode draws mods into g, centred on (cx, cy), with modules of m
// pixels and a white quiet zone of 4 modules, turned clockwise by angle
// degrees (its top then faces that way). Each pixel is the share of it
// (4x4 samples) that falls on dark modules.
func drawCode(g *image.Gray, mods [][]bool, cx, cy, m, angle float64) drawn {
	n := len(mods)
	a := angle * math.Pi / 180
	ca, sa := math.Cos(a), math.Sin(a)
	half := float64(n)/2 + 4 // symbol and quiet zone, in modules
	reach := int(math.Ceil(half*m*math.Sqrt2)) + 2
	b := g.Bounds()
	for y := int(cy) - reach; y <= int(cy)+reach; y++ {
		for x := int(cx) - reach; x <= int(cx)+reach; x++ {
			if !(image.Point{x, y}).In(b) {
				continue
			}
			dark, in := 0, 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					px, py := float64(x)+(float64(sx)+0.5)/4-cx, float64(y)+(float64(sy)+0.5)/4-cy
					u := (px*ca + py*sa) / m
					v := (-px*sa + py*ca) / m
					if math.Abs(u) > half || math.Abs(v) > half {
						continue
					}
					in++
					i, j := int(math.Floor(u+float64(n)/2)), int(math.Floor(v+float64(n)/2))
					if i >= 0 && j >= 0 && i < n && j < n && mods[j][i] {
						dark++
					}
				}
			}
			if in == 0 {
				continue
			}
			old := float64(g.GrayAt(x, y).Y)
			white := 255 * float64(in-dark) / 16
			g.Pix[g.PixOffset(x, y)] = uint8(math.Round(white + old*float64(16-in)/16))
		}
	}
	return drawn{calibration.Point{X: cx, Y: cy}, m, angle, n}
}

// canvas is a mid-grey picture: a table around the code.
func canvas(w, h int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 110
	}
	return g
}

func angleDiff(a, b float64) float64 { return math.Abs(math.Remainder(a-b, 360)) }

// checkCode checks a decoded code against what was drawn: the facing
// (the corners' order), the middle, the sides, the module.
func checkCode(t *testing.T, c vision.Code, d drawn) {
	t.Helper()
	got := c.Angle() * 180 / math.Pi
	if angleDiff(got, d.angle) > 3 {
		t.Errorf("%q: turned %.1f°, drawn at %.1f° (corners %v)", c.Text, got, d.angle, c.Corners)
	}
	if off := c.Centre().Sub(d.centre).Len(); off > d.module {
		t.Errorf("%q: centre %v, drawn at %v", c.Text, c.Centre(), d.centre)
	}
	for i := range 4 {
		side := c.Corners[i].Sub(c.Corners[(i+1)%4]).Len()
		if want := float64(d.modules) * d.module; math.Abs(side-want) > 1.5*d.module {
			t.Errorf("%q: side %d is %.1f px, want %.1f", c.Text, i, side, want)
		}
	}
	if c.ModulePx != vision.ModulePx(c.Corners) {
		t.Errorf("%q: ModulePx %.3f, the corners give %.3f", c.Text, c.ModulePx, vision.ModulePx(c.Corners))
	}
}

func TestAvailable(t *testing.T) {
	if !zbar.Available {
		t.Error("a cgo build says zbar is not available")
	}
}

// The facing is the corners' order: every quarter turn and two in between,
// at the scales the scanner hands patches over (4.5 to 8 px per module)
// and smaller.
func TestDecodeSizesAndTurns(t *testing.T) {
	for _, p := range []tag.Payload{{Game: tag.DR2D, Kind: tag.Robot, ID: 3}, {Game: tag.DR2D, Kind: tag.Corner, ID: 1}, {Game: "NETZ", Kind: tag.Battery, ID: 7}} {
		text := p.String()
		for _, m := range []float64{3, 4.5, 6, 8} {
			for _, angle := range []float64{0, 90, 180, 270, 30, 215} {
				t.Run(fmt.Sprintf("%s/%vpx/%v°", text, m, angle), func(t *testing.T) {
					size := int(math.Ceil(29*m*math.Sqrt2)) + 40
					g := canvas(size, size)
					d := drawCode(g, modules(t, text), float64(size)/2, float64(size)/2, m, angle)
					codes, err := zbar.Reader{}.Decode(g)
					if err != nil {
						t.Fatal(err)
					}
					if len(codes) != 1 {
						t.Fatalf("%d codes: %+v", len(codes), codes)
					}
					if codes[0].Text != text {
						t.Errorf("text %q, want %q", codes[0].Text, text)
					}
					checkCode(t, codes[0], d)
				})
			}
		}
	}
}

// zbar and zxing-cpp give the same corners in the same order: the scanner
// may take a piece's facing from either. (zbar misses this code at a few
// angles, which zxing-cpp reads: that is what it is second for.)
func TestSameCornersAsZXing(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 2}.String()
	both := 0
	for angle := 0.0; angle < 360; angle += 7.5 {
		g := canvas(300, 300)
		drawCode(g, modules(t, text), 150, 150, 6, angle)
		zb, _ := zbar.Reader{}.Decode(g)
		zx, _ := zxing.Reader{Harder: true}.Decode(g)
		if len(zb) > 1 || len(zx) != 1 {
			t.Fatalf("%v°: zbar %+v, zxing %+v", angle, zb, zx)
		}
		if len(zb) == 0 {
			continue
		}
		both++
		for i := range 4 {
			if d := zb[0].Corners[i].Sub(zx[0].Corners[i]).Len(); d > 6 {
				t.Errorf("%v°: corner %d: zbar %v, zxing %v", angle, i, zb[0].Corners[i], zx[0].Corners[i])
			}
		}
		if d := angleDiff(zb[0].Angle()*180/math.Pi, zx[0].Angle()*180/math.Pi); d > 2 {
			t.Errorf("%v°: zbar faces %.1f°, zxing %.1f°", angle, zb[0].Angle()*180/math.Pi, zx[0].Angle()*180/math.Pi)
		}
	}
	if both < 40 {
		t.Errorf("zbar read %d of 48 turns", both)
	}
}

// A foreign code of a larger version comes back as it is.
func TestDecodeForeign(t *testing.T) {
	for _, text := range []string{"HTTPS://EXAMPLE.COM", "https://example.com/menu?table=4", "TEL:+33123456789"} {
		mods := modules(t, text)
		side := (len(mods) + 8) * 5
		g := canvas(side+60, side+60)
		d := drawCode(g, mods, float64(side+60)/2, float64(side+60)/2, 5, 90)
		codes, err := zbar.Reader{}.Decode(g)
		if err != nil {
			t.Fatal(err)
		}
		if len(codes) != 1 || codes[0].Text != text {
			t.Fatalf("%q: codes %+v", text, codes)
		}
		checkCode(t, codes[0], d)
	}
}

// Several codes in one picture are all read, each once.
func TestDecodeSeveral(t *testing.T) {
	g := canvas(800, 500)
	want := map[string]drawn{}
	for i, at := range [][3]float64{{130, 130, 0}, {400, 140, 90}, {670, 130, 200}, {200, 370, 320}, {520, 360, 45}} {
		text := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String()
		want[text] = drawCode(g, modules(t, text), at[0], at[1], 5, at[2])
	}
	codes, err := zbar.Reader{}.Decode(g)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, c := range codes {
		texts = append(texts, c.Text)
		if d, ok := want[c.Text]; ok {
			checkCode(t, c, d)
		} else {
			t.Errorf("read %q, which is not in the picture", c.Text)
		}
	}
	slices.Sort(texts)
	if len(codes) != len(want) || len(slices.Compact(slices.Clone(texts))) != len(want) {
		t.Errorf("read %q, want the %d codes once each", texts, len(want))
	}
}

// A patch cut out of a larger picture (rows longer than the patch) reports
// corners in the larger picture's coordinates.
func TestDecodeSubImage(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: 2}.String()
	g := canvas(800, 600)
	d := drawCode(g, modules(t, text), 530, 410, 5, 30)
	patch := g.SubImage(image.Rect(420, 290, 650, 530)).(*image.Gray)
	codes, err := zbar.Reader{}.Decode(patch)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 1 || codes[0].Text != text {
		t.Fatalf("codes %+v", codes)
	}
	checkCode(t, codes[0], d)
	if got := (zbar.Reader{}).ReadPatch(patch); len(got) != 1 || got[0] != codes[0] {
		t.Errorf("ReadPatch %+v, Decode %+v", got, codes)
	}
}

func TestDecodeNothing(t *testing.T) {
	noise := canvas(200, 200)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	for name, g := range map[string]*image.Gray{
		"blank":          canvas(200, 150),
		"empty":          image.NewGray(image.Rectangle{}),
		"1 px":           canvas(1, 1),
		"one dark pixel": func() *image.Gray { g := canvas(120, 120); g.Pix[500] = 0; return g }(),
		"noise":          noise,
	} {
		codes, err := zbar.Reader{}.Decode(g)
		if err != nil || len(codes) != 0 {
			t.Errorf("%s: %+v, %v; want nothing", name, codes, err)
		}
	}
}

// A damaged code gives its own text or nothing, never another text: data
// modules flipped at random, a few (error correction mends them) to many
// (past mending), and a finder pattern wiped out.
func TestDamagedGivesNothingWrong(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 4}.String()
	clean := modules(t, text)
	n := len(clean)
	finder := func(i, j int) bool { // the finder patterns and their separators
		return (i < 8 && j < 8) || (i >= n-8 && j < 8) || (i < 8 && j >= n-8)
	}
	rng := rand.New(rand.NewPCG(19, 3))
	read, none := 0, 0
	for _, flips := range []int{4, 12, 30, 60, 120} {
		for trial := 0; trial < 20; trial++ {
			mods := make([][]bool, n)
			for j := range mods {
				mods[j] = slices.Clone(clean[j])
			}
			for k := 0; k < flips; {
				i, j := rng.IntN(n), rng.IntN(n)
				if !finder(i, j) {
					mods[j][i] = !mods[j][i]
					k++
				}
			}
			g := canvas(260, 260)
			drawCode(g, mods, 130, 130, 6, float64(rng.IntN(360)))
			codes, _ := zbar.Reader{}.Decode(g)
			for _, c := range codes {
				if c.Text != text {
					t.Errorf("%d modules flipped: read %q, the code says %q", flips, c.Text, text)
				}
			}
			if len(codes) == 0 {
				none++
			} else {
				read++
			}
		}
	}
	// Both happen: mended, and given up.
	if read == 0 || none == 0 {
		t.Errorf("%d damaged codes read, %d given up: want some of each", read, none)
	}

	mods := make([][]bool, n)
	for j := range mods {
		mods[j] = slices.Clone(clean[j])
		for i := range mods[j] {
			if i >= n-8 && j < 8 {
				mods[j][i] = false // the top-right finder, gone
			}
		}
	}
	g := canvas(260, 260)
	drawCode(g, mods, 130, 130, 6, 0)
	if codes, _ := (zbar.Reader{}).Decode(g); len(codes) != 0 {
		t.Errorf("a code without its top-right finder: %+v", codes)
	}
}

// Looking along every second row and column (half the work) still reads
// a square code of 6 px per module (not every turned one: a code at 120°
// is missed), and the scanners of each density are kept apart.
func TestDensity(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 2}.String()
	g := canvas(300, 300)
	d := drawCode(g, modules(t, text), 150, 150, 6, 90)
	for _, r := range []zbar.Reader{{Density: 2}, {}, {Density: 2}, {Density: 1}} {
		codes, err := r.Decode(g)
		if err != nil || len(codes) != 1 || codes[0].Text != text {
			t.Fatalf("density %d: %+v, %v", r.Density, codes, err)
		}
		checkCode(t, codes[0], d)
	}
}

// Imported, the package makes zbar the second look's reader of the
// patches zxing-cpp reads nothing in; the first look keeps zxing-cpp.
func TestRegistered(t *testing.T) {
	if name, want := vision.PatchReaderName(), "zxing-cpp; second look: "+zbar.Name; name != want {
		t.Errorf("patch readers %q, want %q", name, want)
	}
	if p := vision.DefaultReader().SearchPatch; p != (zbar.Reader{}) {
		t.Errorf("default second-look reader %#v, want zbar", p)
	}
	if p := vision.DefaultReader().Patch; p != (zxing.Reader{Harder: true}) {
		t.Errorf("default patch reader %#v, want zxing-cpp", p)
	}
}
