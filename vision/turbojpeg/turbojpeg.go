//go:build cgo

package turbojpeg

/*
#cgo pkg-config: libturbojpeg
#include <turbojpeg.h>
*/
import "C"

import (
	"fmt"
	"image"
	"unsafe"

	"mecanoid/vision"
)

// Available tells whether this build carries libjpeg-turbo.
const Available = true

func init() { vision.RegisterJPEGDecoder(Name, Decode) }

// Decode decodes a JPEG file to its luminance, 8 bits a pixel: the Y plane
// of a colour JPEG, the only plane of a grey one. libjpeg-turbo's warnings
// (a truncated file, corrupt data it would draw grey) are errors here:
// vision.DecodeImage then lets image/jpeg say what is wrong.
func Decode(data []byte) (*image.Gray, error) {
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: no bytes", ErrDecode)
	}
	h := C.tjInitDecompress()
	if h == nil {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(nil)))
	}
	defer C.tjDestroy(h)
	// cgo pins data for each call: it holds no Go pointers.
	src := (*C.uchar)(unsafe.Pointer(&data[0]))
	n := C.ulong(len(data))
	var w, ht, subsamp, colorspace C.int
	if C.tjDecompressHeader3(h, src, n, &w, &ht, &subsamp, &colorspace) != 0 {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(h)))
	}
	if w <= 0 || ht <= 0 || int64(w)*int64(ht) > maxPixels {
		return nil, fmt.Errorf("%w: its header gives a picture of %dx%d pixels", ErrDecode, int(w), int(ht))
	}
	g := image.NewGray(image.Rect(0, 0, int(w), int(ht)))
	dst := (*C.uchar)(unsafe.Pointer(&g.Pix[0]))
	if C.tjDecompress2(h, src, n, dst, w, C.int(g.Stride), ht, C.TJPF_GRAY, C.TJFLAG_STOPONWARNING) != 0 {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(h)))
	}
	return g, nil
}
