package print

import (
	"errors"
	"math/rand/v2"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

func TestParseSheet(t *testing.T) {
	id := SheetID{Game: tag.DR2D, Robot: 3, Turn: 12}
	if id.String() != "MC1:DR2D:S:3:12" {
		t.Errorf("payload %q", id)
	}
	got, err := ParseSheet(id.String())
	if err != nil || got != id {
		t.Errorf("ParseSheet(%q) = %+v, %v", id, got, err)
	}
	for text, want := range map[string]error{
		"MC1:DR2D:R:3":        ErrNotSheet,
		"MC1:DR2D:S:3":        tag.ErrInvalid,
		"MC1:DR2D:S:3:0":      tag.ErrInvalid,
		"https://example.org": tag.ErrForeign,
	} {
		if _, err := ParseSheet(text); !errors.Is(err, want) {
			t.Errorf("ParseSheet(%q) = %v, want %v", text, err, want)
		}
	}
}

type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// TestSheetLayout: every box lies on the sheet, clear of the fiducials, of
// the QR code and of the other boxes; each move row has every choice once.
func TestSheetLayout(t *testing.T) {
	l := CartridgeSheet()
	var fixed []box
	for _, f := range l.Fiducials {
		s := l.FiducialSize / 2
		fixed = append(fixed, box{f.X - s, f.Y - s, f.X + s, f.Y + s})
	}
	q := l.QRSize / 2
	fixed = append(fixed, box{l.QRCentre.X - q, l.QRCentre.Y - q, l.QRCentre.X + q, l.QRCentre.Y + q})
	for _, f := range fixed {
		if f.x0 < 0 || f.y0 < 0 || f.x1 > l.W || f.y1 > l.H {
			t.Errorf("%v off the %gx%g sheet", f, l.W, l.H)
		}
	}
	if n := len(l.Boxes); n != 5*12 {
		t.Errorf("%d boxes, want 60", n)
	}
	perMove := map[int]int{}
	for i, b := range l.Boxes {
		bb := box{b.Min.X, b.Min.Y, b.Min.X + l.BoxSize, b.Min.Y + l.BoxSize}
		if bb.x0 < 0 || bb.y0 < 0 || bb.x1 > l.W || bb.y1 > l.H {
			t.Errorf("box %+v off the sheet", b)
		}
		for _, f := range fixed {
			if bb.overlaps(f) {
				t.Errorf("box %+v overlaps %v", b, f)
			}
		}
		for _, o := range l.Boxes[i+1:] {
			ob := box{o.Min.X - 2, o.Min.Y - 2, o.Min.X + l.BoxSize + 2, o.Min.Y + l.BoxSize + 2}
			if bb.overlaps(ob) {
				t.Errorf("boxes %+v and %+v are less than 2 mm apart", b, o)
			}
		}
		if got, ok := l.Box(b.Move, b.Group, b.Choice); !ok || got != b {
			t.Errorf("Box(%d, %v, %d) = %+v", b.Move, b.Group, b.Choice, got)
		}
		perMove[b.Move]++
	}
	for m := 1; m <= 5; m++ {
		if perMove[m] != 12 {
			t.Errorf("move %d has %d boxes", m, perMove[m])
		}
	}
	c := l.QRCorners()
	if a := tag.Angle([2]float64{c[0].X, c[0].Y}, [2]float64{c[1].X, c[1].Y}, [2]float64{c[2].X, c[2].Y}, [2]float64{c[3].X, c[3].Y}); a != 0 {
		t.Errorf("QR of an upright sheet faces %v rad", a)
	}
}

// TestTicksRoundTrip: the boxes ticked for a program read back as the same
// program, quarter turns taken modulo a full turn.
func TestTicksRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	l := CartridgeSheet()
	for i := 0; i < 2000; i++ {
		var p dr2d.Program
		for m := range p.Cartridge {
			p.Cartridge[m] = dr2d.Move{Before: rng.IntN(9) - 4, Step: dr2d.Step(rng.IntN(3)), After: rng.IntN(9) - 4}
		}
		if rng.IntN(3) == 0 {
			p.SleepBefore = 1 + rng.IntN(5)
		}
		want := p
		for m := range want.Cartridge {
			mv := &want.Cartridge[m]
			if want.SleepBefore > 0 && m+1 >= want.SleepBefore {
				*mv = dr2d.Move{}
				continue
			}
			mv.Before, mv.After = quarter(mv.Before), quarter(mv.After)
		}
		got, err := l.Program(l.Ticks(p))
		if err != nil || got != want {
			t.Fatalf("program %+v: read back %+v, %v; want %+v", p, got, err, want)
		}
	}
	// An empty sheet is five "no move".
	if got, err := l.Program(nil); err != nil || got != (dr2d.Program{}) {
		t.Errorf("empty sheet: %+v, %v", got, err)
	}
}

func TestProgramConflicts(t *testing.T) {
	l := CartridgeSheet()
	left, _ := l.Box(2, TurnBefore, -1)
	right, _ := l.Box(2, TurnBefore, 1)
	if _, err := l.Program([]Box{left, right}); err == nil || err.Error() != "print: move 2: turn before is ticked both left and right" {
		t.Errorf("two ticks in a group: %v", err)
	}
	s3, _ := l.Box(3, SleepGroup, 1)
	s5, _ := l.Box(5, SleepGroup, 1)
	fwd, _ := l.Box(4, StepGroup, int(dr2d.Forward))
	p, err := l.Program([]Box{s5, fwd, s3})
	if err != nil || p.SleepBefore != 3 || p.Cartridge[3] != (dr2d.Move{}) {
		t.Errorf("sleep ticks on moves 3 and 5: %+v, %v", p, err)
	}
}
