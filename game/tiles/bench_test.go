package tiles

import (
	"fmt"
	"image"
	"reflect"
	"testing"

	rules "mecanoid/engine/tiles"
	"mecanoid/vision/synth"
	"mecanoid/vision/synth/synthtest"
)

// BenchmarkReadTable photographs the 3 x 2 table of TestReadEachFacing in
// each category at 2400 x 1800 and 3264 x 2448, three seeds each, and
// reports how many photos read right, were refused (a rescan) or read
// wrong, and the time of a scan (docs/referee-tiles.md, "The camera a
// table needs"): go test -run '^$' -bench ReadTable -benchtime 1x ./game/tiles/
func BenchmarkReadTable(b *testing.B) {
	set := valdor(b)
	a := valdorArea(b)
	tb, want := eachFacing()
	for _, size := range []image.Point{PhotoFrame, image.Pt(3264, 2448)} {
		for _, cat := range []string{"easy", "perspective", "lighting", "blur-noise", "occlusion", "hard"} {
			b.Run(fmt.Sprintf("%dx%d/%s", size.X, size.Y, cat), func(b *testing.B) {
				var photos []*synth.Photo
				for seed := uint64(1); seed <= 3; seed++ {
					photos = append(photos, photo(b, set, a, tb, func(o *PhotoOptions) { o.Category, o.Size, o.Seed = synthtest.Category(b, cat), size, seed }))
				}
				b.ResetTimer()
				for range b.N {
					right, rescan, wrong := 0, 0, 0
					for _, ph := range photos {
						seen, ps, _ := scan(b, set, a, ph)
						switch {
						case len(ps) > 0:
							rescan++
						case reflect.DeepEqual(seen, want):
							right++
						default:
							wrong++
						}
					}
					b.ReportMetric(float64(right), "right")
					b.ReportMetric(float64(rescan), "rescans")
					b.ReportMetric(float64(wrong), "wrong")
				}
			})
		}
	}
}

// eachFacing is TestReadEachFacing's table: four tiles turned the four
// ways, two characters, and what reading it must give.
func eachFacing() (table, Seen) {
	tb := table{
		tiles: []rules.Placed{
			{At: rules.Pos{X: 0, Y: 0}, Tile: 0, Copy: 1, Facing: rules.North},
			{At: rules.Pos{X: 1, Y: 0}, Tile: 1, Copy: 1, Facing: rules.East},
			{At: rules.Pos{X: -1, Y: 1}, Tile: 2, Copy: 2, Facing: rules.South},
			{At: rules.Pos{X: 0, Y: 1}, Tile: 3, Copy: 1, Facing: rules.West},
		},
		chars: []rules.Character{
			{Name: "Aldo", At: rules.Pos{X: 1, Y: 0}, Cell: rules.Cell{Col: 1, Row: 5}},
			{Name: "Béa", At: rules.Pos{X: -1, Y: 1}, Cell: rules.Cell{Col: 3, Row: 9}},
		},
	}
	var want Seen
	for _, pl := range tb.tiles {
		want.Tiles = append(want.Tiles, SeenTile{Copy: rules.Copy{Tile: pl.Tile, Copy: pl.Copy}, At: pl.At, Facing: pl.Facing})
	}
	for _, ch := range tb.chars {
		want.Characters = append(want.Characters, SeenCharacter{Name: ch.Name, Where: ch.Where()})
	}
	return tb, want
}
