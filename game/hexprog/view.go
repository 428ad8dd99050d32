package hexprog

import (
	"fmt"
	"html"
	"image/color"
	"math"
	"strings"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// The board drawn for the page (talk.View): the printed board's hexes and
// colours (DrawBoard's), laid out by the same hexgrid geometry,
// the robots on them, and under the board each robot's program with its
// pointer and its destroyed steps. SVG units: a hex is viewAcross across.

var _ referee.Drawer[*rules.State] = (*HexProg)(nil)

// Draw is position s drawn for the page in l's language, the pieces of a
// live check (checks) marked: seen where the camera sees them, green or
// red, with a ghost where a wrong one should stand.
func (h *HexProg) Draw(s *rules.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	return draw(s, checks, l)
}

const (
	viewAcross = 100.0 // a hex, side to side
	viewMargin = 24.0  // around the board
	viewBand   = 64.0  // above and below the board: the orientation hexes
	progRow    = 62.0  // a robot's program line
	progBox    = 44.0  // a program step's box
	progLabel  = 150.0 // the robot's name before its boxes
	progPerRow = 16    // boxes a line (the start box and 15 steps)
)

// The page's palette (docs/web.md).
const (
	inkCSS   = "#24262b"
	mutedCSS = "#6b6f78"
	lineCSS  = "#dedad2"
	cardCSS  = "#fbfaf7"
	goodCSS  = "#2a8a4a"
	badCSS   = "#c62828"
)

func css(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// paleCSS is c mixed with white, as the printed board's camp hexes.
func paleCSS(c color.Color) string {
	r, g, b, _ := c.RGBA()
	mix := func(v uint32) uint32 { return (v>>8)*35/100 + 255*65/100 }
	return fmt.Sprintf("#%02x%02x%02x", mix(r), mix(g), mix(b))
}

// light tells whether a colour needs dark ink on it.
func light(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return 0.299*float64(r>>8)+0.587*float64(g>>8)+0.114*float64(b>>8) > 170
}

func esc(s string) string { return html.EscapeString(s) }

func f1(x float64) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.1f", x), "0"), ".")
}

func points(ps []hexgrid.Point) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f1(p.X) + "," + f1(p.Y))
	}
	return b.String()
}

// robotColour is what robot r's body shows: its colour as other robots
// see it, else the tag's colour of its number.
func robotColour(r rules.Robot) color.Color {
	if r.Colour != "" {
		return PrintedColour(r.Colour)
	}
	return print.ColourOf(r.ID).RGB
}

// playerColour is the colour of player p's side (its robots' ring).
func playerColour(s *rules.State, p int) color.Color {
	if p < 1 || p > len(s.Players) {
		return print.InkCol
	}
	pl := s.Players[p-1]
	switch {
	case pl.Colour != "":
		return PrintedColour(pl.Colour)
	case pl.Camp != "":
		return PrintedColour(pl.Camp)
	}
	return print.InkCol
}

// viewGeom is where things lie in the drawing.
type viewGeom struct {
	grid          hexgrid.Layout // the board's hexes, in SVG units
	w, h          float64        // the whole drawing
	boardW        float64
	boardTop      float64 // y of the board's bounding box
	progTop       float64 // y of the first program line
	perRow, lines int     // program boxes a line; lines a robot
}

func geometry(s *rules.State) viewGeom {
	grid, bw, bh := s.Board.Layout(viewAcross)
	g := viewGeom{boardW: bw, boardTop: viewMargin + viewBand}
	grid.Origin.X += viewMargin
	grid.Origin.Y += g.boardTop
	g.grid = grid
	steps := 0
	for _, r := range s.Robots {
		steps = max(steps, len(r.Program.Steps))
	}
	g.perRow = min(steps+1, progPerRow)
	g.lines = (steps + 1 + g.perRow - 1) / g.perRow
	g.w = math.Max(bw, progLabel+float64(g.perRow)*progBox) + 2*viewMargin
	g.progTop = g.boardTop + bh + viewBand + 8
	g.h = g.progTop + float64(len(s.Robots))*(progRow+float64(g.lines-1)*(progBox+6)) + viewMargin
	return g
}

