package dr2d

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"mecanoid/internal/textfile"
)

// MaxBoardSide bounds the width and height a board file may declare.
const MaxBoardSide = 64

// ParseBoard reads a board file (format in docs/board-format.md). name is used
// in error messages. Errors are *PosError wrapping ErrSyntax or ErrSetup.
func ParseBoard(name string, data []byte) (*Board, error) {
	p := boardParser{file: name}
	if err := p.parse(data); err != nil {
		return nil, err
	}
	return p.finish()
}

// MarshalBoard writes b in the board file format; ParseBoard reads it back.
func MarshalBoard(b *Board) []byte {
	var buf bytes.Buffer
	if b.Name != "" {
		fmt.Fprintf(&buf, "name %s\n", b.Name)
	}
	fmt.Fprintf(&buf, "size %dx%d\n", b.Width, b.Height)
	// A laser is drawn in the grid where layout 1 has a neutral tile and no law;
	// the others are written on "laser" lines.
	drawn := map[Cell]Laser{}
	for _, ls := range b.Lasers {
		if _, dup := drawn[ls.Cell]; !dup && b.Tile(0, ls.Cell).Kind == Neutral && b.lawAt(ls.Cell) == 0 {
			drawn[ls.Cell] = ls
		}
	}
	for l := range b.Layouts {
		fmt.Fprintf(&buf, "layout %d\n", l+1)
		for y := 1; y <= b.Height; y++ {
			var row strings.Builder
			for x := 1; x <= b.Width; x++ {
				c := Cell{x, y}
				sym := b.Tile(l, c).Symbol()
				if ls, ok := drawn[c]; ok && l == 0 {
					sym = "L" + string("^>v<"[ls.Dir])
				}
				for i, law := range b.Laws {
					if law == c && l == 0 {
						sym = strconv.Itoa(i + 1)
					}
				}
				if y < b.Height && b.walls[b.Index(c)]&(1<<South) != 0 {
					sym += "_"
				}
				if x > 1 {
					if b.walls[b.Index(c)]&(1<<West) != 0 {
						row.WriteString("|")
					} else {
						row.WriteString(" ")
					}
				}
				fmt.Fprintf(&row, "%-3s", sym)
			}
			buf.WriteString(strings.TrimRight(row.String(), " "))
			buf.WriteString("\n")
		}
	}
	for _, ls := range b.Lasers {
		if drawn[ls.Cell] != ls {
			fmt.Fprintf(&buf, "laser %d %d %s\n", ls.Cell.X, ls.Cell.Y, ls.Dir)
		}
	}
	return buf.Bytes()
}

type gridRow struct {
	line   int
	tokens []gridToken
	walls  []int // indices i: a wall between token i-1 and token i (0 and len: board edge)
}

type gridToken struct {
	text string
	col  int
}

type boardParser struct {
	file          string
	name          string
	width, height int
	sizeLine      int
	layouts       [][]gridRow
	layoutLines   []int
	extraLasers   []laserWrite
}

// laserWrite is one place a board file writes a laser: a grid token or a
// "laser" line, in the layout whose lines it stands among (a laser line
// before the first layout's rows belongs to the first).
type laserWrite struct {
	laser     Laser
	layout    int
	line, col int
}

func (p *boardParser) errf(sentinel error, line, col int, format string, args ...any) error {
	return posErr(PosError{File: p.file, Line: line, Col: col, Err: sentinel}, format, args...)
}

func (p *boardParser) parse(data []byte) error {
	sc := textfile.NewScanner(p.file, data)
	for sc.Scan() {
		line, text := sc.Line(), sc.Text()
		fields := strings.Fields(text)
		if len(fields) == 0 { // blanks other than spaces and tabs
			continue
		}
		switch fields[0] {
		case "name":
			p.name = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "name"))
			continue
		case "size":
			if err := p.parseSize(fields, line, text); err != nil {
				return err
			}
			continue
		case "layout":
			p.layouts = append(p.layouts, nil)
			p.layoutLines = append(p.layoutLines, line)
			continue
		case "laser":
			if err := p.parseLaserLine(fields, line, text); err != nil {
				return err
			}
			continue
		}
		if len(p.layouts) == 0 {
			p.layouts = append(p.layouts, nil)
			p.layoutLines = append(p.layoutLines, line)
		}
		row := scanRow(text, line)
		l := len(p.layouts) - 1
		p.layouts[l] = append(p.layouts[l], row)
	}
	if err := sc.Err(); err != nil {
		return p.errf(ErrSyntax, err.Line, 0, "%s", err.Msg)
	}
	return nil
}

