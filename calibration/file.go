package calibration

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"mecanoid/internal/jsonpos"
	"mecanoid/internal/poserr"
	"os"
	"strings"
)

// Calibration is what the scanner needs to turn image pixels into board
// cells: the board's printed geometry, the camera's lens (optional) and
// pose, and where the corner markers were seen, to notice when the board or
// the camera moves. It is saved as JSON by `mecanoid calibrate`.
type Calibration struct {
	Version   int        `json:"version"`
	Board     Board      `json:"board"`
	Width     int        `json:"image_width"`
	Height    int        `json:"image_height"`
	Lens      Lens       `json:"lens,omitzero"`
	FocalFrom string     `json:"focal_from"` // "lens", "perspective" or "field of view"
	Camera    Camera     `json:"camera"`
	Board2Img Homography `json:"homography"` // board plane (mm) → undistorted image pixels
	Markers   [4]Point   `json:"markers"`    // marker centres in the raw image
	RMS       float64    `json:"rms_px"`     // marker misfit
	TagHeight float64    `json:"tag_height_mm"`
}

// Version is the calibration file format written.
const Version = 1

// ErrFile: a calibration file that cannot be used.
var ErrFile = errors.New("calibration: bad calibration file")

// Settings are what a user tells calibration besides the picture.
type Settings struct {
	Lens      Lens    // measured lens, or zero
	FOV       float64 // horizontal field of view (degrees) used when the lens is unknown and the view too square to measure; 0: DefaultFOV
	TagHeight float64 // height of the tags above the board, mm (tags on figurines)
	// Focal is the focal length in pixels of a camera calibrated before
	// (an earlier frame's Calibration.Camera.F), or 0. Known, it lets
	// three corner markers place the board: a figurine on a corner cell
	// may hide the fourth (docs/vision.md, "A hidden corner marker").
	Focal float64
	// FocalFrom says where Focal comes from, as Calibration.FocalFrom
	// does: "field of view" when it was worked out from FOV (--fov) for
	// this frame; "": an earlier calibration.
	FocalFrom string
}

// Solve calibrates from the corner markers seen in one image of w x h
// pixels. Marker corners are raw image pixels; they are undistorted here
// when the lens is known.
func Solve(b Board, seen []Marker, w, h int, s Settings) (*Calibration, error) {
	lens := s.Lens
	if lens.Calibrated() && (lens.Width != w || lens.Height != h) {
		if lens.Width*h != lens.Height*w {
			return nil, fmt.Errorf("calibration: the lens was measured at %dx%d, the picture is %dx%d", lens.Width, lens.Height, w, h)
		}
		lens = lens.Scaled(w, h)
	}
	und := make([]Marker, len(seen))
	for i, m := range seen {
		und[i] = Marker{Corner: m.Corner}
		for k, p := range m.Corners {
			und[i].Corners[k] = lens.Undistort(p)
		}
	}
	least := 4
	if s.Focal > 0 || lens.Calibrated() {
		least = 3
	}
	hm, rms, err := fromMarkers(b, und, least)
	if err != nil {
		return nil, err
	}
	c := &Calibration{Version: Version, Board: b, Width: w, Height: h, Lens: lens,
		Board2Img: hm, RMS: rms, TagHeight: s.TagHeight}
	for _, m := range seen {
		c.Markers[m.Corner] = m.Centre()
	}
	f, cx, cy := 0.0, float64(w)/2, float64(h)/2
	switch {
	case lens.Calibrated():
		f, cx, cy = (lens.FX+lens.FY)/2, lens.CX, lens.CY
		c.FocalFrom = "lens"
	case s.Focal > 0:
		f = s.Focal
		c.FocalFrom = "earlier calibration"
		if s.FocalFrom != "" {
			c.FocalFrom = s.FocalFrom
		}
	default:
		if est, ok := EstimateFocal(hm, cx, cy, w); ok {
			f = est
			c.FocalFrom = "perspective"
		} else {
			fov := s.FOV
			if fov == 0 {
				fov = DefaultFOV
			}
			f = FocalFromFOV(w, fov)
			c.FocalFrom = "field of view"
		}
	}
	cam, err := PoseFromHomography(hm, f, cx, cy, w, h)
	if err != nil {
		return nil, err
	}
	c.Camera = cam
	if len(seen) < 4 {
		// Twelve corner points leave the board's perspective loosely held:
		// place it by the camera's pose (its focal known) and require every
		// corner seen to fit that pose, so that a marker moved on the table
		// cannot tilt the board unnoticed.
		c.Board2Img = cam.Plane(0)
		c.RMS = markerMisfit(c.Board2Img, b, und)
		if c.RMS > MaxMarkerRMS {
			// Say what the focal came from: that is what to check.
			switch c.FocalFrom {
			case "field of view":
				return nil, markersErr("the three markers seen do not fit a camera of %g° field of view (misfit %.1f px): show the fourth, or check --fov", s.FOV, c.RMS)
			case "lens":
				return nil, markersErr("the three markers seen do not fit the camera's lens file (misfit %.1f px): show the fourth, or measure the lens again", c.RMS)
			}
			return nil, markersErr("the three markers seen do not fit the camera as calibrated (misfit %.1f px): show the fourth, or calibrate again", c.RMS)
		}
	}
	// A marker hidden now is expected where the board says it is, so that
	// the next frame that shows it does not take the board for moved.
	seenCorner := [4]bool{}
	for _, m := range seen {
		seenCorner[m.Corner] = true
	}
	bw, bh := b.Size()
	for k, ok := range seenCorner {
		if !ok {
			x, y := b.Markers.Centre(k, bw, bh)
			c.Markers[k] = c.BoardToImage(Point{X: x, Y: y}, 0)
		}
	}
	return c, nil
}

