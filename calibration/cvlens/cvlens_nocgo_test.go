//go:build !cgo

package cvlens

import (
	"errors"
	"image"
	"testing"
)

func TestNoOpenCV(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 64, 48))
	lens, _, err := Calibrate([]image.Image{img, img, img}, 9, 6, 25)
	if !errors.Is(err, ErrNoOpenCV) || lens.Calibrated() || Available {
		t.Fatalf("Calibrate = %+v, %v; want ErrNoOpenCV", lens, err)
	}
}
