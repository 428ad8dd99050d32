package tiles

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/print"
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
	Page    print.Page
	Overlap float64 // mm shared by neighbouring sheets when a tile needs several
}

// DefaultTilePrint is 18 mm cells on A4 with 10 mm margins.
func DefaultTilePrint() TilePrint {
	return TilePrint{Cell: DefaultTileCell, Page: print.DefaultPage, Overlap: 10}
}

// Check tells whether tiles can be printed with these settings.
func (o TilePrint) Check() error {
	if o.Cell < MinTileCell || o.Cell > MaxTileCell {
		return &print.Error{Msg: lang.M("cells of %g mm; a tile's cells are %g..%g mm", o.Cell, MinTileCell, MaxTileCell)}
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

// tileNeeds say what a tile needs beside each of its sides, rules.Dir N,
// E, S, W: a whole sentence each, the side's letter changing with the
// language (west is « O »).
var tileNeeds = []string{
	lang.Key("Neighbour on side N (diamond up): %s."), lang.Key("Neighbour on side E (diamond up): %s."),
	lang.Key("Neighbour on side S (diamond up): %s."), lang.Key("Neighbour on side W (diamond up): %s."),
}

// TileCopy is one print of a tile: Copy 0 for a tile printed once.
type TileCopy struct {
	Tile *rules.Tile
	Copy int
	// Tag is the number of the tile's tag (tag.Tile), printed in J10 with
	// its top toward the tile's north; 0: J10 has the diamond instead.
	Tag int
}

// TileTag is the payload of the tag of a tile's print number n in its set.
func TileTag(n int) tag.Payload { return tag.Payload{Game: TagCode, Kind: tag.Tile, ID: n} }

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
func DrawTile(c print.Canvas, tc TileCopy, cell float64, origin print.Pt, labels bool) {
	t := tc.Tile
	at := func(col, row int) print.Pt {
		return print.Pt{X: origin.X + float64(col-1)*cell, Y: origin.Y + float64(row-1)*cell}
	}
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			p := at(col, row)
			fill := color.Color(print.White)
			if !t.Walkable(rules.Cell{Col: col, Row: row}) {
				fill = TileBlocked
			}
			print.Rect(c, p.X, p.Y, cell, cell, fill)
		}
	}
	for i := 0; i <= rules.Side; i++ {
		f := float64(i) * cell
		c.Line(print.Pt{X: origin.X + f, Y: origin.Y}, print.Pt{X: origin.X + f, Y: origin.Y + 10*cell}, 0.15, TileGrid)
		c.Line(print.Pt{X: origin.X, Y: origin.Y + f}, print.Pt{X: origin.X + 10*cell, Y: origin.Y + f}, 0.15, TileGrid)
	}
	// The outline of the walkable area: every side of a walkable cell that
	// borders a cell that is not, or the tile's edge.
	walk := func(col, row int) bool {
		return t.Walkable(rules.Cell{Col: col, Row: row})
	}
	w := math.Max(0.5, cell*0.04)
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			if !walk(col, row) {
				continue
			}
			p := at(col, row)
			if !walk(col, row-1) {
				c.Line(p, print.Pt{X: p.X + cell, Y: p.Y}, w, TileEdge)
			}
			if !walk(col, row+1) {
				c.Line(print.Pt{X: p.X, Y: p.Y + cell}, print.Pt{X: p.X + cell, Y: p.Y + cell}, w, TileEdge)
			}
			if !walk(col-1, row) {
				c.Line(p, print.Pt{X: p.X, Y: p.Y + cell}, w, TileEdge)
			}
			if !walk(col+1, row) {
				c.Line(print.Pt{X: p.X + cell, Y: p.Y}, print.Pt{X: p.X + cell, Y: p.Y + cell}, w, TileEdge)
			}
		}
	}
	// Cell names, small, in each cell's top-left corner.
	ns := math.Min(cell*0.16, 3)
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			cl := rules.Cell{Col: col, Row: row}
			if cl == rules.Label {
				continue
			}
			p := at(col, row)
			c.Text(print.Pt{X: p.X + cell*0.06, Y: p.Y + ns + cell*0.04}, ns, cl.String(), print.Grey, 0)
			if sq := t.Square(cl); sq.Special != 0 {
				drawSpecial(c, print.Pt{X: p.X + cell/2, Y: p.Y + cell/2}, cell, sq.Special)
			}
		}
	}
	drawLabelCell(c, tc, at(10, 10), cell)
	print.Frame(c, origin.X, origin.Y, 10*cell, 10*cell, 0.3, print.InkCol)
	if labels {
		ls := tileLabelSpace(cell) * 0.7
		for i := 1; i <= rules.Side; i++ {
			p := at(i, 1)
			c.Text(print.Pt{X: p.X + cell/2, Y: origin.Y - ls*0.45}, ls, string(rune('A'+i-1)), print.InkCol, 0.5)
			q := at(1, i)
			c.Text(print.Pt{X: origin.X - ls*0.35, Y: q.Y + cell/2 + ls*0.35}, ls, fmt.Sprint(i), print.InkCol, 1)
		}
	}
}

