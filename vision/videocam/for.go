package videocam

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/vision"
)

// ForOptions say how OpenStreamFor plays what it opens.
type ForOptions struct {
	// FPS is the rate of a folder of frames and of the Pi camera; 0: a
	// folder's own (FolderFPS), else 30. Webcams film at their own rate,
	// files at theirs.
	FPS float64
	// Realtime plays video files and folders of frames as a camera films
	// them, frame i at i/rate; without, every frame comes at once, in
	// order, with its time. A video file played in real time gives its
	// newest frame (a slow reader drops frames, as with a camera); a
	// folder gives every frame, late if the reader is slow.
	Realtime bool
	// Note, when set, is told once what the user should know: a webcam
	// that refuses 1920x1080 MJPEG is read in its own format, encoded by
	// ffmpeg. The format is a key of the catalogs (messages.go).
	Note func(format string, args ...any)
}

// WebcamFormat is what OpenStreamFor asks a webcam first: its own default
// is often 640x480, where the tags of a board come out under 2 px a module;
// 1920x1080 at full speed most webcams give only as MJPEG, which is then
// passed on undecoded.
var WebcamFormat = Options{Width: 1920, Height: 1080, FourCC: "MJPG"}

// VideoExts are the file names OpenStreamFor reads as video files.
var VideoExts = map[string]bool{".mp4": true, ".mkv": true, ".avi": true, ".mov": true, ".webm": true, ".m4v": true, ".mjpeg": true, ".mjpg": true, ".h264": true, ".ts": true}

// OpenStreamFor opens the stream a --camera value names: "rpicam" (the Pi
// camera, vision.RPiCam), a V4L2 device (/dev/video*, /dev/v4l/...), a
// network stream (a URL), a video file (VideoExts), or else JPEG files and
// folders of them, comma-separated (vision.Paced). Its errors name the
// value and say why.
func OpenStreamFor(name string, o ForOptions) (vision.Stream, error) {
	fps := o.FPS
	if fps <= 0 {
		fps = 30
	}
	switch {
	case name == "rpicam":
		cam, err := vision.NewRPiCam(vision.RPiCamOptions{FPS: fps})
		if err != nil {
			return nil, fmt.Errorf("rpicam: %w", err)
		}
		return cam, nil
	case strings.HasPrefix(name, "/dev/video"), strings.HasPrefix(name, "/dev/v4l/"):
		return openWebcamStream(name, o.Note, OpenStream)
	case strings.Contains(name, "://"):
		return stream(OpenStream(name, Options{}))
	case VideoExts[strings.ToLower(filepath.Ext(name))]:
		return stream(OpenStream(name, Options{Realtime: o.Realtime}))
	default:
		if o.FPS <= 0 {
			own, err := FolderFPS(name)
			if err != nil {
				return nil, err
			}
			if own > 0 {
				fps = own
			}
		}
		p, err := vision.NewPaced(fps, strings.Split(name, ",")...)
		if err != nil {
			return nil, fmt.Errorf("videocam: %s: %w", name, err)
		}
		p.Realtime = o.Realtime
		return p, nil
	}
}

// FolderFPS is the rate a folder of frames was filmed at, as its file
// named "fps" says (one number: "15"); 0 when name is not a folder or
// has no such file. A file that does not hold a positive number is an
// error naming it.
func FolderFPS(name string) (float64, error) {
	data, err := os.ReadFile(filepath.Join(name, "fps"))
	if err != nil {
		return 0, nil
	}
	fps, err := strconv.ParseFloat(strings.TrimSpace(string(data)), 64)
	if err != nil || fps <= 0 || math.IsInf(fps, 0) {
		return 0, fmt.Errorf("%s: %q: %s", filepath.Join(name, "fps"), strings.TrimSpace(string(data)), lang.Say().Sprintf("not a rate in frames a second"))
	}
	return fps, nil
}

// stream: a vision.Stream, nil (not a nil *Stream) on error.
func stream(s *Stream, err error) (vision.Stream, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

// openWebcamStream opens a V4L2 device at WebcamFormat, its MJPEG passed
// on; else (a webcam that cannot) as the device likes, encoded to JPEG by
// ffmpeg, saying so once.
func openWebcamStream(name string, note func(string, ...any), open func(string, Options) (*Stream, error)) (vision.Stream, error) {
	s, err := open(name, WebcamFormat)
	if err == nil {
		return s, nil
	}
	if errors.Is(err, ErrNoFFmpeg) {
		return nil, err
	}
	s, err2 := open(name, Options{})
	if err2 != nil {
		return nil, err2
	}
	if note != nil {
		note(noteReencoded, name, WebcamFormat.Width, WebcamFormat.Height, err)
	}
	return s, nil
}

// noteReencoded: a webcam read in its own format.
const noteReencoded = "%s: %dx%d MJPEG refused (%v); the camera's own format instead, encoded to JPEG by ffmpeg: it costs processor time, and tags far from the camera may be too small to read\n"