func (p *boardParser) parseSize(fields []string, line int, text string) error {
	col := strings.Index(text, "size") + 1
	if len(fields) != 2 {
		return p.errf(ErrSyntax, line, col, "size wants WIDTHxHEIGHT, as in \"size 12x12\"")
	}
	w, h, ok := strings.Cut(fields[1], "x")
	width, err1 := strconv.Atoi(w)
	height, err2 := strconv.Atoi(h)
	col = strings.Index(text, fields[1]) + 1
	if !ok || err1 != nil || err2 != nil {
		return p.errf(ErrSyntax, line, col, "size %q: want WIDTHxHEIGHT, as in \"size 12x12\"", fields[1])
	}
	if width < 2 || height < 2 || width > MaxBoardSide || height > MaxBoardSide {
		return p.errf(ErrSetup, line, col, "size %dx%d: each side must be 2..%d", width, height, MaxBoardSide)
	}
	p.width, p.height, p.sizeLine = width, height, line
	return nil
}

// parseLaserLine reads "laser X Y DIR", for a second laser on a cell.
func (p *boardParser) parseLaserLine(fields []string, line int, text string) error {
	col := strings.Index(text, "laser") + 1
	if len(fields) != 4 {
		return p.errf(ErrSyntax, line, col, "laser wants X Y DIR, as in \"laser 1 6 E\"")
	}
	x, err1 := strconv.Atoi(fields[1])
	y, err2 := strconv.Atoi(fields[2])
	d, ok := ParseDir(fields[3])
	if err1 != nil || err2 != nil || !ok {
		return p.errf(ErrSyntax, line, col, "laser %s %s %s: want X Y and one of N E S W", fields[1], fields[2], fields[3])
	}
	p.extraLasers = append(p.extraLasers, laserWrite{laser: Laser{Cell{x, y}, d},
		layout: max(len(p.layouts)-1, 0), line: line, col: col})
	return nil
}

// scanRow splits a grid line into tokens; '|' stands between tokens as a wall.
func scanRow(text string, line int) gridRow {
	row := gridRow{line: line}
	col := 0
	start := -1
	startCol := 0
	flush := func(end int) {
		if start >= 0 {
			row.tokens = append(row.tokens, gridToken{text[start:end], startCol})
			start = -1
		}
	}
	for i, r := range text {
		col++
		switch {
		case r == '|':
			flush(i)
			if len(row.walls) == 0 || row.walls[len(row.walls)-1] != len(row.tokens) {
				row.walls = append(row.walls, len(row.tokens))
			}
		case r == ' ' || r == '\t':
			flush(i)
		default:
			if start < 0 {
				start, startCol = i, col
			}
		}
	}
	flush(len(text))
	return row
}

