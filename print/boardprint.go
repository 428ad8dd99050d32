package print

import (
	"fmt"
	"image"
	"math"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

// Limits of a printed tile: a robot and its tag stand on one tile, and a
// board of big tiles soon needs more sheets than anyone will tape together.
const (
	MinTile = 20.0
	MaxTile = 200.0
)

// BoardPrint says how to print a board at true scale.
type BoardPrint struct {
	Game    string      // game of the corner markers' payloads (tag.DR2D)
	Tile    float64     // side of a tile, mm
	Layout  int         // 0-based
	Markers tag.Markers // corner markers; Size 0: none
	Page    Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultBoardPrint is a DR2D board of 50 mm tiles with its corner markers,
// on A4 with 10 mm margins and 10 mm overlaps.
func DefaultBoardPrint() BoardPrint {
	return BoardPrint{Game: tag.DR2D, Tile: tag.DefaultTile, Markers: tag.DefaultMarkers, Page: DefaultPage, Overlap: 10}
}

// Check tells whether b can be printed with these settings.
func (o BoardPrint) Check(b *dr2d.Board) error {
	switch {
	case o.Tile < MinTile:
		return fmt.Errorf("print: tile %g mm is too small; tiles are at least %g mm (a robot and its tag stand on one)", o.Tile, MinTile)
	case o.Tile > MaxTile:
		return fmt.Errorf("print: tile %g mm is too large; tiles are at most %g mm", o.Tile, MaxTile)
	case o.Layout < 0 || o.Layout >= len(b.Layouts):
		return fmt.Errorf("print: no layout %d: the board has %d", o.Layout+1, len(b.Layouts))
	case o.Markers.Size != 0 && o.Markers.Size < 10:
		return fmt.Errorf("print: corner markers of %g mm are too small to be read; at least 10 mm", o.Markers.Size)
	case o.Markers.Gap < 0:
		return fmt.Errorf("print: corner marker gap %g mm; it cannot be negative", o.Markers.Gap)
	}
	if o.Markers.Size != 0 {
		p := tag.Payload{Game: o.Game, Kind: tag.Corner}
		if err := p.Validate(); err != nil {
			return fmt.Errorf("print: corner markers: %w", err)
		}
	}
	return o.Page.Check()
}

// Size is the playing area in millimetres.
func (o BoardPrint) Size(b *dr2d.Board) (w, h float64) {
	return float64(b.Width) * o.Tile, float64(b.Height) * o.Tile
}

func (o BoardPrint) labelSize() float64 { return math.Min(o.Tile*0.3, 8) }

// Extent is the rectangle the printed board covers, in board coordinates
// (origin at the north-west corner of cell [1,1]): the playing area, the
// coordinates along its edges and the corner markers, with a white border.
func (o BoardPrint) Extent(b *dr2d.Board) (lo, hi Pt) {
	ls := o.labelSize()
	e := o.Tile*0.08 + 1.5 + math.Max(ls, TextWidth(fmt.Sprint(max(b.Width, b.Height)), ls)) + 2
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Markers.Margin()+3)
	}
	w, h := o.Size(b)
	return Pt{-e, -e}, Pt{w + e, h + e}
}

// drawPoster draws the whole printed board with the north-west corner of
// its playing area at origin.
func drawPoster(c Canvas, b *dr2d.Board, o BoardPrint, origin Pt) error {
	d := BoardDrawing{Tile: o.Tile, Layout: o.Layout, Markers: o.Markers, Labels: true}
	if err := DrawBoard(c, b, d, origin); err != nil {
		return err
	}
	if o.Markers.Size > 0 {
		w, h := o.Size(b)
		return DrawMarkers(c, o.Game, o.Markers, w, h, origin)
	}
	return nil
}

