package videocam

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"mecanoid/vision"
)

const (
	defaultTimeout = 10 * time.Second
	// stderrTail is how much of ffmpeg's standard error is kept: the
	// reason is at the end.
	stderrTail = 4 << 10
)

// program is the ffmpeg looked for on PATH.
const program = "ffmpeg"

// Stats counts what became of the pictures ffmpeg sent.
type Stats struct {
	Frames   int // pictures read from ffmpeg
	Returned int // pictures given by Next
	Dropped  int // pictures of a device (or a file played in real time) overtaken by a newer one before Next asked
	Corrupt  int // pieces of a Stream's MJPEG that were no whole JPEG, skipped
}

// Camera is a vision.Source reading a video device, stream or file through
// ffmpeg. A device does not end; a file ends with io.EOF after its last
// picture. Pictures are *image.Gray (luminance).
type Camera struct {
	src    source
	cmd    *exec.Cmd
	stdout io.ReadCloser // read end of ffmpeg's standard output, or an HTTP stream's body
	stop   func()        // ends an HTTP stream read without ffmpeg (cmd nil); nil with ffmpeg
	stderr *vision.StderrTail

	exited   chan struct{} // closed when ffmpeg has exited
	exitErr  error         // cmd.Wait's result, set before exited is closed
	readDone chan struct{} // closed when the reader goroutine has ended
	out      output

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced at each change: new picture, picture taken, end, Close
	latest   *image.Gray   // newest picture not yet given, or nil
	jpeg     []byte        // a Stream's newest frame not yet given, or nil
	latestN  int           // its number in the stream, from 1
	latestT  time.Time     // when it arrived
	spare    []byte        // pixels of a dropped picture, for the next one
	size     image.Point
	ended    error // why the stream ended (io.EOF, ErrStopped...), nil while it runs
	closed   bool
	stats    Stats
	stopOnce sync.Once
}

var _ vision.Source = (*Camera)(nil)

// Open starts ffmpeg on a video source: a device number ("0" is the first
// camera, /dev/video0), a device path ("/dev/video0",
// "/dev/v4l/by-id/..."), a stream URL ("rtsp://..."), or a video file.
// opts are asked of devices. It waits for the first picture, so that a
// source that cannot be read fails here: ErrNoFFmpeg, or ErrOpen with the
// reason (no such device, busy, not a video...).
func Open(name string, opts Options) (*Camera, error) {
	src := parseName(name)
	if src.kind == kindFile {
		if err := checkFile(name); err != nil {
			return nil, err
		}
	}
	args, err := ffmpegArgs(src, opts)
	if err != nil {
		return nil, fmt.Errorf("%w %s: %w", ErrOpen, name, err)
	}
	c, err := start(src, args)
	if err != nil {
		return nil, err
	}
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = defaultTimeout
	}
	if err := c.waitFirst(timeout); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// checkFile: a file that is missing or a folder is said so plainly,
// before ffmpeg's words for it.
func checkFile(name string) error {
	st, err := os.Stat(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // without the name again
		}
		return fmt.Errorf("%w %s: %w", ErrOpen, name, err)
	}
	if st.IsDir() {
		return fmt.Errorf("%w %s: a folder, not a video (vision.Files reads folders of photos)", ErrOpen, name)
	}
	return nil
}

// output is what ffmpeg sends and how the reader gives it.
type output struct {
	jpeg     bool    // MJPEG (a Stream), else PGM pictures (a Camera)
	realtime bool    // a file played at its rate, as a camera: newest frame
	fps      float64 // a file's frame rate: frame i is at i/fps
	huffman  bool    // frames without Huffman tables get the standard ones (no ffmpeg's mjpeg2jpeg)
}

// start runs ffmpeg with args and the goroutines that wait for it and
// read its pictures.
func start(src source, args []string) (*Camera, error) { return startOutput(src, args, output{}) }

