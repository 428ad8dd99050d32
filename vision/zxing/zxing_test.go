//go:build cgo

package zxing_test

import (
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/zxing"
)

// drawn is a QR code drawn into a picture, and where.
type drawn struct {
	centre  calibration.Point
	module  float64
	angle   float64 // degrees clockwise
	modules int
}

// drawCode draws the code of text into g, centred on (cx, cy), with modules
// of m pixels and a white quiet zone of 4 modules, turned clockwise by angle
// degrees (its top then faces that way). Each pixel is the share of it
// (4x4 samples) that falls on dark modules.
func drawCode(t *testing.T, g *image.Gray, text string, cx, cy, m, angle float64) drawn {
	t.Helper()
	mods, err := print.QRModules(text)
	if err != nil {
		t.Fatal(err)
	}
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
					// Back to the code's own frame: turn by -angle, in modules.
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
			// Inside the white square: blend with what was there at its edge.
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

// angleDiff is the difference of two angles in degrees, in [0, 180].
func angleDiff(a, b float64) float64 { return math.Abs(math.Remainder(a-b, 360)) }

// checkCode checks a decoded code against what was drawn.
func checkCode(t *testing.T, c vision.Code, d drawn) {
	t.Helper()
	got := c.Angle() * 180 / math.Pi
	if angleDiff(got, d.angle) > 3 {
		t.Errorf("%q: turned %.1f°, drawn at %.1f° (corners %v)", c.Text, got, d.angle, c.Corners)
	}
	// The corners are the symbol's: their middle is the code's middle.
	if off := c.Centre().Sub(d.centre).Len(); off > d.module {
		t.Errorf("%q: centre %v, drawn at %v", c.Text, c.Centre(), d.centre)
	}
	// Each side is the symbol's width, to a module.
	for i := range 4 {
		side := c.Corners[i].Sub(c.Corners[(i+1)%4]).Len()
		if want := float64(d.modules) * d.module; math.Abs(side-want) > 1.5*d.module {
			t.Errorf("%q: side %d is %.1f px, want %.1f", c.Text, i, side, want)
		}
	}
	if d.modules == tag.QRModules && math.Abs(c.ModulePx-d.module)/d.module > 0.15 {
		t.Errorf("%q: module %.2f px, drawn %.2f", c.Text, c.ModulePx, d.module)
	}
	if c.ModulePx != vision.ModulePx(c.Corners) {
		t.Errorf("%q: ModulePx %.3f, the corners give %.3f", c.Text, c.ModulePx, vision.ModulePx(c.Corners))
	}
}

func TestAvailable(t *testing.T) {
	if !zxing.Available {
		t.Error("a cgo build says zxing-cpp is not available")
	}
	// Imported, the package is vision's preferred patch reader.
	if name := vision.PatchReaderName(); name != "zxing-cpp" {
		t.Errorf("patch reader %q, want zxing-cpp", name)
	}
	if p := vision.DefaultReader().Patch; p != (zxing.Reader{Harder: true}) {
		t.Errorf("default patch reader %#v", p)
	}
}

func TestDecodeSizesAndTurns(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 3}.String()
	for _, m := range []float64{3, 4, 6} {
		for _, angle := range []float64{0, 90, 180, 270, 30, 215} {
			t.Run(fmt.Sprintf("%vpx/%v°", m, angle), func(t *testing.T) {
				size := int(math.Ceil(29*m*math.Sqrt2)) + 40
				g := canvas(size, size)
				d := drawCode(t, g, text, float64(size)/2, float64(size)/2, m, angle)
				codes, err := zxing.Reader{Harder: true}.Decode(g)
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

// Without Harder, an upright, well-sized code still reads.
func TestDecodeEasy(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 2}.String()
	g := canvas(300, 260)
	d := drawCode(t, g, text, 140, 120, 5, 0)
	codes, err := zxing.Reader{}.Decode(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 1 || codes[0].Text != text {
		t.Fatalf("codes %+v", codes)
	}
	checkCode(t, codes[0], d)
}

// A code that is not a mecanoid tag comes back as it is, even when it
// needs a larger version.
func TestDecodeForeign(t *testing.T) {
	for _, text := range []string{"HTTPS://EXAMPLE.COM", "https://example.com/menu?table=4", "TEL:+33123456789"} {
		mods, err := print.QRModules(text)
		if err != nil {
			t.Fatal(err)
		}
		side := (len(mods) + 8) * 4
		g := canvas(side+60, side+60)
		d := drawCode(t, g, text, float64(side+60)/2, float64(side+60)/2, 4, 90)
		codes, err := zxing.Reader{Harder: true}.Decode(g)
		if err != nil {
			t.Fatal(err)
		}
		if len(codes) != 1 || codes[0].Text != text {
			t.Fatalf("%q: codes %+v", text, codes)
		}
		checkCode(t, codes[0], d)
	}
}

// A long text comes whole (the shim once kept 255 bytes of it).
func TestDecodeLongText(t *testing.T) {
	text := strings.Repeat("HTTPS://EXAMPLE.COM/A-LONG-MENU/", 20)[:600]
	mods, err := print.QRModules(text)
	if err != nil {
		t.Fatal(err)
	}
	side := (len(mods) + 8) * 3
	g := canvas(side+20, side+20)
	drawCode(t, g, text, float64(side+20)/2, float64(side+20)/2, 3, 0)
	codes, err := zxing.Reader{}.Decode(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 1 || codes[0].Text != text {
		got := ""
		if len(codes) == 1 {
			got = codes[0].Text
		}
		t.Fatalf("%d codes; text of %d bytes, want %d", len(codes), len(got), len(text))
	}
}

// Several codes in one picture are all read.
func TestDecodeSeveral(t *testing.T) {
	g := canvas(640, 400)
	want := map[string]drawn{}
	for i, at := range [][3]float64{{110, 110, 0}, {330, 120, 90}, {540, 110, 200}, {160, 300, 320}, {420, 290, 45}} {
		text := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: i + 1}.String()
		want[text] = drawCode(t, g, text, at[0], at[1], 4, at[2])
	}
	codes, err := zxing.Reader{Harder: true}.Decode(g)
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

// A patch cut out of a larger picture reports corners in the larger
// picture's coordinates.
func TestDecodeSubImage(t *testing.T) {
	text := tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: 2}.String()
	g := canvas(800, 600)
	d := drawCode(t, g, text, 530, 410, 4, 30)
	patch := g.SubImage(image.Rect(430, 300, 640, 520)).(*image.Gray)
	codes, err := zxing.Reader{Harder: true}.Decode(patch)
	if err != nil {
		t.Fatal(err)
	}
	if len(codes) != 1 || codes[0].Text != text {
		t.Fatalf("codes %+v", codes)
	}
	checkCode(t, codes[0], d)
	// ReadPatch is Decode for vision's patch reader.
	if got := (zxing.Reader{Harder: true}).ReadPatch(patch); len(got) != 1 || got[0] != codes[0] {
		t.Errorf("ReadPatch %+v, Decode %+v", got, codes)
	}
}

func TestDecodeNothing(t *testing.T) {
	for name, g := range map[string]*image.Gray{
		"blank":          canvas(200, 150),
		"empty":          image.NewGray(image.Rectangle{}),
		"1 px":           canvas(1, 1),
		"one dark pixel": func() *image.Gray { g := canvas(120, 120); g.Pix[500] = 0; return g }(),
	} {
		codes, err := zxing.Reader{Harder: true}.Decode(g)
		if err != nil || len(codes) != 0 {
			t.Errorf("%s: %+v, %v; want nothing", name, codes, err)
		}
	}
}
