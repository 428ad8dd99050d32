package cartridge_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/game/dr2d/cartridge"
	"mecanoid/tag"
)

type rect struct{ x0, y0, x1, y1 float64 }

func (a rect) overlaps(b rect) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

// TestSheetLayout: every box lies on the sheet, clear of the fiducials, of
// the QR code and of the other boxes; each move row has every choice once.
func TestSheetLayout(t *testing.T) {
	l := cartridge.Sheet()
	var fixed []rect
	for _, f := range l.Fiducials {
		s := l.FiducialSize / 2
		fixed = append(fixed, rect{f[0] - s, f[1] - s, f[0] + s, f[1] + s})
	}
	q := l.QRSize / 2
	fixed = append(fixed, rect{l.QRCentre[0] - q, l.QRCentre[1] - q, l.QRCentre[0] + q, l.QRCentre[1] + q})
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
		bb := rect{b.Min[0], b.Min[1], b.Min[0] + l.BoxSize, b.Min[1] + l.BoxSize}
		if bb.x0 < 0 || bb.y0 < 0 || bb.x1 > l.W || bb.y1 > l.H {
			t.Errorf("box %+v off the sheet", b)
		}
		for _, f := range fixed {
			if bb.overlaps(f) {
				t.Errorf("box %+v overlaps %v", b, f)
			}
		}
		for _, o := range l.Boxes[i+1:] {
			ob := rect{o.Min[0] - 2, o.Min[1] - 2, o.Min[0] + l.BoxSize + 2, o.Min[1] + l.BoxSize + 2}
			if bb.overlaps(ob) {
				t.Errorf("boxes %+v and %+v are less than 2 mm apart", b, o)
			}
		}
		if got, ok := l.Box(b.Move, b.Group, b.Choice); !ok || got != b {
			t.Errorf("Box(%d, %v, %d) = %+v", b.Move, b.Group, b.Choice, got)
		}
		// The fiducials are the corners of everything printed: the reader
		// tells them from filled boxes by that.
		if b.Min[0] <= l.Fiducials[0][0] || b.Min[0]+l.BoxSize >= l.Fiducials[2][0] ||
			b.Min[1] <= l.Fiducials[0][1] || b.Min[1]+l.BoxSize >= l.Fiducials[2][1] {
			t.Errorf("box %+v reaches beyond the fiducials' centres", b)
		}
		perMove[b.Move]++
	}
	for m := 1; m <= 5; m++ {
		if perMove[m] != 12 {
			t.Errorf("move %d has %d boxes", m, perMove[m])
		}
	}
	c := l.QRCorners()
	if a := tag.Angle(c[0], c[1], c[2], c[3]); a != 0 {
		t.Errorf("QR of an upright sheet faces %v rad", a)
	}
}

// quarter is a number of quarter turns as a sheet records it.
func quarter(q int) int {
	q = ((q % 4) + 4) % 4
	if q == 3 {
		return -1
	}
	return q
}

// TestTicksRoundTrip: the boxes ticked for a program read back as the same
// program, quarter turns taken modulo a full turn.
func TestTicksRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	l := cartridge.Sheet()
	for i := 0; i < 2000; i++ {
		var p rules.Program
		for m := range p.Cartridge {
			p.Cartridge[m] = rules.Move{Before: rng.IntN(9) - 4, Step: rules.Step(rng.IntN(3)), After: rng.IntN(9) - 4}
		}
		if rng.IntN(3) == 0 {
			p.SleepBefore = 1 + rng.IntN(5)
		}
		want := p
		for m := range want.Cartridge {
			mv := &want.Cartridge[m]
			if want.SleepBefore > 0 && m+1 >= want.SleepBefore {
				*mv = rules.Move{}
				continue
			}
			mv.Before, mv.After = quarter(mv.Before), quarter(mv.After)
		}
		got, err := cartridge.Program(cartridge.Ticks(l, p))
		if err != nil || got != want {
			t.Fatalf("program %+v: read back %+v, %v; want %+v", p, got, err, want)
		}
	}
	// An empty sheet is five "no move".
	if got, err := cartridge.Program(nil); err != nil || got != (rules.Program{}) {
		t.Errorf("empty sheet: %+v, %v", got, err)
	}
}

