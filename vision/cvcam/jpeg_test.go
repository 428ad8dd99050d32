//go:build cgo

package cvcam

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"mecanoid/vision"
)

// TestDecodeJPEGGray: OpenCV's luminance of a JPEG is image/jpeg's within
// rounding (the two decoders' inverse DCTs differ by a level or so), and
// DecodeImage uses it once this package is linked in; a truncated file is
// still refused with image/jpeg's reason, not drawn half grey.
func TestDecodeJPEGGray(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 321, 203))
	for y := 0; y < 203; y++ {
		for x := 0; x < 321; x++ {
			v := uint8((x*7 + y*3) % 256)
			if (x/16+y/16)%2 == 0 {
				v = 255 - v
			}
			src.Set(x, y, color.RGBA{v, uint8(x), uint8(y), 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, src, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	fast, err := DecodeJPEGGray(data)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := vision.Gray(ref)
	if fast.Bounds() != want.Bounds() {
		t.Fatalf("bounds %v, want %v", fast.Bounds(), want.Bounds())
	}
	worst := 0
	for i := range want.Pix {
		d := int(fast.Pix[i]) - int(want.Pix[i])
		worst = max(worst, d, -d)
	}
	if worst > 3 {
		t.Errorf("luminance differs from image/jpeg's by up to %d levels", worst)
	}
	if got := vision.JPEGDecoder(); got[:6] != "OpenCV" {
		t.Errorf("DecodeImage uses %q", got)
	}
	img, err := vision.DecodeImage("frame.jpg", data)
	if _, gray := img.(*image.Gray); err != nil || !gray {
		t.Errorf("DecodeImage: %T, %v", img, err)
	}
	if _, err := vision.DecodeImage("cut.jpg", data[:len(data)/2]); !errors.Is(err, vision.ErrUnreadable) {
		t.Errorf("truncated: %v", err)
	}
	if _, err := DecodeJPEGGray([]byte("not a jpeg")); err == nil {
		t.Error("garbage decoded")
	}
}

// BenchmarkDecodeJPEGGray12MP: the frame of vision/turbojpeg's
// BenchmarkDecode12MP (4056x3040, quality 90, 4:2:0, grain), decoded by
// OpenCV's IMDecode.
func BenchmarkDecodeJPEGGray12MP(b *testing.B) {
	w, h := 4056, 3040
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	seed := uint32(1)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := (x*7 + y*3) % 256
			if (x/16+y/16)%2 == 0 {
				v = 255 - v
			}
			seed = seed*1664525 + 1013904223
			v = min(max(v+int(seed>>28)-8, 0), 255)
			img.Pix[img.PixOffset(x, y)+0] = uint8(v)
			img.Pix[img.PixOffset(x, y)+1] = uint8(x)
			img.Pix[img.PixOffset(x, y)+2] = uint8(y)
			img.Pix[img.PixOffset(x, y)+3] = 255
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		if _, err := DecodeJPEGGray(data); err != nil {
			b.Fatal(err)
		}
	}
}
