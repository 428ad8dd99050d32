package vision

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrNoRPiCam: the camera program is not installed.
var ErrNoRPiCam = errors.New("vision: camera program not found: install rpicam-apps (sudo apt install rpicam-apps)")

// ErrRPiCamExited: the camera program stopped on its own. A camera does not
// end, so this is always a failure: no camera connected, camera busy, cable.
var ErrRPiCamExited = errors.New("vision: the camera program stopped")

// RPiCamOptions set up the Raspberry Pi camera. The zero value gives
// 1920x1080 pictures at 10 frames per second through rpicam-vid.
type RPiCamOptions struct {
	Width, Height int     // picture size in pixels; 0: 1920x1080
	FPS           float64 // frames per second; 0: 10 (the referee looks, it does not film)

	// ExtraArgs are added to the camera program's arguments: "--rotation",
	// "180", "--autofocus-mode", "manual", "--lens-position", "2"...
	ExtraArgs []string

	// Command and Args replace the camera program and all its arguments
	// (tests, a camera behind another program). The program must write an
	// MJPEG stream (JPEG after JPEG) on its standard output. Empty Command:
	// rpicam-vid, or libcamera-vid on systems older than bookworm's
	// rpicam-apps; nil Args: the arguments made from the options above.
	Command string
	Args    []string
	Env     []string // added to the program's environment, "KEY=value"
}

const (
	defaultCamWidth  = 1920
	defaultCamHeight = 1080
	defaultCamFPS    = 10

	// stderrTail is how much of the program's standard error is kept for
	// the error message: libcamera logs a lot, the reason is at the end.
	stderrTail = 4 << 10
)

// cameraPrograms are tried in order when no Command is given: rpicam-vid
// is bookworm's name, libcamera-vid the older one (still a link on
// bookworm).
var cameraPrograms = []string{"rpicam-vid", "libcamera-vid"}

// RPiCamStats counts what became of the stream's frames.
type RPiCamStats struct {
	Frames   int   // whole JPEGs read from the stream
	Returned int   // frames given by Next
	Dropped  int   // frames overtaken by a newer one before Next asked
	Corrupt  int   // frames skipped: broken in the stream or not decodable
	LastBad  error // why the last corrupt frame was skipped, or nil
}

// RPiCam is a Source reading the Raspberry Pi camera through libcamera's
// rpicam-vid, which sends an MJPEG stream on its standard output. A
// goroutine reads the stream all the time and keeps only the newest frame,
// so Next always shows the table as it is now, however long the caller took
// over the previous frame; frames are decoded only when Next returns them.
type RPiCam struct {
	cmd    *exec.Cmd
	name   string
	stdout *os.File // read end of the program's standard output
	stderr *StderrTail
	grace  time.Duration // Close: time between asking the program to stop and killing it

	exited   chan struct{} // closed when the program has exited
	exitErr  error         // cmd.Wait's result, set before exited is closed
	readDone chan struct{} // closed when the reader goroutine has ended

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced at each new frame and at the end
	latest   []byte        // newest frame not yet given, or nil
	latestN  int           // its number in the stream, from 1
	latestT  time.Time
	ended    error // why the stream ended (ErrRPiCamExited...), or nil while it runs
	closed   bool
	stats    RPiCamStats
	stopOnce sync.Once
}

var _ Source = (*RPiCam)(nil)

