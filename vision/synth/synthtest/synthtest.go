// Package synthtest holds the checks the game folders' tests make of the
// photos they generate through vision/synth (game/netzwerk, game/hexprog,
// game/skirmish, game/tiles), written once here rather than copied into
// each. Only tests import it. synth's own tests, inside the package, keep
// their helpers: they cannot import this package, which imports synth.
package synthtest

import (
	"bytes"
	"image"
	"image/jpeg"
	"testing"

	"mecanoid/vision/synth"
)

// Category is synth's category name (CategoryByName), or the test fails:
// the camera and troubles a test's photo is made with.
func Category(t testing.TB, name string) synth.Category {
	t.Helper()
	c, ok := synth.CategoryByName(name)
	if !ok {
		t.Fatalf("no category %q", name)
	}
	return c
}

// CheckPhoto checks what every generated photo must be: a frame of size
// with the truth saying so, a JPEG that decodes, and the same bytes when
// made again (again makes it from the same options). Call it on each
// generator's photo before checking the truth particular to the game.
func CheckPhoto(t testing.TB, ph *synth.Photo, size image.Point, again func() (*synth.Photo, error)) {
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
