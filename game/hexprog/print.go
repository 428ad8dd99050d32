package hexprog

import (
	"fmt"
	"image/color"
	"math"

	"mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/lang"
	. "mecanoid/print"
	"mecanoid/tag"
)

// fail is the error saying m, as print says what is wrong with its settings.
func fail(m lang.Msg) error { return &Error{Msg: m} }

// pale mixes a colour halfway to white (print's, for the camps' hexes).
func pale(c color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(c.R) + 255) / 2), uint8((int(c.G) + 255) / 2), uint8((int(c.B) + 255) / 2), 255}
}

// Limits of a printed hex: a robot and its tag stand on one.
const (
	MinHex = 30.0
	MaxHex = 200.0
)

// Colours of the hex board.
var (
	LakeCol      = color.RGBA{70, 140, 215, 255}
	LightningCol = color.RGBA{245, 205, 40, 255}
	HexEdge      = color.RGBA{150, 150, 142, 255}
)

// hexColours are the colours robots see, as printed.
var hexColours = map[hexprog.Colour]color.RGBA{
	"red": {214, 40, 40, 255}, "blue": {30, 100, 210, 255}, "green": {40, 160, 70, 255},
	"yellow": {240, 190, 20, 255}, "violet": {140, 70, 180, 255}, "orange": {245, 130, 30, 255},
	"black": {30, 30, 30, 255}, "white": {250, 250, 250, 255}, "pink": {235, 110, 170, 255},
}

// HexColour is the printed colour of a game colour (grey if unknown).
func HexColour(c hexprog.Colour) color.RGBA {
	if rgb, ok := hexColours[c]; ok {
		return rgb
	}
	return color.RGBA{128, 128, 128, 255}
}

// HexBoardPrint says how to print a hex board at true scale.
type HexBoardPrint struct {
	Across  float64     // mm between opposite sides of a hex; 0: the board's own hexsize
	Markers tag.Markers // corner markers (tag.HexProg payloads); Size 0: none
	Page    Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultHexBoardPrint is the board's own hex size with corner markers, on
// A4 with 10 mm margins and 10 mm overlaps.
func DefaultHexBoardPrint() HexBoardPrint {
	return HexBoardPrint{Markers: tag.DefaultMarkers, Page: DefaultPage, Overlap: 10}
}

func (o HexBoardPrint) across(b *hexprog.Board) float64 {
	if o.Across > 0 {
		return o.Across
	}
	return b.HexSize
}

// Check tells whether b can be printed with these settings.
func (o HexBoardPrint) Check(b *hexprog.Board) error {
	a := o.across(b)
	switch {
	case a < MinHex || a > MaxHex:
		return fail(lang.M("hexes of %g mm; %g..%g mm (a robot and its tag stand on one)", a, MinHex, MaxHex))
	case o.Markers.Size != 0 && o.Markers.Size < 10:
		return fail(lang.M("corner markers of %g mm are too small to be read; at least 10 mm", o.Markers.Size))
	case o.Markers.Gap < 0:
		return fail(lang.M("corner marker gap %g mm; it cannot be negative", o.Markers.Gap))
	}
	return o.Page.Check()
}

// HexLayout is where b's hexes lie on the printed board: board coordinates
// have (0,0) at the top-left corner of the hexes' bounding box, and w x h is
// the box (the playing area the corner markers surround).
func (o HexBoardPrint) HexLayout(b *hexprog.Board) (l hexgrid.Layout, w, h float64) {
	return b.Layout(o.across(b))
}

// roseSize is the side of the orientation hexes printed by the corners.
func (o HexBoardPrint) roseSize(b *hexprog.Board) float64 { return math.Min(o.across(b)*0.6, 30) }

// Extent is the rectangle the printed board covers, in board coordinates:
// the hexes, the orientation hexes and the corner markers, with a border.
func (o HexBoardPrint) Extent(b *hexprog.Board) (lo, hi Pt) {
	_, w, h := o.HexLayout(b)
	e := o.roseSize(b) + 6
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Markers.Margin()+3)
	}
	return Pt{-e, -e}, Pt{w + e, h + e}
}

