package print

import (
	"fmt"
	"image/color"
	"math"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

// BoardDrawing says how to draw a DR2D board: tile size in millimetres and
// which layout. Board coordinates: (0,0) is the north-west corner of cell [1,1].
type BoardDrawing struct {
	Tile    float64     // side of a tile, mm
	Layout  int         // 0-based
	Markers tag.Markers // corner markers; Size 0: none
	Labels  bool        // column and row numbers around the board
}

// CellCentre is the centre of cell c in board coordinates.
func (d BoardDrawing) CellCentre(c dr2d.Cell) Pt {
	return Pt{(float64(c.X) - 0.5) * d.Tile, (float64(c.Y) - 0.5) * d.Tile}
}

// DrawBoard draws the tiles, walls, lasers and laws of b, with origin at the
// board's north-west corner, and its corner markers for game g when set.
func DrawBoard(c Canvas, b *dr2d.Board, d BoardDrawing, origin Pt) error {
	t := d.Tile
	w, h := float64(b.Width)*t, float64(b.Height)*t
	at := func(x, y float64) Pt { return Pt{origin.X + x, origin.Y + y} }
	Rect(c, origin.X, origin.Y, w, h, FloorEdge)
	for y := 1; y <= b.Height; y++ {
		for x := 1; x <= b.Width; x++ {
			cell := dr2d.Cell{X: x, Y: y}
			corner := at(float64(x-1)*t, float64(y-1)*t)
			drawTile(c, b.Tile(d.Layout, cell), corner, t)
			for i, law := range b.Laws {
				if law == cell {
					drawLaw(c, i+1, corner, t)
				}
			}
		}
	}
	for _, l := range b.Lasers {
		drawLaser(c, l, at(float64(l.Cell.X-1)*t, float64(l.Cell.Y-1)*t), t)
	}
	wall := t * 0.08
	for y := 1; y <= b.Height; y++ {
		for x := 1; x <= b.Width; x++ {
			cell := dr2d.Cell{X: x, Y: y}
			x0, y0 := float64(x-1)*t, float64(y-1)*t
			if b.Wall(cell, dr2d.East) && x < b.Width {
				Rect(c, origin.X+x0+t-wall/2, origin.Y+y0-wall/2, wall, t+wall, WallColour)
			}
			if b.Wall(cell, dr2d.South) && y < b.Height {
				Rect(c, origin.X+x0-wall/2, origin.Y+y0+t-wall/2, t+wall, wall, WallColour)
			}
		}
	}
	// The board edge is a wall: draw it as one.
	for _, r := range [][4]float64{{-wall, -wall, w + 2*wall, wall}, {-wall, h, w + 2*wall, wall}, {-wall, 0, wall, h}, {w, 0, wall, h}} {
		Rect(c, origin.X+r[0], origin.Y+r[1], r[2], r[3], WallColour)
	}
	if d.Labels {
		size := math.Min(t*0.3, 8)
		for x := 1; x <= b.Width; x++ {
			c.Text(at((float64(x)-0.5)*t, -wall-1.5), size, fmt.Sprint(x), InkCol, 0.5)
			c.Text(at((float64(x)-0.5)*t, h+wall+1.5+size*0.75), size, fmt.Sprint(x), InkCol, 0.5)
		}
		for y := 1; y <= b.Height; y++ {
			c.Text(at(-wall-1.5, (float64(y)-0.5)*t+size*0.35), size, fmt.Sprint(y), InkCol, 1)
			c.Text(at(w+wall+1.5, (float64(y)-0.5)*t+size*0.35), size, fmt.Sprint(y), InkCol, 0)
		}
	}
	return nil
}

// DrawMarkers draws the four corner markers of a playing area of w x h mm for game g.
func DrawMarkers(c Canvas, game string, m tag.Markers, w, h float64, origin Pt) error {
	for k := 0; k < 4; k++ {
		x, y := m.Centre(k, w, h)
		if err := DrawTag(c, tag.Payload{Game: game, Kind: tag.Corner, ID: k}, Pt{origin.X + x, origin.Y + y}, m.Size, 0); err != nil {
			return err
		}
	}
	return nil
}

// dirVec is the unit vector of a direction, y down.
func dirVec(d dr2d.Dir) (float64, float64) {
	return [4]float64{0, 1, 0, -1}[d], [4]float64{-1, 0, 1, 0}[d]
}

// arrow draws a filled arrow head pointing along d, centred at p.
func arrow(c Canvas, p Pt, d dr2d.Dir, size float64, col color.Color) {
	ux, uy := dirVec(d)
	vx, vy := -uy, ux
	tip := Pt{p.X + ux*size/2, p.Y + uy*size/2}
	l := Pt{p.X - ux*size/2 + vx*size/2, p.Y - uy*size/2 + vy*size/2}
	r := Pt{p.X - ux*size/2 - vx*size/2, p.Y - uy*size/2 - vy*size/2}
	notch := Pt{p.X - ux*size/6, p.Y - uy*size/6}
	c.Polygon([]Pt{tip, l, notch, r}, col)
}

func drawTile(c Canvas, tile dr2d.Tile, o Pt, t float64) {
	in := t * 0.03
	mid := Pt{o.X + t/2, o.Y + t/2}
	Rect(c, o.X+in, o.Y+in, t-2*in, t-2*in, Floor)
	switch tile.Kind {
	case dr2d.Conveyor, dr2d.RotatingConveyor:
		Rect(c, o.X+t*0.12, o.Y+t*0.12, t*0.76, t*0.76, Belt)
		ux, uy := dirVec(tile.Dir)
		for _, k := range []float64{-0.22, 0.02, 0.26} {
			arrow(c, Pt{mid.X + ux*k*t, mid.Y + uy*k*t}, tile.Dir, t*0.26, BeltArrow)
		}
		if tile.Kind == dr2d.RotatingConveyor {
			// A quarter ring in the sense the robot is turned.
			r := t * 0.3
			start := -math.Pi / 2
			for i := 0; i < 8; i++ {
				a0 := start + float64(tile.Sense)*float64(i)*math.Pi/16
				a1 := start + float64(tile.Sense)*float64(i+1)*math.Pi/16
				c.Line(Pt{mid.X + r*math.Cos(a0), mid.Y + r*math.Sin(a0)}, Pt{mid.X + r*math.Cos(a1), mid.Y + r*math.Sin(a1)}, t*0.05, InkCol)
			}
		}
	case dr2d.Pusher:
		ux, uy := dirVec(tile.Dir)
		back := Pt{mid.X - ux*t*0.32, mid.Y - uy*t*0.32}
		vx, vy := -uy, ux
		c.Line(Pt{back.X + vx*t*0.35, back.Y + vy*t*0.35}, Pt{back.X - vx*t*0.35, back.Y - vy*t*0.35}, t*0.1, PusherCol)
		c.Line(back, Pt{mid.X + ux*t*0.1, mid.Y + uy*t*0.1}, t*0.12, PusherCol)
		arrow(c, Pt{mid.X + ux*t*0.2, mid.Y + uy*t*0.2}, tile.Dir, t*0.3, PusherCol)
	case dr2d.Pothole:
		c.Circle(mid, t*0.32, HoleCol)
		c.Circle(Pt{mid.X + t*0.05, mid.Y + t*0.05}, t*0.2, color.RGBA{40, 30, 20, 255})
	case dr2d.Actuator:
		c.Circle(mid, t*0.34, InkCol)
		c.Circle(mid, t*0.28, ActuatorCl)
	case dr2d.Repair:
		n := tile.Amount
		for i := 0; i < n; i++ {
			cx := mid.X + (float64(i)-float64(n-1)/2)*t*0.34
			c.Line(Pt{cx - t*0.14, mid.Y}, Pt{cx + t*0.14, mid.Y}, t*0.1, RepairCol)
			c.Line(Pt{cx, mid.Y - t*0.14}, Pt{cx, mid.Y + t*0.14}, t*0.1, RepairCol)
		}
	case dr2d.Turntable:
		Ring(c, mid, t*0.3, t*0.07, TurnCol)
		// Arrow heads along the ring show the sense.
		for _, a := range []float64{0, math.Pi} {
			p := Pt{mid.X + t*0.3*math.Cos(a), mid.Y + t*0.3*math.Sin(a)}
			d := dr2d.South
			if (a == 0) != (tile.Sense == dr2d.Clockwise) {
				d = dr2d.North
			}
			arrow(c, p, d, t*0.2, TurnCol)
		}
	case dr2d.Press:
		Rect(c, o.X+t*0.12, o.Y+t*0.12, t*0.76, t*0.76, PressCol)
		for k := 0.2; k < 0.85; k += 0.16 {
			c.Line(Pt{o.X + t*0.12, o.Y + t*k}, Pt{o.X + t*0.88, o.Y + t*k}, t*0.04, Floor)
		}
	}
}

func drawLaw(c Canvas, n int, o Pt, t float64) {
	mid := Pt{o.X + t/2, o.Y + t/2}
	Ring(c, mid, t*0.36, t*0.05, LawCol)
	c.Text(Pt{mid.X, mid.Y + t*0.14}, t*0.4, fmt.Sprint(n), LawCol, 0.5)
}

func drawLaser(c Canvas, l dr2d.Laser, o Pt, t float64) {
	ux, uy := dirVec(l.Dir)
	mid := Pt{o.X + t/2, o.Y + t/2}
	base := Pt{mid.X - ux*t*0.42, mid.Y - uy*t*0.42}
	vx, vy := -uy, ux
	c.Polygon([]Pt{
		{base.X + vx*t*0.16, base.Y + vy*t*0.16}, {base.X - vx*t*0.16, base.Y - vy*t*0.16},
		{base.X - vx*t*0.08 + ux*t*0.18, base.Y - vy*t*0.08 + uy*t*0.18},
		{base.X + vx*t*0.08 + ux*t*0.18, base.Y + vy*t*0.08 + uy*t*0.18},
	}, LaserCol)
	c.Line(base, Pt{mid.X + ux*t*0.5, mid.Y + uy*t*0.5}, t*0.03, LaserCol)
}