// startOutput is start for ffmpeg's output out.
func startOutput(src source, args []string, out output) (*Camera, error) {
	path, err := exec.LookPath(program)
	if err != nil {
		return nil, &noFFmpegError{src.name}
	}
	cmd := exec.Command(path, args...)
	// Our own pipe rather than StdoutPipe: ffmpeg writes straight into it,
	// and Wait does not race the reader for the last pictures.
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("videocam: %s: %w", src.name, err)
	}
	c := &Camera{
		src:      src,
		cmd:      cmd,
		stdout:   r,
		stderr:   vision.NewStderrTail(stderrTail),
		exited:   make(chan struct{}),
		readDone: make(chan struct{}),
		changed:  make(chan struct{}),
		out:      out,
	}
	cmd.Stdout = w
	cmd.Stderr = c.stderr
	cmd.WaitDelay = time.Second // stderr's copier must not hold Wait up
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, fs.ErrNotExist) {
			return nil, &noFFmpegError{src.name}
		}
		return nil, fmt.Errorf("videocam: %s: starting ffmpeg: %w", src.name, err)
	}
	w.Close() // ffmpeg holds its own copy
	go func() {
		c.exitErr = cmd.Wait()
		close(c.exited)
	}()
	go c.read()
	return c, nil
}

// waitFirst waits for the first picture, or for ffmpeg to give up.
func (c *Camera) waitFirst(timeout time.Duration) error {
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		c.mu.Lock()
		got, ended, wait := c.hasFrame(), c.ended, c.changed
		c.mu.Unlock()
		switch {
		case got:
			return nil
		case ended == io.EOF:
			return fmt.Errorf("%w %s: no picture in it", ErrOpen, c.src.name)
		case ended != nil:
			return fmt.Errorf("%w %s: %s", ErrOpen, c.src.name, c.openReason())
		}
		select {
		case <-wait:
		case <-deadline.C:
			return fmt.Errorf("%w %s: no picture within %v", ErrOpen, c.src.name, timeout)
		}
	}
}

// reasons turn ffmpeg's words into the reason a source cannot be opened.
var reasons = []struct{ says, device, file string }{
	{"No such file or directory", "no such device (is the camera plugged in? ls /dev/video*)", "no such file"},
	{"Device or resource busy", "busy: another program is using it", "busy"},
	{"Permission denied", "no access (is this user in the video group? sudo usermod -aG video $USER)", "no access"},
	{"Inappropriate ioctl", "not a video capture device", "not a video"},
	{"Not a video capture device", "not a video capture device (a webcam's other /dev/video* node?)", "not a video"},
	{"Invalid data found when processing input", "not a video ffmpeg can read", "not a video ffmpeg can read"},
	{"matches no streams", "no video in it", "no video in it"},
	{"Connection refused", "connection refused", "connection refused"},
}

// openReason says why ffmpeg stopped before the first picture, with its
// own line for it.
func (c *Camera) openReason() string {
	lines := c.stderr.Lines()
	for _, r := range reasons {
		for _, l := range lines {
			if strings.Contains(l, r.says) {
				why := r.file
				if c.src.kind != kindFile {
					why = r.device
				}
				return why + " (ffmpeg: " + l + ")"
			}
		}
	}
	return c.exitReason()
}

// exitReason: how ffmpeg exited, and its last line.
func (c *Camera) exitReason() string {
	if c.cmd == nil {
		return "the stream ended"
	}
	why := "ffmpeg still running but its output ended"
	select {
	case <-c.exited:
		why = "ffmpeg exited"
		if c.exitErr != nil {
			why += " (" + c.exitErr.Error() + ")"
		}
	default:
	}
	if lines := c.stderr.Lines(); len(lines) > 0 {
		why += ": " + lines[len(lines)-1]
	}
	return why
}

// hasFrame: a picture or frame waits to be taken; c.mu is held.
func (c *Camera) hasFrame() bool { return c.latest != nil || c.jpeg != nil }

