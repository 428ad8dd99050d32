package videocam

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// needFFmpeg skips a test that runs the real ffmpeg when it is missing.
func needFFmpeg(tb testing.TB) {
	tb.Helper()
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		tb.Skip("ffmpeg not installed (scripts/setup.sh installs it: apt install ffmpeg)")
	}
}

// ffmpeg runs ffmpeg to make a test file.
func ffmpeg(tb testing.TB, args ...string) {
	tb.Helper()
	cmd := exec.Command("ffmpeg", append([]string{"-hide_banner", "-nostdin", "-loglevel", "error", "-y"}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("ffmpeg %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// testLevels are the test video's pictures: the grey level of the left
// half; the right half is its complement, so halves or frames swapped, or
// levels squeezed, show.
var testLevels = []uint8{16, 64, 128, 200, 240, 90}

// writeVideo draws the test pictures (w x h) as PGM files and has ffmpeg
// make a video of them at 10 frames per second with args (codec, pixel
// format) into name.
func writeVideo(t *testing.T, name string, w, h int, args ...string) string {
	t.Helper()
	dir := t.TempDir()
	for i, l := range testLevels {
		var b bytes.Buffer
		fmt.Fprintf(&b, "P5\n%d %d\n255\n", w, h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				v := l
				if x >= w/2 {
					v = 255 - l
				}
				b.WriteByte(v)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d.pgm", i)), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, name)
	ffmpeg(t, append(append([]string{"-framerate", "10", "-i", filepath.Join(dir, "f%02d.pgm")}, args...), out)...)
	return out
}

func TestVideoFiles(t *testing.T) {
	needFFmpeg(t)
	const w, h = 160, 120
	for _, tc := range []struct {
		name string
		args []string
		tol  int // grey levels: lossy codecs move them a little
	}{
		{"lossless.mkv", []string{"-c:v", "ffv1", "-pix_fmt", "gray"}, 0},
		{"mjpeg.avi", []string{"-c:v", "mjpeg", "-q:v", "2", "-pix_fmt", "yuvj422p"}, 4},
		// Limited range (16-235) luminance, as most cameras' H.264 and
		// MPEG-4: ffmpeg stretches it back to 0-255.
		{"mpeg4.mp4", []string{"-c:v", "mpeg4", "-q:v", "2", "-pix_fmt", "yuv420p"}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := writeVideo(t, tc.name, w, h, tc.args...)
			c, err := Open(path, Options{Width: 1920, Height: 1080, FourCC: "MJPG"}) // a file ignores them
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if c.Size() != image.Pt(w, h) {
				t.Errorf("Size %v, want %dx%d", c.Size(), w, h)
			}
			ctx := context.Background()
			var last time.Time
			for i, want := range testLevels {
				if i%2 == 1 {
					time.Sleep(30 * time.Millisecond) // a slow reader still gets every frame
				}
				f, err := c.Next(ctx)
				if err != nil {
					t.Fatalf("frame %d: %v", i+1, err)
				}
				g, ok := f.Image.(*image.Gray)
				if !ok || g.Bounds() != image.Rect(0, 0, w, h) {
					t.Fatalf("frame %d: %T %v, want *image.Gray %dx%d", i+1, f.Image, f.Image.Bounds(), w, h)
				}
				for _, p := range []struct {
					x    int
					want uint8
				}{{w / 4, want}, {3 * w / 4, 255 - want}} {
					if got := g.GrayAt(p.x, h/2).Y; abs(int(got)-int(p.want)) > tc.tol {
						t.Errorf("frame %d at x=%d: grey %d, want %d±%d", i+1, p.x, got, p.want, tc.tol)
					}
				}
				if wantName := fmt.Sprintf("%s frame %d", path, i+1); f.Name != wantName {
					t.Errorf("frame %d: name %q, want %q", i+1, f.Name, wantName)
				}
				if f.Time.IsZero() || f.Time.Before(last) || time.Since(f.Time) > time.Minute {
					t.Errorf("frame %d: time %v after %v", i+1, f.Time, last)
				}
				last = f.Time
			}
			for range 2 {
				if f, err := c.Next(ctx); err != io.EOF {
					t.Fatalf("after the last frame: %v, %v; want io.EOF", f.Name, err)
				}
			}
			if s := c.Stats(); s != (Stats{Frames: len(testLevels), Returned: len(testLevels)}) {
				t.Errorf("Stats %+v", s)
			}
			if err := c.Close(); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Next(ctx); !errors.Is(err, os.ErrClosed) {
				t.Errorf("Next after Close: %v, want os.ErrClosed", err)
			}
			if err := c.Close(); err != nil {
				t.Errorf("second Close: %v", err)
			}
		})
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestContextCancelled(t *testing.T) {
	needFFmpeg(t)
	c, err := Open(writeVideo(t, "t.mkv", 32, 24, "-c:v", "ffv1"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Next(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Next with a cancelled context: %v", err)
	}
}

func TestOpenErrors(t *testing.T) {
	needFFmpeg(t)
	dir := t.TempDir()
	notVideo := filepath.Join(dir, "notes.avi")
	if err := os.WriteFile(notVideo, []byte("not a video at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	sound := filepath.Join(dir, "beep.wav")
	ffmpeg(t, "-f", "lavfi", "-i", "sine=duration=0.2", sound)
	for _, tc := range []struct {
		name string
		opts Options
		want string
	}{
		{filepath.Join(dir, "missing.avi"), Options{}, "no such file"},
		{notVideo, Options{}, "not a video ffmpeg can read"},
		{sound, Options{}, "no video in it"},
		{dir, Options{}, "a folder, not a video"},
		{"/dev/video-mecanoid-none", Options{}, "no such device"},
		{"/dev/null", Options{}, "not a video capture device"},
		{"/dev/video-mecanoid-none", Options{FourCC: "XXXX"}, `pixel format "XXXX" unknown`},
	} {
		c, err := Open(tc.name, tc.opts)
		if c != nil || !errors.Is(err, ErrOpen) || !strings.Contains(err.Error(), tc.want) ||
			!strings.Contains(err.Error(), tc.name) {
			t.Errorf("Open(%q) = %v, %v; want ErrOpen naming it and saying %q", tc.name, c, err, tc.want)
		}
	}
}

// TestNoFFmpeg: without ffmpeg on PATH, Open says to install it.
func TestNoFFmpeg(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, name := range []string{"0", "/dev/video0", "rtsp://cam.local/s"} {
		c, err := Open(name, Options{})
		if c != nil || !errors.Is(err, ErrNoFFmpeg) || !strings.Contains(err.Error(), "sudo apt install ffmpeg") {
			t.Errorf("Open(%q) = %v, %v; want ErrNoFFmpeg", name, c, err)
		}
	}
	// A file that exists: ffmpeg is still what is missing.
	path := filepath.Join(t.TempDir(), "table.mp4")
	os.WriteFile(path, []byte("x"), 0o644)
	if _, err := Open(path, Options{}); !errors.Is(err, ErrNoFFmpeg) || !strings.Contains(err.Error(), path) {
		t.Errorf("Open(%q): %v; want ErrNoFFmpeg naming the file", path, err)
	}
}

// fakeFFmpeg puts a shell script as the only ffmpeg on PATH: what a
// device would make ffmpeg do.
func fakeFFmpeg(t *testing.T, script string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ffmpeg"), []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
}

// TestDeviceFailures: the reasons ffmpeg gives for a device, as the
// reader shows them: busy, no access, and a device that stops sending
// (unplugged) after some pictures.
func TestDeviceFailures(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh for the fake ffmpeg")
	}
	for _, tc := range []struct{ says, want string }{
		{"[video4linux2,v4l2 @ 0x5581] ioctl(VIDIOC_STREAMON): Device or resource busy", "busy: another program is using it (ffmpeg: [video4linux2,v4l2 @ 0x5581] ioctl(VIDIOC_STREAMON): Device or resource busy)"},
		{"[video4linux2,v4l2 @ 0x5581] Cannot open video device /dev/video0: Permission denied", "no access (is this user in the video group?"},
		{"something new went wrong", "ffmpeg exited (exit status 1): something new went wrong"},
	} {
		fakeFFmpeg(t, "echo '"+tc.says+"' >&2; exit 1")
		_, err := Open("0", Options{})
		if !errors.Is(err, ErrOpen) || !strings.HasPrefix(err.Error(), "videocam: cannot open video camera 0: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v; want ErrOpen saying %q", tc.says, err, tc.want)
		}
	}

	// Two 2x1 pictures, then the camera goes away.
	fakeFFmpeg(t, `printf 'P5\n2 1\n255\n\001\002'; printf 'P5 2 1 255 \003\004'; /bin/sleep 0.2
echo '[video4linux2,v4l2 @ 0x5581] ioctl(VIDIOC_DQBUF): No such device' >&2; exit 1`)
	c, err := Open("/dev/video7", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Size() != image.Pt(2, 1) {
		t.Errorf("Size %v", c.Size())
	}
	time.Sleep(100 * time.Millisecond) // both pictures are in: the first is dropped
	f, err := c.Next(context.Background())
	if err != nil || f.Name != "/dev/video7 frame 2" || f.Image.(*image.Gray).Pix[1] != 4 {
		t.Fatalf("Next = %q, %v; want the newest frame, 2", f.Name, err)
	}
	_, err = c.Next(context.Background())
	if !errors.Is(err, ErrStopped) || !strings.Contains(err.Error(), "/dev/video7: ffmpeg exited (exit status 1): [video4linux2,v4l2 @ 0x5581] ioctl(VIDIOC_DQBUF): No such device") {
		t.Errorf("after the camera went: %v; want ErrStopped with ffmpeg's last line", err)
	}
	if s := c.Stats(); s != (Stats{Frames: 2, Returned: 1, Dropped: 1}) {
		t.Errorf("Stats %+v", s)
	}
}

// TestArgs: what ffmpeg is asked for each kind of source.
func TestArgs(t *testing.T) {
	out := strings.Join(outputArgs, " ")
	common := strings.Join(commonArgs, " ") + " "
	live := " -flags low_delay -i "
	for _, tc := range []struct {
		name     string
		opts     Options
		src      string // Frame.Name's start
		want     string // the arguments before the output's
		wantKind kind
	}{
		{"0", Options{}, "camera 0", "-f v4l2" + live + "/dev/video0", kindDevice},
		{"12", Options{Width: 1920, Height: 1080, FPS: 30, FourCC: "MJPG"}, "camera 12",
			"-f v4l2 -input_format mjpeg -video_size 1920x1080 -framerate 30" + live + "/dev/video12", kindDevice},
		{"/dev/video2", Options{Width: 640, Height: 480, FPS: 7.5, FourCC: "yuyv"}, "/dev/video2",
			"-f v4l2 -input_format yuyv422 -video_size 640x480 -framerate 7.5" + live + "/dev/video2", kindDevice},
		{"/dev/v4l/by-id/usb-Cam-video-index0", Options{Width: 1280, FourCC: "H264"}, "/dev/v4l/by-id/usb-Cam-video-index0",
			"-f v4l2 -input_format h264" + live + "/dev/v4l/by-id/usb-Cam-video-index0", kindDevice}, // no height: no size asked
		{"rtsp://cam.local/stream", Options{Width: 1920, Height: 1080}, "rtsp://cam.local/stream",
			"-flags low_delay -i rtsp://cam.local/stream", kindURL},
		{"table.mp4", Options{Width: 1920, Height: 1080, FPS: 30}, "table.mp4", "-i file:table.mp4", kindFile},
		{"-1", Options{}, "-1", "-i file:./-1", kindFile},
		{"./0", Options{}, "./0", "-i file:./0", kindFile},
		{"+1", Options{}, "+1", "-i file:+1", kindFile},
	} {
		s := parseName(tc.name)
		args, err := ffmpegArgs(s, tc.opts)
		if err != nil {
			t.Errorf("%s %+v: %v", tc.name, tc.opts, err)
			continue
		}
		got := strings.Join(args, " ")
		if want := common + tc.want + " " + out; got != want || s.name != tc.src || s.kind != tc.wantKind {
			t.Errorf("%s %+v:\n got %s (%q, kind %d)\nwant %s (%q, kind %d)", tc.name, tc.opts, got, s.name, s.kind, want, tc.src, tc.wantKind)
		}
	}
	if _, err := ffmpegArgs(parseName("0"), Options{FourCC: "MJPEG"}); err == nil || !strings.Contains(err.Error(), "MJPG") {
		t.Errorf("unknown FourCC: %v; want the known ones listed", err)
	}
	for _, want := range []string{"-pix_fmt gray -c:v pgm", "-map 0:v:0", "-fps_mode passthrough", "pipe:1"} {
		if !strings.Contains(out, want) {
			t.Errorf("output arguments %q lack %q", out, want)
		}
	}
}

// live starts ffmpeg on a generated picture at rate frames per second,
// paced as a camera (-re) and read as a device: what a webcam does, without
// one.
func live(t *testing.T, rate int) *Camera {
	t.Helper()
	needFFmpeg(t)
	args := append(append([]string(nil), commonArgs...), "-re", "-f", "lavfi", "-flags", "low_delay",
		"-i", fmt.Sprintf("testsrc=size=64x48:rate=%d", rate))
	c, err := start(source{name: "test camera", kind: kindDevice}, append(args, outputArgs...))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.waitFirst(10 * time.Second); err != nil {
		c.Close()
		t.Fatal(err)
	}
	return c
}

// TestLiveNewest: a reader slower than the camera gets the newest picture,
// at most about a frame period old, not the backlog.
func TestLiveNewest(t *testing.T) {
	c := live(t, 25)
	defer c.Close()
	ctx := context.Background()
	if _, err := c.Next(ctx); err != nil {
		t.Fatal(err)
	}
	time.Sleep(400 * time.Millisecond) // 10 frame periods
	f, err := c.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// 40 ms a frame; the rest is slack for a loaded machine. A picture
	// from the backlog would be 400 ms old.
	if age := time.Since(f.Time); age > 150*time.Millisecond {
		t.Errorf("picture %s is %v old, want at most about a frame period (40ms)", f.Name, age)
	}
	s := c.Stats()
	if s.Dropped < 5 || s.Returned != 2 {
		t.Errorf("Stats %+v: want the pictures in between dropped", s)
	}
	var n int
	fmt.Sscanf(strings.TrimPrefix(f.Name, "test camera frame "), "%d", &n)
	if n < 8 {
		t.Errorf("second picture is %q: want frame 8 or later", f.Name)
	}
}

// TestURLEnds: a stream (here a file given as a URL) is read as a live
// source, and its end is a failure, not io.EOF.
func TestURLEnds(t *testing.T) {
	needFFmpeg(t)
	path := writeVideo(t, "t.mkv", 32, 24, "-c:v", "ffv1")
	c, err := Open("file://"+path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var err2 error
	for n := 0; n <= len(testLevels); n++ {
		if _, err2 = c.Next(context.Background()); err2 != nil {
			break
		}
	}
	if !errors.Is(err2, ErrStopped) || !strings.Contains(err2.Error(), "file://"+path+": ffmpeg exited (a camera or stream does not end") {
		t.Errorf("at the stream's end: %v; want ErrStopped", err2)
	}
}

// TestCloseWhileNextWaits: Close ends a Next that waits for a picture,
// promptly, and leaves neither ffmpeg (no zombie) nor goroutines.
func TestCloseWhileNextWaits(t *testing.T) {
	needFFmpeg(t)
	before := runtime.NumGoroutine()
	c := live(t, 1)
	if _, err := c.Next(context.Background()); err != nil {
		t.Fatal(err)
	}
	pid := c.cmd.Process.Pid
	done := make(chan error, 1)
	go func() {
		_, err := c.Next(context.Background()) // the next picture is a second away
		done <- err
	}()
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	c.Close()
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrClosed) {
			t.Errorf("Next waiting during Close: %v, want os.ErrClosed", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Next still waits 2 s after Close")
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("Close and the waiting Next took %v", d)
	}
	// Waited for: the process is gone, not a zombie.
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("ffmpeg (pid %d) after Close: kill 0 says %v, want no such process", pid, err)
	}
	noLeak(t, before)
}

// TestCloseMidFile: a file's ffmpeg blocked on a full pipe is stopped too.
func TestCloseMidFile(t *testing.T) {
	needFFmpeg(t)
	path := filepath.Join(t.TempDir(), "long.mkv")
	ffmpeg(t, "-f", "lavfi", "-i", "testsrc=size=320x240:rate=25", "-frames:v", "100", "-c:v", "ffv1", path)
	before := runtime.NumGoroutine()
	for range 3 {
		c, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond) // ffmpeg fills the pipe and waits
		start := time.Now()
		c.Close()
		if d := time.Since(start); d > time.Second {
			t.Errorf("Close took %v", d)
		}
	}
	noLeak(t, before)
}

// noLeak: the goroutines are back to what they were.
func noLeak(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Errorf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestPGMHeader(t *testing.T) {
	for _, tc := range []struct {
		in   string
		w, h int
		err  string
	}{
		{"P5\n320 240\n255\n", 320, 240, ""},
		{"P5 2\t1\r\n255 ", 2, 1, ""},
		{"P5\n# made by hand\n3 4\n255\n", 3, 4, ""},
		{"", 0, 0, "EOF"},
		{"P5\n320 2", 0, 0, "unexpected EOF"},
		{"P6\n320 240\n255\n", 0, 0, "not a PGM picture"},
		{"P5\n320 240\n65535\n", 0, 0, "65536 levels"},
		{"P5\n0 240\n255\n", 0, 0, "0x240"},
		{"P5\n99999 99999\n255\n", 0, 0, "99999x99999"},
		{"P5\n32x 240\n255\n", 0, 0, "where a number should be"},
	} {
		w, h, err := readPGMHeader(bufioReader(tc.in))
		if w != tc.w || h != tc.h || (err == nil) != (tc.err == "") || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%q: %dx%d, %v; want %dx%d, %q", tc.in, w, h, err, tc.w, tc.h, tc.err)
		}
	}
}

// TestRealDevice reads two pictures from the first video device, when the
// machine has one.
func TestRealDevice(t *testing.T) {
	devs, _ := filepath.Glob("/dev/video*")
	if len(devs) == 0 {
		t.Skip("no /dev/video* on this machine: no real device to read")
	}
	needFFmpeg(t)
	c, err := Open(devs[0], Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for i := range 2 {
		f, err := c.Next(context.Background())
		if err != nil {
			t.Fatalf("frame %d: %v", i+1, err)
		}
		if f.Image.Bounds().Empty() || f.Image.Bounds().Size() != c.Size() {
			t.Errorf("frame %s: %v, Size %v", f.Name, f.Image.Bounds(), c.Size())
		}
	}
}

func bufioReader(s string) *bufio.Reader { return bufio.NewReader(strings.NewReader(s)) }

func TestVersion(t *testing.T) {
	fakeFFmpeg(t, `echo "ffmpeg version 9.9-test Copyright (c) 2000-2026 the FFmpeg developers"`)
	if v, path, err := Version(); v != "9.9-test" || !strings.HasSuffix(path, "/ffmpeg") || err != nil {
		t.Errorf("Version = %q, %q, %v", v, path, err)
	}
	fakeFFmpeg(t, `echo "usage: something else"`)
	if _, _, err := Version(); err == nil || !strings.Contains(err.Error(), "not ffmpeg's answer") {
		t.Errorf("Version of another program: %v", err)
	}
	t.Setenv("PATH", t.TempDir())
	if _, _, err := Version(); !errors.Is(err, ErrNoFFmpeg) {
		t.Errorf("Version without ffmpeg: %v", err)
	}
}
