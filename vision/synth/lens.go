package synth

import (
	"image"
	"math"

	"mecanoid/calibration"
)

// WideLens is the distortion of a wide-angle camera, in OpenCV's model (the
// focal length and principal point are the photo's): strong barrel (k1,
// k2) and a little tangential (p1, p2), a lens glued slightly askew. With
// the focal length of the "wide-lens" category (WideFocal) a 16:9 picture
// sees about 105° across, as the Raspberry Pi Camera Module 3 Wide (102°)
// and many webcams.
var WideLens = calibration.Lens{K1: -0.26, K2: 0.06, P1: 0.0007, P2: -0.0005}

// WideFocal is the focal length of the wide lens, as a share of the
// picture's width.
const WideFocal = 0.52

// lensFor is dist (its coefficients) for a camera of focal f whose
// principal point is (cx, cy) in a w x h picture.
func lensFor(dist calibration.Lens, f, cx, cy float64, w, h int) calibration.Lens {
	l := dist
	l.Width, l.Height, l.FX, l.FY, l.CX, l.CY = w, h, f, f, cx, cy
	return l
}

// wideCamera brings cam, placed for a pinhole lens, to the wide lens: its
// focal length WideFocal, then moved along the line to the board's centre
// until the board and its markers fill the distorted picture as they
// filled the pinhole one. It returns the camera and its lens.
func wideCamera(cam calibration.Camera, b calibration.Board, size image.Point) (calibration.Camera, calibration.Lens) {
	w, h := b.Size()
	m := b.Markers.Margin()
	centre := calibration.Vec{X: w / 2, Y: h / 2}
	cam.F = WideFocal * float64(size.X)
	lens := lensFor(WideLens, cam.F, cam.CX, cam.CY, size.X, size.Y)
	eye := cam.Centre()
	at := func(s float64) calibration.Camera {
		c := cam
		e := calibration.Vec{X: centre.X + s*(eye.X-centre.X), Y: centre.Y + s*(eye.Y-centre.Y), Z: centre.Z + s*(eye.Z-centre.Z)}
		// T = -R·eye
		c.T = calibration.Vec{
			X: -(c.R[0]*e.X + c.R[1]*e.Y + c.R[2]*e.Z),
			Y: -(c.R[3]*e.X + c.R[4]*e.Y + c.R[5]*e.Z),
			Z: -(c.R[6]*e.X + c.R[7]*e.Y + c.R[8]*e.Z),
		}
		return c
	}
	// How much of the picture the board's extent takes, distorted: 1 is
	// edge to edge.
	extent := func(c calibration.Camera) float64 {
		var e float64
		for _, p := range [][2]float64{{-m, -m}, {w + m, -m}, {w + m, h + m}, {-m, h + m}} {
			for _, z := range []float64{0, -40} {
				q := c.ToCamera(calibration.Vec{X: p[0], Y: p[1], Z: z})
				if q.Z <= 0 {
					return math.Inf(1)
				}
				d := lens.Distort(c.Project(calibration.Vec{X: p[0], Y: p[1], Z: z}))
				e = math.Max(e, math.Max(math.Abs(d.X-c.CX)/(float64(size.X)/2), math.Abs(d.Y-c.CY)/(float64(size.Y)/2)))
			}
		}
		return e
	}
	// The fill placeCamera chose, kept through the lens.
	want := math.Min(0.94, math.Max(0.8, extent0(cam, b, size)))
	lo, hi := 0.05, 2.0
	for range 40 {
		s := (lo + hi) / 2
		if extent(at(s)) > want {
			lo = s
		} else {
			hi = s
		}
	}
	return at(hi), lens
}

// extent0 is how much of the picture the board's extent takes through the
// pinhole camera placeCamera chose.
func extent0(cam calibration.Camera, b calibration.Board, size image.Point) float64 {
	w, h := b.Size()
	m := b.Markers.Margin()
	var e float64
	for _, p := range [][2]float64{{-m, -m}, {w + m, -m}, {w + m, h + m}, {-m, h + m}} {
		for _, z := range []float64{0, -40} {
			d := cam.Project(calibration.Vec{X: p[0], Y: p[1], Z: z})
			e = math.Max(e, math.Max(math.Abs(d.X-cam.CX)/(float64(size.X)/2), math.Abs(d.Y-cam.CY)/(float64(size.Y)/2)))
		}
	}
	return e
}

