package calibration

import (
	"fmt"
	"math"
	"strconv"

	"mecanoid/internal/poserr"
)

// The bounds Load holds a calibration file's numbers to: what the pinhole
// camera model (Camera, Lens) can stand for at a table. A number beyond
// them is a file edited by hand or damaged, and is refused where it is
// written rather than found out at the scan: a focal length of 1e308 sends
// every tag to the principal point, and the scan saw an empty board. The
// bounds are inclusive, and a bound that a number is not within includes
// NaN and the infinities (which JSON cannot write, but a number past
// float64 would be).
const (
	// MaxImageSide bounds a picture's width and height, pixels: four times
	// the Raspberry Pi HQ camera's 4056.
	MaxImageSide = 16384
	// MinFOV and MaxFOV bound the horizontal field of view, degrees, that a
	// focal length stands for (FocalFromFOV): narrower is a telescope (a
	// 60 cm board fills 1° from 34 m away), wider is a fisheye, which a
	// pinhole with radial distortion does not model (it reaches 180° only
	// as the focal length reaches 0).
	MinFOV, MaxFOV = 1.0, 170.0
	// MaxDistance bounds the camera's distance from the board, mm: 100 m,
	// past any table; the focal length's bound already makes such a board
	// a speck.
	MaxDistance = 100_000.0
	// MaxBoardSize bounds the board's printed sizes (tiles, markers, the
	// playing area), mm: a 10 m board is no table's.
	MaxBoardSize = 10_000.0
	// MaxCells bounds the board's columns and rows.
	MaxCells = 1000
	// MaxTagHeight bounds the height of tags above the board, mm (they sit
	// on figurines, 30 mm by default); they must also be below the camera.
	MaxTagHeight = 1000.0
	// MaxDistortion bounds the lens's distortion coefficients. OpenCV's
	// model (k1, k2, k3 radial, p1, p2 tangential) measures real lenses,
	// wide angles included, well within ±10; past ±100 the polynomial
	// folds over inside the picture and Undistort has no answer.
	MaxDistortion = 100.0
	// rotationTolerance is how far camera.r may be from a rotation (each
	// entry of RᵀR − I, and det R − 1): Save writes R to the last bit, so
	// this only forgives hand-rounded digits.
	rotationTolerance = 1e-6
)

// problem is what check found wrong: the field's path in the file
// ("camera.f", "markers[1]", as jsonpos.Offsets names them) and why.
type problem struct {
	field string
	why   poserr.Msg
}

