package synth

import (
	"image"
	"image/color"
	"math"

	"mecanoid/calibration"
	"mecanoid/print"
	"mecanoid/tag"
)

// FarMarkerTroubles are what the far-marker category does to the corner
// marker farthest from the camera, a photo after the other: a card (a
// beer mat, the rule book) lying over it, the lens focused on the near
// side (a shallow depth of field at 35° of tilt), or the board's far end
// in a shadow and out of focus as well. Only the card makes it unreadable
// in the truth: the other two are a marker a person still sees.
var FarMarkerTroubles = []string{"covered", "blurred", "shaded"}

// farMarker does trouble to the corner marker farthest from the camera,
// once the board is drawn and before the pieces are put down: a card lies
// on the table under the figurines, and a figurine on the corner cell
// stands in front of the blurred or shaded marker, not in it.
func (s *Shot) farMarker(trouble string) {
	eye := s.cam.Centre()
	k, far := 0, -1.0
	for i, m := range s.t.Markers {
		if d := math.Hypot(m.Board.X-eye.X, m.Board.Y-eye.Y); d > far {
			k, far = i, d
		}
	}
	m := &s.t.Markers[k]
	s.t.MarkerTrouble = trouble
	size := s.t.Board.Markers.Size
	if size == 0 {
		size = tag.DefaultMarkers.Size
	}
	modules := m.ModulePx // a module of the marker, in pixels
	switch trouble {
	case "covered":
		// A card 1.6 markers wide, turned any way, over the marker.
		a := s.rng.Float64() * math.Pi / 2
		half := 0.8 * size
		var flat []print.Pt
		var seen []calibration.Point
		for _, c := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			x := m.Board.X + half*(c[0]*math.Cos(a)-c[1]*math.Sin(a))
			y := m.Board.Y + half*(c[0]*math.Sin(a)+c[1]*math.Cos(a))
			flat = append(flat, print.Pt{X: x, Y: y})
			seen = append(seen, s.cam.Plane(0).Apply(calibration.Point{X: x, Y: y}))
		}
		s.flat.Polygon(flat, color.RGBA{196, 184, 160, 255})
		m.hide(func(q [4]calibration.Point) float64 { return coveredBy(q, seen) })
	case "blurred":
		Blur(s.around(*m), (0.7+0.3*s.rng.Float64())*modules)
	case "shaded":
		c := m.Corners[0].Add(m.Corners[2]).Scale(0.5)
		radius := 1.5 * modules * tag.QRModules
		Shade(s.img, c.X, c.Y, radius, 0.45+0.15*s.rng.Float64())
		Blur(s.around(*m), (0.25+0.15*s.rng.Float64())*modules)
	}
}

// around is the part of the photo around marker m, a marker's width of
// margin on every side: where a trouble is done to it alone.
func (s *Shot) around(m Piece) *image.RGBA {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range m.Corners {
		minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
		minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
	}
	margin := maxX - minX
	r := image.Rect(int(minX-margin), int(minY-margin), int(maxX+margin)+1, int(maxY+margin)+1)
	return s.img.SubImage(r.Intersect(s.img.Rect)).(*image.RGBA)
}
