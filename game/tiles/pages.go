package print

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// Tile sizes: a cell holds a figurine on its base; 18 mm cells make a
// tile of 180 mm, which fits an A4 or Letter sheet with its labels.
const (
	DefaultTileCell = 18.0
	MinTileCell     = 8.0
	MaxTileCell     = 60.0
)

// TilePrint says how to print SimulacreS tiles at true scale.
type TilePrint struct {
	Cell    float64 // side of a cell, mm
	Page    Page
	Overlap float64 // mm shared by neighbouring sheets when a tile needs several
}

// DefaultTilePrint is 18 mm cells on A4 with 10 mm margins.
func DefaultTilePrint() TilePrint {
	return TilePrint{Cell: DefaultTileCell, Page: DefaultPage, Overlap: 10}
}

// Check tells whether tiles can be printed with these settings.
func (o TilePrint) Check() error {
	if o.Cell < MinTileCell || o.Cell > MaxTileCell {
		return fail(lang.M("cells of %g mm; a tile's cells are %g..%g mm", o.Cell, MinTileCell, MaxTileCell))
	}
	return o.Page.Check()
}

// Colours of the tiles.
var (
	TileBlocked  = color.RGBA{150, 150, 145, 255} // cells no one may stand on
	TileEdge     = color.RGBA{30, 30, 30, 255}    // the outline of the walkable cells
	TileGrid     = color.RGBA{185, 185, 180, 255}
	SpecialCol   = color.RGBA{200, 60, 40, 255}
	DiamondCol   = color.RGBA{30, 30, 30, 255}
	characterCol = color.RGBA{0, 110, 200, 255}
)

// tileNeeds say what a tile needs beside each of its sides, tiles.Dir N,
// E, S, W: a whole sentence each, the side's letter changing with the
// language (west is « O »).
var tileNeeds = []string{
	lang.Key("Neighbour on side N (diamond up): %s."), lang.Key("Neighbour on side E (diamond up): %s."),
	lang.Key("Neighbour on side S (diamond up): %s."), lang.Key("Neighbour on side W (diamond up): %s."),
}

// TileCopy is one print of a tile: Copy 0 for a tile printed once.
type TileCopy struct {
	Tile *tiles.Tile
	Copy int
	// Tag is the number of the tile's tag (tag.Tile), printed in J10 with
	// its top toward the tile's north; 0: J10 has the diamond instead.
	Tag int
}

// TileTag is the payload of the tag of a tile's print number n in its set.
func TileTag(n int) tag.Payload { return tag.Payload{Game: tag.Tiles, Kind: tag.Tile, ID: n} }

// label is the tile's printed name: "Forêt #2" for a second print.
func (tc TileCopy) label() string {
	if tc.Copy > 0 {
		return fmt.Sprintf("%s #%d", tc.Tile.Name, tc.Copy)
	}
	return tc.Tile.Name
}

// tileLabelSpace is the room the column letters and row numbers take
// above and left of a tile.
func tileLabelSpace(cell float64) float64 { return math.Max(5, cell*0.35) }

