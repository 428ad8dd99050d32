package hexprog

import (
	"errors"
	"fmt"
	"image"
	"math"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// hexes are five hexes of the arena spread over it: a corner, the edges,
// the middle (plain, a camp, a shape: robots stand anywhere on a photo).
var hexes = []rules.Cell{{Col: 1, Row: 1}, {Col: 5, Row: 4}, {Col: 9, Row: 5}, {Col: 2, Row: 8}, {Col: 7, Row: 2}}

// TestGenerateHexTruth: each robot on its hex, within a fifth of the free
// play around its card (60 mm hex, 30√2+4 mm card) of the centre worked
// out by hand (column c at r + 1.5 r (c-1), row at 30 + 60 (row-1), even
// columns 30 mm lower), its tag turned to its facing give or take the
// category's jitter, at its height; the markers where print puts them;
// the same bytes for the same options.
func TestGenerateHexTruth(t *testing.T) {
	b := arena(t)
	var robots []PhotoRobot
	for i, c := range hexes {
		robots = append(robots, PhotoRobot{ID: i + 1, Cell: c, Facing: hexgrid.Dir(i%6 + 1)})
	}
	o := PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 3, Board: b, Robots: robots}
	ph, err := GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	synthtest.CheckPhoto(t, ph, image.Pt(1600, 1200), func() (*synth.Photo, error) { return GeneratePhoto(o) })
	tr := ph.Truth
	r := 60 / math.Sqrt(3)
	if w, h := tr.Board.Size(); math.Abs(w-14*r) > 1e-9 || h != 510 || tr.Board.Tile != 60 {
		t.Errorf("board %+v", tr.Board)
	}
	if len(tr.Markers) != 4 || tr.Markers[1].Payload != "MC1:HEXP:C:1" || math.Abs(tr.Markers[1].Board.X-(14*r+25)) > 1e-9 || tr.Markers[1].Board.Y != -25 {
		t.Errorf("markers %+v", tr.Markers)
	}
	if len(tr.Pieces) != len(robots) {
		t.Fatalf("%d pieces", len(tr.Pieces))
	}
	play := (60 - (30*math.Sqrt2 + 4)) / 2 * 0.6
	for i, p := range tr.Pieces {
		c := hexes[i]
		x, y := r+1.5*r*float64(c.Col-1), 30+60*float64(c.Row-1)
		if c.Col%2 == 0 {
			y += 30
		}
		if d := math.Hypot(p.Board.X-x, p.Board.Y-y); d > play+1e-9 {
			t.Errorf("%s %.1f mm from its hex's centre, at most %.1f", p.Payload, d, play)
		}
		want := robots[i].Facing
		if p.Payload != fmt.Sprintf("MC1:HEXP:R:%d", i+1) || p.Col != c.Col || p.Row != c.Row || p.Facing != want.String() || p.Height != 30 {
			t.Errorf("piece %+v", p)
		}
		if off := math.Abs(math.Remainder(p.Angle-float64(want-1)*60, 360)); off > 8+1e-9 {
			t.Errorf("%s turned %.1f°, %.1f° off facing %s (easy jitters 8°)", p.Payload, p.Angle, off, want)
		}
	}
}

func TestGenerateHexRefuses(t *testing.T) {
	b := arena(t)
	easy := synthtest.Category(t, "easy")
	for _, c := range []struct {
		robots []PhotoRobot
		says   string
	}{
		{[]PhotoRobot{{ID: 1, Cell: rules.Cell{Col: 10, Row: 1}, Facing: 1}}, "robot 1 at [10,1]: not a hex of the 9x8 board"},
		{[]PhotoRobot{{ID: 1, Cell: rules.Cell{Col: 1, Row: 1}, Facing: 7}}, "robot 1 faces 7"},
		{[]PhotoRobot{{ID: 1, Cell: rules.Cell{Col: 1, Row: 1}, Facing: 1}, {ID: 1, Cell: rules.Cell{Col: 2, Row: 1}, Facing: 1}}, "robot 1 is on the table twice"},
	} {
		if _, err := GeneratePhoto(PhotoOptions{Category: easy, Board: b, Robots: c.robots}); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%+v: err %v, want %q", c.robots, err, c.says)
		}
	}
	if _, err := GeneratePhoto(PhotoOptions{Category: easy}); err == nil {
		t.Error("no board: no error")
	}
}

// scanHex reads a photo with the arena's HexLayout, expecting the robots.
func scanHex(t *testing.T, ph *synth.Photo, b *rules.Board, robots []PhotoRobot) (*vision.State, error) {
	t.Helper()
	img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
	if err != nil {
		t.Fatal(err)
	}
	grid, w, h := b.Layout(0) // as game/rules.Layout, which imports synth
	l := vision.HexLayout{Cols: b.Cols, Rows: b.Rows, Hexes: b.Hexes(), Grid: grid, Width: w, Height: h}
	sc := &vision.Scanner{Game: TagCode, Board: l.Area(tag.DefaultMarkers), Layout: l, TagSize: TagSize,
		Settings: calibration.Settings{TagHeight: 30}}
	for _, r := range robots {
		sc.Expect = append(sc.Expect, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: r.ID})
	}
	return sc.Scan(img)
}

