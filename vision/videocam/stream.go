package videocam

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"mecanoid/vision"
)

// Stream is a vision.Stream reading a video device, stream or file
// through ffmpeg: its frames as JPEG files, undecoded, for a watcher to
// look at small (turbojpeg.DecodeSmall) and to decode whole only the
// frames worth reading.
//
// A webcam's MJPEG (Options.FourCC "MJPG") and a file's are passed on as
// the camera made them, not decoded; an MJPEG stream over HTTP is read
// without ffmpeg (openHTTPMJPEG); anything else (YUYV, H.264, another
// network stream) ffmpeg encodes to JPEG, at a cost (Copies says which). A device
// or a network stream gives its newest frame, timed when it arrived; a
// file gives every frame in order, timed by its place in the file (frame
// i at i/fps after the first), then io.EOF; or, with Options.Realtime, it
// plays as a camera would film it.
type Stream struct {
	c      *Camera
	copies bool
}

var _ vision.Stream = (*Stream)(nil)

// OpenStream starts ffmpeg on a video source (named as Open names them)
// and waits for its first frame, so that a source that cannot be read
// fails here: ErrNoFFmpeg, or ErrOpen naming it, with the reason.
func OpenStream(name string, opts Options) (*Stream, error) {
	src := parseName(name)
	if src.kind == kindFile {
		if err := checkFile(name); err != nil {
			return nil, err
		}
	}
	in, err := inputArgs(src, opts)
	if err != nil {
		return nil, fmt.Errorf("%w %s: %w", ErrOpen, name, err)
	}
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	if src.kind == kindURL {
		c, ok, err := openHTTPMJPEG(src, timeout)
		if err != nil {
			return nil, err
		}
		if ok {
			if err := c.waitFirst(timeout); err != nil {
				c.Close()
				return nil, err
			}
			return &Stream{c: c, copies: true}, nil
		}
	}
	out := output{jpeg: true, realtime: opts.Realtime && src.kind == kindFile}
	var copies bool
	switch src.kind {
	case kindDevice:
		f := strings.ToUpper(opts.FourCC)
		copies = f == "MJPG" || f == "JPEG"
	case kindFile:
		if p, err := probe(src.input); err == nil && p.fps > 0 {
			copies, out.fps = p.codec == "mjpeg", p.fps
		}
	}
	var force float64
	if src.kind == kindFile && out.fps == 0 {
		// Rate unknown: ffmpeg makes it fallbackFPS, so the times are right.
		out.fps, force, copies = fallbackFPS, fallbackFPS, false
	}
	args := append(in, streamOutputArgs(copies, force)...)
	c, err := startOutput(src, args, out)
	if err != nil {
		return nil, err
	}
	if err := c.waitFirst(timeout); err != nil {
		c.Close()
		return nil, err
	}
	return &Stream{c: c, copies: copies}, nil
}

// fallbackFPS is a file's rate when ffprobe cannot tell it: ffmpeg is
// then asked for frames at this rate, so their times are right.
const fallbackFPS = 30

// streamOutputArgs send the first video stream as MJPEG on standard
// output: the source's own JPEG frames (copies; mjpeg2jpeg adds the
// Huffman tables many webcams leave out, which image/jpeg needs), or
// encoded by ffmpeg at quality 3 (the 4:2:0 chroma is not looked at).
// Every frame is sent as it comes, none added or dropped to keep a rate,
// unless force is a rate: then frames are repeated or dropped to keep it
// (encoded).
func streamOutputArgs(copies bool, force float64) []string {
	args := []string{"-map", "0:v:0", "-an", "-sn", "-dn"}
	if force > 0 {
		args = append(args, "-fps_mode", "cfr", "-r", strconv.FormatFloat(force, 'f', -1, 64))
		copies = false
	} else {
		args = append(args, "-fps_mode", "passthrough")
	}
	if copies {
		args = append(args, "-c:v", "copy", "-bsf:v", "mjpeg2jpeg")
	} else {
		args = append(args, "-pix_fmt", "yuvj420p", "-c:v", "mjpeg", "-q:v", "3")
	}
	return append(args, "-f", "mjpeg", "-flush_packets", "1", "pipe:1")
}

// probed is what ffprobe says of a file's first video stream.
type probed struct {
	codec string  // "mjpeg", "h264"...
	fps   float64 // frames a second; 0: unknown
}

