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
)

// DecodeSmall decodes a JPEG file's luminance at 1/8 of its size (each
// side rounded up), scaling inside the decoder: libjpeg-turbo keeps only
// the DC coefficient of each 8×8 block, so a 1920×1080 frame costs a
// small part of a full decode. What watching the table needs of every
// frame (package vision/watch).
func DecodeSmall(data []byte) (*image.Gray, error) {
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: no bytes", ErrDecode)
	}
	h := C.tjInitDecompress()
	if h == nil {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(nil)))
	}
	defer C.tjDestroy(h)
	src := (*C.uchar)(unsafe.Pointer(&data[0]))
	n := C.ulong(len(data))
	var w, ht, subsamp, colorspace C.int
	if C.tjDecompressHeader3(h, src, n, &w, &ht, &subsamp, &colorspace) != 0 {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(h)))
	}
	if w <= 0 || ht <= 0 || int64(w)*int64(ht) > maxPixels {
		return nil, fmt.Errorf("%w: its header gives a picture of %dx%d pixels", ErrDecode, int(w), int(ht))
	}
	sw, sh := (w+7)/8, (ht+7)/8
	g := image.NewGray(image.Rect(0, 0, int(sw), int(sh)))
	dst := (*C.uchar)(unsafe.Pointer(&g.Pix[0]))
	if C.tjDecompress2(h, src, n, dst, sw, C.int(g.Stride), sh, C.TJPF_GRAY, C.TJFLAG_STOPONWARNING|C.TJFLAG_FASTDCT) != 0 {
		return nil, fmt.Errorf("%w: %s", ErrDecode, C.GoString(C.tjGetErrorStr2(h)))
	}
	return g, nil
}
