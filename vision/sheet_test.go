package vision_test

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"math/rand/v2"
	"mecanoid/game/dr2d/cartridge"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/engine/dr2d"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// The sheet reader is tested on photos made here: a sheet drawn by print
// (filled by print's DrawSheet, or ticked "by hand" below), rasterised by
// pdftoppm from the printed PDF or by print's Raster canvas, then laid on a
// table and photographed: a camera at an angle, turned any way, uneven
// light, defocus, sensor noise, JPEG.

// paperImg is a picture of a piece of paper, scale pixels per millimetre,
// and the part of it the camera frames (mm).
type paperImg struct {
	img   *image.RGBA
	scale float64
	w, h  float64
	view  [4]float64 // x, y, w, h
}

// The two ways a sheet is put on paper here.
const (
	rasterPaper = "raster"   // print's Raster canvas: a cut sheet, pure Go
	pdfPaper    = "pdftoppm" // the printed PDF page, rasterised by pdftoppm
)

// onPaper draws with drawing (given the canvas and the sheet's top-left
// corner) and returns the paper as a picture framing the sheet.
func onPaper(t testing.TB, kind string, drawing func(c print.Canvas, o print.Pt)) paperImg {
	t.Helper()
	l := cartridge.Sheet()
	if kind == rasterPaper {
		r := print.NewRaster(l.W, l.H, 10)
		drawing(r, print.Pt{})
		return paperImg{img: r.Img, scale: 10, w: l.W, h: l.H, view: [4]float64{0, 0, l.W, l.H}}
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (poppler-utils)")
	}
	at := print.Pt{X: 15, Y: 20}
	doc := print.NewPDF("sheet")
	doc.AddPage(print.A4.W, print.A4.H)
	drawing(doc, at)
	var buf bytes.Buffer
	if err := doc.Write(&buf); err != nil {
		t.Fatal(err)
	}
	const dpi = 150
	dir := t.TempDir()
	pdf := filepath.Join(dir, "sheet.pdf")
	if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdftoppm", "-r", strconv.Itoa(dpi), "-png", "-singlefile", pdf, filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, out)
	}
	f, err := os.Open(filepath.Join(dir, "page.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(src.Bounds())
	draw.Draw(img, img.Bounds(), src, src.Bounds().Min, draw.Src)
	return paperImg{img: img, scale: dpi / 25.4, w: print.A4.W, h: print.A4.H, view: [4]float64{at.X, at.Y, l.W, l.H}}
}

var testID = tag.SheetID{Game: tag.DR2D, Robot: 3, Turn: 12}

// printed is a sheet filled by print's DrawSheet.
func printed(id tag.SheetID, p *dr2d.Program) func(print.Canvas, print.Pt) {
	return func(c print.Canvas, o print.Pt) {
		l := cartridge.Sheet()
		var ticks []tag.Box
		if p != nil {
			ticks = cartridge.Ticks(l, *p)
		}
		if err := print.DrawSheet(c, l, id, print.SheetText{Board: "Test bench"}, o, ticks); err != nil {
			panic(err)
		}
	}
}

// Ink of pens people tick with.
var (
	ballpoint = color.RGBA{35, 45, 120, 255}
	felt      = color.RGBA{25, 25, 30, 255}
)

// stroke draws a pen line through pts, with round joints.
func stroke(c print.Canvas, pts []print.Pt, width float64, col color.Color) {
	for i, p := range pts {
		c.Circle(p, width/2, col)
		if i > 0 {
			c.Line(pts[i-1], p, width, col)
		}
	}
}

// wobbly is the line from a to b as a hand draws it: in a few pieces, each
// a little off the straight line.
func wobbly(rng *rand.Rand, a, b print.Pt) []print.Pt {
	const n = 5
	pts := []print.Pt{a}
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	for i := 1; i < n; i++ {
		f := float64(i) / n
		off := (rng.Float64()*2 - 1) * 0.25
		pts = append(pts, print.Pt{X: a.X + f*dx - off*dy/l, Y: a.Y + f*dy + off*dx/l})
	}
	return append(pts, b)
}

// Tick styles.
const (
	cross = iota
	check
	filled
)

// handTick ticks box b as a player would: a cross, a check mark or a box
// filled in, crooked, with a pen of 0.5 to 0.9 mm.
func handTick(c print.Canvas, o print.Pt, b tag.Box, style int, rng *rand.Rand) {
	j := func() float64 { return (rng.Float64()*2 - 1) * 0.5 }
	at := func(x, y float64) print.Pt {
		return print.Pt{X: o.X + b.Min[0] + x + j()/2, Y: o.Y + b.Min[1] + y + j()/2}
	}
	width := 0.5 + 0.4*rng.Float64()
	ink := []color.Color{ballpoint, felt}[rng.IntN(2)]
	switch style {
	case cross:
		stroke(c, wobbly(rng, at(1.2+j(), 1.3), at(5.9, 5.8+j())), width, ink)
		stroke(c, wobbly(rng, at(5.8, 1.2+j()), at(1.3+j(), 5.9)), width, ink)
	case check:
		mid := at(2.9, 5.6)
		stroke(c, wobbly(rng, at(1.3, 3.7), mid), width, ink)
		stroke(c, wobbly(rng, mid, at(6.3, 0.9)), width, ink)
	case filled:
		// Scribbled to and fro until the box is dark.
		var pts []print.Pt
		for y := 0.9; y < 6.3; y += 0.7 {
			pts = append(pts, at(0.8, y), at(6.2, y+0.35))
		}
		stroke(c, pts, 1.1, ink)
	}
}

// handTicked is a blank sheet ticked by hand for p, each box in the style
// style(box) gives.
func handTicked(id tag.SheetID, p dr2d.Program, seed uint64, style func(tag.Box) int) func(print.Canvas, print.Pt) {
	return func(c print.Canvas, o print.Pt) {
		l := cartridge.Sheet()
		printed(id, nil)(c, o)
		rng := rand.New(rand.NewPCG(seed, 3))
		for _, b := range cartridge.Ticks(l, p) {
			handTick(c, o, b, style(b), rng)
		}
	}
}

// smudge is a faint grey mark over most of box b: a pencil rubbed out, a
// dirty finger.
func smudge(c print.Canvas, o print.Pt, b tag.Box) {
	var pts []print.Pt
	for i := range 24 {
		a := 2 * math.Pi * float64(i) / 24
		pts = append(pts, print.Pt{X: o.X + b.Min[0] + 3.5 + 2.6*math.Cos(a), Y: o.Y + b.Min[1] + 3.5 + 2.2*math.Sin(a)})
	}
	c.Polygon(pts, color.RGBA{205, 205, 200, 255})
}

// shot is how a sheet is photographed.
type shot struct {
	name           string
	tilt, az, roll float64 // camera tilt from vertical, its direction, the picture's turn; degrees
	light          float64 // uneven light strength
	blur, noise    float64 // Gaussian blur sigma (px), sensor noise sigma (0..255)
	jpeg           int     // quality; 0: none
}

var shots = []shot{
	{name: "straight", jpeg: 92},
	{name: "turned", roll: 37, blur: 0.6, noise: 2, jpeg: 90},
	{name: "upside-down-perspective", tilt: 30, az: 20, roll: 180, blur: 0.8, noise: 3, jpeg: 88},
	{name: "leaning-uneven-light", tilt: 25, az: 200, roll: 290, light: 0.45, blur: 0.9, noise: 4, jpeg: 85},
}

// photograph lays the paper on a table and takes a photo of it, the view
// (the cartridge sheet) filling most of the frame.
func photograph(t testing.TB, p paperImg, s shot, seed uint64) image.Image {
	t.Helper()
	const w, h = 1440, 1080
	vx, vy, vw, vh := p.view[0], p.view[1], p.view[2], p.view[3]
	centre := calibration.Vec{X: vx + vw/2, Y: vy + vh/2}
	tilt, az := s.tilt*math.Pi/180, s.az*math.Pi/180
	const d = 400.0
	eye := calibration.Vec{X: centre.X + d*math.Sin(tilt)*math.Sin(az), Y: centre.Y - d*math.Sin(tilt)*math.Cos(az), Z: -d * math.Cos(tilt)}
	cam := calibration.LookAt(eye, centre, s.roll, 1, w, h)
	// Zoom so that the view fills about 85% of the frame.
	var ex, ey float64
	for _, c := range [][2]float64{{0, 0}, {vw, 0}, {vw, vh}, {0, vh}} {
		q := cam.ToCamera(calibration.Vec{X: vx + c[0], Y: vy + c[1]})
		ex, ey = math.Max(ex, math.Abs(q.X/q.Z)), math.Max(ey, math.Abs(q.Y/q.Z))
	}
	cam.F = 0.85 * math.Min(w/2/ex, h/2/ey)
	toPaper, err := cam.Plane(0).Inverse()
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	table := [3]int{96, 70, 48}
	// Photo pixel to paper pixel, bilinear: sources are pixel centres.
	m := toPaper
	src, sw, sh := p.img, p.img.Rect.Dx(), p.img.Rect.Dy()
	pw, ph := p.w*p.scale, p.h*p.scale
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			// 2 x 2 samples a pixel: the paper picture is finer than the photo.
			var sum [3]int
			for _, o := range [4][2]float64{{-0.25, -0.25}, {0.25, -0.25}, {-0.25, 0.25}, {0.25, 0.25}} {
				X, Y := float64(x)+o[0], float64(y)+o[1]
				d := m[6]*X + m[7]*Y + m[8]
				u := (m[0]*X + m[1]*Y + m[2]) / d * p.scale
				v := (m[3]*X + m[4]*Y + m[5]) / d * p.scale
				if !(u >= 0 && v >= 0 && u < pw && v < ph) {
					sum[0], sum[1], sum[2] = sum[0]+table[0]<<8, sum[1]+table[1]<<8, sum[2]+table[2]<<8
					continue
				}
				u, v = u-0.5, v-0.5
				x0, y0 := int(math.Floor(u)), int(math.Floor(v))
				fx, fy := int((u-float64(x0))*16), int((v-float64(y0))*16)
				xa, xb := min(max(x0, 0), sw-1), min(max(x0+1, 0), sw-1)
				ya, yb := min(max(y0, 0), sh-1), min(max(y0+1, 0), sh-1)
				ra, rb := src.Pix[ya*src.Stride:], src.Pix[yb*src.Stride:]
				for ch := range 3 {
					top := int(ra[4*xa+ch])*(16-fx) + int(ra[4*xb+ch])*fx
					bot := int(rb[4*xa+ch])*(16-fx) + int(rb[4*xb+ch])*fx
					sum[ch] += top*(16-fy) + bot*fy
				}
			}
			i := out.PixOffset(x, y)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = uint8((sum[0]+512)>>10), uint8((sum[1]+512)>>10), uint8((sum[2]+512)>>10), 255
		}
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	if s.light > 0 {
		synth.Light(out, rng.Float64()*2*math.Pi, s.light, 0.25)
	}
	synth.Blur(out, s.blur)
	synth.Noise(out, rng, s.noise, 0.5)
	if s.jpeg == 0 {
		return out
	}
	data, err := synth.JPEG(out, s.jpeg)
	if err != nil {
		t.Fatal(err)
	}
	img, err := vision.DecodeImage("photo.jpg", data)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func mustMoves(t testing.TB, sleep int, moves ...string) dr2d.Program {
	t.Helper()
	p := dr2d.Program{SleepBefore: sleep}
	for i, s := range moves {
		m, err := dr2d.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Cartridge[i] = m
	}
	return p
}

// programs to write on sheets: turns before and after, U-turns, steps
// back, moves without a step, sleep.
func programs(t testing.TB) []struct {
	name string
	p    dr2d.Program
} {
	return []struct {
		name string
		p    dr2d.Program
	}{
		{"turns-and-steps", mustMoves(t, 0, "LF", "RRB", "F", "-", "FR")},
		{"sleep-before-4", mustMoves(t, 4, "B", "LFR", "RR", "-", "-")},
		{"no-step", mustMoves(t, 0, "R", "L", "RRFRR", "-", "LB")},
		{"asleep-from-the-start", mustMoves(t, 1, "-", "-", "-", "-", "-")},
	}
}

func readBack(t *testing.T, photo image.Image, want dr2d.Program) {
	t.Helper()
	s, err := vision.ReadSheet(photo, cartridge.Sheet())
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	got, err := cartridge.Program(s.Ticked)
	if err != nil {
		t.Fatalf("program: %v", err)
	}
	if s.ID != testID {
		t.Errorf("sheet %v, want %v", s.ID, testID)
	}
	if got != want {
		t.Errorf("read %s, want %s", progText(got), progText(want))
		for _, b := range s.Boxes {
			if b.Mark != vision.Empty {
				t.Logf("move %d %s %s: %s (ink %.2f, marked %.2f)", b.Box.Move, b.Box.Group, b.Box.Label, b.Mark, b.Ink, b.Faint)
			}
		}
	}
}

func progText(p dr2d.Program) string {
	var parts []string
	for _, m := range p.Cartridge {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, " ") + " sleep before " + strconv.Itoa(p.SleepBefore)
}

// TestReadSheetRoundTrip: sheets filled by print, rasterised both ways and
// photographed at every angle, read back as the same sheet and program.
func TestReadSheetRoundTrip(t *testing.T) {
	for k, kind := range []string{rasterPaper, pdfPaper} {
		for i, pr := range programs(t) {
			s := shots[(i+2*k)%len(shots)]
			t.Run(kind+"/"+pr.name+"/"+s.name, func(t *testing.T) {
				t.Parallel()
				paper := onPaper(t, kind, printed(testID, &pr.p))
				readBack(t, photograph(t, paper, s, uint64(i)), pr.p)
			})
		}
	}
}

// TestReadSheetHandTicks: crosses, check marks and filled boxes drawn with
// a pen on a blank sheet read as the program they tick.
func TestReadSheetHandTicks(t *testing.T) {
	styles := []struct {
		name  string
		style func(tag.Box) int
	}{
		{"crosses", func(tag.Box) int { return cross }},
		{"checks", func(tag.Box) int { return check }},
		{"mixed", func(b tag.Box) int { return (b.Move + int(b.Group)) % 3 }},
		// Filled boxes on the sheet's rim, near the corner squares.
		{"filled", func(tag.Box) int { return filled }},
	}
	progs := programs(t)
	for k, kind := range []string{rasterPaper, pdfPaper} {
		for i, st := range styles {
			pr := progs[(i+k)%len(progs)]
			if st.name == "filled" {
				pr.p = mustMoves(t, 5, "L", "RRB", "FR", "B", "-")
			}
			s := shots[(i+k+1)%len(shots)]
			t.Run(kind+"/"+st.name+"/"+s.name, func(t *testing.T) {
				t.Parallel()
				paper := onPaper(t, kind, handTicked(testID, pr.p, uint64(10+i), st.style))
				readBack(t, photograph(t, paper, s, uint64(20+i)), pr.p)
			})
		}
	}
}

// TestReadSheetRefuses: what cannot be read is refused with an error that
// says why, naming the move and the box when it is the ticks.
func TestReadSheetRefuses(t *testing.T) {
	l := cartridge.Sheet()
	p := mustMoves(t, 0, "LF", "F", "LFR", "-", "R")
	box := func(move int, g tag.Group, choice int) tag.Box {
		b, _ := l.Box(move, g, choice)
		return b
	}
	ticked := handTicked(testID, p, 5, func(b tag.Box) int { return b.Move % 2 })
	with := func(extra ...func(c print.Canvas, o print.Pt)) func(print.Canvas, print.Pt) {
		return func(c print.Canvas, o print.Pt) {
			ticked(c, o)
			for _, e := range extra {
				e(c, o)
			}
		}
	}
	rightToo := func(c print.Canvas, o print.Pt) {
		handTick(c, o, box(3, tag.TurnBefore, 1), cross, rand.New(rand.NewPCG(1, 1)))
	}
	smudged := func(c print.Canvas, o print.Pt) { smudge(c, o, box(2, tag.StepGroup, int(dr2d.Backward))) }
	over := func(p tag.Payload, text string) func(c print.Canvas, o print.Pt) {
		return func(c print.Canvas, o print.Pt) {
			at := print.Pt{X: o.X + l.QRCentre[0], Y: o.Y + l.QRCentre[1]}
			print.Rect(c, at.X-l.QRSize/2, at.Y-l.QRSize/2, l.QRSize, l.QRSize, print.White)
			switch {
			case text != "":
				mods, err := print.QRModules(text)
				if err != nil {
					panic(err)
				}
				print.DrawQR(c, mods, at, l.QRSize, 0, tag.QuietModules)
			case p != (tag.Payload{}):
				if err := print.DrawTag(c, p, at, l.QRSize, 0); err != nil {
					panic(err)
				}
			}
		}
	}
	hideCorner := func(c print.Canvas, o print.Pt) {
		f := l.Fiducials[2]
		print.Rect(c, o.X+f[0]-5, o.Y+f[1]-5, 10, 10, print.White)
	}
	const (
		twoTicks = "move 3, turn before: both 'left' and 'right' ticked"
		faint    = "move 2, step 'back': faint mark, tick it clearly or leave it empty"
	)
	tests := []struct {
		name     string
		drawing  func(print.Canvas, print.Pt)
		want     []error  // every one must match (errors.Is)
		problems []string // for tag.ErrTicks: each problem, in order
	}{
		{"two ticks in a group", with(rightToo), []error{tag.ErrTicks}, []string{twoTicks}},
		{"faint smudge", with(smudged), []error{tag.ErrTicks}, []string{faint}},
		{"every problem, move by move", with(rightToo, smudged), []error{tag.ErrTicks}, []string{faint, twoTicks}},
		{"no QR code", with(over(tag.Payload{}, "")), []error{vision.ErrNoSheet}, nil},
		{"a foreign QR code", with(over(tag.Payload{}, "HTTPS://EXAMPLE.ORG/MENU")), []error{vision.ErrNoSheet, tag.ErrForeign}, nil},
		{"a board tag", with(over(tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 3}, "")), []error{vision.ErrNoSheet, tag.ErrNotSheet}, nil},
		// Box 5's sleep filled in is a black square near the hidden corner.
		{"a corner square hidden", func(c print.Canvas, o print.Pt) {
			handTicked(testID, mustMoves(t, 5, "F", "F", "F", "F", "-"), 1, func(tag.Box) int { return filled })(c, o)
			hideCorner(c, o)
		}, []error{vision.ErrSheet}, nil},
	}
	all := []error{tag.ErrTicks, vision.ErrNoSheet, vision.ErrSheet, tag.ErrForeign, tag.ErrNotSheet}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			photo := photograph(t, onPaper(t, rasterPaper, tt.drawing), shots[1+i%3], uint64(i))
			s, err := vision.ReadSheet(photo, cartridge.Sheet())
			if err == nil {
				t.Fatalf("read %v %v, want an error", s.ID, s.Ticked)
			}
			for _, e := range all {
				want := false
				for _, w := range tt.want {
					want = want || w == e
				}
				if errors.Is(err, e) != want {
					t.Errorf("errors.Is(%q, %q) = %v", err, e, !want)
				}
			}
			var te *tag.TickError
			if !errors.As(err, &te) {
				return
			}
			if s == nil || s.ID != testID {
				t.Errorf("ticks refused, but the sheet is not named: %+v", s)
			}
			var got []string
			for _, p := range te.Problems {
				got = append(got, p.String())
			}
			if strings.Join(got, "\n") != strings.Join(tt.problems, "\n") {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.problems, "\n"))
			}
		})
	}
}

