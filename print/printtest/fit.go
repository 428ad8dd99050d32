package printtest

import (
	"image/color"
	"strings"
	"testing"

	"mecanoid/print"
)

// FitCheck is a print.Doc that records no drawing but fails the test for
// each line of text that runs off its page (within 3 mm of the edge, which
// no printer prints) or comes within half a millimetre of another written
// at the same height and size. Text inside a clip is passed over: a board's
// or tile's own labels, cut by a sheet's window. Draw a document on one to
// check its words fit; CheckTextFits does so in every language.
type FitCheck struct {
	t       testing.TB
	name    string
	page    int
	w       float64
	clipped bool
	boxes   []textBox
}

type textBox struct {
	x0, x1, y, size float64
	s               string
}

// NewFitCheck is a FitCheck whose failures name the document name.
func NewFitCheck(t testing.TB, name string) *FitCheck { return &FitCheck{t: t, name: name} }

func (f *FitCheck) AddPage(w, h float64) {
	f.page++
	f.w, f.clipped, f.boxes = w, false, nil
}
func (f *FitCheck) Clip(x, y, w, h float64)                      { f.clipped = true }
func (f *FitCheck) Unclip()                                      { f.clipped = false }
func (f *FitCheck) Polygon([]print.Pt, color.Color)              {}
func (f *FitCheck) Line(a, b print.Pt, w float64, c color.Color) {}
func (f *FitCheck) Circle(print.Pt, float64, color.Color)        {}
func (f *FitCheck) Text(p print.Pt, size float64, s string, c color.Color, align float64) {
	if f.clipped || strings.TrimSpace(s) == "" {
		return
	}
	w := print.TextWidth(s, size)
	b := textBox{p.X - align*w, p.X + (1-align)*w, p.Y, size, s}
	const edge = 3.0 // what no printer prints
	if b.x0 < edge-1e-6 || b.x1 > f.w-edge+1e-6 {
		f.t.Errorf("%s, page %d: %q runs off the page (%.1f..%.1f mm of %.0f)", f.name, f.page, s, b.x0, b.x1, f.w)
	}
	for _, o := range f.boxes {
		if o.y == b.y && o.size == b.size && b.x0 < o.x1+0.5 && o.x0 < b.x1+0.5 {
			f.t.Errorf("%s, page %d: %q runs into %q", f.name, f.page, s, o.s)
		}
	}
	f.boxes = append(f.boxes, b)
}
