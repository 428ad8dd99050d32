package synth

import (
	"image"
	"math"
	"testing"
	"time"
)

// TestLiveScene: a LiveTable of another game's scene (here DR2D's own
// photos behind a LiveScene) draws every position with the scene's
// Render, each piece laid as the scene says a hand lays it: off centre
// by no more than its Play, turned no more than Jitter (plus quarter
// turns, as AnyWay asks), a knocked piece pushed a third of Place askew (60 mm, not DR2D's tile).
func TestLiveScene(t *testing.T) {
	table := Options{Category: mustCategory(t, "easy"), Size: image.Pt(320, 180), Seed: 2}
	table.Category.Hand = false
	var renders []map[string]Laid
	sc := &LiveScene{
		Pieces: []Placement{{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}},
		Render: func(pieces []Placement, laid map[string]Laid) (*Photo, error) {
			renders = append(renders, laid)
			o := table
			o.laid, o.Pieces = laid, pieces
			return Generate(o)
		},
		Play:   func(string) float64 { return 3 },
		Jitter: 2, AnyWay: true, Place: 60,
	}
	lt, err := NewLiveTable(LiveOptions{Scene: sc, FPS: 10, Reach: 200 * time.Millisecond, Carry: 200 * time.Millisecond, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	defer lt.Close()
	if err := lt.Put(Placement{Payload: "MC1:DR2D:R:2", Col: 4, Row: 3, Facing: "E"}); err != nil {
		t.Fatal(err)
	}
	if err := lt.Knock("MC1:DR2D:R:1"); err != nil {
		t.Fatal(err)
	}
	// The start, R2 put down, R1 set back (drawn first), R1 knocked askew.
	if len(renders) != 4 {
		t.Fatalf("%d positions rendered, want 4", len(renders))
	}
	for i, laid := range renders {
		for p, l := range laid {
			off := math.Hypot(l.Off.X, l.Off.Y)
			if i == 3 && p == "MC1:DR2D:R:1" {
				if off < 20-3 || off > 20+3 {
					t.Errorf("R1 knocked %.1f mm askew, want a third of 60 mm, give or take its play", off)
				}
				continue
			}
			quarter := math.Mod(l.Turn+360+45, 90) - 45 // what is left once quarter turns are taken out
			if off > 3+1e-9 || math.Abs(quarter) > 2+1e-9 {
				t.Errorf("position %d: %s laid %.2f mm off, turned %.1f°: want at most 3 mm and 2° off a quarter turn", i, p, off, l.Turn)
			}
		}
	}
	if len(renders[1]) != 2 || len(renders[0]) != 1 {
		t.Errorf("laid pieces %d, then %d: want 1, then 2", len(renders[0]), len(renders[1]))
	}
	want := []Placement{{Payload: "MC1:DR2D:R:1", Col: 2, Row: 2, Facing: "N"}, {Payload: "MC1:DR2D:R:2", Col: 4, Row: 3, Facing: "E"}}
	for !lt.Played() {
		if _, err := lt.NextEncoded(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	if got := lt.Pieces(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("pieces %+v, want %+v", got, want)
	}
}
