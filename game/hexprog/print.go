package hexprog

import (
	"fmt"
	"image/color"
	"math"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/hexgrid"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// fail is the error saying m, as print says what is wrong with its settings.
func fail(m lang.Msg) error { return &print.Error{Msg: m} }

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

// printedColours are the colours robots see, as printed.
var printedColours = map[rules.Colour]color.RGBA{
	"red": {214, 40, 40, 255}, "blue": {30, 100, 210, 255}, "green": {40, 160, 70, 255},
	"yellow": {240, 190, 20, 255}, "violet": {140, 70, 180, 255}, "orange": {245, 130, 30, 255},
	"black": {30, 30, 30, 255}, "white": {250, 250, 250, 255}, "pink": {235, 110, 170, 255},
}

// PrintedColour is the printed colour of a game colour (grey if unknown).
func PrintedColour(c rules.Colour) color.RGBA {
	if rgb, ok := printedColours[c]; ok {
		return rgb
	}
	return color.RGBA{128, 128, 128, 255}
}

// BoardPrint says how to print a hex board at true scale.
type BoardPrint struct {
	Across  float64     // mm between opposite sides of a hex; 0: the board's own hexsize
	Markers tag.Markers // corner markers (TagCode payloads); Size 0: none
	Page    print.Page
	Overlap float64 // mm printed on both of two neighbouring sheets
}

// DefaultBoardPrint is the board's own hex size with corner markers, on
// A4 with 10 mm margins and 10 mm overlaps.
func DefaultBoardPrint() BoardPrint {
	return BoardPrint{Markers: tag.DefaultMarkers, Page: print.DefaultPage, Overlap: 10}
}

func (o BoardPrint) across(b *rules.Board) float64 {
	if o.Across > 0 {
		return o.Across
	}
	return b.HexSize
}

// Check tells whether b can be printed with these settings.
func (o BoardPrint) Check(b *rules.Board) error {
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
func (o BoardPrint) HexLayout(b *rules.Board) (l hexgrid.Layout, w, h float64) {
	return b.Layout(o.across(b))
}

// roseSize is the side of the orientation hexes printed by the corners.
func (o BoardPrint) roseSize(b *rules.Board) float64 { return math.Min(o.across(b)*0.6, 30) }

// Extent is the rectangle the printed board covers, in board coordinates:
// the hexes, the orientation hexes and the corner markers, with a border.
func (o BoardPrint) Extent(b *rules.Board) (lo, hi print.Pt) {
	_, w, h := o.HexLayout(b)
	e := o.roseSize(b) + 6
	if o.Markers.Size > 0 {
		e = math.Max(e, o.Markers.Margin()+3)
	}
	return print.Pt{X: -e, Y: -e}, print.Pt{X: w + e, Y: h + e}
}

func hexPolygon(l hexgrid.Layout, h hexgrid.Hex, origin print.Pt, shrink float64) []print.Pt {
	c := l.Centre(h)
	var pts []print.Pt
	for _, p := range l.Corners(h) {
		pts = append(pts, print.Pt{X: origin.X + c.X + (p.X-c.X)*shrink, Y: origin.Y + c.Y + (p.Y-c.Y)*shrink})
	}
	return pts
}

// DrawBoard draws b's hexes laid out by l, with origin at board (0,0):
// terrain, camps, start dots, shapes, and each hex's [col,row] in small.
func DrawBoard(c print.Canvas, b *rules.Board, l hexgrid.Layout, origin print.Pt) {
	a := l.Across
	for _, cell := range b.Cells() {
		h := cell.Hex()
		t := b.Tile(cell)
		ctr := l.Centre(h)
		mid := print.Pt{X: origin.X + ctr.X, Y: origin.Y + ctr.Y}
		c.Polygon(hexPolygon(l, h, origin, 1), HexEdge)
		fill := color.Color(print.Floor)
		switch {
		case t.Terrain == rules.Lake:
			fill = LakeCol
		case t.Terrain == rules.Lightning:
			fill = LightningCol
		case t.Camp() != "":
			fill = pale(PrintedColour(t.Camp()))
		}
		c.Polygon(hexPolygon(l, h, origin, 0.96), fill)
		switch t.Terrain {
		case rules.Lake:
			for _, dy := range []float64{-0.12, 0.04, 0.2} { // waves
				for k := -1; k <= 1; k++ {
					x := mid.X + float64(k)*a*0.18
					c.Line(print.Pt{X: x - a*0.07, Y: mid.Y + dy*a}, print.Pt{X: x, Y: mid.Y + dy*a - a*0.04}, a*0.025, print.White)
					c.Line(print.Pt{X: x, Y: mid.Y + dy*a - a*0.04}, print.Pt{X: x + a*0.07, Y: mid.Y + dy*a}, a*0.025, print.White)
				}
			}
		case rules.Lightning:
			s := a * 0.32
			c.Polygon([]print.Pt{{X: mid.X + s*0.15, Y: mid.Y - s}, {X: mid.X - s*0.45, Y: mid.Y + s*0.1}, {X: mid.X - s*0.02, Y: mid.Y + s*0.1},
				{X: mid.X - s*0.2, Y: mid.Y + s}, {X: mid.X + s*0.45, Y: mid.Y - s*0.15}, {X: mid.X + s*0.02, Y: mid.Y - s*0.15}}, print.InkCol)
		case rules.Shape:
			printShape(c, t.Shape, mid, a*0.55, PrintedColour(t.Colour))
		}
		if t.Start {
			c.Circle(mid, a*0.09, print.Black)
		}
		size := math.Min(a*0.13, 5)
		c.Text(print.Pt{X: mid.X, Y: mid.Y + a*0.42}, size, fmt.Sprintf("%d,%d", cell.Col, cell.Row), print.InkCol, 0.5)
	}
}

// printShape draws a coloured square, triangle or circle of size s centred on p.
func printShape(c print.Canvas, s rules.ShapeKind, p print.Pt, size float64, col color.Color) {
	h := size / 2
	switch s {
	case rules.Square:
		print.Rect(c, p.X-h*0.8, p.Y-h*0.8, size*0.8, size*0.8, col)
	case rules.Triangle:
		c.Polygon([]print.Pt{{X: p.X, Y: p.Y - h}, {X: p.X + h, Y: p.Y + h*0.75}, {X: p.X - h, Y: p.Y + h*0.75}}, col)
	default:
		c.Circle(p, h*0.85, col)
	}
}

// DrawRose draws an orientation hex: a small flat-topped hex of side-to-side
// size across, with the six directions numbered on its sides, 1 north.
func DrawRose(c print.Canvas, centre print.Pt, across float64) {
	l := hexgrid.Layout{Across: across, Origin: hexgrid.Point{X: centre.X, Y: centre.Y}}
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, print.Pt{}, 1), print.InkCol)
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, print.Pt{}, 0.9), print.White)
	size := across * 0.22
	for _, d := range hexgrid.Dirs {
		u := d.Unit()
		p := print.Pt{X: centre.X + u.X*across*0.3, Y: centre.Y + u.Y*across*0.3 + size*0.36}
		c.Text(p, size, fmt.Sprint(int(d)), print.InkCol, 0.5)
	}
	c.Circle(centre, across*0.05, print.InkCol)
}

