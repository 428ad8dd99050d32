package print

import (
	"image"
	"math"

	"mecanoid/internal/lang"
)

// A poster is a drawing printed at true scale across the sheets of a
// Tiling: a DR2D, Netzwerk or hex board, a skirmish map, a tile. Each sheet
// shows its window of the drawing with alignment marks across the seams,
// cut lines, and a strip naming the sheet; the cover shows the whole
// drawing in small with the sheets on it and how to put them together.
// What one game's poster does differently is a field of poster.
type poster struct {
	title  string                          // on the cover and on each sheet's strip
	lo, hi Pt                              // the drawing's extent, as tiled
	draw   func(c Canvas, origin Pt) error // the drawing at true scale, its (0,0) at origin

	// The sheets.
	marksLo, marksHi Pt   // the rectangle alignment marks are spread along; both zero: lo..hi
	marksWhole       bool // spread them along all of it, for every seam, on every sheet (the window clips them)
	sheetMap         bool // the strip shows the sheets in small, this one filled
	noFit            bool // the strip's text keeps its size even where it runs into the scale bar
	// strip, when set, writes the strip instead (origin: where the
	// drawing's (0,0) falls on the page).
	strip func(d Doc, t Tiling, col, row int, origin Pt)

	// The cover.
	info     []string                                   // lines under the title
	steps    []string                                   // how to assemble the sheets, under the map
	room     float64                                    // mm kept under the map besides the steps
	small    func(c Canvas, s float64, origin Pt) error // the drawing shrunk s times, its (0,0) at origin
	noLabels bool                                       // the map does not name the sheets
	barNote  string                                     // beside the scale bar
}

// stripHeight is the label strip at the top of each poster sheet.
const stripHeight = 10.0

// Poster is a drawing printed at true scale across the sheets of a
// Tiling (see poster), for a game's folder that prints its own board or
// map (game/netzwerk, game/hexprog, game/skirmish): each field is
// poster's of the same name; PrintPoster prints it.
type Poster struct {
	Title  string                          // on the cover and on each sheet's strip
	Lo, Hi Pt                              // the drawing's extent, as tiled
	Draw   func(c Canvas, origin Pt) error // the drawing at true scale, its (0,0) at origin

	MarksLo, MarksHi Pt   // the rectangle alignment marks are spread along; both zero: Lo..Hi
	MarksWhole       bool // spread them along all of it, for every seam, on every sheet
	SheetMap         bool // the strip shows the sheets in small, this one filled
	NoFit            bool // the strip's text keeps its size even where it runs into the scale bar
	// Strip, when set, writes the strip instead (origin: where the
	// drawing's (0,0) falls on the page).
	Strip func(d Doc, t Tiling, col, row int, origin Pt)

	Info     []string                                   // lines under the cover's title
	Steps    []string                                   // how to assemble the sheets, under the cover's map (AssemblySteps)
	Room     float64                                    // mm kept under the cover's map besides the steps
	Small    func(c Canvas, s float64, origin Pt) error // the drawing shrunk s times for the cover's map, its (0,0) at origin
	NoLabels bool                                       // the cover's map does not name the sheets
	BarNote  string                                     // beside the cover's scale bar
}

// PrintPoster prints p's cover, then its sheets, as tiled by t (PlanPoster).
func PrintPoster(d Doc, p Poster, page Page, t Tiling) error {
	return printPoster(d, poster{title: p.Title, lo: p.Lo, hi: p.Hi, draw: p.Draw,
		marksLo: p.MarksLo, marksHi: p.MarksHi, marksWhole: p.MarksWhole, sheetMap: p.SheetMap, noFit: p.NoFit, strip: p.Strip,
		info: p.Info, steps: p.Steps, room: p.Room, small: p.Small, noLabels: p.NoLabels, barNote: p.BarNote}, page, t)
}

// PlanPoster is how a poster's drawing, lo..hi, is cut into sheets of
// page overlapping by overlap mm, its strip on each.
func PlanPoster(lo, hi Pt, page Page, overlap float64) (Tiling, error) {
	return PlanTiling(lo, hi, page, stripHeight, overlap)
}

// AssemblySteps are the first steps on a poster's cover (printing at
// true scale, cutting, laying out), then a game's own, in w's language.
func AssemblySteps(w *lang.Printer, more ...string) []string { return assemblySteps(w, more...) }

// PosterImage draws a poster's drawing, lo..hi, as a picture at scale
// pixels per millimetre, for screens (a board shown on a page).
func PosterImage(lo, hi Pt, scale float64, draw func(c Canvas, origin Pt) error) (*image.RGBA, error) {
	return posterImage(lo, hi, scale, draw)
}

