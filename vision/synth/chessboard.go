package synth

import (
	"image"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
)

// Chessboard is a printed chessboard of Squares (columns x rows of
// squares: 10x7 has 9x6 inner corners) of Square mm, on a white sheet,
// photographed through Lens (its size is the photos').
type Chessboard struct {
	Squares image.Point
	Square  float64 // mm
	Lens    calibration.Lens
}

// ChessboardView is one photo of the chessboard and its truth.
type ChessboardView struct {
	Image  *image.Gray
	Camera calibration.Camera // the pose (F, CX, CY are the lens's)
	// Corners are the inner corners where the lens shows them, row after
	// row from the board's first inner corner (pixels).
	Corners []calibration.Point
}

// supersample is the samples per pixel side: the squares' edges are
// shaded by how much of each pixel they cover, as a sensor does.
const supersample = 3

// Views photographs the chessboard n times, held as a person holds it in
// front of a camera: tilted up to 40° every way, turned, near and far,
// and in every part of the picture, the corners included, the whole board
// always in view. The same seed gives the same photos.
func (c Chessboard) Views(n int, seed uint64) []ChessboardView {
	rng := rand.New(rand.NewPCG(seed, 0x63686573))
	rays := c.rays()
	var out []ChessboardView
	for i := range n {
		cam := c.pose(rng, i)
		out = append(out, ChessboardView{Image: c.render(cam, rays), Camera: cam, Corners: c.corners(cam)})
	}
	return out
}

// View photographs the chessboard with the camera cam.
func (c Chessboard) View(cam calibration.Camera) ChessboardView {
	return ChessboardView{Image: c.render(cam, c.rays()), Camera: cam, Corners: c.corners(cam)}
}

// size is the board's printed extent, mm (the squares only).
func (c Chessboard) size() (float64, float64) {
	return float64(c.Squares.X) * c.Square, float64(c.Squares.Y) * c.Square
}

// project is where the lens shows the board point b.
func (c Chessboard) project(cam calibration.Camera, b calibration.Vec) calibration.Point {
	return c.Lens.Distort(cam.Project(b))
}

// corners are the inner corners as the lens shows them.
func (c Chessboard) corners(cam calibration.Camera) []calibration.Point {
	var out []calibration.Point
	for r := 1; r < c.Squares.Y; r++ {
		for k := 1; k < c.Squares.X; k++ {
			out = append(out, c.project(cam, calibration.Vec{X: float64(k) * c.Square, Y: float64(r) * c.Square}))
		}
	}
	return out
}

// pose draws a camera that shows the whole board (and a square of white
// around it) inside the picture: the i-th view aims at one of nine parts
// of the picture in turn, then at random ones.
func (c Chessboard) pose(rng *rand.Rand, i int) calibration.Camera {
	l := c.Lens
	w, h := c.size()
	centre := calibration.Vec{X: w / 2, Y: h / 2}
	for try := 0; ; try++ {
		tilt := (10 + 30*rng.Float64()) * math.Pi / 180
		az := rng.Float64() * 2 * math.Pi
		// Near enough that the board spans 25 to 40 % of the picture's
		// width.
		span := 0.25 + 0.15*rng.Float64()
		d := w / span / float64(l.Width) * l.FX
		eye := calibration.Vec{X: centre.X + d*math.Sin(tilt)*math.Sin(az), Y: centre.Y - d*math.Sin(tilt)*math.Cos(az), Z: -d * math.Cos(tilt)}
		cam := calibration.LookAt(eye, centre, rng.Float64()*60-30, l.FX, l.Width, l.Height)
		cam.CX, cam.CY = l.CX, l.CY
		// Aim off centre: the board where the part wants it.
		part := i % 9
		if i >= 9 || try > 200 {
			part = rng.IntN(9)
		}
		want := calibration.Point{X: (0.25 + 0.25*float64(part%3) + 0.05*(rng.Float64()-0.5)) * float64(l.Width),
			Y: (0.25 + 0.25*float64(part/3) + 0.05*(rng.Float64()-0.5)) * float64(l.Height)}
		// Turn the camera so the board's centre is seen at want: a small
		// rotation about the camera's axes.
		u := l.Undistort(want)
		ax, ay := math.Atan((u.X-l.CX)/l.FX), math.Atan((u.Y-l.CY)/l.FY)
		cam = aimed(cam, ax, -ay)
		if c.inView(cam) {
			return cam
		}
	}
}

