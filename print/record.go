package print

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
)

// Recorder is a Doc that writes down what is drawn, one operation a line,
// lengths rounded to 0.01 mm. Tests compare it with golden files: it says
// what a PDF holds without depending on how fpdf encodes it.
type Recorder struct {
	b     strings.Builder
	pages int
}

var _ Doc = (*Recorder)(nil)

// String is the record so far.
func (r *Recorder) String() string { return r.b.String() }

// Pages is the number of pages so far.
func (r *Recorder) Pages() int { return r.pages }

func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	if s == "-0.00" {
		return "0.00"
	}
	return s
}

func pt(p Pt) string { return num(p.X) + "," + num(p.Y) }

func hex(c color.Color) string {
	r, g, b, a := rgb(c)
	if a < 1 {
		return fmt.Sprintf("#%02x%02x%02x/%.2f", r, g, b, a)
	}
	return fmt.Sprintf("#%02x%02x%02x", r, g, b)
}

// AddPage starts a page.
func (r *Recorder) AddPage(w, h float64) {
	r.pages++
	fmt.Fprintf(&r.b, "page %d %sx%s\n", r.pages, num(w), num(h))
}

// Clip records a clipping rectangle.
func (r *Recorder) Clip(x, y, w, h float64) {
	fmt.Fprintf(&r.b, "clip %s %s %s %s\n", num(x), num(y), num(w), num(h))
}

// Unclip records the end of clipping.
func (r *Recorder) Unclip() { r.b.WriteString("unclip\n") }

// Polygon records a filled polygon.
func (r *Recorder) Polygon(pts []Pt, fill color.Color) {
	r.b.WriteString("poly " + hex(fill))
	for _, p := range pts {
		r.b.WriteString(" " + pt(p))
	}
	r.b.WriteString("\n")
}

// Line records a stroke.
func (r *Recorder) Line(a, b Pt, width float64, c color.Color) {
	fmt.Fprintf(&r.b, "line %s w%s %s %s\n", hex(c), num(width), pt(a), pt(b))
}

// Circle records a disc.
func (r *Recorder) Circle(centre Pt, rad float64, fill color.Color) {
	fmt.Fprintf(&r.b, "circle %s %s r%s\n", hex(fill), pt(centre), num(rad))
}

// noteQR records a QR code as its centre, size, angle, quiet modules and
// module rows in hexadecimal (dark modules are 1 bits, left first).
func (r *Recorder) noteQR(mods [][]bool, centre Pt, size, angle float64, quiet int) bool {
	fmt.Fprintf(&r.b, "qr %s s%s a%s q%d", pt(centre), num(size), num(angle), quiet)
	for _, row := range mods {
		v, bits := uint64(0), 0
		r.b.WriteString(" ")
		for _, dark := range row {
			v <<= 1
			if dark {
				v |= 1
			}
			if bits++; bits == 4 {
				fmt.Fprintf(&r.b, "%x", v)
				v, bits = 0, 0
			}
		}
		if bits > 0 {
			fmt.Fprintf(&r.b, "%x", v<<(4-bits))
		}
	}
	r.b.WriteString("\n")
	return true
}

// Text records text with its size and alignment.
func (r *Recorder) Text(p Pt, size float64, s string, c color.Color, align float64) {
	fmt.Fprintf(&r.b, "text %s s%s a%s %s %q\n", hex(c), num(size), num(align), pt(p), s)
}

// Window is a Canvas that passes on only what may show inside a rectangle:
// drawings much larger than a page (a board printed across many sheets)
// are drawn whole on every page, and Window keeps each page's file small.
type Window struct {
	Canvas
	Min, Max Pt
}

func (w Window) out(pts ...Pt) bool {
	lo, hi := pts[0], pts[0]
	for _, p := range pts[1:] {
		lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
		hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
	}
	return hi.X < w.Min.X || hi.Y < w.Min.Y || lo.X > w.Max.X || lo.Y > w.Max.Y
}

// Polygon passes on polygons that reach into the window.
func (w Window) Polygon(pts []Pt, fill color.Color) {
	if len(pts) > 0 && !w.out(pts...) {
		w.Canvas.Polygon(pts, fill)
	}
}

// Line passes on lines that reach into the window.
func (w Window) Line(a, b Pt, width float64, c color.Color) {
	h := width / 2
	if !w.out(Pt{a.X - h, a.Y - h}, Pt{b.X + h, b.Y + h}, Pt{a.X + h, a.Y + h}, Pt{b.X - h, b.Y - h}) {
		w.Canvas.Line(a, b, width, c)
	}
}

// Circle passes on discs that reach into the window.
func (w Window) Circle(centre Pt, rad float64, fill color.Color) {
	if !w.out(Pt{centre.X - rad, centre.Y - rad}, Pt{centre.X + rad, centre.Y + rad}) {
		w.Canvas.Circle(centre, rad, fill)
	}
}

// noteQR passes a whole QR code on to a canvas that notes them, when it
// reaches into the window.
func (w Window) noteQR(mods [][]bool, centre Pt, size, angle float64, quiet int) bool {
	n, ok := w.Canvas.(qrNoter)
	if !ok {
		return false
	}
	h := size * 0.75 // half the diagonal, and some
	if w.out(Pt{centre.X - h, centre.Y - h}, Pt{centre.X + h, centre.Y + h}) {
		return true
	}
	return n.noteQR(mods, centre, size, angle, quiet)
}

// Text passes on text that may reach into the window (estimated generously).
func (w Window) Text(p Pt, size float64, s string, c color.Color, align float64) {
	l := float64(len(s)) * size
	if !w.out(Pt{p.X - l, p.Y - size}, Pt{p.X + l, p.Y + size}) {
		w.Canvas.Text(p, size, s, c, align)
	}
}