// assemblySteps are the first steps on a cover, then more, in w's language.
func assemblySteps(w *lang.Printer, more ...string) []string {
	return append([]string{
		w.Sprintf("1. Print at 100 %% (\"actual size\", not \"fit to page\"): the bar below must measure 100 mm."),
		w.Sprintf("2. Cut each sheet along its dashed lines: the top and left edges, except on the first row and column."),
		w.Sprintf("3. Lay the sheets out row by row, left to right; each goes over the one to its left and the one above,"),
		w.Sprintf("    its cut edge on the alignment marks: the two halves of each mark meet. Tape them together from behind."),
	}, more...)
}

// printPoster prints p's cover, then its sheets.
func printPoster(d Doc, p poster, page Page, t Tiling) error {
	if err := posterCover(d, p, page, t); err != nil {
		return err
	}
	return posterSheets(d, p, t)
}

// posterSheets prints p's sheets, row by row.
func posterSheets(d Doc, p poster, t Tiling) error {
	for row := 0; row < t.Rows; row++ {
		for col := 0; col < t.Cols; col++ {
			if err := posterSheet(d, p, t, col, row); err != nil {
				return err
			}
		}
	}
	return nil
}

// PosterSheets prints a drawing at true scale across t's sheets, with no
// cover: for a piece a game prints one after another, each on a sheet or
// a few (a SimulacreS tile). lo..hi is the drawing's extent as tiled and
// draw draws it, its (0,0) at origin; the alignment marks are spread
// along (0,0)..marks, for every seam, on every sheet; strip writes each
// sheet's strip (origin: where the drawing's (0,0) falls on the page).
func PosterSheets(d Doc, t Tiling, lo, hi, marks Pt, draw func(c Canvas, origin Pt) error, strip func(d Doc, t Tiling, col, row int, origin Pt)) error {
	return posterSheets(d, poster{lo: lo, hi: hi, draw: draw, marksHi: marks, marksWhole: true, strip: strip}, t)
}

// SheetLabel names a poster sheet as its strip does, in w's language:
// "row 2, col 1"; a game's own strip names its sheets with it.
func SheetLabel(w *lang.Printer, col, row int) string {
	return w.Sprintf("row %d, col %d", row+1, col+1)
}

