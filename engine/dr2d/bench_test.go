package dr2d_test

import (
	"testing"

	"mecanoid/engine/dr2d"
)

// BenchmarkResolveTurn resolves one turn of 8 robots on the all-tiles board.
func BenchmarkResolveTurn(b *testing.B) {
	board := mustBoard(b, "../../boards/factory.board")
	var robots []dr2d.Robot
	starts := []dr2d.Cell{{X: 1, Y: 1}, {X: 4, Y: 1}, {X: 7, Y: 1}, {X: 10, Y: 1}, {X: 1, Y: 12}, {X: 4, Y: 12}, {X: 9, Y: 12}, {X: 12, Y: 12}}
	for i, c := range starts {
		facing := dr2d.South
		if c.Y == 12 {
			facing = dr2d.North
		}
		robots = append(robots, dr2d.Robot{ID: i + 1, Cell: c, Facing: facing, PC: 7})
	}
	s, err := dr2d.NewState(board, 0, [3]dr2d.Cell{}, robots)
	if err != nil {
		b.Fatal(err)
	}
	moves := []string{"F", "F", "LF", "FR", "B"}
	progs := map[int]dr2d.Program{}
	for _, r := range robots {
		var p dr2d.Program
		for i, m := range moves {
			p.Cartridge[(i+r.ID)%5], _ = dr2d.ParseMove(m)
		}
		progs[r.ID] = p
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := dr2d.Resolve(s, progs); err != nil {
			b.Fatal(err)
		}
	}
}
