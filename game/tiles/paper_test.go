package tiles

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"

	"mecanoid/cli/clitest"
	rules "mecanoid/engine/tiles"
	"mecanoid/tag"
	"mecanoid/vision"
)

// paperPxMM is the resolution the printed pages are rendered at, and the
// photo composed of them: 4 px a mm, a tile tag's 0.6 mm module 2.4 px.
const paperPxMM = 4.0

// TestTilesThroughPaper prints the bundled set's tiles (tiles print --set)
// and a 2 x 2 play area's markers (tiles print --area), renders the
// pages with pdftoppm, cuts each tile and each marker out of its page as
// a club would with scissors, lays them on a table (four tiles, turned
// N, E, S and W, one a generic tile's second print), and scans that
// table: every tile's print, place and diamond as laid.
func TestTilesThroughPaper(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (poppler-utils)")
	}
	set := valdor(t)
	dir := t.TempDir()
	tilesPDF, areaPDF := filepath.Join(dir, "tiles.pdf"), filepath.Join(dir, "area.pdf")
	for _, args := range [][]string{
		{"tiles", "print", "--set", "../../worlds/valdor.tiles", "-o", tilesPDF},
		{"tiles", "print", "--area", "2x2", "-o", areaPDF},
	} {
		if code, out, stderr := clitest.Run(args...); code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, stderr)
		}
	}
	a, err := NewArea(2, 2, rules.Pos{X: 3, Y: -2}, 0)
	if err != nil {
		t.Fatal(err)
	}
	side := int(a.Side() * paperPxMM)
	margin := int((a.Markers.Margin() + 15) * paperPxMM)
	aw, ah := a.Size()
	table := image.NewGray(image.Rect(0, 0, int(aw*paperPxMM)+2*margin, int(ah*paperPxMM)+2*margin))
	draw.Draw(table, table.Bounds(), image.NewUniform(color.Gray{Y: 110}), image.Point{}, draw.Src)

	// The markers, cut out square around their code.
	page := render(t, areaPDF, 1, dir)
	for k := range 4 {
		c := codeOf(t, page, tag.Payload{Game: TagCode, Kind: tag.Corner, ID: k}.String())
		half := int(a.Markers.Size * paperPxMM / 2)
		ctr := c.Centre()
		cut := page.SubImage(image.Rect(int(ctr.X)-half, int(ctr.Y)-half, int(ctr.X)+half, int(ctr.Y)+half))
		x, y := a.Markers.Centre(k, aw, ah)
		at := image.Pt(margin+int(x*paperPxMM)-half, margin+int(y*paperPxMM)-half)
		draw.Draw(table, cut.Bounds().Sub(cut.Bounds().Min).Add(at), cut, cut.Bounds().Min, draw.Src)
	}
	// The tiles, cut on their outline: the tag in J10 is where the
	// tile's south-east corner is known from (as tiles print puts it).
	prints := SetCopies(set)
	laid := []struct {
		print int // its page in tiles.pdf, its tag's number
		at    rules.Pos
		f     rules.Dir
	}{{1, rules.Pos{X: 3, Y: -2}, rules.North}, {2, rules.Pos{X: 4, Y: -2}, rules.East}, {4, rules.Pos{X: 3, Y: -1}, rules.South}, {len(prints), rules.Pos{X: 4, Y: -1}, rules.West}}
	var want Seen
	for _, l := range laid {
		page := render(t, tilesPDF, l.print, dir)
		c := codeOf(t, page, TileTag(l.print).String())
		cell := a.Cell
		ctr := c.Centre()
		x0 := int(ctr.X - (9.5*cell)*paperPxMM + 0.5)
		y0 := int(ctr.Y - (9*cell+TileTagSize(cell)/2+cell*0.02)*paperPxMM + 0.5)
		cut := image.NewGray(image.Rect(0, 0, side, side))
		draw.Draw(cut, cut.Bounds(), page, image.Pt(x0, y0), draw.Src)
		turned := turn(cut, int(l.f))
		o := a.PlaceCorner(l.at)
		at := image.Pt(margin+int(o.X*paperPxMM), margin+int(o.Y*paperPxMM))
		draw.Draw(table, turned.Bounds().Add(at), turned, image.Point{}, draw.Src)
		i, _ := set.Find(prints[l.print-1].Tile.Name)
		want.Tiles = append(want.Tiles, SeenTile{Copy: rules.Copy{Tile: i, Copy: max(prints[l.print-1].Copy, 1)}, At: l.at, Facing: l.f})
	}
	st, scanErr := a.Scanner(0).Scan(table)
	if st == nil {
		t.Fatal(scanErr)
	}
	seen, problems := a.ReadScan(set, st, scanErr)
	if len(problems) > 0 {
		writeGray(t, table, "paper-table.png")
		t.Fatalf("problems: %v", problems)
	}
	// The scan lists tiles in their tags' order: as laid here.
	if !reflect.DeepEqual(seen, want) {
		t.Errorf("seen %+v\nwant %+v", seen, want)
	}
}

// render is page n of pdf at paperPxMM.
func render(t *testing.T, pdf string, n int, dir string) *image.Gray {
	t.Helper()
	prefix := filepath.Join(dir, "r")
	num := fmt.Sprint(n)
	dpi := fmt.Sprint(paperPxMM * 25.4)
	if out, err := exec.Command("pdftoppm", "-r", dpi, "-gray", "-png", "-f", num, "-l", num, "-singlefile", pdf, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, out)
	}
	return readGray(t, prefix+".png")
}

// codeOf is the code text read on img.
func codeOf(t *testing.T, img *image.Gray, text string) vision.Code {
	t.Helper()
	codes, err := vision.QRReader{}.Decode(img)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range codes {
		if c.Text == text {
			return c
		}
	}
	t.Fatalf("no %s on the page (%d codes)", text, len(codes))
	return vision.Code{}
}

// writeGray keeps img where a failing test's reader finds it.
func writeGray(t *testing.T, img *image.Gray, name string) {
	f, err := os.CreateTemp("", "*-"+name)
	if err != nil {
		return
	}
	defer f.Close()
	_ = png.Encode(f, img)
	t.Logf("the table: %s", f.Name())
}

// readGray reads a PNG as a grey picture.
func readGray(t *testing.T, name string) *image.Gray {
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
	g := image.NewGray(image.Rect(0, 0, src.Bounds().Dx(), src.Bounds().Dy()))
	draw.Draw(g, g.Bounds(), src, src.Bounds().Min, draw.Src)
	return g
}