// drawPoster draws the whole printed board with board (0,0) at origin.
func drawPoster(c print.Canvas, b *rules.Board, o BoardPrint, origin print.Pt) error {
	l, w, h := o.HexLayout(b)
	DrawBoard(c, b, l, origin)
	o.drawRoses(c, b, origin)
	if o.Markers.Size > 0 {
		return print.DrawMarkers(c, TagCode, o.Markers, w, h, origin)
	}
	return nil
}

// drawRoses draws the orientation hexes by the top-left and bottom-right
// corners, above and below the board, clear of the corner markers: on the
// printed board and on its photos.
func (o BoardPrint) drawRoses(c print.Canvas, b *rules.Board, origin print.Pt) {
	_, w, h := o.HexLayout(b)
	r := o.roseSize(b)
	DrawRose(c, print.Pt{X: origin.X + r*0.6, Y: origin.Y - r*0.5 - 2}, r)
	DrawRose(c, print.Pt{X: origin.X + w - r*0.6, Y: origin.Y + h + r*0.5 + 2}, r)
}

// PlanBoard is how b is cut into sheets with these settings.
func PlanBoard(b *rules.Board, o BoardPrint) (print.Tiling, error) {
	if err := o.Check(b); err != nil {
		return print.Tiling{}, err
	}
	lo, hi := o.Extent(b)
	return print.PlanPoster(lo, hi, o.Page, o.Overlap)
}

