package calibration_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"mecanoid/calibration"
	"mecanoid/tag"
)

// board12 is a 12x12 board of 50 mm tiles with the default markers: 600 mm
// of play, the markers reaching 45 mm beyond it.
var board12 = calibration.Board{Columns: 12, Rows: 12, Tile: 50, Markers: tag.DefaultMarkers}

// board5 is the small board of the 1080p bench.
var board5 = calibration.Board{Columns: 5, Rows: 5, Tile: 50, Markers: tag.DefaultMarkers}

// view is a camera over a board, named for the messages.
type view struct {
	name  string
	board calibration.Board
	cam   calibration.Camera
}

// views are cameras that see the whole board and its markers: straight
// down, tilted, rolled, and seen by a long HQ frame turned a quarter.
func views() []view {
	f1080 := calibration.FocalFromFOV(1920, 66)
	fHQ := calibration.FocalFromFOV(4056, 62)
	return []view{
		{"5x5 straight down", board5, calibration.LookAt(calibration.Vec{X: 125, Y: 125, Z: -700}, calibration.Vec{X: 125, Y: 125}, 0, f1080, 1920, 1080)},
		{"5x5 tilted 25° from the south", board5, calibration.LookAt(calibration.Vec{X: 125, Y: 125 + 700*math.Sin(25*math.Pi/180), Z: -700 * math.Cos(25*math.Pi/180)}, calibration.Vec{X: 125, Y: 125}, 0, f1080, 1920, 1080)},
		{"5x5 from the west, rolled 40°", board5, calibration.LookAt(calibration.Vec{X: -200, Y: 160, Z: -620}, calibration.Vec{X: 120, Y: 130}, 40, f1080, 1920, 1080)},
		{"12x12 HQ from the north-east, rolled -90°", board12, calibration.LookAt(calibration.Vec{X: 900, Y: -250, Z: -900}, calibration.Vec{X: 300, Y: 300}, -90, fHQ, 4056, 3040)},
	}
}

// markerCorners are the board corners (mm) of marker k's symbol.
func markerCorners(b calibration.Board, k int) [4]calibration.Point {
	w, h := b.Size()
	var out [4]calibration.Point
	for i, c := range b.Markers.Corners(k, w, h) {
		out[i] = calibration.Point{X: c[0], Y: c[1]}
	}
	return out
}

// seenBy is what a perfect decoder reports of the four markers: their
// symbol corners projected by the camera, TL, TR, BR, BL as printed.
func seenBy(cam calibration.Camera, b calibration.Board) []calibration.Marker {
	var seen []calibration.Marker
	for k := range 4 {
		m := calibration.Marker{Corner: k}
		for i, p := range markerCorners(b, k) {
			m.Corners[i] = cam.Project(calibration.Vec{X: p.X, Y: p.Y})
		}
		seen = append(seen, m)
	}
	return seen
}

// boardSamples are board points (mm) spread over the playing area and the
// markers, where a homography is checked.
func boardSamples(b calibration.Board) []calibration.Point {
	w, h := b.Size()
	m := b.Markers.Margin()
	var ps []calibration.Point
	for i := 0; i <= 6; i++ {
		for j := 0; j <= 6; j++ {
			ps = append(ps, calibration.Point{X: -m + (w+2*m)*float64(i)/6, Y: -m + (h+2*m)*float64(j)/6})
		}
	}
	return ps
}

func TestViewsSeeTheWholeBoard(t *testing.T) {
	// The test geometry itself: every marker corner in the frame, so the
	// views are ones a real camera could calibrate from.
	for _, v := range views() {
		for _, m := range seenBy(v.cam, v.board) {
			for _, p := range m.Corners {
				if p.X < 0 || p.Y < 0 || p.X > float64(v.cam.Width) || p.Y > float64(v.cam.Height) {
					t.Errorf("%s: marker %d corner at %v is outside the %dx%d frame", v.name, m.Corner, p, v.cam.Width, v.cam.Height)
				}
			}
		}
	}
}

func TestMarkerCentre(t *testing.T) {
	m := calibration.Marker{Corners: [4]calibration.Point{{X: 10, Y: 20}, {X: 30, Y: 20}, {X: 34, Y: 44}, {X: 6, Y: 40}}}
	if got, want := m.Centre(), (calibration.Point{X: 20, Y: 31}); got.Sub(want).Len() > 1e-12 {
		t.Errorf("Centre = %v, want %v", got, want)
	}
}

