package bench

import (
	"image"
	"testing"

	"mecanoid/vision/synth"
)

// TestVisionProgress: a bench says how far it is after each photo, to the
// last.
func TestVisionProgress(t *testing.T) {
	var calls [][2]int
	rows, err := Vision(Options{PerCell: 1, Sizes: []image.Point{{X: 640, Y: 480}}, Seed: 1,
		Progress: func(done, total int, category, size string) {
			calls = append(calls, [2]int{done, total})
			if size != "640x480" || category == "" {
				t.Errorf("progress names %q %q", category, size)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	want := len(synth.Categories)
	if len(rows) != want || len(calls) != want || calls[0] != [2]int{1, want} || calls[want-1] != [2]int{want, want} {
		t.Errorf("%d rows, progress %v; want %d calls from 1/%d to %d/%d", len(rows), calls, want, want, want, want)
	}
}