// DrawTile draws a tile as printed (diamond north) with the north-west
// corner of cell A1 at origin: walkable cells white, the others shaded,
// the walkable area outlined, special cells with their disc and symbol,
// each cell's name in its corner, J10 with the name, the realm and the
// diamond. labels adds A..J above and 1..10 left, outside the tile.
func DrawTile(c Canvas, tc TileCopy, cell float64, origin Pt, labels bool) {
	t := tc.Tile
	at := func(col, row int) Pt { return Pt{origin.X + float64(col-1)*cell, origin.Y + float64(row-1)*cell} }
	for row := 1; row <= tiles.Side; row++ {
		for col := 1; col <= tiles.Side; col++ {
			p := at(col, row)
			fill := color.Color(White)
			if !t.Walkable(tiles.Cell{Col: col, Row: row}) {
				fill = TileBlocked
			}
			Rect(c, p.X, p.Y, cell, cell, fill)
		}
	}
	for i := 0; i <= tiles.Side; i++ {
		f := float64(i) * cell
		c.Line(Pt{origin.X + f, origin.Y}, Pt{origin.X + f, origin.Y + 10*cell}, 0.15, TileGrid)
		c.Line(Pt{origin.X, origin.Y + f}, Pt{origin.X + 10*cell, origin.Y + f}, 0.15, TileGrid)
	}
	// The outline of the walkable area: every side of a walkable cell that
	// borders a cell that is not, or the tile's edge.
	walk := func(col, row int) bool {
		return t.Walkable(tiles.Cell{Col: col, Row: row})
	}
	w := math.Max(0.5, cell*0.04)
	for row := 1; row <= tiles.Side; row++ {
		for col := 1; col <= tiles.Side; col++ {
			if !walk(col, row) {
				continue
			}
			p := at(col, row)
			if !walk(col, row-1) {
				c.Line(p, Pt{p.X + cell, p.Y}, w, TileEdge)
			}
			if !walk(col, row+1) {
				c.Line(Pt{p.X, p.Y + cell}, Pt{p.X + cell, p.Y + cell}, w, TileEdge)
			}
			if !walk(col-1, row) {
				c.Line(p, Pt{p.X, p.Y + cell}, w, TileEdge)
			}
			if !walk(col+1, row) {
				c.Line(Pt{p.X + cell, p.Y}, Pt{p.X + cell, p.Y + cell}, w, TileEdge)
			}
		}
	}
	// Cell names, small, in each cell's top-left corner.
	ns := math.Min(cell*0.16, 3)
	for row := 1; row <= tiles.Side; row++ {
		for col := 1; col <= tiles.Side; col++ {
			cl := tiles.Cell{Col: col, Row: row}
			if cl == tiles.Label {
				continue
			}
			p := at(col, row)
			c.Text(Pt{p.X + cell*0.06, p.Y + ns + cell*0.04}, ns, cl.String(), Grey, 0)
			if sq := t.Square(cl); sq.Special != 0 {
				drawSpecial(c, Pt{p.X + cell/2, p.Y + cell/2}, cell, sq.Special)
			}
		}
	}
	drawLabelCell(c, tc, at(10, 10), cell)
	Frame(c, origin.X, origin.Y, 10*cell, 10*cell, 0.3, InkCol)
	if labels {
		ls := tileLabelSpace(cell) * 0.7
		for i := 1; i <= tiles.Side; i++ {
			p := at(i, 1)
			c.Text(Pt{p.X + cell/2, origin.Y - ls*0.45}, ls, string(rune('A'+i-1)), InkCol, 0.5)
			q := at(1, i)
			c.Text(Pt{origin.X - ls*0.35, q.Y + cell/2 + ls*0.35}, ls, fmt.Sprint(i), InkCol, 1)
		}
	}
}

// drawSpecial is the disc ("pastille") of a special cell with its symbol.
func drawSpecial(c Canvas, centre Pt, cell float64, r rune) {
	rad := cell * 0.3
	c.Circle(centre, rad, SpecialCol)
	size := rad * 1.3
	c.Text(Pt{centre.X, centre.Y + size*0.36}, size, string(r), White, 0.5)
}

// diamond is the orientation mark: a lozenge whose point p shows where the
// tile's north lies, the half toward it filled.
func diamond(c Canvas, centre Pt, long, wide float64, facing tiles.Dir) {
	rot := func(dx, dy float64) Pt {
		for i := 0; i < int(facing); i++ {
			dx, dy = -dy, dx
		}
		return Pt{centre.X + dx, centre.Y + dy}
	}
	tip, left, right, tail := rot(0, -long/2), rot(-wide/2, 0), rot(wide/2, 0), rot(0, long/2)
	c.Polygon([]Pt{tip, right, left}, DiamondCol)
	w := math.Max(0.2, wide*0.06)
	c.Line(left, tail, w, DiamondCol)
	c.Line(right, tail, w, DiamondCol)
	c.Line(left, right, w, DiamondCol)
}

// drawLabelCell fills J10: the name, the realm and the diamond.
func drawLabelCell(c Canvas, tc TileCopy, p Pt, cell float64) {
	Rect(c, p.X, p.Y, cell, cell, White)
	if tc.Tag > 0 {
		drawTagCell(c, tc, p, cell)
		return
	}
	diamond(c, Pt{p.X + cell*0.8, p.Y + cell*0.5}, cell*0.55, cell*0.25, tiles.North)
	width := cell * 0.62
	size := math.Min(cell*0.14, 3.2)
	type line struct {
		text string
		size float64
		col  color.Color
	}
	var ls []line
	for _, l := range Wrap(tc.label(), size, width) {
		ls = append(ls, line{l, size, InkCol})
	}
	for _, l := range Wrap(tc.Tile.Realm, size*0.85, width) {
		ls = append(ls, line{l, size * 0.85, Grey})
	}
	y := p.Y + size*1.1
	for _, l := range ls {
		if y > p.Y+cell-size*0.2 {
			break
		}
		s := l.size
		if w := TextWidth(l.text, s); w > width {
			s *= width / w
		}
		c.Text(Pt{p.X + cell*0.05, y}, s, l.text, l.col, 0)
		y += s * 1.15
	}
}