// TestScanHexPhotos: for each of the six facings, a photo of five robots
// (the first facing it, the others the next directions round) reads back
// each robot on its hex facing its direction.
func TestScanHexPhotos(t *testing.T) {
	b := arena(t)
	for d := hexgrid.North; d <= hexgrid.NorthWest; d++ {
		t.Run(d.String(), func(t *testing.T) {
			var robots []PhotoRobot
			for i, c := range hexes {
				robots = append(robots, PhotoRobot{ID: 2*i + 1, Cell: c, Facing: d.Turn(i)})
			}
			ph, err := GeneratePhoto(PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: uint64(10 + d), Board: b, Robots: robots})
			if err != nil {
				t.Fatal(err)
			}
			st, err := scanHex(t, ph, b, robots)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Pieces) != len(robots) {
				t.Fatalf("%d robots read, %d on the table", len(st.Pieces), len(robots))
			}
			for i, p := range st.Pieces {
				want := robots[i]
				if p.Tag.ID != want.ID || p.Col != want.Cell.Col || p.Row != want.Cell.Row || p.Facing != want.Facing.String() {
					t.Errorf("%s read on [%d,%d] facing %s (%.1f°), truly on %v facing %s (%.1f°)",
						p.Label, p.Col, p.Row, p.Facing, p.Angle, want.Cell, want.Facing, ph.Truth.Pieces[i].Angle)
				}
			}
		})
	}
}

// TestScanHexPhotoBetweenFacings: a robot whose tag is turned 30° off its
// facing (the card's corner to the front, between two sides) is a doubt
// naming the robot, never read as facing a direction.
func TestScanHexPhotoBetweenFacings(t *testing.T) {
	b := arena(t)
	for _, c := range []struct {
		turn   float64
		facing hexgrid.Dir
		dirs   string
	}{{30, hexgrid.North, "N and NE"}, {-30, hexgrid.South, "S and SE"}, {30, hexgrid.SouthWest, "SW and NW"}} {
		robots := []PhotoRobot{{ID: 1, Cell: rules.Cell{Col: 3, Row: 3}, Facing: 2}, {ID: 2, Cell: rules.Cell{Col: 6, Row: 5}, Facing: c.facing, Turn: c.turn}}
		ph, err := GeneratePhoto(PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 21, Board: b, Robots: robots})
		if err != nil {
			t.Fatal(err)
		}
		st, err := scanHex(t, ph, b, robots)
		if !errors.Is(err, vision.ErrRescan) || !strings.Contains(err.Error(), "robot 2 at hex [6,5]: faces between") {
			t.Errorf("turned %g° off %s (truly %.1f°): err %v, want a doubt on robot 2", c.turn, c.facing, ph.Truth.Pieces[1].Angle, err)
			continue
		}
		var re *vision.RescanError
		if errors.As(err, &re) && len(re.Problems) != 1 {
			t.Errorf("problems %v: only robot 2's facing is in doubt", re.Problems)
		}
		if two := strings.Split(c.dirs, " and "); !strings.Contains(err.Error(), two[0]+" and "+two[1]) && !strings.Contains(err.Error(), two[1]+" and "+two[0]) {
			t.Errorf("turned %g° off %s: %v, want it between %s", c.turn, c.facing, err, c.dirs)
		}
		// The state read is kept for display: robot 1 sure, robot 2 not.
		if len(st.Pieces) != 2 || st.Pieces[0].Facing != "NE" || st.Pieces[0].Confidence < 0.5 || st.Pieces[1].Confidence > 0.2 {
			t.Errorf("pieces read: %+v", st.Pieces)
		}
	}
}

// TestScanHexPhotoCategories: harder photos (a leaning camera, uneven
// light and glare) read each robot right, or ask for another picture;
// never a wrong hex or facing.
func TestScanHexPhotoCategories(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	b := arena(t)
	var robots []PhotoRobot
	for i, c := range hexes {
		robots = append(robots, PhotoRobot{ID: i + 1, Cell: c, Facing: hexgrid.Dir(i%6 + 1)})
	}
	for _, cat := range []string{"perspective", "lighting"} {
		for seed := uint64(1); seed <= 2; seed++ {
			ph, err := GeneratePhoto(PhotoOptions{Category: synthtest.Category(t, cat), Seed: seed, Board: b, Robots: robots})
			if err != nil {
				t.Fatal(err)
			}
			st, err := scanHex(t, ph, b, robots)
			if errors.Is(err, vision.ErrRescan) {
				t.Logf("%s %d: refused: %v", cat, seed, err)
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range st.Pieces {
				if want := robots[i]; p.Col != want.Cell.Col || p.Row != want.Cell.Row || p.Facing != want.Facing.String() {
					t.Errorf("%s %d: %s read on [%d,%d] facing %s, truly %v facing %s", cat, seed, p.Label, p.Col, p.Row, p.Facing, want.Cell, want.Facing)
				}
			}
		}
	}
}
