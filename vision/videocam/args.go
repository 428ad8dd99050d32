package videocam

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// kind is what a name opens.
type kind int

const (
	kindFile   kind = iota // a video file: every picture, then io.EOF
	kindDevice             // a V4L2 device: does not end, newest picture only
	kindURL                // a network stream: as a device, but nothing to ask
)

// source is a name made ready for ffmpeg.
type source struct {
	name  string // for messages and frame names: "camera 0", "/dev/video0", "table.mp4"
	input string // ffmpeg's input: the device path, URL or file
	kind  kind
}

// parseName tells what name opens: a device number ("0" is /dev/video0),
// a device path, a URL ("rtsp://..."), or else a file.
func parseName(name string) source {
	if n, err := strconv.Atoi(name); err == nil && n >= 0 && !strings.HasPrefix(name, "+") {
		return source{name: "camera " + strconv.Itoa(n), input: "/dev/video" + strconv.Itoa(n), kind: kindDevice}
	}
	if strings.HasPrefix(name, "/dev/") {
		return source{name: name, input: name, kind: kindDevice}
	}
	if strings.Contains(name, "://") {
		return source{name: name, input: name, kind: kindURL}
	}
	// A file name starting with "-" would be taken for an option.
	input := name
	if strings.HasPrefix(input, "-") {
		input = "./" + input
	}
	return source{name: name, input: "file:" + input, kind: kindFile}
}

// fourccs are V4L2 pixel formats by their FourCC, as ffmpeg's v4l2 input
// names them (-input_format).
var fourccs = map[string]string{
	"MJPG": "mjpeg",
	"JPEG": "mjpeg",
	"YUYV": "yuyv422",
	"UYVY": "uyvy422",
	"H264": "h264",
	"GREY": "gray",
	"NV12": "nv12",
	"YU12": "yuv420p",
	"RGB3": "rgb24",
}

// commonArgs come first: no banner, no stats, no keyboard (ffmpeg would
// read the referee's stdin), errors only (their last line is the reason).
var commonArgs = []string{"-hide_banner", "-nostdin", "-nostats", "-loglevel", "error"}

// inputArgs are ffmpeg's arguments up to and including the input.
func inputArgs(s source, o Options) ([]string, error) {
	args := append([]string(nil), commonArgs...)
	switch s.kind {
	case kindDevice:
		args = append(args, "-f", "v4l2")
		if o.FourCC != "" {
			f, ok := fourccs[strings.ToUpper(o.FourCC)]
			if !ok {
				return nil, fmt.Errorf("pixel format %q unknown: one of %s", o.FourCC, knownFourCCs())
			}
			args = append(args, "-input_format", f)
		}
		if o.Width > 0 && o.Height > 0 {
			args = append(args, "-video_size", fmt.Sprintf("%dx%d", o.Width, o.Height))
		}
		if o.FPS > 0 {
			args = append(args, "-framerate", strconv.FormatFloat(o.FPS, 'f', -1, 64))
		}
		fallthrough
	case kindURL:
		// No frame threads in the decoder: each would hold a picture back
		// (H.264, and MJPEG from ffmpeg 7). Not -fflags nobuffer: it drops
		// the packets read while probing, an H.264 stream's first key
		// frame among them; the stale pictures a probe leaves are dropped
		// by the reader anyway.
		args = append(args, "-flags", "low_delay")
	}
	return append(args, "-i", s.input), nil
}

// outputArgs send the first video stream's luminance as PGM pictures on
// standard output, each as soon as it is decoded, without dropping or
// repeating any to keep a frame rate.
var outputArgs = []string{
	"-map", "0:v:0", "-an", "-sn", "-dn",
	"-fps_mode", "passthrough",
	"-pix_fmt", "gray", "-c:v", "pgm",
	"-f", "image2pipe", "-flush_packets", "1", "pipe:1",
}

// ffmpegArgs are all of ffmpeg's arguments for a source.
func ffmpegArgs(s source, o Options) ([]string, error) {
	args, err := inputArgs(s, o)
	if err != nil {
		return nil, err
	}
	return append(args, outputArgs...), nil
}

func knownFourCCs() string {
	var k []string
	for f := range fourccs {
		k = append(k, f)
	}
	sort.Strings(k)
	return strings.Join(k, ", ")
}
