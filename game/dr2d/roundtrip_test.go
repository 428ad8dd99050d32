package dr2d

import (
	"encoding/json"
	"image"
	"image/draw"
	"image/png"
	"math"
	"mecanoid/cli/clitest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// The printed board's round trip: `print board` and `print tags`, their
// pages rasterised, the tags laid on the board where pieces stand, seen
// from a camera straight above (robot tags on figurines, 30 mm up, so a
// little larger and pushed outwards), and `scan` reads back each piece on
// its cell, facing its way. It runs twice: the board from pdftoppm's pages
// of the PDF assembled as a player tapes them, with the tags cut out of
// the tags PDF; and the board from `--png` with tags drawn by print, both
// pure Go.

// A piece laid on the board: cell, facing, and how carelessly.
type placed struct {
	payload  tag.Payload
	col, row int
	facing   string
	angle    float64 // degrees clockwise from north, as laid
	dx, dy   float64 // mm off the cell's centre
}

var roundTripPieces = []placed{
	{tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 1}, 2, 3, "E", 95, 2, -1},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 2}, 7, 7, "S", 176, -1.5, 2},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 3}, 11, 2, "W", 268, 0, 1.5},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: 4}, 12, 8, "N", 4, 5, 5},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 1}, 5, 10, "N", -6, 1, 1},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 2}, 1, 12, "E", 87, 2, 0},
	{tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 3}, 9, 11, "N", 2, -1, 1}, // the board places three: scan expects them
}

const roundTripDPI = 75

// boardPicture is the printed board as a picture: scale px/mm, lo the board
// point (mm) at the top-left pixel's corner.
type boardPicture struct {
	img   *image.RGBA
	scale float64
	lo    print.Pt
}

// tagPicture is a picture of one tag and where its symbol's corners are
// (top-left, top-right, bottom-right, bottom-left; pixel centres at whole
// numbers, as vision counts).
type tagPicture struct {
	img     *image.RGBA
	corners [4]calibration.Point
}

// camera is straight above the middle of the board picture, with the
// field of view calibration assumes when it cannot measure one.
type camera struct {
	w, h float64 // picture, px
	d    float64 // height above the board, mm
	pic  boardPicture
}

func newCamera(pic boardPicture) camera {
	b := pic.img.Bounds()
	f := calibration.FocalFromFOV(b.Dx(), calibration.DefaultFOV)
	return camera{w: float64(b.Dx()), h: float64(b.Dy()), d: f / pic.scale, pic: pic}
}

// toBoard is where pixel (x, y) looks at on the plane z mm above the board.
func (c camera) toBoard(x, y, z float64) calibration.Point {
	k := (c.d - z) / c.d
	px, py := c.w/2+(x-c.w/2)*k, c.h/2+(y-c.h/2)*k
	return calibration.Point{X: c.pic.lo.X + (px+0.5)/c.pic.scale, Y: c.pic.lo.Y + (py+0.5)/c.pic.scale}
}

// toImage is the pixel that shows board point q at z mm up.
func (c camera) toImage(q calibration.Point, z float64) calibration.Point {
	k := c.d / (c.d - z)
	px, py := (q.X-c.pic.lo.X)*c.pic.scale-0.5, (q.Y-c.pic.lo.Y)*c.pic.scale-0.5
	return calibration.Point{X: c.w/2 + (px-c.w/2)*k, Y: c.h/2 + (py-c.h/2)*k}
}

