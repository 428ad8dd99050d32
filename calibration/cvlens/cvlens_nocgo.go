//go:build !cgo

package cvlens

import (
	"image"

	"mecanoid/calibration"
)

// Calibrate fails with ErrNoOpenCV: this build has no OpenCV.
func Calibrate(images []image.Image, cols, rows int, squareMM float64) (calibration.Lens, Report, error) {
	return calibration.Lens{}, Report{}, ErrNoOpenCV
}
