package bench

import (
	"image"
	"slices"
	"testing"

	"mecanoid/vision"
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
	wantRows := want
	for _, c := range synth.Categories {
		if c.Wide { // read without its lens file, and with
			wantRows++
		}
	}
	if len(rows) != wantRows || len(calls) != want || calls[0] != [2]int{1, want} || calls[want-1] != [2]int{want, want} {
		t.Errorf("%d rows, progress %v; want %d calls from 1/%d to %d/%d", len(rows), calls, want, want, want, want)
	}
}

// TestExpected: the bench expects what the referee does: every robot, and
// the law tokens no robot stands on.
func TestExpected(t *testing.T) {
	tr := synth.Truth{Pieces: []synth.Piece{
		{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2},
		{Payload: "MC1:DR2D:L:1", Col: 2, Row: 2}, // under robot 1
		{Payload: "MC1:DR2D:L:2", Col: 3, Row: 1},
	}}
	var got []string
	for _, p := range Expected(tr) {
		got = append(got, p.String())
	}
	if want := []string{"MC1:DR2D:R:1", "MC1:DR2D:L:2"}; !slices.Equal(got, want) {
		t.Errorf("expected %v, want %v", got, want)
	}
}

// TestWrongState: a piece missing, moved, turned or one too many is a
// wrong state; the truth read back is not.
func TestWrongState(t *testing.T) {
	tr := synth.Truth{Pieces: []synth.Piece{
		{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"},
		{Payload: "MC1:DR2D:L:2", Col: 3, Row: 1, Facing: "E"},
	}}
	right := []vision.Piece{{Text: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Text: "MC1:DR2D:L:2", Col: 3, Row: 1, Facing: "E"}}
	if w := wrongState(tr, &vision.State{Pieces: right}); w != "" {
		t.Errorf("the truth read back: %q", w)
	}
	for name, ps := range map[string][]vision.Piece{
		"law missing":  right[:1],
		"robot turned": {{Text: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "W"}, right[1]},
		"robot moved":  {{Text: "MC1:DR2D:R:1", Col: 2, Row: 3, Facing: "N"}, right[1]},
		"one too many": append(append([]vision.Piece{}, right...), vision.Piece{Text: "MC1:DR2D:R:2", Col: 1, Row: 1}),
	} {
		if w := wrongState(tr, &vision.State{Pieces: ps}); w == "" {
			t.Errorf("%s: counted right", name)
		}
	}
	if p := percentile([]float64{5, 1, 4, 2, 3}, 95); p != 5 {
		t.Errorf("p95 of 1..5 = %v, want 5", p)
	}
	if p := percentile([]float64{5, 1, 4, 2, 3}, 50); p != 3 {
		t.Errorf("p50 of 1..5 = %v, want 3", p)
	}
}