// lensPad is the room, in pixels, the pinhole picture needs around a w x h
// frame for every pixel of the photo through lens l: barrel distortion
// shows more than the pinhole frame.
func lensPad(l calibration.Lens, w, h int) image.Point {
	var pad image.Point
	n := 64
	for i := 0; i <= n; i++ {
		fx, fy := float64(i)*float64(w-1)/float64(n), float64(i)*float64(h-1)/float64(n)
		for _, p := range []calibration.Point{{X: fx, Y: 0}, {X: fx, Y: float64(h - 1)}, {X: 0, Y: fy}, {X: float64(w - 1), Y: fy}} {
			u := l.Undistort(p)
			pad.X = max(pad.X, int(math.Ceil(-u.X)), int(math.Ceil(u.X-float64(w-1))))
			pad.Y = max(pad.Y, int(math.Ceil(-u.Y)), int(math.Ceil(u.Y-float64(h-1))))
		}
	}
	return pad.Add(image.Pt(2, 2))
}

// throughLens is the photo lens l takes of the scene drawn, through a
// pinhole of the same focal length, on src, whose pixel (x, y) is the
// pinhole's (x - pad.X, y - pad.Y): each pixel takes the colour of the
// pinhole point it shows (bilinear).
func throughLens(src *image.RGBA, l calibration.Lens, pad image.Point) *image.RGBA {
	w, h := l.Width, l.Height
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	// The lens undone on a grid of 8 px, interpolated between: the map is
	// smooth, and Undistort on every pixel costs a second a photo.
	const step = 8
	gw, gh := (w+step-1)/step+1, (h+step-1)/step+1
	grid := make([]calibration.Point, gw*gh)
	for j := range gh {
		for i := range gw {
			grid[j*gw+i] = l.Undistort(calibration.Point{X: float64(i * step), Y: float64(j * step)})
		}
	}
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	for y := range h {
		j, fy := y/step, float64(y%step)/step
		for x := range w {
			i, fx := x/step, float64(x%step)/step
			a, b, c, d := grid[j*gw+i], grid[j*gw+i+1], grid[(j+1)*gw+i], grid[(j+1)*gw+i+1]
			ux := (a.X*(1-fx)+b.X*fx)*(1-fy) + (c.X*(1-fx)+d.X*fx)*fy + float64(pad.X)
			uy := (a.Y*(1-fx)+b.Y*fx)*(1-fy) + (c.Y*(1-fx)+d.Y*fx)*fy + float64(pad.Y)
			x0, y0 := int(math.Floor(ux)), int(math.Floor(uy))
			ax, ay := ux-float64(x0), uy-float64(y0)
			x0 = min(max(x0, 0), sw-2)
			y0 = min(max(y0, 0), sh-2)
			o := dst.PixOffset(x, y)
			s := src.PixOffset(x0, y0)
			for k := range 3 {
				v := (float64(src.Pix[s+k])*(1-ax)+float64(src.Pix[s+4+k])*ax)*(1-ay) +
					(float64(src.Pix[s+src.Stride+k])*(1-ax)+float64(src.Pix[s+src.Stride+4+k])*ax)*ay
				dst.Pix[o+k] = uint8(v + 0.5)
			}
			dst.Pix[o+3] = 255
		}
	}
	return dst
}

// distortTruth moves what the truth says of the pinhole picture drawn with
// pad around it to the photo through lens l: the tags' corners, and their
// module size with them.
func distortTruth(t *Truth, pieces []Piece, l calibration.Lens, pad image.Point) {
	move := func(p *Piece) {
		before := quadArea(p.Corners)
		for k, c := range p.Corners {
			p.Corners[k] = l.Distort(calibration.Point{X: c.X - float64(pad.X), Y: c.Y - float64(pad.Y)})
		}
		if before > 0 {
			p.ModulePx *= math.Sqrt(quadArea(p.Corners) / before)
		}
	}
	for i := range pieces {
		move(&pieces[i])
	}
	for i := range t.Markers {
		move(&t.Markers[i])
	}
	t.MinModulePx = math.Inf(1)
	for _, p := range append(append([]Piece{}, t.Markers...), pieces...) {
		t.MinModulePx = math.Min(t.MinModulePx, p.ModulePx)
	}
}

// quadArea is the area of a quadrilateral (shoelace).
func quadArea(q [4]calibration.Point) float64 {
	var a float64
	for i := range 4 {
		p, n := q[i], q[(i+1)%4]
		a += p.X*n.Y - n.X*p.Y
	}
	return math.Abs(a) / 2
}