func hexPolygon(l hexgrid.Layout, h hexgrid.Hex, origin Pt, shrink float64) []Pt {
	c := l.Centre(h)
	var pts []Pt
	for _, p := range l.Corners(h) {
		pts = append(pts, Pt{origin.X + c.X + (p.X-c.X)*shrink, origin.Y + c.Y + (p.Y-c.Y)*shrink})
	}
	return pts
}

// DrawHexBoard draws b's hexes laid out by l, with origin at board (0,0):
// terrain, camps, start dots, shapes, and each hex's [col,row] in small.
func DrawHexBoard(c Canvas, b *hexprog.Board, l hexgrid.Layout, origin Pt) {
	a := l.Across
	for _, cell := range b.Cells() {
		h := cell.Hex()
		t := b.Tile(cell)
		ctr := l.Centre(h)
		mid := Pt{origin.X + ctr.X, origin.Y + ctr.Y}
		c.Polygon(hexPolygon(l, h, origin, 1), HexEdge)
		fill := color.Color(Floor)
		switch {
		case t.Terrain == hexprog.Lake:
			fill = LakeCol
		case t.Terrain == hexprog.Lightning:
			fill = LightningCol
		case t.Camp() != "":
			fill = pale(HexColour(t.Camp()))
		}
		c.Polygon(hexPolygon(l, h, origin, 0.96), fill)
		switch t.Terrain {
		case hexprog.Lake:
			for _, dy := range []float64{-0.12, 0.04, 0.2} { // waves
				for k := -1; k <= 1; k++ {
					x := mid.X + float64(k)*a*0.18
					c.Line(Pt{x - a*0.07, mid.Y + dy*a}, Pt{x, mid.Y + dy*a - a*0.04}, a*0.025, White)
					c.Line(Pt{x, mid.Y + dy*a - a*0.04}, Pt{x + a*0.07, mid.Y + dy*a}, a*0.025, White)
				}
			}
		case hexprog.Lightning:
			s := a * 0.32
			c.Polygon([]Pt{{mid.X + s*0.15, mid.Y - s}, {mid.X - s*0.45, mid.Y + s*0.1}, {mid.X - s*0.02, mid.Y + s*0.1},
				{mid.X - s*0.2, mid.Y + s}, {mid.X + s*0.45, mid.Y - s*0.15}, {mid.X + s*0.02, mid.Y - s*0.15}}, InkCol)
		case hexprog.Shape:
			printShape(c, t.Shape, mid, a*0.55, HexColour(t.Colour))
		}
		if t.Start {
			c.Circle(mid, a*0.09, Black)
		}
		size := math.Min(a*0.13, 5)
		c.Text(Pt{mid.X, mid.Y + a*0.42}, size, fmt.Sprintf("%d,%d", cell.Col, cell.Row), InkCol, 0.5)
	}
}

// printShape draws a coloured square, triangle or circle of size s centred on p.
func printShape(c Canvas, s hexprog.ShapeKind, p Pt, size float64, col color.Color) {
	h := size / 2
	switch s {
	case hexprog.Square:
		Rect(c, p.X-h*0.8, p.Y-h*0.8, size*0.8, size*0.8, col)
	case hexprog.Triangle:
		c.Polygon([]Pt{{p.X, p.Y - h}, {p.X + h, p.Y + h*0.75}, {p.X - h, p.Y + h*0.75}}, col)
	default:
		c.Circle(p, h*0.85, col)
	}
}

// DrawRose draws an orientation hex: a small flat-topped hex of side-to-side
// size across, with the six directions numbered on its sides, 1 north.
func DrawRose(c Canvas, centre Pt, across float64) {
	l := hexgrid.Layout{Across: across, Origin: hexgrid.Point{X: centre.X, Y: centre.Y}}
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, Pt{}, 1), InkCol)
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, Pt{}, 0.9), White)
	size := across * 0.22
	for _, d := range hexgrid.Dirs {
		u := d.Unit()
		p := Pt{centre.X + u.X*across*0.3, centre.Y + u.Y*across*0.3 + size*0.36}
		c.Text(p, size, fmt.Sprint(int(d)), InkCol, 0.5)
	}
	c.Circle(centre, across*0.05, InkCol)
}