// ImageToBoard maps a raw image point of something h millimetres above the
// board to board millimetres.
func (c *Calibration) ImageToBoard(p Point, h float64) (Point, error) {
	toBoard, err := c.ImageToBoardAt(h)
	if err != nil {
		return Point{}, err
	}
	return toBoard(p), nil
}

// ImageToBoardAt is ImageToBoard for many points at one height: the plane's
// inverse is computed once.
func (c *Calibration) ImageToBoardAt(h float64) (func(Point) Point, error) {
	inv, err := c.Camera.Plane(h).Inverse()
	if err != nil {
		return nil, err
	}
	return func(p Point) Point { return inv.Apply(c.Lens.Undistort(p)) }, nil
}

// BoardToImage maps a board point h millimetres up to raw image pixels.
func (c *Calibration) BoardToImage(p Point, h float64) Point {
	return c.Lens.Distort(c.Camera.Plane(h).Apply(p))
}

// ModulePx estimates the size in pixels of one module of a tag of the given
// size (mm) at height h: the smallest over the board's corners.
func (c *Calibration) ModulePx(tagSize, h float64) float64 {
	w, ht := c.Board.Size()
	m := tagSize / 25 // tag.TagModules
	best := math.Inf(1)
	for _, q := range []Point{{0, 0}, {w, 0}, {w, ht}, {0, ht}, {w / 2, ht / 2}} {
		a := c.BoardToImage(q, h)
		bx := c.BoardToImage(Point{q.X + m, q.Y}, h)
		by := c.BoardToImage(Point{q.X, q.Y + m}, h)
		best = math.Min(best, math.Min(a.Sub(bx).Len(), a.Sub(by).Len()))
	}
	return best
}

// Moved is how far, in pixels, the markers seen now lie from where the
// calibration saw them (the largest shift over the markers seen).
func (c *Calibration) Moved(seen []Marker) float64 {
	var d float64
	for _, m := range seen {
		if m.Corner >= 0 && m.Corner < 4 {
			d = math.Max(d, m.Centre().Sub(c.Markers[m.Corner]).Len())
		}
	}
	return d
}

// Save writes the calibration as indented JSON.
func (c *Calibration) Save(path string) error {
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// Load reads a calibration file, checking that it can be used: every
// number within what the camera model can stand for (the bounds above
// check). An error wraps ErrFile and names the file, the line and column
// of what is wrong when it is written in the file, and the field.
func Load(path string) (*Calibration, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrFile, err)
	}
	return Parse(path, data)
}

// Parse is Load for a calibration file's contents, data, read from path
// (for the messages).
func Parse(path string, data []byte) (*Calibration, error) {
	// at is the place of the byte off, field (may be "") in the file.
	at := func(off int64, field string) poserr.Error {
		line, col := jsonpos.LineCol(data, off)
		return poserr.Error{File: path, Line: line, Col: col, Field: field, Err: ErrFile}
	}
	// fileErr is ErrFile, then where and what (said in the user's language:
	// internal/fileerr).
	fileErr := func(e poserr.Error, m poserr.Msg) error { return fmt.Errorf("%w: %w", ErrFile, poserr.New(e, m)) }
	var c Calibration
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return nil, fileErr(at(se.Offset, ""), poserr.M("%v", err))
		case errors.As(err, &te):
			return nil, fileErr(at(te.Offset, te.Field), poserr.M("%s, want a %v", jsonpos.Word(te.Value), jsonpos.Word(te.Type.String())))
		}
		return nil, fmt.Errorf("%w: %s: %v", ErrFile, path, err)
	}
	// bad places a field's problem at its value in the file, or at the
	// nearest enclosing one that is written; a field not written at all
	// is named with the file alone.
	var offsets map[string]int64
	bad := func(field string, why poserr.Msg) error {
		if offsets == nil {
			offsets = jsonpos.Offsets(data)
		}
		for f := field; f != ""; {
			if off, ok := offsets[f]; ok {
				return fileErr(at(off, field), why)
			}
			i := strings.LastIndexAny(f, ".[")
			if i < 0 {
				break
			}
			f = f[:i]
		}
		return fileErr(poserr.Error{File: path, Field: field, Err: ErrFile}, why)
	}
	switch {
	case c.Version != Version:
		return nil, bad("version", poserr.M("%d; this mecanoid reads version %d", c.Version, Version))
	case c.Board.Columns < 1 || c.Board.Rows < 1 || c.Board.Tile <= 0:
		return nil, bad("board", poserr.M("needs columns, rows and tile_mm"))
	case c.Width < 1 || c.Height < 1:
		return nil, bad("image_width/image_height", poserr.M("missing"))
	case c.Camera.F <= 0 || c.Camera.T.Z <= 0:
		return nil, bad("camera", poserr.M("no camera pose"))
	case c.Board2Img == Homography{}:
		return nil, bad("homography", poserr.M("missing"))
	}
	if p := c.check(); p != nil {
		return nil, bad(p.field, p.why)
	}
	return &c, nil
}