// drawSpecial is the disc ("pastille") of a special cell with its symbol.
func drawSpecial(c print.Canvas, centre print.Pt, cell float64, r rune) {
	rad := cell * 0.3
	c.Circle(centre, rad, SpecialCol)
	size := rad * 1.3
	c.Text(print.Pt{X: centre.X, Y: centre.Y + size*0.36}, size, string(r), print.White, 0.5)
}

// diamond is the orientation mark: a lozenge whose point p shows where the
// tile's north lies, the half toward it filled.
func diamond(c print.Canvas, centre print.Pt, long, wide float64, facing rules.Dir) {
	rot := func(dx, dy float64) print.Pt {
		for i := 0; i < int(facing); i++ {
			dx, dy = -dy, dx
		}
		return print.Pt{X: centre.X + dx, Y: centre.Y + dy}
	}
	tip, left, right, tail := rot(0, -long/2), rot(-wide/2, 0), rot(wide/2, 0), rot(0, long/2)
	c.Polygon([]print.Pt{tip, right, left}, DiamondCol)
	w := math.Max(0.2, wide*0.06)
	c.Line(left, tail, w, DiamondCol)
	c.Line(right, tail, w, DiamondCol)
	c.Line(left, right, w, DiamondCol)
}

// drawLabelCell fills J10: the name, the realm and the diamond.
func drawLabelCell(c print.Canvas, tc TileCopy, p print.Pt, cell float64) {
	print.Rect(c, p.X, p.Y, cell, cell, print.White)
	if tc.Tag > 0 {
		drawTagCell(c, tc, p, cell)
		return
	}
	diamond(c, print.Pt{X: p.X + cell*0.8, Y: p.Y + cell*0.5}, cell*0.55, cell*0.25, rules.North)
	width := cell * 0.62
	size := math.Min(cell*0.14, 3.2)
	type line struct {
		text string
		size float64
		col  color.Color
	}
	var ls []line
	for _, l := range print.Wrap(tc.label(), size, width) {
		ls = append(ls, line{l, size, print.InkCol})
	}
	for _, l := range print.Wrap(tc.Tile.Realm, size*0.85, width) {
		ls = append(ls, line{l, size * 0.85, print.Grey})
	}
	y := p.Y + size*1.1
	for _, l := range ls {
		if y > p.Y+cell-size*0.2 {
			break
		}
		s := l.size
		if w := print.TextWidth(l.text, s); w > width {
			s *= width / w
		}
		c.Text(print.Pt{X: p.X + cell*0.05, Y: y}, s, l.text, l.col, 0)
		y += s * 1.15
	}
}

// TileTagShare is the part of J10's side its tag takes: 15 mm in an 18
// mm cell, modules of 0.6 mm (MinTagSize), a band under it for the name.
const TileTagShare = 15.0 / 18

// drawTagCell fills J10 with the tile's tag, its top toward the tile's
// north (the tag's corners are the diamond the camera reads), and under
// it the name and a small diamond for the players.
func drawTagCell(c print.Canvas, tc TileCopy, p print.Pt, cell float64) {
	size := cell * TileTagShare
	_ = print.DrawTag(c, TileTag(tc.Tag), print.Pt{X: p.X + cell/2, Y: p.Y + size/2 + cell*0.02}, size, 0) // checked by PrintTiles
	band := cell - size - cell*0.02
	fs := math.Min(band*0.62, 3)
	diamond(c, print.Pt{X: p.X + cell - band*0.5, Y: p.Y + cell - band/2}, band*0.8, band*0.45, rules.North)
	width := cell - band*1.2
	name := tc.label()
	if w := print.TextWidth(name, fs); w > width {
		fs *= width / w
	}
	c.Text(print.Pt{X: p.X + cell*0.04, Y: p.Y + cell - band*0.3}, fs, name, print.InkCol, 0)
}

