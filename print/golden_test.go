package print

import (
	"os"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

func benchBoard(t testing.TB) *dr2d.Board {
	t.Helper()
	return parseFile(t, "testdata/bench.board", dr2d.ParseBoard)
}

func benchGame(t testing.TB) *dr2d.Game {
	t.Helper()
	return parseFile(t, "testdata/bench-game.json", func(name string, data []byte) (*dr2d.Game, error) {
		return dr2d.ParseGame(name, data, os.ReadFile)
	})
}

// benchPrint prints the bench board on two sheets side by side: small
// corner markers keep it to one row.
func benchPrint() BoardPrint {
	o := DefaultBoardPrint()
	o.Markers = tag.Markers{Size: 20, Gap: 3}
	return o
}