// lay copies the tag in src onto the photo: centre on the board (mm), turned
// angle degrees, size mm (quiet zone included), z mm up.
func (c camera) lay(photo *image.RGBA, src tagPicture, centre calibration.Point, angle, size, z float64) {
	// Module coordinates of the symbol (0..21 across) to source pixels.
	n := float64(tag.QRModules)
	toSrc, err := calibration.FromPoints([]calibration.Point{{X: 0, Y: 0}, {X: n, Y: 0}, {X: n, Y: n}, {X: 0, Y: n}}, src.corners[:])
	if err != nil {
		panic(err)
	}
	m := tag.ModuleSize(size)
	sa, ca := math.Sincos(angle * math.Pi / 180)
	half := size / 2 * math.Sqrt2
	lo, hi := c.toImage(calibration.Point{X: centre.X - half, Y: centre.Y - half}, z), c.toImage(calibration.Point{X: centre.X + half, Y: centre.Y + half}, z)
	const ss = 3 // samples a pixel each way
	for y := int(lo.Y); y <= int(hi.Y)+1; y++ {
		for x := int(lo.X); x <= int(hi.X)+1; x++ {
			var sum [3]float64
			hits := 0
			for i := range ss {
				for j := range ss {
					q := c.toBoard(float64(x)+(float64(i)+0.5)/ss-0.5, float64(y)+(float64(j)+0.5)/ss-0.5, z)
					dx, dy := q.X-centre.X, q.Y-centre.Y
					u, v := (dx*ca+dy*sa)/m+n/2, (-dx*sa+dy*ca)/m+n/2
					if u < -tag.QuietModules || v < -tag.QuietModules || u > n+tag.QuietModules || v > n+tag.QuietModules {
						continue
					}
					s := toSrc.Apply(calibration.Point{X: u, Y: v})
					px := src.img.RGBAAt(int(math.Round(s.X)), int(math.Round(s.Y)))
					sum[0], sum[1], sum[2] = sum[0]+float64(px.R), sum[1]+float64(px.G), sum[2]+float64(px.B)
					hits++
				}
			}
			if hits == 0 || !(image.Point{x, y}).In(photo.Rect) {
				continue
			}
			// Edge pixels mix the tag with the board under it.
			i := photo.PixOffset(x, y)
			f := float64(hits) / ss / ss
			for ch := range 3 {
				photo.Pix[i+ch] = uint8(sum[ch]/float64(hits)*f + float64(photo.Pix[i+ch])*(1-f) + 0.5)
			}
		}
	}
}

func readPNG(t *testing.T, name string) *image.RGBA {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, src.Bounds().Dx(), src.Bounds().Dy()))
	draw.Draw(img, img.Bounds(), src, src.Bounds().Min, draw.Src)
	return img
}

func pdftoppm(t *testing.T, pdf string, dpi int) []*image.RGBA {
	t.Helper()
	prefix := filepath.Join(filepath.Dir(pdf), filepath.Base(pdf)+"-page")
	if out, err := exec.Command("pdftoppm", "-r", strconv.Itoa(dpi), "-png", pdf, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, out)
	}
	names, _ := filepath.Glob(prefix + "-*.png")
	sort.Strings(names) // pdftoppm pads page numbers
	var pages []*image.RGBA
	for _, n := range names {
		pages = append(pages, readPNG(t, n))
	}
	return pages
}

// assemble lays the board's sheets (the PDF's pages after the assembly
// page and the legend) side by side, each cut on its seams, as a player
// tapes them together: one picture of the board at the pages' scale.
func assemble(t *testing.T, pages []*image.RGBA, tl print.Tiling, lo, hi print.Pt, scale float64) boardPicture {
	t.Helper()
	if len(pages) != 2+tl.Sheets() {
		t.Fatalf("%d pages, want 2 + %d sheets", len(pages), tl.Sheets())
	}
	xs, ys := tl.Seams()
	pic := boardPicture{img: image.NewRGBA(image.Rect(0, 0, int(math.Ceil((hi.X-lo.X)*scale)), int(math.Ceil((hi.Y-lo.Y)*scale)))), scale: scale, lo: lo}
	b := pic.img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			q := print.Pt{X: lo.X + (float64(x)+0.5)/scale, Y: lo.Y + (float64(y)+0.5)/scale}
			col, row := sort.SearchFloat64s(xs, q.X), sort.SearchFloat64s(ys, q.Y)
			page := pages[2+row*tl.Cols+col]
			w, on := tl.Window(col, row), tl.WindowOnPage()
			px := int((on.X + q.X - w.X) * scale)
			py := int((on.Y + q.Y - w.Y) * scale)
			pic.img.SetRGBA(x, y, page.RGBAAt(px, py))
		}
	}
	return pic
}

// tagsFromPDF reads the tags PDF's pages and cuts each tag out: the reader
// finds the codes, which are flat and large on a page.
func tagsFromPDF(t *testing.T, pages []*image.RGBA) map[string]tagPicture {
	t.Helper()
	out := map[string]tagPicture{}
	for _, p := range pages {
		codes, err := vision.DefaultReader().Decode(vision.Gray(p))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range codes {
			out[c.Text] = tagPicture{img: p, corners: c.Corners}
		}
	}
	return out
}

// drawnTag draws a tag with print, the printer's own drawing code.
func drawnTag(t *testing.T, p tag.Payload, size float64) tagPicture {
	t.Helper()
	const scale = 10.0
	r := print.NewRaster(size, size, scale)
	if err := print.DrawTag(r, p, print.Pt{X: size / 2, Y: size / 2}, size, 0); err != nil {
		t.Fatal(err)
	}
	h := tag.ModuleSize(size) * tag.QRModules / 2
	at := func(x, y float64) calibration.Point { return calibration.Point{X: x*scale - 0.5, Y: y*scale - 0.5} }
	c := size / 2
	return tagPicture{img: r.Img, corners: [4]calibration.Point{at(c-h, c-h), at(c+h, c-h), at(c+h, c+h), at(c-h, c+h)}}
}

func TestBoardRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const boardFile = "../../boards/training.board"
	for _, kind := range []string{"pdftoppm", "png"} {
		t.Run(kind, func(t *testing.T) {
			if _, err := exec.LookPath("pdftoppm"); err != nil && kind == "pdftoppm" {
				t.Skip("pdftoppm not installed (poppler-utils)")
			}
			dir := t.TempDir()
			pdf, pngFile, tagsPDF := filepath.Join(dir, "board.pdf"), filepath.Join(dir, "board.png"), filepath.Join(dir, "tags.pdf")
			if code, _, stderr := clitest.Run("print", "board", boardFile, "-o", pdf, "--png", pngFile, "--dpi", strconv.Itoa(roundTripDPI)); code != 0 {
				t.Fatalf("print board: exit %d: %s", code, stderr)
			}
			if code, _, stderr := clitest.Run("print", "tags", "--robots", "1-4", "--laws", "1-3", "-o", tagsPDF); code != 0 {
				t.Fatalf("print tags: exit %d: %s", code, stderr)
			}
			b, err := ReadBoard(boardFile)
			if err != nil {
				t.Fatal(err)
			}
			opt := print.DefaultBoardPrint()
			lo, hi := opt.Extent(b)
			scale := roundTripDPI / 25.4
			var pic boardPicture
			var tags map[string]tagPicture
			if kind == "pdftoppm" {
				tl, err := print.PlanBoard(b, opt)
				if err != nil {
					t.Fatal(err)
				}
				pic = assemble(t, pdftoppm(t, pdf, roundTripDPI), tl, lo, hi, scale)
				tags = tagsFromPDF(t, pdftoppm(t, tagsPDF, 150))
			} else {
				pic = boardPicture{img: readPNG(t, pngFile), scale: scale, lo: lo}
				tags = map[string]tagPicture{}
				for _, p := range roundTripPieces {
					tags[p.payload.String()] = drawnTag(t, p.payload, tag.DefaultTagSize)
				}
			}
			cam := newCamera(pic)
			photo := pic.img
			for _, p := range roundTripPieces {
				src, ok := tags[p.payload.String()]
				if !ok {
					t.Fatalf("no tag %s on the tags PDF's pages", p.payload)
				}
				z := 1.0 // a law token
				if p.payload.Kind == tag.Robot {
					z = vision.DefaultTagHeight
				}
				centre := calibration.Point{X: (float64(p.col)-0.5)*tag.DefaultTile + p.dx, Y: (float64(p.row)-0.5)*tag.DefaultTile + p.dy}
				cam.lay(photo, src, centre, p.angle, tag.DefaultTagSize, z)
			}
			synth.Blur(photo, 0.5)
			data, err := synth.JPEG(photo, 92)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(dir, "photo.jpg")
			if err := os.WriteFile(name, data, 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, stderr := clitest.Run("scan", name, "--board", boardFile, "--robots", "1-4", "--json")
			if code != 0 {
				t.Fatalf("scan: exit %d: %s\n%s", code, stderr, out)
			}
			var got struct {
				Pieces []struct {
					Tag      string
					Col, Row int
					Facing   string
				}
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, out)
			}
			read := map[string]string{}
			for _, p := range got.Pieces {
				read[p.Tag] = strconv.Itoa(p.Col) + "," + strconv.Itoa(p.Row) + " " + p.Facing
			}
			for _, p := range roundTripPieces {
				want := strconv.Itoa(p.col) + "," + strconv.Itoa(p.row) + " " + p.facing
				if read[p.payload.String()] != want {
					t.Errorf("%s: read %q, laid %q", p.payload, read[p.payload.String()], want)
				}
			}
			if len(got.Pieces) != len(roundTripPieces) {
				t.Errorf("read %d pieces, laid %d", len(got.Pieces), len(roundTripPieces))
			}
			// The robots' tags are where a camera sees them, up on their
			// figurines: read as if flat on the board, robot 4, near the
			// edge, seems to straddle its cell's.
			code, _, stderr = clitest.Run("scan", name, "--board", boardFile, "--tag-height", "1")
			if code != 3 || !strings.Contains(stderr, "robot 4 at cell [12,8]: straddles") {
				t.Errorf("scanned as if the tags lay flat: exit %d, want 3 (robot 4 on the edge of [12,8]):\n%s", code, stderr)
			}
		})
	}
}
