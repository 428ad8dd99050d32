package synth

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"

	"mecanoid/calibration"
)

// The photographic troubles, applied in place to an opaque RGBA picture in
// the order a camera meets them: light on the table, a hand, the lens
// (defocus), the sensor (noise), the encoder (JPEG).

// Blur is a defocused lens: a Gaussian blur of the given sigma in pixels,
// separable, edges clamped. A sigma below 0.2 px changes nothing visible and
// is skipped.
func Blur(img *image.RGBA, sigma float64) {
	if sigma < 0.2 {
		return
	}
	radius := int(math.Ceil(3 * sigma))
	kernel := make([]float32, 2*radius+1)
	var sum float32
	for i := range kernel {
		d := float64(i - radius)
		kernel[i] = float32(math.Exp(-d * d / (2 * sigma * sigma)))
		sum += kernel[i]
	}
	for i := range kernel {
		kernel[i] /= sum
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	n := max(w, h)
	line := make([]float32, 3*n)
	// Rows, then columns; alpha stays opaque.
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		blurLine(row, 4, w, kernel, radius, line)
	}
	col := make([]uint8, 4*h)
	for x := 0; x < w; x++ {
		for y := 0; y < h; y++ {
			copy(col[4*y:4*y+4], img.Pix[y*img.Stride+4*x:y*img.Stride+4*x+4])
		}
		blurLine(col, 4, h, kernel, radius, line)
		for y := 0; y < h; y++ {
			copy(img.Pix[y*img.Stride+4*x:y*img.Stride+4*x+4], col[4*y:4*y+4])
		}
	}
}

// blurLine convolves the RGB of n pixels (step bytes apart) with kernel.
func blurLine(pix []uint8, step, n int, kernel []float32, radius int, tmp []float32) {
	for i := 0; i < n; i++ {
		var r, g, b float32
		for k, wgt := range kernel {
			j := min(max(i+k-radius, 0), n-1) * step
			r += wgt * float32(pix[j])
			g += wgt * float32(pix[j+1])
			b += wgt * float32(pix[j+2])
		}
		tmp[3*i], tmp[3*i+1], tmp[3*i+2] = r, g, b
	}
	for i := 0; i < n; i++ {
		pix[i*step] = clamp8(tmp[3*i])
		pix[i*step+1] = clamp8(tmp[3*i+1])
		pix[i*step+2] = clamp8(tmp[3*i+2])
	}
}

func clamp8(v float32) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v + 0.5)
}

// Noise is the sensor: Gaussian read noise of sigma (0..255) on each channel,
// plus shot noise that grows with the square root of the light (shot is its
// weight: 1 makes a mid-grey pixel as noisy again as the read noise).
func Noise(img *image.RGBA, rng *rand.Rand, sigma, shot float64) {
	if sigma <= 0 && shot <= 0 {
		return
	}
	b := img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*b.Dx()]
		for i := 0; i < len(row); i += 4 {
			for c := 0; c < 3; c++ {
				v := float64(row[i+c])
				s := sigma * (1 + shot*(math.Sqrt(v/128)-1))
				row[i+c] = clamp8(float32(v + rng.NormFloat64()*s))
			}
		}
	}
}

// Light is an uneven lamp: the picture darkens by up to strength (0..1)
// towards the side opposite angle (radians, 0 = right), and by vignette
// towards the corners, as a cheap lens does.
func Light(img *image.RGBA, angle, strength, vignette float64) {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	dx, dy := math.Cos(angle), math.Sin(angle)
	half := math.Hypot(w, h) / 2
	for y := 0; y < b.Dy(); y++ {
		ny := (float64(y) - h/2) / half
		row := img.Pix[y*img.Stride : y*img.Stride+4*b.Dx()]
		for x := 0; x < b.Dx(); x++ {
			nx := (float64(x) - w/2) / half
			along := (nx*dx + ny*dy + 1) / 2 // 0 on the dark side, 1 towards the lamp
			f := (1 - strength*(1-along)) * (1 - vignette*(nx*nx+ny*ny)/2)
			i := 4 * x
			row[i] = clamp8(float32(float64(row[i]) * f))
			row[i+1] = clamp8(float32(float64(row[i+1]) * f))
			row[i+2] = clamp8(float32(float64(row[i+2]) * f))
		}
	}
}

// Glare is a lamp's reflection on glossy paper: around (cx, cy) the picture
// washes out towards white, by strength (0..1) at the centre, fading over
// radius pixels.
func Glare(img *image.RGBA, cx, cy, radius, strength float64) {
	b := img.Bounds()
	r := image.Rect(int(cx-3*radius), int(cy-3*radius), int(cx+3*radius)+1, int(cy+3*radius)+1).Intersect(b)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			d2 := ((float64(x)-cx)*(float64(x)-cx) + (float64(y)-cy)*(float64(y)-cy)) / (radius * radius)
			a := strength * math.Exp(-d2/2)
			if a < 0.004 {
				continue
			}
			i := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				v := float64(img.Pix[i+c])
				img.Pix[i+c] = clamp8(float32(v + (255-v)*a))
			}
		}
	}
}