// drawHexPoster draws the whole printed board with board (0,0) at origin.
func drawHexPoster(c Canvas, b *hexprog.Board, o HexBoardPrint, origin Pt) error {
	l, w, h := o.HexLayout(b)
	DrawHexBoard(c, b, l, origin)
	// Orientation hexes by the top-left and bottom-right corners, above and
	// below the board, clear of the corner markers.
	r := o.roseSize(b)
	DrawRose(c, Pt{origin.X + r*0.6, origin.Y - r*0.5 - 2}, r)
	DrawRose(c, Pt{origin.X + w - r*0.6, origin.Y + h + r*0.5 + 2}, r)
	if o.Markers.Size > 0 {
		return DrawMarkers(c, tag.HexProg, o.Markers, w, h, origin)
	}
	return nil
}

// PlanHexBoard is how b is cut into sheets with these settings.
func PlanHexBoard(b *hexprog.Board, o HexBoardPrint) (Tiling, error) {
	if err := o.Check(b); err != nil {
		return Tiling{}, err
	}
	lo, hi := o.Extent(b)
	return PlanPoster(lo, hi, o.Page, o.Overlap)
}

// PrintHexBoard prints b at true scale: a cover with the board in small and
// the sheets on it, then the board across as many sheets as it needs, each
// labelled, with cut lines and alignment marks on the overlaps.
func PrintHexBoard(d Doc, b *hexprog.Board, o HexBoardPrint) (Tiling, error) {
	t, err := PlanHexBoard(b, o)
	if err != nil {
		return t, err
	}
	return t, PrintPoster(d, o.poster(b, t), o.Page, t)
}

// poster is the printed board as tiled by t. Its sheets' strips keep their
// text size and its cover does not name the sheets, as hex boards always
// printed.
func (o HexBoardPrint) poster(b *hexprog.Board, t Tiling) Poster {
	say := o.Page.Words()
	name := b.Name
	if name == "" {
		name = say.Sprintf("unnamed board")
	}
	_, w, h := o.HexLayout(b)
	lo, hi := o.Extent(b)
	return Poster{
		Title: name, Lo: lo, Hi: hi, NoFit: true, NoLabels: true,
		Draw: func(c Canvas, origin Pt) error { return drawHexPoster(c, b, o, origin) },
		Info: []string{say.Sprintf("%d x %d hexes of %g mm (side to side): playing area %.0f x %.0f mm; %s, %g mm overlaps",
			b.Cols, b.Rows, o.across(b), w, h, t.Describe(), t.Overlap)},
		Steps: []string{
			say.Sprintf("1. Print at 100 %% (\"actual size\"): the bar below must measure 100 mm."),
			say.Sprintf("2. Cut each sheet on its dashed lines (top and left edges, except on the first row and column),"),
			say.Sprintf("    lay it over the sheet to its left and the one above, the halves of the alignment marks meeting, and tape."),
			say.Sprintf("3. Directions: 1 is north (the top of the board), then 2..6 clockwise, as the orientation hexes show."),
			say.Sprintf("4. The four corner markers must stay flat and in the camera's view: the referee finds the board by them."),
		},
		Room: 20,
		Small: func(c Canvas, s float64, origin Pt) error {
			small := o
			small.Across = o.across(b) * s
			l, _, _ := small.HexLayout(b)
			DrawHexBoard(c, b, l, origin)
			if o.Markers.Size > 0 {
				mk := tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
				return DrawMarkers(c, tag.HexProg, mk, w*s, h*s, origin)
			}
			return nil
		},
	}
}

// ProgramSheets says which program sheets to print: one per robot, each
// with its program steps as boxes (empty to fill in by hand, or filled from
// a game), the test legend, the shot tally and the player's signal tally.
type ProgramSheets struct {
	Board  string
	Steps  int // boxes; 0: 15
	Shots  int // tally boxes; 0: 10
	Signal int // signal tally boxes; 0: 5
	Robots []ProgramSheet
	Page   Page
}

// ProgramSheet is one robot's sheet.
type ProgramSheet struct {
	Robot   int
	Name    string
	Player  string
	Program *hexprog.Program // nil: blank boxes
}

// ProgramSheetsOf lists the robots of a game state, their programs filled in.
func ProgramSheetsOf(s *hexprog.State) []ProgramSheet {
	var ps []ProgramSheet
	for _, r := range s.Robots {
		ps = append(ps, ProgramSheet{Robot: r.ID, Name: r.Name, Player: s.PlayerName(r.Player), Program: r.Program})
	}
	return ps
}