// keepsAll: the reader waits for each frame to be taken (a file read as
// fast as it is read), rather than keeping the newest.
func (c *Camera) keepsAll() bool { return c.src.kind == kindFile && !c.out.realtime }

// read runs in its own goroutine: it reads ffmpeg's pictures until the
// stream ends. For a device it keeps the newest; for a file it waits for
// Next to take each one.
func (c *Camera) read() {
	defer close(c.readDone)
	var err error
	if c.out.jpeg {
		err = c.readJPEG()
	} else {
		err = c.readPGM()
	}
	c.finish(err)
}

// readPGM reads PGM pictures until the stream ends.
func (c *Camera) readPGM() error {
	br := bufio.NewReaderSize(c.stdout, 256<<10)
	var err error
	for {
		var w, h int
		if w, h, err = readPGMHeader(br); err != nil {
			break
		}
		c.mu.Lock()
		pix := c.spare
		c.spare = nil
		c.mu.Unlock()
		if cap(pix) < w*h {
			pix = make([]byte, w*h)
		}
		pix = pix[:w*h]
		if _, err = io.ReadFull(br, pix); err != nil {
			err = unexpected(err)
			break
		}
		img := &image.Gray{Pix: pix, Stride: w, Rect: image.Rect(0, 0, w, h)}
		now := time.Now()

		if !c.slot() {
			return nil
		}
		c.stats.Frames++
		if c.latest != nil {
			c.stats.Dropped++
			c.spare = c.latest.Pix // never given out: free to reuse
		}
		c.latest, c.latestN, c.latestT = img, c.stats.Frames, now
		c.size = image.Pt(w, h)
		c.broadcast()
		c.mu.Unlock()
	}
	return err
}

// slot waits, for a file read as fast as it is read, until the frame
// before has been taken. It returns with c.mu held, or false (not held)
// once the camera is closed.
func (c *Camera) slot() bool {
	c.mu.Lock()
	for c.keepsAll() && c.hasFrame() && !c.closed {
		wait := c.changed
		c.mu.Unlock()
		<-wait
		c.mu.Lock()
	}
	if c.closed {
		c.mu.Unlock()
		return false
	}
	return true
}

// finish: the stream has ended, with the reader's error err.
func (c *Camera) finish(err error) {
	c.stdout.Close()

	c.mu.Lock()
	closed := c.closed
	c.mu.Unlock()
	var end error
	if closed {
		end = fmt.Errorf("videocam: %s: %w", c.src.name, os.ErrClosed)
	} else {
		select {
		case <-c.exited:
		case <-time.After(5 * time.Second):
		}
		end = c.endError(err)
	}
	c.mu.Lock()
	if c.ended == nil {
		c.ended = end
	}
	c.broadcast()
	c.mu.Unlock()
}

// endError explains the end of the stream: io.EOF for a file read to its
// end, else ErrStopped with ffmpeg's last words.
func (c *Camera) endError(readErr error) error {
	exitedOK := false
	select {
	case <-c.exited:
		exitedOK = c.exitErr == nil
	default:
	}
	if c.src.kind == kindFile && exitedOK && readErr == io.EOF {
		return io.EOF
	}
	why := c.exitReason()
	if readErr != nil && readErr != io.EOF {
		why += "; reading its output: " + readErr.Error()
	}
	if c.src.kind != kindFile && exitedOK {
		why += " (a camera or stream does not end: unplugged, or the stream lost?)"
	}
	stopped := ErrStopped.Error()
	if c.cmd == nil {
		stopped = "videocam: stream stopped" // read without ffmpeg
	}
	return &stoppedError{msg: fmt.Sprintf("%s: %s: %s", stopped, c.src.name, why)}
}

// noFFmpegError is ErrNoFFmpeg naming the source it was needed for.
type noFFmpegError struct{ name string }

func (e *noFFmpegError) Error() string {
	return "videocam: cannot read " + e.name + ": ffmpeg not installed (sudo apt install ffmpeg)"
}
func (e *noFFmpegError) Is(target error) bool { return target == ErrNoFFmpeg }

