// Package cvlens measures a camera's lens (calibration.Lens: focal lengths,
// principal point, distortion) from photos of a printed chessboard, with
// OpenCV's calib3d, through a small C++ shim (shim.cpp) that links only
// OpenCV's core, imgproc and calib3d. It is done once per camera and
// resolution, and saved with the table's calibration; the scanner then
// corrects the lens on every corner it finds. Without it the scanner assumes an ideal lens, which is
// good enough for most Pi and webcam lenses at the board's centre but
// shifts cells near the picture's edges by a few pixels, and by tens (a
// tag's width) at the edges of a wide-angle lens. `mecanoid calibrate lens`
// (calibration/lenscal) runs it from the helper program cmd/mecanoid-lens,
// the one build that links it.
//
// Take 10 to 20 photos of a flat chessboard at the camera's working
// resolution, from different angles (tilted up to 45°) and covering every
// part of the picture, the corners included; a chessboard of 10x7 squares
// has 9x6 inner corners, which is what Calibrate is told.
//
// It needs cgo, a C++ compiler and the OpenCV 4 development files
// (libopencv-dev, headers in /usr/include/opencv4: 4.6 on Debian bookworm,
// 4.10 on trixie); built without cgo, Available is false and Calibrate
// fails with ErrNoOpenCV.
package cvlens

import (
	"errors"

	"mecanoid/calibration"
)

// MinViews is the fewest photos showing the chessboard that Calibrate
// accepts. It is a floor, not advice: ten views or more make a good lens.
const MinViews = 3

// ErrNoOpenCV: this program was built without cgo, so without OpenCV.
var ErrNoOpenCV = errors.New("cvlens: built without cgo/OpenCV: measure the lens with a build that has OpenCV, or go without (the scanner then assumes an ideal lens)")

// ErrPattern: the chessboard's description is unusable (fewer than 2x2
// inner corners, no square size).
var ErrPattern = errors.New("cvlens: bad chessboard")

// ErrImages: the photos cannot be used together (none, different sizes).
var ErrImages = errors.New("cvlens: bad photos")

// ErrTooFewViews: the chessboard was found in fewer than MinViews photos.
var ErrTooFewViews = errors.New("cvlens: too few photos show the chessboard")

// ErrFailed: OpenCV's fit gave no usable lens (photos too alike, all
// straight on).
var ErrFailed = errors.New("cvlens: calibration failed")

// View is what one photo gave.
type View struct {
	Index   int                 // in the photos given
	Found   bool                // the whole chessboard was found
	Corners []calibration.Point // its inner corners as seen (pixels), row after row; nil when not found
	RMS     float64             // reprojection error of this view with the lens found, pixels
}

// Report tells how each photo served, to name the ones to retake.
type Report struct {
	Views []View  // one per photo, in order
	Used  int     // photos where the chessboard was found
	RMS   float64 // reprojection error over all corners, pixels; under 0.5 is good
}

// Failed are the indices of the photos where the chessboard was not found.
func (r Report) Failed() []int {
	var out []int
	for _, v := range r.Views {
		if !v.Found {
			out = append(out, v.Index)
		}
	}
	return out
}
