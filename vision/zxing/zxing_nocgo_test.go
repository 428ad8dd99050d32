//go:build !cgo

package zxing_test

import (
	"errors"
	"image"
	"testing"

	"mecanoid/vision"
	"mecanoid/vision/zxing"
)

// Without cgo the package builds and registers nothing: vision falls back
// on gozxing.
func TestNoZXing(t *testing.T) {
	if name := vision.PatchReaderName(); name != "gozxing" {
		t.Errorf("patch reader %q, want gozxing", name)
	}
	if p := vision.DefaultReader().Patch; p != (vision.Gozxing{}) {
		t.Errorf("default patch reader %#v, want vision.Gozxing", p)
	}
}

func TestNoZXingDecode(t *testing.T) {
	if zxing.Available {
		t.Error("Available without cgo")
	}
	if _, err := (zxing.Reader{}).Decode(image.NewGray(image.Rect(0, 0, 8, 8))); !errors.Is(err, zxing.ErrNoZXing) {
		t.Errorf("err = %v, want ErrNoZXing", err)
	}
}
