package print

import "image/color"

// Pt is a point on a page or board drawing, in millimetres, y downwards.
type Pt struct{ X, Y float64 }

// Canvas is a surface measured in millimetres. Everything mecanoid prints is
// drawn once against it; a Raster canvas makes pictures for screens and for
// the synthetic photos of the scanner's tests, and a PDF canvas makes pages.
type Canvas interface {
	// Polygon fills a closed polygon.
	Polygon(pts []Pt, fill color.Color)
	// Line strokes a straight line of the given width.
	Line(a, b Pt, width float64, c color.Color)
	// Circle fills a disc.
	Circle(centre Pt, r float64, fill color.Color)
	// Text writes s with its baseline starting at p (align: 0 left, 0.5 centre, 1 right).
	Text(p Pt, size float64, s string, c color.Color, align float64)
}

// Rect fills an axis-aligned rectangle.
func Rect(c Canvas, x, y, w, h float64, fill color.Color) {
	c.Polygon([]Pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, fill)
}

// Ring strokes a circle of radius r.
func Ring(c Canvas, centre Pt, r, width float64, col color.Color) {
	const n = 48
	prev := Pt{centre.X + r, centre.Y}
	for i := 1; i <= n; i++ {
		a := 2 * 3.141592653589793 * float64(i) / n
		p := Pt{centre.X + r*cos(a), centre.Y + r*sin(a)}
		c.Line(prev, p, width, col)
		prev = p
	}
}

// Palette: colours chosen to print well and to stay far from the black of QR modules.
var (
	White      = color.RGBA{255, 255, 255, 255}
	Black      = color.RGBA{0, 0, 0, 255}
	Floor      = color.RGBA{226, 226, 220, 255}
	FloorEdge  = color.RGBA{180, 180, 172, 255}
	WallColour = color.RGBA{60, 60, 70, 255}
	Belt       = color.RGBA{150, 160, 175, 255}
	BeltArrow  = color.RGBA{245, 200, 40, 255}
	PusherCol  = color.RGBA{90, 140, 200, 255}
	HoleCol    = color.RGBA{70, 55, 40, 255}
	ActuatorCl = color.RGBA{215, 50, 50, 255}
	RepairCol  = color.RGBA{60, 170, 90, 255}
	TurnCol    = color.RGBA{150, 100, 190, 255}
	PressCol   = color.RGBA{120, 120, 120, 255}
	LaserCol   = color.RGBA{230, 30, 30, 255}
	LawCol     = color.RGBA{240, 190, 60, 255}
	InkCol     = color.RGBA{40, 40, 40, 255}
	SheetCol   = color.RGBA{0, 110, 200, 255} // sheet outlines and seams on assembly maps
)
