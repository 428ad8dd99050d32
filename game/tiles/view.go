package tiles

import (
	"fmt"
	"html"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	rules "mecanoid/engine/tiles"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// The world drawn for the page (talk.View): every tile laid, turned as it
// lies on the table (north up), its 10x10 cells walkable or not, its name,
// realm and orientation diamond; the characters' figurines; the places
// still to explore next to the tiles, those that never can be ("Les
// limites du monde") and those waiting for a Hiatus. One SVG unit is a
// tenth of a cell, so a tile is 100 units wide whatever the print size.

const (
	viewCell   = 10.0                                                   // a cell, in SVG units
	viewTile   = viewCell * rules.Side                                  // a tile
	viewMargin = 12.0                                                   // around the world, for the compass
	openBand   = 0.55                                                   // the part of a place to explore shown beyond the world, in tiles
	viewInk    = "#24262b"                                              // the page's ink
	viewMuted  = "#6b6f78"                                              // the page's muted text
	viewLine   = "#dedad2"                                              // the page's thin lines
	viewCard   = "#fffdf9"                                              // the board's background card
	viewBlock  = "#c9c1b1"                                              // a cell no one may stand on
	viewSpec   = "#c83c28"                                              // a special cell's disc, as printed
	viewHiatus = "#b07a12"                                              // a place waiting for a Hiatus
	viewFloor  = "#ece8e0"                                              // a place that stays empty
	viewHalo   = "paint-order:stroke;stroke:#fff;stroke-linejoin:round" // text readable over cells
)

// characterColours tell the figurines apart; no green nor red, which the
// page keeps for a check's good and bad.
var characterColours = []string{"#1e64d2", "#d9730d", "#7b3fc4", "#0e7c86", "#b8327a", "#8d5a2b", "#3b4a9c", "#5f6b00"}

func characterColour(i int) string { return characterColours[i%len(characterColours)] }

// characterPiece is how the board and the pieces table name a character:
// its number on the map and the layout sheet ("character 1").
func characterPiece(i int) string { return "character " + strconv.Itoa(i+1) }

// fmtNum writes an SVG number: short, no exponent, rounded to a
// thousandth so that sums of tenths stay what they are.
func fmtNum(v float64) string { return strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64) }

// esc escapes text for SVG content and attributes.
func esc(s string) string { return html.EscapeString(s) }

// openPlaces are the places next to a laid tile with nothing there yet:
// where a character reaching the edge, or a divination, lays the next
// tile. Sorted north to south, west to east.
func openPlaces(s *rules.State) []rules.Pos {
	seen := map[rules.Pos]bool{}
	var out []rules.Pos
	for _, t := range s.Tiles {
		for d := rules.North; d <= rules.West; d++ {
			p := t.At.Next(d)
			if !seen[p] && s.Open(p) {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].Y < out[j].Y || out[i].Y == out[j].Y && out[i].X < out[j].X
	})
	return out
}

// worldView is the world's drawing in l's language, titled with the
// world's name (the journal's; "" for the set's).
func worldView(name string, s *rules.State, l *lang.Printer) *talk.View {
	if name == "" {
		name = s.Set.Name
	}
	title := l.Sprintf("%s: %s, step %d", name, s.Set.Name, s.Step)
	if name == s.Set.Name {
		title = l.Sprintf("%s, step %d", name, s.Step)
	}
	return &talk.View{Title: title, Board: worldSVG(s, l), Pieces: characterTable(s, l), Legend: worldLegend(l)}
}

// worldSVG draws the world: one <svg> with its viewBox only.
func worldSVG(s *rules.State, l *lang.Printer) string { return worldSVGLaying(s, nil, l) }