// aimed is cam turned by yaw (about its y axis) and pitch (about its x
// axis), its centre kept.
func aimed(cam calibration.Camera, yaw, pitch float64) calibration.Camera {
	eye := cam.Centre()
	cy, sy := math.Cos(yaw), math.Sin(yaw)
	cp, sp := math.Cos(pitch), math.Sin(pitch)
	ry := [9]float64{cy, 0, sy, 0, 1, 0, -sy, 0, cy}
	rx := [9]float64{1, 0, 0, 0, cp, -sp, 0, sp, cp}
	m := mul3(rx, mul3(ry, cam.R))
	cam.R = m
	cam.T = calibration.Vec{
		X: -(m[0]*eye.X + m[1]*eye.Y + m[2]*eye.Z),
		Y: -(m[3]*eye.X + m[4]*eye.Y + m[5]*eye.Z),
		Z: -(m[6]*eye.X + m[7]*eye.Y + m[8]*eye.Z),
	}
	return cam
}

func mul3(a, b [9]float64) [9]float64 {
	var m [9]float64
	for i := range 3 {
		for j := range 3 {
			for k := range 3 {
				m[3*i+j] += a[3*i+k] * b[3*k+j]
			}
		}
	}
	return m
}

// inView: the board and a square of white around it are in front of the
// camera and inside the picture, 4 px from its edges.
func (c Chessboard) inView(cam calibration.Camera) bool {
	w, h := c.size()
	s := c.Square
	for i := 0; i <= 16; i++ {
		f := float64(i) / 16
		for _, b := range []calibration.Vec{{X: -s + f*(w+2*s), Y: -s}, {X: -s + f*(w+2*s), Y: h + s}, {X: -s, Y: -s + f*(h+2*s)}, {X: w + s, Y: -s + f*(h+2*s)}} {
			if cam.ToCamera(b).Z <= 0 {
				return false
			}
			p := c.project(cam, b)
			if p.X < 4 || p.Y < 4 || p.X > float64(c.Lens.Width)-5 || p.Y > float64(c.Lens.Height)-5 {
				return false
			}
		}
	}
	return true
}

// rays are the directions (normalised image plane) each sample of the
// picture looks in: the lens undone once for all views.
func (c Chessboard) rays() []float64 {
	l := c.Lens
	rays := make([]float64, 0, 2*l.Width*l.Height*supersample*supersample)
	for y := range l.Height {
		for sy := range supersample {
			for x := range l.Width {
				for sx := range supersample {
					// Pixel centres at integer coordinates, as OpenCV.
					p := calibration.Point{X: float64(x) - 0.5 + (float64(sx)+0.5)/supersample, Y: float64(y) - 0.5 + (float64(sy)+0.5)/supersample}
					u := l.Undistort(p)
					rays = append(rays, (u.X-l.CX)/l.FX, (u.Y-l.CY)/l.FY)
				}
			}
		}
	}
	return rays
}

// render draws the chessboard (black and white squares on a white sheet,
// on a grey table) as cam sees it through the lens: each sample's ray
// meets the board plane at a point whose colour it takes.
func (c Chessboard) render(cam calibration.Camera, rays []float64) *image.Gray {
	w, h := c.Lens.Width, c.Lens.Height
	img := image.NewGray(image.Rect(0, 0, w, h))
	o := cam.Centre()
	R := cam.R
	sum := make([]int, w)
	i := 0
	for y := range h {
		clear(sum)
		for range supersample {
			for x := range w {
				for range supersample {
					dx, dy := rays[i], rays[i+1]
					i += 2
					// Rᵀ·(dx, dy, 1): the ray in board coordinates.
					bx := R[0]*dx + R[3]*dy + R[6]
					by := R[1]*dx + R[4]*dy + R[7]
					bz := R[2]*dx + R[5]*dy + R[8]
					if bz <= 0 {
						sum[x] += 128 // looking up: nothing there
						continue
					}
					s := -o.Z / bz
					sum[x] += c.shade(o.X+s*bx, o.Y+s*by)
				}
			}
		}
		for x := range w {
			img.Pix[y*img.Stride+x] = uint8(sum[x] / (supersample * supersample))
		}
	}
	return img
}

// shade is the board's grey at (x, y) mm: black squares where the column
// and row add up even, white ones, a white sheet two squares around, the
// grey table beyond.
func (c Chessboard) shade(x, y float64) int {
	w, h := c.size()
	if x < -2*c.Square || y < -2*c.Square || x > w+2*c.Square || y > h+2*c.Square {
		return 110
	}
	if x < 0 || y < 0 || x >= w || y >= h {
		return 235
	}
	if (int(x/c.Square)+int(y/c.Square))%2 == 0 {
		return 20
	}
	return 235
}
