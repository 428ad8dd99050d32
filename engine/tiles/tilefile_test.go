package tiles_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/tiles"
)

func TestParseBundledSet(t *testing.T) {
	data, err := os.ReadFile("../../worlds/valdor.tiles")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tiles.ParseSet("valdor.tiles", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "Val d'Orage" || len(s.Tiles) != 8 || s.Count() != 12 || len(s.Specials) != 5 {
		t.Fatalf("set %q: %d tiles, %d prints, %d specials", s.Name, len(s.Tiles), s.Count(), len(s.Specials))
	}
	i, _ := s.Find("Auberge du Gué")
	a := s.Tiles[i]
	if a.Realm != "Plaine" || a.Kind != "village" || !a.Unique || a.Needs[tiles.East].Tile != "Pont de Pierre" {
		t.Fatalf("Auberge: %+v", a)
	}
	// Row 3 of the Auberge: ". # # # . . # F # ." — H3 is the fountain.
	if sq := a.Square(tiles.Cell{Col: 8, Row: 3}); !sq.Walkable || sq.Special != 'F' {
		t.Errorf("H3 = %+v", sq)
	}
	if a.Walkable(tiles.Cell{Col: 2, Row: 2}) || !a.Walkable(tiles.Cell{Col: 1, Row: 1}) || a.Walkable(tiles.Label) {
		t.Error("B2 walkable, A1 not, or J10 walkable")
	}
	j, _ := s.Find("Forêt")
	if f := s.Tiles[j]; f.Unique || f.Copies != 3 {
		t.Errorf("Forêt: unique %v, %d copies", f.Unique, f.Copies)
	}
	again, err := tiles.ParseSet("again", tiles.MarshalSet(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(tiles.MarshalSet(again)) != string(tiles.MarshalSet(s)) {
		t.Error("MarshalSet does not read back the same")
	}
}

func TestIncludes(t *testing.T) {
	files := map[string]string{
		"sets/main.tiles":   "set Main\nspecial F fontaine\ninclude more/a.tiles\n" + tileText("Camp", "realm Plaine"),
		"sets/more/a.tiles": tileText("Well", "realm Plaine", "") + "\n",
	}
	files["sets/more/a.tiles"] = strings.Replace(files["sets/more/a.tiles"], "..........\n", ".F........\n", 1)
	load := func(name string) ([]byte, error) {
		if d, ok := files[name]; ok {
			return []byte(d), nil
		}
		return nil, os.ErrNotExist
	}
	s, err := tiles.ParseSet("sets/main.tiles", []byte(files["sets/main.tiles"]), load)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Tiles) != 2 || s.Tiles[0].Name != "Well" || s.Tiles[0].Square(tiles.Cell{Col: 2, Row: 1}).Special != 'F' {
		t.Fatalf("tiles %+v", s.Tiles)
	}
	_, err = tiles.ParseSet("sets/main.tiles", []byte("include nothere.tiles\n"), load)
	if !errors.Is(err, tiles.ErrSetup) || !strings.Contains(err.Error(), "sets/main.tiles:1:1") {
		t.Errorf("missing include: %v", err)
	}
}

// Each error names the file, line and column, and wraps a sentinel.
func TestSetErrors(t *testing.T) {
	good := tileText("Camp", "realm Plaine")
	replaceRow := func(row int, with string) string {
		lines := strings.Split(good, "\n")
		lines[3+row-1] = with
		return strings.Join(lines, "\n")
	}
	cases := []struct {
		name, text string
		sentinel   error
		where      string
		contains   string
	}{
		{"J10 walkable", replaceRow(10, ".........."), tiles.ErrSetup, "t:13:10", "J10 is never walkable"},
		{"short row", replaceRow(4, "........."), tiles.ErrSyntax, "t:7:10", "row 4 has 9 cells"},
		{"long row", replaceRow(4, "..........."), tiles.ErrSyntax, "t:7:11", "more than 10"},
		{"bad symbol", replaceRow(2, "..3......."), tiles.ErrSyntax, "t:5:3", "is not a cell"},
		{"undeclared special", replaceRow(2, "..Q......."), tiles.ErrSetup, "t:5:3", "symbol Q at C2"},
		{"row number", replaceRow(2, " 3 .........."), tiles.ErrSyntax, "t:5:2", "row number 3"},
		{"missing rows", strings.Join(strings.Split(good, "\n")[:8], "\n"), tiles.ErrSyntax, "t:3", "the grid has 5 rows"},
		{"no realm", tileText("Camp", ""), tiles.ErrSetup, "t:1", "no realm"},
		{"twice", good + good, tiles.ErrSetup, "t:14", "already defined at t:1"},
		{"keyword", "tile X\nrelam Plaine\n", tiles.ErrSyntax, "t:2:1", "unknown keyword \"relam\""},
		{"outside a tile", "realm Plaine\n", tiles.ErrSyntax, "t:1:1", "belongs to a tile"},
		{"side", tileText("Camp", "realm Plaine\nneighbour Q kind forest"), tiles.ErrSyntax, "t:3:11", "side \"Q\""},
		{"need", tileText("Camp", "realm Plaine\nneighbour N realm forest"), tiles.ErrSyntax, "t:3:13", "write kind or tile"},
		{"two needs", tileText("Camp", "realm Plaine\nneighbour N kind a\nneighbour n kind b"), tiles.ErrSyntax, "t:4:11", "already has a need"},
		{"copies", tileText("Camp", "realm Plaine\ngeneric 0"), tiles.ErrSyntax, "t:3:9", "copies \"0\""},
		{"no grid", "tile A\nrealm B\n", tiles.ErrSyntax, "t:1", "has no grid"},
		{"special", "special .. x\n", tiles.ErrSyntax, "t:1:9", "one character"},
		{"empty", "# nothing\n", tiles.ErrSetup, "t", "no tiles"},
		{"not utf8", "tile \xff\n", tiles.ErrSyntax, "t", "not UTF-8"},
		{"include without loader", "include x.tiles\n", tiles.ErrSetup, "t:1:1", "cannot read"},
	}
	for _, c := range cases {
		_, err := tiles.ParseSet("t", []byte(c.text), nil)
		var pe *tiles.PosError
		if !errors.Is(err, c.sentinel) || !errors.As(err, &pe) {
			t.Errorf("%s: err %v, want %v", c.name, err, c.sentinel)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.where+":") || !strings.Contains(err.Error(), c.contains) {
			t.Errorf("%s: %q, want at %s containing %q", c.name, err, c.where, c.contains)
		}
	}
}

func TestParseCellAndPos(t *testing.T) {
	for s, want := range map[string]tiles.Cell{"A1": {Col: 1, Row: 1}, "j10": {Col: 10, Row: 10}, "C7": {Col: 3, Row: 7}} {
		if c, err := tiles.ParseCell(s); err != nil || c != want || strings.ToUpper(s) != c.String() {
			t.Errorf("%s: %v %v", s, c, err)
		}
	}
	for _, s := range []string{"", "K1", "A0", "A11", "A+1", "1A", "AA"} {
		if _, err := tiles.ParseCell(s); err == nil {
			t.Errorf("%q read as a cell", s)
		}
	}
	if p, err := tiles.ParsePos(" -1, 2"); err != nil || p != (tiles.Pos{X: -1, Y: 2}) {
		t.Errorf("pos %v %v", p, err)
	}
	for _, s := range []string{"1", "a,b", "1,2,3", "5000,0"} {
		if _, err := tiles.ParsePos(s); err == nil {
			t.Errorf("%q read as a place", s)
		}
	}
}
