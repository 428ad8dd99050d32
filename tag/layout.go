package tag

import "math"

// Geometry of a printed tag: a version 1 QR code (21 modules) inside a white
// quiet zone of QuietModules on each side. A tag's size is the side of the
// whole white square, quiet zone included.
const (
	QRModules    = 21
	QuietModules = 2
	TagModules   = QRModules + 2*QuietModules
)

// Default sizes, in millimetres, for boards of 50 mm tiles.
const (
	DefaultTile       = 50.0
	DefaultTagSize    = 40.0 // 1.6 mm per module: as large as a 50 mm tile allows with room to place it
	DefaultMarkerSize = 40.0
	DefaultMarkerGap  = 5.0
)

// ModuleSize is the side of one QR module of a tag of the given size.
func ModuleSize(tagSize float64) float64 { return tagSize / TagModules }

// Markers places the four corner markers of a board: QR tags of kind Corner,
// outside the playing area, one diagonally beyond each corner, clockwise from
// north-west. Board coordinates are millimetres from the north-west corner of
// cell [1,1], x east, y south.
type Markers struct {
	Size float64 `json:"size_mm"` // side of a marker, quiet zone included
	Gap  float64 `json:"gap_mm"`  // between the playing area's corner and the marker's square
}

// DefaultMarkers are the markers of boards printed with default settings.
var DefaultMarkers = Markers{Size: DefaultMarkerSize, Gap: DefaultMarkerGap}

// Centre is the centre of marker k (0 NW, 1 NE, 2 SE, 3 SW) of a playing area
// of width w and height h millimetres.
func (m Markers) Centre(k int, w, h float64) (x, y float64) {
	d := m.Gap + m.Size/2
	switch k {
	case 0:
		return -d, -d
	case 1:
		return w + d, -d
	case 2:
		return w + d, h + d
	default:
		return -d, h + d
	}
}

// Margin is how far the markers reach beyond the playing area.
func (m Markers) Margin() float64 { return m.Gap + m.Size }

// Corners are the corners of the QR symbol (without quiet zone) of marker k
// in board coordinates, in the order a decoder reports them for an upright
// code: top-left, top-right, bottom-right, bottom-left. Markers are printed
// upright (their top towards north).
func (m Markers) Corners(k int, w, h float64) [4][2]float64 {
	cx, cy := m.Centre(k, w, h)
	half := ModuleSize(m.Size) * QRModules / 2
	return [4][2]float64{{cx - half, cy - half}, {cx + half, cy - half}, {cx + half, cy + half}, {cx - half, cy + half}}
}

// Angle is the direction, in radians clockwise from north (board up), in
// which the top edge of a code faces, from its corners as a decoder reports
// them (top-left, top-right, bottom-right, bottom-left), in any plane whose y
// axis points down.
func Angle(tl, tr, br, bl [2]float64) float64 {
	// "Up" runs from the middle of the bottom edge to the middle of the top edge.
	ux := (tl[0] + tr[0] - bl[0] - br[0]) / 2
	uy := (tl[1] + tr[1] - bl[1] - br[1]) / 2
	a := math.Atan2(ux, -uy) // clockwise from up, y down
	if a < 0 {
		a += 2 * math.Pi
	}
	return a
}

// Sector quantises an angle (radians clockwise from north) to the nearest of
// n directions (4 on square boards, 6 on hex boards), returning the index
// 0..n-1 and how far off the exact direction it was, in radians.
func Sector(angle float64, n int) (int, float64) {
	step := 2 * math.Pi / float64(n)
	k := int(math.Round(angle/step)) % n
	off := math.Abs(math.Remainder(angle-float64(k)*step, 2*math.Pi))
	return k, off
}
