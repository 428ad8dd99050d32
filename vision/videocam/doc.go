// Package videocam reads the table from a USB webcam or other video device
// (V4L2, /dev/video*), a network stream, or a video file, through an ffmpeg
// subprocess: it is the source to use on a PC or with a webcam. On the
// Raspberry Pi with its own camera use vision.RPiCam (rpicam-vid: ffmpeg
// cannot drive libcamera cameras); to replay photos, vision.Files.
//
// ffmpeg decodes whatever the device or file gives (MJPEG, YUYV, H.264...)
// and sends the luminance only, the one plane the scanner looks at, as PGM
// pictures one after the other on a pipe: no compression to undo on this
// side, and each picture says its own size. The package is pure Go; it needs
// the ffmpeg program at run time (sudo apt install ffmpeg), and Open says so
// (ErrNoFFmpeg) when it is missing.
//
// Stream gives frames as JPEG files instead (for watching); an MJPEG
// stream over HTTP it reads itself, without ffmpeg (httpmjpeg.go).
//
// A goroutine reads the pipe all the time. For a device or a stream it keeps
// only the newest picture, so Next shows the table as it is now however
// slow the caller is (a picture is at most a frame period old); a file gives
// every picture in order, then io.EOF.
package videocam

import (
	"errors"
	"time"
)

// ErrNoFFmpeg: the ffmpeg program is not installed (or not on PATH).
var ErrNoFFmpeg = errors.New("videocam: ffmpeg not installed (sudo apt install ffmpeg)")

// ErrOpen: the device, stream or file cannot be opened: no such device or
// file, busy, no access, not a video.
var ErrOpen = errors.New("videocam: cannot open video")

// ErrStopped: ffmpeg stopped while reading a device or a stream (which do
// not end: unplugged, stream lost), or before the end of a file (broken
// file). The error has ffmpeg's last words.
var ErrStopped = errors.New("videocam: ffmpeg stopped")

// Options are asked of a video device; a device may give something else
// (Size tells what it gives). Files and streams are read as they are.
type Options struct {
	Width, Height int     // picture size in pixels; 0: the device's choice
	FPS           float64 // frames per second; 0: the device's choice
	// FourCC is the pixel format asked of the device, "MJPG", "YUYV",
	// "H264"...; empty: the device's choice. Webcams often give their
	// large sizes at full speed only as MJPG.
	FourCC string

	// Realtime plays a file as a camera films: each frame at its time,
	// the newest given (OpenStream only); without, a file's frames come
	// in order as fast as they are read. Devices and streams are always
	// real time.
	Realtime bool

	// Timeout is how long Open waits for the first picture (a webcam
	// takes a second or so to start); 0: 10 s.
	Timeout time.Duration
}
