package referee

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"mecanoid/engine/dr2d"
	"mecanoid/referee/talk"
)

// Terminal is a Display writing updates as text, for the terminal at the
// table (and logs).
type Terminal struct{ W io.Writer }

var _ talk.Display = Terminal{}

// Show writes one update.
func (t Terminal) Show(u talk.Update) {
	switch u.Kind {
	case talk.UpdateStart:
		fmt.Fprintf(t.W, "== %s\n", u.Text)
	case talk.UpdateAsk:
		step := u.StepName
		if step == "" {
			step = "turn"
		}
		fmt.Fprintf(t.W, "\n== %s %d ==\n%s\n", step, u.Turn, u.Text)
	case talk.UpdatePrograms:
		fmt.Fprintf(t.W, "%s", indent(u.Text))
	case talk.UpdateStep:
		lit := ""
		for _, l := range u.Lit {
			lit += fmt.Sprintf(" [LED %s %s]", l.What, l.Cell)
		}
		where := ""
		switch {
		case u.Move > 0:
			where = fmt.Sprintf("move %d: ", u.Move)
		case u.Action > 0:
			where = fmt.Sprintf("action %d: ", u.Action)
		case u.End:
			where = "end: "
		}
		rule := ""
		if u.Rule != "" {
			rule = " (" + u.Rule + ")"
		}
		fmt.Fprintf(t.W, "  %s%s%s%s\n", where, u.Text, rule, lit)
	case talk.UpdateInstruct:
		fmt.Fprintf(t.W, "move the pieces:\n%s", indent(u.Text))
	case talk.UpdateVerify, talk.UpdateScan:
		fmt.Fprintf(t.W, "%s\n", u.Text)
		if u.Kind == talk.UpdateScan {
			fmt.Fprint(t.W, indent(strings.Join(u.Problems, "\n")))
		}
	case talk.UpdateOver:
		fmt.Fprintf(t.W, "\n== %s\n", u.Text)
	default:
		fmt.Fprintf(t.W, "%s\n", u.Text)
	}
}

func indent(s string) string {
	if s == "" {
		return ""
	}
	return "  " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n  ") + "\n"
}

// Typed is a Programmer reading programs typed at the terminal, one line
// per robot: the robot's number, a colon, then its five moves in the game
// files' notation, and "sleep N" to put it to sleep before move N:
//
//	3: F F R - LB
//	1: sleep 1
//
// A line it cannot read is refused with the reason, and asked again.
type Typed struct {
	In  *Keyboard
	Out io.Writer
}

var _ Programmer = (*Typed)(nil)

// Programs reads a line for each robot.
func (t *Typed) Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error) {
	out := map[int]dr2d.Program{}
	for _, id := range robots {
		for {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			fmt.Fprintf(t.Out, "robot %d, turn %d (5 moves, e.g. \"F F R - LB\", or \"sleep 1\"): ", id, turn)
			line, err := t.In.ReadLine(ctx)
			if err != nil {
				return nil, err
			}
			p, perr := ParseProgram(line)
			if perr == nil {
				out[id] = p
				break
			}
			fmt.Fprintf(t.Out, "  %v\n", perr)
		}
	}
	return out, nil
}

// ParseProgram reads a typed program: five moves ("F F R - LB"; fewer
// are padded with no move), optionally "sleep N" (before move N). Every
// word is read: only the robot's number, typed first out of habit ("3:"),
// is passed over, so that a slip ("LF:", "sleep 3F") is refused rather
// than a move lost.
func ParseProgram(line string) (dr2d.Program, error) {
	var p dr2d.Program
	f := strings.Fields(line)
	if len(f) > 0 && len(f[0]) > 1 && strings.HasSuffix(f[0], ":") && strings.Trim(f[0], "0123456789") == ":" {
		f = f[1:] // the robot's number
	}
	var moves []string
	for i := 0; i < len(f); i++ {
		if strings.EqualFold(f[i], "sleep") {
			if i+1 >= len(f) {
				return p, fmt.Errorf("referee: sleep wants the move it comes before (1..5)")
			}
			n, err := strconv.Atoi(f[i+1])
			if err != nil || n < 1 || n > dr2d.MovesPerCartridge {
				return p, fmt.Errorf("referee: sleep %q: want a move 1..5", f[i+1])
			}
			p.SleepBefore = n
			i++
			continue
		}
		moves = append(moves, f[i])
	}
	if len(moves) > dr2d.MovesPerCartridge {
		return p, fmt.Errorf("referee: %d moves; a cartridge holds %d", len(moves), dr2d.MovesPerCartridge)
	}
	for i, s := range moves {
		m, err := dr2d.ParseMove(s)
		if err != nil {
			return p, fmt.Errorf("referee: move %d: %w", i+1, err)
		}
		p.Cartridge[i] = m
	}
	return p, nil
}