// NewRPiCam starts the camera program. It fails when the program is not
// installed (ErrNoRPiCam); a camera that is missing or busy shows as the
// program stopping, in Next's error (ErrRPiCamExited, with its messages).
func NewRPiCam(opts RPiCamOptions) (*RPiCam, error) {
	path, err := cameraProgram(opts.Command)
	if err != nil {
		return nil, err
	}
	args := opts.Args
	if args == nil {
		args = rpicamArgs(opts)
	}
	cmd := exec.Command(path, args...)
	if len(opts.Env) > 0 {
		cmd.Env = append(os.Environ(), opts.Env...)
	}
	// Our own pipe rather than StdoutPipe: the program writes straight into
	// it, and Wait does not race the reader for the last frames.
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("vision: camera: %w", err)
	}
	c := &RPiCam{
		cmd:      cmd,
		name:     cmdName(path),
		stdout:   r,
		stderr:   NewStderrTail(stderrTail),
		grace:    2 * time.Second,
		exited:   make(chan struct{}),
		readDone: make(chan struct{}),
		changed:  make(chan struct{}),
	}
	cmd.Stdout = w
	cmd.Stderr = c.stderr
	// A program whose children keep standard error open must not hold up
	// Wait for ever.
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%w (%s)", ErrNoRPiCam, path)
		}
		return nil, fmt.Errorf("vision: camera: starting %s: %w", c.name, err)
	}
	w.Close() // the program holds its own copy
	go func() {
		c.exitErr = cmd.Wait()
		close(c.exited)
	}()
	go c.read()
	return c, nil
}

