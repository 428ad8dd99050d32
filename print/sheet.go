package print

import (
	"fmt"
	"image/color"
	"math"

	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// SheetText is what a sheet says besides its boxes.
type SheetText struct {
	Board     string    // board name
	RobotName string    // "" : the robot's colour name
	Lang      lang.Lang // of its words; "": English
}

// The words of the cartridge sheet's groups and boxes (game/dr2d/cartridge.Sheet).
var (
	sheetGroups = lang.Key("turn before|step|turn after|sleep")
	sheetBoxes  = lang.Key("none|left|right|U-turn|forward|back|before")
)

// Pen is the ink of ticks drawn by DrawSheet on filled sheets.
var Pen = color.RGBA{20, 40, 140, 255}

// DrawSheet draws cartridge sheet id with its top-left corner at origin.
// The boxes ticks are ticked as a player would (a program filled in, for
// synthetic photos and round trips through the sheet reader); none for a
// blank sheet.
func DrawSheet(c Canvas, l tag.SheetLayout, id tag.SheetID, text SheetText, origin Pt, ticks []tag.Box) error {
	at := func(x, y float64) Pt { return Pt{origin.X + x, origin.Y + y} }
	rect := func(x, y, w, h float64, col color.Color) { Rect(c, origin.X+x, origin.Y+y, w, h, col) }
	for _, f := range l.Fiducials {
		s := l.FiducialSize
		rect(f[0]-s/2, f[1]-s/2, s, s, Black)
	}
	if err := DrawTag(c, id.Payload(), at(l.QRCentre[0], l.QRCentre[1]), l.QRSize, 0); err != nil {
		return fmt.Errorf("print: sheet of robot %d, turn %d: %w", id.Robot, id.Turn, err)
	}
	rc := ColourOf(id.Robot)
	name := text.RobotName
	if name == "" {
		name = rc.Name
	}
	w := langOf(text.Lang).Printer()
	groups, boxes := wordsOf(w, sheetGroups), wordsOf(w, sheetBoxes)
	tx := l.QRCentre[0] + l.QRSize/2 + 4
	robot := w.Sprintf("robot %d", id.Robot)
	c.Text(at(tx, 12), 7, robot, InkCol, 0)
	nx := tx + TextWidth(robot, 7) + 3
	ns := math.Min(5, (l.W-50-nx)/math.Max(TextWidth(name, 1), 1e-9)) // a long name shrinks, clear of the swatch
	c.Text(at(nx, 12), ns, name, InkCol, 0)
	c.Text(at(tx, 21), 7, w.Sprintf("turn %d", id.Turn), InkCol, 0)
	sub := w.Sprintf("%s cartridge", id.Game)
	if text.Board != "" {
		sub = w.Sprintf("%s cartridge on %s", id.Game, text.Board)
	}
	c.Text(at(tx, 26.5), 3, sub, Grey, 0)
	// A line shrinks to end inside the sheet: the French runs longer.
	fit := func(s string, size float64) float64 { return math.Min(size, size*(l.W-6-tx)/TextWidth(s, size)) }
	for i, s := range []string{
		w.Sprintf("Tick one box in each group of every move (an empty group is \"none\")."),
		w.Sprintf("Sleep: tick it on the move before which the robot falls asleep; that move and the rest are cancelled."),
	} {
		c.Text(at(tx, 31+3.5*float64(i)), fit(s, 2.6), s, InkCol, 0)
	}
	// The robot's colour, top right, clear of the fiducial.
	rect(l.W-48, 4, 30, 9, rc.RGB)

	// Column heads over each group, option labels over each box.
	var first []tag.Box
	for _, b := range l.Boxes {
		if b.Move == 1 {
			first = append(first, b)
		}
	}
	bs := l.BoxSize
	var seps []float64 // lines between groups
	for g := tag.TurnBefore; g <= tag.SleepGroup; g++ {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, b := range first {
			if b.Group == g {
				lo, hi = math.Min(lo, b.Min[0]), math.Max(hi, b.Min[0]+bs)
			}
		}
		c.Text(at((lo+hi)/2, l.RowTop-8), 3, in(groups, g.String()), InkCol, 0.5)
		if g > tag.TurnBefore {
			seps = append(seps, lo-4.5)
		}
	}
	for _, b := range first {
		// A label keeps clear of its neighbours and of the lines between groups.
		s := in(boxes, b.Label)
		size := math.Min(2.5, 2.5*10.5/TextWidth(s, 2.5))
		c.Text(at(b.Min[0]+bs/2, l.RowTop-3.5), size, s, InkCol, 0.5)
	}
	// Rows: light bands, the move number, the boxes.
	for m := 1; m <= l.Moves; m++ {
		y := l.RowTop + float64(m-1)*l.RowPitch
		if m%2 == 1 {
			rect(12, y, l.W-24, l.RowPitch, color.RGBA{238, 238, 238, 255})
		}
		c.Text(at(18, y+l.RowPitch/2+2.5), 7, fmt.Sprint(m), InkCol, 0.5)
	}
	for _, x := range seps {
		c.Line(at(x, l.RowTop-11), at(x, l.RowTop+float64(l.Moves)*l.RowPitch), 0.25, Grey)
	}
	for _, b := range l.Boxes {
		rect(b.Min[0], b.Min[1], bs, bs, White)
		Frame(c, origin.X+b.Min[0], origin.Y+b.Min[1], bs, bs, l.BoxLine, Black)
	}
	c.Text(at(l.W/2, l.H-3.5), 2.4, w.Sprintf("%s  ·  mecanoid cartridge sheet, layout %d  ·  cut on the dashed line", id.String(), l.Version), Grey, 0.5)
	for _, b := range ticks {
		a, z := at(b.Min[0]+1.3, b.Min[1]+1.3), at(b.Min[0]+bs-1.3, b.Min[1]+bs-1.3)
		c.Line(a, z, 0.7, Pen)
		c.Line(Pt{a.X, z.Y}, Pt{z.X, a.Y}, 0.7, Pen)
	}
	return nil
}

// CartridgeSheets says which cartridge sheets to print.
type CartridgeSheets struct {
	Game   string
	Layout tag.SheetLayout // the game's sheet
	Board  string          // name shown on the sheets
	Robots []int           // a pile per robot...
	Turns  []int           // ...of a sheet per turn
	Names  map[int]string  // robot names; missing: colour names
	Page   Page
}

// PrintCartridgeSheets prints the sheets, as many to a page as fit (two on
// A4 or letter), robot by robot, a dashed cutting line between them.
func PrintCartridgeSheets(d Doc, cs CartridgeSheets) error {
	if err := cs.Page.Check(); err != nil {
		return err
	}
	l := cs.Layout
	iw, ih := cs.Page.Inner()
	if l.W > iw || l.H > ih {
		return fail(lang.M("cartridge sheets are %g x %g mm; %s paper with %g mm margins leaves %g x %g mm",
			l.W, l.H, cs.Page.Paper.Name, cs.Page.Margin, iw, ih))
	}
	if len(cs.Robots) == 0 || len(cs.Turns) == 0 {
		return fail(lang.M("no cartridge sheet to print: give robots and turns"))
	}
	const gap = 8.0
	per := int((ih + gap) / (l.H + gap))
	// Spread the sheets evenly down the page.
	space := (ih - float64(per)*l.H) / float64(per)
	paper, m := cs.Page.Paper, cs.Page.Margin
	i := 0
	for _, r := range cs.Robots {
		for _, t := range cs.Turns {
			id := tag.SheetID{Game: cs.Game, Robot: r, Turn: t}
			if err := id.Payload().Validate(); err != nil {
				return fmt.Errorf("print: sheet of robot %d, turn %d: %w", r, t, err)
			}
			slot := i % per
			if slot == 0 {
				d.AddPage(paper.W, paper.H)
			} else {
				y := m + float64(slot)*(l.H+space) - space/2
				Dashed(d, Pt{0, y}, Pt{paper.W, y}, 0.3, 2, Grey)
			}
			o := Pt{(paper.W - l.W) / 2, m + space/2 + float64(slot)*(l.H+space)}
			if err := DrawSheet(d, l, id, SheetText{Board: cs.Board, RobotName: cs.Names[r], Lang: cs.Page.Lang}, o, nil); err != nil {
				return err
			}
			i++
		}
	}
	return nil
}
