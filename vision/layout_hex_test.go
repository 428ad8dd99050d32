package vision_test

import (
	"errors"
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/internal/hexgrid"
	"mecanoid/tag"
	"mecanoid/vision"
)

// hexBoard is a board of cols x rows hexes of across mm but the gaps,
// its hexes' bounding box from (0,0) as print lays out a hex board.
func hexBoard(cols, rows int, across float64, gaps ...hexgrid.Offset) vision.HexLayout {
	var hexes []hexgrid.Hex
	for _, h := range hexgrid.Rect(cols, rows) {
		if !slices.Contains(gaps, h.Offset()) {
			hexes = append(hexes, h)
		}
	}
	grid, w, ht := hexgrid.FitLayout(across, hexes)
	return vision.HexLayout{Cols: cols, Rows: rows, Hexes: hexes, Grid: grid, Width: w, Height: ht}
}

// arena is boards/arena.hex's layout: 9 x 8 hexes of 60 mm, no gap.
func arena() vision.HexLayout { return hexBoard(9, 8, 60) }

// r is the radius (centre to corner) of a 60 mm hex: 60/√3.
var hexR = 60 / math.Sqrt(3)

// hexCentre is the centre of hex [col,row] of a board of 60 mm hexes as
// printed, worked out by hand: the bounding box starts at the west corner
// of column 1 and the top side of row 1; columns are 1.5 r apart, rows 60
// mm, even columns 30 mm lower.
func hexCentre(col, row int) (x, y float64) {
	x = hexR + 1.5*hexR*float64(col-1)
	y = 30 + 60*float64(row-1)
	if col%2 == 0 {
		y += 30
	}
	return x, y
}

// TestHexLayoutGeometry: the arena's 9 x 8 hexes of 60 mm span 14 r x
// 510 mm, which the markers frame; robots face one of six sides.
func TestHexLayoutGeometry(t *testing.T) {
	l := arena()
	if math.Abs(l.Width-14*hexR) > 1e-9 || math.Abs(l.Height-510) > 1e-9 {
		t.Errorf("area %gx%g mm, want %gx510", l.Width, l.Height, 14*hexR)
	}
	area := l.Area(tag.DefaultMarkers)
	if w, h := area.Size(); w != l.Width || h != l.Height || area.Tile != 60 || area.Columns != 9 || area.Rows != 8 || area.Markers != tag.DefaultMarkers {
		t.Errorf("area %+v", area)
	}
	if got := strings.Join(l.Directions(), " "); got != "N NE SE S SW NW" {
		t.Errorf("directions %q", got)
	}
	if !l.Faces(tag.Robot) || l.Faces(tag.Corner) {
		t.Error("robots face a side of their hex; nothing else faces")
	}
}

// TestHexLayoutPlace works each place out by hand from hexCentre: the
// distance to a side is 30 mm less the way along that side's direction
// (N (0,-1), NE (√3/2,-1/2), ...); 7.2 mm (0.12 of 60) or less straddles.
func TestHexLayoutPlace(t *testing.T) {
	b, gap := arena(), hexBoard(3, 3, 60, hexgrid.Offset{Col: 2, Row: 2})
	cx, cy := hexCentre(3, 4) // (4r, 210)
	s3 := math.Sqrt(3) / 2
	cases := []struct {
		name   string
		board  vision.HexLayout
		x, y   float64
		place  string
		inside float64
		doubt  string
		off    bool
	}{
		{"the middle of [3,4]", b, cx, cy, "hex [3,4]", 1, "", false},
		{"the middle of [2,1], an even column", b, 2.5 * hexR, 60, "hex [2,1]", 1, "", false},
		{"the middle of [9,8], the south-east corner (odd: not lowered)", b, 13 * hexR, 450, "hex [9,8]", 1, "", false},
		{"15 mm north of [3,4]'s centre", b, cx, cy - 15, "hex [3,4]", 0.5, "", false},
		{"15 mm towards [3,4]'s west corner", b, cx - 15, cy, "hex [3,4]", (30 - 15*s3) / 30, "", false},
		{"3 mm from [3,4]'s north side", b, cx, cy - 27, "hex [3,4]", 0.1, "straddles hexes [3,4] and [3,3]: put it in the middle of its hex", false},
		{"3 mm from [3,4]'s north-east side", b, cx + 27*s3, cy - 27*0.5, "hex [3,4]", 0.1, "straddles hexes [3,4] and [4,3]:", false},
		{"3 mm from [4,4]'s south-west side", b, 5.5*hexR - 27*s3, 240 + 27*0.5, "hex [4,4]", 0.1, "straddles hexes [4,4] and [3,5]:", false},
		// (16.321, −28) from the centre: 28 mm along N, 14.134 + 14 along NE.
		{"by [3,4]'s north-east corner", b, cx + 16.321, cy - 28, "hex [3,4]", (30 - 16.321*s3 - 14) / 30, "straddles hexes [3,4] and [3,3] and [4,3]:", false},
		{"by [1,1]'s west corner, at the board's edge", b, 5, 30, "hex [1,1]", (30 - 29.641*s3) / 30, "straddles hexes [1,1] and the board's edge:", false},
		{"in the bounding box's corner, on no hex", b, 3, 3, "", 0, "at the board's edge, on no hex", true},
		{"beside the board, west", b, -40, 200, "", 0, "", true},
		{"beside the board, east", b, 14*hexR + 1, 200, "", 0, "", true},
		{"on a gap", gap, 2.5 * hexR, 120, "", 0, "on [2,2], a gap in the board (no hex)", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pl := c.board.Place(tag.Robot, calibration.Point{X: c.x, Y: c.y})
			if pl.Off != c.off {
				t.Fatalf("%+v: off %v, want %v", pl, pl.Off, c.off)
			}
			if (c.doubt == "") != (pl.Doubt.String() == "") || !strings.Contains(pl.Doubt.String(), c.doubt) {
				t.Errorf("doubt %q, want %q", pl.Doubt.String(), c.doubt)
			}
			if c.off {
				return
			}
			if pl.Name.String() != c.place {
				t.Errorf("on %s [%d,%d], want %s", pl.Name.String(), pl.Col, pl.Row, c.place)
			}
			if math.Abs(pl.Inside-c.inside) > 1e-3 {
				t.Errorf("inside %.4f, want %.4f", pl.Inside, c.inside)
			}
		})
	}
}