func TestFromMarkersExact(t *testing.T) {
	for _, v := range views() {
		seen := seenBy(v.cam, v.board)
		// The order in which the markers are reported does not matter.
		orders := map[string][]calibration.Marker{
			"in order": seen,
			"reversed": {seen[3], seen[2], seen[1], seen[0]},
			"shuffled": {seen[2], seen[0], seen[3], seen[1]},
		}
		for order, s := range orders {
			t.Run(v.name+"/"+order, func(t *testing.T) {
				hm, rms, err := calibration.FromMarkers(v.board, s)
				if err != nil {
					t.Fatal(err)
				}
				if rms > 1e-6 {
					t.Errorf("rms %.3g px for exact corners, want ≈ 0", rms)
				}
				worst := 0.0
				for _, p := range boardSamples(v.board) {
					want := v.cam.Project(calibration.Vec{X: p.X, Y: p.Y})
					worst = math.Max(worst, hm.Apply(p).Sub(want).Len())
				}
				if worst > 0.01 {
					t.Errorf("homography off the camera by up to %.3g px, want ≤ 0.01", worst)
				}
			})
		}
	}
}

// Corners read to a fraction of a pixel still calibrate, and the misfit
// measures the noise.
func TestFromMarkersNoisyRMS(t *testing.T) {
	v := views()[1]
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sigma := range []float64{0.25, 0.5, 1} {
		seen := seenBy(v.cam, v.board)
		for i := range seen {
			for j := range seen[i].Corners {
				seen[i].Corners[j].X += rng.NormFloat64() * sigma
				seen[i].Corners[j].Y += rng.NormFloat64() * sigma
			}
		}
		hm, rms, err := calibration.FromMarkers(v.board, seen)
		if err != nil {
			t.Fatalf("sigma %v: %v", sigma, err)
		}
		// 32 coordinates, 8 fitted: the residual per point is about
		// sigma·√(2·24/32) ≈ 1.2 sigma.
		if rms < 0.5*sigma || rms > 2*sigma {
			t.Errorf("sigma %v: rms %.3f px, want about %.2f", sigma, rms, 1.2*sigma)
		}
		// The board's middle still lands within a few sigma.
		w, h := v.board.Size()
		mid := calibration.Point{X: w / 2, Y: h / 2}
		if d := hm.Apply(mid).Sub(v.cam.Project(calibration.Vec{X: mid.X, Y: mid.Y})).Len(); d > 3*sigma {
			t.Errorf("sigma %v: the board's middle is %.2f px off", sigma, d)
		}
	}
}

// mirrored relabels the markers as a mirror image shows them: west and east
// swapped, and each symbol read mirrored (its left and right corners swapped).
func mirrored(seen []calibration.Marker) []calibration.Marker {
	swap := [4]int{1, 0, 3, 2} // NW↔NE, SE↔SW
	out := make([]calibration.Marker, len(seen))
	for i, m := range seen {
		c := m.Corners
		out[i] = calibration.Marker{Corner: swap[m.Corner], Corners: [4]calibration.Point{c[1], c[0], c[3], c[2]}}
	}
	return out
}

// flipped is the picture turned over left to right (a mirror photo, or a
// camera set to flip): each marker keeps its name and corner order.
func flipped(seen []calibration.Marker, width int) []calibration.Marker {
	out := make([]calibration.Marker, len(seen))
	for i, m := range seen {
		out[i] = calibration.Marker{Corner: m.Corner}
		for j, p := range m.Corners {
			out[i].Corners[j] = calibration.Point{X: float64(width) - p.X, Y: p.Y}
		}
	}
	return out
}

