package vision_test

import (
	"errors"
	"image"
	"math"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/tag"
	"mecanoid/vision"
)

// netzLayout is the default printed Netzwerk board (game/netzwerk's DefaultBoardPrint):
// 60 mm squares, 26 mm energy fields, a 16 mm border: a 392 mm area.
var netzLayout = vision.NetzwerkLayout{Columns: 6, Rows: 6, Square: 60, Field: 26, Border: 16}

func TestNetzwerkLayoutBoard(t *testing.T) {
	b := netzLayout.Board(tag.DefaultMarkers)
	if w, h := b.Size(); w != 392 || h != 392 {
		t.Errorf("area %gx%g mm, want 392x392 (6 squares of 60 and 2 borders of 16)", w, h)
	}
	// Without Width and Height, the size is still the tiles'.
	b.Width, b.Height = 0, 0
	if w, h := b.Size(); w != 360 || h != 360 {
		t.Errorf("tiles: %gx%g mm, want 360x360", w, h)
	}
}

// TestNetzwerkLayoutPlace works each place out by hand: square [X,Y]
// spans 16+60(X-1) .. 16+60X mm; corner [X,Y] is at (16+60X, 16+60Y).
func TestNetzwerkLayoutPlace(t *testing.T) {
	cases := []struct {
		name     string
		kind     tag.Kind
		x, y     float64
		col, row int
		place    string
		inside   float64
		doubt    string
		off      bool
	}{
		{"robot in the middle of square [2,5]", tag.Robot, 106, 286, 2, 5, "square [2,5]", 1, "", false},
		{"robot 15 mm from the west edge of square [1,1]", tag.Robot, 31, 46, 1, 1, "square [1,1]", 0.5, "", false},
		{"robot 3 mm into square [3,5]", tag.Robot, 139, 286, 3, 5, "square [3,5]", 0.1, "straddles squares [3,5] and [2,5]", false},
		{"robot near the corner of four squares", tag.Robot, 133, 253, 2, 4, "square [2,4]", 0.1, "squares [2,4] and [3,4] and [2,5] and [3,5]", false},
		{"robot on the border", tag.Robot, 8, 200, 0, 0, "", 0, "on the border", true},
		{"robot beside the board", tag.Robot, -40, 200, 0, 0, "", 0, "", true},
		{"battery on corner [3,4]", tag.Battery, 196, 256, 3, 4, "corner [3,4]", 1, "", false},
		{"battery 6.5 mm off corner [3,4]", tag.Battery, 196 + 6.5, 256, 3, 4, "corner [3,4]", 0.5, "", false},
		{"battery on corner [0,0], in the border", tag.Battery, 14, 18, 0, 0, "corner [0,0]", 1 - math.Hypot(2, 2)/13, "", false},
		{"battery on corner [6,6]", tag.Battery, 376, 376, 6, 6, "corner [6,6]", 1, "", false},
		{"battery between corners", tag.Battery, 196 + 20, 256, 3, 4, "near corner [3,4]", 0, "between corners (20 mm", false},
		{"battery beside the board", tag.Battery, 400, 100, 0, 0, "", 0, "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pl := netzLayout.Place(c.kind, calibration.Point{X: c.x, Y: c.y})
			if pl.Off != c.off {
				t.Fatalf("%+v: off %v, want %v", pl, pl.Off, c.off)
			}
			if (c.doubt == "") != (pl.Doubt.String() == "") || !strings.Contains(pl.Doubt.String(), c.doubt) {
				t.Errorf("doubt %q, want %q", pl.Doubt.String(), c.doubt)
			}
			if c.off {
				return
			}
			if pl.Col != c.col || pl.Row != c.row || pl.Name.String() != c.place {
				t.Errorf("%s [%d,%d], want %s [%d,%d]", pl.Name.String(), pl.Col, pl.Row, c.place, c.col, c.row)
			}
			if math.Abs(pl.Inside-c.inside) > 1e-9 {
				t.Errorf("inside %.3f, want %.3f", pl.Inside, c.inside)
			}
		})
	}
	if netzLayout.Faces(tag.Robot) || netzLayout.Faces(tag.Battery) {
		t.Error("Netzwerk pieces face no direction")
	}
}

func newNetzTable(t *testing.T) *table {
	t.Helper()
	b := netzLayout.Board(tag.DefaultMarkers)
	w, h := b.Size()
	cam := calibration.LookAt(calibration.Vec{X: w / 2, Y: h/2 + 200, Z: -900}, calibration.Vec{X: w / 2, Y: h / 2}, 0, 1500, 1920, 1080)
	tb := &table{board: b, cam: cam}
	cal, err := calibration.Solve(b, tb.markers(0), 1920, 1080, calibration.Settings{TagHeight: 30})
	if err != nil {
		t.Fatal(err)
	}
	tb.cal = cal
	return tb
}

