package print

import (
	"errors"
	"fmt"
	"image/color"
	"math"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

// SheetID names a cartridge sheet: the robot it programs and the turn. Its
// QR code carries a tag payload of kind tag.Sheet: "MC1:DR2D:S:3:12" is
// robot 3's sheet for turn 12.
type SheetID struct {
	Game  string
	Robot int
	Turn  int
}

// Payload is the tag payload of the sheet's QR code.
func (s SheetID) Payload() tag.Payload {
	return tag.Payload{Game: s.Game, Kind: tag.Sheet, ID: s.Robot, Turn: s.Turn}
}

func (s SheetID) String() string { return s.Payload().String() }

// ErrNotSheet: a mecanoid tag that is not a cartridge sheet's.
var ErrNotSheet = errors.New("print: not a cartridge sheet")

// ParseSheet reads the text of a sheet's QR code. Codes that are not
// mecanoid tags give tag.ErrForeign, malformed ones tag.ErrInvalid, and the
// tags of pieces ErrNotSheet.
func ParseSheet(text string) (SheetID, error) {
	p, err := tag.Parse(text)
	if err != nil {
		return SheetID{}, err
	}
	if p.Kind != tag.Sheet {
		return SheetID{}, fmt.Errorf("%w: %q is the tag of %s", ErrNotSheet, text, p.Label())
	}
	return SheetID{Game: p.Game, Robot: p.ID, Turn: p.Turn}, nil
}

// Group is a group of tick boxes in a move row: one choice each.
type Group int

const (
	TurnBefore Group = iota // quarter turns before the step
	StepGroup               // the step
	TurnAfter               // quarter turns after the step
	SleepGroup              // "put the robot to sleep before this move"
)

var groupNames = [...]string{"turn before", "step", "turn after", "sleep"}

func (g Group) String() string {
	if g >= 0 && int(g) < len(groupNames) {
		return groupNames[g]
	}
	return fmt.Sprintf("Group(%d)", int(g))
}

// Box is one tick box of a cartridge sheet.
type Box struct {
	Move   int   // 1..5
	Group  Group //
	Choice int   // quarter turns clockwise (0, -1, 1, 2) in turn groups; a dr2d.Step in the step group; 1 for sleep
	Label  string
	Min    Pt // top-left corner, sheet mm
}

// SheetLayout is the geometry of a cartridge sheet in millimetres from its
// top-left corner, x right, y down. The printer draws with it and a sheet
// reader measures with it: rectify the photo with the fiducials (or the QR
// code's corners), then look inside each box.
type SheetLayout struct {
	Version      int // printed on the sheet; the reader must use the same layout
	W, H         float64
	FiducialSize float64 // side of the solid black squares
	Fiducials    [4]Pt   // their centres: top-left, top-right, bottom-right, bottom-left
	QRCentre     Pt
	QRSize       float64 // side of the QR tag, quiet zone included
	BoxSize      float64
	RowTop       float64 // top of the first move row
	RowPitch     float64
	Boxes        []Box // row by row, groups in order, choices left to right
}

// Choices of each group, left to right, with their column labels.
var sheetChoices = [...][]struct {
	choice int
	label  string
}{
	TurnBefore: {{0, "none"}, {-1, "left"}, {1, "right"}, {2, "U-turn"}},
	StepGroup:  {{int(dr2d.NoStep), "none"}, {int(dr2d.Forward), "forward"}, {int(dr2d.Backward), "back"}},
	TurnAfter:  {{0, "none"}, {-1, "left"}, {1, "right"}, {2, "U-turn"}},
	SleepGroup: {{1, "before"}},
}

// CartridgeSheet is the layout of the cartridge sheets mecanoid prints,
// version 1: 180 x 125 mm, two to a page of A4 or letter. Each call returns
// a fresh copy.
func CartridgeSheet() SheetLayout {
	l := SheetLayout{Version: 1, W: 180, H: 125, FiducialSize: 7, QRCentre: Pt{28, 18}, QRSize: 30,
		BoxSize: 7, RowTop: 50, RowPitch: 13.2}
	in := 3 + l.FiducialSize/2
	l.Fiducials = [4]Pt{{in, in}, {l.W - in, in}, {l.W - in, l.H - in}, {in, l.H - in}}
	const pitch, groupGap = 11.0, 3.0
	for m := 1; m <= dr2d.MovesPerCartridge; m++ {
		x := 26.0
		y := l.RowTop + float64(m-1)*l.RowPitch + (l.RowPitch-l.BoxSize)/2
		for g, cs := range sheetChoices {
			for _, c := range cs {
				l.Boxes = append(l.Boxes, Box{Move: m, Group: Group(g), Choice: c.choice, Label: c.label, Min: Pt{x, y}})
				x += pitch
			}
			x += groupGap
		}
	}
	return l
}

// Centre is the middle of a box of side size.
func (b Box) Centre(size float64) Pt { return Pt{b.Min.X + size/2, b.Min.Y + size/2} }

// Box finds the box of a move, group and choice.
func (l SheetLayout) Box(move int, g Group, choice int) (Box, bool) {
	for _, b := range l.Boxes {
		if b.Move == move && b.Group == g && b.Choice == choice {
			return b, true
		}
	}
	return Box{}, false
}

// QRCorners are the corners of the QR symbol (quiet zone excluded) in sheet
// mm, top-left, top-right, bottom-right, bottom-left, as a decoder reports
// them for an upright sheet.
func (l SheetLayout) QRCorners() [4]Pt {
	h := tag.ModuleSize(l.QRSize) * tag.QRModules / 2
	c := l.QRCentre
	return [4]Pt{{c.X - h, c.Y - h}, {c.X + h, c.Y - h}, {c.X + h, c.Y + h}, {c.X - h, c.Y + h}}
}

// quarter brings a number of quarter turns to -1, 0, 1 or 2: a sheet
// records where the robot ends up facing, not how it got there.
func quarter(q int) int {
	q = ((q % 4) + 4) % 4
	if q == 3 {
		return -1
	}
	return q
}

// Ticks are the boxes a player ticks for program p: one per group of each
// move played (none boxes included), and the sleep box of SleepBefore.
func (l SheetLayout) Ticks(p dr2d.Program) []Box {
	var ticks []Box
	for i, mv := range p.Cartridge {
		move := i + 1
		if p.SleepBefore > 0 && move >= p.SleepBefore {
			if move == p.SleepBefore {
				b, _ := l.Box(move, SleepGroup, 1)
				ticks = append(ticks, b)
			}
			continue
		}
		for _, want := range []struct {
			g Group
			c int
		}{{TurnBefore, quarter(mv.Before)}, {StepGroup, int(mv.Step)}, {TurnAfter, quarter(mv.After)}} {
			if b, ok := l.Box(move, want.g, want.c); ok {
				ticks = append(ticks, b)
			}
		}
	}
	return ticks
}

// Program reads back the program from the boxes found ticked. A group left
// empty is "none"; two ticks in one group are an error naming the move;
// the first move with its sleep box ticked is the sleep declaration, and
// the moves from there on are not read.
func (l SheetLayout) Program(ticked []Box) (dr2d.Program, error) {
	var p dr2d.Program
	type key struct {
		move int
		g    Group
	}
	seen := map[key]Box{}
	for _, b := range ticked {
		if b.Group == SleepGroup {
			if p.SleepBefore == 0 || b.Move < p.SleepBefore {
				p.SleepBefore = b.Move
			}
			continue
		}
		k := key{b.Move, b.Group}
		if prev, ok := seen[k]; ok && prev.Choice != b.Choice {
			return dr2d.Program{}, fmt.Errorf("print: move %d: %s is ticked both %s and %s", b.Move, b.Group, prev.Label, b.Label)
		}
		seen[k] = b
	}
	for i := range p.Cartridge {
		move := i + 1
		if p.SleepBefore > 0 && move >= p.SleepBefore {
			break
		}
		mv := &p.Cartridge[i]
		if b, ok := seen[key{move, TurnBefore}]; ok {
			mv.Before = b.Choice
		}
		if b, ok := seen[key{move, StepGroup}]; ok {
			mv.Step = dr2d.Step(b.Choice)
		}
		if b, ok := seen[key{move, TurnAfter}]; ok {
			mv.After = b.Choice
		}
	}
	return p, nil
}

// SheetText is what a sheet says besides its boxes.
type SheetText struct {
	Board     string // board name
	RobotName string // "" : the robot's colour name
}

// Pen is the ink of ticks drawn by DrawSheet on filled sheets.
var Pen = color.RGBA{20, 40, 140, 255}

// DrawSheet draws cartridge sheet id with its top-left corner at origin.
// With fill set, the boxes of that program are ticked as a player would,
// for synthetic photos and round trips through the sheet reader.
func DrawSheet(c Canvas, l SheetLayout, id SheetID, text SheetText, origin Pt, fill *dr2d.Program) error {
	at := func(x, y float64) Pt { return Pt{origin.X + x, origin.Y + y} }
	rect := func(x, y, w, h float64, col color.Color) { Rect(c, origin.X+x, origin.Y+y, w, h, col) }
	for _, f := range l.Fiducials {
		s := l.FiducialSize
		rect(f.X-s/2, f.Y-s/2, s, s, Black)
	}
	if err := DrawTag(c, id.Payload(), at(l.QRCentre.X, l.QRCentre.Y), l.QRSize, 0); err != nil {
		return fmt.Errorf("print: sheet of robot %d, turn %d: %w", id.Robot, id.Turn, err)
	}
	rc := ColourOf(id.Robot)
	name := text.RobotName
	if name == "" {
		name = rc.Name
	}
	tx := l.QRCentre.X + l.QRSize/2 + 4
	robot := fmt.Sprintf("robot %d", id.Robot)
	c.Text(at(tx, 12), 7, robot, InkCol, 0)
	nx := tx + TextWidth(robot, 7) + 3
	ns := math.Min(5, (l.W-50-nx)/math.Max(TextWidth(name, 1), 1e-9)) // a long name shrinks, clear of the swatch
	c.Text(at(nx, 12), ns, name, InkCol, 0)
	c.Text(at(tx, 21), 7, fmt.Sprintf("turn %d", id.Turn), InkCol, 0)
	sub := id.Game + " cartridge"
	if text.Board != "" {
		sub += " on " + text.Board
	}
	c.Text(at(tx, 26.5), 3, sub, Grey, 0)
	c.Text(at(tx, 31), 2.6, "Tick one box in each group of every move (an empty group is \"none\").", InkCol, 0)
	c.Text(at(tx, 34.5), 2.6, "Sleep: tick it on the move before which the robot falls asleep; that move and the rest are cancelled.", InkCol, 0)
	// The robot's colour, top right, clear of the fiducial.
	rect(l.W-48, 4, 30, 9, rc.RGB)

	// Column heads over each group, option labels over each box.
	var first []Box
	for _, b := range l.Boxes {
		if b.Move == 1 {
			first = append(first, b)
		}
	}
	bs := l.BoxSize
	var seps []float64 // lines between groups
	for g := TurnBefore; g <= SleepGroup; g++ {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, b := range first {
			if b.Group == g {
				lo, hi = math.Min(lo, b.Min.X), math.Max(hi, b.Min.X+bs)
			}
		}
		c.Text(at((lo+hi)/2, l.RowTop-8), 3, g.String(), InkCol, 0.5)
		if g > TurnBefore {
			seps = append(seps, lo-4.5)
		}
	}
	for _, b := range first {
		c.Text(at(b.Min.X+bs/2, l.RowTop-3.5), 2.5, b.Label, InkCol, 0.5)
	}
	// Rows: light bands, the move number, the boxes.
	for m := 1; m <= dr2d.MovesPerCartridge; m++ {
		y := l.RowTop + float64(m-1)*l.RowPitch
		if m%2 == 1 {
			rect(12, y, l.W-24, l.RowPitch, color.RGBA{238, 238, 238, 255})
		}
		c.Text(at(18, y+l.RowPitch/2+2.5), 7, fmt.Sprint(m), InkCol, 0.5)
	}
	for _, x := range seps {
		c.Line(at(x, l.RowTop-11), at(x, l.RowTop+5*l.RowPitch), 0.25, Grey)
	}
	for _, b := range l.Boxes {
		rect(b.Min.X, b.Min.Y, bs, bs, White)
		Frame(c, origin.X+b.Min.X, origin.Y+b.Min.Y, bs, bs, 0.35, Black)
	}
	c.Text(at(l.W/2, l.H-3.5), 2.4, fmt.Sprintf("%s  ·  mecanoid cartridge sheet, layout %d  ·  cut on the dashed line", id, l.Version), Grey, 0.5)
	if fill != nil {
		for _, b := range l.Ticks(*fill) {
			a, z := at(b.Min.X+1.3, b.Min.Y+1.3), at(b.Min.X+bs-1.3, b.Min.Y+bs-1.3)
			c.Line(a, z, 0.7, Pen)
			c.Line(Pt{a.X, z.Y}, Pt{z.X, a.Y}, 0.7, Pen)
		}
	}
	return nil
}

// CartridgeSheets says which cartridge sheets to print.
type CartridgeSheets struct {
	Game   string
	Board  string         // name shown on the sheets
	Robots []int          // a pile per robot...
	Turns  []int          // ...of a sheet per turn
	Names  map[int]string // robot names; missing: colour names
	Page   Page
}

// PrintCartridgeSheets prints the sheets, as many to a page as fit (two on
// A4 or letter), robot by robot, a dashed cutting line between them.
func PrintCartridgeSheets(d Doc, cs CartridgeSheets) error {
	if err := cs.Page.Check(); err != nil {
		return err
	}
	l := CartridgeSheet()
	iw, ih := cs.Page.Inner()
	if l.W > iw || l.H > ih {
		return fmt.Errorf("print: cartridge sheets are %g x %g mm; %s paper with %g mm margins leaves %g x %g mm",
			l.W, l.H, cs.Page.Paper.Name, cs.Page.Margin, iw, ih)
	}
	if len(cs.Robots) == 0 || len(cs.Turns) == 0 {
		return fmt.Errorf("print: no cartridge sheet to print: give robots and turns")
	}
	const gap = 8.0
	per := int((ih + gap) / (l.H + gap))
	// Spread the sheets evenly down the page.
	space := (ih - float64(per)*l.H) / float64(per)
	paper, m := cs.Page.Paper, cs.Page.Margin
	i := 0
	for _, r := range cs.Robots {
		for _, t := range cs.Turns {
			id := SheetID{Game: cs.Game, Robot: r, Turn: t}
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
			if err := DrawSheet(d, l, id, SheetText{Board: cs.Board, RobotName: cs.Names[r]}, o, nil); err != nil {
				return err
			}
			i++
		}
	}
	return nil
}