// BoardImage draws the printed board (tiles, coordinates and corner
// markers) as a picture at scale pixels per millimetre, for screens.
func BoardImage(b *dr2d.Board, o BoardPrint, scale float64) (*image.RGBA, error) {
	if err := o.Check(b); err != nil {
		return nil, err
	}
	if scale <= 0 || scale > 40 {
		return nil, fmt.Errorf("print: %g pixels per mm; 0 < scale <= 40", scale)
	}
	lo, hi := o.Extent(b)
	r := NewRaster(hi.X-lo.X, hi.Y-lo.Y, scale)
	r.Off = lo
	if err := drawPoster(r, b, o, Pt{}); err != nil {
		return nil, err
	}
	return r.Img, nil
}

// BoardName is a board's name for titles.
func BoardName(b *dr2d.Board) string {
	if b.Name == "" {
		return "unnamed board"
	}
	return b.Name
}

// stripHeight is the label strip at the top of each board sheet.
const stripHeight = 10.0

// PlanBoard is how b is cut into sheets with these settings.
func PlanBoard(b *dr2d.Board, o BoardPrint) (Tiling, error) {
	if err := o.Check(b); err != nil {
		return Tiling{}, err
	}
	lo, hi := o.Extent(b)
	return PlanTiling(lo, hi, o.Page, stripHeight, o.Overlap)
}

// PrintBoard prints b at true scale: an assembly page, a legend of the
// symbols, then the board across as many sheets as it needs, each labelled,
// with cut lines and alignment marks on the overlaps.
func PrintBoard(d Doc, b *dr2d.Board, o BoardPrint) (Tiling, error) {
	t, err := PlanBoard(b, o)
	if err != nil {
		return t, err
	}
	if err := assemblyPage(d, b, o, t); err != nil {
		return t, err
	}
	if err := LegendPage(d, o.Page, o.Game); err != nil {
		return t, err
	}
	for row := 0; row < t.Rows; row++ {
		for col := 0; col < t.Cols; col++ {
			if err := boardSheet(d, b, o, t, col, row); err != nil {
				return t, err
			}
		}
	}
	return t, nil
}

func (o BoardPrint) title(b *dr2d.Board) string {
	s := BoardName(b)
	if len(b.Layouts) > 1 {
		s += fmt.Sprintf(", layout %d of %d", o.Layout+1, len(b.Layouts))
	}
	return s
}

// SheetLabel names a board sheet as its strip does: "row 2, col 1".
func SheetLabel(col, row int) string { return fmt.Sprintf("row %d, col %d", row+1, col+1) }