// SetCopies lists every print of every tile of a set, in order, each
// with its tag: its number in that order, from 1 (tiles added to a set
// later come after, so a printed tile keeps its number).
func SetCopies(set *rules.Set) []TileCopy {
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
func PrintTiles(d print.Doc, set *rules.Set, list []TileCopy, o TilePrint) error {
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
	lo, hi := print.Pt{X: -ls, Y: -ls}, print.Pt{X: side + 1, Y: side + 1}
	const strip = 12.0
	t, err := print.PlanTiling(lo, hi, o.Page, strip, o.Overlap)
	if err != nil {
		return err
	}
	for _, tc := range list {
		draw := func(c print.Canvas, origin print.Pt) error { DrawTile(c, tc, o.Cell, origin, true); return nil }
		strip := func(d print.Doc, t print.Tiling, col, row int, origin print.Pt) {
			tileStrip(d, set, tc, o, t, col, row, origin)
		}
		// The marks are spread along the tile's sides, on every sheet.
		if err := print.PosterSheets(d, t, lo, hi, print.Pt{X: side, Y: side}, draw, strip); err != nil {
			return err
		}
	}
	return nil
}

// tileStrip writes a tile sheet's strip and, below the tile on its last
// sheet, its notes, its needs and its special symbols.
func tileStrip(d print.Doc, set *rules.Set, tc TileCopy, o TilePrint, t print.Tiling, col, row int, origin print.Pt) {
	pw, ph := t.Page.Paper.W, t.Page.Paper.H
	m := t.Page.Margin
	side := 10 * o.Cell
	w := t.Page.Words()
	title := fmt.Sprintf("%s — %s", tc.label(), tc.Tile.Realm)
	if tc.Tile.Kind != "" {
		title += ", " + tc.Tile.Kind
	}
	if t.Sheets() > 1 {
		title += w.Sprintf(" (sheet %s of %d x %d)", print.SheetLabel(w, col, row), t.Rows, t.Cols)
	}
	d.Text(print.Pt{X: m, Y: m + 4.5}, 4, title, print.InkCol, 0)
	d.Text(print.Pt{X: m, Y: m + 9}, 2.4, w.Sprintf("Print at 100 %%: cells of %g mm, the bar measures 50 mm. Cut on the tile's outline.", o.Cell), print.Grey, 0)
	print.ScaleBar(d, print.Pt{X: pw - m - 50, Y: m + 2.5}, 50, w)
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
			lines = append(lines, w.Say(lang.Msg{Key: tileNeeds[rules.Dir(dir)], Args: []any{needWords(w, n)}}))
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
		for _, wl := range print.Wrap(l, 3, pw-2*m) {
			if y > ph-m {
				return
			}
			d.Text(print.Pt{X: m, Y: y}, 3, wl, print.InkCol, 0)
			y += 4.4
		}
	}
}

