package vision

import (
	"math"

	"mecanoid/calibration"
	"mecanoid/engine/skirmish"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// PlotsLayout is a skirmish map (docs/rules-skirmish.md) as
// print.SkirmishPrint prints it: the playing area of Map.Width x
// Map.Height mm framed by the corner markers, plots as circles of
// Map.Radius at their centres, bridges between them. A robot stands on
// the plot whose circle holds its tag's centre (Col is the plot's index
// in the map, 1-based; Name "plot B3"). Robots end on plots: a tag
// between plots or over a bridge is a doubt; one beyond the playing area
// is beside the map (in its team's garage, or destroyed and put aside).
// Nothing faces anywhere.
type PlotsLayout struct {
	Map *skirmish.Map
}

var _ Layout = PlotsLayout{}

// Board is the calibration board of the layout: the playing area framed
// by markers m. Tiles mean nothing on a map of plots; they are a plot's
// diameter, the margin the scanner searches beyond the area.
func (l PlotsLayout) Board(m tag.Markers) calibration.Board {
	d := 2 * l.Map.Radius
	return calibration.Board{Columns: int(math.Ceil(l.Map.Width / d)), Rows: int(math.Ceil(l.Map.Height / d)), Tile: d,
		Markers: m, Width: l.Map.Width, Height: l.Map.Height}
}

// Faces is false: a robot's tag may be turned any way.
func (l PlotsLayout) Faces(tag.Kind) bool { return false }

// Place puts a piece on the plot under its tag's centre.
func (l PlotsLayout) Place(_ tag.Kind, p calibration.Point) Place {
	m := l.Map
	if p.X < 0 || p.Y < 0 || p.X > m.Width || p.Y > m.Height {
		return Place{Off: true}
	}
	id, d := m.Nearest(p.X, p.Y)
	col := l.index(id) + 1
	pl := Place{Col: col, Name: poserr.M("plot %s", id), Inside: math.Max(0, 1-d/m.Radius)}
	if d <= m.Radius {
		return pl
	}
	pl.Name = poserr.M("near %s", pl.Name)
	if a, b, ok := l.bridge(p); ok {
		pl.Name = poserr.M("bridge %s–%s", a, b)
		pl.Doubt = poserr.M("on the bridge %s–%s: robots end on plots, put it on %s or %s", a, b, a, b)
		return pl
	}
	pl.Doubt = poserr.M("between plots (%.0f mm from the centre of plot %s, whose circle is %.0f mm across): put it on a plot", d, id, 2*m.Radius)
	return pl
}

// PlotOf is the plot ID of a piece placed by this layout ("" when it is
// on none).
func (l PlotsLayout) PlotOf(p Piece) string {
	if p.Col < 1 || p.Col > len(l.Map.Plots) || p.Row != 0 {
		return ""
	}
	return l.Map.Plots[p.Col-1].ID
}

func (l PlotsLayout) index(id string) int {
	for i, p := range l.Map.Plots {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// bridge is the bridge over point p: the one whose line between the two
// plots' rims passes within a plot's radius of p (the nearest, if
// several).
func (l PlotsLayout) bridge(p calibration.Point) (a, b string, ok bool) {
	m := l.Map
	best := m.Radius
	for _, br := range m.Bridges {
		u, v := m.Plots[br[0]], m.Plots[br[1]]
		dx, dy := v.X-u.X, v.Y-u.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		along := ((p.X-u.X)*dx + (p.Y-u.Y)*dy) / n
		if along < m.Radius || along > n-m.Radius {
			continue
		}
		if across := math.Abs((p.X-u.X)*dy-(p.Y-u.Y)*dx) / n; across <= best {
			best, a, b, ok = across, u.ID, v.ID, true
		}
	}
	return a, b, ok
}