// worldSVGLaying draws the world, the tiles on the places laying drawn
// as ghosts: the referee has said to lay them, the camera has not yet
// seen them laid.
func worldSVGLaying(s *rules.State, laying []rules.Pos, l *lang.Printer) string {
	open := openPlaces(s)
	// The world's places, and around them a band of the places still to
	// explore: part of each, enough to see where the world may grow
	// without spending a whole tile's room on it (a phone's width).
	lo, hi := s.Bounds()
	left, top, right, bottom := float64(lo.X), float64(lo.Y), float64(hi.X+1), float64(hi.Y+1)
	for _, p := range open {
		left, top = min(left, float64(p.X)+1-openBand), min(top, float64(p.Y)+1-openBand)
		right, bottom = max(right, float64(p.X)+openBand), max(bottom, float64(p.Y)+openBand)
	}
	w, h := (right-left)*viewTile+2*viewMargin, (bottom-top)*viewTile+2*viewMargin
	origin := func(p rules.Pos) (x, y float64) {
		return viewMargin + (float64(p.X)-left)*viewTile, viewMargin + (float64(p.Y)-top)*viewTile
	}
	// Names stay readable when a wide world is shrunk to the page.
	scale := min(max(w/420, 1), 2.2)

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" font-family="inherit" class="tiles-world" role="img" aria-label="%s">`,
		fmtNum(w), fmtNum(h), esc(l.Sprintf("the world, north up")))
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%s" height="%s" rx="6" fill="%s"/>`, fmtNum(w), fmtNum(h), viewCard)
	compass(&b, w-viewMargin, viewMargin/2+2, l)

	for _, p := range open {
		x, y := origin(p)
		// The part of the place in view, inset from its neighbours.
		x0, y0 := max(x+4, viewMargin/2), max(y+4, viewMargin/2)
		x1, y1 := min(x+viewTile-4, w-viewMargin/2), min(y+viewTile-4, h-viewMargin/2)
		fmt.Fprintf(&b, `<g class="open" data-at="%s">`, p)
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="none" stroke="%s" stroke-width="1.2" stroke-dasharray="5 4"/>`,
			fmtNum(x0), fmtNum(y0), fmtNum(x1-x0), fmtNum(y1-y0), "#a3a6ad")
		words := l.Sprintf("to explore")
		size := min(6.5*scale, (x1-x0-4)/(approxWidth(words, 1, false)))
		placeText(&b, (x0+x1)/2, (y0+y1)/2, size, viewMuted, "normal", words)
		placeCoord(&b, max(x, x0-3), max(y, y0-3), p, scale)
		b.WriteString(`</g>`)
	}
	for _, p := range s.Holes {
		x, y := origin(p)
		fmt.Fprintf(&b, `<g class="hole" data-at="%s">`, p)
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="0.8"/>`,
			fmtNum(x), fmtNum(y), fmtNum(viewTile), fmtNum(viewTile), viewFloor, viewLine)
		fmt.Fprintf(&b, `<path d="M%s %sL%s %sM%s %sL%s %s" stroke="%s" stroke-width="1" opacity="0.6"/>`,
			fmtNum(x+8), fmtNum(y+8), fmtNum(x+viewTile-8), fmtNum(y+viewTile-8),
			fmtNum(x+viewTile-8), fmtNum(y+8), fmtNum(x+8), fmtNum(y+viewTile-8), viewMuted)
		banner(&b, x+viewTile/2, y+viewTile/2, 6.5*scale, l.Sprintf("limits of the world"), l.Sprintf("never explored"), viewInk)
		placeCoord(&b, x, y, p, scale)
		b.WriteString(`</g>`)
	}
	for _, hi := range s.Hiatus {
		x, y := origin(hi.At)
		fmt.Fprintf(&b, `<g class="hiatus" data-at="%s">`, hi.At)
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="#fbf3e2" stroke="%s" stroke-width="1.6" stroke-dasharray="6 3"/>`,
			fmtNum(x+3), fmtNum(y+3), fmtNum(viewTile-6), fmtNum(viewTile-6), viewHiatus)
		var named []string
		for _, p := range hi.Plans {
			if !slices.Contains(named, p.Tile) {
				named = append(named, p.Tile)
			}
		}
		banner(&b, x+viewTile/2, y+viewTile/2, 7.5*scale, l.Sprintf("Hiatus"), strings.Join(named, l.Sprintf(" or ")), viewHiatus)
		placeCoord(&b, x, y, hi.At, scale)
		b.WriteString(`</g>`)
	}
	for _, pl := range s.Tiles {
		x, y := origin(pl.At)
		ghost := slices.Contains(laying, pl.At)
		if ghost {
			fmt.Fprintf(&b, `<g class="ghost" opacity="0.5">`)
		}
		drawTile(&b, s, pl, x, y, scale, l)
		if ghost {
			fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="3" stroke-dasharray="8 5"/></g>`,
				fmtNum(x+1.5), fmtNum(y+1.5), fmtNum(viewTile-3), fmtNum(viewTile-3), viewHiatus)
		}
	}
	// The figurines last, over every tile, so none hides under a name.
	for i, ch := range s.Characters {
		pl, ok := s.TileAt(ch.At)
		if !ok {
			continue
		}
		x, y := origin(ch.At)
		cx, cy := rules.OnTable(ch.Cell, pl.Facing)
		drawCharacter(&b, i, ch, x+(float64(cx)+0.5)*viewCell, y+(float64(cy)+0.5)*viewCell, min(scale, 1.6))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// drawTile draws one laid tile with its north-west corner at (x, y).
func drawTile(b *strings.Builder, s *rules.State, pl rules.Placed, x, y, scale float64, l *lang.Printer) {
	t := s.Set.Tiles[pl.Tile]
	name := s.Name(pl)
	// A tile is a piece the camera will check (issue 32): named by its tag.
	fmt.Fprintf(b, `<g class="tile" data-piece="tile %d" data-tile="%s" data-at="%s" data-facing="%s">`, tileTagNumber(s.Set, pl), esc(name), pl.At, pl.Facing)
	// walk is the tile's walkable cells as they lie on the table.
	var walk [rules.Side][rules.Side]bool
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			c := rules.Cell{Col: col, Row: row}
			tx, ty := rules.OnTable(c, pl.Facing)
			walk[tx][ty] = t.Walkable(c)
			fill, class := "#fff", "walk"
			if !t.Walkable(c) {
				fill, class = viewBlock, "block"
			}
			if c == rules.Label {
				fill, class = "#f6f1e4", "label"
			}
			fmt.Fprintf(b, `<rect class="%s" data-cell="%s" x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="0.35"/>`,
				class, c, fmtNum(x+float64(tx)*viewCell), fmtNum(y+float64(ty)*viewCell), fmtNum(viewCell), fmtNum(viewCell), fill, viewLine)
		}
	}
	// The outline of the walkable area, as printed: every side of a
	// walkable cell that borders a cell that is not, or the tile's edge.
	isWalk := func(tx, ty int) bool {
		return tx >= 0 && ty >= 0 && tx < rules.Side && ty < rules.Side && walk[tx][ty]
	}
	var path strings.Builder
	seg := func(x0, y0, x1, y1 float64) {
		fmt.Fprintf(&path, "M%s %sL%s %s", fmtNum(x+x0*viewCell), fmtNum(y+y0*viewCell), fmtNum(x+x1*viewCell), fmtNum(y+y1*viewCell))
	}
	for tx := 0; tx < rules.Side; tx++ {
		for ty := 0; ty < rules.Side; ty++ {
			if !walk[tx][ty] {
				continue
			}
			fx, fy := float64(tx), float64(ty)
			if !isWalk(tx, ty-1) {
				seg(fx, fy, fx+1, fy)
			}
			if !isWalk(tx, ty+1) {
				seg(fx, fy+1, fx+1, fy+1)
			}
			if !isWalk(tx-1, ty) {
				seg(fx, fy, fx, fy+1)
			}
			if !isWalk(tx+1, ty) {
				seg(fx+1, fy, fx+1, fy+1)
			}
		}
	}
	if path.Len() > 0 {
		fmt.Fprintf(b, `<path class="outline" d="%s" fill="none" stroke="%s" stroke-width="0.9" stroke-linecap="square"/>`, path.String(), viewInk)
	}
	for row := 1; row <= rules.Side; row++ {
		for col := 1; col <= rules.Side; col++ {
			c := rules.Cell{Col: col, Row: row}
			sq := t.Square(c)
			if sq.Special == 0 || c == rules.Label {
				continue
			}
			tx, ty := rules.OnTable(c, pl.Facing)
			cx, cy := x+(float64(tx)+0.5)*viewCell, y+(float64(ty)+0.5)*viewCell
			what := string(sq.Special)
			if sp, ok := s.Set.Special(sq.Special); ok {
				what = sp.Name
			}
			fmt.Fprintf(b, `<g class="special" data-cell="%s"><title>%s</title><circle cx="%s" cy="%s" r="3.2" fill="%s"/>`,
				c, esc(what), fmtNum(cx), fmtNum(cy), viewSpec)
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="4.2" font-weight="bold" text-anchor="middle" fill="#fff">%s</text></g>`,
				fmtNum(cx), fmtNum(cy+1.5), esc(string(sq.Special)))
		}
	}
	// J10: the diamond, its tip where the tile's north lies.
	lx, ly := rules.OnTable(rules.Label, pl.Facing)
	drawDiamond(b, x+(float64(lx)+0.5)*viewCell, y+(float64(ly)+0.5)*viewCell, 9, 5.2, pl.Facing)
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="1.2"/>`,
		fmtNum(x), fmtNum(y), fmtNum(viewTile), fmtNum(viewTile), viewInk)
	banner(b, x+viewTile/2, bannerY(s, pl, y, 7*scale), 7*scale, name, l.Sprintf("realm %s", t.Realm), viewInk)
	cx := x
	if pl.Facing == rules.South { // J10 lies in the top-left corner: the coordinates go right of it
		cx += viewCell
	}
	placeCoord(b, cx, y, pl.At, scale)
	b.WriteString(`</g>`)
}