// check holds c's numbers to the bounds above; it assumes the checks of
// Load that come before it (a version, a board, a picture size, a pose).
func (c *Calibration) check() *problem {
	in := func(v, lo, hi float64) bool { return lo <= v && v <= hi } // false for NaN
	num := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	problemf := func(field, format string, args ...any) *problem {
		return &problem{field, poserr.M(format, args...)}
	}
	// focal is the problem with a focal length f of a picture w pixels wide.
	focal := func(field string, f float64, w int) *problem {
		lo, hi := FocalFromFOV(w, MaxFOV), FocalFromFOV(w, MinFOV)
		if !in(f, lo, hi) {
			return problemf(field, "%s px is no focal length for a picture %d px wide: a field of view of %g° to %g° is %.0f to %.0f px", num(f), w, MinFOV, MaxFOV, lo, hi)
		}
		return nil
	}
	// inPicture is the problem with a point x, y that must lie in a w x h
	// picture.
	inPicture := func(field string, x, y float64, w, h int) *problem {
		if !in(x, 0, float64(w)) || !in(y, 0, float64(h)) {
			return problemf(field, "(%s, %s) px is outside the %dx%d picture", num(x), num(y), w, h)
		}
		return nil
	}
	size := func(field string, v float64) *problem {
		if !(v > 0 && v <= MaxBoardSize) {
			return problemf(field, "%s mm: a size is more than 0 and at most %g mm", num(v), MaxBoardSize)
		}
		return nil
	}

	b := c.Board
	switch {
	case c.Board.Columns > MaxCells:
		return problemf("board.columns", "%d: a board has at most %d columns", b.Columns, MaxCells)
	case c.Board.Rows > MaxCells:
		return problemf("board.rows", "%d: a board has at most %d rows", b.Rows, MaxCells)
	}
	for _, s := range []struct {
		field string
		v     float64
		unset bool // 0 means "not set": allowed
	}{
		{"board.tile_mm", b.Tile, false},
		{"board.width_mm", b.Width, true},
		{"board.height_mm", b.Height, true},
		{"board.markers.size_mm", b.Markers.Size, false},
	} {
		if s.unset && s.v == 0 {
			continue
		}
		if pr := size(s.field, s.v); pr != nil {
			return pr
		}
	}
	if !in(b.Markers.Gap, 0, MaxBoardSize) {
		return problemf("board.markers.gap_mm", "%s mm: a gap is 0 to %g mm", num(b.Markers.Gap), MaxBoardSize)
	}
	if w, h := b.Size(); w > MaxBoardSize || h > MaxBoardSize {
		return problemf("board", "a playing area of %s x %s mm: at most %g mm a side", num(w), num(h), MaxBoardSize)
	}

	switch {
	case c.Width > MaxImageSide:
		return problemf("image_width", "%d px: a picture is at most %d px wide", c.Width, MaxImageSide)
	case c.Height > MaxImageSide:
		return problemf("image_height", "%d px: a picture is at most %d px high", c.Height, MaxImageSide)
	}

	if c.Lens != (Lens{}) {
		l := c.Lens
		switch {
		case l.Width < 1 || l.Width > MaxImageSide || l.Height < 1 || l.Height > MaxImageSide:
			return problemf("lens", "measured at %dx%d px: a picture is 1 to %d px a side", l.Width, l.Height, MaxImageSide)
		}
		if pr := focal("lens.fx", l.FX, l.Width); pr != nil {
			return pr
		}
		if pr := focal("lens.fy", l.FY, l.Width); pr != nil {
			return pr
		}
		if !in(l.CX, 0, float64(l.Width)) {
			return problemf("lens.cx", "%s px is outside the lens's %d px wide picture", num(l.CX), l.Width)
		}
		if !in(l.CY, 0, float64(l.Height)) {
			return problemf("lens.cy", "%s px is outside the lens's %d px high picture", num(l.CY), l.Height)
		}
		for _, k := range []struct {
			field string
			v     float64
		}{{"lens.k1", l.K1}, {"lens.k2", l.K2}, {"lens.k3", l.K3}, {"lens.p1", l.P1}, {"lens.p2", l.P2}} {
			if !in(k.v, -MaxDistortion, MaxDistortion) {
				return problemf(k.field, "%s: a distortion coefficient is within ±%g", num(k.v), MaxDistortion)
			}
		}
		if !in(l.RMS, 0, MaxImageSide) {
			return problemf("lens.rms", "%s px: a misfit is 0 to %d px", num(l.RMS), MaxImageSide)
		}
	}

	cam := c.Camera
	if cam.Width < 1 || cam.Width > MaxImageSide || cam.Height < 1 || cam.Height > MaxImageSide {
		return problemf("camera", "a picture of %dx%d px: 1 to %d px a side", cam.Width, cam.Height, MaxImageSide)
	}
	if pr := focal("camera.f", cam.F, c.Width); pr != nil {
		return pr
	}
	if !in(cam.CX, 0, float64(c.Width)) {
		return problemf("camera.cx", "%s px is outside the %d px wide picture", num(cam.CX), c.Width)
	}
	if !in(cam.CY, 0, float64(c.Height)) {
		return problemf("camera.cy", "%s px is outside the %d px high picture", num(cam.CY), c.Height)
	}
	if !cam.rotation() {
		return problemf("camera.r", "not a rotation (its rows must be unit vectors at right angles, turning the right way)")
	}
	if d := cam.T.norm(); !in(d, 0, MaxDistance) {
		return problemf("camera.t", "the board %.0f mm from the camera: at most %g mm", d, MaxDistance)
	}

	for _, v := range c.Board2Img {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > math.MaxFloat64/1e6 {
			return problemf("homography", "%s: not a number a homography holds", num(v))
		}
	}
	if _, err := c.Board2Img.Inverse(); err != nil {
		return problemf("homography", "flat: it maps the board onto a line or a point")
	}
	for k, m := range c.Markers {
		if pr := inPicture(fmt.Sprintf("markers[%d]", k), m.X, m.Y, c.Width, c.Height); pr != nil {
			return pr
		}
	}
	if !in(c.RMS, 0, MaxImageSide) {
		return problemf("rms_px", "%s px: a misfit is 0 to %d px", num(c.RMS), MaxImageSide)
	}
	if !in(c.TagHeight, 0, MaxTagHeight) {
		return problemf("tag_height_mm", "%s mm: tags are 0 to %g mm above the board", num(c.TagHeight), MaxTagHeight)
	}
	if above := -cam.Centre().Z; c.TagHeight >= above {
		return problemf("tag_height_mm", "%s mm: tags at or above the camera, %s mm above the board", num(c.TagHeight), num(above))
	}
	return nil
}

// rotation tells whether c.R is a rotation: orthonormal rows, determinant 1.
func (c Camera) rotation() bool {
	r := c.R
	for i := range 3 {
		for j := range 3 {
			dot := r[3*i]*r[3*j] + r[3*i+1]*r[3*j+1] + r[3*i+2]*r[3*j+2]
			want := 0.0
			if i == j {
				want = 1
			}
			if !(math.Abs(dot-want) <= rotationTolerance) {
				return false
			}
		}
	}
	det := r[0]*(r[4]*r[8]-r[5]*r[7]) - r[1]*(r[3]*r[8]-r[5]*r[6]) + r[2]*(r[3]*r[7]-r[4]*r[6])
	return math.Abs(det-1) <= rotationTolerance
}