func boardSheet(d Doc, b *dr2d.Board, o BoardPrint, t Tiling, col, row int) error {
	pw, ph := t.Page.Paper.W, t.Page.Paper.H
	m := t.Page.Margin
	d.AddPage(pw, ph)
	win := t.Window(col, row)
	at := t.WindowOnPage()
	origin := Pt{at.X - win.X, at.Y - win.Y} // where the board's north-west corner falls on this page
	d.Clip(at.X, at.Y, t.WinW, t.WinH)
	clip := Window{Canvas: d, Min: at, Max: Pt{at.X + t.WinW, at.Y + t.WinH}}
	if err := drawPoster(clip, b, o, origin); err != nil {
		return err
	}
	// Alignment marks straddle each seam, at the same board positions on
	// both sheets: once cut and laid over, the two halves of each meet.
	// They sit a quarter of the way in from each end of the part of the
	// seam that crosses the drawing, which both sheets share.
	lo, hi := o.Extent(b)
	y0, y1 := math.Max(win.Y, lo.Y), math.Min(win.Y+t.WinH, hi.Y)
	x0, x1 := math.Max(win.X, lo.X), math.Min(win.X+t.WinW, hi.X)
	xs, ys := t.Seams()
	for _, x := range xs {
		if x < win.X || x > win.X+t.WinW {
			continue
		}
		for _, f := range []float64{0.25, 0.75} {
			alignMark(clip, Pt{origin.X + x, origin.Y + y0 + (y1-y0)*f})
		}
	}
	for _, y := range ys {
		if y < win.Y || y > win.Y+t.WinH {
			continue
		}
		for _, f := range []float64{0.25, 0.75} {
			alignMark(clip, Pt{origin.X + x0 + (x1-x0)*f, origin.Y + y})
		}
	}
	d.Unclip()
	// This sheet's left and top edges are cut off along the seams, to lie
	// over its neighbours; the first column and row keep theirs.
	if col > 0 {
		x := at.X + t.Overlap/2
		Dashed(d, Pt{x, 0}, Pt{x, ph}, 0.3, 2, InkCol)
	}
	if row > 0 {
		y := at.Y + t.Overlap/2
		Dashed(d, Pt{0, y}, Pt{pw, y}, 0.3, 2, InkCol)
	}

	// The strip: which sheet this is, where it goes, and a scale to check.
	sx := m
	if col > 0 {
		sx += t.Overlap + 1
	}
	cs := math.Min(stripHeight*0.8/float64(t.Rows), 5)
	mapX := pw - m - float64(t.Cols)*cs
	for r := 0; r < t.Rows; r++ {
		for c := 0; c < t.Cols; c++ {
			x, y := mapX+float64(c)*cs, m+float64(r)*cs
			if r == row && c == col {
				Rect(d, x, y, cs, cs, InkCol)
			} else {
				Frame(d, x, y, cs, cs, 0.2, Grey)
			}
		}
	}
	barX := mapX - 6 - 50
	title := fmt.Sprintf("%s: sheet %s of %d x %d", o.title(b), SheetLabel(col, row), t.Rows, t.Cols)
	size := 3.5
	if w := TextWidth(title, size); sx+w > barX-4 {
		size *= (barX - 4 - sx) / w
	}
	d.Text(Pt{sx, m + 4}, size, title, InkCol, 0)
	const how = "Print at 100 %. Cut on the dashed lines, lay over the sheets left and above: half marks meet."
	size = 2.4
	if w := TextWidth(how, size); sx+w > barX-2 {
		size *= (barX - 2 - sx) / w
	}
	d.Text(Pt{sx, m + 8.5}, size, how, Grey, 0)
	scaleBar(d, Pt{barX, m + 2.5}, 50)
	return nil
}

// scaleBar draws a bar of length mm with a tick every 10 mm, to check that
// the sheet was printed at true scale.
func scaleBar(c Canvas, at Pt, length float64) {
	Rect(c, at.X, at.Y, length, 0.4, InkCol)
	for x := 0.0; x <= length+1e-9; x += 10 {
		h := 1.2
		if x == 0 || math.Abs(x-length) < 1e-9 {
			h = 2.4
		}
		Rect(c, at.X+x-0.15, at.Y, 0.3, h, InkCol)
	}
	c.Text(Pt{at.X + length/2, at.Y + 5.2}, 2.4, fmt.Sprintf("%g mm", length), InkCol, 0.5)
}

// alignMark is a registration mark: a ring and a cross.
func alignMark(c Canvas, p Pt) {
	const r, arm, w = 2.5, 4.5, 0.25
	Ring(c, p, r, w, Black)
	c.Line(Pt{p.X - arm, p.Y}, Pt{p.X + arm, p.Y}, w, Black)
	c.Line(Pt{p.X, p.Y - arm}, Pt{p.X, p.Y + arm}, w, Black)
}

