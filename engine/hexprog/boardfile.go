package hexprog

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"mecanoid/internal/textfile"
)

// ParseBoard reads a hex board file (format in docs/hexprog-format.md). name
// is used in error messages. Errors are *PosError wrapping ErrSyntax or ErrSetup.
func ParseBoard(name string, data []byte) (*Board, error) {
	errf := func(sentinel error, line, col int, format string, args ...any) error {
		return posErr(PosError{File: name, Line: line, Col: col, Err: sentinel}, format, args...)
	}
	b := &Board{HexSize: DefaultHexSize}
	type row struct {
		line  int
		words []textfile.Field
		tiles []HexTile
	}
	var rows []row
	sizeLine, sizeCols, sizeRows := 0, 0, 0
	sc := textfile.NewScanner(name, data)
	for sc.Scan() {
		line, text := sc.Line(), sc.Text()
		words := textfile.Fields(text, " \t")
		switch strings.ToLower(words[0].Text) {
		case "name":
			b.Name = strings.TrimSpace(text[words[0].Off+len(words[0].Text):])
			continue
		case "size":
			if len(words) != 2 {
				return nil, errf(ErrSyntax, line, words[0].Col, "size is written \"size COLSxROWS\", e.g. size 9x8")
			}
			size := words[1]
			w, h, ok := strings.Cut(strings.ToLower(size.Text), "x")
			c, err1 := strconv.Atoi(w)
			r, err2 := strconv.Atoi(h)
			if !ok || err1 != nil || err2 != nil {
				return nil, errf(ErrSyntax, line, size.Col, "size %q: want COLSxROWS, e.g. 9x8", size.Text)
			}
			if c < 1 || r < 1 || c > MaxBoardSide || r > MaxBoardSide {
				return nil, errf(ErrSetup, line, size.Col, "size %dx%d: columns and rows are 1..%d", c, r, MaxBoardSide)
			}
			sizeLine, sizeCols, sizeRows = line, c, r
			continue
		case "hexsize":
			if len(words) != 2 {
				return nil, errf(ErrSyntax, line, words[0].Col, "hexsize is written \"hexsize MM\", e.g. hexsize 60")
			}
			mm := words[1]
			v, err := strconv.ParseFloat(strings.TrimSuffix(strings.ToLower(mm.Text), "mm"), 64)
			if err != nil || v < 20 || v > 300 {
				return nil, errf(ErrSetup, line, mm.Col, "hexsize %q: want millimetres between opposite sides, 20..300", mm.Text)
			}
			b.HexSize = v
			continue
		}
		r := row{line: line, words: words}
		for _, w := range words {
			t, msg := parseTile(w.Text)
			if msg != "" {
				return nil, errf(ErrSyntax, line, w.Col, "%s", msg)
			}
			r.tiles = append(r.tiles, t)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, errf(ErrSyntax, err.Line, 0, "%s", err.Msg)
	}
	if len(rows) == 0 {
		return nil, errf(ErrSyntax, 1, 0, "no hexes: write the board one row per line (see docs/hexprog-format.md)")
	}
	b.Cols, b.Rows = len(rows[0].tiles), len(rows)
	for i, r := range rows {
		if len(r.tiles) != b.Cols {
			col := 0
			if len(r.tiles) > b.Cols {
				col = r.words[b.Cols].Col
			}
			return nil, errf(ErrSyntax, r.line, col, "row %d has %d hexes, want %d (as row 1)", i+1, len(r.tiles), b.Cols)
		}
	}
	if b.Cols > MaxBoardSide || b.Rows > MaxBoardSide {
		return nil, errf(ErrSetup, rows[0].line, 0, "the grid is %dx%d; boards are at most %dx%d", b.Cols, b.Rows, MaxBoardSide, MaxBoardSide)
	}
	if sizeLine > 0 && (sizeCols != b.Cols || sizeRows != b.Rows) {
		return nil, errf(ErrSetup, sizeLine, 0, "size %dx%d, but the grid is %dx%d (columns x rows)", sizeCols, sizeRows, b.Cols, b.Rows)
	}
	for _, r := range rows {
		b.Tiles = append(b.Tiles, r.tiles...)
	}
	if len(b.Cells()) == 0 {
		return nil, errf(ErrSetup, rows[0].line, 0, "every hex is void (-): the board has no hex")
	}
	return b, nil
}

const tileHelp = "(hexes: . plain, @ start, - no hex, ~ lake, Z lightning, g camp hex, G camp start, Sr/Tb/Cg shapes; see docs/hexprog-format.md)"

// parseTile reads one hex of the grid; msg says what is wrong.
func parseTile(tok string) (HexTile, string) {
	switch tok {
	case ".":
		return HexTile{Terrain: Plain}, ""
	case "@":
		return HexTile{Terrain: Plain, Start: true}, ""
	case "-":
		return HexTile{Terrain: Void}, ""
	case "~":
		return HexTile{Terrain: Lake, Colour: "blue"}, ""
	case "Z":
		return HexTile{Terrain: Lightning, Colour: "yellow"}, ""
	}
	if len(tok) == 1 {
		c := tok[0]
		if col, ok := colourByLetter(c | 0x20); ok && c < 0x80 {
			return HexTile{Terrain: Plain, Colour: col, Start: c < 'a'}, ""
		}
	}
	if len(tok) == 2 {
		for _, s := range shapeTable {
			if tok[0] == s.letter {
				col, ok := colourByLetter(tok[1])
				if !ok {
					return HexTile{}, fmt.Sprintf("shape %q: the second letter is its colour, one of r b g y v o k w p", tok)
				}
				return HexTile{Terrain: Shape, Colour: col, Shape: s.s}, ""
			}
		}
	}
	return HexTile{}, fmt.Sprintf("unknown hex %q %s", tok, tileHelp)
}

// Symbol is the hex as written in a board file.
func (h HexTile) Symbol() string {
	switch h.Terrain {
	case Void:
		return "-"
	case Lake:
		return "~"
	case Lightning:
		return "Z"
	case Shape:
		for _, s := range shapeTable {
			if s.s == h.Shape {
				return string(s.letter) + string(h.Colour.letter())
			}
		}
		return "?"
	}
	switch {
	case h.Colour != "" && h.Start:
		return strings.ToUpper(string(h.Colour.letter()))
	case h.Colour != "":
		return string(h.Colour.letter())
	case h.Start:
		return "@"
	}
	return "."
}

// MarshalBoard writes b in the board file format; ParseBoard reads it back.
func MarshalBoard(b *Board) []byte {
	var buf bytes.Buffer
	if b.Name != "" {
		fmt.Fprintf(&buf, "name %s\n", b.Name)
	}
	fmt.Fprintf(&buf, "size %dx%d\n", b.Cols, b.Rows)
	if b.HexSize != DefaultHexSize && b.HexSize > 0 {
		fmt.Fprintf(&buf, "hexsize %s\n", strconv.FormatFloat(b.HexSize, 'f', -1, 64))
	}
	for r := 1; r <= b.Rows; r++ {
		var line strings.Builder
		for c := 1; c <= b.Cols; c++ {
			fmt.Fprintf(&line, "%-3s", b.Tile(Cell{c, r}).Symbol())
		}
		buf.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return buf.Bytes()
}
