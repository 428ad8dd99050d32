package tiles

import (
	"flag"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/print/printtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// valdorWorld is the bundled world: Val d'Orage's set and its steps.
func valdorWorld(t *testing.T) *rules.World {
	t.Helper()
	path := filepath.Join("..", "..", "worlds", "valdor.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := rules.ParseWorld(path, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// countLines counts the operations of a record that begin with prefix.
func countLines(rec, prefix string) int {
	n := 0
	for _, l := range strings.Split(rec, "\n") {
		if strings.HasPrefix(l, prefix) {
			n++
		}
	}
	return n
}

// colourOf is an opaque colour as a print.Recorder writes it.
func colourOf(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// A tile at true scale: 18 mm cells from the page margin and its label
// room; every cell no one may stand on shaded, every special a disc, J10
// with the name, the realm and the diamond, A..J and 1..10 along it.
func TestPrintTile(t *testing.T) {
	w := valdorWorld(t)
	set := w.Setup.Set
	i, _ := set.Find("Auberge du Gué")
	tile := set.Tiles[i]
	var rec print.Recorder
	if err := PrintTiles(&rec, set, []TileCopy{{Tile: tile}}, DefaultTilePrint()); err != nil {
		t.Fatal(err)
	}
	out := rec.String()
	if rec.Pages() != 1 {
		t.Fatalf("%d pages", rec.Pages())
	}
	blocked := 0
	for _, sq := range tile.Squares {
		if !sq.Walkable {
			blocked++
		}
	}
	// Counted on the Auberge's grid in valdor.tiles: # in row 2: 6, row 3:
	// 5 (H3 is the fountain), row 4: 3, row 6: 2, row 7: 4, row 8: 2, and
	// J10: 23 (J10 is then painted over white for its label).
	if blocked != 23 {
		t.Fatalf("%d blocked squares in the Auberge, want 23", blocked)
	}
	if n := countLines(out, "poly "+colourOf(TileBlocked)); n != blocked {
		t.Errorf("%d shaded cells, want %d", n, blocked)
	}
	if n := countLines(out, "circle "+colourOf(SpecialCol)); n != 2 {
		t.Errorf("%d special discs, want 2 (F at H3, T at E7)", n)
	}
	for _, want := range []string{"Auberge du Gué — Plaine, village", `"Auberge"`, `"Plaine"`, `"J10"`, `"A1"`, `"C7"`, "Neighbour on side E (diamond up): tile Pont de Pierre.", "F: fontaine", "T: trésor"} {
		if want == `"J10"` {
			if strings.Contains(out, want) {
				t.Error("J10 carries the label, not its name")
			}
			continue
		}
		if !strings.Contains(out, want) {
			t.Errorf("no %s on the page", want)
		}
	}
	// True scale: the fountain (H3) and the treasure (E7) lie 3 cells
	// apart across and 4 down: 54 mm and 72 mm with 18 mm cells.
	var xy [][2]float64
	for _, l := range strings.Split(out, "\n") {
		var x, y, r float64
		if _, err := fmt.Sscanf(l, "circle #c83c28 %f,%f r%f", &x, &y, &r); err == nil {
			xy = append(xy, [2]float64{x, y})
		}
	}
	if len(xy) != 2 || math.Abs(xy[0][0]-xy[1][0]-54) > 0.01 || math.Abs(xy[1][1]-xy[0][1]-72) > 0.01 {
		t.Errorf("special discs at %v", xy)
	}
	printtest.CheckGolden(t, *update, "tiles.golden", out)
}

// The layout sheet shows every placed tile, and each character once.
func TestLayoutSheet(t *testing.T) {
	w := valdorWorld(t)
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := states[len(states)-1]
	var rec print.Recorder
	if err := LayoutSheet(&rec, s, print.DefaultPage, "Val d'Orage"); err != nil {
		t.Fatal(err)
	}
	out := rec.String()
	for _, p := range s.Tiles {
		if !strings.Contains(out, `"`+s.Name(p)+`"`) {
			t.Errorf("tile %s not on the sheet", s.Name(p))
		}
	}
	if n := countLines(out, "circle "+colourOf(characterCol)); n != len(s.Characters) {
		t.Errorf("%d characters drawn, want %d", n, len(s.Characters))
	}
	printtest.CheckGolden(t, *update, "tiles-layout.golden", out)
}

// pagesIn are the tile at true scale and the layout sheet, their words
// in l (as print's tests draw its own pages).
func pagesIn(t *testing.T, l lang.Lang) []printtest.Kind {
	page := print.DefaultPage
	page.Lang = l
	w := valdorWorld(t)
	set := w.Setup.Set
	i, _ := set.Find("Auberge du Gué")
	tilePrint := DefaultTilePrint()
	tilePrint.Page = page
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	world := states[len(states)-1]
	return []printtest.Kind{
		{Name: "tiles", Draw: func(d print.Doc) error { return PrintTiles(d, set, []TileCopy{{Tile: set.Tiles[i]}}, tilePrint) }},
		{Name: "tiles-layout", Draw: func(d print.Doc) error { return LayoutSheet(d, world, page, "Val d'Orage") }},
	}
}

// TestPagesInFrench: what each page writes in French, and where, is
// testdata/fr/NAME.golden (its text only: the drawing is the English
// golden's); a page in English (Lang "en") draws what a page with no
// language draws, which the English goldens hold.
func TestPagesInFrench(t *testing.T) {
	printtest.CheckFrench(t, *update, pagesIn(t, lang.FR))
	printtest.CheckEnglishUnchanged(t, pagesIn(t, lang.EN), pagesIn(t, ""))
}

// TestPagesCatalog: every message the pages print is in the catalog, in
// English and French, and so is each side's need.
func TestPagesCatalog(t *testing.T) {
	uses, err := lang.Keys(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uses {
		if !lang.Has(u.Key) {
			t.Errorf("%s: %q is not in the catalog (game/tiles/messages.go)", u.Pos, u.Key)
		}
	}
	for _, k := range tileNeeds {
		if !lang.Has(k) {
			t.Errorf("%q is not in the catalog (game/tiles/messages.go)", k)
		}
	}
}

// TestNeedWords: a tile's needs read in English as the set file writes
// them, in French with the French words.
func TestNeedWords(t *testing.T) {
	n := 0
	for _, tile := range valdorWorld(t).Setup.Set.Tiles {
		for _, need := range tile.Needs {
			if need == nil {
				continue
			}
			n++
			if got := needWords(lang.EN.Printer(), need); got != need.String() {
				t.Errorf("%s: %q, the set file says %q", tile.Name, got, need.String())
			}
			if fr := needWords(lang.FR.Printer(), need); !strings.HasPrefix(fr, "tuile ") && !strings.HasPrefix(fr, "genre ") {
				t.Errorf("%s: %q in French", tile.Name, fr)
			}
		}
	}
	if n == 0 {
		t.Error("no need in the world's tiles")
	}
}

// TestPagesTextFit: in both languages, no line of the pages runs off its
// page or into its neighbour (French is longer).
func TestPagesTextFit(t *testing.T) {
	printtest.CheckTextFits(t, func(l lang.Lang) []printtest.Kind { return pagesIn(t, l) })
}