// assemblyPage is the cover: the board in small with the sheets on it and
// how to put them together.
func assemblyPage(d Doc, b *dr2d.Board, o BoardPrint, t Tiling) error {
	paper := o.Page.Paper
	m := o.Page.Margin
	d.AddPage(paper.W, paper.H)
	iw, _ := o.Page.Inner()
	y := m + 8
	d.Text(Pt{m, y}, 7, o.title(b), InkCol, 0)
	w, h := o.Size(b)
	lo, hi := o.Extent(b)
	y += 7
	info := fmt.Sprintf("%d x %d tiles of %g mm: playing area %g x %g mm", b.Width, b.Height, o.Tile, w, h)
	if o.Markers.Size > 0 {
		info += fmt.Sprintf(", %g x %g mm with the corner markers", w+2*o.Markers.Margin(), h+2*o.Markers.Margin())
	}
	d.Text(Pt{m, y}, 3.2, info, InkCol, 0)
	y += 5
	d.Text(Pt{m, y}, 3.2, fmt.Sprintf("%s, %g mm margins, %g mm overlaps", t.Describe(), m, t.Overlap), InkCol, 0)
	y += 6

	// The map: the board in small, the seams, each sheet's part named.
	steps := []string{
		"1. Print at 100 % (\"actual size\", not \"fit to page\"): the bar below must measure 100 mm.",
		"2. Cut each sheet along its dashed lines: the top and left edges, except on the first row and column.",
		"3. Lay the sheets out row by row, left to right; each goes over the one to its left and the one above,",
		"    its cut edge on the alignment marks: the two halves of each mark meet. Tape them together from behind.",
		"4. The four corner markers (QR codes beyond the corners) must stay flat and in the camera's view:",
		"    the referee finds the board by them.",
	}
	textH := float64(len(steps))*4.6 + 16
	mapH := paper.H - m - textH - y
	s := math.Min(iw/(hi.X-lo.X), mapH/(hi.Y-lo.Y))
	mo := Pt{m + (iw-(hi.X-lo.X)*s)/2 - lo.X*s, y - lo.Y*s}
	small := o
	small.Tile *= s
	small.Markers = tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
	if err := DrawBoard(d, b, BoardDrawing{Tile: small.Tile, Layout: o.Layout}, mo); err != nil {
		return err
	}
	if small.Markers.Size > 0 {
		if err := DrawMarkers(d, o.Game, small.Markers, w*s, h*s, mo); err != nil {
			return err
		}
	}
	at := func(p Pt) Pt { return Pt{mo.X + p.X*s, mo.Y + p.Y*s} }
	// The windows' union is larger than the drawing: show the drawing's part.
	u0, u1 := at(lo), at(hi)
	Frame(d, u0.X, u0.Y, u1.X-u0.X, u1.Y-u0.Y, 0.3, SheetCol)
	xs, ys := t.Seams()
	for _, x := range xs {
		Dashed(d, Pt{at(Pt{x, 0}).X, u0.Y}, Pt{at(Pt{x, 0}).X, u1.Y}, 0.35, 1.5, SheetCol)
	}
	for _, y := range ys {
		Dashed(d, Pt{u0.X, at(Pt{0, y}).Y}, Pt{u1.X, at(Pt{0, y}).Y}, 0.35, 1.5, SheetCol)
	}
	bound := func(seams []float64, i int, lo, hi float64) (float64, float64) {
		a, b := lo, hi
		if i > 0 {
			a = seams[i-1]
		}
		if i < len(seams) {
			b = seams[i]
		}
		return a, b
	}
	for r := 0; r < t.Rows; r++ {
		for c := 0; c < t.Cols; c++ {
			x0, x1 := bound(xs, c, lo.X, hi.X)
			y0, y1 := bound(ys, r, lo.Y, hi.Y)
			p := at(Pt{(x0 + x1) / 2, (y0 + y1) / 2})
			label := SheetLabel(c, r)
			ls := math.Min(4, (x1-x0)*s*0.8/TextWidth(label, 1))
			Rect(d, p.X-TextWidth(label, ls)/2-1, p.Y-ls*0.9, TextWidth(label, ls)+2, ls*1.3, White)
			d.Text(Pt{p.X, p.Y}, ls, label, SheetCol, 0.5)
		}
	}
	y = u1.Y + 10 // the instructions follow the map
	for _, st := range steps {
		d.Text(Pt{m, y}, 3, st, InkCol, 0)
		y += 4.6
	}
	scaleBar(d, Pt{m, y}, 100)
	d.Text(Pt{m + 105, y + 2.5}, 2.6, "mecanoid print board: the symbols are explained on the next page.", Grey, 0)
	return nil
}
