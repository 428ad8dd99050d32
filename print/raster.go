package print

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

func cos(a float64) float64 { return math.Cos(a) }
func sin(a float64) float64 { return math.Sin(a) }

// Raster is a Canvas drawing into an image at a fixed number of pixels per
// millimetre, anti-aliased.
type Raster struct {
	Img   *image.RGBA
	Scale float64 // pixels per millimetre
	Off   Pt      // millimetres at the image's top-left pixel
	r     vector.Rasterizer
}

var _ Canvas = (*Raster)(nil)

// NewRaster makes a white picture of w x h millimetres at scale px/mm.
func NewRaster(w, h, scale float64) *Raster {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(w*scale)), int(math.Ceil(h*scale))))
	draw.Draw(img, img.Bounds(), image.NewUniform(White), image.Point{}, draw.Src)
	return &Raster{Img: img, Scale: scale}
}

func (r *Raster) px(p Pt) (float32, float32) {
	return float32((p.X - r.Off.X) * r.Scale), float32((p.Y - r.Off.Y) * r.Scale)
}

func (r *Raster) fill(c color.Color) {
	b := r.Img.Bounds()
	r.r.Draw(r.Img, b, image.NewUniform(c), image.Point{})
}

func (r *Raster) begin() {
	b := r.Img.Bounds()
	r.r.Reset(b.Dx(), b.Dy())
	r.r.DrawOp = draw.Over
}

// Polygon fills a closed polygon.
func (r *Raster) Polygon(pts []Pt, fill color.Color) {
	if len(pts) < 3 {
		return
	}
	r.begin()
	r.r.MoveTo(r.px(pts[0]))
	for _, p := range pts[1:] {
		r.r.LineTo(r.px(p))
	}
	r.r.ClosePath()
	r.fill(fill)
}

// Line strokes a line as a thin rectangle.
func (r *Raster) Line(a, b Pt, width float64, c color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	r.Polygon([]Pt{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}, c)
}

// Circle fills a disc.
func (r *Raster) Circle(centre Pt, rad float64, fill color.Color) {
	const n = 48
	pts := make([]Pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = Pt{centre.X + rad*math.Cos(a), centre.Y + rad*math.Sin(a)}
	}
	r.Polygon(pts, fill)
}

var (
	fontOnce sync.Once
	boldFont *opentype.Font
)

// Text writes s in Go Bold, size in millimetres (cap height about 0.7 size).
func (r *Raster) Text(p Pt, size float64, s string, c color.Color, align float64) {
	fontOnce.Do(func() { boldFont, _ = opentype.Parse(gobold.TTF) })
	px := size * r.Scale
	if px < 4 || boldFont == nil {
		return // too small to read: leave it out
	}
	face, err := opentype.NewFace(boldFont, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return
	}
	defer face.Close()
	d := font.Drawer{Dst: r.Img, Src: image.NewUniform(c), Face: face}
	w := d.MeasureString(s)
	x, y := r.px(p)
	d.Dot = fixed.Point26_6{X: fixed.Int26_6(float64(x)*64) - fixed.Int26_6(float64(w)*align), Y: fixed.Int26_6(float64(y) * 64)}
	d.DrawString(s)
}
