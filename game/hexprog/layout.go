// The hex board as the scanner reads it.

package hexprog

import (
	rules "mecanoid/engine/hexprog"
	"mecanoid/vision"
)

// Layout is board b printed with hexes across mm between opposite sides
// (0: the board's own hexsize), laid out as BoardPrint's HexLayout
// lays it out: the scanner's hexes are the printed ones, and a place it
// reads, [col,row], is a rules.Cell.
func Layout(b *rules.Board, across float64) vision.HexLayout {
	grid, w, h := b.Layout(across)
	return vision.HexLayout{Cols: b.Cols, Rows: b.Rows, Hexes: b.Hexes(), Grid: grid, Width: w, Height: h}
}
