package vision

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"
	"time"
)

// testJPEG is a small JPEG whose colour tells its index.
func testJPEG(t testing.TB, i int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 32, 24))
	c := frameColour(i)
	for p := 0; p < len(img.Pix); p += 4 {
		img.Pix[p], img.Pix[p+1], img.Pix[p+2], img.Pix[p+3] = c.R, c.G, c.B, 255
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func frameColour(i int) color.RGBA {
	v := uint8(20 + 37*i)
	return color.RGBA{v, v, 128, 255}
}

// frameIndex reads back the index testJPEG put in a picture, by its
// luminance: a decoder may give the luminance only (vision/turbojpeg).
func frameIndex(t *testing.T, img image.Image) int {
	t.Helper()
	y := int(color.GrayModel.Convert(img.At(16, 12)).(color.Gray).Y)
	for i := 0; i < 7; i++ {
		if absDiff(y, int(color.GrayModel.Convert(frameColour(i)).(color.Gray).Y)) < 12 {
			return i
		}
	}
	t.Fatalf("frame luminance %d is no test frame's", y)
	return -1
}

func absDiff(a, b int) int {
	if a < b {
		return b - a
	}
	return a - b
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "mjpeg", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// withThumbnail puts a whole JPEG inside an APP1 segment, as an EXIF
// thumbnail is: its end marker must not end the outer frame.
func withThumbnail(outer, thumb []byte) []byte {
	seg := []byte{0xFF, 0xE1, byte((len(thumb) + 2) >> 8), byte(len(thumb) + 2)}
	seg = append(seg, thumb...)
	out := append([]byte{}, outer[:2]...)
	out = append(out, seg...)
	return append(out, outer[2:]...)
}

func splitAll(t *testing.T, r io.Reader, max int) (frames [][]byte, corrupt []error, end error) {
	t.Helper()
	s := NewMJPEGSplitter(bufio.NewReaderSize(r, 16), max)
	for {
		f, err := s.Next(nil)
		switch {
		case errors.Is(err, ErrCorruptFrame):
			corrupt = append(corrupt, err)
		case err != nil:
			return frames, corrupt, err
		default:
			frames = append(frames, f)
		}
	}
}

func TestRPiCamSplitter(t *testing.T) {
	restart := readTestdata(t, "restart.jpg")
	progressive := readTestdata(t, "progressive.jpg")
	thumbed := withThumbnail(testJPEG(t, 3), testJPEG(t, 4))
	want := [][]byte{restart, progressive, testJPEG(t, 1), thumbed, testJPEG(t, 2)}

	var stream bytes.Buffer
	stream.WriteString("rpicam-vid says hello\xff\x00\xff")
	stream.Write(restart)
	stream.Write(progressive)
	stream.WriteString("\xff\xff\xd9 garbage \xff")
	stream.Write(want[2])
	stream.Write(thumbed)
	stream.Write(want[4])

	for name, r := range map[string]io.Reader{
		"whole":    bytes.NewReader(stream.Bytes()),
		"one byte": iotest.OneByteReader(bytes.NewReader(stream.Bytes())),
		"halves":   iotest.HalfReader(bytes.NewReader(stream.Bytes())),
	} {
		t.Run(name, func(t *testing.T) {
			frames, corrupt, end := splitAll(t, r, maxFrameBytes)
			if end != io.EOF {
				t.Errorf("end: %v, want io.EOF", end)
			}
			if len(corrupt) > 0 {
				t.Errorf("corrupt frames: %v", corrupt)
			}
			if len(frames) != len(want) {
				t.Fatalf("%d frames, want %d", len(frames), len(want))
			}
			for i := range want {
				if !bytes.Equal(frames[i], want[i]) {
					t.Errorf("frame %d: %d bytes differ from the %d written", i, len(frames[i]), len(want[i]))
				}
				if _, err := DecodeImage("frame", frames[i]); err != nil {
					t.Errorf("frame %d: %v", i, err)
				}
			}
		})
	}
}

func TestRPiCamSplitterCorrupt(t *testing.T) {
	good := testJPEG(t, 1)
	cut := cutInScan(good)
	for _, tc := range []struct {
		name        string
		stream      []byte
		max         int
		frames      int
		corrupt     int
		end         error
		corruptText string
	}{
		{"cut short by the next frame", cat(cut, good), maxFrameBytes, 1, 1, io.EOF, "new picture starts"},
		{"cut short by the end", cat(good, cut), maxFrameBytes, 1, 0, io.ErrUnexpectedEOF, ""},
		{"too large", cat(good, good), len(good) - 10, 0, 2, io.EOF, "larger than"},
		{"bad segment length", cat([]byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01}, good), maxFrameBytes, 1, 1, io.EOF, "length 1"},
		{"no marker", cat([]byte{0xFF, 0xD8, 0x12, 0x34}, good), maxFrameBytes, 1, 1, io.EOF, "where a marker should be"},
		{"nothing", nil, maxFrameBytes, 0, 0, io.EOF, ""},
		{"garbage only", []byte("\xff\xff\x00 no frames"), maxFrameBytes, 0, 0, io.EOF, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			frames, corrupt, end := splitAll(t, bytes.NewReader(tc.stream), tc.max)
			if len(frames) != tc.frames || len(corrupt) != tc.corrupt || end != tc.end {
				t.Fatalf("%d frames, %d corrupt (%v), end %v; want %d, %d, %v",
					len(frames), len(corrupt), corrupt, end, tc.frames, tc.corrupt, tc.end)
			}
			for _, f := range frames {
				if !bytes.Equal(f, good) {
					t.Errorf("frame of %d bytes is not the good one", len(f))
				}
			}
			if tc.corruptText != "" && !strings.Contains(corrupt[0].Error(), tc.corruptText) {
				t.Errorf("corrupt: %q, want %q in it", corrupt[0], tc.corruptText)
			}
		})
	}
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// cutInScan is the frame cut in the middle of its entropy-coded data, as a
// camera program killed in the middle of a write leaves it.
func cutInScan(f []byte) []byte {
	sos := bytes.Index(f, []byte{0xFF, 0xDA})
	end := sos + 2 + int(f[sos+2])<<8 | int(f[sos+3])
	return f[:end+(len(f)-2-end)/2]
}

func TestRPiCamArgs(t *testing.T) {
	got := rpicamArgs(RPiCamOptions{})
	want := []string{"-t", "0", "--codec", "mjpeg", "--width", "1920", "--height", "1080", "--framerate", "10", "-n", "-o", "-"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("default args %q, want %q", got, want)
	}
	got = rpicamArgs(RPiCamOptions{Width: 1640, Height: 1232, FPS: 7.5, ExtraArgs: []string{"--rotation", "180"}})
	want = []string{"-t", "0", "--codec", "mjpeg", "--width", "1640", "--height", "1232", "--framerate", "7.5", "-n", "-o", "-", "--rotation", "180"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("args %q, want %q", got, want)
	}
}

func TestRPiCamMissingCommand(t *testing.T) {
	_, err := NewRPiCam(RPiCamOptions{Command: "mecanoid-no-such-camera-program"})
	if !errors.Is(err, ErrNoRPiCam) || !strings.Contains(err.Error(), "install rpicam-apps") ||
		!strings.Contains(err.Error(), "mecanoid-no-such-camera-program") {
		t.Errorf("err = %v, want ErrNoRPiCam naming the program", err)
	}

	dir := t.TempDir()
	t.Setenv("PATH", dir)
	_, err = NewRPiCam(RPiCamOptions{})
	if !errors.Is(err, ErrNoRPiCam) || !strings.Contains(err.Error(), "rpicam-vid or libcamera-vid") {
		t.Errorf("err = %v, want ErrNoRPiCam naming both programs", err)
	}

	if runtime.GOOS == "windows" {
		return
	}
	// Older systems only have libcamera-vid.
	old := filepath.Join(dir, "libcamera-vid")
	if err := os.WriteFile(old, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if p, err := cameraProgram(""); err != nil || p != old {
		t.Errorf("cameraProgram = %q, %v; want %q", p, err, old)
	}
	if err := os.WriteFile(filepath.Join(dir, "rpicam-vid"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if p, _ := cameraProgram(""); filepath.Base(p) != "rpicam-vid" {
		t.Errorf("cameraProgram = %q, want rpicam-vid first", p)
	}
}

const helperEnv = "MECANOID_RPICAM_HELPER"

// fakeCamera runs this test binary as the camera program, in the mode that
// TestRPiCamHelperProcess plays.
func fakeCamera(t *testing.T, mode string, n int) *RPiCam {
	t.Helper()
	c, err := NewRPiCam(RPiCamOptions{
		Command: os.Args[0],
		Args:    []string{"-test.run=^TestRPiCamHelperProcess$", "--", mode, strconv.Itoa(n)},
		Env:     []string{helperEnv + "=1"},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestRPiCamHelperProcess is not a test: it is the fake camera program.
func TestRPiCamHelperProcess(t *testing.T) {
	if os.Getenv(helperEnv) != "1" {
		t.Skip("the fake camera program of the RPiCam tests")
	}
	args := os.Args
	for len(args) > 0 && args[0] != "--" {
		args = args[1:]
	}
	mode, n := args[1], 0
	if len(args) > 2 {
		n, _ = strconv.Atoi(args[2])
	}
	out := os.Stdout
	frame := func(i int) []byte { return testJPEG(t, i) }
	forever := func() { time.Sleep(time.Hour) }
	switch mode {
	case "paced": // n frames, with garbage and a broken frame between them
		for i := 0; i < n; i++ {
			out.Write(frame(i))
			out.Write([]byte("\x00garbage\xff"))
			if i == 1 {
				out.Write(cutInScan(frame(i)))
			}
			time.Sleep(100 * time.Millisecond)
		}
		forever()
	case "burst": // n frames at once
		var b bytes.Buffer
		for i := 0; i < n; i++ {
			b.Write(frame(i))
		}
		out.Write(b.Bytes())
		forever()
	case "bad-newest": // a good frame, one that does not decode, later a good one
		out.Write(frame(0))
		out.Write([]byte{0xFF, 0xD8, 0xFF, 0xFE, 0x00, 0x04, 'h', 'i', 0xFF, 0xD9})
		time.Sleep(300 * time.Millisecond)
		out.Write(frame(2))
		forever()
	case "exit": // one frame, then the camera is gone
		out.Write(frame(0))
		for i := 0; i < 50; i++ {
			fmt.Fprintf(os.Stderr, "[0:00:%02d] INFO Camera camera_manager.cpp:284 libcamera v0.1.0\n", i)
		}
		fmt.Fprintln(os.Stderr, "ERROR: *** no cameras available ***")
		os.Exit(3)
	case "stream", "stubborn": // frames until stopped
		if mode == "stubborn" {
			signal.Ignore(os.Interrupt, syscall.SIGTERM)
		}
		for i := 0; ; i = (i + 1) % 5 {
			if _, err := out.Write(frame(i)); err != nil {
				os.Exit(0)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	os.Exit(9)
}

func TestRPiCamInOrder(t *testing.T) {
	const n = 5
	c := fakeCamera(t, "paced", n)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	last := -1
	for last < n-1 {
		f, err := c.Next(ctx)
		if err != nil {
			t.Fatalf("after frame %d: %v", last, err)
		}
		i := frameIndex(t, f.Image)
		if i <= last {
			t.Fatalf("frame %d after frame %d", i, last)
		}
		if !strings.Contains(f.Name, "frame") || f.Time.IsZero() {
			t.Errorf("frame %d: name %q, time %v", i, f.Name, f.Time)
		}
		last = i
	}
	st := c.Stats()
	if st.Frames != n || st.Returned+st.Dropped != n || st.Corrupt != 1 || st.LastBad == nil {
		t.Errorf("stats %+v: want %d frames, all returned or dropped, 1 corrupt", st, n)
	}
	if st.Returned < 2 {
		t.Errorf("only %d frames returned of %d sent 100 ms apart", st.Returned, n)
	}
}

func TestRPiCamNewest(t *testing.T) {
	const n = 6
	c := fakeCamera(t, "burst", n)
	deadline := time.Now().Add(10 * time.Second)
	for c.Stats().Frames < n {
		if time.Now().After(deadline) {
			t.Fatalf("stats %+v: the fake camera's frames did not come", c.Stats())
		}
		time.Sleep(5 * time.Millisecond)
	}
	f, err := c.Next(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if i := frameIndex(t, f.Image); i != n-1 {
		t.Errorf("Next gave frame %d, want the newest, %d", i, n-1)
	}
	if want := fmt.Sprintf("frame %d", n); !strings.HasSuffix(f.Name, want) {
		t.Errorf("name %q, want it to end with %q", f.Name, want)
	}
	if st := c.Stats(); st.Dropped != n-1 || st.Returned != 1 {
		t.Errorf("stats %+v: want %d dropped, 1 returned", st, n-1)
	}
	// Nothing new: Next waits until the context ends.
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	if _, err := c.Next(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Next with no new frame: %v, want context.DeadlineExceeded", err)
	}
}

func TestRPiCamSkipsUndecodable(t *testing.T) {
	c := fakeCamera(t, "bad-newest", 0)
	deadline := time.Now().Add(10 * time.Second)
	for c.Stats().Frames < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the fake camera's frames did not come")
		}
		time.Sleep(5 * time.Millisecond)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	f, err := c.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if i := frameIndex(t, f.Image); i != 2 {
		t.Errorf("frame %d, want 2 (the one after the bad one)", i)
	}
	st := c.Stats()
	if st.Corrupt != 1 || !errors.Is(st.LastBad, ErrUnreadable) {
		t.Errorf("stats %+v: want the undecodable frame counted, with ErrUnreadable", st)
	}
}

func TestRPiCamEarlyExit(t *testing.T) {
	c := fakeCamera(t, "exit", 0)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// The frame sent before the program died still comes.
	f, err := c.Next(ctx)
	if err != nil {
		t.Fatalf("first Next: %v", err)
	}
	if i := frameIndex(t, f.Image); i != 0 {
		t.Errorf("frame %d, want 0", i)
	}
	_, err = c.Next(ctx)
	if !errors.Is(err, ErrRPiCamExited) {
		t.Fatalf("Next after the program died: %v, want ErrRPiCamExited", err)
	}
	for _, want := range []string{"exit status 3", "no cameras available", "libcamera v0.1.0"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\nwant %q in it", err, want)
		}
	}
	if strings.Count(err.Error(), "\n") > 8 {
		t.Errorf("error has more than the tail of the program's messages:\n%v", err)
	}
	// The error stays.
	if _, err2 := c.Next(ctx); !errors.Is(err2, ErrRPiCamExited) {
		t.Errorf("Next again: %v", err2)
	}
	if err := c.Close(); err != nil {
		t.Errorf("Close after exit: %v", err)
	}
}

func TestRPiCamClose(t *testing.T) {
	for _, mode := range []string{"stream", "stubborn"} {
		t.Run(mode, func(t *testing.T) {
			c := fakeCamera(t, mode, 0)
			c.grace = 300 * time.Millisecond
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if _, err := c.Next(ctx); err != nil {
				t.Fatal(err)
			}
			// A Next waiting when Close comes returns.
			waiting := make(chan error, 1)
			go func() {
				for {
					if _, err := c.Next(ctx); err != nil {
						waiting <- err
						return
					}
				}
			}()
			start := time.Now()
			if err := c.Close(); err != nil {
				t.Fatalf("Close: %v", err)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("Close took %v", d)
			}
			if c.cmd.ProcessState == nil {
				t.Error("Close returned before the program ended")
			}
			if err := <-waiting; !errors.Is(err, os.ErrClosed) {
				t.Errorf("waiting Next: %v, want os.ErrClosed", err)
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
