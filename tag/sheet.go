package tag

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// SheetID names a cartridge sheet: the robot it programs and the turn. Its
// QR code carries a payload of kind Sheet: "MC1:DR2D:S:3:12" is robot 3's
// sheet for turn 12.
type SheetID struct {
	Game  string
	Robot int
	Turn  int
}

// Payload is the tag payload of the sheet's QR code.
func (s SheetID) Payload() Payload {
	return Payload{Game: s.Game, Kind: Sheet, ID: s.Robot, Turn: s.Turn}
}

func (s SheetID) String() string { return s.Payload().String() }

// ErrNotSheet: a mecanoid tag that is not a cartridge sheet's.
var ErrNotSheet = errors.New("tag: not a cartridge sheet")

// ParseSheet reads the text of a sheet's QR code. Codes that are not
// mecanoid tags give ErrForeign, malformed ones ErrInvalid, and the tags of
// pieces ErrNotSheet.
func ParseSheet(text string) (SheetID, error) {
	p, err := Parse(text)
	if err != nil {
		return SheetID{}, err
	}
	if p.Kind != Sheet {
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
	Move   int   // 1..the layout's Moves
	Group  Group //
	Choice int   // what the game reads the box as (DR2D: quarter turns, a step); 1 for sleep
	Label  string
	Min    [2]float64 // top-left corner, sheet mm
}

// SheetLayout is the geometry of a cartridge sheet in millimetres from its
// top-left corner, x right, y down. The printer draws with it and the sheet
// reader measures with it: rectify the photo with the fiducials (or the QR
// code's corners), then look inside each box.
type SheetLayout struct {
	Version      int // printed on the sheet; the reader must use the same layout
	W, H         float64
	FiducialSize float64       // side of the solid black squares
	Fiducials    [4][2]float64 // their centres: top-left, top-right, bottom-right, bottom-left
	QRCentre     [2]float64
	QRSize       float64 // side of the QR tag, quiet zone included
	BoxSize      float64
	BoxLine      float64 // width of the boxes' outline, drawn inside them
	RowTop       float64 // top of the first move row
	RowPitch     float64
	Moves        int   // rows, one a move
	Boxes        []Box // row by row, groups in order, choices left to right
}

// Choice is one box of a group: the value the game reads it as, and the
// word printed over it.
type Choice struct {
	Value int
	Label string
}

// CartridgeSheet is the layout of the cartridge sheets mecanoid prints,
// version 1: 180 x 125 mm, two to a page of A4 or letter, a row for each
// of the moves and in it the choices of each group (indexed by Group),
// left to right. The game says what the rows and the boxes mean.
func CartridgeSheet(moves int, choices [][]Choice) SheetLayout {
	l := SheetLayout{Version: 1, W: 180, H: 125, FiducialSize: 7, QRCentre: [2]float64{28, 18}, QRSize: 30,
		BoxSize: 7, BoxLine: 0.35, RowTop: 50, RowPitch: 13.2, Moves: moves}
	in := 3 + l.FiducialSize/2
	l.Fiducials = [4][2]float64{{in, in}, {l.W - in, in}, {l.W - in, l.H - in}, {in, l.H - in}}
	const pitch, groupGap = 11.0, 3.0
	for m := 1; m <= moves; m++ {
		x := 26.0
		y := l.RowTop + float64(m-1)*l.RowPitch + (l.RowPitch-l.BoxSize)/2
		for g, cs := range choices {
			for _, c := range cs {
				l.Boxes = append(l.Boxes, Box{Move: m, Group: Group(g), Choice: c.Value, Label: c.Label, Min: [2]float64{x, y}})
				x += pitch
			}
			x += groupGap
		}
	}
	return l
}

// Centre is the middle of a box of side size.
func (b Box) Centre(size float64) [2]float64 { return [2]float64{b.Min[0] + size/2, b.Min[1] + size/2} }

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
func (l SheetLayout) QRCorners() [4][2]float64 {
	h := ModuleSize(l.QRSize) * QRModules / 2
	x, y := l.QRCentre[0], l.QRCentre[1]
	return [4][2]float64{{x - h, y - h}, {x + h, y - h}, {x + h, y + h}, {x - h, y + h}}
}

// CheckTicks checks the boxes found ticked give one choice a group: two
// ticks in one group are a TickError naming the move, the group and the
// boxes (every such group, not only the first). The same box found twice
// is one tick; sleep boxes are not a group (the first one ticked counts).
func CheckTicks(ticked []Box) error {
	type key struct {
		move int
		g    Group
	}
	seen := map[key][]Box{}
	for _, b := range ticked {
		if b.Group == SleepGroup {
			continue
		}
		k := key{b.Move, b.Group}
		dup := false
		for _, o := range seen[k] {
			dup = dup || o.Choice == b.Choice
		}
		if !dup {
			seen[k] = append(seen[k], b)
		}
	}
	var problems []TickProblem
	for k, bs := range seen {
		if len(bs) > 1 {
			problems = append(problems, TickProblem{Move: k.move, Group: k.g, Why: bothTicked(bs)})
		}
	}
	if len(problems) > 0 {
		return &TickError{Problems: SortProblems(problems)}
	}
	return nil
}

// bothTicked says which boxes of one group are ticked, in the sheet's order.
func bothTicked(bs []Box) string {
	sort.Slice(bs, func(i, j int) bool { return bs[i].Min[0] < bs[j].Min[0] })
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = "'" + b.Label + "'"
	}
	if len(names) == 2 {
		return "both " + names[0] + " and " + names[1] + " ticked"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " all ticked"
}

// ErrTicks: the ticks of a cartridge sheet do not give one program.
var ErrTicks = errors.New("tag: cartridge sheet ticked wrongly")

// TickProblem is one place of a sheet that cannot be read as a choice.
type TickProblem struct {
	Move  int
	Group Group
	Label string // the box concerned; "" when the problem is the whole group's
	Why   string
}

// String names the row and the box: "move 3, turn before: both 'left' and
// 'right' ticked", "move 2, step 'back': faint mark, ...".
func (p TickProblem) String() string {
	s := fmt.Sprintf("move %d, %s", p.Move, p.Group)
	if p.Label != "" {
		s += " '" + p.Label + "'"
	}
	return s + ": " + p.Why
}

// TickError lists every problem of a sheet, move by move.
type TickError struct{ Problems []TickProblem }

func (e *TickError) Error() string {
	var b strings.Builder
	b.WriteString(ErrTicks.Error() + ":")
	for _, p := range e.Problems {
		b.WriteString("\n  " + p.String())
	}
	return b.String()
}

// Is makes errors.Is(err, ErrTicks) true.
func (e *TickError) Is(target error) bool { return target == ErrTicks }

// SortProblems puts problems in the sheet's reading order: move by move,
// group by group.
func SortProblems(ps []TickProblem) []TickProblem {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].Move != ps[j].Move {
			return ps[i].Move < ps[j].Move
		}
		return ps[i].Group < ps[j].Group
	})
	return ps
}