// bannerY is where a tile's name goes: its middle, else a quarter from
// its top or its bottom, the first where no figurine would hide under it.
func bannerY(s *rules.State, pl rules.Placed, y, size float64) float64 {
	half := size*1.25 + viewCell*0.8
	for _, cy := range []float64{viewTile / 2, viewTile * 0.25, viewTile * 0.75} {
		free := true
		for _, ch := range s.Characters {
			if ch.At != pl.At {
				continue
			}
			_, ty := rules.OnTable(ch.Cell, pl.Facing)
			if fy := (float64(ty) + 0.5) * viewCell; fy > cy-half && fy < cy+half {
				free = false
			}
		}
		if free {
			return y + cy
		}
	}
	return y + viewTile/2
}

// drawDiamond is the orientation mark: a lozenge, the half toward its tip
// filled, turned to facing.
func drawDiamond(b *strings.Builder, cx, cy, long, wide float64, facing rules.Dir) {
	fmt.Fprintf(b, `<g class="diamond" data-facing="%s" transform="translate(%s %s) rotate(%d)">`, facing, fmtNum(cx), fmtNum(cy), 90*int(facing))
	l2, w2 := fmtNum(long/2), fmtNum(wide/2)
	fmt.Fprintf(b, `<path d="M0 -%sL%s 0L0 %sL-%s 0Z" fill="#fff" stroke="%s" stroke-width="0.7" stroke-linejoin="round"/>`, l2, w2, l2, w2, viewInk)
	fmt.Fprintf(b, `<path d="M0 -%sL%s 0L-%s 0Z" fill="%s"/>`, l2, w2, w2, viewInk)
	b.WriteString(`</g>`)
}

