package skirmish

import (
	"image"
	"math"
	"os"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/skirmish"
	"mecanoid/print/printtest"
	"mecanoid/tag"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// crossing is the bundled skirmish map: 700 x 500 mm, plots of 25 mm radius.
func crossing(t *testing.T) *rules.Map {
	return printtest.ParseFile(t, "../../boards/skirmish-crossing.map", rules.ParseMap)
}

// TestGeneratePhotoTruth: a photo of the crossing map (700 x 500 mm,
// plots of 25 mm radius) with three robots on plots, one at a point of
// the plane and two beside the map: each where it was put (on a plot,
// within a fifth of its radius of the centre cross), at its height, the
// markers beyond the area's corners, and the same bytes again.
func TestGeneratePhotoTruth(t *testing.T) {
	m := crossing(t)
	o := PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 3, Map: m,
		Robots: []PhotoRobot{{ID: 1, Plot: "B1"}, {ID: 12, Plot: "d5"}, {ID: 3, Plot: "C2"}, {ID: 7, At: calibration.Point{X: 350, Y: 190}}},
		Beside: []int{4, 5}}
	ph, err := GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	synthtest.CheckPhoto(t, ph, image.Pt(1280, 960), func() (*synth.Photo, error) { return GeneratePhoto(o) })
	tr := ph.Truth
	if w, h := tr.Board.Size(); w != 700 || h != 500 || tr.TagSize != 40 || tr.TagHeight != 30 {
		t.Errorf("board %+v, tags %g mm at %g mm", tr.Board, tr.TagSize, tr.TagHeight)
	}
	// Marker 2 (SE): 5 mm gap + 20 mm half marker beyond the corner (700,500).
	if len(tr.Markers) != 4 || tr.Markers[2].Payload != "MC1:SKIR:C:2" || tr.Markers[2].Board != (calibration.Point{X: 725, Y: 525}) {
		t.Errorf("markers %+v", tr.Markers)
	}
	if !strings.HasPrefix(tr.BoardText, "name La traversée\nsize 700 500\n") {
		t.Errorf("board text %q", tr.BoardText[:40])
	}
	type want struct {
		x, y, play float64
		col        int
	}
	wants := map[string]want{
		"MC1:SKIR:R:1":  {60, 190, 5, 7},   // B1, the 7th plot
		"MC1:SKIR:R:12": {530, 430, 5, 23}, // D5, the 23rd
		"MC1:SKIR:R:3":  {170, 310, 5, 14}, // C2, the 14th
		"MC1:SKIR:R:7":  {350, 190, 0, 0},
		// Beside the map: a row along the south edge from 45 + 20 mm, every 52 mm, 22.5 mm below it.
		"MC1:SKIR:R:4": {65, 522.5, 0, 0},
		"MC1:SKIR:R:5": {117, 522.5, 0, 0},
	}
	if len(tr.Pieces) != len(wants) {
		t.Fatalf("%d pieces: %+v", len(tr.Pieces), tr.Pieces)
	}
	for _, p := range tr.Pieces {
		w, ok := wants[p.Payload]
		if !ok {
			t.Errorf("unexpected %s", p.Payload)
			continue
		}
		if d := math.Hypot(p.Board.X-w.x, p.Board.Y-w.y); d > w.play+1e-9 || p.Col != w.col {
			t.Errorf("%s at (%.1f,%.1f) col %d: %.1f mm from (%g,%g), col %d", p.Payload, p.Board.X, p.Board.Y, p.Col, d, w.x, w.y, w.col)
		}
		if p.Height != 30 || p.ModulePx < 1.5 {
			t.Errorf("%s at %g mm, %.2f px per module", p.Payload, p.Height, p.ModulePx)
		}
		if pl, err := tag.Parse(p.Payload); err != nil || pl.Game != TagCode || pl.Kind != tag.Robot {
			t.Errorf("%s: %v", p.Payload, err)
		}
	}
	if out := os.Getenv("SKIRMISH_PHOTO"); out != "" {
		os.WriteFile(out, ph.JPEG, 0o644)
	}
}

func TestGeneratePhotoRefuses(t *testing.T) {
	easy := synthtest.Category(t, "easy")
	m := crossing(t)
	many := make([]int, 14)
	for i := range many {
		many[i] = i + 1
	}
	for _, c := range []struct {
		o    PhotoOptions
		says string
	}{
		{PhotoOptions{Category: easy}, "needs a map"},
		{PhotoOptions{Category: easy, Map: m, Robots: []PhotoRobot{{ID: 1, Plot: "E1"}}}, "robot 1 on plot E1: not a plot of the map"},
		{PhotoOptions{Category: easy, Map: m, Robots: []PhotoRobot{{ID: 1, Plot: "A1"}}, Beside: []int{1}}, "robot 1 is on the table twice"},
		// 700 mm less two margins of 45 and a half tag each: room for 11 robots every 52 mm.
		{PhotoOptions{Category: easy, Map: m, Beside: many[:12]}, "no room beside the map for 12 robots"},
	} {
		if _, err := GeneratePhoto(c.o); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("err %v, want %q", err, c.says)
		}
	}
	if _, err := GeneratePhoto(PhotoOptions{Category: easy, Map: m, Beside: many[:11]}); err != nil {
		t.Errorf("11 robots beside the map: %v", err)
	}
}
