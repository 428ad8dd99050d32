package skirmish_test

import (
	"testing"

	"mecanoid/game/skirmish"
	"mecanoid/tag"
	"mecanoid/vision"
)

// TestLayout: the scanner's layout of the crossing map is its playing
// area, its plots in the map's order and its bridges.
func TestLayout(t *testing.T) {
	g, _ := crossingGame(t)
	m := g.Setup.Map
	l := skirmish.Layout(m)
	b := l.Board(tag.DefaultMarkers)
	if w, h := b.Size(); w != 700 || h != 500 {
		t.Errorf("area %gx%g mm, want the map's 700x500", w, h)
	}
	// Tiles of a plot's diameter (50 mm): 14 x 10 cover the area.
	if b.Tile != 50 || b.Columns != 14 || b.Rows != 10 || b.Markers != tag.DefaultMarkers {
		t.Errorf("board %+v", b)
	}
	if l.Faces(tag.Robot) {
		t.Error("a skirmish robot faces no direction that matters")
	}
	if len(l.Plots) != 24 || l.Plots[14] != (vision.Plot{ID: "C3", X: 280, Y: 310}) || len(l.Bridges) != len(m.Bridges) {
		t.Errorf("%d plots, the 15th %+v, %d bridges", len(l.Plots), l.Plots[14], len(l.Bridges))
	}
	if id := l.PlotOf(vision.Piece{Col: 15}); id != "C3" {
		t.Errorf("piece on col 15: plot %q, want C3", id)
	}
}