func netz(kind tag.Kind, id int) string {
	return tag.Payload{Game: "NETZ", Kind: kind, ID: id}.String()
}

// TestScanNetzwerkJudgement: the scanner with the Netzwerk layout places
// robots on squares and batteries on corners, ignores which way tags are
// turned, and refuses a battery between corners, a robot on a line or the
// border, and two pieces on one place.
func TestScanNetzwerkJudgement(t *testing.T) {
	tb := newNetzTable(t)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))
	var markers []vision.Code
	for _, m := range tb.markers(0) {
		markers = append(markers, vision.Code{Text: tag.Payload{Game: "NETZ", Kind: tag.Corner, ID: m.Corner}.String(), Corners: m.Corners, ModulePx: vision.ModulePx(m.Corners)})
	}
	// Robot 1 on square [2,5] turned 45° (no facing to judge), battery 9 on
	// corner [3,4], battery 2 on corner [2,5] (a square and a corner share
	// their numbers, not their place).
	good := []vision.Code{tb.code(netz(tag.Robot, 1), 106, 286, 30, 45), tb.code(netz(tag.Battery, 9), 198, 253, 1, 170), tb.code(netz(tag.Battery, 2), 136, 316, 1, 0)}
	with := func(extra ...vision.Code) []vision.Code {
		return append(append(append([]vision.Code{}, markers...), good...), extra...)
	}
	cases := []struct {
		name    string
		codes   []vision.Code
		expect  []tag.Payload
		problem string
		pieces  int
	}{
		{name: "right", codes: with(), pieces: 3},
		{name: "a captured robot beside the board", codes: with(tb.code(netz(tag.Robot, 7), -60, 200, 30, 0)),
			expect: []tag.Payload{{Game: "NETZ", Kind: tag.Robot, ID: 7}}, pieces: 3},
		{name: "battery between corners", codes: with(tb.code(netz(tag.Battery, 4), 76+19, 76, 1, 0)), problem: "battery 4 at near corner [1,1]: between corners"},
		{name: "robot on a line", codes: with(tb.code(netz(tag.Robot, 3), 226, 136+2, 30, 0)), problem: "robot 3 at square [4,3]: straddles squares [4,3] and [4,2]"},
		{name: "robot on the border", codes: with(tb.code(netz(tag.Robot, 3), 200, 384, 30, 0)), problem: "mm from the board's north-west corner: on the border, not on a square"},
		{name: "two robots on a square", codes: with(tb.code(netz(tag.Robot, 8), 100, 280, 30, 0)), problem: "robot 8 at square [2,5]: shares its square with robot 1"},
		{name: "two batteries on a corner", codes: with(tb.code(netz(tag.Battery, 10), 194, 258, 1, 0)), problem: "battery 10 at corner [3,4]: shares its corner with battery 9"},
		{name: "a battery missing", codes: with(), expect: []tag.Payload{{Game: "NETZ", Kind: tag.Battery, ID: 5}}, problem: "battery 5: not seen"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := &vision.Scanner{Game: "NETZ", Board: tb.board, Layout: netzLayout, Decoder: fakeDecoder{c.codes}, Expect: c.expect, Settings: calibration.Settings{TagHeight: 30}}
			st, err := sc.Scan(blank)
			if c.problem != "" {
				if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), c.problem) {
					t.Errorf("err = %v\nwant a rescan saying %q", err, c.problem)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Pieces) != c.pieces {
				t.Fatalf("%d pieces, want %d: %+v", len(st.Pieces), c.pieces, st.Pieces)
			}
			want := map[string]string{netz(tag.Robot, 1): "square [2,5]", netz(tag.Battery, 9): "corner [3,4]", netz(tag.Battery, 2): "corner [2,5]"}
			for _, p := range st.Pieces {
				if want[p.Text] != p.Place {
					t.Errorf("%s on %q, want %q", p.Label, p.Place, want[p.Text])
				}
			}
			if st.Pieces[0].Col != 2 || st.Pieces[0].Row != 5 || st.Pieces[1].Col != 2 || st.Pieces[1].Row != 5 || st.Pieces[2].Col != 3 || st.Pieces[2].Row != 4 {
				t.Errorf("robot first, then batteries by ID: %+v", st.Pieces)
			}
			if c.name == "a captured robot beside the board" && (len(st.Warnings) != 1 || !strings.Contains(st.Warnings[0], "robot 7 lies beside the board")) {
				t.Errorf("warnings %q", st.Warnings)
			}
		})
	}
}
