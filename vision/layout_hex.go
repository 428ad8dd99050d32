package vision

import (
	"math"
	"slices"

	"mecanoid/calibration"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/poserr"
	"mecanoid/tag"
)

// HexLayout is a board of hexes (the hex programming game's,
// docs/rules-hexprog.md) as game/hexprog's BoardPrint prints it: flat-topped hexes
// laid out by Grid, board (0,0) at the top-left corner of the hexes'
// bounding box, which is Width x Height mm and which the corner markers
// frame. Robots stand on hexes ([col,row], hexgrid.Offset, as board files
// number them) and face one of the six sides: N, NE, SE, S, SW, NW
// (directions 1..6). The game says which hexes its board has
// (game/hexprog builds the layout from a board).
type HexLayout struct {
	Cols, Rows    int           // the board's rectangle, in hexes
	Hexes         []hexgrid.Hex // the board's hexes: a board may have gaps and a jagged edge
	Grid          hexgrid.Layout
	Width, Height float64
}

var _ Directed = HexLayout{}

// Area is the calibration board of the layout: the hexes' bounding box
// framed by markers m (Tile is a hex's size across, the margin the scanner
// searches around the board).
func (l HexLayout) Area(m tag.Markers) calibration.Board {
	return calibration.Board{Columns: l.Cols, Rows: l.Rows, Tile: l.Grid.Across, Markers: m,
		Width: l.Width, Height: l.Height}
}

// Faces is true for robots: which side of its hex a robot faces is part
// of the position.
func (l HexLayout) Faces(k tag.Kind) bool { return k == tag.Robot }

// Directions are hexgrid's six, in order: index i is direction i+1.
func (l HexLayout) Directions() []string {
	names := make([]string, len(hexgrid.Dirs))
	for i, d := range hexgrid.Dirs {
		names[i] = d.String()
	}
	return names
}

// Place puts a piece on the hex under its tag's centre. Inside is the
// distance to the hex's nearest side over half the hex (1 in the middle, 0
// on a side); closer to a side than StraddleMargin of a hex across, the
// piece straddles the hexes on both sides. A tag beyond the hexes'
// bounding box lies beside the board (a robot taken off); one inside the
// box but on no hex of the board (the jagged edge, a gap) is a problem.
func (l HexLayout) Place(k tag.Kind, p calibration.Point) Place {
	if p.X < 0 || p.Y < 0 || p.X > l.Width || p.Y > l.Height {
		return Place{Off: true}
	}
	pt := hexgrid.Point{X: p.X, Y: p.Y}
	h := l.Grid.HexAt(pt)
	cell := h.Offset()
	c := l.Grid.Centre(h)
	half := l.Grid.Across / 2
	// A flat-topped hex's sides face the six directions: the distance to
	// the side of direction d is half the hex less the way p goes along d.
	edge := half
	var near []hexgrid.Dir
	for _, d := range hexgrid.Dirs {
		u := d.Unit()
		e := half - ((pt.X-c.X)*u.X + (pt.Y-c.Y)*u.Y)
		edge = math.Min(edge, e)
		if e < StraddleMargin*l.Grid.Across {
			near = append(near, d)
		}
	}
	edge = math.Max(edge, 0)
	if !l.has(h) {
		why := poserr.M("at the board's edge, on no hex: put it on a hex")
		if l.inRect(cell) {
			why = poserr.M("on %s, a gap in the board (no hex): put it on a hex", cell.String())
		}
		return Place{Off: true, Doubt: why}
	}
	pl := Place{Col: cell.Col, Row: cell.Row, Name: poserr.M("hex %s", cell.String()), Inside: math.Min(1, edge/half)}
	if len(near) > 0 {
		names := []poserr.Msg{poserr.M("%s", cell.String())}
		edgeNamed := false
		for _, d := range near {
			n := h.Neighbour(d)
			switch {
			case l.has(n):
				names = append(names, poserr.M("%s", n.Offset().String()))
			case !edgeNamed:
				names, edgeNamed = append(names, poserr.M("the board's edge")), true
			}
		}
		pl.Doubt = poserr.M("straddles hexes %s: put it in the middle of its hex", and(names))
	}
	return pl
}

// has tells whether h is a hex of the board.
func (l HexLayout) has(h hexgrid.Hex) bool { return slices.Contains(l.Hexes, h) }

// inRect tells whether c is within the board's columns and rows.
func (l HexLayout) inRect(c hexgrid.Offset) bool {
	return c.Col >= 1 && c.Row >= 1 && c.Col <= l.Cols && c.Row <= l.Rows
}
