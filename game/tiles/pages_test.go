package print

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

func valdor(t *testing.T) *tiles.World {
	t.Helper()
	return parseFile(t, "../worlds/valdor.json", func(name string, data []byte) (*tiles.World, error) {
		return tiles.ParseWorld(name, data, os.ReadFile)
	})
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

// A tile at true scale: 18 mm cells from the page margin and its label
// room; every cell no one may stand on shaded, every special a disc, J10
// with the name, the realm and the diamond, A..J and 1..10 along it.
func TestPrintTile(t *testing.T) {
	w := valdor(t)
	set := w.Setup.Set
	i, _ := set.Find("Auberge du Gué")
	tile := set.Tiles[i]
	var rec Recorder
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
	if n := countLines(out, "poly "+hex(TileBlocked)); n != blocked {
		t.Errorf("%d shaded cells, want %d", n, blocked)
	}
	if n := countLines(out, "circle "+hex(SpecialCol)); n != 2 {
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
	checkGolden(t, "tiles.golden", out)
}

// The layout sheet shows every placed tile, and each character once.
func TestLayoutSheet(t *testing.T) {
	w := valdor(t)
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	s := states[len(states)-1]
	var rec Recorder
	if err := LayoutSheet(&rec, s, DefaultPage, "Val d'Orage"); err != nil {
		t.Fatal(err)
	}
	out := rec.String()
	for _, p := range s.Tiles {
		if !strings.Contains(out, `"`+s.Name(p)+`"`) {
			t.Errorf("tile %s not on the sheet", s.Name(p))
		}
	}
	if n := countLines(out, "circle "+hex(characterCol)); n != len(s.Characters) {
		t.Errorf("%d characters drawn, want %d", n, len(s.Characters))
	}
	checkGolden(t, "tiles-layout.golden", out)
}
