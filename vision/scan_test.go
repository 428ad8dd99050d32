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
	"mecanoid/vision/synth"
	_ "mecanoid/vision/zbar"  // the best patch reader of the build, as the CLI uses
	_ "mecanoid/vision/zxing" // (zxing-cpp, then zbar, with cgo)
)

// TestScanSyntheticPhotos reads generated photos from easy to hard and
// checks the board state against the ground truth: right, or a rescan
// request when a piece is truly hidden, never a wrong state.
func TestScanSyntheticPhotos(t *testing.T) {
	cases := []struct {
		category string
		seed     uint64
	}{{"easy", 11}, {"perspective", 12}, {"lighting", 13}, {"blur-noise", 14}, {"occlusion", 15}, {"hard", 16}}
	for _, c := range cases {
		t.Run(c.category, func(t *testing.T) {
			cat, _ := synth.CategoryByName(c.category)
			ph, err := synth.Generate(synth.Options{Category: cat, Seed: c.seed})
			if err != nil {
				t.Fatal(err)
			}
			img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
			if err != nil {
				t.Fatal(err)
			}
			tr := ph.Truth
			var expect []tag.Payload
			hidden := false
			for _, p := range tr.Pieces {
				pl, _ := tag.Parse(p.Payload)
				expect = append(expect, pl)
				hidden = hidden || p.Unreadable()
			}
			for _, m := range tr.Markers {
				hidden = hidden || m.Unreadable()
			}
			sc := &vision.Scanner{Game: tag.DR2D, Board: tr.Board, Expect: expect}
			st, err := sc.Scan(img)
			if err != nil {
				if hidden && errors.Is(err, vision.ErrRescan) {
					t.Logf("rightly refused: %v", err)
					return
				}
				t.Fatalf("scan: %v", err)
			}
			if hidden {
				t.Errorf("a piece is hidden but the scan returned a state without complaint: %+v", st.Pieces)
			}
			got := map[string]vision.Piece{}
			for _, p := range st.Pieces {
				got[p.Text] = p
			}
			for _, p := range tr.Pieces {
				g, ok := got[p.Payload]
				if !ok {
					t.Errorf("%s not read", p.Payload)
					continue
				}
				if g.Col != p.Col || g.Row != p.Row || g.Facing != p.Facing {
					t.Errorf("%s read at [%d,%d] facing %s, truly [%d,%d] facing %s", p.Payload, g.Col, g.Row, g.Facing, p.Col, p.Row, p.Facing)
				}
				if d := math.Hypot(g.Board.X-p.Board.X, g.Board.Y-p.Board.Y); d > 4 {
					t.Errorf("%s placed %.1f mm from its true position", p.Payload, d)
				}
			}
			if len(st.Pieces) != len(tr.Pieces) {
				t.Errorf("read %d pieces, the photo has %d", len(st.Pieces), len(tr.Pieces))
			}
			if len(st.Foreign) != len(tr.Foreign) {
				t.Errorf("reported %d foreign codes, the photo has %d (%v)", len(st.Foreign), len(tr.Foreign), tr.Foreign)
			}
		})
	}
}

// fakeDecoder returns codes placed by hand: the scanner's judgement is
// tested apart from decoding.
type fakeDecoder struct{ codes []vision.Code }

func (f fakeDecoder) Decode(*image.Gray) ([]vision.Code, error) { return f.codes, nil }

// table is a board seen by a known camera, for placing fake codes.
type table struct {
	board calibration.Board
	cam   calibration.Camera
	cal   *calibration.Calibration
}

func newTable(t *testing.T) *table {
	t.Helper()
	b := calibration.Board{Columns: 6, Rows: 6, Tile: 50, Markers: tag.DefaultMarkers}
	w, h := b.Size()
	cam := calibration.LookAt(calibration.Vec{X: w / 2, Y: h/2 + 200, Z: -700}, calibration.Vec{X: w / 2, Y: h / 2}, 0, 1500, 1920, 1080)
	tb := &table{board: b, cam: cam}
	cal, err := calibration.Solve(b, tb.markers(0), 1920, 1080, calibration.Settings{TagHeight: 30})
	if err != nil {
		t.Fatal(err)
	}
	tb.cal = cal
	return tb
}

// code is a tag with text at board point (x, y) mm, height h, turned angle
// degrees clockwise from north.
func (tb *table) code(text string, x, y, h, angle float64) vision.Code {
	half := tag.ModuleSize(tag.DefaultTagSize) * tag.QRModules / 2
	a := angle * math.Pi / 180
	var c vision.Code
	c.Text = text
	for i, uv := range [4][2]float64{{-half, -half}, {half, -half}, {half, half}, {-half, half}} {
		px := x + uv[0]*math.Cos(a) - uv[1]*math.Sin(a)
		py := y + uv[0]*math.Sin(a) + uv[1]*math.Cos(a)
		c.Corners[i] = tb.cam.Project(calibration.Vec{X: px, Y: py, Z: -h})
	}
	c.ModulePx = vision.ModulePx(c.Corners)
	return c
}