// TileTagShare is the part of J10's side its tag takes: 15 mm in an 18
// mm cell, modules of 0.6 mm (MinTagSize), a band under it for the name.
const TileTagShare = 15.0 / 18

// drawTagCell fills J10 with the tile's tag, its top toward the tile's
// north (the tag's corners are the diamond the camera reads), and under
// it the name and a small diamond for the players.
func drawTagCell(c Canvas, tc TileCopy, p Pt, cell float64) {
	size := cell * TileTagShare
	_ = DrawTag(c, TileTag(tc.Tag), Pt{p.X + cell/2, p.Y + size/2 + cell*0.02}, size, 0) // checked by PrintTiles
	band := cell - size - cell*0.02
	fs := math.Min(band*0.62, 3)
	diamond(c, Pt{p.X + cell - band*0.5, p.Y + cell - band/2}, band*0.8, band*0.45, tiles.North)
	width := cell - band*1.2
	name := tc.label()
	if w := TextWidth(name, fs); w > width {
		fs *= width / w
	}
	c.Text(Pt{p.X + cell*0.04, p.Y + cell - band*0.3}, fs, name, InkCol, 0)
}

// SetCopies lists every print of every tile of a set, in order, each
// with its tag: its number in that order, from 1 (tiles added to a set
// later come after, so a printed tile keeps its number).
func SetCopies(set *tiles.Set) []TileCopy {
	var out []TileCopy
	for _, t := range set.Tiles {
		if t.Copies == 1 {
			out = append(out, TileCopy{t, 0, len(out) + 1})
			continue
		}
		for k := 1; k <= t.Copies; k++ {
			out = append(out, TileCopy{t, k, len(out) + 1})
		}
	}
	return out
}

// PrintTiles prints each tile at true scale, on one sheet when it fits
// (else across several, with cut lines and alignment marks), with its
// notes and the special symbols it uses below it.
func PrintTiles(d Doc, set *tiles.Set, list []TileCopy, o TilePrint) error {
	if err := o.Check(); err != nil {
		return err
	}
	for _, tc := range list {
		if tc.Tag > 0 {
			if err := TileTag(tc.Tag).Validate(); err != nil {
				return err
			}
		}
	}
	side := 10 * o.Cell
	ls := tileLabelSpace(o.Cell)
	lo, hi := Pt{-ls, -ls}, Pt{side + 1, side + 1}
	const strip = 12.0
	t, err := PlanTiling(lo, hi, o.Page, strip, o.Overlap)
	if err != nil {
		return err
	}
	for _, tc := range list {
		p := poster{
			title: tc.label(), lo: lo, hi: hi,
			draw: func(c Canvas, origin Pt) error { DrawTile(c, tc, o.Cell, origin, true); return nil },
			// The marks are spread along the tile's sides, on every sheet.
			marksHi: Pt{side, side}, marksWhole: true,
			strip: func(d Doc, t Tiling, col, row int, origin Pt) { tileStrip(d, set, tc, o, t, col, row, origin) },
		}
		if err := posterSheets(d, p, t); err != nil {
			return err
		}
	}
	return nil
}