// cameraProgram finds the program to run: command, or the first of
// cameraPrograms on PATH.
func cameraProgram(command string) (string, error) {
	if command != "" {
		p, err := exec.LookPath(command)
		if err != nil {
			return "", fmt.Errorf("%w (%s: %v)", ErrNoRPiCam, command, unwrapExecError(err))
		}
		return p, nil
	}
	for _, name := range cameraPrograms {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w (no %s on PATH)", ErrNoRPiCam, strings.Join(cameraPrograms, " or "))
}

// unwrapExecError drops exec.Error's repetition of the program name.
func unwrapExecError(err error) error {
	var e *exec.Error
	if errors.As(err, &e) {
		return e.Err
	}
	return err
}

// cmdName is the program's name for messages.
func cmdName(path string) string {
	if i := strings.LastIndexByte(path, os.PathSeparator); i >= 0 {
		return path[i+1:]
	}
	return path
}

// rpicamArgs are rpicam-vid's arguments for the options: run for ever (-t 0),
// MJPEG to standard output, no preview window.
func rpicamArgs(o RPiCamOptions) []string {
	w, h, fps := o.Width, o.Height, o.FPS
	if w <= 0 || h <= 0 {
		w, h = defaultCamWidth, defaultCamHeight
	}
	if fps <= 0 {
		fps = defaultCamFPS
	}
	args := []string{"-t", "0", "--codec", "mjpeg",
		"--width", strconv.Itoa(w), "--height", strconv.Itoa(h),
		"--framerate", strconv.FormatFloat(fps, 'f', -1, 64),
		"-n", "-o", "-"}
	return append(args, o.ExtraArgs...)
}

// read runs in its own goroutine: it splits the stream into frames and keeps
// the newest, until the stream ends.
func (c *RPiCam) read() {
	defer close(c.readDone)
	sp := NewMJPEGSplitter(c.stdout, 0)
	capacity := 64 << 10
	var err error
	for {
		var frame []byte
		frame, err = sp.Next(make([]byte, 0, capacity))
		if errors.Is(err, ErrCorruptFrame) {
			c.mu.Lock()
			c.stats.Corrupt++
			c.stats.LastBad = err
			c.mu.Unlock()
			continue
		}
		if err != nil {
			break
		}
		capacity = len(frame) + len(frame)/4 // the next frame is about as large
		now := time.Now()
		c.mu.Lock()
		c.stats.Frames++
		if c.latest != nil {
			c.stats.Dropped++
		}
		c.latest, c.latestN, c.latestT = frame, c.stats.Frames, now
		c.broadcast()
		c.mu.Unlock()
	}
	c.stdout.Close()

	// The stream has ended: the program is exiting (or was stopped by Close).
	c.mu.Lock()
	if errors.Is(err, io.ErrUnexpectedEOF) {
		c.stats.Corrupt++
		c.stats.LastBad = fmt.Errorf("%w: the stream ends inside a frame", ErrCorruptFrame)
	}
	closed := c.closed
	c.mu.Unlock()
	var end error
	if closed {
		end = fmt.Errorf("vision: camera: %w", os.ErrClosed)
	} else {
		select {
		case <-c.exited:
		case <-time.After(5 * time.Second):
		}
		end = c.exitError(err)
	}
	c.mu.Lock()
	if c.ended == nil {
		c.ended = end
	}
	c.broadcast()
	c.mu.Unlock()
}

// exitError explains an end of the stream that nobody asked for.
func (c *RPiCam) exitError(readErr error) error {
	why := "still running but its output ended"
	select {
	case <-c.exited:
		if c.exitErr != nil {
			why = c.exitErr.Error()
		} else {
			why = "exit status 0"
		}
	default:
	}
	if readErr != nil && !errors.Is(readErr, io.EOF) && !errors.Is(readErr, io.ErrUnexpectedEOF) {
		why += "; reading its output: " + readErr.Error()
	}
	msg := fmt.Sprintf("%v: %s (%s)", ErrRPiCamExited, c.name, why)
	if tail := c.stderr.Tail(8); tail != "" {
		msg += "; it said:\n" + tail
	}
	return &exitedError{msg: msg}
}

// exitedError is ErrRPiCamExited with the program's own words.
type exitedError struct{ msg string }

func (e *exitedError) Error() string        { return e.msg }
func (e *exitedError) Is(target error) bool { return target == ErrRPiCamExited }

// broadcast wakes every Next waiting for news; c.mu is held.
func (c *RPiCam) broadcast() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// Next returns the newest frame not returned before, waiting for one if
// needed; frames that came in between are dropped. Frames that do not
// decode are skipped and counted (Stats). When the program stops, the last
// frame it sent is still returned, then the error (ErrRPiCamExited).
func (c *RPiCam) Next(ctx context.Context) (Frame, error) {
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return Frame{}, fmt.Errorf("vision: camera: %w", os.ErrClosed)
		}
		if data := c.latest; data != nil {
			n, t := c.latestN, c.latestT
			c.latest = nil
			c.mu.Unlock()
			name := fmt.Sprintf("%s frame %d", c.name, n)
			img, err := DecodeImage(name, data)
			if err != nil {
				c.mu.Lock()
				c.stats.Corrupt++
				c.stats.LastBad = fmt.Errorf("%w: %w", ErrCorruptFrame, err)
				c.mu.Unlock()
				continue
			}
			c.mu.Lock()
			c.stats.Returned++
			c.mu.Unlock()
			return Frame{Image: img, Name: name, Time: t}, nil
		}
		if c.ended != nil {
			err := c.ended
			c.mu.Unlock()
			return Frame{}, err
		}
		wait := c.changed
		c.mu.Unlock()
		select {
		case <-ctx.Done():
			return Frame{}, ctx.Err()
		case <-wait:
		}
	}
}

// Stats counts the frames so far.
func (c *RPiCam) Stats() RPiCamStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}

// Close stops the camera program (interrupt, as Ctrl-C would, then kill if
// it lingers) and waits for it, so the camera is free for the next user.
// Next then fails with os.ErrClosed. Closing again does nothing.
func (c *RPiCam) Close() error {
	c.stopOnce.Do(func() {
		c.mu.Lock()
		c.closed = true
		c.broadcast()
		c.mu.Unlock()

		p := c.cmd.Process
		select {
		case <-c.exited:
		default:
			// rpicam-vid stops cleanly on SIGINT; Windows has no such signal.
			if err := p.Signal(os.Interrupt); err != nil {
				p.Kill()
			}
			select {
			case <-c.exited:
			case <-time.After(c.grace):
				p.Kill()
				<-c.exited
			}
		}
		// A child of the program may still hold the pipe: closing our end
		// ends the reader in any case.
		c.stdout.Close()
		<-c.readDone
	})
	return nil
}
