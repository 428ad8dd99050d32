package vision

import (
	"image"
	"image/color"
)

// Gray is the luminance of img, with img's bounds. A grey picture (a JPEG
// frame decoded to its luminance) is img itself, not a copy: the scanner
// only reads it, and copying 12 Mpx costs a few milliseconds a frame.
// Camera frames (YCbCr) give their Y plane, copied to a picture of their
// own; RGBA and NRGBA pictures are converted in place of the slow
// per-pixel At path, which would take most of a frame's budget. Alpha is
// ignored: photos are opaque.
func Gray(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	b := img.Bounds()
	g := image.NewGray(b)
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 {
		return g
	}
	switch m := img.(type) {
	case *image.YCbCr:
		for y := 0; y < h; y++ {
			i := m.YOffset(b.Min.X, b.Min.Y+y)
			copy(g.Pix[y*g.Stride:y*g.Stride+w], m.Y[i:i+w])
		}
	case *image.RGBA:
		for y := 0; y < h; y++ {
			i := m.PixOffset(b.Min.X, b.Min.Y+y)
			rgbaRow(g.Pix[y*g.Stride:y*g.Stride+w], m.Pix[i:i+4*w])
		}
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			i := m.PixOffset(b.Min.X, b.Min.Y+y)
			rgbaRow(g.Pix[y*g.Stride:y*g.Stride+w], m.Pix[i:i+4*w])
		}
	default:
		for y := 0; y < h; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range row {
				row[x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	return g
}

// rgbaRow converts 4-byte pixels to luminance with the weights of
// color.GrayModel (ITU-R 601).
func rgbaRow(dst, src []byte) {
	src = src[:4*len(dst)]
	for x := range dst {
		p := src[4*x : 4*x+3 : 4*x+3]
		dst[x] = uint8((19595*uint32(p[0]) + 38470*uint32(p[1]) + 7471*uint32(p[2]) + 1<<15) >> 16)
	}
}