const programSheetH = 130.0

// PrintProgramSheets prints two program sheets a page.
func PrintProgramSheets(d Doc, ps ProgramSheets) error {
	if err := ps.Page.Check(); err != nil {
		return err
	}
	if len(ps.Robots) == 0 {
		return fail(lang.M("no robot to print a program sheet for"))
	}
	steps := ps.Steps
	if steps == 0 {
		steps = hexprog.DefaultSteps
	}
	if steps < 1 || steps > 30 {
		return fail(lang.M("program sheets hold 1..30 steps, not %d", steps))
	}
	paper, m := ps.Page.Paper, ps.Page.Margin
	iw, ih := ps.Page.Inner()
	perPage := max(int(ih/programSheetH), 1)
	for i, r := range ps.Robots {
		if i%perPage == 0 {
			d.AddPage(paper.W, paper.H)
		}
		o := Pt{m, m + float64(i%perPage)*programSheetH}
		drawProgramSheet(d, ps, steps, r, o, iw)
	}
	return nil
}

func drawProgramSheet(c Canvas, ps ProgramSheets, steps int, r ProgramSheet, o Pt, w float64) {
	shots, signals := ps.Shots, ps.Signal
	if shots == 0 {
		shots = hexprog.DefaultShots
	}
	if signals == 0 {
		signals = hexprog.DefaultSignals
	}
	say := ps.Page.Words()
	rc := ColourOf(r.Robot)
	Rect(c, o.X, o.Y, 8, 12, rc.RGB)
	title := say.Sprintf("robot %d", r.Robot)
	if r.Name != "" {
		title += " " + r.Name
	}
	c.Text(Pt{o.X + 11, o.Y + 6}, 5, title, InkCol, 0)
	player := r.Player
	if player == "" {
		player = "____________"
	}
	sub := say.Sprintf("player: %s", player)
	if ps.Board != "" {
		sub += say.Sprintf("   board: %s", ps.Board)
	}
	c.Text(Pt{o.X + 11, o.Y + 11}, 3, sub, InkCol, 0)
	// The program: a start box, then one box a step, in rows of up to 8.
	y := o.Y + 18
	perRow := 8
	box := math.Min((w-16)/float64(perRow), 18)
	c.Text(Pt{o.X, y + box*0.6}, 3, say.Sprintf("start"), InkCol, 0)
	for s := 1; s <= steps; s++ {
		k := s - 1
		x := o.X + 12 + float64(k%perRow)*box
		by := y + float64(k/perRow)*(box+4)
		Frame(c, x, by, box-2, box, 0.35, InkCol)
		c.Text(Pt{x + 1, by + 3}, 2.4, fmt.Sprint(s), Grey, 0)
		if r.Program != nil && s <= len(r.Program.Steps) {
			c.Text(Pt{x + (box-2)/2, by + box*0.68}, math.Min(box*0.32, 7), r.Program.Steps[s-1].String(), Pen, 0.5)
		}
	}
	y += float64((steps+perRow-1)/perRow) * (box + 4)
	// The tests.
	c.Text(Pt{o.X, y + 4}, 3.2, say.Sprintf("Tests (questions answered yes or no; yes: next step, no: skip one):"), InkCol, 0)
	for n := 1; n <= hexprog.NumTests; n++ {
		ly := y + 4 + float64(n)*6
		dx := o.X + 4
		c.Polygon([]Pt{{dx, ly - 2.5}, {dx + 2.5, ly}, {dx, ly + 2.5}, {dx - 2.5, ly}}, InkCol) // the lozenge
		c.Text(Pt{dx + 5, ly + 1.2}, 3.2, fmt.Sprint(n), InkCol, 0)
		c.Line(Pt{dx + 10, ly + 1.6}, Pt{o.X + w, ly + 1.6}, 0.2, Grey)
		if r.Program != nil && r.Program.Tests[n] != nil {
			c.Text(Pt{dx + 11, ly + 1}, 3.2, r.Program.Tests[n].Text, Pen, 0)
		}
	}
	y += 4 + float64(hexprog.NumTests+1)*6
	// The tallies.
	tally := func(label string, n int, y float64) {
		c.Text(Pt{o.X, y + 4}, 3.2, label, InkCol, 0)
		for k := 0; k < n; k++ {
			Frame(c, o.X+40+float64(k)*7, y, 5.5, 5.5, 0.3, InkCol)
		}
	}
	tally(say.Sprintf("Shots (%d):", shots), shots, y)
	tally(say.Sprintf("Signals (%d):", signals), signals, y+8)
	c.Text(Pt{o.X, y + 18}, 2.4, say.Sprintf("D±1 D±2 move, R±1 R±2 turn (+ clockwise), T shoot, * self-destruct, ?n test, RAZ back to start, Gx go to step x, . empty"), Grey, 0)
	CutFrame(c, o.X-2, o.Y-2, w+4, programSheetH-6)
}