func TestProgramConflicts(t *testing.T) {
	l := cartridge.Sheet()
	box := func(move int, g tag.Group, choice int) tag.Box {
		b, ok := l.Box(move, g, choice)
		if !ok {
			t.Fatalf("no box %d %v %d", move, g, choice)
		}
		return b
	}
	tests := []struct {
		name   string
		ticked []tag.Box
		want   []string // problems, in reading order
	}{
		{"two turns", []tag.Box{box(2, tag.TurnBefore, 1), box(2, tag.TurnBefore, -1)},
			[]string{"move 2, turn before: both 'left' and 'right' ticked"}},
		{"three steps and a turn after, two moves", []tag.Box{
			box(4, tag.TurnAfter, 0), box(4, tag.TurnAfter, 2),
			box(1, tag.StepGroup, int(rules.Backward)), box(1, tag.StepGroup, int(rules.NoStep)), box(1, tag.StepGroup, int(rules.Forward))},
			[]string{"move 1, step: 'none', 'forward' and 'back' all ticked", "move 4, turn after: both 'none' and 'U-turn' ticked"}},
		{"the same box twice is one tick", []tag.Box{box(3, tag.StepGroup, 1), box(3, tag.StepGroup, 1)}, nil},
	}
	for _, tt := range tests {
		_, err := cartridge.Program(tt.ticked)
		var te *tag.TickError
		if tt.want == nil {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		if !errors.As(err, &te) || !errors.Is(err, tag.ErrTicks) {
			t.Fatalf("%s: %v, want a TickError", tt.name, err)
		}
		var got []string
		for _, p := range te.Problems {
			got = append(got, p.String())
		}
		if len(got) != len(tt.want) {
			t.Fatalf("%s: problems %q, want %q", tt.name, got, tt.want)
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: problem %d is %q, want %q", tt.name, i, got[i], tt.want[i])
			}
		}
	}
	want := "tag: cartridge sheet ticked wrongly:\n  move 2, turn before: both 'left' and 'right' ticked"
	if _, err := cartridge.Program([]tag.Box{box(2, tag.TurnBefore, -1), box(2, tag.TurnBefore, 1)}); err == nil || err.Error() != want {
		t.Errorf("error text %q, want %q", err, want)
	}
	// Sleep: the first move with its box ticked; the rest is not read.
	p, err := cartridge.Program([]tag.Box{box(5, tag.SleepGroup, 1), box(4, tag.StepGroup, int(rules.Forward)), box(3, tag.SleepGroup, 1)})
	if err != nil || p.SleepBefore != 3 || p.Cartridge[3] != (rules.Move{}) {
		t.Errorf("sleep ticks on moves 3 and 5: %+v, %v", p, err)
	}
}

// demoGame is the bundled DR2D game, whose pieces and sheets the seeds
// name.
func demoGame(f *testing.F) *rules.Game {
	data, err := os.ReadFile("../../../examples/factory-demo.json")
	if err != nil {
		f.Fatal(err)
	}
	g, err := rules.ParseGame("../../../examples/factory-demo.json", data, os.ReadFile)
	if err != nil {
		f.Fatal(err)
	}
	return g
}

// FuzzSheetProgram: the boxes of a cartridge sheet found ticked, as the
// camera may read any of them (each byte picks one). They read as a
// program, or as a TickError (ErrTicks) that names, in the sheet's order,
// rows and groups of the sheet; a program read is a valid cartridge that
// the ticks of its own filled sheet read back to, moves from the sleep on
// left empty. Seeds: the ticks of the bundled game's programs.
func FuzzSheetProgram(f *testing.F) {
	l := cartridge.Sheet()
	index := map[tag.Box]byte{}
	for i, b := range l.Boxes {
		index[b] = byte(i)
	}
	for _, turn := range demoGame(f).Turns {
		for _, p := range turn {
			var seed []byte
			for _, b := range cartridge.Ticks(l, p) {
				seed = append(seed, index[b])
			}
			f.Add(seed)
		}
	}
	f.Fuzz(func(t *testing.T, picks []byte) {
		var ticked []tag.Box
		for _, c := range picks {
			ticked = append(ticked, l.Boxes[int(c)%len(l.Boxes)])
		}
		p, err := cartridge.Program(ticked)
		if err != nil {
			var te *tag.TickError
			if !errors.As(err, &te) || !errors.Is(err, tag.ErrTicks) || len(te.Problems) == 0 {
				t.Fatalf("error is no TickError: %v", err)
			}
			for i, pr := range te.Problems {
				prev := tag.TickProblem{}
				if i > 0 {
					prev = te.Problems[i-1]
				}
				if pr.Move < 1 || pr.Move > rules.MovesPerCartridge || pr.Group < tag.TurnBefore || pr.Group > tag.SleepGroup ||
					pr.Move < prev.Move || pr.Move == prev.Move && pr.Group < prev.Group {
					t.Fatalf("problem %d out of the sheet or of its order: %v", i, err)
				}
				if !strings.Contains(err.Error(), pr.String()) {
					t.Fatalf("error %q does not say %q", err, pr)
				}
			}
			return
		}
		if p.SleepBefore < 0 || p.SleepBefore > rules.MovesPerCartridge {
			t.Fatalf("sleep before move %d", p.SleepBefore)
		}
		for i, m := range p.Cartridge {
			if m.Before < -1 || m.Before > 2 || m.After < -1 || m.After > 2 || m.Step < rules.NoStep || m.Step > rules.Backward {
				t.Fatalf("move %d: %+v is no move of the sheet", i+1, m)
			}
			if p.SleepBefore > 0 && i+1 >= p.SleepBefore && m != (rules.Move{}) {
				t.Fatalf("move %d, %v, read past the sleep before move %d", i+1, m, p.SleepBefore)
			}
		}
		back, err := cartridge.Program(cartridge.Ticks(l, p))
		if err != nil || back != p {
			t.Fatalf("%+v filled in reads back as %+v, %v", p, back, err)
		}
	})
}
