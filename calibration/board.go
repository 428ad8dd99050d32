package calibration

import (
	"errors"
	"fmt"
	"math"

	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// Board is what calibration knows of a printed board: the playing area and
// where its four corner markers were printed (tag.Markers). The playing
// area is Columns x Rows tiles, unless Width and Height say otherwise (a
// board whose area is not a grid of tiles, such as Netzwerk's squares with
// a border around them).
type Board struct {
	Columns int         `json:"columns"`
	Rows    int         `json:"rows"`
	Tile    float64     `json:"tile_mm"`
	Markers tag.Markers `json:"markers"`
	Width   float64     `json:"width_mm,omitempty"`  // playing area, mm; 0: Columns x Tile
	Height  float64     `json:"height_mm,omitempty"` // 0: Rows x Tile
}

// Size is the playing area in millimetres: Width x Height when both are
// set, else the tiles'.
func (b Board) Size() (w, h float64) {
	if b.Width > 0 && b.Height > 0 {
		return b.Width, b.Height
	}
	return float64(b.Columns) * b.Tile, float64(b.Rows) * b.Tile
}

// Marker is a corner marker seen in an image: which corner (0 NW, 1 NE,
// 2 SE, 3 SW) and the corners of its QR symbol in image pixels, top-left,
// top-right, bottom-right, bottom-left as printed.
type Marker struct {
	Corner  int
	Corners [4]Point
}

// Centre is the middle of the marker's symbol.
func (m Marker) Centre() Point {
	var c Point
	for _, p := range m.Corners {
		c = c.Add(p)
	}
	return c.Scale(0.25)
}

// ErrMarkers: the corner markers seen do not locate the board.
var ErrMarkers = errors.New("calibration: corner markers")

// MarkersError is ErrMarkers and what is wrong, kept not yet said (Why)
// for the reader's language.
type MarkersError struct{ Why poserr.Msg }

func (e *MarkersError) Error() string { return ErrMarkers.Error() + ": " + e.Why.String() }
func (e *MarkersError) Unwrap() error { return ErrMarkers }

// markersErr is a MarkersError saying format with args.
func markersErr(format string, args ...any) error {
	return &MarkersError{Why: poserr.M(format, args...)}
}

// CornerNames name the corner markers 0..3 in messages.
var CornerNames = [4]string{"NW", "NE", "SE", "SW"}

// MaxMarkerRMS is the largest misfit, in pixels, of the marker corners to a
// flat board that calibration accepts; more means a misread marker, a
// crumpled sheet or a strong uncorrected lens distortion.
const MaxMarkerRMS = 4.0

// fitMarkers is the homography taking the markers of a w x h mm board to
// where they are seen, and the RMS misfit of their corners in pixels.
func fitMarkers(mk tag.Markers, w, h float64, got [4]*Marker) (Homography, float64, error) {
	var src, dst []Point
	for k, m := range got {
		if m == nil {
			continue // hidden: the other three place the board
		}
		pc := mk.Corners(k, w, h)
		for i := range 4 {
			src = append(src, Point{pc[i][0], pc[i][1]})
			dst = append(dst, m.Corners[i])
		}
	}
	hm, err := FromPoints(src, dst)
	if err != nil {
		return Homography{}, 0, err
	}
	var sq float64
	for i := range src {
		sq += math.Pow(hm.Apply(src[i]).Sub(dst[i]).Len(), 2)
	}
	return hm, math.Sqrt(sq / float64(len(src))), nil
}

// markerMisfit is the RMS distance in pixels between the marker corners
// seen (undistorted) and where hm puts them.
func markerMisfit(hm Homography, b Board, seen []Marker) float64 {
	w, h := b.Size()
	var sq float64
	n := 0
	for _, m := range seen {
		pc := b.Markers.Corners(m.Corner, w, h)
		for i := range 4 {
			sq += math.Pow(hm.Apply(Point{pc[i][0], pc[i][1]}).Sub(m.Corners[i]).Len(), 2)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return math.Sqrt(sq / float64(n))
}

// otherSize is the board of tiles the markers seen fit, when they fit no
// board of b's size: the board on the table is another one than b's file
// (a 6x6 board read as a 12x12). Boards of up to 32x32 tiles are tried.
func otherSize(b Board, got [4]*Marker) (cols, rows int, ok bool) {
	if b.Width > 0 && b.Height > 0 || b.Tile <= 0 {
		return 0, 0, false
	}
	best := MaxMarkerRMS
	for c := 1; c <= 32; c++ {
		for r := 1; r <= 32; r++ {
			if c == b.Columns && r == b.Rows {
				continue
			}
			if _, rms, err := fitMarkers(b.Markers, float64(c)*b.Tile, float64(r)*b.Tile, got); err == nil && rms <= best {
				best, cols, rows, ok = rms, c, r, true
			}
		}
	}
	return cols, rows, ok
}

// FromMarkers finds the homography taking the board plane (mm, origin at the
// north-west corner of the playing area) to image pixels from the corner
// markers seen: all four, each once. Points must already be undistorted
// when a lens is known. The RMS misfit in pixels is returned.
func FromMarkers(b Board, seen []Marker) (Homography, float64, error) {
	return fromMarkers(b, seen, 4)
}

// fromMarkers is FromMarkers with at least min markers seen.
func fromMarkers(b Board, seen []Marker, min int) (Homography, float64, error) {
	var got [4]*Marker
	for i := range seen {
		m := &seen[i]
		if m.Corner < 0 || m.Corner > 3 {
			return Homography{}, 0, markersErr("no corner %d", m.Corner)
		}
		if got[m.Corner] != nil {
			return Homography{}, 0, markersErr("corner %s seen twice, at %v and %v",
				CornerNames[m.Corner], got[m.Corner].Centre(), m.Centre())
		}
		got[m.Corner] = m
	}
	var missing []string
	for k, m := range got {
		if m == nil {
			missing = append(missing, CornerNames[k])
		}
	}
	if len(missing) > 4-min {
		names := fmt.Sprint(missing)
		if min < 4 {
			return Homography{}, 0, markersErr("corner marker %s not found; at least three of the four must be in view", names)
		}
		return Homography{}, 0, markersErr("corner marker %s not found; all four must be in view", names)
	}
	w, h := b.Size()
	hm, rms, err := fitMarkers(b.Markers, w, h, got)
	if err != nil {
		return Homography{}, 0, markersErr("%v", err)
	}
	if rms > MaxMarkerRMS {
		if c, r, ok := otherSize(b, got); ok {
			return hm, rms, markersErr("the markers fit a board of %dx%d tiles of %g mm, not the %dx%d of this board: is it another board, or its file?",
				c, r, b.Tile, b.Columns, b.Rows)
		}
		return hm, rms, markersErr("the markers do not fit a flat board (misfit %.1f px): is a marker misplaced or the sheet not flat?", rms)
	}
	// The markers must appear in their order around the board, not mirrored.
	a, c := hm.Apply(Point{0, 0}), hm.Apply(Point{w, h})
	bb, d := hm.Apply(Point{w, 0}), hm.Apply(Point{0, h})
	cross := (bb.X-a.X)*(d.Y-a.Y) - (bb.Y-a.Y)*(d.X-a.X)
	if cross <= 0 || c.Sub(a).Len() == 0 {
		return hm, rms, markersErr("the board appears mirrored or folded")
	}
	return hm, rms, nil
}