// drawCharacter is a figurine seen from above: a disc in the character's
// colour with its number, its name beside it.
func drawCharacter(b *strings.Builder, i int, ch rules.Character, cx, cy, scale float64) {
	col := characterColour(i)
	fmt.Fprintf(b, `<g data-piece="%s" class="character" data-name="%s" data-at="%s" data-cell="%s">`, characterPiece(i), esc(ch.Name), ch.At, ch.Cell)
	// Past a cell's size when the world is shrunk, so that it stays seen.
	r := 4.6 * scale
	fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#fff" stroke-width="%s"/>`, fmtNum(cx), fmtNum(cy), fmtNum(r), col, fmtNum(1.2*scale))
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" text-anchor="middle" fill="#fff">%d</text>`, fmtNum(cx), fmtNum(cy+r*0.41), fmtNum(r*1.17), i+1)
	size := 5.8 * scale
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" fill="%s" stroke-width="%s" style="%s">%s</text>`,
		fmtNum(cx+r+1.2), fmtNum(cy+size*0.35), fmtNum(size), col, fmtNum(size*0.4), viewHalo, esc(ch.Name))
	b.WriteString(`</g>`)
}

// banner is a name on a light card at the centre of a place, a smaller
// line under it.
func banner(b *strings.Builder, cx, cy, size float64, text, sub, colour string) {
	width := max(approxWidth(text, size, true), approxWidth(sub, size*0.75, false)) + size
	width = min(width, viewTile-4)
	hgt := size * 2.5
	fmt.Fprintf(b, `<rect class="banner" x="%s" y="%s" width="%s" height="%s" rx="2.5" fill="#fff" fill-opacity="0.9" stroke="%s" stroke-width="0.5"/>`,
		fmtNum(cx-width/2), fmtNum(cy-hgt/2), fmtNum(width), fmtNum(hgt), viewLine)
	fit := ""
	if approxWidth(text, size, true) > viewTile-6 {
		fit = fmt.Sprintf(` textLength="%s" lengthAdjust="spacingAndGlyphs"`, fmtNum(viewTile-6))
	}
	fmt.Fprintf(b, `<text class="name" x="%s" y="%s" font-size="%s" font-weight="bold" text-anchor="middle" fill="%s"%s>%s</text>`,
		fmtNum(cx), fmtNum(cy-size*0.12), fmtNum(size), colour, fit, esc(text))
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" text-anchor="middle" fill="%s">%s</text>`,
		fmtNum(cx), fmtNum(cy+size*0.9), fmtNum(size*0.75), viewMuted, esc(sub))
}

