package print

import (
	"fmt"
	"image/color"

	"mecanoid/engine/dr2d"
)

// DrawRobot draws a robot on a board drawing of tiles of side t: a disc of
// its colour with its number, and an arrow to its facing. A sleeping robot
// is drawn pale.
func DrawRobot(c Canvas, r dr2d.Robot, d BoardDrawing, origin Pt) {
	if r.Left {
		return
	}
	t := d.Tile
	p := d.CellCentre(r.Cell)
	p = Pt{origin.X + p.X, origin.Y + p.Y}
	col := color.Color(ColourOf(r.ID).RGB)
	if r.Sleep != dr2d.Awake {
		col = pale(ColourOf(r.ID).RGB)
	}
	ux, uy := dirVec(r.Facing)
	vx, vy := -uy, ux
	c.Circle(p, t*0.36, InkCol)
	c.Circle(p, t*0.36-t*0.04, col)
	tip := Pt{p.X + ux*t*0.5, p.Y + uy*t*0.5}
	c.Polygon([]Pt{tip, {p.X + ux*t*0.2 + vx*t*0.22, p.Y + uy*t*0.2 + vy*t*0.22}, {p.X + ux*t*0.2 - vx*t*0.22, p.Y + uy*t*0.2 - vy*t*0.22}}, InkCol)
	size := t * 0.4
	c.Text(Pt{p.X - ux*t*0.06, p.Y - uy*t*0.06 + size*0.36}, size, fmt.Sprint(r.ID), White, 0.5)
}

// pale mixes a colour halfway to white.
func pale(c color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(c.R) + 255) / 2), uint8((int(c.G) + 255) / 2), uint8((int(c.B) + 255) / 2), 255}
}

// DrawState draws a DR2D state as d says (its layout aside): the board in
// the state's layout, the laws where they lie, and the robots.
func DrawState(c Canvas, s *dr2d.State, d BoardDrawing, origin Pt) error {
	b := *s.Board // a copy, to draw the laws where the game put them
	b.Laws = s.Laws
	d.Layout = s.Layout
	if err := DrawBoard(c, &b, d, origin); err != nil {
		return err
	}
	for _, r := range s.Robots {
		DrawRobot(c, r, d, origin)
	}
	return nil
}
