package print

import (
	"fmt"
	"image/color"
	"io"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"

	"mecanoid/internal/lang"
)

// Epoch is the creation and modification date written in every PDF. A fixed
// date, with sorted catalogs and fixed compression, makes the same drawing
// give the same bytes: printed files can be compared and kept in tests.
var Epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// PDF is a Doc that writes a PDF file: vector shapes in millimetres (QR
// modules stay sharp at any printer resolution) and text in Go Bold,
// embedded, the font the Raster canvas draws with.
type PDF struct {
	f       *fpdf.Fpdf
	pages   int
	clipped bool
	size    float64 // font size last set on this page, 0: none
}

var _ Doc = (*PDF)(nil)

// NewPDF starts an empty document with the given title.
func NewPDF(title string) *PDF {
	f := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "mm", Size: fpdf.SizeType{Wd: A4.W, Ht: A4.H}})
	f.SetCreationDate(Epoch)
	f.SetModificationDate(Epoch)
	f.SetCatalogSort(true)
	f.SetCompression(true)
	f.SetProducer("mecanoid", true)
	f.SetCreator("mecanoid", true)
	f.SetTitle(title, true)
	f.SetMargins(0, 0, 0)
	f.SetAutoPageBreak(false, 0)
	f.AddUTF8FontFromBytes("gobold", "", gobold.TTF)
	f.SetFont("gobold", "", 10)
	f.SetLineCapStyle("butt")
	f.SetLineJoinStyle("miter")
	return &PDF{f: f}
}

// AddPage starts a page of w x h millimetres.
func (p *PDF) AddPage(w, h float64) {
	if p.clipped {
		p.Unclip()
	}
	p.f.AddPageFormat("P", fpdf.SizeType{Wd: w, Ht: h})
	p.pages++
	p.size = 0
}

// Pages is the number of pages so far.
func (p *PDF) Pages() int { return p.pages }

// Clip limits drawing to a rectangle until Unclip.
func (p *PDF) Clip(x, y, w, h float64) {
	if p.clipped {
		p.Unclip()
	}
	p.f.ClipRect(x, y, w, h, false)
	p.clipped = true
}

// Unclip ends the clipping rectangle.
func (p *PDF) Unclip() {
	if !p.clipped {
		return
	}
	p.f.ClipEnd()
	p.clipped = false
	p.size = 0 // the graphics state, font size included, is restored
}

// rgb is c as 8-bit RGB and its opacity.
func rgb(c color.Color) (r, g, b int, alpha float64) {
	cr, cg, cb, ca := c.RGBA()
	if ca == 0 {
		return 0, 0, 0, 0
	}
	// Un-premultiply.
	return int(cr * 0xffff / ca >> 8), int(cg * 0xffff / ca >> 8), int(cb * 0xffff / ca >> 8), float64(ca) / 0xffff
}

func (p *PDF) alpha(a float64, draw func()) {
	if a <= 0 {
		return
	}
	if a < 1 {
		p.f.SetAlpha(a, "Normal")
		defer p.f.SetAlpha(1, "Normal")
	}
	draw()
}

// Polygon fills a closed polygon.
func (p *PDF) Polygon(pts []Pt, fill color.Color) {
	if len(pts) < 3 {
		return
	}
	r, g, b, a := rgb(fill)
	p.alpha(a, func() {
		p.f.SetFillColor(r, g, b)
		fp := make([]fpdf.PointType, len(pts))
		for i, q := range pts {
			fp[i] = fpdf.PointType{X: q.X, Y: q.Y}
		}
		p.f.Polygon(fp, "F")
	})
}

// Line strokes a straight line with flat ends, as Raster does.
func (p *PDF) Line(a, b Pt, width float64, c color.Color) {
	if a == b || width <= 0 {
		return
	}
	r, g, bl, al := rgb(c)
	p.alpha(al, func() {
		p.f.SetDrawColor(r, g, bl)
		p.f.SetLineWidth(width)
		p.f.Line(a.X, a.Y, b.X, b.Y)
	})
}

// Circle fills a disc.
func (p *PDF) Circle(centre Pt, rad float64, fill color.Color) {
	if rad <= 0 {
		return
	}
	r, g, b, a := rgb(fill)
	p.alpha(a, func() {
		p.f.SetFillColor(r, g, b)
		p.f.Circle(centre.X, centre.Y, rad, "F")
	})
}

// Text writes s with its baseline starting at pt; size is the em size in mm.
func (p *PDF) Text(pt Pt, size float64, s string, c color.Color, align float64) {
	if s == "" || size <= 0 {
		return
	}
	s = inFont(s)
	r, g, b, a := rgb(c)
	p.alpha(a, func() {
		if size != p.size {
			p.f.SetFontUnitSize(size)
			p.size = size
		}
		p.f.SetTextColor(r, g, b)
		x := pt.X
		if align != 0 {
			x -= align * p.f.GetStringWidth(s)
		}
		p.f.Text(x, pt.Y, s)
	})
}

// Write ends the document and writes it to w.
func (p *PDF) Write(w io.Writer) error {
	if p.clipped {
		p.Unclip()
	}
	if p.pages == 0 {
		return fail(lang.M("a PDF needs at least one page"))
	}
	if err := p.f.Output(w); err != nil {
		return fmt.Errorf("print: writing PDF: %w", err)
	}
	return nil
}
