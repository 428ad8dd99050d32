// Package dr2dtest makes random DR2D boards and moves for property tests:
// the engine's own, and those of its readers (the referee says every
// event of random games). The same generator with the same seed gives
// the same boards everywhere.
package dr2dtest

import (
	"math/rand"
	"slices"

	"mecanoid/engine/dr2d"
)

// RandomBoard makes a board with every kind of tile, walls and lasers
// scattered at random, and the three laws on neutral tiles.
func RandomBoard(rng *rand.Rand) *dr2d.Board {
	w, h := 4+rng.Intn(9), 4+rng.Intn(9)
	b := dr2d.NewBoard("random", w, h)
	layouts := 1 + rng.Intn(3)
	b.Layouts = make([][]dr2d.Tile, layouts)
	for l := range b.Layouts {
		b.Layouts[l] = make([]dr2d.Tile, w*h)
		for i := range b.Layouts[l] {
			if rng.Intn(3) == 0 {
				continue // keep a third neutral
			}
			t := dr2d.Tile{Kind: dr2d.TileKind(rng.Intn(int(dr2d.Press) + 1)), Dir: dr2d.Dir(rng.Intn(4)), Sense: dr2d.Clockwise}
			if rng.Intn(2) == 0 {
				t.Sense = dr2d.CounterClockwise
			}
			switch t.Kind {
			case dr2d.Repair:
				t.Amount = 1 + rng.Intn(2)
				t.Dir, t.Sense = 0, 0
			case dr2d.Conveyor, dr2d.Pusher:
				t.Sense = 0
			case dr2d.RotatingConveyor:
			case dr2d.Turntable:
				t.Dir = 0
			default:
				t.Dir, t.Sense = 0, 0
			}
			b.Layouts[l][i] = t
		}
	}
	for n := rng.Intn(w * h / 3); n > 0; n-- {
		b.SetWall(dr2d.Cell{X: 1 + rng.Intn(w), Y: 1 + rng.Intn(h)}, dr2d.Dir(rng.Intn(4)))
	}
	for n := rng.Intn(4); n > 0; n-- {
		c := dr2d.Cell{X: 1 + rng.Intn(w), Y: 1 + rng.Intn(h)}
		d := dr2d.Dir(rng.Intn(4))
		if slices.Contains(b.Lasers, dr2d.Laser{Cell: c, Dir: d}) {
			continue
		}
		b.Lasers = append(b.Lasers, dr2d.Laser{Cell: c, Dir: d})
		b.SetWall(c, d.Opposite())
	}
	// Laws: the first neutral cells found from random starting points.
	for law := 0; law < 3; law++ {
		for tries := 0; tries < 1000; tries++ {
			c := dr2d.Cell{X: 1 + rng.Intn(w), Y: 1 + rng.Intn(h)}
			if b.Neutral(c) && c != b.Laws[0] && c != b.Laws[1] {
				b.Laws[law] = c
				break
			}
			if tries == 999 { // no neutral cell: make one
				for l := range b.Layouts {
					b.Layouts[l][b.Index(c)] = dr2d.Tile{}
				}
			}
		}
	}
	return b
}

// RandomMove is a move of a cartridge: a turn before, a step, a turn
// after, each at random.
func RandomMove(rng *rand.Rand) dr2d.Move {
	return dr2d.Move{Before: rng.Intn(5) - 2, Step: dr2d.Step(rng.Intn(3)), After: rng.Intn(5) - 2}
}