// PrintBoard prints b at true scale: a cover with the board in small and
// the sheets on it, then the board across as many sheets as it needs, each
// labelled, with cut lines and alignment marks on the overlaps.
func PrintBoard(d print.Doc, b *rules.Board, o BoardPrint) (print.Tiling, error) {
	t, err := PlanBoard(b, o)
	if err != nil {
		return t, err
	}
	return t, print.PrintPoster(d, o.poster(b, t), o.Page, t)
}

// poster is the printed board as tiled by t. Its sheets' strips keep their
// text size and its cover does not name the sheets, as hex boards always
// printed.
func (o BoardPrint) poster(b *rules.Board, t print.Tiling) print.Poster {
	say := o.Page.Words()
	name := b.Name
	if name == "" {
		name = say.Sprintf("unnamed board")
	}
	_, w, h := o.HexLayout(b)
	lo, hi := o.Extent(b)
	return print.Poster{
		Title: name, Lo: lo, Hi: hi, NoFit: true, NoLabels: true,
		Draw: func(c print.Canvas, origin print.Pt) error { return drawPoster(c, b, o, origin) },
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
		Small: func(c print.Canvas, s float64, origin print.Pt) error {
			small := o
			small.Across = o.across(b) * s
			l, _, _ := small.HexLayout(b)
			DrawBoard(c, b, l, origin)
			if o.Markers.Size > 0 {
				mk := tag.Markers{Size: o.Markers.Size * s, Gap: o.Markers.Gap * s}
				return print.DrawMarkers(c, TagCode, mk, w*s, h*s, origin)
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
	Page   print.Page
}

// ProgramSheet is one robot's sheet.
type ProgramSheet struct {
	Robot   int
	Name    string
	Player  string
	Program *rules.Program // nil: blank boxes
}

// ProgramSheetsOf lists the robots of a game state, their programs filled in.
func ProgramSheetsOf(s *rules.State) []ProgramSheet {
	var ps []ProgramSheet
	for _, r := range s.Robots {
		ps = append(ps, ProgramSheet{Robot: r.ID, Name: r.Name, Player: s.PlayerName(r.Player), Program: r.Program})
	}
	return ps
}

const programSheetH = 130.0

// PrintProgramSheets prints two program sheets a page.
func PrintProgramSheets(d print.Doc, ps ProgramSheets) error {
	if err := ps.Page.Check(); err != nil {
		return err
	}
	if len(ps.Robots) == 0 {
		return fail(lang.M("no robot to print a program sheet for"))
	}
	steps := ps.Steps
	if steps == 0 {
		steps = rules.DefaultSteps
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
		o := print.Pt{X: m, Y: m + float64(i%perPage)*programSheetH}
		drawProgramSheet(d, ps, steps, r, o, iw)
	}
	return nil
}

func drawProgramSheet(c print.Canvas, ps ProgramSheets, steps int, r ProgramSheet, o print.Pt, w float64) {
	shots, signals := ps.Shots, ps.Signal
	if shots == 0 {
		shots = rules.DefaultShots
	}
	if signals == 0 {
		signals = rules.DefaultSignals
	}
	say := ps.Page.Words()
	rc := print.ColourOf(r.Robot)
	print.Rect(c, o.X, o.Y, 8, 12, rc.RGB)
	title := say.Sprintf("robot %d", r.Robot)
	if r.Name != "" {
		title += " " + r.Name
	}
	c.Text(print.Pt{X: o.X + 11, Y: o.Y + 6}, 5, title, print.InkCol, 0)
	player := r.Player
	if player == "" {
		player = "____________"
	}
	sub := say.Sprintf("player: %s", player)
	if ps.Board != "" {
		sub += say.Sprintf("   board: %s", ps.Board)
	}
	c.Text(print.Pt{X: o.X + 11, Y: o.Y + 11}, 3, sub, print.InkCol, 0)
	// The program: a start box, then one box a step, in rows of up to 8.
	y := o.Y + 18
	perRow := 8
	box := math.Min((w-16)/float64(perRow), 18)
	c.Text(print.Pt{X: o.X, Y: y + box*0.6}, 3, say.Sprintf("start"), print.InkCol, 0)
	for s := 1; s <= steps; s++ {
		k := s - 1
		x := o.X + 12 + float64(k%perRow)*box
		by := y + float64(k/perRow)*(box+4)
		print.Frame(c, x, by, box-2, box, 0.35, print.InkCol)
		c.Text(print.Pt{X: x + 1, Y: by + 3}, 2.4, fmt.Sprint(s), print.Grey, 0)
		if r.Program != nil && s <= len(r.Program.Steps) {
			c.Text(print.Pt{X: x + (box-2)/2, Y: by + box*0.68}, math.Min(box*0.32, 7), r.Program.Steps[s-1].String(), print.Pen, 0.5)
		}
	}
	y += float64((steps+perRow-1)/perRow) * (box + 4)
	// The tests.
	c.Text(print.Pt{X: o.X, Y: y + 4}, 3.2, say.Sprintf("Tests (questions answered yes or no; yes: next step, no: skip one):"), print.InkCol, 0)
	for n := 1; n <= rules.NumTests; n++ {
		ly := y + 4 + float64(n)*6
		dx := o.X + 4
		c.Polygon([]print.Pt{{X: dx, Y: ly - 2.5}, {X: dx + 2.5, Y: ly}, {X: dx, Y: ly + 2.5}, {X: dx - 2.5, Y: ly}}, print.InkCol) // the lozenge
		c.Text(print.Pt{X: dx + 5, Y: ly + 1.2}, 3.2, fmt.Sprint(n), print.InkCol, 0)
		c.Line(print.Pt{X: dx + 10, Y: ly + 1.6}, print.Pt{X: o.X + w, Y: ly + 1.6}, 0.2, print.Grey)
		if r.Program != nil && r.Program.Tests[n] != nil {
			c.Text(print.Pt{X: dx + 11, Y: ly + 1}, 3.2, r.Program.Tests[n].Text, print.Pen, 0)
		}
	}
	y += 4 + float64(rules.NumTests+1)*6
	// The tallies.
	tally := func(label string, n int, y float64) {
		c.Text(print.Pt{X: o.X, Y: y + 4}, 3.2, label, print.InkCol, 0)
		for k := 0; k < n; k++ {
			print.Frame(c, o.X+40+float64(k)*7, y, 5.5, 5.5, 0.3, print.InkCol)
		}
	}
	tally(say.Sprintf("Shots (%d):", shots), shots, y)
	tally(say.Sprintf("Signals (%d):", signals), signals, y+8)
	c.Text(print.Pt{X: o.X, Y: y + 18}, 2.4, say.Sprintf("D±1 D±2 move, R±1 R±2 turn (+ clockwise), T shoot, * self-destruct, ?n test, RAZ back to start, Gx go to step x, . empty"), print.Grey, 0)
	print.CutFrame(c, o.X-2, o.Y-2, w+4, programSheetH-6)
}

// Tags says which robot tags to print for the hex game.
type Tags struct {
	Robots []int
	Size   float64 // side of the QR tag, quiet zone included, mm
	Page   print.Page
}

// PrintTags prints robot tags (payload MC1:HEXP:R:n) on hexagonal cards:
// the code's top is the robot's front, marked by an arrow on the card's top
// side, and the card's six sides line up with the hex's, so the facing reads
// as one of the six directions (tag.Sector with 6, or hexgrid.DirAt).
func PrintTags(d print.Doc, ht Tags) error {
	if err := ht.Page.Check(); err != nil {
		return err
	}
	if ht.Size < print.MinTagSize || ht.Size > print.MaxTagSize {
		return fail(lang.M("tags of %g mm; %g..%g mm", ht.Size, print.MinTagSize, print.MaxTagSize))
	}
	if len(ht.Robots) == 0 {
		return fail(lang.M("no robot tag to print"))
	}
	for _, id := range ht.Robots {
		if err := (tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}).Validate(); err != nil {
			return fmt.Errorf("print: robot %d: %w", id, err)
		}
	}
	across := cardAcross(ht.Size)
	cw, ch := across*2/math.Sqrt(3), across
	paper, m := ht.Page.Paper, ht.Page.Margin
	iw, ih := ht.Page.Inner()
	cols := max(int((iw+4)/(cw+4)), 1)
	rows := max(int((ih-10+4)/(ch+12)), 1)
	for i, id := range ht.Robots {
		if i%(cols*rows) == 0 {
			d.AddPage(paper.W, paper.H)
			d.Text(print.Pt{X: m, Y: m + 5}, 5, ht.Page.Words().Sprintf("mecanoid tags: %s, %g mm", TagCode, ht.Size), print.InkCol, 0)
		}
		k := i % (cols * rows)
		centre := print.Pt{X: m + cw/2 + float64(k%cols)*(cw+4), Y: m + 10 + ch/2 + float64(k/cols)*(ch+12)}
		if err := drawTag(d, id, centre, across, ht.Size, ht.Page.Words()); err != nil {
			return err
		}
	}
	return nil
}

// cardAcross is the side-to-side size of the hexagonal card a tag of
// tagSize mm is glued on: the hex around the tag's square (its diagonal),
// 2 mm more on each side.
func cardAcross(tagSize float64) float64 { return tagSize*math.Sqrt2 + 4 }

func drawTag(c print.Canvas, id int, centre print.Pt, across, size float64, w *lang.Printer) error {
	l := hexgrid.Layout{Across: across, Origin: hexgrid.Point{X: centre.X, Y: centre.Y}}
	rc := print.ColourOf(id)
	c.Polygon(hexPolygon(l, hexgrid.Hex{}, print.Pt{}, 1), rc.RGB)
	if err := print.DrawTag(c, tag.Payload{Game: TagCode, Kind: tag.Robot, ID: id}, centre, size, 0); err != nil {
		return err
	}
	// The front: an arrow in the colour band, on the top side.
	top := centre.Y - across/2
	aw := across * 0.12
	c.Polygon([]print.Pt{{X: centre.X, Y: top + 0.6}, {X: centre.X + aw, Y: top + aw*0.9}, {X: centre.X - aw, Y: top + aw*0.9}}, print.White)
	pts := hexPolygon(l, hexgrid.Hex{}, print.Pt{}, 1)
	for i := range pts {
		print.Dashed(c, pts[i], pts[(i+1)%6], 0.2, 1.5, print.Grey)
	}
	c.Text(print.Pt{X: centre.X, Y: centre.Y + across/2 + 4}, 3.5, w.Sprintf("robot %d (%s) ↑ front", id, rc.Name), print.InkCol, 0.5)
	return nil
}
