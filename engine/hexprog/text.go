package hexprog

import (
	"fmt"
	"strings"
)

// Arrows draw the six directions, 1..6.
var Arrows = [7]string{"?", "↑", "↗", "↘", "↓", "↙", "↖"}

// Diagram draws the board and the robots in text: odd columns on one line,
// even columns (half a hex lower) on the next, four characters a column.
// Robots show as their number and an arrow for their facing; hexes as in
// the board file.
func Diagram(s *State) string {
	b := s.Board
	var out strings.Builder
	head := "    "
	for c := 1; c <= b.Cols; c++ {
		head += fmt.Sprintf("%-4d", c)
	}
	out.WriteString(strings.TrimRight(head, " ") + "\n")
	for r := 1; r <= b.Rows; r++ {
		for half := 0; half < 2; half++ {
			var line strings.Builder
			if half == 0 {
				fmt.Fprintf(&line, "%3d ", r)
			} else {
				line.WriteString("    ")
			}
			for c := 1; c <= b.Cols; c++ {
				if c%2 == 1 != (half == 0) {
					line.WriteString("    ")
					continue
				}
				cell := Cell{c, r}
				sym := b.Tile(cell).Symbol()
				if rb, ok := s.RobotAt(cell); ok {
					sym = fmt.Sprintf("%d%s", rb.ID, Arrows[rb.Facing])
				}
				for _, g := range s.Goal.Reach {
					if g == cell && !strings.ContainsAny(sym, "↑↗↘↓↙↖") {
						sym += "!"
					}
				}
				line.WriteString(sym + strings.Repeat(" ", max(4-len([]rune(sym)), 1)))
			}
			if l := strings.TrimRight(line.String(), " "); l != "" {
				out.WriteString(l + "\n")
			}
		}
	}
	return out.String()
}

// RobotLine describes one robot: where it stands and faces, its pointer,
// shots and destroyed steps.
func RobotLine(s *State, r Robot) string {
	where := fmt.Sprintf("%v facing %d", r.Cell, r.Facing)
	if r.Out {
		where = fmt.Sprintf("out (at %v)", r.Cell)
	}
	n := 0
	if r.Program != nil {
		n = len(r.Program.Steps)
	}
	line := fmt.Sprintf("%-18s %-10s %-18s pointer %2d/%d  shots %d/%d", r.Label(), s.PlayerName(r.Player), where,
		r.Pointer, n, s.ShotsLeft(&r), s.Settings.Shots)
	if lost := r.LostSteps(); len(lost) > 0 {
		line += fmt.Sprintf("  lost %s", strings.Trim(fmt.Sprint(lost), "[]"))
	}
	return line
}

// StateText lists the players and robots.
func StateText(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "after round %d", s.Round)
	if s.Next > 0 {
		fmt.Fprintf(&b, " and %d turn(s) of round %d", s.Next, s.Round+1)
	}
	if s.Over {
		b.WriteString(", game over")
		switch len(s.Winners) {
		case 0:
			b.WriteString(": nobody wins")
		default:
			var ns []string
			for _, w := range s.Winners {
				ns = append(ns, s.PlayerName(w))
			}
			b.WriteString(": won by " + strings.Join(ns, " and "))
		}
	}
	b.WriteString("\n")
	for p := range s.Players {
		fmt.Fprintf(&b, "  %s: %d signal(s) left\n", s.PlayerName(p+1), s.SignalsLeft(p+1))
	}
	for _, r := range s.Robots {
		b.WriteString("  " + RobotLine(s, r) + "\n")
	}
	return b.String()
}

// RoundText writes a played round: each player's turn, each event with its rule.
// before is the state the round started from.
func RoundText(before *State, events []Event) string {
	var b strings.Builder
	if len(events) == 0 {
		return ""
	}
	fmt.Fprintf(&b, "Round %d\n", events[0].Round)
	player := 0
	for _, e := range events {
		if e.Player != player && e.Kind != KindGameOver {
			player = e.Player
			fmt.Fprintf(&b, " %s\n", before.PlayerName(player))
		}
		fmt.Fprintf(&b, "  %s  [rule: %s]\n", e.Text(before), e.Rule)
	}
	return b.String()
}
