package print

import (
	"math"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// LegendEntry explains one symbol of a printed board.
type LegendEntry struct {
	Name     string
	Notation string // as written in a board file (docs/board-format.md)
	Text     string
	draw     func(c Canvas, o Pt, t float64) error // the symbol on a tile of side t at o
}

func tileEntry(name, notation, text string, tile dr2d.Tile) LegendEntry {
	return LegendEntry{name, notation, text, func(c Canvas, o Pt, t float64) error {
		drawTile(c, tile, o, t)
		return nil
	}}
}

// Legend lists every symbol a printed DR2D board uses, in the order of
// docs/board-format.md. game names the corner markers' payload.
func Legend(game string) []LegendEntry { return legend(lang.EN.Printer(), game) }

// legend is Legend in w's language.
func legend(w *lang.Printer, game string) []LegendEntry {
	cw, ccw := dr2d.Clockwise, dr2d.CounterClockwise
	return []LegendEntry{
		tileEntry(w.Sprintf("Neutral tile"), ".", w.Sprintf("Nothing happens here. Robots start and laws lie on neutral tiles."), dr2d.Tile{}),
		tileEntry(w.Sprintf("Conveyor"), "^ > v <", w.Sprintf("Moves a robot on it one cell the way the arrows point, every move."),
			dr2d.Tile{Kind: dr2d.Conveyor, Dir: dr2d.East}),
		tileEntry(w.Sprintf("Rotating conveyor, clockwise"), "^+ >+ v+ <+", w.Sprintf("Moves the robot one cell, then turns it a quarter clockwise (the arc shows the sense)."),
			dr2d.Tile{Kind: dr2d.RotatingConveyor, Dir: dr2d.South, Sense: cw}),
		tileEntry(w.Sprintf("Rotating conveyor, counter-clockwise"), "^- >- v- <-", w.Sprintf("Moves the robot one cell, then turns it a quarter counter-clockwise."),
			dr2d.Tile{Kind: dr2d.RotatingConveyor, Dir: dr2d.North, Sense: ccw}),
		tileEntry(w.Sprintf("Pusher"), "P^ P> Pv P<", w.Sprintf("Pushes the robot on it one cell that way on moves 2 and 4."),
			dr2d.Tile{Kind: dr2d.Pusher, Dir: dr2d.East}),
		tileEntry(w.Sprintf("Pothole"), "O", w.Sprintf("A robot that enters it is stuck: it loses its next 1 to 3 moves (more when damaged)."),
			dr2d.Tile{Kind: dr2d.Pothole}),
		tileEntry(w.Sprintf("Actuator"), "A", w.Sprintf("A robot that steps onto it switches the board to its next layout."),
			dr2d.Tile{Kind: dr2d.Actuator}),
		tileEntry(w.Sprintf("Repair"), "R1", w.Sprintf("+1 PC to a robot that ends the turn here."), dr2d.Tile{Kind: dr2d.Repair, Amount: 1}),
		tileEntry(w.Sprintf("Double repair"), "R2", w.Sprintf("+2 PC to a robot that ends the turn here."), dr2d.Tile{Kind: dr2d.Repair, Amount: 2}),
		tileEntry(w.Sprintf("Turntable, clockwise"), "T+", w.Sprintf("Turns the robot on it a quarter clockwise at the end of the turn."),
			dr2d.Tile{Kind: dr2d.Turntable, Sense: cw}),
		tileEntry(w.Sprintf("Turntable, counter-clockwise"), "T-", w.Sprintf("Turns the robot on it a quarter counter-clockwise at the end of the turn."),
			dr2d.Tile{Kind: dr2d.Turntable, Sense: ccw}),
		tileEntry(w.Sprintf("Press"), "X", w.Sprintf("-2 PC to a robot that ends the turn here."), dr2d.Tile{Kind: dr2d.Press}),
		{w.Sprintf("Laser"), "L^ L> Lv L<", w.Sprintf("Mounted on the wall behind it, fires that way on moves 1, 3 and 5: -1 PC to the first robot in the beam."),
			func(c Canvas, o Pt, t float64) error {
				drawTile(c, dr2d.Tile{}, o, t)
				drawLaser(c, dr2d.Laser{Dir: dr2d.East}, o, t)
				Rect(c, o.X-t*0.04, o.Y, t*0.08, t, WallColour)
				return nil
			}},
		{w.Sprintf("Law 1, 2, 3"), "1 2 3", w.Sprintf("A robot that ends the turn here downloads the law; with all three it leaves the board."),
			func(c Canvas, o Pt, t float64) error {
				drawTile(c, dr2d.Tile{}, o, t)
				drawLaw(c, 1, o, t)
				return nil
			}},
		{w.Sprintf("Wall"), w.Sprintf("| between cells, _ after a tile"), w.Sprintf("Nothing crosses it. The edge of the board is a wall."),
			func(c Canvas, o Pt, t float64) error {
				h := t / 2
				drawTile(c, dr2d.Tile{}, o, h)
				drawTile(c, dr2d.Tile{}, Pt{o.X + h, o.Y}, h)
				drawTile(c, dr2d.Tile{}, Pt{o.X, o.Y + h}, h)
				drawTile(c, dr2d.Tile{}, Pt{o.X + h, o.Y + h}, h)
				Rect(c, o.X+h-t*0.03, o.Y, t*0.06, t, WallColour)
				return nil
			}},
		{w.Sprintf("Corner marker"), "", w.Sprintf("A QR code beyond each corner: the camera finds the board by them. Keep all four flat and in view."),
			func(c Canvas, o Pt, t float64) error {
				return DrawTag(c, tag.Payload{Game: game, Kind: tag.Corner, ID: 0}, Pt{o.X + t/2, o.Y + t/2}, t, 0)
			}},
	}
}

// LegendPage prints a page explaining every symbol of a printed board.
func LegendPage(d Doc, page Page, game string) error {
	paper := page.Paper
	m := page.Margin
	d.AddPage(paper.W, paper.H)
	iw, ih := page.Inner()
	y := m + 8
	w := page.Words()
	d.Text(Pt{m, y}, 7, w.Sprintf("Legend"), InkCol, 0)
	y += 7
	for _, l := range Wrap(w.Sprintf("Cells are named [X,Y]: columns X are numbered west to east along the north and south edges, "+
		"rows Y north to south along the west and east edges, as in board files and referee reports. "+
		"North is the top of the board. PC: a robot's capacity points, 7 when unhurt."), 3, iw) {
		d.Text(Pt{m, y}, 3, l, InkCol, 0)
		y += 4.4
	}
	y += 3
	entries := legend(w, game)
	cols := 2
	colW := iw / float64(cols)
	rows := (len(entries) + cols - 1) / cols
	rowH := math.Min(24, (m+ih-y)/float64(rows))
	t := math.Min(18, rowH-3)
	for i, e := range entries {
		c, r := i/rows, i%rows
		o := Pt{m + float64(c)*colW, y + float64(r)*rowH}
		if err := e.draw(d, o, t); err != nil {
			return err
		}
		tx := o.X + t + 4
		d.Text(Pt{tx, o.Y + 3.5}, 3.4, e.Name, InkCol, 0)
		ty := o.Y + 7.5
		if e.Notation != "" {
			d.Text(Pt{tx, ty}, 2.6, w.Sprintf("board file: %s", e.Notation), Grey, 0)
			ty += 3.8
		}
		for _, l := range Wrap(e.Text, 2.6, colW-t-8) {
			d.Text(Pt{tx, ty}, 2.6, l, InkCol, 0)
			ty += 3.4
		}
	}
	return nil
}
