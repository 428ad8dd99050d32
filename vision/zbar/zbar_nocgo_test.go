//go:build !cgo

package zbar_test

import (
	"errors"
	"image"
	"testing"

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
