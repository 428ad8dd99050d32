//go:build cgo

package cvlens

/*
#cgo CXXFLAGS: -std=c++17 -O2 -I/usr/include/opencv4
#cgo LDFLAGS: -lopencv_calib3d -lopencv_imgproc -lopencv_core
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"unsafe"

	"mecanoid/calibration"
)

// Available tells whether this build carries OpenCV's calib3d.
const Available = true

// searchSize is the longest side, in pixels, at which the chessboard is
// looked for (shim.cpp: larger photos are searched scaled down, the corners
// refined at full size).
const searchSize = 1600

// errLen is the room for OpenCV's message.
const errLen = 512

// Calibrate measures the lens from photos of a flat chessboard of cols x
// rows inner corners (a board of 10x7 squares has 9x6) and squares of
// squareMM millimetres. All photos must have the same size, which becomes
// the lens's. Photos where the chessboard is not found whole are left out
// and named in the Report, which is filled even when the error is
// ErrTooFewViews. k3 is held at 0: with a dozen photos it mostly fits the
// noise, and the Pi's and webcams' lenses are well described by k1 and k2.
func Calibrate(images []image.Image, cols, rows int, squareMM float64) (calibration.Lens, Report, error) {
	var rep Report
	if cols < 2 || rows < 2 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: %dx%d inner corners, need at least 2x2 (a board of 10x7 squares has 9x6)", ErrPattern, cols, rows)
	}
	if !(squareMM > 0) || math.IsInf(squareMM, 0) {
		return calibration.Lens{}, rep, fmt.Errorf("%w: square size %g mm", ErrPattern, squareMM)
	}
	if len(images) == 0 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: no photo", ErrImages)
	}
	size := images[0].Bounds().Size()
	for i, img := range images {
		if s := img.Bounds().Size(); s != size {
			return calibration.Lens{}, rep, fmt.Errorf("%w: photo #%d is %dx%d, photo #0 is %dx%d: all must come from the camera at the same resolution",
				ErrImages, i, s.X, s.Y, size.X, size.Y)
		}
	}
	if size.X < 16 || size.Y < 16 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: photos of %dx%d pixels", ErrImages, size.X, size.Y)
	}

	// The chessboard's corners on its own plane (x, y, z), row after row,
	// as the detector orders what it finds.
	n := cols * rows
	object := make([]float32, 0, 3*n)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			object = append(object, float32(float64(c)*squareMM), float32(float64(r)*squareMM), 0)
		}
	}
	var imagePts []float32 // x, y of each corner of each view used
	rep.Views = make([]View, len(images))
	for i, img := range images {
		rep.Views[i] = View{Index: i}
		corners, err := findCorners(img, cols, rows)
		if err != nil {
			return calibration.Lens{}, rep, fmt.Errorf("%w: photo #%d: %v", ErrFailed, i, err)
		}
		if corners == nil {
			continue
		}
		rep.Views[i].Found = true
		rep.Views[i].Corners = make([]calibration.Point, n)
		for k := range n {
			rep.Views[i].Corners[k] = calibration.Point{X: float64(corners[2*k]), Y: float64(corners[2*k+1])}
		}
		imagePts = append(imagePts, corners...)
	}
	rep.Used = len(imagePts) / (2 * n)
	if rep.Used < MinViews {
		return calibration.Lens{}, rep, fmt.Errorf("%w: the %dx%d inner corners were found in %d of %d photos, need %d (not found in %s, counting from #0)",
			ErrTooFewViews, cols, rows, rep.Used, len(images), MinViews, listIndices(rep.Failed()))
	}

	var k [9]float64
	var d [5]float64
	r := make([]float64, 3*rep.Used)
	t := make([]float64, 3*rep.Used)
	var rms C.double
	msg := (*C.char)(C.malloc(errLen))
	defer C.free(unsafe.Pointer(msg))
	if C.cl_calibrate((*C.float)(&object[0]), C.int(n), (*C.float)(&imagePts[0]), C.int(rep.Used), C.int(size.X), C.int(size.Y),
		(*C.double)(&k[0]), (*C.double)(&d[0]), (*C.double)(&r[0]), (*C.double)(&t[0]), &rms, msg, errLen) != 0 {
		return calibration.Lens{}, rep, fmt.Errorf("%w: OpenCV: %s", ErrFailed, C.GoString(msg))
	}
	lens := calibration.Lens{
		Width: size.X, Height: size.Y,
		FX: k[0], FY: k[4], CX: k[2], CY: k[5],
		K1: d[0], K2: d[1], P1: d[2], P2: d[3], K3: d[4],
		RMS: float64(rms),
	}
	for _, v := range []float64{lens.FX, lens.FY, lens.CX, lens.CY, lens.K1, lens.K2, lens.P1, lens.P2, lens.K3, lens.RMS} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return calibration.Lens{}, rep, fmt.Errorf("%w: OpenCV's fit did not converge (photos too alike?)", ErrFailed)
		}
	}
	if !lens.Calibrated() {
		return calibration.Lens{}, rep, fmt.Errorf("%w: focal length %.1f x %.1f pixels", ErrFailed, lens.FX, lens.FY)
	}
	rep.RMS = lens.RMS

	// Each view's own misfit, to point at a blurred or moved photo.
	v := 0
	for i := range rep.Views {
		if rep.Views[i].Found {
			rep.Views[i].RMS = viewRMS(lens, object, rep.Views[i].Corners, r[3*v:3*v+3], t[3*v:3*v+3])
			v++
		}
	}
	return lens, rep, nil
}

// FindCorners finds the chessboard's cols x rows inner corners in img,
// refined to a fraction of a pixel, row after row; nil when the whole
// chessboard is not in view (calibrate lens guides with it, a frame
// after the other).
func FindCorners(img image.Image, cols, rows int) ([]calibration.Point, error) {
	if cols < 2 || rows < 2 {
		return nil, fmt.Errorf("%w: %dx%d inner corners, need at least 2x2", ErrPattern, cols, rows)
	}
	if s := img.Bounds().Size(); s.X < 16 || s.Y < 16 {
		return nil, fmt.Errorf("%w: a picture of %dx%d pixels", ErrImages, s.X, s.Y)
	}
	c, err := findCorners(img, cols, rows)
	if err != nil || c == nil {
		return nil, err
	}
	out := make([]calibration.Point, cols*rows)
	for k := range out {
		out[k] = calibration.Point{X: float64(c[2*k]), Y: float64(c[2*k+1])}
	}
	return out, nil
}

// findCorners finds the chessboard's inner corners in img, refined to a
// fraction of a pixel: x, y of each, row after row; nil when the whole
// chessboard is not found. The error is OpenCV's, failing.
func findCorners(img image.Image, cols, rows int) ([]float32, error) {
	b := img.Bounds()
	gray := grayPixels(img)
	out := make([]float32, 2*cols*rows)
	msg := (*C.char)(C.malloc(errLen))
	defer C.free(unsafe.Pointer(msg))
	// cgo pins gray and out for the call: they hold no Go pointers.
	switch C.cl_find_corners((*C.uchar)(&gray[0]), C.int(b.Dx()), C.int(b.Dy()), C.int(b.Dx()), C.int(cols), C.int(rows), searchSize,
		(*C.float)(&out[0]), msg, errLen) {
	case 1:
		return out, nil
	case 0:
		return nil, nil
	}
	return nil, fmt.Errorf("OpenCV: %s", C.GoString(msg))
}

// grayPixels is img's luminance, one byte per pixel, rows without padding.
func grayPixels(img image.Image) []byte {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	out := make([]byte, w*h)
	switch m := img.(type) {
	case *image.Gray:
		for y := 0; y < h; y++ {
			i := m.PixOffset(b.Min.X, b.Min.Y+y)
			copy(out[y*w:(y+1)*w], m.Pix[i:i+w])
		}
	case *image.YCbCr:
		for y := 0; y < h; y++ {
			i := m.YOffset(b.Min.X, b.Min.Y+y)
			copy(out[y*w:(y+1)*w], m.Y[i:i+w])
		}
	case *image.RGBA:
		for y := 0; y < h; y++ {
			p := m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):]
			for x := 0; x < w; x++ {
				out[y*w+x] = luma(p[4*x], p[4*x+1], p[4*x+2])
			}
		}
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			p := m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):]
			for x := 0; x < w; x++ {
				out[y*w+x] = luma(p[4*x], p[4*x+1], p[4*x+2])
			}
		}
	default:
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				out[y*w+x] = color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.Gray).Y
			}
		}
	}
	return out
}

// luma is color.GrayModel's weighting, in integers.
func luma(r, g, b uint8) uint8 {
	return uint8((19595*uint32(r) + 38470*uint32(g) + 7471*uint32(b) + 1<<15) >> 16)
}

// viewRMS is the root mean square distance between the corners seen and
// the chessboard's corners projected with the lens and the view's pose
// (Rodrigues rotation vector r, translation t).
func viewRMS(l calibration.Lens, object []float32, seen []calibration.Point, r, t []float64) float64 {
	rot := rodrigues(r[0], r[1], r[2])
	var sum float64
	for i := range seen {
		x, y, z := float64(object[3*i]), float64(object[3*i+1]), float64(object[3*i+2])
		cx := rot[0]*x + rot[1]*y + rot[2]*z + t[0]
		cy := rot[3]*x + rot[4]*y + rot[5]*z + t[1]
		cz := rot[6]*x + rot[7]*y + rot[8]*z + t[2]
		ideal := calibration.Point{X: l.FX*cx/cz + l.CX, Y: l.FY*cy/cz + l.CY}
		sum += math.Pow(l.Distort(ideal).Sub(seen[i]).Len(), 2)
	}
	return math.Sqrt(sum / float64(len(seen)))
}

// rodrigues turns a rotation vector (axis × angle) into a row-major matrix.
func rodrigues(x, y, z float64) [9]float64 {
	th := math.Sqrt(x*x + y*y + z*z)
	if th < 1e-12 {
		return [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}
	}
	x, y, z = x/th, y/th, z/th
	c, s := math.Cos(th), math.Sin(th)
	v := 1 - c
	return [9]float64{
		c + x*x*v, x*y*v - z*s, x*z*v + y*s,
		y*x*v + z*s, c + y*y*v, y*z*v - x*s,
		z*x*v - y*s, z*y*v + x*s, c + z*z*v,
	}
}

// listIndices writes photo indices for a message: "#1, #4 and #5".
func listIndices(ix []int) string {
	s := make([]string, len(ix))
	for i, v := range ix {
		s[i] = fmt.Sprintf("#%d", v)
	}
	if len(s) > 1 {
		return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
	}
	return strings.Join(s, "")
}
