package tiles

import (
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"mecanoid/cli/clitest"
	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// node is an SVG element read back with encoding/xml.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []*node    `xml:",any"`
}

func (n *node) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *node) num(t *testing.T, name string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(n.attr(name), 64)
	if err != nil {
		t.Fatalf("<%s %s=%q>: %v", n.XMLName.Local, name, n.attr(name), err)
	}
	return v
}

// all is every element under n (n too) that keep accepts, in order.
func (n *node) all(keep func(*node) bool) []*node {
	var out []*node
	if keep(n) {
		out = append(out, n)
	}
	for _, c := range n.Children {
		out = append(out, c.all(keep)...)
	}
	return out
}

// text is all the text under n.
func (n *node) text() string {
	s := n.Text
	for _, c := range n.Children {
		s += " " + c.text()
	}
	return s
}

func classed(class string) func(*node) bool {
	return func(n *node) bool { return slices.Contains(strings.Fields(n.attr("class")), class) }
}

func parseSVG(t *testing.T, board string) *node {
	t.Helper()
	var root node
	if err := xml.Unmarshal([]byte(board), &root); err != nil {
		t.Fatalf("the board is no well-formed SVG: %v\n%s", err, board)
	}
	if root.XMLName.Local != "svg" || root.attr("viewBox") == "" || root.attr("width") != "" || root.attr("height") != "" {
		t.Fatalf("want one <svg> with a viewBox only, got <%s viewBox=%q width=%q height=%q>",
			root.XMLName.Local, root.attr("viewBox"), root.attr("width"), root.attr("height"))
	}
	return &root
}

