package dr2d_test

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
)

func mustBoard(t testing.TB, path string) *dr2d.Board {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := dr2d.ParseBoard(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFactoryBoard(t *testing.T) {
	b := mustBoard(t, "../../boards/factory.board")
	if b.Width != 12 || b.Height != 12 || len(b.Layouts) != 2 || b.Name != "Factory floor" {
		t.Fatalf("got %q %dx%d with %d layouts", b.Name, b.Width, b.Height, len(b.Layouts))
	}
	kinds := map[dr2d.TileKind]bool{}
	for _, tiles := range b.Layouts {
		for _, tile := range tiles {
			kinds[tile.Kind] = true
		}
	}
	for k := dr2d.Neutral; k <= dr2d.Press; k++ {
		if !kinds[k] {
			t.Errorf("the all-tiles board has no %v", k)
		}
	}
	checks := []struct {
		cell dr2d.Cell
		want string
	}{
		{dr2d.Cell{X: 8, Y: 3}, "v+"}, {dr2d.Cell{X: 11, Y: 4}, "P<"}, {dr2d.Cell{X: 3, Y: 4}, "O"},
		{dr2d.Cell{X: 5, Y: 5}, "T+"}, {dr2d.Cell{X: 4, Y: 7}, "X"}, {dr2d.Cell{X: 11, Y: 2}, "R2"},
		{dr2d.Cell{X: 8, Y: 7}, "A"}, {dr2d.Cell{X: 7, Y: 10}, "^"},
	}
	for _, c := range checks {
		if got := b.Tile(0, c.cell).Symbol(); got != c.want {
			t.Errorf("tile at %v = %q, want %q", c.cell, got, c.want)
		}
	}
	if got := b.Tile(1, dr2d.Cell{X: 5, Y: 3}).Symbol(); got != "<" {
		t.Errorf("layout 2 at [5,3] = %q, want <", got)
	}
	walls := []struct {
		cell dr2d.Cell
		dir  dr2d.Dir
		want bool
	}{
		{dr2d.Cell{X: 5, Y: 4}, dr2d.East, true}, {dr2d.Cell{X: 6, Y: 4}, dr2d.West, true},
		{dr2d.Cell{X: 11, Y: 4}, dr2d.East, true}, {dr2d.Cell{X: 2, Y: 5}, dr2d.South, true},
		{dr2d.Cell{X: 2, Y: 6}, dr2d.North, true}, {dr2d.Cell{X: 4, Y: 5}, dr2d.South, false},
		{dr2d.Cell{X: 1, Y: 3}, dr2d.West, true},  // the laser's back wall (and the edge)
		{dr2d.Cell{X: 6, Y: 2}, dr2d.North, true}, // the laser's back wall
		{dr2d.Cell{X: 6, Y: 6}, dr2d.North, false},
		{dr2d.Cell{X: 12, Y: 12}, dr2d.South, true}, // the board edge
	}
	for _, w := range walls {
		if got := b.Wall(w.cell, w.dir); got != w.want {
			t.Errorf("wall %v %v = %v, want %v", w.cell, w.dir, got, w.want)
		}
	}
	if len(b.Lasers) != 3 {
		t.Errorf("%d lasers, want 3: %v", len(b.Lasers), b.Lasers)
	}
	if b.Laws != [3]dr2d.Cell{{X: 2, Y: 6}, {X: 11, Y: 7}, {X: 4, Y: 10}} {
		t.Errorf("laws at %v", b.Laws)
	}
}

func TestBundledBoardsRoundTrip(t *testing.T) {
	for _, path := range []string{"../../boards/factory.board", "../../boards/training.board", "../../boards/gauntlet.board"} {
		b := mustBoard(t, path)
		again, err := dr2d.ParseBoard("marshalled", dr2d.MarshalBoard(b))
		if err != nil {
			t.Fatalf("%s: marshalled board does not parse: %v\n%s", path, err, dr2d.MarshalBoard(b))
		}
		if !sameBoard(b, again) {
			t.Errorf("%s: board changed through MarshalBoard:\n%s", path, dr2d.MarshalBoard(b))
		}
	}
}

func sameBoard(a, b *dr2d.Board) bool {
	if a.Width != b.Width || a.Height != b.Height || len(a.Layouts) != len(b.Layouts) || a.Laws != b.Laws ||
		len(a.Lasers) != len(b.Lasers) || a.Name != b.Name {
		return false
	}
	for l := range a.Layouts {
		for i := range a.Layouts[l] {
			if a.Layouts[l][i] != b.Layouts[l][i] {
				return false
			}
		}
	}
	lasers := map[dr2d.Laser]bool{}
	for _, l := range a.Lasers {
		lasers[l] = true
	}
	for _, l := range b.Lasers {
		if !lasers[l] {
			return false
		}
	}
	for y := 1; y <= a.Height; y++ {
		for x := 1; x <= a.Width; x++ {
			for d := dr2d.North; d <= dr2d.West; d++ {
				c := dr2d.Cell{X: x, Y: y}
				if a.Wall(c, d) != b.Wall(c, d) {
					return false
				}
			}
		}
	}
	return true
}

func TestParseBoardErrors(t *testing.T) {
	tests := []struct {
		name, text string
		want       error
		where      string // "line:col" that the message must name
		says       string
	}{
		{"unknown tile", ". . .\n. Q .\n1 2 3\n", dr2d.ErrSyntax, "2:3", `unknown tile "Q"`},
		{"unknown two-letter tile", ". . .\n. . P*\n1 2 3\n", dr2d.ErrSyntax, "2:5", `unknown tile "P*"`},
		{"short row", ". . .\n. .\n1 2 3\n", dr2d.ErrSetup, "2:1", "row 2 has 2 cells, want 3"},
		{"long row", ". . .\n. . . .\n1 2 3\n", dr2d.ErrSetup, "2:7", "row 2 has 4 cells, want 3"},
		{"missing row", "size 3x3\n. . .\n1 2 3\n", dr2d.ErrSetup, "3:1", "layout 1 has 2 rows, want 3"},
		{"bad size", "size twelve\n", dr2d.ErrSyntax, "1:6", "WIDTHxHEIGHT"},
		{"huge size", "size 100x100\n", dr2d.ErrSetup, "1:6", "2..64"},
		{"empty", "# nothing\n", dr2d.ErrSyntax, "", "no board rows"},
		{"empty layout", ". .\n1 2\nlayout 2\n", dr2d.ErrSyntax, "3:1", "layout 2 has no rows"},
		// A law's cell that is not neutral in another layout: the error is
		// at the tile to mend, naming its layout (the law's own is neutral).
		{"law on a conveyor", "1 2 3\n. . .\n. . .\nlayout 2\n> . .\n. . .\n. . .\n", dr2d.ErrSetup, "5:1", "law 1 at [1,1] is not on a neutral tile in every layout: layout 2 has a conveyor E there (the law is written at line 1)"},
		{"law on a conveyor of an earlier layout", "layout 1\n. . .\nO . .\nlayout 2\n. . .\n1 2 3\n", dr2d.ErrSetup, "3:1", "law 1 at [1,2] is not on a neutral tile in every layout: layout 1 has a pothole there (the law is written at line 6)"},
		{"law on a pusher, both layouts written", "1 2 3\n. . .\nlayout 2\n1 2 P^\n. . .\n", dr2d.ErrSetup, "4:5", "law 3 at [3,1] is not on a neutral tile in every layout: layout 2 has a pusher N there (the law is written at line 1)"},
		{"law on an actuator", "1 2 3\n. . .\nlayout 2\n. 2 3\nA . .\nlayout 3\nA 2 3\n. . .\n", dr2d.ErrSetup, "7:1", "law 1 at [1,1] is not on a neutral tile in every layout: layout 3 has an actuator there (the law is written at line 1)"},
		{"law under a laser", "1 2 3\n. . .\nlayout 2\n. . .\n. . .\nlaser 2 1 S\n", dr2d.ErrSetup, "6:1", "law 2 at [2,1] is not on a neutral tile in every layout: layout 2 has a laser firing S there (the law is written at line 1)"},
		// A laser written twice in one layout: refused at the second.
		{"laser drawn and on a line", "L> 1 2\n.  3 .\nlaser 1 1 E\n", dr2d.ErrSetup, "3:1", "laser at [1,1] firing E written twice in layout 1 (first at line 1)"},
		{"laser line twice", ". 1 2\n. 3 .\nlaser 1 2 N\nlaser 1 2 N\n", dr2d.ErrSetup, "4:1", "laser at [1,2] firing N written twice in layout 1 (first at line 3)"},
		{"laser line, then drawn", "laser 2 2 W\n. 1 2\n3 L< .\n", dr2d.ErrSetup, "3:3", "laser at [2,2] firing W written twice in layout 1 (first at line 1)"},
		{"laser twice in layout 2", ". 1 2\n3 . .\nlayout 2\nL> 1 2\n3 . .\nlaser 1 1 E\n", dr2d.ErrSetup, "6:1", "written twice in layout 2 (first at line 4)"},
		{"law twice", "1 2 3\n. 1 .\n", dr2d.ErrSetup, "2:3", "law 1 placed twice"},
		{"layouts of different sizes", ". . .\n1 2 3\nlayout 2\n. .\n. .\n", dr2d.ErrSetup, "4:1", "row 1 has 2 cells, want 3"},
		{"bad laser line", ". .\n1 2\nlaser 1 one E\n", dr2d.ErrSyntax, "3:1", "laser"},
		{"laser line off board", ". .\n. .\nlaser 5 1 E\n", dr2d.ErrSetup, "3:1", "off the 2x2 board"},
		{"binary", "\xff\xfe\x00", dr2d.ErrSyntax, "", "not UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := dr2d.ParseBoard("test.board", []byte(tt.text))
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "test.board") {
				t.Errorf("%q does not name the file", msg)
			}
			if tt.where != "" && !strings.HasPrefix(msg, "test.board:"+tt.where+":") {
				t.Errorf("%q does not name line:col %s", msg, tt.where)
			}
			if !strings.Contains(msg, tt.says) {
				t.Errorf("%q does not say %q", msg, tt.says)
			}
		})
	}
}