// Hand draws a hand reaching over the table with its index finger tip at
// (tipX, tipY), the arm coming in from the nearest side of the picture; palm
// is the width of the palm in pixels. It returns the mask of the pixels the
// hand covers.
func Hand(img *image.RGBA, rng *rand.Rand, tipX, tipY, palm float64) *image.Alpha {
	b := img.Bounds()
	mask := image.NewAlpha(b)
	w, h := float64(b.Dx()), float64(b.Dy())
	// The arm comes from the nearest edge, a little askew.
	dists := []float64{tipX, w - tipX, tipY, h - tipY}
	dirs := [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	k := 0
	for i := range dists {
		if dists[i] < dists[k] {
			k = i
		}
	}
	a := math.Atan2(dirs[k][1], dirs[k][0]) + (rng.Float64()*2-1)*0.5
	ux, uy := math.Cos(a), math.Sin(a) // from the tip towards the arm
	vx, vy := -uy, ux                  // across the hand
	at := func(along, across float64) (float64, float64) {
		return tipX + ux*along*palm + vx*across*palm, tipY + uy*along*palm + vy*across*palm
	}
	skin := color.RGBA{uint8(190 + rng.IntN(40)), uint8(140 + rng.IntN(30)), uint8(110 + rng.IntN(30)), 255}
	shade := color.RGBA{uint8(int(skin.R) * 8 / 10), uint8(int(skin.G) * 8 / 10), uint8(int(skin.B) * 8 / 10), 255}
	fill := func(x0, y0, x1, y1, radius float64, c color.RGBA) {
		capsule(img, mask, x0, y0, x1, y1, radius*palm, c)
	}
	// Forearm to beyond the picture, palm, then the fingers curled under it
	// but the index finger, pointing.
	ax, ay := at(1.1, 0)
	fx, fy := at(1.1+(w+h)/palm, 0)
	fill(ax, ay, fx, fy, 0.42, shade)
	px0, py0 := at(0.95, 0)
	px1, py1 := at(1.35, 0)
	fill(px0, py0, px1, py1, 0.5, skin)
	for i, across := range []float64{-0.32, -0.1, 0.12} {
		x0, y0 := at(0.9, across)
		x1, y1 := at(0.72-0.04*float64(i), across*1.1)
		fill(x0, y0, x1, y1, 0.11, shade)
	}
	ix0, iy0 := at(0.95, 0.3)
	ix1, iy1 := at(0.06, 0.02)
	fill(ix0, iy0, ix1, iy1, 0.1, skin)
	tx0, ty0 := at(1.1, 0.45)
	tx1, ty1 := at(0.75, 0.55)
	fill(tx0, ty0, tx1, ty1, 0.12, skin)
	return mask
}

// capsule fills the points within radius of the segment (x0,y0)-(x1,y1).
func capsule(img *image.RGBA, mask *image.Alpha, x0, y0, x1, y1, radius float64, c color.RGBA) {
	b := img.Bounds()
	r := image.Rect(int(math.Min(x0, x1)-radius)-1, int(math.Min(y0, y1)-radius)-1,
		int(math.Max(x0, x1)+radius)+2, int(math.Max(y0, y1)+radius)+2).Intersect(b)
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			px, py := float64(x)+0.5-x0, float64(y)+0.5-y0
			t := 0.0
			if l2 > 0 {
				t = math.Max(0, math.Min(1, (px*dx+py*dy)/l2))
			}
			ex, ey := px-t*dx, py-t*dy
			if ex*ex+ey*ey > radius*radius {
				continue
			}
			i := img.PixOffset(x, y)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, 255
			mask.Pix[mask.PixOffset(x, y)] = 255
		}
	}
}

// Covered is the share of the quadrilateral q (pixel corners in order) that
// the mask covers.
func Covered(mask *image.Alpha, q [4][2]float64) float64 {
	minX, minY, maxX, maxY := q[0][0], q[0][1], q[0][0], q[0][1]
	for _, p := range q {
		minX, maxX = math.Min(minX, p[0]), math.Max(maxX, p[0])
		minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
	}
	var inside, covered int
	for y := int(minY); y <= int(maxY); y++ {
		for x := int(minX); x <= int(maxX); x++ {
			if !inQuad(q, float64(x)+0.5, float64(y)+0.5) {
				continue
			}
			inside++
			if (image.Point{x, y}).In(mask.Rect) && mask.Pix[mask.PixOffset(x, y)] != 0 {
				covered++
			}
		}
	}
	if inside == 0 {
		return 0
	}
	return float64(covered) / float64(inside)
}

// inQuad tells whether (x, y) is inside the convex quadrilateral q, whichever
// way round its corners go.
func inQuad(q [4][2]float64, x, y float64) bool {
	var poly [4]calibration.Point
	for i, p := range q {
		poly[i] = calibration.Point{X: p[0], Y: p[1]}
	}
	return inConvex(poly[:], calibration.Point{X: x, Y: y})
}

// JPEG compresses the picture as a camera does, at quality q (1..100).
func JPEG(img image.Image, q int) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Shade is a shadow over part of the picture: around (cx, cy) it darkens
// by strength (0..1) at the centre, fading over radius pixels.
func Shade(img *image.RGBA, cx, cy, radius, strength float64) {
	b := img.Bounds()
	r := image.Rect(int(cx-3*radius), int(cy-3*radius), int(cx+3*radius)+1, int(cy+3*radius)+1).Intersect(b)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			d2 := ((float64(x)-cx)*(float64(x)-cx) + (float64(y)-cy)*(float64(y)-cy)) / (radius * radius)
			f := 1 - strength*math.Exp(-d2/2)
			i := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				img.Pix[i+c] = clamp8(float32(float64(img.Pix[i+c]) * f))
			}
		}
	}
}