// limitsWorld is testdata/limits.json played: twelve tiles (the whole
// pile) turned every way, two places left empty for want of tiles, a
// Hiatus at 0,1, Aldo on Pont de Pierre turned S, Béa on the inn.
func limitsWorld(t *testing.T) *rules.State {
	t.Helper()
	data, err := os.ReadFile("testdata/limits.json")
	if err != nil {
		t.Fatal(err)
	}
	w, err := rules.ParseWorld("testdata/limits.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	states, _, err := w.Replay()
	if err != nil {
		t.Fatal(err)
	}
	return states[len(states)-1]
}

// pos reads "x,y".
func pos(t *testing.T, s string) rules.Pos {
	t.Helper()
	p, err := rules.ParsePos(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestWorldDrawn reads the drawn world back as SVG: every tile where it
// lies, turned as laid (its J10 and diamond in the corner its orientation
// puts them), its walkable cells those of its definition; the figurines on
// their cells; the places to explore, the limits of the world, the Hiatus.
func TestWorldDrawn(t *testing.T) {
	s := limitsWorld(t)
	svg := parseSVG(t, worldView("limits", s, lang.EN.Printer()).Board)

	tiles := svg.all(classed("tile"))
	if len(tiles) != len(s.Tiles) || len(tiles) != 12 {
		t.Fatalf("%d tiles drawn, %d laid (want 12)", len(tiles), len(s.Tiles))
	}
	// Where the world's places lie in the drawing: from the inn, laid N at
	// 0,0, its cell A1 is the north-west corner of its place.
	var inn *node
	for _, g := range tiles {
		if g.attr("data-at") == "0,0" {
			inn = g
		}
	}
	if inn == nil || inn.attr("data-tile") != "Auberge du Gué" || inn.attr("data-facing") != "N" {
		t.Fatalf("0,0 is not the inn laid N: %+v", inn)
	}
	a1 := inn.all(func(n *node) bool { return n.attr("data-cell") == "A1" })[0]
	ox, oy := a1.num(t, "x"), a1.num(t, "y")
	corner := func(p rules.Pos) (float64, float64) { return ox + float64(p.X)*100, oy + float64(p.Y)*100 }

	// J10's corner for each orientation, the tile turned clockwise from N:
	// bottom right, bottom left, top left, top right.
	j10 := map[string][2]float64{"N": {90, 90}, "E": {0, 90}, "S": {0, 0}, "W": {90, 0}}
	facings := map[string]bool{}
	for _, g := range tiles {
		at := pos(t, g.attr("data-at"))
		pl, ok := s.TileAt(at)
		if !ok {
			t.Fatalf("a tile drawn at %v, none laid there", at)
		}
		if g.attr("data-tile") != s.Name(pl) || g.attr("data-facing") != pl.Facing.String() {
			t.Errorf("at %v: drawn %s facing %s, laid %s facing %v", at, g.attr("data-tile"), g.attr("data-facing"), s.Name(pl), pl.Facing)
		}
		facings[g.attr("data-facing")] = true
		var n int
		if _, err := fmt.Sscanf(g.attr("data-piece"), "tile %d", &n); err != nil {
			t.Errorf("%s: data-piece %q", s.Name(pl), g.attr("data-piece"))
		} else if cp, ok := tileOfTag(s.Set, tag.Payload{Game: TagCode, Kind: tag.Tile, ID: n}); !ok || cp.Tile != pl.Tile || cp.Copy != pl.Copy {
			t.Errorf("%s: piece %q names the print %+v, its tag another", s.Name(pl), g.attr("data-piece"), cp)
		}
		def := s.Set.Tiles[pl.Tile]
		cells := g.all(func(n *node) bool { return n.XMLName.Local == "rect" && n.attr("data-cell") != "" })
		walk, block, label := 0, 0, 0
		x0, y0 := corner(at)
		for _, c := range cells {
			cell, err := rules.ParseCell(c.attr("data-cell"))
			if err != nil {
				t.Fatal(err)
			}
			switch c.attr("class") {
			case "walk":
				walk++
				if !def.Walkable(cell) {
					t.Errorf("%s %v drawn walkable", s.Name(pl), cell)
				}
			case "block":
				block++
				if def.Walkable(cell) {
					t.Errorf("%s %v drawn not walkable", s.Name(pl), cell)
				}
			case "label":
				label++
				want := j10[pl.Facing.String()]
				if c.num(t, "x") != x0+want[0] || c.num(t, "y") != y0+want[1] {
					t.Errorf("%s facing %v: J10 at %g,%g, want %g,%g", s.Name(pl), pl.Facing, c.num(t, "x"), c.num(t, "y"), x0+want[0], y0+want[1])
				}
			}
		}
		want := 0
		for _, sq := range def.Squares {
			if sq.Walkable {
				want++
			}
		}
		if walk != want || block != 99-want || label != 1 {
			t.Errorf("%s: %d walkable, %d not, %d label cells drawn; its definition has %d walkable", s.Name(pl), walk, block, label, want)
		}
		d := g.all(classed("diamond"))
		if len(d) != 1 || d[0].attr("data-facing") != pl.Facing.String() ||
			!strings.Contains(d[0].attr("transform"), fmt.Sprintf("rotate(%d)", 90*int(pl.Facing))) {
			t.Errorf("%s: diamond %+v, want one turned %v", s.Name(pl), d, pl.Facing)
		}
		if !strings.Contains(g.text(), s.Name(pl)) || !strings.Contains(g.text(), def.Realm) {
			t.Errorf("%s: its name or realm %s not written: %q", s.Name(pl), def.Realm, g.text())
		}
	}
	if len(facings) != 4 {
		t.Errorf("the test world should turn tiles every way, drawn: %v", facings)
	}
	// Pont de Pierre, laid S (half a turn), has 83 walkable cells (its river
	// blocks E and F but on rows 5 and 6); its E1 lies at offset 5,9 of its
	// place, counted by hand.
	for _, g := range tiles {
		if g.attr("data-tile") != "Pont de Pierre" {
			continue
		}
		if g.attr("data-facing") != "S" || len(g.all(classed("walk"))) != 83 {
			t.Errorf("Pont de Pierre: facing %s, %d walkable, want S and 83", g.attr("data-facing"), len(g.all(classed("walk"))))
		}
		e1 := g.all(func(n *node) bool { return n.attr("data-cell") == "E1" })[0]
		x0, y0 := corner(rules.Pos{X: 1, Y: 0})
		if e1.attr("class") != "block" || e1.num(t, "x") != x0+50 || e1.num(t, "y") != y0+90 {
			t.Errorf("Pont de Pierre's E1: %s at %g,%g, want block at %g,%g", e1.attr("class"), e1.num(t, "x"), e1.num(t, "y"), x0+50, y0+90)
		}
	}

	// The figurines: Aldo on J6 of Pont de Pierre (laid S, so at offset 0,4
	// of its place), Béa on F6 of the inn.
	chars := svg.all(func(n *node) bool { return strings.HasPrefix(n.attr("data-piece"), "character ") })
	want := []struct {
		piece, name, at, cell string
		x, y                  int // the cell's offset in its place
	}{{"character 1", "Aldo", "1,0", "J6", 0, 4}, {"character 2", "Béa", "0,0", "F6", 5, 5}}
	if len(chars) != len(want) {
		t.Fatalf("%d figurines drawn, want %d", len(chars), len(want))
	}
	for i, w := range want {
		g := chars[i]
		if g.attr("data-piece") != w.piece || g.attr("data-name") != w.name || g.attr("data-at") != w.at || g.attr("data-cell") != w.cell {
			t.Errorf("figurine %d: %s %s at %s %s, want %+v", i, g.attr("data-piece"), g.attr("data-name"), g.attr("data-at"), g.attr("data-cell"), w)
		}
		x0, y0 := corner(pos(t, w.at))
		c := g.all(func(n *node) bool { return n.XMLName.Local == "circle" })[0]
		if cx, cy := c.num(t, "cx"), c.num(t, "cy"); cx != x0+float64(w.x)*10+5 || cy != y0+float64(w.y)*10+5 {
			t.Errorf("%s stands at %g,%g, want the centre of %s at %g,%g", w.name, cx, cy, w.cell, x0+float64(w.x)*10+5, y0+float64(w.y)*10+5)
		}
		if !strings.Contains(g.text(), w.name) {
			t.Errorf("%s's name not written by its figurine", w.name)
		}
	}

	places := func(class string) []string {
		var at []string
		for _, g := range svg.all(classed(class)) {
			at = append(at, g.attr("data-at"))
			x0, y0 := corner(pos(t, g.attr("data-at")))
			// Inside its place (a place to explore beyond the world shows
			// its part nearest the world only).
			r := g.all(func(n *node) bool { return n.XMLName.Local == "rect" })[0]
			x, y, w, h := r.num(t, "x"), r.num(t, "y"), r.num(t, "width"), r.num(t, "height")
			if x < x0 || y < y0 || x+w > x0+100 || y+h > y0+100 || w < 40 || h < 40 {
				t.Errorf("%s %s drawn at %g,%g %gx%g, its place is at %g,%g", class, g.attr("data-at"), x, y, w, h, x0, y0)
			}
		}
		slices.Sort(at)
		return at
	}
	// Every open place next to a tile, counted by hand from the map.
	if got, want := places("open"), []string{"-1,-2", "-1,2", "-2,-1", "-2,1", "-3,0", "0,-3", "1,2", "2,-2", "3,-1", "3,0"}; !slices.Equal(got, want) {
		t.Errorf("places to explore %v, want %v", got, want)
	}
	if got, want := places("hole"), []string{"1,-2", "2,1"}; !slices.Equal(got, want) {
		t.Errorf("limits of the world %v, want %v", got, want)
	}
	for _, g := range svg.all(classed("hole")) {
		if !strings.Contains(g.text(), "limits of the world") {
			t.Errorf("hole %s says %q", g.attr("data-at"), g.text())
		}
	}
	if got := places("hiatus"); !slices.Equal(got, []string{"0,1"}) {
		t.Errorf("Hiatus drawn at %v, want 0,1", got)
	} else if txt := svg.all(classed("hiatus"))[0].text(); !strings.Contains(txt, "Colline") || !strings.Contains(txt, "Forêt") {
		t.Errorf("the Hiatus does not name the tiles the plans disagree on: %q", txt)
	}
}

// TestWorldViewInBothLanguages: the title, the characters table and the
// legend, in English and in French, with no English left in the French
// board's words.
func TestWorldViewInBothLanguages(t *testing.T) {
	s := limitsWorld(t)
	en, fr := worldView("limits", s, lang.EN.Printer()), worldView("limits", s, lang.FR.Printer())
	if en.Title != "limits: Val d'Orage, step 14" || fr.Title != "limits : Val d'Orage, étape 14" {
		t.Errorf("titles %q, %q", en.Title, fr.Title)
	}
	for _, c := range []struct {
		v          string
		board      string
		words, not []string
	}{
		{"en", en.Board, []string{"to explore", "limits of the world", "realm Plaine", "Colline or Forêt"}, []string{"explorer", "règne"}},
		{"fr", fr.Board, []string{"à explorer", "limites du monde", "règne Plaine", "Colline ou Forêt"}, []string{"to explore", "limits", "realm ", " or "}},
	} {
		txt := parseSVG(t, c.board).text()
		for _, w := range c.words {
			if !strings.Contains(txt, w) {
				t.Errorf("%s board: %q missing", c.v, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(txt, w) {
				t.Errorf("%s board: %q is not its language", c.v, w)
			}
		}
	}
	for _, v := range []struct {
		got  []string
		want []string
	}{
		{en.Pieces.Head, []string{"Character", "Tile", "Cell", "Place", "Plans"}},
		{fr.Pieces.Head, []string{"Personnage", "Tuile", "Case", "Place", "Plans"}},
		{en.Pieces.Rows[0].Cells, []string{"1 Aldo", "Pont de Pierre", "J6", "1,0", "Colline at 0,1, diamond N"}},
		{fr.Pieces.Rows[0].Cells, []string{"1 Aldo", "Pont de Pierre", "J6", "1,0", "Colline en 0,1, losange N"}},
		{fr.Pieces.Rows[1].Cells, []string{"2 Béa", "Auberge du Gué", "F6", "0,0", "Forêt en 0,1"}},
	} {
		if !slices.Equal(v.got, v.want) {
			t.Errorf("table %q, want %q", v.got, v.want)
		}
	}
	if en.Pieces.Rows[1].Piece != "character 2" || en.Pieces.Rows[0].Colour == en.Pieces.Rows[1].Colour {
		t.Errorf("rows name their piece and tell characters apart: %+v", en.Pieces.Rows)
	}
	if len(en.Legend) != len(fr.Legend) || len(en.Legend) < 6 {
		t.Fatalf("legends of %d and %d signs", len(en.Legend), len(fr.Legend))
	}
	for i := range en.Legend {
		parseSVG(t, en.Legend[i].Symbol)
		if en.Legend[i].Text == fr.Legend[i].Text {
			t.Errorf("legend %q not said in French", en.Legend[i].Text)
		}
	}
}

// TestShowSVG: tiles show writes the world drawn from a world file and
// from the journal, in the user's language; a bad file is a clear error.
func TestShowSVG(t *testing.T) {
	dir := t.TempDir()
	svgFile, page := filepath.Join(dir, "w.svg"), filepath.Join(dir, "w.html")
	code, out, stderr := clitest.Run("tiles", "show", "testdata/limits.json", "--svg", svgFile, "--html", page)
	if code != 0 || !strings.Contains(out, "wrote "+svgFile+": world limits drawn, 12 tiles, 2 characters") {
		t.Fatalf("show --svg: exit %d\n%s%s", code, out, stderr)
	}
	data, err := os.ReadFile(svgFile)
	if err != nil {
		t.Fatal(err)
	}
	body := strings.TrimPrefix(string(data), `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	if n := len(parseSVG(t, body).all(classed("tile"))); n != 12 {
		t.Errorf("the SVG file has %d tiles, want 12", n)
	}
	if html, _ := os.ReadFile(page); !strings.Contains(string(html), "<title>limits: Val d&#39;Orage, step 14</title>") ||
		!strings.Contains(string(html), `<tr data-piece="character 1">`) {
		t.Errorf("the page lacks its title or its characters table:\n%.600s", html)
	}

	// The journal's current world, in French.
	j := filepath.Join(dir, "t.journal")
	if code, _, stderr := clitest.Run("tiles", "new", "--set", "../../worlds/valdor.tiles", "--seed", "3", "--start", "Auberge du Gué",
		"--facing", "E", "--char", "Aldo@E5", "--journal", j, "--name", "soir"); code != 0 {
		t.Fatalf("new: exit %d: %s", code, stderr)
	}
	code, out, stderr = clitest.Run("--lang", "fr", "tiles", "show", "--svg", svgFile, "--journal", j)
	if code != 0 || !strings.Contains(out, "écrit : le monde soir dessiné, 1 tuile, 1 personnage") {
		t.Fatalf("show --svg from the journal: exit %d\n%s%s", code, out, stderr)
	}
	data, _ = os.ReadFile(svgFile)
	svg := parseSVG(t, strings.TrimPrefix(string(data), `<?xml version="1.0" encoding="UTF-8"?>`+"\n"))
	tiles := svg.all(classed("tile"))
	if len(tiles) != 1 || tiles[0].attr("data-facing") != "E" || len(svg.all(classed("open"))) != 4 ||
		!strings.Contains(svg.text(), "à explorer") {
		t.Errorf("the journal's world drawn: %d tiles, %d places to explore, %q", len(tiles), len(svg.all(classed("open"))), svg.text())
	}

	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"game": "simulacres", "seed": 1, "characters": [`), 0o644)
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"tiles", "show", bad, "--svg", svgFile}, "bad.json"},
		{[]string{"tiles", "show", filepath.Join(dir, "none.json"), "--svg", svgFile}, "none.json"},
		{[]string{"tiles", "show", "testdata/limits.json", "--svg", filepath.Join(dir, "no", "such", "dir", "w.svg")}, "w.svg"},
		{[]string{"tiles", "log", "--svg", svgFile, "--journal", j}, "--svg and --html go with tiles show"},
	} {
		code, out, stderr := clitest.Run(c.args...)
		if code != 2 || !strings.Contains(stderr, c.says) {
			t.Errorf("%v: exit %d, stderr %q (stdout %q); want 2 naming %q", c.args, code, stderr, out, c.says)
		}
	}
}
