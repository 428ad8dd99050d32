// Package boardview is what the web page draws of a DR2D board
// (referee/web's Options.Board): the board read here, so that the page
// needs no board file parser. It imports only the engine, so that the
// shared packages' tests may use it.
package boardview

import (
	"strings"

	rules "mecanoid/engine/dr2d"
)

// pageBoard is a board for the page: tiles as board file symbols, walls
// inside the board. The page's board.js draws it.
type pageBoard struct {
	Name    string       `json:"name,omitempty"`
	Width   int          `json:"width"`
	Height  int          `json:"height"`
	Layouts [][][]string `json:"layouts"` // [layout][y-1][x-1] symbol, docs/board-format.md
	Walls   [][3]any     `json:"walls"`   // [x, y, "E" or "S"]: the wall on that edge of the cell
	Lasers  [][3]any     `json:"lasers"`  // [x, y, beam direction]
	Error   string       `json:"error,omitempty"`
}

// Of is the board of a board file's lines as the page draws it (a
// JSON value); a board that does not read is its error, which the page
// says.
func Of(lines []string) any {
	b, err := rules.ParseBoard("board", []byte(strings.Join(lines, "\n")))
	if err != nil {
		return pageBoard{Error: err.Error(), Layouts: [][][]string{}, Walls: [][3]any{}, Lasers: [][3]any{}}
	}
	wb := pageBoard{Name: b.Name, Width: b.Width, Height: b.Height, Walls: [][3]any{}, Lasers: [][3]any{}}
	for l := range b.Layouts {
		rows := make([][]string, b.Height)
		for y := 1; y <= b.Height; y++ {
			for x := 1; x <= b.Width; x++ {
				rows[y-1] = append(rows[y-1], b.Tile(l, rules.Cell{X: x, Y: y}).Symbol())
			}
		}
		wb.Layouts = append(wb.Layouts, rows)
	}
	for y := 1; y <= b.Height; y++ {
		for x := 1; x <= b.Width; x++ {
			c := rules.Cell{X: x, Y: y}
			if x < b.Width && b.Wall(c, rules.East) {
				wb.Walls = append(wb.Walls, [3]any{x, y, "E"})
			}
			if y < b.Height && b.Wall(c, rules.South) {
				wb.Walls = append(wb.Walls, [3]any{x, y, "S"})
			}
		}
	}
	for _, l := range b.Lasers {
		wb.Lasers = append(wb.Lasers, [3]any{l.Cell.X, l.Cell.Y, l.Dir.String()})
	}
	return wb
}