// parseTile reads one grid token without its wall suffix.
func parseTile(s string) (t Tile, laser *Dir, law Law, ok bool) {
	arrow := func(r byte) (Dir, bool) {
		i := strings.IndexByte("^>v<", r)
		return Dir(i), i >= 0
	}
	switch len(s) {
	case 1:
		switch s {
		case ".":
			return Tile{}, nil, 0, true
		case "O":
			return Tile{Kind: Pothole}, nil, 0, true
		case "A":
			return Tile{Kind: Actuator}, nil, 0, true
		case "X":
			return Tile{Kind: Press}, nil, 0, true
		case "1", "2", "3":
			return Tile{}, nil, Law(s[0] - '0'), true
		}
		if d, ok := arrow(s[0]); ok {
			return Tile{Kind: Conveyor, Dir: d}, nil, 0, true
		}
	case 2:
		if d, ok := arrow(s[0]); ok {
			switch s[1] {
			case '+':
				return Tile{Kind: RotatingConveyor, Dir: d, Sense: Clockwise}, nil, 0, true
			case '-':
				return Tile{Kind: RotatingConveyor, Dir: d, Sense: CounterClockwise}, nil, 0, true
			}
			return Tile{}, nil, 0, false
		}
		switch s {
		case "R1":
			return Tile{Kind: Repair, Amount: 1}, nil, 0, true
		case "R2":
			return Tile{Kind: Repair, Amount: 2}, nil, 0, true
		case "T+":
			return Tile{Kind: Turntable, Sense: Clockwise}, nil, 0, true
		case "T-":
			return Tile{Kind: Turntable, Sense: CounterClockwise}, nil, 0, true
		}
		d, ok := arrow(s[1])
		if !ok {
			return Tile{}, nil, 0, false
		}
		switch s[0] {
		case 'P':
			return Tile{Kind: Pusher, Dir: d}, nil, 0, true
		case 'L':
			return Tile{}, &d, 0, true
		}
	}
	return Tile{}, nil, 0, false
}

func (p *boardParser) finish() (*Board, error) {
	if len(p.layouts) == 0 {
		return nil, p.errf(ErrSyntax, 0, 0, "no board rows: write one line of tiles per row (see docs/board-format.md)")
	}
	for l, rows := range p.layouts {
		if len(rows) == 0 {
			return nil, p.errf(ErrSyntax, p.layoutLines[l], 1, "layout %d has no rows", l+1)
		}
	}
	first := p.layouts[0]
	if p.width == 0 {
		p.width, p.height = len(first[0].tokens), len(first)
		if p.width < 2 || p.height < 2 || p.width > MaxBoardSide || p.height > MaxBoardSide {
			return nil, p.errf(ErrSetup, first[0].line, 1, "board of %dx%d cells: each side must be 2..%d", p.width, p.height, MaxBoardSide)
		}
	}
	b := NewBoard(p.name, p.width, p.height)
	b.Layouts = make([][]Tile, len(p.layouts))
	lawAt := map[Law]struct {
		cell      Cell
		line, col int
	}{}
	laserSeen := map[Laser]bool{}
	// Where each layout writes each cell (tileLine, tileCol: [layout][index])
	// and every laser written, for the checks that need the whole board and
	// must point at the place at fault.
	tileLine := make([][]int, len(p.layouts))
	tileCol := make([][]int, len(p.layouts))
	var laserWrites []laserWrite
	for l, rows := range p.layouts {
		if len(rows) != p.height {
			last := rows[len(rows)-1]
			return nil, p.errf(ErrSetup, last.line, 1, "layout %d has %d rows, want %d", l+1, len(rows), p.height)
		}
		tiles := make([]Tile, p.width*p.height)
		tileLine[l], tileCol[l] = make([]int, len(tiles)), make([]int, len(tiles))
		for y, row := range rows {
			if len(row.tokens) != p.width {
				col := 1
				if len(row.tokens) > p.width {
					col = row.tokens[p.width].col
				}
				return nil, p.errf(ErrSetup, row.line, col, "row %d has %d cells, want %d", y+1, len(row.tokens), p.width)
			}
			for _, w := range row.walls {
				if w > 0 && w < p.width {
					b.SetWall(Cell{w, y + 1}, East)
				}
			}
			for x, tok := range row.tokens {
				c := Cell{x + 1, y + 1}
				text := tok.text
				if strings.HasSuffix(text, "_") {
					text = strings.TrimSuffix(text, "_")
					if y+1 < p.height {
						b.SetWall(c, South)
					}
				}
				tile, laser, law, ok := parseTile(text)
				if !ok {
					return nil, p.errf(ErrSyntax, row.line, tok.col, "unknown tile %q (see the legend in docs/board-format.md)", tok.text)
				}
				tiles[b.Index(c)] = tile
				tileLine[l][b.Index(c)], tileCol[l][b.Index(c)] = row.line, tok.col
				if laser != nil {
					ls := Laser{c, *laser}
					laserWrites = append(laserWrites, laserWrite{ls, l, row.line, tok.col})
					if !laserSeen[ls] {
						laserSeen[ls] = true
						b.Lasers = append(b.Lasers, ls)
					}
				}
				if law != 0 {
					if prev, dup := lawAt[law]; dup && prev.cell != c {
						return nil, p.errf(ErrSetup, row.line, tok.col, "law %d placed twice: at %v and at %v (line %d)", law, c, prev.cell, prev.line)
					}
					lawAt[law] = struct {
						cell      Cell
						line, col int
					}{c, row.line, tok.col}
				}
			}
		}
		b.Layouts[l] = tiles
	}
	for _, e := range p.extraLasers {
		if !b.In(e.laser.Cell) {
			return nil, p.errf(ErrSetup, e.line, e.col, "laser at %v is off the %dx%d board", e.laser.Cell, b.Width, b.Height)
		}
		laserWrites = append(laserWrites, e)
		if !laserSeen[e.laser] {
			laserSeen[e.laser] = true
			b.Lasers = append(b.Lasers, e.laser)
		}
	}
	// A laser may be repeated in each layout (walls, lasers and laws belong
	// to the board), but written twice in one layout it is a slip: most
	// likely a "laser" line meant for a second laser in the cell, firing
	// another way. A second beam it cannot be: the rules count damage per
	// laser, and a cell holds one laser a direction (rules-dr2d.md).
	slices.SortStableFunc(laserWrites, func(a, b laserWrite) int {
		return cmp.Or(cmp.Compare(a.line, b.line), cmp.Compare(a.col, b.col))
	})
	type layoutLaser struct {
		layout int
		laser  Laser
	}
	firstWrite := map[layoutLaser]laserWrite{}
	for _, w := range laserWrites {
		k := layoutLaser{w.layout, w.laser}
		if prev, dup := firstWrite[k]; dup {
			return nil, p.errf(ErrSetup, w.line, w.col, "laser at %v firing %v written twice in layout %d (first at line %d): a cell has one laser a direction; a second laser in it fires another way",
				w.laser.Cell, w.laser.Dir, w.layout+1, prev.line)
		}
		firstWrite[k] = w
	}
	for _, ls := range b.Lasers {
		b.SetWall(ls.Cell, ls.Dir.Opposite()) // a laser implies the wall at its back
	}
	for law := Law(1); law <= NumLaws; law++ { // in order: one error for one file
		at, ok := lawAt[law]
		if !ok {
			continue
		}
		if !b.Neutral(at.cell) {
			return nil, p.lawNotNeutral(b, law, at.cell, at.line, tileLine, tileCol, laserWrites)
		}
		b.Laws[law-1] = at.cell
	}
	return b, nil
}

