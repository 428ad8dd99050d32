//go:build cgo

package zxing

/*
#cgo pkg-config: zxing
#cgo CXXFLAGS: -std=c++17 -O2
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"fmt"
	"image"
	"unsafe"

	"mecanoid/calibration"
	"mecanoid/vision"
)

// Available tells whether this build carries zxing-cpp.
const Available = true

// Reader decodes with zxing-cpp. Harder turns on zxing's slower search
// (rotations, downscaled copies).
type Reader struct{ Harder bool }

var _ vision.Decoder = Reader{}

const maxCodes = 64

// Decode finds the QR codes of g.
func (r Reader) Decode(g *image.Gray) ([]vision.Code, error) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w <= 0 || h <= 0 {
		return nil, nil
	}
	out := make([]C.struct_zx_code, maxCodes)
	harder := 0
	if r.Harder {
		harder = 1
	}
	// zxing-cpp reads the pixels in place; cgo pins g.Pix for the call.
	n := C.zx_read((*C.uchar)(unsafe.Pointer(&g.Pix[0])), C.int(w), C.int(h), C.int(g.Stride), C.int(harder), &out[0], maxCodes)
	if n < 0 {
		return nil, fmt.Errorf("zxing: decoder failed")
	}
	defer C.zx_free(&out[0], n)
	codes := make([]vision.Code, 0, int(n))
	for _, c := range out[:n] {
		var code vision.Code
		code.Text = C.GoStringN(c.text, c.text_len)
		for i := range 4 {
			code.Corners[i] = calibration.Point{X: float64(c.x[i]) + float64(g.Rect.Min.X), Y: float64(c.y[i]) + float64(g.Rect.Min.Y)}
		}
		code.ModulePx = vision.ModulePx(code.Corners)
		codes = append(codes, code)
	}
	return codes, nil
}

// ReadPatch reads the codes of one patch for vision.QRReader.
func (r Reader) ReadPatch(g *image.Gray) []vision.Code {
	codes, _ := r.Decode(g)
	return codes
}

var _ vision.PatchReader = Reader{}

func init() { vision.RegisterPatchReader("zxing-cpp", Reader{Harder: true}) }
