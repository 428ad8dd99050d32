//go:build !cgo

package zbar_test

import (
	"errors"
	"image"
	"testing"

	"mecanoid/vision"
	"mecanoid/vision/zbar"
)

func TestNoZbar(t *testing.T) {
	if zbar.Available {
		t.Error("Available without cgo")
	}
	if _, err := (zbar.Reader{}).Decode(image.NewGray(image.Rect(0, 0, 8, 8))); !errors.Is(err, zbar.ErrNoZbar) {
		t.Errorf("err = %v, want ErrNoZbar", err)
	}
	if got := (zbar.Reader{}).ReadPatch(image.NewGray(image.Rect(0, 0, 8, 8))); got != nil {
		t.Errorf("ReadPatch %v without cgo", got)
	}
}

// Without cgo the package registers nothing: vision falls back on gozxing.
func TestNoZbarRegistered(t *testing.T) {
	if name := vision.PatchReaderName(); name != "gozxing" {
		t.Errorf("patch reader %q, want gozxing", name)
	}
}
