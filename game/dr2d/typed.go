package dr2d

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/talk"
)

// Typed is a Programmer reading programs typed at the terminal, one line
// per robot: its five moves in the game files' notation, and "sleep N" to
// put it to sleep before move N. A line for the robot prompted may start
// with its number; a line starting with another robot's number programs
// that robot, if it is asked too:
//
//	F F R - LB
//	3: F F R - LB
//	1: sleep 1
//
// A line it cannot read is refused with the reason, and asked again.
type Typed struct {
	In   *referee.Keyboard
	Out  io.Writer
	Lang lang.Lang // the language of Out ("": English)
}

var _ Programmer = (*Typed)(nil)

// Programs reads a line for each robot.
func (t *Typed) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	out := map[int]rules.Program{}
	p := t.Lang.Printer()
	for _, id := range robots {
		for {
			if _, done := out[id]; done {
				break
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			p.Fprintf(t.Out, "robot %d, turn %d (5 moves, e.g. \"F F R - LB\", or \"sleep 1\"): ", id, turn)
			line, err := t.In.ReadLine(ctx)
			if err != nil {
				return nil, err
			}
			robot, prog, perr := ParseTyped(line)
			switch {
			case perr != nil:
			case robot == 0:
				robot = id
			case !slices.Contains(robots, robot):
				perr = referee.Refuse("robot %d is not asked for a program now (%s)", robot, robotList(robots))
			}
			if perr != nil {
				fmt.Fprintf(t.Out, "  %s\n", referee.SayError(p, perr))
				continue
			}
			if robot != id {
				p.Fprintf(t.Out, "  robot %d programmed\n", robot)
			}
			out[robot] = prog
		}
	}
	return out, nil
}

// ParseProgram reads a program as typed: five moves ("F F R - LB"),
// optionally "sleep N" (before move N), which cancels the moves from N on:
// those may be left out ("F F sleep 3"). Every word is read, so that a
// slip ("LF:", "sleep 3F") or a forgotten move is refused rather than a
// move lost.
func ParseProgram(line string) (rules.Program, error) {
	robot, p, err := ParseTyped(line)
	if err == nil && robot != 0 {
		return rules.Program{}, referee.Refuse("%q: write the moves alone, without the robot's number", strings.Fields(line)[0])
	}
	return p, err
}

// ParseTyped reads a line typed at the terminal: the robot's number if it
// starts with one ("3:"; 0: none), and the program that follows
// (ParseProgram).
func ParseTyped(line string) (robot int, p rules.Program, err error) {
	f := strings.Fields(line)
	if len(f) > 0 && len(f[0]) > 1 && strings.HasSuffix(f[0], ":") && strings.Trim(f[0], "0123456789") == ":" {
		robot, _ = strconv.Atoi(strings.TrimSuffix(f[0], ":"))
		if robot == 0 {
			return 0, p, referee.Refuse("%q: robots are numbered from 1", f[0])
		}
		f = f[1:]
	}
	var moves []string
	for i := 0; i < len(f); i++ {
		if strings.EqualFold(f[i], "sleep") {
			if i+1 >= len(f) {
				return robot, p, referee.Refuse("sleep wants the move it comes before (1..5)")
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < 1 || n > rules.MovesPerCartridge {
				return robot, p, referee.Refuse("sleep %q: want a move 1..5", f[i+1])
			}
			p.SleepBefore = n
			i++
			continue
		}
		moves = append(moves, f[i])
	}
	if len(moves) > rules.MovesPerCartridge {
		return robot, p, referee.Refuse("%d moves; a cartridge holds %d", len(moves), rules.MovesPerCartridge)
	}
	for i, s := range moves {
		m, err := rules.ParseMove(s)
		if err != nil {
			return robot, p, referee.Refuse("move %d: %v", i+1, err)
		}
		p.Cartridge[i] = m
	}
	need := rules.MovesPerCartridge // the moves the sleep does not cancel
	if p.SleepBefore > 0 {
		need = p.SleepBefore - 1
	}
	switch {
	case len(moves) < need && p.SleepBefore > 0:
		return robot, p, referee.Refuse("%d move(s) before the sleep at move %d: write moves 1 to %d (\"-\" for no move)", len(moves), p.SleepBefore, need)
	case len(moves) < need:
		return robot, p, referee.Refuse("%d move(s): a cartridge holds %d, write each (\"-\" for no move)", len(moves), need)
	}
	return robot, p, nil
}

// Confirmed is p, whose programs are shown at the terminal once they are
// all in and before the turn is played, so that the table can correct one
// misread (a sheet, a slip on a phone): a line "2: F F R - LB" replaces
// robot 2's program, Enter plays them. The terminal speaks l.
func Confirmed(l lang.Lang, p Programmer, in *referee.Keyboard, out io.Writer) Programmer {
	return confirmed{p, in, out, l.Printer(), nil}
}

// ConfirmedTelling is Confirmed telling tell (the web page) of each
// program corrected, so that the phone that sent it shows what is played.
func ConfirmedTelling(l lang.Lang, p Programmer, in *referee.Keyboard, out io.Writer, tell talk.Corrector) Programmer {
	return confirmed{p, in, out, l.Printer(), tell}
}

type confirmed struct {
	p    Programmer
	in   *referee.Keyboard
	out  io.Writer
	say  *lang.Printer
	tell talk.Corrector // nil: no phones
}

func (c confirmed) Programs(ctx context.Context, turn int, robots []int) (map[int]rules.Program, error) {
	progs, err := c.p.Programs(ctx, turn, robots)
	if err != nil || len(progs) == 0 {
		return progs, err
	}
	show := true
	for {
		if show {
			c.say.Fprintf(c.out, "the programs of turn %d, before they are played:\n", turn)
			for _, id := range robots {
				if p, ok := progs[id]; ok {
					c.say.Fprintf(c.out, "  robot %d: %s\n", id, programLine(p))
				}
			}
		}
		show = false
		c.say.Fprintf(c.out, "press Enter to play them, or correct one (\"%s: F F R - LB\"): ", strconv.Itoa(robots[0]))
		line, err := c.in.ReadLine(ctx)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(line) == "" {
			return progs, nil
		}
		robot, p, err := ParseTyped(line)
		switch {
		case err != nil:
		case robot == 0:
			err = referee.Refuse("say whose program it is: \"%s: %s\"", strconv.Itoa(robots[0]), strings.TrimSpace(line))
		case !slices.Contains(robots, robot):
			err = referee.Refuse("robot %d is not asked for a program now (%s)", robot, robotList(robots))
		}
		if err != nil {
			fmt.Fprintf(c.out, "  %s\n", referee.SayError(c.say, err))
			continue
		}
		progs[robot] = p
		c.say.Fprintf(c.out, "  robot %d: corrected\n", robot)
		if c.tell != nil {
			c.tell.Corrected(turn, RobotSeat(robot), programLine(p))
		}
		show = true
	}
}