// lawNotNeutral is the error for law, written at line of the file, on cell
// c that is not neutral in every layout: placed at what makes it so, the
// first layout's tile that is not neutral (it is there that the board is
// to be mended; the law's own cell is neutral where it is written), else
// the first laser written on c.
func (p *boardParser) lawNotNeutral(b *Board, law Law, c Cell, line int, tileLine, tileCol [][]int, lasers []laserWrite) error {
	const msg = "law %d at %v is not on a neutral tile in every layout: layout %d has %s there (the law is written at line %d)"
	for l := range b.Layouts {
		if t := b.Tile(l, c); t.Kind != Neutral {
			i, what := b.Index(c), t.Describe()
			if strings.ContainsRune("aeiou", rune(what[0])) {
				what = "an " + what
			} else {
				what = "a " + what
			}
			return p.errf(ErrSetup, tileLine[l][i], tileCol[l][i], msg, law, c, l+1, what, line)
		}
	}
	for _, w := range lasers {
		if w.laser.Cell == c {
			return p.errf(ErrSetup, w.line, w.col, msg, law, c, w.layout+1, fmt.Sprintf("a laser firing %v", w.laser.Dir), line)
		}
	}
	return p.errf(ErrSetup, line, 0, "law %d at %v is not on a neutral tile in every layout", law, c) // not reached: Neutral is tiles and lasers
}