// centre is the centre of cell c in the drawing.
func (g viewGeom) centre(c rules.Cell) hexgrid.Point { return g.grid.Centre(c.Hex()) }

// draw is position s drawn (HexProg.Draw).
func draw(s *rules.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	g := geometry(s)
	var b strings.Builder
	title := l.Sprintf("hex programming game on %s", boardName(l, s))
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" font-family="inherit" class="hexprog-board" role="img" aria-label="%s">`,
		f1(g.w), f1(g.h), esc(title))
	fmt.Fprintf(&b, `<rect class="card" x="1" y="1" width="%s" height="%s" rx="14" fill="%s" stroke="%s" stroke-width="2"/>`, f1(g.w-2), f1(g.h-2), cardCSS, lineCSS)
	drawHeader(&b, s, g, l)
	b.WriteString(`<g class="hexes">`)
	for _, c := range s.Board.Cells() {
		drawHex(&b, s, g, c)
	}
	// Each hex's [col,row] in small, as printed; one group says how.
	fmt.Fprintf(&b, `</g><g class="names" text-anchor="middle" font-size="13" fill="%s">`, mutedCSS)
	for _, c := range s.Board.Cells() {
		mid := g.centre(c)
		fmt.Fprintf(&b, `<text x="%s" y="%s">%d,%d</text>`, f1(mid.X), f1(mid.Y+viewAcross*0.43), c.Col, c.Row)
	}
	b.WriteString(`</g>`)
	drawGoals(&b, s, g)
	// The orientation hexes, as printed: by the top-left corner above the
	// board and the bottom-right one below it.
	rose := viewBand * 0.8
	drawRose(&b, hexgrid.Point{X: viewMargin + rose*0.6, Y: g.boardTop - viewBand/2}, rose)
	drawRose(&b, hexgrid.Point{X: viewMargin + g.boardW - rose*0.6, Y: g.progTop - 8 - viewBand/2}, rose)
	drawRobots(&b, s, g, checks)
	drawPrograms(&b, s, g, l)
	b.WriteString(`</svg>`)
	return &talk.View{Title: title, Board: b.String(), Pieces: piecesTable(s, l), Legend: legend(l)}
}

// drawHeader writes the round and the signals each player has left, beside
// the top orientation hex.
func drawHeader(b *strings.Builder, s *rules.State, g viewGeom, l *lang.Printer) {
	y := g.boardTop - viewBand/2
	x := g.w - viewMargin
	round := l.Sprintf("next: round %d", s.Round+1) // the position drawn is after s.Round rounds
	if s.Over {
		round = l.Sprintf("game over")
	}
	var parts []string
	for p := range s.Players {
		parts = append(parts, l.Sprintf("%s: %d signals left", hexPlayer(l, s, p+1), s.SignalsLeft(p+1)))
	}
	fmt.Fprintf(b, `<text class="round" x="%s" y="%s" text-anchor="end" font-size="22" font-weight="bold" fill="%s">%s</text>`, f1(x), f1(y-4), inkCSS, esc(round))
	fmt.Fprintf(b, `<text class="signals" x="%s" y="%s" text-anchor="end" font-size="19" fill="%s">%s</text>`, f1(x), f1(y+20), mutedCSS, esc(strings.Join(parts, " · ")))
}

