package tiles

import (
	"image"
	"math"
	"testing"

	"mecanoid/calibration"
	rules "mecanoid/engine/tiles"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// TestGeneratePhotoTruth: each tile's tag in the J10 of its place turned
// its way (J10 is the south-east cell of a tile facing N, the south-west
// of one facing E, the north-west facing S, the north-east facing W), a
// hand's 1.5 mm and 1.5° off; each figurine on its cell, standing; the
// markers of the 540 x 360 mm area where print puts them; the same bytes
// for the same options.
func TestGeneratePhotoTruth(t *testing.T) {
	set := valdor(t)
	all := SetCopies(set)
	o := PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 5, Set: set, Cols: 3, Rows: 2,
		Tiles: []PhotoTile{
			{Print: all[0], Col: 0, Row: 0, Facing: rules.North},
			{Print: all[1], Col: 1, Row: 0, Facing: rules.East},
			{Print: all[3], Col: 2, Row: 1, Facing: rules.South},
			{Print: all[5], Col: 0, Row: 1, Facing: rules.West},
		},
		Figurines: []PhotoFigurine{{ID: 1, Col: 5, Row: 5}, {ID: 2, Col: 22, Row: 14}},
	}
	ph, err := GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	synthtest.CheckPhoto(t, ph, PhotoFrame, func() (*synth.Photo, error) { return GeneratePhoto(o) })
	tr := ph.Truth
	if w, h := tr.Board.Size(); w != 540 || h != 360 || tr.Board.Tile != 18 || tr.Board.Columns != 30 {
		t.Errorf("board %+v", tr.Board)
	}
	if len(tr.Markers) != 4 || tr.Markers[2].Payload != "MC1:SIMU:C:2" || tr.Markers[2].Board != (calibration.Point{X: 565, Y: 385}) {
		t.Errorf("markers %+v", tr.Markers)
	}
	if len(tr.Pieces) != 6 {
		t.Fatalf("%d pieces", len(tr.Pieces))
	}
	j10 := [][2]int{{10, 10}, {11, 10}, {21, 11}, {10, 11}} // area cells of each J10
	for i, p := range tr.Pieces[:4] {
		lt := o.Tiles[i]
		if p.Payload != TileTag(lt.Print.Tag).String() || p.Col != j10[i][0] || p.Row != j10[i][1] || p.Facing != lt.Facing.String() || p.Height != 0 {
			t.Errorf("tile %d: %+v, want its tag on cell %v facing %s", i, p, j10[i], lt.Facing)
		}
		if off := math.Abs(math.Remainder(p.Angle-float64(lt.Facing)*90, 360)); off > 1.5+1e-9 {
			t.Errorf("tile %d turned %.1f° off its facing", i, off)
		}
		// The tag's centre in its cell, 1.1 mm north of the middle as
		// printed (15 mm tag at the cell's top), a hand's 1.5 mm off.
		cx, cy := (float64(p.Col)-0.5)*18, (float64(p.Row)-0.5)*18
		if d := math.Hypot(p.Board.X-cx, p.Board.Y-cy); d > 1.14+1.5+0.05 {
			t.Errorf("tile %d's tag %.1f mm from its cell's centre", i, d)
		}
	}
	for i, p := range tr.Pieces[4:] {
		f := o.Figurines[i]
		cx, cy := (float64(f.Col)-0.5)*18, (float64(f.Row)-0.5)*18
		if p.Height != 30 || math.Hypot(p.Board.X-cx, p.Board.Y-cy) > 1+1e-9 {
			t.Errorf("figurine %d: %+v, want on cell [%d,%d]", f.ID, p, f.Col, f.Row)
		}
	}
}

// TestGeneratePhotoHand: a hand laying the last tile covers part of the
// photo, and the truth says which tags it hides.
func TestGeneratePhotoHand(t *testing.T) {
	set := valdor(t)
	all := SetCopies(set)
	o := PhotoOptions{Category: synthtest.Category(t, "easy"), Seed: 2, Set: set, Cols: 2, Rows: 1, Size: image.Pt(1600, 1200), Hand: true,
		Tiles: []PhotoTile{{Print: all[0]}, {Print: all[2], Col: 1, Facing: rules.South}}}
	ph, err := GeneratePhoto(o)
	if err != nil {
		t.Fatal(err)
	}
	if !ph.Truth.Hand {
		t.Error("no hand in the truth")
	}
	if _, err := GeneratePhoto(PhotoOptions{Set: set, Cols: 0, Rows: 1}); err == nil {
		t.Error("an area of no place made a photo")
	}
	if _, err := GeneratePhoto(PhotoOptions{Set: set, Cols: 1, Rows: 1, Tiles: []PhotoTile{{Print: TileCopy{Tile: set.Tiles[0]}}}}); err == nil {
		t.Error("a tile without its tag made a photo")
	}
}
