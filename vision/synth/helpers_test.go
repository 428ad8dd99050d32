package synth

import (
	"bytes"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
)

func mustCategory(t *testing.T, name string) Category {
	t.Helper()
	c, ok := CategoryByName(name)
	if !ok {
		t.Fatalf("no category %q", name)
	}
	return c
}

// fixture parses a file of the repository (path from its root) with parse.
func fixture[T any](t *testing.T, path string, parse func(name string, data []byte) (T, error)) T {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", path))
	if err != nil {
		t.Fatal(err)
	}
	v, err := parse(filepath.Base(path), data)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// checkPhoto checks what every generated photo must be: a frame of size
// with the truth saying so, a JPEG that decodes, and the same bytes when
// made again from the same options.
func checkPhoto(t *testing.T, ph *Photo, size image.Point, again func() (*Photo, error)) {
	t.Helper()
	if ph.Image.Bounds() != (image.Rectangle{Max: size}) || ph.Truth.Width != size.X || ph.Truth.Height != size.Y {
		t.Errorf("frame %v, truth %dx%d, want %v", ph.Image.Bounds(), ph.Truth.Width, ph.Truth.Height, size)
	}
	if _, err := jpeg.Decode(bytes.NewReader(ph.JPEG)); err != nil {
		t.Errorf("the JPEG does not decode: %v", err)
	}
	ph2, err := again()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ph2.JPEG, ph.JPEG) {
		t.Error("the same options gave another photo")
	}
}
