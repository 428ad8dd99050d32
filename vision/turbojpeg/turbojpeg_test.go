//go:build cgo

package turbojpeg

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"strings"
	"testing"

	"mecanoid/vision"
)

// pattern is a colour picture with edges (a checkerboard of 16 px squares
// under a ramp) and, with noise, a photo's fine grain.
func pattern(w, h int, noise bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	seed := uint32(1)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := (x*7 + y*3) % 256
			if (x/16+y/16)%2 == 0 {
				v = 255 - v
			}
			if noise {
				seed = seed*1664525 + 1013904223
				v = min(max(v+int(seed>>28)-8, 0), 255)
			}
			img.Pix[img.PixOffset(x, y)+0] = uint8(v)
			img.Pix[img.PixOffset(x, y)+1] = uint8(x)
			img.Pix[img.PixOffset(x, y)+2] = uint8(y)
			img.Pix[img.PixOffset(x, y)+3] = 255
		}
	}
	return img
}

func encode(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestDecode: libjpeg-turbo's luminance of a JPEG is image/jpeg's within
// rounding (the two decoders' inverse DCTs differ by a level or so), for a
// colour JPEG (image/jpeg writes 4:2:0) and a grey one, of odd sizes down
// to a single pixel.
func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		name string
		img  image.Image
	}{
		{"4:2:0 321x203", pattern(321, 203, false)},
		{"4:2:0 noisy 97x61", pattern(97, 61, true)},
		{"4:2:0 1x1", pattern(1, 1, false)},
		{"grey 321x203", vision.Gray(pattern(321, 203, false))},
		{"grey 17x5", vision.Gray(pattern(17, 5, true))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := encode(t, tc.img)
			fast, err := Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := jpeg.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			// The files are what the case says: grey, or colour in 4:2:0.
			switch m := ref.(type) {
			case *image.Gray:
				if !strings.HasPrefix(tc.name, "grey") {
					t.Fatalf("image/jpeg reads a %T", ref)
				}
			case *image.YCbCr:
				if m.SubsampleRatio != image.YCbCrSubsampleRatio420 || strings.HasPrefix(tc.name, "grey") {
					t.Fatalf("image/jpeg wrote %v", m.SubsampleRatio)
				}
			default:
				t.Fatalf("image/jpeg reads a %T", ref)
			}
			want := vision.Gray(ref)
			if fast.Bounds() != want.Bounds() || fast.Stride != want.Bounds().Dx() {
				t.Fatalf("bounds %v stride %d, want %v", fast.Bounds(), fast.Stride, want.Bounds())
			}
			worst := 0
			for y := 0; y < want.Rect.Dy(); y++ {
				for x := 0; x < want.Rect.Dx(); x++ {
					d := int(fast.GrayAt(x, y).Y) - int(want.GrayAt(x, y).Y)
					worst = max(worst, d, -d)
				}
			}
			if worst > 3 {
				t.Errorf("luminance differs from image/jpeg's by up to %d levels", worst)
			}
		})
	}
}

// TestDecodeRefuses: a truncated file, garbage, an empty slice and a
// header alone are errors naming the reason, never a panic nor a picture
// drawn half grey.
func TestDecodeRefuses(t *testing.T) {
	data := encode(t, pattern(321, 203, true))
	for _, tc := range []struct {
		name string
		data []byte
		want string // in the message
	}{
		{"truncated", data[:len(data)/2], "turbojpeg: cannot decode"},
		{"garbage", []byte("not a jpeg at all"), "turbojpeg: cannot decode"},
		{"empty", nil, "no bytes"},
		{"header only", data[:200], "turbojpeg: cannot decode"},
		{"start of image only", []byte{0xFF, 0xD8}, "turbojpeg: cannot decode"},
	} {
		g, err := Decode(tc.data)
		if err == nil || g != nil || !errors.Is(err, ErrDecode) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, %v; want an ErrDecode with %q", tc.name, g != nil, err, tc.want)
			continue
		}
		t.Logf("%s: %v", tc.name, err)
	}
}

// TestRegistered: importing the package makes vision.DecodeImage use it;
// a truncated file is still refused with image/jpeg's reason.
func TestRegistered(t *testing.T) {
	if got := vision.JPEGDecoder(); !strings.HasPrefix(got, Name) {
		t.Errorf("vision.DecodeImage uses %q", got)
	}
	data := encode(t, pattern(64, 48, false))
	img, err := vision.DecodeImage("frame.jpg", data)
	if _, gray := img.(*image.Gray); err != nil || !gray {
		t.Errorf("DecodeImage: %T, %v", img, err)
	}
	if _, err := vision.DecodeImage("cut.jpg", data[:len(data)/2]); !errors.Is(err, vision.ErrUnreadable) || !strings.Contains(err.Error(), "cut.jpg") {
		t.Errorf("truncated: %v", err)
	}
	// A cut that happens to end in FF D9 (the end marker) passes
	// DecodeImage's first check: libjpeg-turbo must refuse it itself.
	cut := append(append([]byte{}, data[:len(data)/2]...), 0xFF, 0xD9)
	if g, err := Decode(cut); err == nil {
		t.Errorf("a cut file with an end marker decoded to %v", g.Bounds())
	}
}

var sink *image.Gray

// BenchmarkDecode12MP decodes a 4056x3040 frame, the Raspberry Pi HQ
// camera's, JPEG quality 90, 4:2:0, with photo-like grain.
func BenchmarkDecode12MP(b *testing.B) {
	data := encode(b, pattern(4056, 3040, true))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		g, err := Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		sink = g
	}
}

// BenchmarkImageJPEG12MP is the same frame decoded by image/jpeg, then
// reduced to its luminance as vision does: what a build without cgo pays.
func BenchmarkImageJPEG12MP(b *testing.B) {
	data := encode(b, pattern(4056, 3040, true))
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		img, err := jpeg.Decode(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		sink = vision.Gray(img)
	}
}