func TestFromMarkersErrors(t *testing.T) {
	for _, v := range views() {
		seen := func() []calibration.Marker { return seenBy(v.cam, v.board) }
		shifted := func(k int, d calibration.Point) []calibration.Marker {
			s := seen()
			for j := range s[k].Corners {
				s[k].Corners[j] = s[k].Corners[j].Add(d)
			}
			return s
		}
		all := seen()
		tests := []struct {
			name string
			seen []calibration.Marker
			want []string // in the message
		}{
			{"none", nil, []string{"NW", "NE", "SE", "SW", "not found"}},
			{"SE missing", []calibration.Marker{all[0], all[1], all[3]}, []string{"SE", "not found", "all four"}},
			{"NW missing", []calibration.Marker{all[1], all[2], all[3]}, []string{"NW", "not found"}},
			{"NE and SW missing", []calibration.Marker{all[0], all[2]}, []string{"NE", "SW", "not found"}},
			{"NE twice", append(seen(), all[1]), []string{"NE", "twice"}},
			{"SW twice, SE missing", []calibration.Marker{all[0], all[1], all[3], all[3]}, []string{"SW", "twice"}},
			{"corner 4", append(seen()[:3], calibration.Marker{Corner: 4, Corners: all[3].Corners}), []string{"corner 4"}},
			{"corner -1", append(seen(), calibration.Marker{Corner: -1}), []string{"corner -1"}},
			{"mirrored markers", mirrored(seen()), []string{"mirrored"}},
			{"flipped picture", flipped(seen(), v.cam.Width), []string{"mirrored"}},
			{"SE misplaced by 160 px", shifted(2, calibration.Point{X: 150, Y: -55}), []string{"misfit"}},
			{"NW misplaced by 200 px", shifted(0, calibration.Point{X: 0, Y: 200}), []string{"misfit"}},
			{"all at one point", func() []calibration.Marker {
				s := seen()
				for i := range s {
					s[i].Corners = [4]calibration.Point{{X: 5, Y: 5}, {X: 5, Y: 5}, {X: 5, Y: 5}, {X: 5, Y: 5}}
				}
				return s
			}(), nil},
		}
		for _, tc := range tests {
			t.Run(v.name+"/"+tc.name, func(t *testing.T) {
				_, rms, err := calibration.FromMarkers(v.board, tc.seen)
				if !errors.Is(err, calibration.ErrMarkers) {
					t.Fatalf("err = %v, want ErrMarkers", err)
				}
				for _, w := range tc.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("error %q does not mention %q", err, w)
					}
				}
				if strings.Contains(tc.name, "misplaced") && rms <= calibration.MaxMarkerRMS {
					t.Errorf("rms %.2f px returned with a misfit error, want > %v", rms, calibration.MaxMarkerRMS)
				}
			})
		}
	}
}

// TestFromMarkersOtherBoard: the markers of a 6x6 board read with a 12x12
// board's file (or the other way) are said to fit the other size, not to
// be misplaced.
func TestFromMarkersOtherBoard(t *testing.T) {
	for _, v := range views() {
		if v.board.Width > 0 {
			continue // not a board of tiles
		}
		for _, size := range [][2]int{{6, 6}, {v.board.Columns * 2, v.board.Rows}, {8, 5}} {
			printed := v.board
			printed.Columns, printed.Rows = size[0], size[1]
			if printed.Columns == v.board.Columns && printed.Rows == v.board.Rows {
				continue
			}
			_, _, err := calibration.FromMarkers(v.board, seenBy(v.cam, printed))
			want := fmt.Sprintf("the markers fit a board of %dx%d tiles of %g mm, not the %dx%d of this board", size[0], size[1], v.board.Tile, v.board.Columns, v.board.Rows)
			if !errors.Is(err, calibration.ErrMarkers) || !strings.Contains(fmt.Sprint(err), want) {
				t.Errorf("%s, a %dx%d board on the table: %v, want %q", v.name, size[0], size[1], err, want)
			}
		}
	}
}

// A marker a little off (a sheet not quite flat, a corner misread by a
// pixel) is accepted, with its misfit; the limit is MaxMarkerRMS. A whole
// marker moved is mostly absorbed by the homography (four markers fix it):
// only the warp of the symbols shows, about 1/13 of the shift on this view,
// so a marker is refused only once some 55 px (16 modules) off.
func TestFromMarkersMisfitLimit(t *testing.T) {
	v := views()[0]
	last := -1.0
	for _, tc := range []struct {
		shift float64 // px, one marker moved
		ok    bool
	}{{0, true}, {1, true}, {4, true}, {12, true}, {40, true}, {60, false}, {150, false}} {
		seen := seenBy(v.cam, v.board)
		for j := range seen[1].Corners {
			seen[1].Corners[j].X += tc.shift
		}
		_, rms, err := calibration.FromMarkers(v.board, seen)
		if (err == nil) != tc.ok {
			t.Errorf("shift %v px: rms %.2f, err %v; want ok=%v", tc.shift, rms, err, tc.ok)
		}
		if err != nil && !errors.Is(err, calibration.ErrMarkers) {
			t.Errorf("shift %v px: err %v, want ErrMarkers", tc.shift, err)
		}
		if (rms <= calibration.MaxMarkerRMS) != tc.ok {
			t.Errorf("shift %v px: rms %.2f against the limit %v", tc.shift, rms, calibration.MaxMarkerRMS)
		}
		if tc.shift > 0 && rms <= last {
			t.Errorf("shift %v px: rms %.3f, not more than %.3f for a smaller shift", tc.shift, rms, last)
		}
		last = rms
	}
}
