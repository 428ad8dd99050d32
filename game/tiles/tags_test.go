package tiles

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	rules "mecanoid/engine/tiles"
	"mecanoid/tag"
	"mecanoid/vision"
)

// TestPrintedTileTagsReadBack prints the bundled set with tiles print,
// renders the pages with pdftoppm at 150 dpi (a module of 0.6 mm is 3.5
// pixels) and reads each page turned as a tile laid N, E, S or W on the
// table with vision's decoder: the tag in J10 names that print of that
// tile, and its corners the way its diamond points.
func TestPrintedTileTagsReadBack(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (poppler-utils)")
	}
	data, err := os.ReadFile("../../worlds/valdor.tiles")
	if err != nil {
		t.Fatal(err)
	}
	set, err := rules.ParseSet("../../worlds/valdor.tiles", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pdf := filepath.Join(dir, "tiles.pdf")
	if code, out, stderr := clitest.Run("tiles", "print", "--set", "../../worlds/valdor.tiles", "-o", pdf); code != 0 {
		t.Fatalf("tiles print: exit %d\n%s%s", code, out, stderr)
	}
	// Three prints: a unique tile, a generic tile's second print, the last.
	prints := SetCopies(set)
	for _, page := range []int{2, 4, len(prints)} {
		want := prints[page-1]
		img := renderPage(t, pdf, page, dir)
		for f := rules.North; f <= rules.West; f++ {
			codes, err := vision.QRReader{}.Decode(turn(img, int(f)))
			if err != nil {
				t.Fatal(err)
			}
			var found []string
			read := false
			for _, c := range codes {
				found = append(found, c.Text)
				p, err := tag.Parse(c.Text)
				if err != nil || p.Kind != tag.Tile {
					continue
				}
				read = true
				cp, ok := tileOfTag(set, p)
				name := ""
				if ok {
					name = set.Tiles[cp.Tile].Name
				}
				if !ok || name != want.Tile.Name || cp.Copy != max(want.Copy, 1) {
					t.Errorf("page %d: tag %s reads as %s #%d, printed for %s #%d", page, c.Text, name, cp.Copy, want.Tile.Name, want.Copy)
				}
				if got := tileFacing(c.Angle()); got != f {
					t.Errorf("%s laid %v: its tag reads %v (angle %.2f rad)", want.Tile.Name, f, got, c.Angle())
				}
			}
			if !read {
				t.Errorf("%s laid %v: no tile tag read (codes: %s)", want.Tile.Name, f, strings.Join(found, " "))
			}
		}
	}
}

// TestPlacedTilesTaggedAsTheSet: a world's tiles printed from the journal
// carry the tags the set's prints do, each naming the print laid.
func TestPlacedTilesTaggedAsTheSet(t *testing.T) {
	s := limitsWorld(t)
	list := PlacedCopies(s)
	if len(list) != len(s.Tiles) {
		t.Fatalf("%d prints for %d tiles", len(list), len(s.Tiles))
	}
	seen := map[int]bool{}
	for i, pl := range s.Tiles {
		cp, ok := tileOfTag(s.Set, TileTag(list[i].Tag))
		if !ok || cp.Tile != pl.Tile || cp.Copy != pl.Copy || seen[list[i].Tag] {
			t.Errorf("%s at %v printed with tag %d, which names %+v", s.Name(pl), pl.At, list[i].Tag, cp)
		}
		seen[list[i].Tag] = true
	}
	if _, ok := tileOfTag(s.Set, TileTag(s.Set.Count()+1)); ok {
		t.Error("a tag past the set's prints names a tile")
	}
}

// TestPrintedFigurineTags: a world printed from the journal ends with a
// page of its characters' figurine tags, read back by vision's decoder,
// and says the tags' sizes and the camera they need.
func TestPrintedFigurineTags(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (poppler-utils)")
	}
	dir := t.TempDir()
	j, pdf := filepath.Join(dir, "t.journal"), filepath.Join(dir, "world.pdf")
	if code, _, stderr := clitest.Run("tiles", "new", "../../worlds/valdor.json", "--journal", j); code != 0 {
		t.Fatalf("new: exit %d: %s", code, stderr)
	}
	code, out, stderr := clitest.Run("tiles", "print", "--journal", j, "-o", pdf)
	if code != 0 {
		t.Fatalf("print: exit %d: %s", code, stderr)
	}
	// The layout, the 7 tiles laid (a sheet each at 18 mm cells), the figurines.
	for _, want := range []string{": 9 pages, ", "the 7 placed tiles, cells of 18 mm, 2 figurine tags of 16 mm",
		"Each tile is 180 mm square, its tag in J10 15 mm; for the world as laid:", "seeing a 720 x 720 mm table"} {
		if !strings.Contains(out, want) {
			t.Errorf("print said %q, want %q", out, want)
		}
	}
	codes, err := vision.QRReader{}.Decode(renderPage(t, pdf, 9, dir))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range codes {
		got = append(got, c.Text)
	}
	slices.Sort(got)
	if want := []string{figurineTag(0).String(), figurineTag(1).String()}; !slices.Equal(got, want) {
		t.Errorf("figurine page reads %v, want %v (Aldo, Béa)", got, want)
	}
}

// renderPage is page n of pdf as a grey picture.
func renderPage(t *testing.T, pdf string, n int, dir string) *image.Gray {
	t.Helper()
	prefix := filepath.Join(dir, "page")
	num := strconv.Itoa(n)
	if out, err := exec.Command("pdftoppm", "-r", "150", "-gray", "-png", "-f", num, "-l", num, "-singlefile", pdf, prefix).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v: %s", err, out)
	}
	f, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := src.Bounds()
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			g.Set(x, y, src.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return g
}

// turn is img turned k quarter turns clockwise: a tile laid facing k.
func turn(img *image.Gray, k int) *image.Gray {
	for ; k > 0; k-- {
		b := img.Bounds()
		out := image.NewGray(image.Rect(0, 0, b.Dy(), b.Dx()))
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				out.Pix[x*out.Stride+(b.Dy()-1-y)] = img.Pix[y*img.Stride+x]
			}
		}
		img = out
	}
	return img
}
