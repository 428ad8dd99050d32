//go:build !cgo

package turbojpeg

import (
	"errors"
	"testing"

	"mecanoid/vision"
)

func TestNoTurboJPEG(t *testing.T) {
	if _, err := Decode([]byte{0xFF, 0xD8, 0xFF, 0xD9}); !errors.Is(err, ErrNoTurboJPEG) || Available {
		t.Errorf("Decode: %v, Available %v; want ErrNoTurboJPEG", err, Available)
	}
	if _, err := DecodeSmall([]byte{0xFF, 0xD8, 0xFF, 0xD9}); !errors.Is(err, ErrNoTurboJPEG) {
		t.Errorf("DecodeSmall: %v, want ErrNoTurboJPEG", err)
	}
	if got := vision.JPEGDecoder(); got != "image/jpeg" {
		t.Errorf("vision decodes JPEG files with %q without cgo", got)
	}
}
