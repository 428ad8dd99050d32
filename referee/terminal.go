package referee

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// Terminal is a Display writing updates as text, for the terminal at the
// table (and logs). Its headings ("== turn 3 ==", "move the pieces:") are
// in Lang ("": English), the updates' texts in the table's language
// (Referee.Lang: the same).
type Terminal struct {
	W    io.Writer
	Lang lang.Lang
}

var _ talk.Display = Terminal{}

// Show writes one update.
func (t Terminal) Show(u talk.Update) {
	p := t.Lang.Printer()
	switch u.Kind {
	case talk.UpdateStart:
		fmt.Fprintf(t.W, "== %s\n", u.Text)
	case talk.UpdateAsk:
		fmt.Fprintf(t.W, "\n%s\n%s\n", p.Sprintf(stepKey(u.StepName, "== turn %d ==", "== round %d =="), u.Turn), u.Text)
	case talk.UpdatePrograms:
		fmt.Fprintf(t.W, "%s", indent(u.Text))
	case talk.UpdateStep:
		lit := ""
		for _, l := range u.Lit {
			switch l.What {
			case "laser":
				lit += p.Sprintf(" [LED laser %s]", l.Cell.String())
			case "press":
				lit += p.Sprintf(" [LED press %s]", l.Cell.String())
			default:
				lit += fmt.Sprintf(" [LED %s %s]", l.What, l.Cell)
			}
		}
		where := ""
		switch {
		case u.Move > 0:
			where = p.Sprintf("move %d: ", u.Move)
		case u.Action > 0:
			where = p.Sprintf("action %d: ", u.Action)
		case u.End:
			where = p.Sprintf("end: ")
		}
		rule := ""
		if u.Rule != "" {
			rule = " " + ruleName(p, u.Rule)
		}
		fmt.Fprintf(t.W, "  %s%s%s%s\n", where, u.Text, rule, lit)
	case talk.UpdateInstruct:
		fmt.Fprintf(t.W, "%s\n%s", p.Sprintf("move the pieces:"), indent(u.Text))
	case talk.UpdateVerify, talk.UpdateScan:
		fmt.Fprintf(t.W, "%s\n", u.Text)
		if u.Kind == talk.UpdateScan {
			fmt.Fprint(t.W, indent(strings.Join(u.Problems, "\n")))
		}
	case talk.UpdateOver:
		fmt.Fprintf(t.W, "\n== %s\n", u.Text)
	case talk.UpdatePreview: // for the page and the phones
	case talk.UpdateCheck:
		if u.Text != "" { // none: every piece right, said by the UpdateVerify after it
			fmt.Fprintf(t.W, "%s\n", u.Text)
		}
	default:
		fmt.Fprintf(t.W, "%s\n", u.Text)
	}
}

// ruleName is the rule a step names ("laser", "move"), in brackets, in
// p's language: DR2D's rules have a name in each ("(laser)" is
// « (LASER) », messages.go); another game's rule is written as it is.
func ruleName(p *lang.Printer, rule string) string {
	if key := "(" + rule + ")"; lang.Has(key) {
		return p.Sprintf(key)
	}
	return "(" + rule + ")"
}

func indent(s string) string {
	if s == "" {
		return ""
	}
	return "  " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n  ") + "\n"
}

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
	In   *Keyboard
	Out  io.Writer
	Lang lang.Lang // the language of Out ("": English)
}

var _ Programmer = (*Typed)(nil)

// Programs reads a line for each robot.
func (t *Typed) Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
	out := map[int]dr2d.Program{}
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
				perr = refuse("robot %d is not asked for a program now (%s)", robot, robotList(robots))
			}
			if perr != nil {
				fmt.Fprintf(t.Out, "  %s\n", SayError(p, perr))
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
func ParseProgram(line string) (dr2d.Program, error) {
	robot, p, err := ParseTyped(line)
	if err == nil && robot != 0 {
		return dr2d.Program{}, refuse("%q: write the moves alone, without the robot's number", strings.Fields(line)[0])
	}
	return p, err
}

// ParseTyped reads a line typed at the terminal: the robot's number if it
// starts with one ("3:"; 0: none), and the program that follows
// (ParseProgram).
func ParseTyped(line string) (robot int, p dr2d.Program, err error) {
	f := strings.Fields(line)
	if len(f) > 0 && len(f[0]) > 1 && strings.HasSuffix(f[0], ":") && strings.Trim(f[0], "0123456789") == ":" {
		robot, _ = strconv.Atoi(strings.TrimSuffix(f[0], ":"))
		if robot == 0 {
			return 0, p, refuse("%q: robots are numbered from 1", f[0])
		}
		f = f[1:]
	}
	var moves []string
	for i := 0; i < len(f); i++ {
		if strings.EqualFold(f[i], "sleep") {
			if i+1 >= len(f) {
				return robot, p, refuse("sleep wants the move it comes before (1..5)")
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < 1 || n > dr2d.MovesPerCartridge {
				return robot, p, refuse("sleep %q: want a move 1..5", f[i+1])
			}
			p.SleepBefore = n
			i++
			continue
		}
		moves = append(moves, f[i])
	}
	if len(moves) > dr2d.MovesPerCartridge {
		return robot, p, refuse("%d moves; a cartridge holds %d", len(moves), dr2d.MovesPerCartridge)
	}
	for i, s := range moves {
		m, err := dr2d.ParseMove(s)
		if err != nil {
			return robot, p, refuse("move %d: %v", i+1, err)
		}
		p.Cartridge[i] = m
	}
	need := dr2d.MovesPerCartridge // the moves the sleep does not cancel
	if p.SleepBefore > 0 {
		need = p.SleepBefore - 1
	}
	switch {
	case len(moves) < need && p.SleepBefore > 0:
		return robot, p, refuse("%d move(s) before the sleep at move %d: write moves 1 to %d (\"-\" for no move)", len(moves), p.SleepBefore, need)
	case len(moves) < need:
		return robot, p, refuse("%d move(s): a cartridge holds %d, write each (\"-\" for no move)", len(moves), need)
	}
	return robot, p, nil
}

// Confirmed is p, whose programs are shown at the terminal once they are
// all in and before the turn is played, so that the table can correct one
// misread (a sheet, a slip on a phone): a line "2: F F R - LB" replaces
// robot 2's program, Enter plays them. The terminal speaks l.
func Confirmed(l lang.Lang, p Programmer, in *Keyboard, out io.Writer) Programmer {
	return confirmed{p, in, out, l.Printer()}
}

type confirmed struct {
	p   Programmer
	in  *Keyboard
	out io.Writer
	say *lang.Printer
}

func (c confirmed) Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
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
			err = refuse("say whose program it is: \"%s: %s\"", strconv.Itoa(robots[0]), strings.TrimSpace(line))
		case !slices.Contains(robots, robot):
			err = refuse("robot %d is not asked for a program now (%s)", robot, robotList(robots))
		}
		if err != nil {
			fmt.Fprintf(c.out, "  %s\n", SayError(c.say, err))
			continue
		}
		progs[robot] = p
		c.say.Fprintf(c.out, "  robot %d: corrected\n", robot)
		show = true
	}
}
