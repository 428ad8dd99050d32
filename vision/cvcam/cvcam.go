//go:build cgo

package cvcam

import (
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"gocv.io/x/gocv"

	"mecanoid/vision"
)

// Camera is a vision.Source reading a video device or a video file through
// OpenCV. A device does not end; a file ends with io.EOF after its last
// frame. The device is asked to keep a single buffer, so a frame is at most
// one frame period old rather than the oldest of a queue.
type Camera struct {
	mu   sync.Mutex // OpenCV's capture is not safe for concurrent use
	vc   *gocv.VideoCapture
	mat  gocv.Mat // last frame as read (BGR)
	rgba gocv.Mat // the same converted
	name string
	file bool // a video file: its end is io.EOF, not a failure
	size image.Point
	n    int
}

var _ vision.Source = (*Camera)(nil)

// Open opens a video source by name: a device number ("0" is the first
// camera), a device path ("/dev/video0", "/dev/v4l/by-id/..."), a stream
// URL ("rtsp://..."), or a video file. opts are asked of devices and
// streams; files are read as they are.
func Open(name string, opts Options) (*Camera, error) {
	c := &Camera{name: name}
	var err error
	switch kind := sourceKind(name); kind {
	case "index":
		i, _ := strconv.Atoi(name)
		c.vc, err = gocv.VideoCaptureDevice(i)
		c.name = fmt.Sprintf("camera %d", i)
	case "device":
		// By path, only V4L2 knows what to do: FFmpeg would take it for a file.
		c.vc, err = gocv.VideoCaptureFileWithAPI(name, gocv.VideoCaptureV4L2)
	case "file":
		if _, serr := os.Stat(name); serr != nil {
			var pe *fs.PathError
			if errors.As(serr, &pe) {
				serr = pe.Err // without the name again
			}
			return nil, fmt.Errorf("%w %s: %w", ErrOpen, name, serr)
		}
		c.file = true
		c.vc, err = gocv.VideoCaptureFile(name)
	default: // stream URL
		c.vc, err = gocv.VideoCaptureFile(name)
	}
	if err != nil || !c.vc.IsOpened() {
		if c.vc != nil {
			c.vc.Close()
		}
		why := "not a video OpenCV can read"
		if !c.file {
			why = "no such device, busy, or no access (group video?)"
		}
		return nil, fmt.Errorf("%w %s: %s", ErrOpen, name, why)
	}
	if !c.file {
		c.setup(opts)
	}
	c.size = image.Pt(int(c.vc.Get(gocv.VideoCaptureFrameWidth)), int(c.vc.Get(gocv.VideoCaptureFrameHeight)))
	c.mat = gocv.NewMat()
	c.rgba = gocv.NewMat()
	return c, nil
}

// sourceKind tells how to open name: "index", "device", "url" or "file".
func sourceKind(name string) string {
	if _, err := strconv.Atoi(name); err == nil && !strings.HasPrefix(name, "-") && !strings.HasPrefix(name, "+") {
		return "index"
	}
	if strings.HasPrefix(name, "/dev/") {
		return "device"
	}
	if strings.Contains(name, "://") {
		return "url"
	}
	return "file"
}

// setup asks the device for the options. The pixel format comes first: a
// webcam's choice of sizes depends on it.
func (c *Camera) setup(o Options) {
	if len(o.FourCC) == 4 {
		c.vc.Set(gocv.VideoCaptureFOURCC, c.vc.ToCodec(o.FourCC))
	}
	if o.Width > 0 && o.Height > 0 {
		c.vc.Set(gocv.VideoCaptureFrameWidth, float64(o.Width))
		c.vc.Set(gocv.VideoCaptureFrameHeight, float64(o.Height))
	}
	if o.FPS > 0 {
		c.vc.Set(gocv.VideoCaptureFPS, o.FPS)
	}
	c.vc.Set(gocv.VideoCaptureBufferSize, 1)
}

// Size is the picture size the source gives.
func (c *Camera) Size() image.Point { return c.size }

// Next reads the next frame. A device's read blocks for up to a frame
// period and cannot be interrupted: ctx is looked at before it.
func (c *Camera) Next(ctx context.Context) (vision.Frame, error) {
	if err := ctx.Err(); err != nil {
		return vision.Frame{}, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.vc == nil {
		return vision.Frame{}, fmt.Errorf("cvcam: %s: %w", c.name, os.ErrClosed)
	}
	// A device may miss a read while it starts up: a few tries.
	for try := 0; !c.vc.Read(&c.mat) || c.mat.Empty(); try++ {
		if c.file {
			return vision.Frame{}, io.EOF
		}
		if try == 2 {
			return vision.Frame{}, fmt.Errorf("%w: %s", ErrNoFrame, c.name)
		}
		if err := ctx.Err(); err != nil {
			return vision.Frame{}, err
		}
	}
	now := time.Now()
	img, err := c.toImage()
	if err != nil {
		return vision.Frame{}, err
	}
	c.n++
	return vision.Frame{Image: img, Name: fmt.Sprintf("%s frame %d", c.name, c.n), Time: now}, nil
}

// toImage copies the frame into Go memory: *image.Gray for one channel,
// *image.RGBA for colour (OpenCV's BGR converted by OpenCV, which is much
// faster than a loop over the pixels here).
func (c *Camera) toImage() (image.Image, error) {
	return matToImage(c.mat, &c.rgba)
}

// matToImage converts an 8-bit Mat of 1, 3 (BGR) or 4 (BGRA) channels;
// scratch holds the conversion between calls.
func matToImage(m gocv.Mat, scratch *gocv.Mat) (image.Image, error) {
	w, h := m.Cols(), m.Rows()
	switch m.Type() {
	case gocv.MatTypeCV8UC1:
		g := image.NewGray(image.Rect(0, 0, w, h))
		if err := copyMat(g.Pix, m); err != nil {
			return nil, err
		}
		return g, nil
	case gocv.MatTypeCV8UC3:
		gocv.CvtColor(m, scratch, gocv.ColorBGRToRGBA)
	case gocv.MatTypeCV8UC4:
		gocv.CvtColor(m, scratch, gocv.ColorBGRAToRGBA)
	default:
		return nil, fmt.Errorf("cvcam: pictures of OpenCV type %v are not handled", m.Type())
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if err := copyMat(img.Pix, *scratch); err != nil {
		return nil, err
	}
	return img, nil
}

// copyMat copies a Mat's pixels into dst, which has exactly their size.
func copyMat(dst []byte, m gocv.Mat) error {
	if !m.IsContinuous() {
		cl := m.Clone()
		defer cl.Close()
		m = cl
	}
	src, err := m.DataPtrUint8()
	if err != nil {
		return fmt.Errorf("cvcam: %w", err)
	}
	if len(src) != len(dst) {
		return fmt.Errorf("cvcam: picture of %d bytes, want %d", len(src), len(dst))
	}
	copy(dst, src)
	return nil
}

// Close releases the device, for the next program to use it. Next then
// fails with os.ErrClosed. Closing again does nothing.
func (c *Camera) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.vc == nil {
		return nil
	}
	c.vc.Close()
	c.vc = nil
	c.mat.Close()
	c.rgba.Close()
	return nil
}
