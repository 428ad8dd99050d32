//go:build !cgo

package cvlens

import (
	"image"

	"mecanoid/calibration"
)

// Available tells whether this build carries OpenCV's calib3d: not without
// cgo.
const Available = false

// Calibrate fails with ErrNoOpenCV: this build has no OpenCV.
func Calibrate(images []image.Image, cols, rows int, squareMM float64) (calibration.Lens, Report, error) {
	return calibration.Lens{}, Report{}, ErrNoOpenCV
}

// FindCorners fails with ErrNoOpenCV: this build has no OpenCV.
func FindCorners(img image.Image, cols, rows int) ([]calibration.Point, error) {
	return nil, ErrNoOpenCV
}
