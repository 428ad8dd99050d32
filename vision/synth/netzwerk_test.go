package synth

import (
	"image"
	"math"
	"strings"
	"testing"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/tag"
)

// TestGenerateNetzwerkTruth: a photo of the starting position of a 6x6
// game, the default print (60 mm squares, 16 mm border: a 392 mm area):
// every piece in the truth, where its place is (robots within their
// square's free play, batteries within a quarter of their field's radius),
// at its height, and the same bytes again for the same options.
func TestGenerateNetzwerkTruth(t *testing.T) {
	start, err := nz.NewGame(nz.DefaultConfig, nz.Player1)
	if err != nil {
		t.Fatal(err)
	}
	o := NetzwerkOptions{Category: mustCategory(t, "easy"), Seed: 7, Pieces: start.Pieces()}
	ph, err := GenerateNetzwerk(o)
	if err != nil {
		t.Fatal(err)
	}
	checkPhoto(t, ph, image.Pt(1600, 1200), func() (*Photo, error) { return GenerateNetzwerk(o) })
	tr := ph.Truth
	if w, h := tr.Board.Size(); w != 392 || h != 392 || tr.Board.Columns != 6 || tr.Board.Tile != 60 {
		t.Errorf("board %+v: %gx%g mm", tr.Board, w, h)
	}
	if tilt := tr.Camera.Tilt(); tilt > 8+1e-6 {
		t.Errorf("camera tilted %.1f°, easy allows 8°", tilt)
	}
	if len(tr.Markers) != 4 || tr.Markers[2].Payload != "MC1:NETZ:C:2" || tr.Markers[2].Board.X != 392+5+20 || tr.Markers[2].Board.Y != 417 {
		t.Errorf("markers %+v", tr.Markers)
	}
	if len(tr.Pieces) != 26 {
		t.Fatalf("%d pieces, want 12 robots and 14 batteries", len(tr.Pieces))
	}
	for _, p := range tr.Pieces {
		pl, err := tag.Parse(p.Payload)
		if err != nil || pl.Game != tag.Netzwerk {
			t.Fatalf("%q: %v", p.Payload, err)
		}
		var want print.Pt
		var play, height float64
		if pl.Kind == tag.Robot {
			want = print.Pt{X: 16 + (float64(p.Col)-0.5)*60, Y: 16 + (float64(p.Row)-0.5)*60}
			play, height = (60-30*math.Sqrt2)/2*0.6, 30
			if sq, _ := start.Robot(pl.ID); sq.X != p.Col || sq.Y != p.Row {
				t.Errorf("%s on [%d,%d], the game has it on %v", p.Payload, p.Col, p.Row, sq)
			}
		} else {
			want = print.Pt{X: 16 + float64(p.Col)*60, Y: 16 + float64(p.Row)*60}
			play, height = 26.0/2*0.25, 1
			if k, _ := start.Battery(pl.ID); k.X != p.Col || k.Y != p.Row {
				t.Errorf("%s on [%d,%d], the game has it on %v", p.Payload, p.Col, p.Row, k)
			}
		}
		if d := math.Hypot(p.Board.X-want.X, p.Board.Y-want.Y); d > play+1e-9 {
			t.Errorf("%s %.1f mm from its place's centre, at most %.1f", p.Payload, d, play)
		}
		if p.Height != height {
			t.Errorf("%s at %g mm, want %g", p.Payload, p.Height, height)
		}
		if p.ModulePx < 1.2 {
			t.Errorf("%s: %.2f px per module", p.Payload, p.ModulePx)
		}
	}
}

func TestGenerateNetzwerkRefuses(t *testing.T) {
	easy := mustCategory(t, "easy")
	for _, c := range []struct {
		p    nz.Piece
		says string
	}{
		{nz.Piece{Kind: 'R', ID: 1, X: 0, Y: 3}, "robot 1 at [0,3]: not a square"},
		{nz.Piece{Kind: 'B', ID: 1, X: 7, Y: 3}, "battery 1 at [7,3]: not a corner"},
		{nz.Piece{Kind: 'L', ID: 1, X: 2, Y: 3}, "piece kind 'L'"},
	} {
		if _, err := GenerateNetzwerk(NetzwerkOptions{Category: easy, Pieces: []nz.Piece{c.p}}); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: err %v, want %q", c.p, err, c.says)
		}
	}
}