// tileStrip writes a tile sheet's strip and, below the tile on its last
// sheet, its notes, its needs and its special symbols.
func tileStrip(d Doc, set *tiles.Set, tc TileCopy, o TilePrint, t Tiling, col, row int, origin Pt) {
	pw, ph := t.Page.Paper.W, t.Page.Paper.H
	m := t.Page.Margin
	side := 10 * o.Cell
	w := t.Page.words()
	title := fmt.Sprintf("%s — %s", tc.label(), tc.Tile.Realm)
	if tc.Tile.Kind != "" {
		title += ", " + tc.Tile.Kind
	}
	if t.Sheets() > 1 {
		title += w.Sprintf(" (sheet %s of %d x %d)", sheetLabel(w, col, row), t.Rows, t.Cols)
	}
	d.Text(Pt{m, m + 4.5}, 4, title, InkCol, 0)
	d.Text(Pt{m, m + 9}, 2.4, w.Sprintf("Print at 100 %%: cells of %g mm, the bar measures 50 mm. Cut on the tile's outline.", o.Cell), Grey, 0)
	scaleBar(d, Pt{pw - m - 50, m + 2.5}, 50, w)
	if col != t.Cols-1 || row != t.Rows-1 {
		return
	}
	// Below the tile: its notes, its needs and its special symbols.
	y := origin.Y + side + 8
	var lines []string
	if tc.Tile.Unique {
		lines = append(lines, w.Sprintf("Unique tile: one place only."))
	} else {
		lines = append(lines, w.Sprintf("Generic tile, %d print(s).", tc.Tile.Copies))
	}
	for dir, n := range tc.Tile.Needs {
		if n != nil {
			lines = append(lines, w.Say(lang.Msg{Key: tileNeeds[tiles.Dir(dir)], Args: []any{needWords(w, n)}}))
		}
	}
	seen := map[rune]bool{}
	for _, sq := range tc.Tile.Squares {
		if sq.Special != 0 && !seen[sq.Special] {
			seen[sq.Special] = true
			if sp, ok := set.Special(sq.Special); ok {
				lines = append(lines, fmt.Sprintf("%c: %s", sp.Symbol, sp.Name))
			}
		}
	}
	lines = append(lines, tc.Tile.Notes...)
	for _, l := range lines {
		for _, wl := range Wrap(l, 3, pw-2*m) {
			if y > ph-m {
				return
			}
			d.Text(Pt{m, y}, 3, wl, InkCol, 0)
			y += 4.4
		}
	}
}