// newHexTable is the arena seen from above and a little south, as the
// fake codes of the judgement test place tags.
func newHexTable(t *testing.T, l vision.HexLayout) *table {
	t.Helper()
	b := l.Area(tag.DefaultMarkers)
	w, h := b.Size()
	cam := calibration.LookAt(calibration.Vec{X: w / 2, Y: h/2 + 200, Z: -1100}, calibration.Vec{X: w / 2, Y: h / 2}, 0, 1500, 1920, 1080)
	tb := &table{board: b, cam: cam}
	cal, err := calibration.Solve(b, tb.markers(0), 1920, 1080, calibration.Settings{TagHeight: 30})
	if err != nil {
		t.Fatal(err)
	}
	tb.cal = cal
	return tb
}

func hexRobot(id int) string { return tag.Payload{Game: "HEXP", Kind: tag.Robot, ID: id}.String() }

// TestScanHexJudgement: with a HexLayout the scanner names a robot's
// facing among the six directions (a tag's top turned k·60° clockwise
// from north faces direction k+1), takes a tag up to 20° off a direction
// as facing it, and asks for one turned more (between two sides) to be
// turned, naming both; a robot on a side or two on a hex are refused.
func TestScanHexJudgement(t *testing.T) {
	l := arena()
	tb := newHexTable(t, l)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))
	var markers []vision.Code
	for _, m := range tb.markers(0) {
		markers = append(markers, vision.Code{Text: tag.Payload{Game: "HEXP", Kind: tag.Corner, ID: m.Corner}.String(), Corners: m.Corners, ModulePx: vision.ModulePx(m.Corners)})
	}
	scan := func(codes ...vision.Code) (*vision.State, error) {
		sc := &vision.Scanner{Game: "HEXP", Board: tb.board, Layout: l, Decoder: fakeDecoder{append(append([]vision.Code{}, markers...), codes...)},
			Settings: calibration.Settings{TagHeight: 30}}
		return sc.Scan(blank)
	}
	x, y := hexCentre(5, 4)
	for _, c := range []struct {
		angle  float64
		facing string
	}{{0, "N"}, {60, "NE"}, {120, "SE"}, {180, "S"}, {240, "SW"}, {300, "NW"}, {360 - 19, "N"}, {60 + 18, "NE"}, {180 - 18, "S"}} {
		st, err := scan(tb.code(hexRobot(2), x, y, 30, c.angle))
		if err != nil {
			t.Errorf("turned %g°: %v", c.angle, err)
			continue
		}
		p := st.Pieces[0]
		if p.Facing != c.facing || p.Place != "hex [5,4]" || p.Col != 5 || p.Row != 4 {
			t.Errorf("turned %g°: %s facing %s (%.1f°), want hex [5,4] facing %s", c.angle, p.Place, p.Facing, p.Angle, c.facing)
		}
		off := math.Abs(math.Remainder(c.angle, 60))
		if want := 1 - off/30; math.Abs(p.Confidence-want) > 0.03 {
			t.Errorf("turned %g°: confidence %.3f, want about %.3f (1 at a side, 0 between two)", c.angle, p.Confidence, want)
		}
	}
	for _, c := range []struct {
		name    string
		codes   []vision.Code
		problem string
	}{
		{"turned 30°", []vision.Code{tb.code(hexRobot(2), x, y, 30, 30)}, "robot 2 at hex [5,4]: faces between N and NE (30°): turn it to face one side"},
		{"turned 22° anticlockwise from SE", []vision.Code{tb.code(hexRobot(2), x, y, 30, 120-22)}, "faces between SE and NE (98°)"},
		{"turned 215°", []vision.Code{tb.code(hexRobot(2), x, y, 30, 215)}, "faces between SW and S (215°)"},
		{"on a side", []vision.Code{tb.code(hexRobot(2), x, y-28, 30, 0)}, "robot 2 at hex [5,4]: straddles hexes [5,4] and [5,3]"},
		{"two on a hex", []vision.Code{tb.code(hexRobot(2), x, y, 30, 0), tb.code(hexRobot(4), x+5, y+5, 30, 180)}, "robot 4 at hex [5,4]: shares its hex with robot 2"},
		{"on no hex", []vision.Code{tb.code(hexRobot(2), 2, 4, 30, 0)}, "at the board's edge, on no hex"},
	} {
		_, err := scan(c.codes...)
		if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), c.problem) {
			t.Errorf("%s: err = %v\nwant a rescan saying %q", c.name, err, c.problem)
		}
	}
	// A robot taken off and put beside the board is left out, with a warning.
	st, err := scan(tb.code(hexRobot(2), x, y, 30, 0), tb.code(hexRobot(3), -60, 100, 30, 0))
	if err != nil || len(st.Pieces) != 1 || len(st.Warnings) != 1 || !strings.Contains(st.Warnings[0], "robot 3 lies beside the board") {
		t.Errorf("robot beside the board: %v, %+v", err, st)
	}
}