func (tb *table) markers(shift float64) []calibration.Marker {
	w, h := tb.board.Size()
	var ms []calibration.Marker
	for k := range 4 {
		var m calibration.Marker
		m.Corner = k
		for i, p := range tb.board.Markers.Corners(k, w, h) {
			q := tb.cam.Project(calibration.Vec{X: p[0], Y: p[1]})
			m.Corners[i] = calibration.Point{X: q.X + shift, Y: q.Y}
		}
		ms = append(ms, m)
	}
	return ms
}

func (tb *table) markerCodes(shift float64, which ...int) []vision.Code {
	var out []vision.Code
	for _, m := range tb.markers(shift) {
		for _, k := range which {
			if m.Corner == k {
				out = append(out, vision.Code{Text: tag.Payload{Game: tag.DR2D, Kind: tag.Corner, ID: k}.String(), Corners: m.Corners, ModulePx: vision.ModulePx(m.Corners)})
			}
		}
	}
	return out
}

// cell is the board point in cell [col,row] at (fx, fy) of the tile.
func cell(col, row int, fx, fy float64) (float64, float64) {
	return (float64(col-1) + fx) * 50, (float64(row-1) + fy) * 50
}

func robot(id int) string { return tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id}.String() }

func TestScanJudgement(t *testing.T) {
	tb := newTable(t)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))
	x1, y1 := cell(2, 3, 0.5, 0.5)
	x2, y2 := cell(5, 1, 0.45, 0.55)
	good := []vision.Code{tb.code(robot(1), x1, y1, 30, 90), tb.code(robot(2), x2, y2, 30, 184)}
	all := tb.markerCodes(0, 0, 1, 2, 3)
	with := func(extra ...vision.Code) []vision.Code {
		return append(append(append([]vision.Code{}, all...), good...), extra...)
	}
	xs, ys := cell(4, 4, 0.97, 0.5)
	law := tag.Payload{Game: tag.DR2D, Kind: tag.Law, ID: 2}
	cases := []struct {
		name    string
		codes   []vision.Code
		cal     bool
		expect  []tag.Payload
		problem string // "" : no error
		foreign int
	}{
		{name: "right, calibrated from the photo", codes: with(), problem: ""},
		{name: "right, with a calibration", codes: with(), cal: true},
		{name: "foreign code ignored and reported", codes: with(vision.Code{Text: "HTTPS://EXAMPLE.COM", Corners: good[0].Corners}), foreign: 1},
		{name: "tag of another game is foreign", codes: with(tb.code("MC1:NETZ:B:7", 100, 100, 1, 0)), foreign: 1},
		{name: "duplicated tag", codes: with(tb.code(robot(1), 220, 220, 30, 0)), problem: "robot 1 at pixels"},
		{name: "missing robot", codes: with(), expect: []tag.Payload{{Game: tag.DR2D, Kind: tag.Robot, ID: 3}}, problem: "robot 3: not seen"},
		{name: "missing law", codes: with(), expect: []tag.Payload{law}, problem: "law 2: not seen"},
		{name: "straddling two cells", codes: with(tb.code(robot(3), xs, ys, 30, 0)), problem: "robot 3 at cell [4,4]: straddles cells [4,4] and [5,4]"},
		{name: "facing between two directions", codes: with(tb.code(robot(3), 125, 125, 30, 42)), problem: "robot 3 at cell [3,3]: faces between N and E"},
		{name: "two robots on one cell", codes: with(tb.code(robot(3), x1+8, y1+8, 30, 0)), problem: "shares its cell with robot"},
		{name: "off the board", codes: with(tb.code(robot(3), -30, 100, 30, 0)), problem: "robot 3 at -30 mm"},
		{name: "corner marker missing", codes: append(tb.markerCodes(0, 0, 1, 3), good...), problem: "corner marker SE"},
		{name: "markers not checked without any in view", codes: good, cal: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := &vision.Scanner{Game: tag.DR2D, Board: tb.board, Decoder: fakeDecoder{c.codes}, Expect: c.expect}
			if c.cal {
				sc.Calibration = tb.cal
			}
			st, err := sc.Scan(blank)
			if c.problem == "" {
				if err != nil {
					t.Fatalf("unexpected: %v", err)
				}
				if len(st.Pieces) != 2 || st.Pieces[0].Col != 2 || st.Pieces[0].Row != 3 || st.Pieces[0].Facing != "E" ||
					st.Pieces[1].Col != 5 || st.Pieces[1].Row != 1 || st.Pieces[1].Facing != "S" {
					t.Errorf("state %+v", st.Pieces)
				}
				if len(st.Foreign) != c.foreign {
					t.Errorf("%d foreign codes, want %d", len(st.Foreign), c.foreign)
				}
				return
			}
			if !errors.Is(err, vision.ErrRescan) {
				t.Fatalf("err = %v, want ErrRescan", err)
			}
			if !strings.Contains(err.Error(), c.problem) {
				t.Errorf("err = %v\nwant it to say %q", err, c.problem)
			}
			if st == nil {
				t.Error("no state returned with the rescan request")
			}
		})
	}
}