// LayoutSheet draws the world so far on one page: each tile turned as it
// lies, its name and realm, the places left empty (crossed) or waiting for
// a Hiatus, the characters, and the places' coordinates.
func LayoutSheet(d Doc, s *tiles.State, page Page, title string) error {
	w := page.words()
	if err := page.Check(); err != nil {
		return err
	}
	lo, hi := s.Bounds()
	cols, rows := float64(hi.X-lo.X+1), float64(hi.Y-lo.Y+1)
	paper := page.Paper
	if cols > rows {
		paper = paper.Landscape()
	}
	d.AddPage(paper.W, paper.H)
	m := page.Margin
	d.Text(Pt{m, m + 6}, 6, title, InkCol, 0)
	d.Text(Pt{m, m + 11}, 3, w.Sprintf("%d tile(s) placed, %d left to draw; x grows east, y south; the diamond points to each tile's north.", len(s.Tiles), len(s.Pile())), Grey, 0)
	listH := 5 + 4.2*float64(len(s.Characters)+len(s.Hiatus)+1)
	top := m + 16
	aw, ah := paper.W-2*m, paper.H-m-top-listH
	side := math.Min(aw/cols, ah/rows)
	side = math.Min(side, 80)
	cell := side / tiles.Side
	ox := m + (aw-side*cols)/2
	placeAt := func(p tiles.Pos) Pt { return Pt{ox + float64(p.X-lo.X)*side, top + float64(p.Y-lo.Y)*side} }
	for y := lo.Y; y <= hi.Y; y++ {
		for x := lo.X; x <= hi.X; x++ {
			p := tiles.Pos{X: x, Y: y}
			o := placeAt(p)
			switch {
			case s.Hole(p):
				Rect(d, o.X, o.Y, side, side, Floor)
				d.Line(o, Pt{o.X + side, o.Y + side}, 0.4, Grey)
				d.Line(Pt{o.X + side, o.Y}, Pt{o.X, o.Y + side}, 0.4, Grey)
				d.Text(Pt{o.X + side/2, o.Y + side/2 + 1.5}, 3, w.Sprintf("empty: unexplorable"), Grey, 0.5)
			case s.HiatusAt(p) >= 0:
				Frame(d, o.X, o.Y, side, side, 0.4, SpecialCol)
				d.Text(Pt{o.X + side/2, o.Y + side/2 + 2}, 6, w.Sprintf("? Hiatus"), SpecialCol, 0.5)
			}
		}
	}
	for _, pl := range s.Tiles {
		t := s.Set.Tiles[pl.Tile]
		o := placeAt(pl.At)
		for row := 1; row <= tiles.Side; row++ {
			for col := 1; col <= tiles.Side; col++ {
				c := tiles.Cell{Col: col, Row: row}
				x, y := tiles.OnTable(c, pl.Facing)
				q := Pt{o.X + float64(x)*cell, o.Y + float64(y)*cell}
				if !t.Walkable(c) {
					Rect(d, q.X, q.Y, cell, cell, TileBlocked)
				} else if t.Square(c).Special != 0 {
					d.Circle(Pt{q.X + cell/2, q.Y + cell/2}, cell*0.3, SpecialCol)
				}
				if c == tiles.Label {
					Rect(d, q.X, q.Y, cell, cell, White)
					diamond(d, Pt{q.X + cell/2, q.Y + cell/2}, cell*0.9, cell*0.45, pl.Facing)
				}
			}
		}
		Frame(d, o.X, o.Y, side, side, 0.35, InkCol)
		name := s.Name(pl)
		size := math.Min(side*0.09, 4)
		if TextWidth(name, size) > side*0.9 {
			size *= side * 0.9 / TextWidth(name, size)
		}
		bw := math.Max(TextWidth(name, size), TextWidth(t.Realm, size*0.8)) + 2
		Rect(d, o.X+side/2-bw/2, o.Y+side/2-size*1.2, bw, size*2.4, White)
		d.Text(Pt{o.X + side/2, o.Y + side/2}, size, name, InkCol, 0.5)
		d.Text(Pt{o.X + side/2, o.Y + side/2 + size*0.95}, size*0.8, t.Realm, Grey, 0.5)
		d.Text(Pt{o.X + 1, o.Y + side - 1}, math.Min(2.5, side*0.05), pl.At.String(), Grey, 0)
	}
	for i, ch := range s.Characters {
		pl, ok := s.TileAt(ch.At)
		if !ok {
			continue
		}
		x, y := tiles.OnTable(ch.Cell, pl.Facing)
		o := placeAt(ch.At)
		centre := Pt{o.X + (float64(x)+0.5)*cell, o.Y + (float64(y)+0.5)*cell}
		r := math.Max(cell*0.7, 1.6)
		d.Circle(centre, r, characterCol)
		d.Text(Pt{centre.X, centre.Y + r*0.45}, r*1.2, fmt.Sprint(i+1), White, 0.5)
	}
	y := paper.H - m - listH + 6
	for i := range s.Characters {
		d.Text(Pt{m, y}, 3.2, characterLine(w, s, i), InkCol, 0)
		y += 4.2
	}
	for _, h := range s.Hiatus {
		d.Text(Pt{m, y}, 3.2, w.Sprintf("Hiatus to settle at %s (%d plans)", h.At.String(), len(h.Plans)), SpecialCol, 0)
		y += 4.2
	}
	return nil
}

// PlacedCopies are the tiles of a world as printed, in the order placed,
// tagged as SetCopies tags them.
func PlacedCopies(s *tiles.State) []TileCopy {
	all := SetCopies(s.Set)
	var out []TileCopy
	for _, p := range s.Tiles {
		for _, tc := range all {
			if tc.Tile == s.Set.Tiles[p.Tile] && (tc.Copy == p.Copy || tc.Copy == 0) {
				out = append(out, tc)
				break
			}
		}
	}
	return out
}

// characterLine is s.CharacterLine(i) in w's language: the character's
// mark (its number on the sheet), name and cell, the tile it is on.
func characterLine(w *lang.Printer, s *tiles.State, i int) string {
	ch := s.Characters[i]
	mark, _, _ := strings.Cut(s.CharacterLine(i), " ")
	t, _ := s.TileAt(ch.At)
	return w.Sprintf("%s %-10s %-3s of %s (%s)", mark, ch.Name, fmt.Sprint(ch.Cell), s.Name(t), fmt.Sprint(ch.At))
}

// needWords say a need as its String does, the set file's way, in w's
// language.
func needWords(w *lang.Printer, n *tiles.Need) string {
	if n.Tile != "" {
		return w.Sprintf("tile %s", n.Tile)
	}
	return w.Sprintf("kind %s", strings.Join(n.Kinds, " "))
}
