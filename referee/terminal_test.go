package referee_test

import (
	"bytes"
	"context"
	"errors"
	gamedr2d "mecanoid/game/dr2d"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

func TestParseProgram(t *testing.T) {
	good := []struct {
		in   string
		want string // as the game files write it
	}{
		{"F F R - LB", "F F R - LB"},
		{"rrf  lf - f b", "RRF LF - F B"},
		{"sleep 1", "- - - - - sleep 1"},
		{"F F sleep 3", "F F - - - sleep 3"},
		{"F F sleep 3 R", "F F R - - sleep 3"}, // move 3 is cancelled anyway
		{"F F R - sleep 5", "F F R - - sleep 5"},
	}
	for _, g := range good {
		p, err := gamedr2d.ParseProgram(g.in)
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
	for _, bad := range []struct{ in, why string }{
		{"F F F F F F", "6 moves; a cartridge holds 5"},
		{"FX F F F F", "move 1"},
		{"sleep", "sleep wants the move"},
		{"sleep 6", "want a move 1..5"},
		{"FBF F F F F", "move 1"},
		// A forgotten move is not played as no move.
		{"", "0 moves: a cartridge holds 5"},
		{"F F F F", "4 moves: a cartridge holds 5"},
		{"F sleep 4", "1 move before the sleep at move 4: write moves 1 to 3"},
		// The phones and the sheets give the moves alone.
		{"3: F F F F F", `"3:": write the moves alone`},
	} {
		if _, err := gamedr2d.ParseProgram(bad.in); err == nil || !strings.Contains(err.Error(), bad.why) {
			t.Errorf("%q: %v, want an error saying %q", bad.in, err, bad.why)
		}
	}
}

// TestTypedRobotNumber: a line typed with a robot's number programs that
// robot, if it is asked; never another one.
func TestTypedRobotNumber(t *testing.T) {
	var out bytes.Buffer
	in := "3: F F R - LB\n5: F F F F F\n0: F F F F F\n2: sleep 1\nB B B B B\n"
	ty := &gamedr2d.Typed{In: referee.NewKeyboard(strings.NewReader(in)), Out: &out}
	progs, err := ty.Programs(context.Background(), 4, []int{2, 3, 4})
	if err != nil {
		t.Fatal(err)
	}
	if len(progs) != 3 || progs[3].Cartridge[4] != (dr2d.Move{Before: -1, Step: dr2d.Backward}) || progs[2].SleepBefore != 1 || progs[4].Cartridge[0].Step != dr2d.Backward {
		t.Errorf("programs %+v", progs)
	}
	for _, want := range []string{"robot 3 programmed", "robot 5 is not asked for a program now (robot 2, 3, 4)", `"0:": robots are numbered from 1`, "robot 4, turn 4"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the terminal does not say %q:\n%s", want, out.String())
		}
	}
}

// Typed asks again after a line it cannot read, and stops cleanly when the
// input ends.
func TestTyped(t *testing.T) {
	var out bytes.Buffer
	ty := &gamedr2d.Typed{In: referee.NewKeyboard(strings.NewReader("F F X - -\nF F R - -\nsleep 1\n")), Out: &out}
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

// TestConfirmed: the programs are shown once all are in; the table
// corrects a misread one, refused lines are said why, Enter plays them.
func TestConfirmed(t *testing.T) {
	var out bytes.Buffer
	read := map[int]dr2d.Program{1: mustProgram(t, "F F F F F"), 2: mustProgram(t, "sleep 1")}
	sheets := programmerFunc(func(context.Context, int, []int) (map[int]dr2d.Program, error) { return read, nil })
	in := referee.NewKeyboard(strings.NewReader("F F F F F\n7: sleep 1\n2: B B B B\n2: B B B B B\n\n"))
	got, err := gamedr2d.Confirmed(lang.EN, sheets, in, &out).Programs(context.Background(), 3, []int{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	if got[1] != mustProgram(t, "F F F F F") || got[2] != mustProgram(t, "B B B B B") {
		t.Errorf("programs %v", got)
	}
	for _, want := range []string{
		"the programs of turn 3, before they are played:\n  robot 1: F F F F F\n  robot 2: sleep 1\n",
		`say whose program it is: "1: F F F F F"`,
		"robot 7 is not asked for a program now (robot 1, 2)",
		"4 moves: a cartridge holds 5",
		"robot 2: corrected\nthe programs of turn 3, before they are played:\n  robot 1: F F F F F\n  robot 2: B B B B B\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the terminal does not say %q:\n%s", want, out.String())
		}
	}
	if _, err := gamedr2d.Confirmed(lang.EN, sheets, referee.NewKeyboard(strings.NewReader("")), &out).Programs(context.Background(), 3, []int{1, 2}); !errors.Is(err, referee.ErrStopped) {
		t.Errorf("at the end of input: %v", err)
	}
}
