package referee_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

func TestParseProgram(t *testing.T) {
	good := []struct {
		in   string
		want string // as the game files write it
	}{
		{"F F R - LB", "F F R - LB"},
		{"3: F", "F - - - -"},
		{"rrf  lf", "RRF LF - - -"},
		{"sleep 1", "- - - - - sleep 1"},
		{"F F sleep 3 R", "F F R - - sleep 3"},
	}
	for _, g := range good {
		p, err := referee.ParseProgram(g.in)
		if err != nil {
			t.Errorf("%q: %v", g.in, err)
			continue
		}
		var moves []string
		for _, m := range p.Cartridge {
			moves = append(moves, m.String())
		}
		got := strings.Join(moves, " ")
		if p.SleepBefore > 0 {
			got += " sleep " + string(rune('0'+p.SleepBefore))
		}
		if got != g.want {
			t.Errorf("%q: %q, want %q", g.in, got, g.want)
		}
	}
	for _, bad := range []string{"F F F F F F", "FX", "sleep", "sleep 6", "FBF"} {
		if _, err := referee.ParseProgram(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// Typed asks again after a line it cannot read, and stops cleanly when the
// input ends.
func TestTyped(t *testing.T) {
	var out bytes.Buffer
	ty := &referee.Typed{In: referee.NewKeyboard(strings.NewReader("F F X\nF F R\nsleep 1\n")), Out: &out}
	progs, err := ty.Programs(context.Background(), 4, []int{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	if progs[1].Cartridge[2] != (dr2d.Move{After: 0, Before: 1}) || progs[2].SleepBefore != 1 {
		t.Errorf("programs %+v", progs)
	}
	if !strings.Contains(out.String(), "move 3") {
		t.Errorf("no reason given for the bad line:\n%s", out.String())
	}
	if _, err := ty.Programs(context.Background(), 5, []int{1}); !errors.Is(err, referee.ErrStopped) {
		t.Errorf("at the end of input: %v, want ErrStopped", err)
	}
}

// TestTerminalSteps: a step says where in the turn it is: a DR2D move,
// DR2D's end of the turn, another game's action, or nothing more.
func TestTerminalSteps(t *testing.T) {
	var out bytes.Buffer
	term := referee.Terminal{W: &out}
	term.Show(talk.Update{Kind: talk.UpdateStep, Move: 3, Rule: "laser", Text: "the lasers fire"})
	term.Show(talk.Update{Kind: talk.UpdateStep, End: true, Rule: "press", Text: "the presses come down"})
	term.Show(talk.Update{Kind: talk.UpdateStep, Action: 2, Text: "robot 4 moves"})
	term.Show(talk.Update{Kind: talk.UpdateStep, Text: "robot 1 turns"})
	term.Show(talk.Update{Kind: talk.UpdateAsk, Turn: 4, StepName: "round", Text: "signals"})
	want := "  move 3: the lasers fire (laser)\n  end: the presses come down (press)\n  action 2: robot 4 moves\n  robot 1 turns\n\n== round 4 ==\nsignals\n"
	if out.String() != want {
		t.Errorf("terminal:\n%q\nwant\n%q", out.String(), want)
	}
}