// TestScanNoticesMove: the camera moved since calibration; with all four
// markers in view the scanner recalibrates and reads right; with three (a
// figurine on a corner cell hides one) too, from the camera it knows,
// saying which was not seen; with two it asks for a rescan naming the
// missing markers.
func TestScanNoticesMove(t *testing.T) {
	tb := newTable(t)
	old := tb.cal
	// The camera turned a little: everything shifts by 40 px.
	tb.cam = calibration.LookAt(calibration.Vec{X: 150 - 25, Y: 150 + 200, Z: -700}, calibration.Vec{X: 150 - 25, Y: 150}, 0, 1500, 1920, 1080)
	x, y := cell(2, 3, 0.5, 0.5)
	r1 := tb.code(robot(1), x, y, 30, 0)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))

	sc := &vision.Scanner{Game: tag.DR2D, Board: tb.board, Calibration: old, Decoder: fakeDecoder{append(tb.markerCodes(0, 0, 1, 2, 3), r1)}}
	st, err := sc.Scan(blank)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Recalibrated || len(st.Pieces) != 1 || st.Pieces[0].Col != 2 || st.Pieces[0].Row != 3 {
		t.Errorf("recalibrated %v, pieces %+v", st.Recalibrated, st.Pieces)
	}
	sc.Decoder = fakeDecoder{append(tb.markerCodes(0, 0, 1, 2), r1)}
	st, err = sc.Scan(blank)
	if err != nil {
		t.Fatalf("SW hidden: %v", err)
	}
	if !st.Recalibrated || len(st.Pieces) != 1 || st.Pieces[0].Col != 2 || st.Pieces[0].Row != 3 {
		t.Errorf("SW hidden: recalibrated %v, pieces %+v", st.Recalibrated, st.Pieces)
	}
	if w := strings.Join(st.Warnings, "; "); !strings.Contains(w, "corner marker SW not seen") {
		t.Errorf("SW hidden: warnings %q, want SW named", w)
	}
	sc.Decoder = fakeDecoder{append(tb.markerCodes(0, 0, 1), r1)}
	_, err = sc.Scan(blank)
	if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), "corner marker SW") || !strings.Contains(err.Error(), "corner marker SE") || !strings.Contains(err.Error(), "moved") {
		t.Errorf("err = %v, want a rescan naming markers SE and SW and the move", err)
	}
}

// TestScanFirstFrameThreeMarkers: with no calibration yet, a frame with a
// marker hidden is refused naming it, unless the lens is measured or the
// field of view given (the camera is then known, and three markers'
// twelve corners place the board).
func TestScanFirstFrameThreeMarkers(t *testing.T) {
	tb := newTable(t)
	x, y := cell(1, 1, 0.5, 0.5)
	r1 := tb.code(robot(1), x, y, 30, 0)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))
	sc := &vision.Scanner{Game: tag.DR2D, Board: tb.board, Settings: calibration.Settings{TagHeight: 30},
		Decoder: fakeDecoder{append(tb.markerCodes(0, 1, 2, 3), r1)}} // NW hidden by robot 1
	_, err := sc.Scan(blank)
	if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), "corner marker NW") {
		t.Errorf("lens unknown: err = %v, want a rescan naming marker NW", err)
	}
	sc.Settings.FOV = 65 // 2·atan(960/1500)
	st, err := sc.Scan(blank)
	if err != nil {
		t.Fatalf("field of view known: %v", err)
	}
	if len(st.Pieces) != 1 || st.Pieces[0].Col != 1 || st.Pieces[0].Row != 1 || st.Calibration.FocalFrom != "field of view" {
		t.Errorf("field of view known: pieces %+v, focal from %q", st.Pieces, st.Calibration.FocalFrom)
	}
	sc.Settings.FOV = 0
	sc.Settings.Lens = calibration.Lens{Width: 1920, Height: 1080, FX: 1500, FY: 1500, CX: 960, CY: 540}
	st, err = sc.Scan(blank)
	if err != nil {
		t.Fatalf("lens known: %v", err)
	}
	if len(st.Pieces) != 1 || st.Pieces[0].Col != 1 || st.Pieces[0].Row != 1 {
		t.Errorf("lens known: pieces %+v", st.Pieces)
	}
}

func TestScanUnreadableImage(t *testing.T) {
	ph, err := synth.Generate(synth.Options{Category: synth.Categories[0], Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"truncated.jpg": ph.JPEG[:len(ph.JPEG)/3],
		"text.jpg":      []byte("not a picture"),
		"empty.png":     nil,
	} {
		if _, err := vision.DecodeImage(name, data); !errors.Is(err, vision.ErrUnreadable) || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: err = %v, want ErrUnreadable naming the file", name, err)
		}
	}
	if _, err := vision.DecodeImage("ok.jpg", ph.JPEG); err != nil {
		t.Errorf("whole photo: %v", err)
	}
}