// stoppedError is ErrStopped with the source and ffmpeg's own words.
type stoppedError struct{ msg string }

func (e *stoppedError) Error() string        { return e.msg }
func (e *stoppedError) Is(target error) bool { return target == ErrStopped }

// broadcast wakes every goroutine waiting for news; c.mu is held.
func (c *Camera) broadcast() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// Size is the picture size the source gives (that of the newest picture).
func (c *Camera) Size() image.Point {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}

// Stats counts the pictures so far.
func (c *Camera) Stats() Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}

// Next returns the next picture: for a device or a stream the newest one
// not returned before (those in between are dropped), for a file the next
// in order, waiting for it if needed. A file ends with io.EOF; a device
// whose ffmpeg stops fails with ErrStopped. Frame.Time is when the picture
// arrived.
func (c *Camera) Next(ctx context.Context) (vision.Frame, error) {
	img, name, t, err := take(ctx, c, &c.latest)
	if err != nil {
		return vision.Frame{}, err
	}
	return vision.Frame{Image: img, Name: name, Time: t}, nil
}

// take waits until slot (the newest picture, or a Stream's newest JPEG)
// holds a frame not given yet, and empties it: the frame, its name and
// when it arrived. After the last frame of a file: io.EOF; a device
// whose ffmpeg stopped: ErrStopped.
func take[T *image.Gray | []byte](ctx context.Context, c *Camera, slot *T) (frame T, name string, at time.Time, err error) {
	if err := ctx.Err(); err != nil {
		return frame, "", at, err
	}
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return frame, "", at, fmt.Errorf("videocam: %s: %w", c.src.name, os.ErrClosed)
		}
		if got := *slot; got != nil {
			n, t := c.latestN, c.latestT
			*slot = nil
			c.stats.Returned++
			c.broadcast() // a file's reader waits for the slot
			c.mu.Unlock()
			return got, fmt.Sprintf("%s frame %d", c.src.name, n), t, nil
		}
		if c.ended != nil {
			err := c.ended
			c.mu.Unlock()
			return frame, "", at, err
		}
		wait := c.changed
		c.mu.Unlock()
		select {
		case <-ctx.Done():
			return frame, "", at, ctx.Err()
		case <-wait:
		}
	}
}

// Close stops ffmpeg and waits for it, so the device is free for the next
// program and nothing is left running; a Next waiting returns. Next then
// fails with os.ErrClosed. Closing again does nothing.
func (c *Camera) Close() error {
	c.stopOnce.Do(func() {
		c.mu.Lock()
		c.closed = true
		c.latest, c.spare, c.jpeg = nil, nil, nil
		c.broadcast()
		c.mu.Unlock()
		if c.stop != nil {
			c.stop() // an HTTP stream: its read returns
		}
		select {
		case <-c.exited:
		default:
			// Nothing to save: ffmpeg writes no file. Killing it is
			// immediate even when it is blocked writing to the pipe.
			c.cmd.Process.Kill()
			<-c.exited
		}
		c.stdout.Close() // ends the reader in any case
		<-c.readDone
	})
	return nil
}

// unexpected: the stream ended inside a picture.
func unexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// Version is the version of the ffmpeg Open would run ("5.1.6-0+deb12u1")
// and where it is; ErrNoFFmpeg when there is none.
func Version() (version, path string, err error) {
	path, err = exec.LookPath(program)
	if err != nil {
		return "", "", ErrNoFFmpeg
	}
	out, err := exec.Command(path, "-hide_banner", "-version").Output()
	if err != nil {
		return "", path, fmt.Errorf("videocam: %s -version: %w", path, err)
	}
	// "ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 ..."
	f := strings.Fields(string(out))
	if len(f) < 3 || f[1] != "version" {
		return "", path, fmt.Errorf("videocam: %s -version: not ffmpeg's answer: %.60q", path, out)
	}
	return f[2], path, nil
}