// placeText is one line of text centred at (cx, cy).
func placeText(b *strings.Builder, cx, cy, size float64, colour, weight, text string) {
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="%s" text-anchor="middle" fill="%s">%s</text>`,
		fmtNum(cx), fmtNum(cy+size*0.35), fmtNum(size), weight, colour, esc(text))
}

// placeCoord writes a place's coordinates in its top-left corner: what
// reveal, plan and join take.
func placeCoord(b *strings.Builder, x, y float64, p rules.Pos, scale float64) {
	size := 5 * min(scale, 1.5)
	fmt.Fprintf(b, `<text class="coord" x="%s" y="%s" font-size="%s" font-weight="bold" fill="%s" stroke-width="%s" style="%s">%s</text>`,
		fmtNum(x+1.6), fmtNum(y+1+size), fmtNum(size), viewMuted, fmtNum(size*0.4), viewHalo, p)
}

// compass is a north arrow.
func compass(b *strings.Builder, cx, cy float64, l *lang.Printer) {
	fmt.Fprintf(b, `<g class="compass"><path d="M%s %sL%s %sL%s %sZ" fill="%s"/>`,
		fmtNum(cx), fmtNum(cy-5), fmtNum(cx+3.4), fmtNum(cy+4), fmtNum(cx-3.4), fmtNum(cy+4), viewMuted)
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="7" font-weight="bold" text-anchor="end" fill="%s">%s</text></g>`,
		fmtNum(cx-4.6), fmtNum(cy+3.4), viewMuted, esc(l.Sprintf("N")))
}

// approxWidth guesses a line's width in the page's sans-serif: enough to
// size a banner around it.
func approxWidth(s string, size float64, bold bool) float64 {
	k := 0.53
	if bold {
		k = 0.58
	}
	return float64(len([]rune(s))) * size * k
}

// characterTable is the pieces table: each character, where it stands and
// its plans.
func characterTable(s *rules.State, l *lang.Printer) *talk.Table {
	t := &talk.Table{Title: l.Sprintf("Characters"),
		Head: []string{l.Sprintf("Character"), l.Sprintf("Tile"), l.Sprintf("Cell"), l.Sprintf("Place"), l.Sprintf("Plans")}}
	for i, ch := range s.Characters {
		tile := ""
		if pl, ok := s.TileAt(ch.At); ok {
			tile = s.Name(pl)
		}
		var plans []string
		for _, p := range s.Plans {
			if p.Character != ch.Name {
				continue
			}
			if p.Oriented {
				plans = append(plans, l.Sprintf("%s at %s, diamond %s", p.Tile, p.At.String(), tilesDir(l, p.Facing.String())))
			} else {
				plans = append(plans, l.Sprintf("%s at %s", p.Tile, p.At.String()))
			}
		}
		t.Rows = append(t.Rows, talk.Row{Piece: characterPiece(i), Colour: characterColour(i),
			Cells: []string{fmt.Sprintf("%d %s", i+1, ch.Name), tile, ch.Cell.String(), ch.At.String(), strings.Join(plans, "; ")}})
	}
	return t
}