// TestParseBoardLaserRepeated: a laser repeated in each layout is the same
// laser, as docs/board-format.md allows, kept once; a second laser in a
// cell, firing another way, is two.
func TestParseBoardLaserRepeated(t *testing.T) {
	tests := []struct {
		name, text string
		want       []dr2d.Laser
	}{
		{"drawn in both layouts", "L> 1 2\n3 . A\nlayout 2\nL> 1 2\n3 . .\n", []dr2d.Laser{{Cell: dr2d.Cell{X: 1, Y: 1}, Dir: dr2d.East}}},
		{"a line in each layout", ". 1 2\n3 . A\nlaser 2 2 N\nlayout 2\n. 1 2\n3 . .\nlaser 2 2 N\n", []dr2d.Laser{{Cell: dr2d.Cell{X: 2, Y: 2}, Dir: dr2d.North}}},
		{"drawn in one, a line in the other", "L> 1 2\n3 . A\nlayout 2\n. 1 2\n3 . .\nlaser 1 1 E\n", []dr2d.Laser{{Cell: dr2d.Cell{X: 1, Y: 1}, Dir: dr2d.East}}},
		{"a second laser, another way", "L> 1 2\n3 . .\nlaser 1 1 S\n", []dr2d.Laser{{Cell: dr2d.Cell{X: 1, Y: 1}, Dir: dr2d.East}, {Cell: dr2d.Cell{X: 1, Y: 1}, Dir: dr2d.South}}},
	}
	for _, tt := range tests {
		b, err := dr2d.ParseBoard("test.board", []byte(tt.text))
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if !slices.Equal(b.Lasers, tt.want) {
			t.Errorf("%s: lasers %v, want %v", tt.name, b.Lasers, tt.want)
		}
		again, err := dr2d.ParseBoard("again", dr2d.MarshalBoard(b))
		if err != nil || !sameBoard(b, again) {
			t.Errorf("%s: through MarshalBoard: %v\n%s", tt.name, err, dr2d.MarshalBoard(b))
		}
	}
}

