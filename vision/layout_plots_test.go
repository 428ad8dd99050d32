package vision_test

import (
	"errors"
	"image"
	"math"
	"os"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/game/skirmish"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
)

// crossingMap is boards/skirmish-crossing.map: 24 plots of 25 mm radius in
// rows A..D (y 70, 190, 310, 430) and columns 1..6 (x 60, 170, 280, 420,
// 530, 640) on a 700 x 500 mm area; the river between columns 3 and 4 is
// crossed by the bridges A3-A4, B3-B4 and D3-D4.
func crossingMap(t testing.TB) *rules.Map {
	t.Helper()
	data, err := os.ReadFile("../boards/skirmish-crossing.map")
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.ParseMap("skirmish-crossing.map", data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPlotsLayoutPlace(t *testing.T) {
	l := skirmish.Layout(crossingMap(t))
	for _, c := range []struct {
		x, y   float64
		name   string
		col    int
		inside float64
		doubt  string
		off    bool
	}{
		// A2 (170,70), the map's 2nd plot: 4.47 mm off centre is 1-4.47/25 inside.
		{x: 172, y: 66, name: "plot A2", col: 2, inside: 1 - math.Hypot(2, 4)/25},
		{x: 60, y: 70, name: "plot A1", col: 1, inside: 1},
		// D6 (640,430), the 24th: 24 mm from its centre, still on it.
		{x: 640, y: 454, name: "plot D6", col: 24, inside: 1 - 24.0/25},
		// Just past A1's rim towards A2: on the bridge A1-A2.
		{x: 86, y: 70, name: "bridge A1–A2", col: 1, doubt: "on the bridge A1–A2: robots end on plots"},
		// Over the river on the bridge A3 (280,70) - A4 (420,70), 5 mm off its line.
		{x: 350, y: 75, name: "bridge A3–A4", col: 3, doubt: "on the bridge A3–A4: robots end on plots, put it on A3 or A4"},
		// On the bridge B3 (280,190) - C3 (280,310), nearer C3.
		{x: 285, y: 260, name: "bridge B3–C3", col: 15, doubt: "on the bridge B3–C3"},
		// Between A1, A2, B1 and B2, no bridge there: A1 is nearest, 74 mm off.
		{x: 110, y: 125, name: "near plot A1", col: 1, doubt: "between plots (74 mm from the centre of plot A1, whose circle is 50 mm across): put it on a plot"},
		// The river between C3 and C4 has no bridge.
		{x: 352, y: 310, name: "near plot C4", col: 16, doubt: "between plots (68 mm from the centre of plot C4"},
		// Beyond the area: beside the map, not a doubt.
		{x: -30, y: 200, off: true},
		{x: 710, y: 200, off: true},
		{x: 350, y: 522, off: true},
	} {
		pl := l.Place(tag.Robot, calibration.Point{X: c.x, Y: c.y})
		if c.off {
			if !pl.Off || pl.Doubt.String() != "" {
				t.Errorf("(%g,%g): %+v, want beside the map", c.x, c.y, pl)
			}
			continue
		}
		if pl.Off || pl.Name.String() != c.name || pl.Col != c.col || pl.Row != 0 || math.Abs(pl.Inside-c.inside) > 1e-9 {
			t.Errorf("(%g,%g): %+v, want %s (col %d), inside %.3f", c.x, c.y, pl, c.name, c.col, c.inside)
		}
		if c.doubt == "" && pl.Doubt.String() != "" || !strings.Contains(pl.Doubt.String(), c.doubt) {
			t.Errorf("(%g,%g): doubt %q, want %q", c.x, c.y, pl.Doubt.String(), c.doubt)
		}
	}
	if id := l.PlotOf(vision.Piece{Col: 15}); id != "C3" {
		t.Errorf("piece on col 15: plot %q, want C3", id)
	}
	if id := l.PlotOf(vision.Piece{Col: 25}); id != "" {
		t.Errorf("col 25 of 24 plots: %q", id)
	}
}

func newPlotsTable(t *testing.T, m *rules.Map) *table {
	t.Helper()
	b := skirmish.Layout(m).Board(tag.DefaultMarkers)
	w, h := b.Size()
	cam := calibration.LookAt(calibration.Vec{X: w / 2, Y: h/2 + 150, Z: -1100}, calibration.Vec{X: w / 2, Y: h / 2}, 0, 1500, 1920, 1080)
	tb := &table{board: b, cam: cam}
	cal, err := calibration.Solve(b, tb.markers(0), 1920, 1080, calibration.Settings{TagHeight: 30})
	if err != nil {
		t.Fatal(err)
	}
	tb.cal = cal
	return tb
}

func skir(id int) string { return tag.Payload{Game: "SKIR", Kind: tag.Robot, ID: id}.String() }

// TestScanPlotsJudgement: the scanner with the plots layout puts robots on
// the plots under their tags whatever way they are turned, leaves a robot
// beside the map out of the position, and refuses a robot on a bridge or
// between plots, two robots on a plot, and a robot expected but not seen.
func TestScanPlotsJudgement(t *testing.T) {
	m := crossingMap(t)
	l := skirmish.Layout(m)
	tb := newPlotsTable(t, m)
	blank := image.NewGray(image.Rect(0, 0, 1920, 1080))
	var markers []vision.Code
	for _, mk := range tb.markers(0) {
		markers = append(markers, vision.Code{Text: tag.Payload{Game: "SKIR", Kind: tag.Corner, ID: mk.Corner}.String(), Corners: mk.Corners, ModulePx: vision.ModulePx(mk.Corners)})
	}
	// Robot 1 on B1 (60,190), robot 2 on A2 (170,70), robot 11 on C6 (640,310) turned 45°.
	good := []vision.Code{tb.code(skir(1), 63, 188, 30, 0), tb.code(skir(2), 168, 74, 30, 190), tb.code(skir(11), 636, 312, 30, 45)}
	with := func(extra ...vision.Code) []vision.Code {
		return append(append(append([]vision.Code{}, markers...), good...), extra...)
	}
	cases := []struct {
		name    string
		codes   []vision.Code
		expect  []tag.Payload
		problem string
	}{
		{name: "right", codes: with()},
		{name: "a robot in the garage beside the map", codes: with(tb.code(skir(4), 100, 525, 30, 0))},
		{name: "a robot on a bridge", codes: with(tb.code(skir(5), 350, 72, 30, 0)), problem: "robot 5 at bridge A3–A4: on the bridge A3–A4: robots end on plots"},
		{name: "a robot between plots", codes: with(tb.code(skir(5), 110, 125, 30, 0)), problem: "robot 5 at near plot A1: between plots"},
		{name: "two robots on a plot", codes: with(tb.code(skir(12), 56, 194, 30, 0)), problem: "robot 12 at plot B1: shares its plot with robot 1"},
		{name: "a robot missing", codes: with(), expect: []tag.Payload{{Game: "SKIR", Kind: tag.Robot, ID: 13}}, problem: "robot 13: not seen"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := &vision.Scanner{Game: "SKIR", Board: tb.board, Layout: l, Decoder: fakeDecoder{c.codes}, Expect: c.expect, Settings: calibration.Settings{TagHeight: 30}}
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
			want := map[string]string{skir(1): "B1", skir(2): "A2", skir(11): "C6"}
			if len(st.Pieces) != len(want) {
				t.Fatalf("%d pieces, want 3: %+v", len(st.Pieces), st.Pieces)
			}
			for _, p := range st.Pieces {
				if got := l.PlotOf(p); got != want[p.Text] || p.Place != "plot "+got {
					t.Errorf("%s on %q (%s), want %s", p.Label, got, p.Place, want[p.Text])
				}
			}
			if strings.Contains(c.name, "beside") && (len(st.Warnings) != 1 || !strings.Contains(st.Warnings[0], "robot 4 lies beside the board")) {
				t.Errorf("warnings %q", st.Warnings)
			}
		})
	}
}

// skirmishPhoto is a generated photo of the crossing map and what the
// scanner reads of it.
func scanSkirmishPhoto(t *testing.T, o skirmish.PhotoOptions) (*synth.Photo, *vision.State, error) {
	t.Helper()
	ph, err := skirmish.GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	sc := &vision.Scanner{Game: "SKIR", Board: ph.Truth.Board, Layout: skirmish.Layout(o.Map), TagSize: o.TagSize,
		Settings: calibration.Settings{TagHeight: 30}}
	for _, r := range o.Robots {
		sc.Expect = append(sc.Expect, tag.Payload{Game: "SKIR", Kind: tag.Robot, ID: r.ID})
	}
	st, err := sc.Scan(img)
	return ph, st, err
}

// crossingStart is the robots on the field at the start of
// examples/skirmish/crossing.json, then robots called in its first turns.
var crossingStart = []skirmish.PhotoRobot{{ID: 1, Plot: "B1"}, {ID: 2, Plot: "A2"}, {ID: 3, Plot: "C2"},
	{ID: 11, Plot: "C6"}, {ID: 12, Plot: "D5"}, {ID: 13, Plot: "B5"}, {ID: 4, Plot: "A1"}, {ID: 14, Plot: "B6"}}

// TestScanSkirmishPhotos reads generated photos of the crossing map:
// every robot on its plot (easy photos must read; harder ones may ask for
// another picture, never give a wrong plot), a robot left on a bridge is a
// doubt, and robots beside the map are left out.
func TestScanSkirmishPhotos(t *testing.T) {
	m := crossingMap(t)
	plots := map[string]string{}
	for _, r := range crossingStart {
		plots[skir(r.ID)] = r.Plot
	}
	l := skirmish.Layout(m)
	for _, c := range []struct {
		category string
		seed     uint64
		mustRead bool
	}{{"easy", 1, true}, {"easy", 2, true}, {"perspective", 3, false}, {"lighting", 4, false}} {
		t.Run(c.category, func(t *testing.T) {
			cat, _ := synth.CategoryByName(c.category)
			_, st, err := scanSkirmishPhoto(t, skirmish.PhotoOptions{Category: cat, Seed: c.seed, Map: m, Robots: crossingStart, Beside: []int{5, 15}})
			if err != nil {
				if !c.mustRead && errors.Is(err, vision.ErrRescan) {
					t.Logf("refused: %v", err)
					return
				}
				t.Fatal(err)
			}
			for _, p := range st.Pieces {
				if got := l.PlotOf(p); got != plots[p.Text] {
					t.Errorf("%s read on %q, truly on %q", p.Label, got, plots[p.Text])
				}
			}
			if len(st.Pieces) != len(crossingStart) {
				t.Errorf("%d robots read on plots, %d on the map", len(st.Pieces), len(crossingStart))
			}
			if len(st.Warnings) != 2 || !strings.Contains(strings.Join(st.Warnings, "\n"), "robot 15 lies beside the board") {
				t.Errorf("the robots beside the map: warnings %q", st.Warnings)
			}
		})
	}
	t.Run("on a bridge", func(t *testing.T) {
		easy, _ := synth.CategoryByName("easy")
		robots := append(append([]skirmish.PhotoRobot{}, crossingStart...), skirmish.PhotoRobot{ID: 5, At: calibration.Point{X: 350, Y: 190}})
		_, _, err := scanSkirmishPhoto(t, skirmish.PhotoOptions{Category: easy, Seed: 5, Map: m, Robots: robots})
		if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), "robot 5 at bridge B3–B4: on the bridge B3–B4: robots end on plots") {
			t.Errorf("err = %v, want robot 5 named on the bridge B3–B4", err)
		}
	})
}
