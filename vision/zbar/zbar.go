//go:build cgo

package zbar

/*
#cgo pkg-config: zbar
#include <stdlib.h>
#include <string.h>
#include <zbar.h>

// zb_code is one QR code zbar read: its text, and the location points
// zbar gives for a QR code (the symbol's four corners, see corners).
typedef struct {
	char text[512];
	int truncated;
	int n;
	int x[4], y[4];
} zb_code;

static zbar_image_scanner_t *zb_new(int density) {
	zbar_image_scanner_t *s = zbar_image_scanner_create();
	if (!s)
		return NULL;
	zbar_image_scanner_set_config(s, ZBAR_NONE, ZBAR_CFG_ENABLE, 0);
	zbar_image_scanner_set_config(s, ZBAR_QRCODE, ZBAR_CFG_ENABLE, 1);
	zbar_image_scanner_set_config(s, ZBAR_NONE, ZBAR_CFG_X_DENSITY, density);
	zbar_image_scanner_set_config(s, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, density);
	return s;
}

// zb_read reads every QR code of a w x h grey picture (rows of w bytes).
// The picture stays the caller's: zbar reads it in place and the image
// that points at it is gone when zb_read returns.
static int zb_read(zbar_image_scanner_t *s, const unsigned char *pix, int w, int h, zb_code *out, int max) {
	zbar_image_t *img = zbar_image_create();
	if (!img)
		return -1;
	zbar_image_set_format(img, zbar_fourcc('Y', '8', '0', '0'));
	zbar_image_set_size(img, w, h);
	zbar_image_set_data(img, pix, (unsigned long)w * h, NULL);
	int found = zbar_scan_image(s, img);
	int n = 0;
	if (found > 0) {
		const zbar_symbol_t *sym;
		for (sym = zbar_image_first_symbol(img); sym && n < max; sym = zbar_symbol_next(sym)) {
			if (zbar_symbol_get_type(sym) != ZBAR_QRCODE)
				continue;
			zb_code *c = &out[n++];
			memset(c, 0, sizeof *c);
			unsigned len = zbar_symbol_get_data_length(sym);
			c->truncated = len >= sizeof c->text;
			if (!c->truncated)
				memcpy(c->text, zbar_symbol_get_data(sym), len);
			unsigned k = zbar_symbol_get_loc_size(sym);
			c->n = k;
			for (unsigned i = 0; i < k && i < 4; i++) {
				c->x[i] = zbar_symbol_get_loc_x(sym, i);
				c->y[i] = zbar_symbol_get_loc_y(sym, i);
			}
		}
	}
	zbar_image_destroy(img);
	return found < 0 ? -1 : n;
}
*/
import "C"

import (
	"fmt"
	"image"
	"sync"
	"unsafe"

	"mecanoid/calibration"
	"mecanoid/vision"
)

// Available tells whether this build carries zbar.
const Available = true

// Reader decodes QR codes with zbar.
type Reader struct {
	// Density: zbar looks along every Density-th row and column of the
	// picture for finder patterns; 0 is 1, every one. 2 halves the work
	// but misses some turned codes.
	Density int
}

var (
	_ vision.Decoder     = Reader{}
	_ vision.PatchReader = Reader{}
)

const maxCodes = 64

// scanners keeps a few zbar scanners of each density for reuse: creating
// one allocates its decoders, and the scanner reads patches by the
// hundred per frame.
var scanners sync.Map // density → chan *C.zbar_image_scanner_t

func pool(density int) chan *C.zbar_image_scanner_t {
	p, _ := scanners.LoadOrStore(density, make(chan *C.zbar_image_scanner_t, 4))
	return p.(chan *C.zbar_image_scanner_t)
}

func scanner(density int) *C.zbar_image_scanner_t {
	select {
	case s := <-pool(density):
		return s
	default:
		return C.zb_new(C.int(density))
	}
}

func release(density int, s *C.zbar_image_scanner_t) {
	select {
	case pool(density) <- s:
	default:
		C.zbar_image_scanner_destroy(s)
	}
}

// Decode finds the QR codes of g. A code whose location zbar does not give
// as four points, or whose text is too long to pass, is left out: without
// its corners the scanner could not tell its facing.
func (r Reader) Decode(g *image.Gray) ([]vision.Code, error) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w <= 0 || h <= 0 {
		return nil, nil
	}
	// zbar wants rows of w bytes: copy a sub-picture, read the rest in
	// place (cgo pins it for the call).
	pix := g.Pix
	if g.Stride != w || len(pix) < w*h {
		pix = make([]byte, w*h)
		for y := 0; y < h; y++ {
			copy(pix[y*w:(y+1)*w], g.Pix[y*g.Stride:])
		}
	}
	density := max(1, r.Density)
	s := scanner(density)
	if s == nil {
		return nil, fmt.Errorf("zbar: cannot create a scanner")
	}
	defer release(density, s)
	out := make([]C.zb_code, maxCodes)
	n := C.zb_read(s, (*C.uchar)(unsafe.Pointer(&pix[0])), C.int(w), C.int(h), &out[0], maxCodes)
	if n < 0 {
		return nil, fmt.Errorf("zbar: decoder failed")
	}
	var codes []vision.Code
	for _, c := range out[:n] {
		if c.truncated != 0 || c.n != 4 {
			continue
		}
		var loc [4]calibration.Point
		for i := range 4 {
			loc[i] = calibration.Point{X: float64(c.x[i]) + float64(g.Rect.Min.X), Y: float64(c.y[i]) + float64(g.Rect.Min.Y)}
		}
		code := vision.Code{Text: C.GoString(&c.text[0]), Corners: corners(loc)}
		code.ModulePx = vision.ModulePx(code.Corners)
		codes = append(codes, code)
	}
	return codes, nil
}

// corners puts zbar's location points of a QR code in vision.Code's order.
// zbar gives the symbol's outer corners (quiet zone excluded) turning the
// other way round from the code's top-left: top-left, bottom-left,
// bottom-right, top-right as printed (TestDecodeSizesAndTurns checks the
// facing at every quarter turn and in between).
func corners(loc [4]calibration.Point) [4]calibration.Point {
	return [4]calibration.Point{loc[0], loc[3], loc[2], loc[1]}
}

// ReadPatch reads the codes of one patch for vision.QRReader.
func (r Reader) ReadPatch(g *image.Gray) []vision.Code {
	codes, _ := r.Decode(g)
	return codes
}