func TestWallNotation(t *testing.T) {
	b, err := dr2d.ParseBoard("w", []byte("| . |. .\n._ .  1\n2 3 .|\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		c    dr2d.Cell
		d    dr2d.Dir
		want bool
	}{
		{dr2d.Cell{X: 1, Y: 1}, dr2d.East, true}, {dr2d.Cell{X: 2, Y: 1}, dr2d.West, true},
		{dr2d.Cell{X: 2, Y: 1}, dr2d.East, false}, {dr2d.Cell{X: 1, Y: 2}, dr2d.South, true},
		{dr2d.Cell{X: 1, Y: 3}, dr2d.North, true}, {dr2d.Cell{X: 2, Y: 2}, dr2d.South, false},
	}
	for _, tt := range tests {
		if got := b.Wall(tt.c, tt.d); got != tt.want {
			t.Errorf("wall %v %v = %v, want %v", tt.c, tt.d, got, tt.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want dr2d.Move
		str  string
	}{
		{"F", dr2d.Move{Step: dr2d.Forward}, "F"},
		{"b", dr2d.Move{Step: dr2d.Backward}, "B"},
		{"LF", dr2d.Move{Before: -1, Step: dr2d.Forward}, "LF"},
		{"FR", dr2d.Move{Step: dr2d.Forward, After: 1}, "FR"},
		{"RRB", dr2d.Move{Before: 2, Step: dr2d.Backward}, "RRB"},
		{"LFR", dr2d.Move{Before: -1, Step: dr2d.Forward, After: 1}, "LFR"},
		{"LR", dr2d.Move{}, "-"},
		{"-", dr2d.Move{}, "-"},
		{"", dr2d.Move{}, "-"},
		{"L", dr2d.Move{Before: -1}, "L"},
	}
	for _, tt := range tests {
		got, err := dr2d.ParseMove(tt.in)
		if err != nil || got != tt.want || got.String() != tt.str {
			t.Errorf("ParseMove(%q) = %+v %q, %v; want %+v %q", tt.in, got, got.String(), err, tt.want, tt.str)
		}
	}
	for _, bad := range []string{"FF", "FB", "X", "F2", "LLLLLLLLLF"} {
		if _, err := dr2d.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
}
