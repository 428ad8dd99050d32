package print

import (
	"math"

	"mecanoid/internal/lang"
)

// Tiling is how a drawing larger than the paper is printed across sheets:
// each sheet shows a window of the drawing, and neighbouring windows share
// Overlap mm, on which the sheets are cut and laid over one another.
type Tiling struct {
	Page       Page    // paper as printed (turned when landscape gives fewer sheets) and margin
	Strip      float64 // label strip at the top of each sheet, inside the margin
	Overlap    float64
	Cols, Rows int
	Min        Pt      // drawing coordinates of the first window's top-left corner
	WinW, WinH float64 // size of each window
}

// PlanTiling cuts a drawing spanning min..max (mm) into sheets of page,
// portrait or landscape, whichever needs fewer sheets (portrait on a tie).
// The drawing is centred on the sheets.
func PlanTiling(min, max Pt, page Page, strip, overlap float64) (Tiling, error) {
	if err := page.Check(); err != nil {
		return Tiling{}, err
	}
	var best Tiling
	for i, paper := range []Paper{page.Paper, page.Paper.Landscape()} {
		p := page
		p.Paper = paper
		w, h := p.Inner()
		h -= strip
		if overlap < 0 || overlap > math.Min(w, h)/3 {
			return Tiling{}, fail(lang.M("overlap %g mm; with %s paper and %g mm margins it must be 0..%.0f mm",
				overlap, page.Paper.Name, page.Margin, math.Min(w, h)/3))
		}
		t := Tiling{Page: p, Strip: strip, Overlap: overlap, WinW: w, WinH: h,
			Cols: count(max.X-min.X, w, overlap), Rows: count(max.Y-min.Y, h, overlap)}
		// Centre the drawing in the windows' union.
		spanW := float64(t.Cols)*(w-overlap) + overlap
		spanH := float64(t.Rows)*(h-overlap) + overlap
		t.Min = Pt{min.X - (spanW-(max.X-min.X))/2, min.Y - (spanH-(max.Y-min.Y))/2}
		if i == 0 || t.Cols*t.Rows < best.Cols*best.Rows {
			best = t
		}
	}
	return best, nil
}

// count is how many windows of size win, overlapping by overlap, cover span.
func count(span, win, overlap float64) int {
	if span <= win {
		return 1
	}
	return int(math.Ceil((span - overlap) / (win - overlap) * (1 - 1e-9)))
}

// Sheets is the number of sheets.
func (t Tiling) Sheets() int { return t.Cols * t.Rows }

// Window is the top-left corner, in drawing coordinates, of the window of
// the sheet in column col and row row (0-based).
func (t Tiling) Window(col, row int) Pt {
	return Pt{t.Min.X + float64(col)*(t.WinW-t.Overlap), t.Min.Y + float64(row)*(t.WinH-t.Overlap)}
}

// WindowOnPage is where a window's top-left corner lies on its sheet.
func (t Tiling) WindowOnPage() Pt { return Pt{t.Page.Margin, t.Page.Margin + t.Strip} }

// Seams are the cut lines in drawing coordinates: the x of each vertical
// seam (between columns c-1 and c, c = 1..Cols-1), then the y of each
// horizontal one. A seam lies in the middle of the overlap.
func (t Tiling) Seams() (xs, ys []float64) {
	for c := 1; c < t.Cols; c++ {
		xs = append(xs, t.Window(c, 0).X+t.Overlap/2)
	}
	for r := 1; r < t.Rows; r++ {
		ys = append(ys, t.Window(0, r).Y+t.Overlap/2)
	}
	return xs, ys
}

// Describe says it for people, in the page's language: "12 sheets of a4
// portrait (3 rows x 4 columns)".
func (t Tiling) Describe() string {
	w := t.Page.Words()
	orient := w.Sprintf("portrait")
	if t.Page.Paper.W > t.Page.Paper.H {
		orient = w.Sprintf("landscape")
	}
	return w.Sprintf("%d sheets of %s %s (%s x %s)", t.Sheets(), t.Page.Paper.Name, orient,
		w.Sprintf("%d rows", t.Rows), w.Sprintf("%d columns", t.Cols))
}