// worldLegend explains the drawing's signs, each in its own symbol.
func worldLegend(l *lang.Printer) []talk.Sign {
	sym := func(body string) string {
		return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` + body + `</svg>`
	}
	var diamond strings.Builder
	drawDiamond(&diamond, 12, 12, 18, 10, rules.North)
	var figurine strings.Builder
	fmt.Fprintf(&figurine, `<circle cx="12" cy="12" r="8" fill="%s" stroke="#fff" stroke-width="1.5"/><text x="12" y="15.5" font-size="10" font-weight="bold" text-anchor="middle" fill="#fff">1</text>`, characterColour(0))
	return []talk.Sign{
		{Symbol: sym(fmt.Sprintf(`<rect x="3" y="3" width="18" height="18" fill="#fff" stroke="%s" stroke-width="2"/>`, viewInk)), Text: l.Sprintf("a cell one may walk on (outlined)")},
		{Symbol: sym(fmt.Sprintf(`<rect x="3" y="3" width="18" height="18" fill="%s" stroke="%s"/>`, viewBlock, viewLine)), Text: l.Sprintf("a cell no one may stand on")},
		{Symbol: sym(fmt.Sprintf(`<circle cx="12" cy="12" r="8" fill="%s"/><text x="12" y="16" font-size="11" font-weight="bold" text-anchor="middle" fill="#fff">F</text>`, viewSpec)), Text: l.Sprintf("a special cell, its symbol")},
		{Symbol: sym(diamond.String()), Text: l.Sprintf("the diamond in J10 points to the tile's north")},
		{Symbol: sym(figurine.String()), Text: l.Sprintf("a character's figurine")},
		{Symbol: sym(fmt.Sprintf(`<rect x="3" y="3" width="18" height="18" rx="2" fill="none" stroke="%s" stroke-width="1.6" stroke-dasharray="4 3"/>`, viewMuted)), Text: l.Sprintf("a place still to explore")},
		{Symbol: sym(fmt.Sprintf(`<rect x="2" y="2" width="20" height="20" fill="%s" stroke="%s"/><path d="M5 5L19 19M19 5L5 19" stroke="%s" stroke-width="1.5"/>`, viewFloor, viewLine, viewMuted)), Text: l.Sprintf("the limits of the world: no tile was left, never explored")},
		{Symbol: sym(fmt.Sprintf(`<rect x="3" y="3" width="18" height="18" rx="2" fill="#fbf3e2" stroke="%s" stroke-width="2" stroke-dasharray="5 2"/>`, viewHiatus)), Text: l.Sprintf("a Hiatus: two plans disagree on the place")},
	}
}

func init() {
	lang.Add(
		lang.Text{"%s: %s, step %d", "%s : %s, étape %d"},
		lang.Text{"%s, step %d", "%s, étape %d"},
		lang.Text{"the world, north up", "le monde, nord en haut"},
		lang.Text{"to explore", "à explorer"},
		lang.Text{"limits of the world", "limites du monde"},
		lang.Text{"never explored", "inexplorable"},
		lang.Text{"Hiatus", "Hiatus"},
		lang.Text{" or ", " ou "},
		lang.Text{"realm %s", "règne %s"},
		lang.Text{"Characters", "Personnages"},
		lang.Text{"Character", "Personnage"},
		lang.Text{"Tile", "Tuile"},
		lang.Text{"Cell", "Case"},
		lang.Text{"Place", "Place"},
		lang.Text{"Plans", "Plans"},
		lang.Text{"%s at %s, diamond %s", "%s en %s, losange %s"},
		lang.Text{"a cell one may walk on (outlined)", "une case praticable (cernée)"},
		lang.Text{"a cell no one may stand on", "une case impraticable"},
		lang.Text{"a special cell, its symbol", "une case spéciale, sa pastille"},
		lang.Text{"the diamond in J10 points to the tile's north", "le losange en J10 pointe vers le nord de la tuile"},
		lang.Text{"a character's figurine", "la figurine d'un personnage"},
		lang.Text{"a place still to explore", "une place encore à explorer"},
		lang.Text{"the limits of the world: no tile was left, never explored", "les limites du monde : plus de tuile à tirer, place inexplorable"},
		lang.Text{"a Hiatus: two plans disagree on the place", "un Hiatus : deux plans se contredisent sur la place"},
	)
}