// probe asks ffprobe (installed with ffmpeg) the codec and frame rate of
// input's first video stream.
func probe(input string) (probed, error) {
	path, err := exec.LookPath("ffprobe")
	if err != nil {
		return probed{}, err
	}
	out, err := exec.Command(path, "-v", "error", "-select_streams", "v:0",
		"-show_entries", "stream=codec_name,avg_frame_rate,r_frame_rate",
		"-of", "default=noprint_wrappers=1", input).Output()
	if err != nil {
		return probed{}, err
	}
	return parseProbe(string(out)), nil
}

// parseProbe reads ffprobe's key=value lines. The average rate is the
// one a variable-rate file's frames keep on the whole; r_frame_rate is
// the finest, a fallback.
func parseProbe(out string) probed {
	var p probed
	var avg, r float64
	for _, l := range strings.Split(out, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(l), "=")
		if !ok {
			continue
		}
		switch k {
		case "codec_name":
			if p.codec == "" {
				p.codec = v
			}
		case "avg_frame_rate":
			avg = parseRate(v)
		case "r_frame_rate":
			r = parseRate(v)
		}
	}
	p.fps = avg
	if p.fps == 0 {
		p.fps = r
	}
	return p
}

// parseRate reads "30000/1001" or "25"; 0 for none ("0/0") or one no
// camera films at.
func parseRate(s string) float64 {
	n, d, ok := strings.Cut(s, "/")
	num, err := strconv.ParseFloat(n, 64)
	if err != nil {
		return 0
	}
	den := 1.0
	if ok {
		if den, err = strconv.ParseFloat(d, 64); err != nil || den == 0 {
			return 0
		}
	}
	if f := num / den; f > 0 && f <= 1000 {
		return f
	}
	return 0
}

// readJPEG splits ffmpeg's MJPEG into frames until the stream ends.
func (c *Camera) readJPEG() error {
	sp := vision.NewMJPEGSplitter(c.stdout, 0)
	capacity := 64 << 10
	var t0 time.Time
	for i := 0; ; {
		frame, err := sp.Next(make([]byte, 0, capacity))
		if errors.Is(err, vision.ErrCorruptFrame) {
			c.mu.Lock()
			c.stats.Corrupt++
			c.mu.Unlock()
			continue
		}
		if err == io.ErrUnexpectedEOF {
			c.mu.Lock()
			c.stats.Corrupt++
			c.mu.Unlock()
		}
		if err != nil {
			return err
		}
		capacity = len(frame) + len(frame)/4 // the next frame is about as large
		if c.out.huffman {
			frame = withHuffmanTables(frame)
		}
		at := time.Now()
		if c.src.kind == kindFile {
			if t0.IsZero() {
				t0 = at
			}
			at = t0.Add(time.Duration(float64(i) / c.out.fps * float64(time.Second)))
			if c.out.realtime && !c.sleepUntil(at) {
				return nil
			}
		}
		i++
		if !c.slot() {
			return nil
		}
		c.stats.Frames++
		if c.hasFrame() {
			c.stats.Dropped++
		}
		c.jpeg, c.latestN, c.latestT = frame, c.stats.Frames, at
		c.broadcast()
		c.mu.Unlock()
	}
}

// sleepUntil waits until t, as a camera films a frame at its time; false
// if the camera was closed meanwhile.
func (c *Camera) sleepUntil(t time.Time) bool {
	for {
		c.mu.Lock()
		closed, wait := c.closed, c.changed
		c.mu.Unlock()
		if closed {
			return false
		}
		d := time.Until(t)
		if d <= 0 {
			return true
		}
		timer := time.NewTimer(d)
		select {
		case <-wait:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// NextEncoded gives the next frame, undecoded: a device's newest (those
// in between are dropped), a file's next in order. A file ends with
// io.EOF; a device whose ffmpeg stops fails with ErrStopped.
func (s *Stream) NextEncoded(ctx context.Context) (vision.Encoded, error) {
	data, name, t, err := take(ctx, s.c, &s.c.jpeg)
	if err != nil {
		return vision.Encoded{}, err
	}
	return vision.Encoded{Data: data, Name: name, Time: t}, nil
}

// Copies: the frames are the source's own JPEG files (a webcam's or a
// file's MJPEG), not encoded again by ffmpeg.
func (s *Stream) Copies() bool { return s.copies }

// Stats counts the frames so far.
func (s *Stream) Stats() Stats { return s.c.Stats() }

// Close stops ffmpeg and waits for it; a NextEncoded waiting returns.
func (s *Stream) Close() error { return s.c.Close() }
