package lenscal

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"

	"mecanoid/calibration"
	"mecanoid/print"
)

// coverageWidth is the widest coverage picture, pixels: enough to see the
// parts and the views, small enough to write at every view kept.
const coverageWidth = 960

// Coverage is the camera's view (a picture of it: the last view kept) with
// what the views kept cover: each ninth of the picture tinted green once
// covered, red while not, the parts still missing numbered in the order
// the guide asks for them (1: the next), and the outline of every view kept
// (yellow: tilted, blue: straight on). Words are the terminal's; the
// picture has only numbers, in no language.
func (g *Guide) Coverage(view image.Image) *image.RGBA {
	s := min(1, float64(coverageWidth)/float64(g.Width))
	w, h := int(float64(g.Width)*s+0.5), int(float64(g.Height)*s+0.5)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	b := view.Bounds()
	green, red := [3]float64{0, 170, 60}, [3]float64{220, 30, 30}
	for y := range h {
		r := min(2, 3*y/h)
		for x := range w {
			c := min(2, 3*x/w)
			src := view.At(b.Min.X+int(float64(x)/s), b.Min.Y+int(float64(y)/s))
			v := float64(color.GrayModel.Convert(src).(color.Gray).Y)
			tint := red
			if g.covered[r][c] >= 3 {
				tint = green
			}
			// The picture dimmed under the part's colour.
			out.SetRGBA(x, y, color.RGBA{uint8(0.55*v + 0.45*tint[0]), uint8(0.55*v + 0.45*tint[1]), uint8(0.55*v + 0.45*tint[2]), 255})
		}
	}
	ras := &print.Raster{Img: out, Scale: s}
	white := color.RGBA{255, 255, 255, 255}
	W, H := float64(g.Width), float64(g.Height)
	for i := 1; i < 3; i++ {
		ras.Line(print.Pt{X: W * float64(i) / 3, Y: 0}, print.Pt{X: W * float64(i) / 3, Y: H}, 2/s, white)
		ras.Line(print.Pt{X: 0, Y: H * float64(i) / 3}, print.Pt{X: W, Y: H * float64(i) / 3}, 2/s, white)
	}
	n := g.Cols * g.Rows
	for k, v := range g.views {
		col := color.RGBA{60, 140, 255, 255}
		if g.tiltedView[k] {
			col = color.RGBA{255, 220, 0, 255}
		}
		quad := []calibration.Point{v[0], v[g.Cols-1], v[n-1], v[n-g.Cols]}
		for i := range quad {
			a, c := quad[i], quad[(i+1)%4]
			ras.Line(print.Pt{X: a.X, Y: a.Y}, print.Pt{X: c.X, Y: c.Y}, 2/s, col)
		}
	}
	missing := g.Uncovered()
	for i, name := range missing {
		for _, p := range parts {
			if p.name == name {
				centre := print.Pt{X: W * (float64(p.col) + 0.5) / 3, Y: H*(float64(p.row)+0.5)/3 + H/30}
				ras.Text(centre, H/9, strconv.Itoa(i+1), white, 0.5)
			}
		}
	}
	return out
}

// writeCoverage writes the coverage picture to name, whole or not at all
// (a picture viewer reloading it never sees half of it).
func (g *Guide) writeCoverage(name string, view image.Image) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), ".coverage-*.png")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(tmp, g.Coverage(view)); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