// LayoutSheet draws the world so far on one page: each tile turned as it
// lies, its name and realm, the places left empty (crossed) or waiting for
// a Hiatus, the characters, and the places' coordinates.
func LayoutSheet(d print.Doc, s *rules.State, page print.Page, title string) error {
	w := page.Words()
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
	d.Text(print.Pt{X: m, Y: m + 6}, 6, title, print.InkCol, 0)
	d.Text(print.Pt{X: m, Y: m + 11}, 3, w.Sprintf("%d tile(s) placed, %d left to draw; x grows east, y south; the diamond points to each tile's north.", len(s.Tiles), len(s.Pile())), print.Grey, 0)
	listH := 5 + 4.2*float64(len(s.Characters)+len(s.Hiatus)+1)
	top := m + 16
	aw, ah := paper.W-2*m, paper.H-m-top-listH
	side := math.Min(aw/cols, ah/rows)
	side = math.Min(side, 80)
	cell := side / rules.Side
	ox := m + (aw-side*cols)/2
	placeAt := func(p rules.Pos) print.Pt {
		return print.Pt{X: ox + float64(p.X-lo.X)*side, Y: top + float64(p.Y-lo.Y)*side}
	}
	for y := lo.Y; y <= hi.Y; y++ {
		for x := lo.X; x <= hi.X; x++ {
			p := rules.Pos{X: x, Y: y}
			o := placeAt(p)
			switch {
			case s.Hole(p):
				print.Rect(d, o.X, o.Y, side, side, print.Floor)
				d.Line(o, print.Pt{X: o.X + side, Y: o.Y + side}, 0.4, print.Grey)
				d.Line(print.Pt{X: o.X + side, Y: o.Y}, print.Pt{X: o.X, Y: o.Y + side}, 0.4, print.Grey)
				d.Text(print.Pt{X: o.X + side/2, Y: o.Y + side/2 + 1.5}, 3, w.Sprintf("empty: unexplorable"), print.Grey, 0.5)
			case s.HiatusAt(p) >= 0:
				print.Frame(d, o.X, o.Y, side, side, 0.4, SpecialCol)
				d.Text(print.Pt{X: o.X + side/2, Y: o.Y + side/2 + 2}, 6, w.Sprintf("? Hiatus"), SpecialCol, 0.5)
			}
		}
	}
	for _, pl := range s.Tiles {
		t := s.Set.Tiles[pl.Tile]
		o := placeAt(pl.At)
		for row := 1; row <= rules.Side; row++ {
			for col := 1; col <= rules.Side; col++ {
				c := rules.Cell{Col: col, Row: row}
				x, y := rules.OnTable(c, pl.Facing)
				q := print.Pt{X: o.X + float64(x)*cell, Y: o.Y + float64(y)*cell}
				if !t.Walkable(c) {
					print.Rect(d, q.X, q.Y, cell, cell, TileBlocked)
				} else if t.Square(c).Special != 0 {
					d.Circle(print.Pt{X: q.X + cell/2, Y: q.Y + cell/2}, cell*0.3, SpecialCol)
				}
				if c == rules.Label {
					print.Rect(d, q.X, q.Y, cell, cell, print.White)
					diamond(d, print.Pt{X: q.X + cell/2, Y: q.Y + cell/2}, cell*0.9, cell*0.45, pl.Facing)
				}
			}
		}
		print.Frame(d, o.X, o.Y, side, side, 0.35, print.InkCol)
		name := s.Name(pl)
		size := math.Min(side*0.09, 4)
		if print.TextWidth(name, size) > side*0.9 {
			size *= side * 0.9 / print.TextWidth(name, size)
		}
		bw := math.Max(print.TextWidth(name, size), print.TextWidth(t.Realm, size*0.8)) + 2
		print.Rect(d, o.X+side/2-bw/2, o.Y+side/2-size*1.2, bw, size*2.4, print.White)
		d.Text(print.Pt{X: o.X + side/2, Y: o.Y + side/2}, size, name, print.InkCol, 0.5)
		d.Text(print.Pt{X: o.X + side/2, Y: o.Y + side/2 + size*0.95}, size*0.8, t.Realm, print.Grey, 0.5)
		d.Text(print.Pt{X: o.X + 1, Y: o.Y + side - 1}, math.Min(2.5, side*0.05), pl.At.String(), print.Grey, 0)
	}
	for i, ch := range s.Characters {
		pl, ok := s.TileAt(ch.At)
		if !ok {
			continue
		}
		x, y := rules.OnTable(ch.Cell, pl.Facing)
		o := placeAt(ch.At)
		centre := print.Pt{X: o.X + (float64(x)+0.5)*cell, Y: o.Y + (float64(y)+0.5)*cell}
		r := math.Max(cell*0.7, 1.6)
		d.Circle(centre, r, characterCol)
		d.Text(print.Pt{X: centre.X, Y: centre.Y + r*0.45}, r*1.2, fmt.Sprint(i+1), print.White, 0.5)
	}
	y := paper.H - m - listH + 6
	for i := range s.Characters {
		d.Text(print.Pt{X: m, Y: y}, 3.2, characterLine(w, s, i), print.InkCol, 0)
		y += 4.2
	}
	for _, h := range s.Hiatus {
		d.Text(print.Pt{X: m, Y: y}, 3.2, w.Sprintf("Hiatus to settle at %s (%d plans)", h.At.String(), len(h.Plans)), SpecialCol, 0)
		y += 4.2
	}
	return nil
}

// PlacedCopies are the tiles of a world as printed, in the order placed,
// tagged as SetCopies tags them.
func PlacedCopies(s *rules.State) []TileCopy {
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
func characterLine(w *lang.Printer, s *rules.State, i int) string {
	ch := s.Characters[i]
	mark, _, _ := strings.Cut(s.CharacterLine(i), " ")
	t, _ := s.TileAt(ch.At)
	return w.Sprintf("%s %-10s %-3s of %s (%s)", mark, ch.Name, fmt.Sprint(ch.Cell), s.Name(t), fmt.Sprint(ch.At))
}

// needWords say a need as its String does, the set file's way, in w's
// language.
func needWords(w *lang.Printer, n *rules.Need) string {
	if n.Tile != "" {
		return w.Sprintf("tile %s", n.Tile)
	}
	return w.Sprintf("kind %s", strings.Join(n.Kinds, " "))
}
