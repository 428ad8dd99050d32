package referee_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
	"mecanoid/vision"
)

// drawnDR2D is DR2D drawing its own board (a referee.Drawer), as the
// other games do: each robot of the position a group, marked as checked.
type drawnDR2D struct{ *gamedr2d.DR2D }

func (drawnDR2D) Draw(s *dr2d.State, checks []talk.Piece, l *lang.Printer) *talk.View {
	var b strings.Builder
	b.WriteString(`<svg viewBox="0 0 10 10">`)
	for _, r := range s.Robots {
		class := ""
		for _, c := range checks {
			if c.Kind == "robot" && c.ID == r.ID {
				class = map[bool]string{true: "ok", false: "bad"}[c.OK]
			}
		}
		fmt.Fprintf(&b, `<g data-piece="robot %d" class="%s" data-cell="%d,%d"/>`, r.ID, class, r.Cell.X, r.Cell.Y)
	}
	b.WriteString(`</svg>`)
	return &talk.View{Title: "drawn in " + string(l.Lang), Board: b.String()}
}

// TestCheckDrawn: a game that draws its board (Drawer) gives, with each
// check of a live table, its drawing of the position the table is
// checked against in every language, the check's pieces marked: robot 2
// in a hand red, then green once put down.
func TestCheckDrawn(t *testing.T) {
	b := testBoard(t)
	want, err := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.East, PC: 7},
	})
	if err != nil {
		t.Fatal(err)
	}
	tb := refereetest.NewLiveTable(dr2dSeen(want, map[int]dr2d.Robot{2: {}}), vision.Problem{Piece: "robot 2", Why: vision.WhyNotSeen})
	var checks []talk.Update
	players := displayFunc(func(u talk.Update) {
		if u.Kind == talk.UpdateCheck {
			checks = append(checks, u)
			go func() { time.Sleep(20 * time.Millisecond); tb.Put(dr2dSeen(want, nil)) }() // robot 2 put down
		}
	})
	ref := &referee.Referee[*dr2d.State]{Game: drawnDR2D{&gamedr2d.DR2D{Board: b}}, Table: tb, Displays: []talk.Display{players}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := ref.Verify(ctx, 1, want, referee.ScanCheck, "turn 1"); err != nil {
		t.Fatal(err)
	}
	if len(checks) < 2 {
		t.Fatalf("%d checks, want robot 2 red then green", len(checks))
	}
	for i, robot2 := range map[int]string{0: "bad", len(checks) - 1: "ok"} {
		for _, l := range []string{"en", "fr"} {
			v := checks[i].Langs[l].View
			switch {
			case v == nil:
				t.Errorf("check %d in %s: no drawing", i, l)
			case v.Title != "drawn in "+l:
				t.Errorf("check %d in %s: drawn as %q, want in its language", i, l, v.Title)
			case !strings.Contains(v.Board, `<g data-piece="robot 1" class="ok" data-cell="2,5"/>`) ||
				!strings.Contains(v.Board, `<g data-piece="robot 2" class="`+robot2+`" data-cell="4,5"/>`):
				t.Errorf("check %d in %s: drawn %s, want robot 1 ok at [2,5], robot 2 %s at [4,5]", i, l, v.Board, robot2)
			}
		}
	}
}
