package print

import (
	"fmt"
	"math"

	"mecanoid/internal/lang"
)

// Chessboard is a calibration chessboard: Columns x Rows squares of Square
// mm (10x7 squares have 9x6 inner corners, what `mecanoid calibrate lens
// --chessboard` is told).
type Chessboard struct {
	Page    Page
	Columns int
	Rows    int
	Square  float64 // mm
}

// chessLine is the room the line under the board takes, mm.
const chessLine = 7

// Check tells whether the chessboard fits its page, portrait or
// landscape, with the line under it (the page's margin is its white
// border), and can be found by a detector (at least 3x3 squares, 5 mm or
// more).
func (c Chessboard) Check() error {
	_, err := c.paper()
	return err
}

// paper is the page's paper, turned when the board fits it only so.
func (c Chessboard) paper() (Paper, error) {
	if err := c.Page.Check(); err != nil {
		return Paper{}, err
	}
	if c.Columns < 3 || c.Rows < 3 || c.Columns > 40 || c.Rows > 40 {
		return Paper{}, fail(lang.M("a chessboard of %dx%d squares: 3 to 40 each way", c.Columns, c.Rows))
	}
	if !(c.Square >= 5) || math.IsInf(c.Square, 0) {
		return Paper{}, fail(lang.M("squares of %g mm: 5 mm or more", c.Square))
	}
	bw, bh := c.Square*float64(c.Columns), c.Square*float64(c.Rows)+chessLine
	for _, p := range []Paper{c.Page.Paper, c.Page.Paper.Landscape()} {
		if bw <= p.W-2*c.Page.Margin && bh <= p.H-2*c.Page.Margin {
			return p, nil
		}
	}
	w, h := c.Page.Inner()
	return Paper{}, fail(lang.M("%dx%d squares of %g mm need %.0fx%.0f mm with the line under them; %s paper has %.0fx%.0f mm inside its margins",
		c.Columns, c.Rows, c.Square, bw, bh, c.Page.Paper.Name, math.Max(w, h), math.Min(w, h)))
}

// PrintChessboard draws the chessboard at true scale on one page (its
// margin is the white border the detector needs), a line under it saying
// what it is and how big a square must measure, and on a second page how
// to print it, keep it and use it.
func PrintChessboard(d Doc, c Chessboard) error {
	paper, err := c.paper()
	if err != nil {
		return err
	}
	wd := c.Page.Words()
	d.AddPage(paper.W, paper.H)
	bw, bh := c.Square*float64(c.Columns), c.Square*float64(c.Rows)
	x0 := (paper.W - bw) / 2
	y0 := (paper.H - bh - chessLine) / 2
	for r := range c.Rows {
		for k := range c.Columns {
			if (r+k)%2 == 0 {
				Rect(d, x0+float64(k)*c.Square, y0+float64(r)*c.Square, c.Square, c.Square, Black)
			}
		}
	}
	d.Text(Pt{X: x0, Y: y0 + bh + 5}, 3.2, wd.Sprintf("%dx%d squares (%dx%d inner corners): each square must measure %g mm. Instructions overleaf.",
		c.Columns, c.Rows, c.Columns-1, c.Rows-1, c.Square), Grey, 0)

	d.AddPage(c.Page.Paper.W, c.Page.Paper.H)
	w, _ := c.Page.Inner()
	y := c.Page.Margin + 8
	d.Text(Pt{X: c.Page.Margin, Y: y}, 6, wd.Sprintf("Measuring the camera's lens"), Black, 0)
	y += 12
	for _, l := range []string{
		wd.Sprintf("1. Print the chessboard at 100 %% (\"actual size\", not \"fit to page\"), then measure a square: %g mm.", c.Square),
		wd.Sprintf("2. Glue it on card or a board, flat, without bubbles, and keep it flat: a bent chessboard measures a wrong lens."),
		wd.Sprintf("3. Set the camera as at the table (same resolution, same focus), then run:"),
		fmt.Sprintf("   mecanoid calibrate lens --camera rpicam --chessboard %dx%d --square %gmm -o lens.json", c.Columns-1, c.Rows-1, c.Square),
		wd.Sprintf("4. Hold the chessboard in front of the camera, tilted, near and far, in every part of the picture, the corners too; the command says where it still needs to see it."),
		wd.Sprintf("5. Give lens.json to calibrate (--lens lens.json): the table's calibration keeps it."),
	} {
		for _, part := range Wrap(l, 4, w) {
			d.Text(Pt{X: c.Page.Margin, Y: y}, 4, part, Black, 0)
			y += 6
		}
		y += 2
	}
	return nil
}
