package lenscal

import (
	"math"

	"mecanoid/calibration"
	"mecanoid/internal/lang"
)

// What makes a good set of views (OpenCV's advice, and what the synthetic
// chessboards of vision/synth need for a focal length within 1 %).
const (
	// GoodViews is the fewest views a lens is measured from.
	GoodViews = 12
	// TiltedViews is the fewest views that must be tilted: straight-on
	// views alone cannot tell the focal length from the distance.
	TiltedViews = 4
	// tiltRatio: a view is tilted when the chessboard's far side looks at
	// least 12 % shorter than its near side (about 20° at arm's length).
	tiltRatio = 1.12
	// alike: a view whose corners are on average within this share of
	// the picture's diagonal of an accepted view's adds nothing.
	alike = 0.02
)

// Parts of the picture, a 3x3 grid, in the order the guide asks for them:
// the corners first (where a wide lens bends most), then the edges, then
// the centre.
var parts = []struct {
	col, row int
	name     string
}{
	{0, 0, lang.Key("the upper left corner")}, {2, 0, lang.Key("the upper right corner")},
	{2, 2, lang.Key("the lower right corner")}, {0, 2, lang.Key("the lower left corner")},
	{1, 0, lang.Key("the top edge")}, {2, 1, lang.Key("the right edge")},
	{1, 2, lang.Key("the bottom edge")}, {0, 1, lang.Key("the left edge")},
	{1, 1, lang.Key("the centre")},
}

// Guide keeps the views of the chessboard accepted so far and says what
// they still lack.
type Guide struct {
	Width, Height int // the picture's size, pixels
	Cols, Rows    int // the chessboard's inner corners
	views         [][]calibration.Point
	tiltedView    []bool // by view
	tilted        int
	covered       [3][3]int // corners seen in each part of the picture
}

// Verdict is what Offer made of a view.
type Verdict struct {
	Accepted bool
	Tilted   bool
	Alike    int // when refused: the accepted view (from 1) it is too like
}

// Offer looks at a view's inner corners (row after row, as found) and
// keeps it if it adds something.
func (g *Guide) Offer(corners []calibration.Point) Verdict {
	diag := math.Hypot(float64(g.Width), float64(g.Height))
	for k, v := range g.views {
		var d float64
		for i := range v {
			d += v[i].Sub(corners[i]).Len()
		}
		// The detector may start from either end of the chessboard.
		var back float64
		for i := range v {
			back += v[i].Sub(corners[len(corners)-1-i]).Len()
		}
		if math.Min(d, back)/float64(len(v)) < alike*diag {
			return Verdict{Alike: k + 1}
		}
	}
	vd := Verdict{Accepted: true, Tilted: g.perspective(corners) >= tiltRatio}
	g.views = append(g.views, append([]calibration.Point(nil), corners...))
	g.tiltedView = append(g.tiltedView, vd.Tilted)
	if vd.Tilted {
		g.tilted++
	}
	for _, p := range corners {
		c := min(2, max(0, int(3*p.X/float64(g.Width))))
		r := min(2, max(0, int(3*p.Y/float64(g.Height))))
		g.covered[r][c]++
	}
	return vd
}

// perspective is how much shorter the chessboard's shorter side looks than
// the opposite one (1: straight on).
func (g *Guide) perspective(c []calibration.Point) float64 {
	n := g.Cols * g.Rows
	tl, tr, br, bl := c[0], c[g.Cols-1], c[n-1], c[n-g.Cols]
	ratio := func(a, b float64) float64 { return math.Max(a, b) / math.Max(1e-9, math.Min(a, b)) }
	return math.Max(ratio(tl.Sub(tr).Len(), bl.Sub(br).Len()), ratio(tl.Sub(bl).Len(), tr.Sub(br).Len()))
}

// Views is the number of views accepted; Tilted, of those tilted.
func (g *Guide) Views() int  { return len(g.views) }
func (g *Guide) Tilted() int { return g.tilted }

// Uncovered are the parts of the picture no accepted view has reached,
// in the order the guide asks for them (message keys).
func (g *Guide) Uncovered() []string {
	var out []string
	for _, p := range parts {
		// A few corners of one view do not make a part covered.
		if g.covered[p.row][p.col] < 3 {
			out = append(out, p.name)
		}
	}
	return out
}

// Next is what the person should do now, in p's language; "" when the
// views are enough.
func (g *Guide) Next(p *lang.Printer) string {
	if u := g.Uncovered(); len(u) > 0 {
		return p.Sprintf("now hold the chessboard in %s of the picture", p.Sprintf(u[0]))
	}
	if g.tilted < TiltedViews {
		return p.Sprintf("tilt it more: %d of the %d tilted views needed", g.tilted, TiltedViews)
	}
	if len(g.views) < GoodViews {
		return p.Sprintf("%d more views: nearer, further, turned", GoodViews-len(g.views))
	}
	return ""
}

// Done tells whether the views are enough to measure the lens.
func (g *Guide) Done() bool { return g.Next(lang.EN.Printer()) == "" }
