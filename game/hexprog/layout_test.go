package hexprog_test

import (
	"math"
	"os"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/hexprog"
	"mecanoid/game/hexprog"
	"mecanoid/tag"
)

func arenaBoard(t *testing.T) *rules.Board {
	t.Helper()
	data, err := os.ReadFile("../../boards/arena.hex")
	if err != nil {
		t.Fatal(err)
	}
	b, err := rules.ParseBoard("arena.hex", data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLayout: the scanner's layout of a board is print's (the same hexes
// where hexprog.BoardPrint draws them), of the board's hexsize unless
// told otherwise, and has the board's hexes only.
func TestLayout(t *testing.T) {
	b := arenaBoard(t)
	l := hexprog.Layout(b, 0)
	pl, pw, ph := hexprog.DefaultBoardPrint().HexLayout(b)
	if l.Grid != pl || l.Width != pw || l.Height != ph {
		t.Errorf("layout %+v %gx%g, print's %+v %gx%g", l.Grid, l.Width, l.Height, pl, pw, ph)
	}
	// The arena's 9 x 8 hexes of 60 mm span 14 r x 510 mm, r = 60/√3.
	if math.Abs(l.Width-14*60/math.Sqrt(3)) > 1e-9 || math.Abs(l.Height-510) > 1e-9 || l.Cols != 9 || l.Rows != 8 {
		t.Errorf("%dx%d hexes, area %gx%g mm", l.Cols, l.Rows, l.Width, l.Height)
	}
	if l80 := hexprog.Layout(b, 80); l80.Grid.Across != 80 || math.Abs(l80.Height-680) > 1e-9 {
		t.Errorf("80 mm hexes: %+v %g", l80.Grid, l80.Height)
	}
	gap, err := rules.ParseBoard("gap.hex", []byte(". . .\n. - .\n. . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	// [2,2]'s centre: 2.5 r east, 2 hexes of 60 mm south (an even column).
	pl2 := hexprog.Layout(gap, 60).Place(tag.Robot, calibration.Point{X: 2.5 * 60 / math.Sqrt(3), Y: 120})
	if !pl2.Off || !strings.Contains(pl2.Doubt.String(), "on [2,2], a gap in the board (no hex)") {
		t.Errorf("on the gap: %+v", pl2)
	}
}