// posterSheet prints sheet (col, row) of p: its window of the drawing,
// alignment marks across the seams, cut lines, and the strip.
func posterSheet(d Doc, p poster, t Tiling, col, row int) error {
	pw, ph := t.Page.Paper.W, t.Page.Paper.H
	d.AddPage(pw, ph)
	win := t.Window(col, row)
	at := t.WindowOnPage()
	origin := Pt{at.X - win.X, at.Y - win.Y} // where the drawing's (0,0) falls on this page
	d.Clip(at.X, at.Y, t.WinW, t.WinH)
	clip := Window{Canvas: d, Min: at, Max: Pt{at.X + t.WinW, at.Y + t.WinH}}
	if err := p.draw(clip, origin); err != nil {
		return err
	}
	// Alignment marks straddle each seam, at the same drawing positions on
	// both sheets: once cut and laid over, the two halves of each meet.
	// They sit a quarter of the way in from each end of the part of the
	// seam that crosses the drawing, which both sheets share.
	lo, hi := p.lo, p.hi
	if p.marksLo != (Pt{}) || p.marksHi != (Pt{}) {
		lo, hi = p.marksLo, p.marksHi
	}
	x0, x1, y0, y1 := lo.X, hi.X, lo.Y, hi.Y
	if !p.marksWhole {
		y0, y1 = math.Max(win.Y, lo.Y), math.Min(win.Y+t.WinH, hi.Y)
		x0, x1 = math.Max(win.X, lo.X), math.Min(win.X+t.WinW, hi.X)
	}
	xs, ys := t.Seams()
	for _, x := range xs {
		if p.marksWhole || x >= win.X && x <= win.X+t.WinW {
			for _, f := range []float64{0.25, 0.75} {
				alignMark(clip, Pt{origin.X + x, origin.Y + y0 + (y1-y0)*f})
			}
		}
	}
	for _, y := range ys {
		if p.marksWhole || y >= win.Y && y <= win.Y+t.WinH {
			for _, f := range []float64{0.25, 0.75} {
				alignMark(clip, Pt{origin.X + x0 + (x1-x0)*f, origin.Y + y})
			}
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
	if p.strip != nil {
		p.strip(d, t, col, row, origin)
	} else {
		posterStrip(d, p, t, col, row)
	}
	return nil
}

// posterStrip writes the strip: which sheet this is, where it goes, and a
// scale to check.
func posterStrip(d Doc, p poster, t Tiling, col, row int) {
	pw, m := t.Page.Paper.W, t.Page.Margin
	sx := m
	if col > 0 {
		sx += t.Overlap + 1 // clear of the cut line
	}
	right := pw - m
	if p.sheetMap {
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
		right = mapX - 6
	}
	barX := right - 50
	w := t.Page.Words()
	label := w.Sprintf("%s: sheet %s of %d x %d", p.title, SheetLabel(w, col, row), t.Rows, t.Cols)
	d.Text(Pt{sx, m + 4}, p.fit(label, 3.5, sx, barX-4), label, InkCol, 0)
	how := w.Sprintf("Print at 100 %%. Cut on the dashed lines, lay over the sheets left and above: half marks meet.")
	d.Text(Pt{sx, m + 8.5}, p.fit(how, 2.4, sx, barX-2), how, Grey, 0)
	ScaleBar(d, Pt{barX, m + 2.5}, 50, w)
}

// fit is the size at which s, written from x, ends by limit: size, or less.
func (p poster) fit(s string, size, x, limit float64) float64 {
	if p.noFit {
		return size
	}
	if w := TextWidth(s, size); x+w > limit {
		size *= (limit - x) / w
	}
	return size
}

// posterCover is the first page: the title, the drawing in small with the
// sheets on it, how to put them together, and a scale to check.
func posterCover(d Doc, p poster, page Page, t Tiling) error {
	paper, m := page.Paper, page.Margin
	d.AddPage(paper.W, paper.H)
	iw, _ := page.Inner()
	y := m + 8
	d.Text(Pt{m, y}, 7, p.title, InkCol, 0)
	y += 7
	for i, l := range p.info {
		for j, wl := range Wrap(l, 3.2, iw) { // French runs longer
			if i > 0 || j > 0 {
				y += 5
			}
			d.Text(Pt{m, y}, 3.2, wl, InkCol, 0)
		}
	}
	y += 6

	// The map: the drawing in small, the seams, each sheet's part named.
	lo, hi := p.lo, p.hi
	mapH := paper.H - m - (float64(len(p.steps))*4.6 + p.room) - y
	s := math.Min(iw/(hi.X-lo.X), mapH/(hi.Y-lo.Y))
	mo := Pt{m + (iw-(hi.X-lo.X)*s)/2 - lo.X*s, y - lo.Y*s}
	if err := p.small(d, s, mo); err != nil {
		return err
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
	if !p.noLabels {
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
				label := SheetLabel(page.Words(), c, r)
				ls := math.Min(4, (x1-x0)*s*0.8/TextWidth(label, 1))
				Rect(d, p.X-TextWidth(label, ls)/2-1, p.Y-ls*0.9, TextWidth(label, ls)+2, ls*1.3, White)
				d.Text(p, ls, label, SheetCol, 0.5)
			}
		}
	}
	y = u1.Y + 10 // the instructions follow the map
	for _, st := range p.steps {
		d.Text(Pt{m, y}, 3, st, InkCol, 0)
		y += 4.6
	}
	ScaleBar(d, Pt{m, y}, 100, page.Words())
	if p.barNote != "" {
		d.Text(Pt{m + 105, y + 2.5}, 2.6, p.barNote, Grey, 0)
	}
	return nil
}

// posterImage draws a poster's drawing, lo..hi, as a picture at scale
// pixels per millimetre, for screens.
func posterImage(lo, hi Pt, scale float64, draw func(c Canvas, origin Pt) error) (*image.RGBA, error) {
	if scale <= 0 || scale > 40 {
		return nil, fail(lang.M("%g pixels per mm; 0 < scale <= 40", scale))
	}
	r := NewRaster(hi.X-lo.X, hi.Y-lo.Y, scale)
	r.Off = lo
	if err := draw(r, Pt{}); err != nil {
		return nil, err
	}
	return r.Img, nil
}

// ScaleBar draws a bar of length mm with a tick every 10 mm, to check that
// the sheet was printed at true scale (w says "50 mm" under it): on every
// page drawn at true scale, a game's own strips too.
func ScaleBar(c Canvas, at Pt, length float64, w *lang.Printer) {
	Rect(c, at.X, at.Y, length, 0.4, InkCol)
	for x := 0.0; x <= length+1e-9; x += 10 {
		h := 1.2
		if x == 0 || math.Abs(x-length) < 1e-9 {
			h = 2.4
		}
		Rect(c, at.X+x-0.15, at.Y, 0.3, h, InkCol)
	}
	c.Text(Pt{at.X + length/2, at.Y + 5.2}, 2.4, w.Sprintf("%g mm", length), InkCol, 0.5)
}

// alignMark is a registration mark: a ring and a cross.
func alignMark(c Canvas, p Pt) {
	const r, arm, w = 2.5, 4.5, 0.25
	Ring(c, p, r, w, Black)
	c.Line(Pt{p.X - arm, p.Y}, Pt{p.X + arm, p.Y}, w, Black)
	c.Line(Pt{p.X, p.Y - arm}, Pt{p.X, p.Y + arm}, w, Black)
}
