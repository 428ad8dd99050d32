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

// Polygon fills a closed polygon, rasterising only its bounding box.
func (r *Raster) Polygon(pts []Pt, fill color.Color) {
	if len(pts) < 3 {
		return
	}
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x, y := r.px(p)
		minX, maxX = math.Min(minX, float64(x)), math.Max(maxX, float64(x))
		minY, maxY = math.Min(minY, float64(y)), math.Max(maxY, float64(y))
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(r.Img.Bounds())
	if box.Empty() {
		return
	}
	r.r.Reset(box.Dx(), box.Dy())
	r.r.DrawOp = draw.Over
	for i, p := range pts {
		x, y := r.px(p)
		x, y = x-float32(box.Min.X), y-float32(box.Min.Y)
		if i == 0 {
			r.r.MoveTo(x, y)
		} else {
			r.r.LineTo(x, y)
		}
	}
	r.r.ClosePath()
	r.r.Draw(r.Img, box, image.NewUniform(fill), box.Min)
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

func loadFont() { boldFont, _ = opentype.Parse(gobold.TTF) }

// Text writes s in Go Bold, size in millimetres (cap height about 0.7 size).
func (r *Raster) Text(p Pt, size float64, s string, c color.Color, align float64) {
	fontOnce.Do(loadFont)
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
	s = inFont(s)
	w := d.MeasureString(s)
	x, y := r.px(p)
	d.Dot = fixed.Point26_6{X: fixed.Int26_6(float64(x)*64) - fixed.Int26_6(float64(w)*align), Y: fixed.Int26_6(float64(y) * 64)}
	d.DrawString(s)
}
