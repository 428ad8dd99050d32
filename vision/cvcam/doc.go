// Package cvcam reads the table through OpenCV (gocv): a USB webcam or other
// video device (V4L2), or a video file. It is the source to use on a PC or
// with a webcam; on the Raspberry Pi with its own camera, vision.RPiCam needs
// neither cgo nor OpenCV; to replay pictures, vision.Files.
//
// It needs cgo and the OpenCV 4 development files (libopencv-dev, found with
// pkg-config); built without cgo (CGO_ENABLED=0, the pure cross-build) the
// package is still there, and Open fails with ErrNoOpenCV.
package cvcam

import "errors"

// ErrNoOpenCV: this program was built without cgo, so without OpenCV.
var ErrNoOpenCV = errors.New("cvcam: built without cgo/OpenCV: use the Pi camera source or image files")

// ErrOpen: the device or file cannot be opened (no such device, busy, not a
// video OpenCV can read).
var ErrOpen = errors.New("cvcam: cannot open video")

// ErrNoFrame: an open device gives no more pictures (unplugged?).
var ErrNoFrame = errors.New("cvcam: no picture from the device")

// Options are asked of a video device; a device may give something else
// (Size tells what it gives). Video files ignore them.
type Options struct {
	Width, Height int     // picture size in pixels; 0: the device's choice
	FPS           float64 // frames per second; 0: the device's choice
	// FourCC is the pixel format asked of the device, "MJPG" or "YUYV";
	// empty: the device's choice. Webcams often give their large sizes at
	// full speed only as MJPG.
	FourCC string
}