// drawHex writes one hex as the printed board shows it: its terrain, its
// camp's pale colour, its shape, its start dot.
func drawHex(b *strings.Builder, s *rules.State, g viewGeom, c rules.Cell) {
	t := s.Board.Tile(c)
	h := c.Hex()
	mid := g.grid.Centre(h)
	a := viewAcross
	fill := css(print.Floor)
	switch {
	case t.Terrain == rules.Lake:
		fill = css(LakeCol)
	case t.Terrain == rules.Lightning:
		fill = css(LightningCol)
	case t.Camp() != "":
		fill = paleCSS(PrintedColour(t.Camp()))
	}
	fmt.Fprintf(b, `<g class="hex %s" data-cell="%d,%d">`, t.Terrain, c.Col, c.Row)
	corners := g.grid.Corners(h)
	fmt.Fprintf(b, `<polygon points="%s" fill="%s" stroke="#fff" stroke-width="3"/>`, points(corners[:]), fill)
	switch t.Terrain {
	case rules.Lake:
		for _, dy := range []float64{-0.14, 0.04} {
			y := mid.Y + dy*a
			fmt.Fprintf(b, `<path d="M%s %s q%s %s %s 0 t%s 0 t%s 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
				f1(mid.X-a*0.27), f1(y), f1(a*0.09), f1(-a*0.07), f1(a*0.18), f1(a*0.18), f1(a*0.18))
		}
	case rules.Lightning:
		sz := a * 0.3
		bolt := []hexgrid.Point{{X: mid.X + sz*0.15, Y: mid.Y - sz}, {X: mid.X - sz*0.45, Y: mid.Y + sz*0.1}, {X: mid.X - sz*0.02, Y: mid.Y + sz*0.1},
			{X: mid.X - sz*0.2, Y: mid.Y + sz}, {X: mid.X + sz*0.45, Y: mid.Y - sz*0.15}, {X: mid.X + sz*0.02, Y: mid.Y - sz*0.15}}
		fmt.Fprintf(b, `<polygon class="bolt" points="%s" fill="%s"/>`, points(bolt), inkCSS)
	case rules.Shape:
		drawShape(b, t.Shape, css(PrintedColour(t.Colour)), mid, a*0.5)
	}
	if t.Start {
		fmt.Fprintf(b, `<circle class="start-dot" cx="%s" cy="%s" r="%s" fill="%s"/>`, f1(mid.X), f1(mid.Y), f1(a*0.08), inkCSS)
	}
	b.WriteString(`</g>`)
}

// drawShape writes a coloured square, triangle or circle of size sz.
func drawShape(b *strings.Builder, k rules.ShapeKind, fill string, p hexgrid.Point, sz float64) {
	h := sz / 2
	outline := fmt.Sprintf(`fill="%s" stroke="%s" stroke-width="2"`, fill, inkCSS)
	switch k {
	case rules.Square:
		fmt.Fprintf(b, `<rect class="figure square" x="%s" y="%s" width="%s" height="%s" %s/>`, f1(p.X-h*0.8), f1(p.Y-h*0.8), f1(sz*0.8), f1(sz*0.8), outline)
	case rules.Triangle:
		fmt.Fprintf(b, `<polygon class="figure triangle" points="%s" %s/>`,
			points([]hexgrid.Point{{X: p.X, Y: p.Y - h}, {X: p.X + h, Y: p.Y + h*0.75}, {X: p.X - h, Y: p.Y + h*0.75}}), outline)
	default:
		fmt.Fprintf(b, `<circle class="figure circle" cx="%s" cy="%s" r="%s" %s/>`, f1(p.X), f1(p.Y), f1(h*0.85), outline)
	}
}

// drawGoals rings the hexes a scenario asks a robot to reach.
func drawGoals(b *strings.Builder, s *rules.State, g viewGeom) {
	for _, c := range s.Goal.Reach {
		h := c.Hex()
		ps := g.grid.Corners(h)
		mid := g.grid.Centre(h)
		for i := range ps {
			ps[i] = hexgrid.Point{X: mid.X + (ps[i].X-mid.X)*0.88, Y: mid.Y + (ps[i].Y-mid.Y)*0.88}
		}
		fmt.Fprintf(b, `<polygon class="goal" data-cell="%d,%d" points="%s" fill="none" stroke="%s" stroke-width="5" stroke-dasharray="10 6"/>`, c.Col, c.Row, points(ps[:]), inkCSS)
	}
}

// drawRose writes an orientation hex: the six directions numbered on its
// sides, 1 north, clockwise (DrawRose).
func drawRose(b *strings.Builder, at hexgrid.Point, across float64) {
	l := hexgrid.Layout{Across: across, Origin: at}
	corners := l.Corners(hexgrid.Hex{})
	fmt.Fprintf(b, `<g class="rose"><polygon points="%s" fill="#fff" stroke="%s" stroke-width="3"/>`, points(corners[:]), inkCSS)
	size := across * 0.26
	for _, d := range hexgrid.Dirs {
		u := d.Unit()
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" font-size="%s" font-weight="bold" fill="%s">%d</text>`,
			f1(at.X+u.X*across*0.31), f1(at.Y+u.Y*across*0.31+size*0.36), f1(size), inkCSS, int(d))
	}
	fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s"/></g>`, f1(at.X), f1(at.Y), f1(across*0.05), inkCSS)
}

// drawRobots writes the robots in play where s has them, or, checked,
// where the camera sees them, green or red; a wrong one's ghost where it
// should stand; and the robots the table shows that s has not.
func drawRobots(b *strings.Builder, s *rules.State, g viewGeom, checks []talk.Piece) {
	checked := map[int]talk.Piece{}
	for _, c := range checks {
		if c.Kind == "robot" {
			checked[c.ID] = c
		}
	}
	for _, r := range s.Robots {
		c, ok := checked[r.ID]
		delete(checked, r.ID)
		switch {
		case !ok && !r.Out:
			drawRobot(b, s, g, r, r.Cell, r.Facing, "")
		case ok && c.Seen:
			d, _ := dirNamed(c.Facing)
			drawRobot(b, s, g, r, rules.Cell{Col: c.Cell.X, Row: c.Cell.Y}, d, checkClass(c))
		}
	}
	for _, c := range checks { // in the check's order
		if _, stray := checked[c.ID]; stray && c.Kind == "robot" && c.Seen {
			d, _ := dirNamed(c.Facing)
			drawRobot(b, s, g, rules.Robot{ID: c.ID, Colour: "", Player: 0}, rules.Cell{Col: c.Cell.X, Row: c.Cell.Y}, d, checkClass(c))
		}
	}
	for _, c := range checks {
		if c.Kind == "robot" && !c.OK && !c.Off {
			d, _ := dirNamed(c.WantFacing)
			drawGhost(b, g, c, rules.Cell{Col: c.Cell.X, Row: c.Cell.Y}, rules.Cell{Col: c.Want.X, Row: c.Want.Y}, d)
		}
	}
}

func checkClass(c talk.Piece) string {
	if c.OK {
		return "ok"
	}
	return "bad"
}

// drawRobot writes robot r on cell c facing d: a disc in its colour ringed
// in its player's, a notch on the side it faces, its number; with a halo
// when checked (class ok or bad).
func drawRobot(b *strings.Builder, s *rules.State, g viewGeom, r rules.Robot, c rules.Cell, d hexgrid.Dir, class string) {
	at := g.centre(c)
	body := robotColour(r)
	if r.Player == 0 { // not in the game: no colour of its own
		body = color.RGBA{150, 150, 150, 255}
	}
	cls := "robot"
	if class != "" {
		cls += " " + class
	}
	fmt.Fprintf(b, `<g class="%s" data-piece="robot %d" data-cell="%d,%d" data-facing="%s" transform="translate(%s %s)">`,
		cls, r.ID, c.Col, c.Row, d, f1(at.X), f1(at.Y))
	switch class {
	case "ok":
		fmt.Fprintf(b, `<circle class="halo" r="45" fill="%s" fill-opacity="0.3" stroke="%s" stroke-width="5"/>`, goodCSS, goodCSS)
	case "bad":
		fmt.Fprintf(b, `<circle class="halo" r="45" fill="%s" fill-opacity="0.3" stroke="%s" stroke-width="5"/>`, badCSS, badCSS)
	}
	if d.Valid() {
		fmt.Fprintf(b, `<g class="body" transform="rotate(%s)">`, f1(d.Angle()*180/math.Pi))
	} else {
		b.WriteString(`<g class="body">`)
	}
	fmt.Fprintf(b, `<circle r="33" fill="%s"/>`, css(playerColour(s, r.Player)))
	fmt.Fprintf(b, `<circle r="26" fill="%s" stroke="#fff" stroke-width="2"/>`, css(body))
	if d.Valid() { // the notch: the robot's front, towards a side of its hex
		fmt.Fprintf(b, `<polygon class="front" points="0,-48 -17,-24 17,-24" fill="%s" stroke="#fff" stroke-width="2"/>`, inkCSS)
	}
	b.WriteString(`</g>`)
	ink := "#fff"
	if light(body) {
		ink = inkCSS
	}
	fmt.Fprintf(b, `<text class="id" y="10" text-anchor="middle" font-size="28" font-weight="bold" fill="%s">%d</text></g>`, ink, r.ID)
}

// drawGhost writes where a wrong robot should stand: a dashed red outline
// and a pointer to the side it should face. On its own hex (turned the
// wrong way) the pointer stands outside the robot.
func drawGhost(b *strings.Builder, g viewGeom, p talk.Piece, seen, want rules.Cell, d hexgrid.Dir) {
	at := g.centre(want)
	here := p.Seen && seen == want
	cls := "ghost"
	if here {
		cls += " here"
	}
	fmt.Fprintf(b, `<g class="%s" data-piece="robot %d" data-cell="%d,%d" data-facing="%s" transform="translate(%s %s)">`,
		cls, p.ID, want.Col, want.Row, d, f1(at.X), f1(at.Y))
	if here { // the robot shows through: its hex outlined
		corners := hexgrid.Layout{Across: viewAcross * 0.9}.Corners(hexgrid.Hex{})
		fmt.Fprintf(b, `<polygon points="%s" fill="none" stroke="%s" stroke-width="4" stroke-dasharray="10 7"/>`, points(corners[:]), badCSS)
	} else {
		fmt.Fprintf(b, `<circle r="36" fill="#fff" fill-opacity="0.55" stroke="%s" stroke-width="5" stroke-dasharray="10 7"/>`, badCSS)
	}
	if d.Valid() {
		tip, base := 50.0, 24.0
		if here {
			tip, base = 62.0, 47.0
		}
		fmt.Fprintf(b, `<polygon class="pointer" transform="rotate(%s)" points="0,%s -18,%s 18,%s" fill="%s" fill-opacity="0.8"/>`,
			f1(d.Angle()*180/math.Pi), f1(-tip), f1(-base), f1(-base), badCSS)
	}
	if !here {
		fmt.Fprintf(b, `<text class="label" y="10" text-anchor="middle" font-size="28" font-weight="bold" fill="%s">%d</text>`, badCSS, p.ID)
	}
	b.WriteString(`</g>`)
}

// drawPrograms writes each robot's program under the board: its start box
// and steps, the pointer's box ringed in the robot's colour with a
// pointer under it, the destroyed steps crossed out, and its shots left.
func drawPrograms(b *strings.Builder, s *rules.State, g viewGeom, l *lang.Printer) {
	y := g.progTop
	for _, r := range s.Robots {
		op := ""
		if r.Out {
			op = ` opacity="0.45"`
		}
		fmt.Fprintf(b, `<g class="program" data-robot="%d"%s>`, r.ID, op)
		body := robotColour(r)
		ink := "#fff"
		if light(body) {
			ink = inkCSS
		}
		cy := y + progBox/2
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="19" fill="%s" stroke="%s" stroke-width="4"/>`, f1(viewMargin+20), f1(cy), css(body), css(playerColour(s, r.Player)))
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" font-size="19" font-weight="bold" fill="%s">%d</text>`, f1(viewMargin+20), f1(cy+7), ink, r.ID)
		name := r.Name
		if name == "" {
			name = l.Sprintf("robot %d", r.ID)
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="17" font-weight="bold" fill="%s">%s</text>`, f1(viewMargin+46), f1(cy-4), inkCSS, esc(name))
		status := l.Sprintf("%d shots", s.ShotsLeft(&r))
		if r.Out {
			status = l.Sprintf("out of play")
		}
		fmt.Fprintf(b, `<text class="shots" x="%s" y="%s" font-size="15" fill="%s">%s</text>`, f1(viewMargin+46), f1(cy+16), mutedCSS, esc(status))
		for k := 0; k <= len(r.Program.Steps); k++ {
			x := viewMargin + progLabel + float64(k%g.perRow)*progBox
			by := y + float64(k/g.perRow)*(progBox+6)
			drawStep(b, r, k, x, by, css(body))
		}
		b.WriteString(`</g>`)
		y += progRow + float64(g.lines-1)*(progBox+6)
	}
}

// drawStep writes box k of r's program (0: the start box) at x, y.
func drawStep(b *strings.Builder, r rules.Robot, k int, x, y float64, colour string) {
	w, h := progBox-4, progBox-4
	cls, fill, text, ink := "step", "#fff", "", inkCSS
	if k == 0 {
		cls, fill, text, ink = "step home", "#efede8", "▸", mutedCSS
	} else {
		text = r.Program.Steps[k-1].String()
	}
	lost := k > 0 && r.StepLost(k)
	if lost {
		cls += " lost"
		fill, ink = "#efede8", mutedCSS
	}
	at := k == r.Pointer
	if at {
		cls += " pointer"
	}
	fmt.Fprintf(b, `<g class="%s" data-step="%d">`, cls, k)
	stroke, sw := lineCSS, 2.0
	if at {
		stroke, sw = colour, 5
	}
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" rx="5" fill="%s" stroke="%s" stroke-width="%s"/>`, f1(x), f1(y), f1(w), f1(h), fill, stroke, f1(sw))
	if k > 0 {
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="10" fill="%s">%d</text>`, f1(x+3), f1(y+11), mutedCSS, k)
	}
	fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" font-size="17" font-weight="bold" fill="%s">%s</text>`, f1(x+w/2), f1(y+h*0.75), ink, esc(text))
	if lost {
		fmt.Fprintf(b, `<path class="cross" d="M%s %sL%s %sM%s %sL%s %s" stroke="%s" stroke-width="3" stroke-linecap="round"/>`,
			f1(x+6), f1(y+6), f1(x+w-6), f1(y+h-6), f1(x+w-6), f1(y+6), f1(x+6), f1(y+h-6), badCSS)
	}
	if at { // the pointer, under the box
		fmt.Fprintf(b, `<polygon class="mark" points="%s,%s %s,%s %s,%s" fill="%s"/>`, f1(x+w/2), f1(y+h+1), f1(x+w/2-7), f1(y+h+9), f1(x+w/2+7), f1(y+h+9), inkCSS)
	}
	b.WriteString(`</g>`)
}

// piecesTable is the robots' table: owner, hex, facing, shots left and
// their player's signals left (each program, its pointer and its
// destroyed steps are drawn under the board).
func piecesTable(s *rules.State, l *lang.Printer) *talk.Table {
	t := &talk.Table{Title: l.Sprintf("Robots"), Head: []string{
		l.Sprintf("robot"), l.Sprintf("player"), l.Sprintf("hex"), l.Sprintf("facing"), l.Sprintf("shots"), l.Sprintf("signals"),
	}}
	for _, r := range s.Robots {
		name := fmt.Sprint(r.ID)
		if r.Name != "" {
			name += " " + r.Name
		}
		where, facing := r.Cell.String(), l.Say(facingText(r.Facing))
		if r.Out {
			where, facing = l.Sprintf("out (%v)", r.Cell), "–"
		}
		t.Rows = append(t.Rows, talk.Row{Piece: fmt.Sprintf("robot %d", r.ID), Colour: css(robotColour(r)), Seat: s.PlayerName(r.Player), Gone: r.Out,
			Cells: []string{name, hexPlayer(l, s, r.Player), where, facing, fmt.Sprintf("%d/%d", s.ShotsLeft(&r), s.Settings.Shots),
				fmt.Sprint(s.SignalsLeft(r.Player))}})
	}
	return t
}

// legend explains the drawing's signs, each in its own symbol.
func legend(l *lang.Printer) []talk.Sign {
	sym := func(inner string) string {
		return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-60 -60 120 120">` + inner + `</svg>`
	}
	box := func(inner string) string { // a program step, closer
		return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-26 -32 52 64">` + inner + `</svg>`
	}
	hex := func(fill string) string {
		ps := hexgrid.Layout{Across: 86}.Corners(hexgrid.Hex{})
		return fmt.Sprintf(`<polygon points="%s" fill="%s" stroke="%s" stroke-width="2"/>`, points(ps[:]), fill, lineCSS)
	}
	var lake, bolt, shapes, start, robot, rose strings.Builder
	c := viewGeom{grid: hexgrid.Layout{Across: viewAcross}}
	drawHex(&lake, legendState(rules.HexTile{Terrain: rules.Lake, Colour: "blue"}), c, rules.Cell{Col: 1, Row: 1})
	drawHex(&bolt, legendState(rules.HexTile{Terrain: rules.Lightning, Colour: "yellow"}), c, rules.Cell{Col: 1, Row: 1})
	shapes.WriteString(hex(css(print.Floor)))
	drawShape(&shapes, rules.Square, css(PrintedColour("red")), hexgrid.Point{X: -20, Y: -14}, 30)
	drawShape(&shapes, rules.Triangle, css(PrintedColour("blue")), hexgrid.Point{X: 20, Y: -14}, 30)
	drawShape(&shapes, rules.Circle, css(PrintedColour("yellow")), hexgrid.Point{X: 0, Y: 20}, 30)
	start.WriteString(hex(paleCSS(PrintedColour("green"))))
	fmt.Fprintf(&start, `<circle r="8" fill="%s"/>`, inkCSS)
	drawRose(&rose, hexgrid.Point{}, 90)
	st := legendState(rules.HexTile{Terrain: rules.Plain})
	drawRobot(&robot, st, c, rules.Robot{ID: 1, Player: 1, Colour: "red"}, rules.Cell{Col: 1, Row: 1}, hexgrid.NorthEast, "")
	var step, lost, ok, bad, ghost strings.Builder
	prog := rules.Robot{ID: 1, Program: &rules.Program{Steps: []rules.Instr{{Op: rules.OpShoot}}}, Pointer: 1}
	drawStep(&step, prog, 1, -20, -28, css(PrintedColour("red")))
	prog.Lost, prog.Pointer = 1, 0
	drawStep(&lost, prog, 1, -20, -28, css(PrintedColour("red")))
	drawRobot(&ok, st, c, rules.Robot{ID: 1, Player: 1, Colour: "red"}, rules.Cell{Col: 1, Row: 1}, hexgrid.North, "ok")
	drawRobot(&bad, st, c, rules.Robot{ID: 1, Player: 1, Colour: "red"}, rules.Cell{Col: 1, Row: 1}, hexgrid.North, "bad")
	drawGhost(&ghost, c, talk.Piece{Kind: "robot", ID: 1}, rules.Cell{}, rules.Cell{Col: 1, Row: 1}, hexgrid.North)
	return []talk.Sign{
		{Symbol: sym(robot.String()), Text: l.Sprintf("robot: its number and colour, ringed in its player's colour; the notch is its front, towards a side of its hex")},
		{Symbol: sym(rose.String()), Text: l.Sprintf("orientation hex: the six directions, 1 north, clockwise")},
		{Symbol: sym(lake.String()), Text: l.Sprintf("lake: a robot that enters it is eliminated")},
		{Symbol: sym(bolt.String()), Text: l.Sprintf("lightning hex: entering it destroys the step being read")},
		{Symbol: sym(shapes.String()), Text: l.Sprintf("coloured shapes: square, triangle, circle (obstacles when the game says so)")},
		{Symbol: sym(start.String()), Text: l.Sprintf("camp hex; the black dot is a start hex")},
		{Symbol: box(step.String()), Text: l.Sprintf("program step under the pointer (▸: the start box)")},
		{Symbol: box(lost.String()), Text: l.Sprintf("destroyed step: the pointer still stops there, nothing is done")},
		{Symbol: sym(ok.String()), Text: l.Sprintf("on the table as ruled")},
		{Symbol: sym(bad.String()), Text: l.Sprintf("not on the table as ruled: what to do is said beside the board")},
		{Symbol: sym(ghost.String()), Text: l.Sprintf("where a wrong robot should stand, the pointer the way it should face")},
	}
}

// legendState is a one-hex board of tile t, with one player, to draw the
// legend's signs with the board's own code.
func legendState(t rules.HexTile) *rules.State {
	b := rules.NewBoard("", 1, 1)
	b.Set(rules.Cell{Col: 1, Row: 1}, t)
	return &rules.State{Board: b, Players: []rules.Player{{Colour: "green"}}}
}

func init() {
	lang.Add(
		lang.Text{"hex programming game on %s", "jeu de programmation hexagonal sur %s"},
		lang.Text{"%s: %d signals left", "%s : %d signaux restants"},
		lang.Text{"%d shots", "%d tirs"},
		lang.Text{"out of play", "hors jeu"},
		lang.Text{"out (%v)", "hors jeu (%v)"},
		lang.Text{"Robots", "Robots"},
		lang.Text{"robot", "robot"},
		lang.Text{"player", "joueur"},
		lang.Text{"hex", "case"},
		lang.Text{"facing", "orientation"},
		lang.Text{"shots", "tirs"},
		lang.Text{"next: round %d", "à suivre : manche %d"},
		lang.Text{"signals", "signaux"},
		lang.Text{"robot: its number and colour, ringed in its player's colour; the notch is its front, towards a side of its hex",
			"robot : son numéro et sa couleur, cerclé de la couleur de son joueur ; l'encoche est son avant, vers un côté de sa case"},
		lang.Text{"orientation hex: the six directions, 1 north, clockwise", "hexagone d'orientation : les six directions, 1 au nord, dans le sens horaire"},
		lang.Text{"lake: a robot that enters it is eliminated", "lac : un robot qui y entre est éliminé"},
		lang.Text{"lightning hex: entering it destroys the step being read", "case éclair : y entrer détruit le pas en cours de lecture"},
		lang.Text{"coloured shapes: square, triangle, circle (obstacles when the game says so)", "formes colorées : carré, triangle, cercle (obstacles si la partie le dit)"},
		lang.Text{"camp hex; the black dot is a start hex", "case de camp ; le point noir est une case de départ"},
		lang.Text{"program step under the pointer (▸: the start box)", "pas de programme sous le pointeur (▸ : la case départ)"},
		lang.Text{"destroyed step: the pointer still stops there, nothing is done", "pas détruit : le pointeur s'y arrête encore, rien n'est fait"},
		lang.Text{"on the table as ruled", "sur la table comme l'arbitre l'a dit"},
		lang.Text{"not on the table as ruled: what to do is said beside the board", "pas sur la table comme l'arbitre l'a dit : ce qu'il faut faire est dit à côté du plateau"},
		lang.Text{"where a wrong robot should stand, the pointer the way it should face", "où un robot mal placé doit être, la pointe vers où il doit regarder"},
	)
}
