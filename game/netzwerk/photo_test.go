package netzwerk

import (
	"errors"
	"image"
	"math"
	"strings"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/netzwerk"
	"mecanoid/print"
	"mecanoid/tag"
	"mecanoid/vision"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// TestGeneratePhotoTruth: a photo of the starting position of a 6x6
// game, the default print (60 mm squares, 16 mm border: a 392 mm area):
// every piece in the truth, where its place is (robots within their
// square's free play, batteries within a quarter of their field's radius),
// at its height, and the same bytes again for the same options.
func TestGeneratePhotoTruth(t *testing.T) {
	start, err := rules.NewGame(rules.DefaultConfig, rules.Player1)
	if err != nil {
		t.Fatal(err)
	}
	o := PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 7, Pieces: start.Pieces()}
	ph, err := GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	synthtest.CheckPhoto(t, ph, image.Pt(1600, 1200), func() (*synth.Photo, error) { return GeneratePhoto(o) })
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
		if err != nil || pl.Game != TagCode {
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

func TestGeneratePhotoRefuses(t *testing.T) {
	easy := synthtest.Category(t, "easy")
	for _, c := range []struct {
		p    rules.Piece
		says string
	}{
		{rules.Piece{Kind: 'R', ID: 1, X: 0, Y: 3}, "robot 1 at [0,3]: not a square"},
		{rules.Piece{Kind: 'B', ID: 1, X: 7, Y: 3}, "battery 1 at [7,3]: not a corner"},
		{rules.Piece{Kind: 'L', ID: 1, X: 2, Y: 3}, "piece kind 'L'"},
	} {
		if _, err := GeneratePhoto(PhotoOptions{Category: easy, Pieces: []rules.Piece{c.p}}); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: err %v, want %q", c.p, err, c.says)
		}
	}
}

// TestScanPhotos reads generated photos of a Netzwerk table in
// the middle of a game (robots on squares, batteries on corners, the
// default print at 1600x1200): each piece on its place, or a rescan
// request, never a wrong position.
func TestScanPhotos(t *testing.T) {
	pieces := []rules.Piece{{Kind: 'R', ID: 1, X: 1, Y: 3}, {Kind: 'R', ID: 4, X: 4, Y: 2}, {Kind: 'R', ID: 8, X: 2, Y: 3},
		{Kind: 'R', ID: 12, X: 6, Y: 3}, {Kind: 'B', ID: 1, X: 2, Y: 4}, {Kind: 'B', ID: 8, X: 1, Y: 3},
		{Kind: 'B', ID: 10, X: 2, Y: 2}, {Kind: 'B', ID: 11, X: 5, Y: 0}, {Kind: 'B', ID: 3, X: 2, Y: 6}, {Kind: 'B', ID: 14, X: 6, Y: 1}}
	def := DefaultBoardPrint()
	layout := vision.NetzwerkLayout{Columns: 6, Rows: 6, Square: def.Square, Field: def.Field, Border: def.Border}
	for _, c := range []struct {
		category string
		seed     uint64
		mustRead bool
	}{{"easy", 3, true}, {"easy", 4, true}, {"perspective", 5, false}, {"lighting", 6, false}} {
		t.Run(c.category, func(t *testing.T) {
			cat, _ := synth.CategoryByName(c.category)
			ph, err := GeneratePhoto(PhotoOptions{Category: cat, Seed: c.seed, Pieces: pieces})
			if err != nil {
				t.Fatal(err)
			}
			img, err := vision.DecodeImage("photo.jpg", ph.JPEG)
			if err != nil {
				t.Fatal(err)
			}
			sc := &vision.Scanner{Game: TagCode, Board: ph.Truth.Board, Layout: layout, Settings: calibration.Settings{TagHeight: 30}}
			for _, p := range pieces {
				sc.Expect = append(sc.Expect, tag.Payload{Game: TagCode, Kind: tag.Kind(p.Kind), ID: p.ID})
			}
			st, err := sc.Scan(img)
			if err != nil {
				if !c.mustRead && errors.Is(err, vision.ErrRescan) {
					t.Logf("refused: %v", err)
					return
				}
				t.Fatal(err)
			}
			got := map[string][2]int{}
			for _, p := range st.Pieces {
				got[p.Text] = [2]int{p.Col, p.Row}
			}
			for _, p := range pieces {
				text := tag.Payload{Game: TagCode, Kind: tag.Kind(p.Kind), ID: p.ID}.String()
				if g, ok := got[text]; !ok || g != [2]int{p.X, p.Y} {
					t.Errorf("%s read on %v (seen %v), truly [%d,%d]", text, g, ok, p.X, p.Y)
				}
			}
			if len(st.Pieces) != len(pieces) {
				t.Errorf("%d pieces read, %d on the table", len(st.Pieces), len(pieces))
			}
		})
	}
}
