package vision

import (
	"math"

	"mecanoid/calibration"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// PlotsLayout is a map of plots (the skirmish's, docs/rules-skirmish.md) as
// game/skirmish prints it (skirmish.MapPrint): the playing area of Width x Height mm
// framed by the corner markers, plots as circles of Radius at their
// centres, bridges between them. A robot stands on the plot whose circle
// holds its tag's centre (Col is the plot's index in Plots, 1-based; Name
// "plot B3"). Robots end on plots: a tag between plots or over a bridge is
// a doubt; one beyond the playing area is beside the map (in its team's
// garage, or destroyed and put aside). Nothing faces anywhere. The game
// says where its plots and bridges are (game/skirmish builds the layout
// from a map).
type PlotsLayout struct {
	Width, Height float64 // the playing area, mm
	Radius        float64 // of every plot's circle, mm
	Plots         []Plot
	Bridges       [][2]int // the plots each joins, as indices into Plots
}

// A Plot is where robots stand on a map of plots.
type Plot struct {
	ID   string  // as players name it: "B3"
	X, Y float64 // its centre, mm from the playing area's north-west corner
}

var _ Layout = PlotsLayout{}

// Board is the calibration board of the layout: the playing area framed
// by markers m. Tiles mean nothing on a map of plots; they are a plot's
// diameter, the margin the scanner searches beyond the area.
func (l PlotsLayout) Board(m tag.Markers) calibration.Board {
	d := 2 * l.Radius
	return calibration.Board{Columns: int(math.Ceil(l.Width / d)), Rows: int(math.Ceil(l.Height / d)), Tile: d,
		Markers: m, Width: l.Width, Height: l.Height}
}

// Faces is false: a robot's tag may be turned any way.
func (l PlotsLayout) Faces(tag.Kind) bool { return false }

// Place puts a piece on the plot under its tag's centre.
func (l PlotsLayout) Place(_ tag.Kind, p calibration.Point) Place {
	if p.X < 0 || p.Y < 0 || p.X > l.Width || p.Y > l.Height {
		return Place{Off: true}
	}
	i, d := l.nearest(p)
	var id string
	if i >= 0 {
		id = l.Plots[i].ID
	}
	pl := Place{Col: i + 1, Name: poserr.M("plot %s", id), Inside: math.Max(0, 1-d/l.Radius)}
	if d <= l.Radius {
		return pl
	}
	pl.Name = poserr.M("near %s", pl.Name)
	if a, b, ok := l.bridge(p); ok {
		pl.Name = poserr.M("bridge %s–%s", a, b)
		pl.Doubt = poserr.M("on the bridge %s–%s: robots end on plots, put it on %s or %s", a, b, a, b)
		return pl
	}
	pl.Doubt = poserr.M("between plots (%.0f mm from the centre of plot %s, whose circle is %.0f mm across): put it on a plot", d, id, 2*l.Radius)
	return pl
}

// PlotOf is the plot ID of a piece placed by this layout ("" when it is
// on none).
func (l PlotsLayout) PlotOf(p Piece) string {
	if p.Col < 1 || p.Col > len(l.Plots) || p.Row != 0 {
		return ""
	}
	return l.Plots[p.Col-1].ID
}

// nearest is the index of the plot whose centre is nearest p (the first,
// if several; -1 on a map of no plot) and its distance.
func (l PlotsLayout) nearest(p calibration.Point) (i int, dist float64) {
	i, dist = -1, math.Inf(1)
	for j, q := range l.Plots {
		if d := math.Hypot(q.X-p.X, q.Y-p.Y); d < dist {
			i, dist = j, d
		}
	}
	return i, dist
}

// bridge is the bridge over point p: the one whose line between the two
// plots' rims passes within a plot's radius of p (the nearest, if
// several).
func (l PlotsLayout) bridge(p calibration.Point) (a, b string, ok bool) {
	best := l.Radius
	for _, br := range l.Bridges {
		u, v := l.Plots[br[0]], l.Plots[br[1]]
		dx, dy := v.X-u.X, v.Y-u.Y
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		along := ((p.X-u.X)*dx + (p.Y-u.Y)*dy) / n
		if along < l.Radius || along > n-l.Radius {
			continue
		}
		if across := math.Abs((p.X-u.X)*dy-(p.Y-u.Y)*dx) / n; across <= best {
			best, a, b, ok = across, u.ID, v.ID, true
		}
	}
	return a, b, ok
}
