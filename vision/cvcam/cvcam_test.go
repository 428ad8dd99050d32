//go:build cgo

package cvcam

import (
	"context"
	"errors"
	"image"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gocv.io/x/gocv"
)

// testColours are the frames of the test video: a colour on the left half,
// its complement on the right, so a swap of red and blue or of the halves
// shows.
var testColours = []color.RGBA{
	{200, 40, 90, 255},
	{30, 180, 60, 255},
	{20, 50, 220, 255},
	{240, 240, 240, 255},
	{10, 10, 10, 255},
	{250, 140, 0, 255},
}

func complement(c color.RGBA) color.RGBA { return color.RGBA{255 - c.R, 255 - c.G, 255 - c.B, 255} }

// writeVideo writes the test frames as an MJPG .avi of w x h pixels.
func writeVideo(t *testing.T, path string, w, h int) {
	t.Helper()
	vw, err := gocv.VideoWriterFile(path, "MJPG", 10, w, h, true)
	if err != nil {
		t.Fatal(err)
	}
	if !vw.IsOpened() {
		t.Fatal("OpenCV cannot write an MJPG .avi")
	}
	for _, c := range testColours {
		m := gocv.NewMatWithSize(h, w, gocv.MatTypeCV8UC3)
		left := m.Region(image.Rect(0, 0, w/2, h))
		left.SetTo(gocv.NewScalar(float64(c.B), float64(c.G), float64(c.R), 0))
		left.Close()
		k := complement(c)
		right := m.Region(image.Rect(w/2, 0, w, h))
		right.SetTo(gocv.NewScalar(float64(k.B), float64(k.G), float64(k.R), 0))
		right.Close()
		if err := vw.Write(m); err != nil {
			t.Fatal(err)
		}
		m.Close()
	}
	if err := vw.Close(); err != nil {
		t.Fatal(err)
	}
}

// near: JPEG compression moves colours a little.
func near(t *testing.T, what string, got color.Color, want color.RGBA) {
	t.Helper()
	r, g, b, _ := got.RGBA()
	d := func(x uint32, y uint8) int {
		v := int(x>>8) - int(y)
		if v < 0 {
			v = -v
		}
		return v
	}
	if d(r, want.R) > 12 || d(g, want.G) > 12 || d(b, want.B) > 12 {
		t.Errorf("%s: colour (%d,%d,%d), want about (%d,%d,%d)", what, r>>8, g>>8, b>>8, want.R, want.G, want.B)
	}
}

func TestCameraVideoFile(t *testing.T) {
	const w, h = 160, 120
	path := filepath.Join(t.TempDir(), "table.avi")
	writeVideo(t, path, w, h)

	c, err := Open(path, Options{Width: 1920, Height: 1080}) // a file ignores the options
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Size() != image.Pt(w, h) {
		t.Errorf("Size %v, want %dx%d", c.Size(), w, h)
	}
	ctx := context.Background()
	for i, want := range testColours {
		f, err := c.Next(ctx)
		if err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
		if f.Image.Bounds() != image.Rect(0, 0, w, h) {
			t.Fatalf("frame %d: bounds %v", i, f.Image.Bounds())
		}
		if _, ok := f.Image.(*image.RGBA); !ok {
			t.Errorf("frame %d: %T, want *image.RGBA", i, f.Image)
		}
		near(t, "frame "+f.Name+" left", f.Image.At(w/4, h/2), want)
		near(t, "frame "+f.Name+" right", f.Image.At(3*w/4, h/2), complement(want))
		if !strings.HasSuffix(f.Name, "table.avi frame "+string(rune('1'+i))) || f.Time.IsZero() {
			t.Errorf("frame %d: name %q, time %v", i, f.Name, f.Time)
		}
	}
	if _, err := c.Next(ctx); err != io.EOF {
		t.Errorf("after the last frame: %v, want io.EOF", err)
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
}

func TestCameraContext(t *testing.T) {
	path := filepath.Join(t.TempDir(), "table.avi")
	writeVideo(t, path, 64, 48)
	c, err := Open(path, Options{})
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
	dir := t.TempDir()
	notVideo := filepath.Join(dir, "notes.avi")
	if err := os.WriteFile(notVideo, []byte("not a video at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, want string }{
		{filepath.Join(dir, "missing.avi"), "no such file"},
		{notVideo, "not a video"},
		{"/dev/video-mecanoid-none", "no such device"},
	} {
		c, err := Open(tc.name, Options{})
		if c != nil || !errors.Is(err, ErrOpen) || !strings.Contains(err.Error(), tc.want) ||
			!strings.Contains(err.Error(), tc.name) {
			t.Errorf("Open(%q) = %v, %v; want ErrOpen saying %q", tc.name, c, err, tc.want)
		}
	}
}

func TestSourceKind(t *testing.T) {
	for name, want := range map[string]string{
		"0": "index", "2": "index", "/dev/video0": "device", "/dev/v4l/by-id/usb-cam": "device",
		"rtsp://cam.local/stream": "url", "table.avi": "file", "-1": "file", "./0": "file",
	} {
		if got := sourceKind(name); got != want {
			t.Errorf("sourceKind(%q) = %s, want %s", name, got, want)
		}
	}
}

func TestMatToImage(t *testing.T) {
	scratch := gocv.NewMat()
	defer scratch.Close()

	gray, _ := gocv.NewMatFromBytes(2, 3, gocv.MatTypeCV8UC1, []byte{1, 2, 3, 4, 5, 6})
	defer gray.Close()
	img, err := matToImage(gray, &scratch)
	if err != nil {
		t.Fatal(err)
	}
	if g, ok := img.(*image.Gray); !ok || g.GrayAt(2, 1).Y != 6 || g.Bounds().Dx() != 3 {
		t.Errorf("gray: %T %v", img, img.Bounds())
	}

	bgr, _ := gocv.NewMatFromBytes(1, 2, gocv.MatTypeCV8UC3, []byte{10, 20, 30, 40, 50, 60})
	defer bgr.Close()
	if img, err = matToImage(bgr, &scratch); err != nil {
		t.Fatal(err)
	}
	if got := img.(*image.RGBA).RGBAAt(1, 0); got != (color.RGBA{60, 50, 40, 255}) {
		t.Errorf("BGR (40,50,60) → %v, want RGBA (60,50,40,255)", got)
	}

	bgra, _ := gocv.NewMatFromBytes(1, 1, gocv.MatTypeCV8UC4, []byte{10, 20, 30, 255})
	defer bgra.Close()
	if img, err = matToImage(bgra, &scratch); err != nil {
		t.Fatal(err)
	}
	if got := img.(*image.RGBA).RGBAAt(0, 0); got != (color.RGBA{30, 20, 10, 255}) {
		t.Errorf("BGRA → %v", got)
	}

	f32 := gocv.NewMatWithSize(1, 1, gocv.MatTypeCV32F)
	defer f32.Close()
	if _, err := matToImage(f32, &scratch); err == nil {
		t.Error("a float Mat converted without error")
	}
}