// HexTags says which robot tags to print for the hex game.
type HexTags struct {
	Robots []int
	Size   float64 // side of the QR tag, quiet zone included, mm
	Page   Page
}

// PrintHexTags prints robot tags (payload MC1:HEXP:R:n) on hexagonal cards:
// the code's top is the robot's front, marked by an arrow on the card's top
// side, and the card's six sides line up with the hex's, so the facing reads
// as one of the six directions (tag.Sector with 6, or hexgrid.DirAt).
func PrintHexTags(d Doc, ht HexTags) error {
	if err := ht.Page.Check(); err != nil {
		return err
	}
	if ht.Size < MinTagSize || ht.Size > MaxTagSize {
		return fail(lang.M("tags of %g mm; %g..%g mm", ht.Size, MinTagSize, MaxTagSize))
	}
	if len(ht.Robots) == 0 {
		return fail(lang.M("no robot tag to print"))
	}
	for _, id := range ht.Robots {
		if err := (tag.Payload{Game: tag.HexProg, Kind: tag.Robot, ID: id}).Validate(); err != nil {
			return fmt.Errorf("print: robot %d: %w", id, err)
		}
	}
	// The card is the hex around the tag's square: across = the square's diagonal.
	across := ht.Size*math.Sqrt2 + 4
	cw, ch := across*2/math.Sqrt(3), across
	paper, m := ht.Page.Paper, ht.Page.Margin
	iw, ih := ht.Page.Inner()
	cols := max(int((iw+4)/(cw+4)), 1)
	rows := max(int((ih-10+4)/(ch+12)), 1)
	for i, id := range ht.Robots {
		if i%(cols*rows) == 0 {
			d.AddPage(paper.W, paper.H)
			d.Text(Pt{m, m + 5}, 5, ht.Page.Words().Sprintf("mecanoid tags: %s, %g mm", tag.HexProg, ht.Size), InkCol, 0)
		}
		k := i % (cols * rows)
		centre := Pt{m + cw/2 + float64(k%cols)*(cw+4), m + 10 + ch/2 + float64(k/cols)*(ch+12)}
		if err := drawHexTag(d, id, centre, across, ht.Size, ht.Page.Words()); err != nil {
			return err
		}
	}
	return nil
}

func drawHexTag(c Canvas, id int, centre Pt, across, size float64, w *lang.Printer) error {
	l := hexgrid.Layout{Across: across, Origin: hexgrid.Point{X: centre.X, Y: centre.Y}}
	rc := ColourOf(id)
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, Pt{}, 1), rc.RGB)
	if err := DrawTag(c, tag.Payload{Game: tag.HexProg, Kind: tag.Robot, ID: id}, centre, size, 0); err != nil {
		return err
	}
	// The front: an arrow in the colour band, on the top side.
	top := centre.Y - across/2
	aw := across * 0.12
	c.Polygon([]Pt{{centre.X, top + 0.6}, {centre.X + aw, top + aw*0.9}, {centre.X - aw, top + aw*0.9}}, White)
	pts := hexPolygon(l, hexgrid.Hex{}, Pt{}, 1)
	for i := range pts {
		Dashed(c, pts[i], pts[(i+1)%6], 0.2, 1.5, Grey)
	}
	c.Text(Pt{centre.X, centre.Y + across/2 + 4}, 3.5, w.Sprintf("robot %d (%s) ↑ front", id, rc.Name), InkCol, 0.5)
	return nil
}