// TestReadSheetNotASheet: photos without one sheet in view.
func TestReadSheetNotASheet(t *testing.T) {
	table := image.NewRGBA(image.Rect(0, 0, 800, 600))
	draw.Draw(table, table.Bounds(), image.NewUniform(color.RGBA{96, 70, 48, 255}), image.Point{}, draw.Src)
	if _, err := vision.ReadSheet(table, cartridge.Sheet()); !errors.Is(err, vision.ErrNoSheet) || errors.Is(err, tag.ErrForeign) {
		t.Errorf("an empty table: %v", err)
	}
	// Two sheets of a page, not cut apart.
	l := cartridge.Sheet()
	r := print.NewRaster(l.W, 2*l.H+10, 8)
	for i, o := range []print.Pt{{}, {Y: l.H + 10}} {
		id := tag.SheetID{Game: tag.DR2D, Robot: 1 + i, Turn: 4}
		if err := print.DrawSheet(r, l, id, print.SheetText{}, o, nil); err != nil {
			t.Fatal(err)
		}
	}
	paper := paperImg{img: r.Img, scale: 8, w: l.W, h: 2*l.H + 10, view: [4]float64{0, 0, l.W, 2*l.H + 10}}
	_, err := vision.ReadSheet(photograph(t, paper, shots[0], 1), cartridge.Sheet())
	if !errors.Is(err, vision.ErrSheet) || !strings.Contains(err.Error(), "2 sheets in view (robot 1 turn 4, robot 2 turn 4)") {
		t.Errorf("two sheets: %v", err)
	}
}
