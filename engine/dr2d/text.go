package dr2d

import (
	"fmt"
	"sort"
	"strings"
)

var robotArrows = [4]string{"↑", "→", "↓", "←"}

// Diagram draws the state as the board file grid, with column and row numbers,
// laws as *1 *2 *3 and robots as their number and an arrow for their facing.
func Diagram(s *State) string {
	b := s.Board
	var out strings.Builder
	var head strings.Builder
	head.WriteString("    ")
	for x := 1; x <= b.Width; x++ {
		fmt.Fprintf(&head, "%-4d", x)
	}
	out.WriteString(strings.TrimRight(head.String(), " ") + "\n")
	for y := 1; y <= b.Height; y++ {
		var row strings.Builder
		fmt.Fprintf(&row, "%3d ", y)
		for x := 1; x <= b.Width; x++ {
			c := Cell{x, y}
			sym := s.Tile(c).Symbol()
			if ls := b.LaserAt(c); len(ls) > 0 && sym == "." {
				sym = "L" + string("^>v<"[ls[0].Dir])
			}
			if law := s.LawAt(c); law != 0 {
				sym = fmt.Sprintf("*%d", law)
			}
			if r, ok := s.RobotAt(c); ok {
				sym = fmt.Sprintf("%d%s", r.ID, robotArrows[r.Facing])
			}
			if y < b.Height && b.Wall(c, South) {
				sym += "_"
			}
			pad := 3 - len([]rune(sym))
			row.WriteString(sym + strings.Repeat(" ", max(pad, 0)))
			if x < b.Width && b.Wall(c, East) {
				row.WriteString("|")
			} else {
				row.WriteString(" ")
			}
		}
		out.WriteString(strings.TrimRight(row.String(), " "))
		out.WriteString("\n")
	}
	return out.String()
}

// RobotLine describes one robot: "robot 1 (Rouge)  [4,4] facing E  7 PC  laws 1 3  awake".
func RobotLine(r Robot) string {
	where := fmt.Sprintf("%v facing %s", r.Cell, r.Facing)
	if r.Left {
		where = "left the board"
	}
	state := r.Sleep.String()
	if r.LostMoves > 0 {
		if r.LostMoves == 1 {
			state += ", 1 move to lose"
		} else {
			state += fmt.Sprintf(", %d moves to lose", r.LostMoves)
		}
	}
	return fmt.Sprintf("%-18s %-20s %d PC  laws %-6s %s", r.Label(), where, r.PC, r.Laws, state)
}

// StateText lists the robots and the layout.
func StateText(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "after turn %d, layout %d of %d", s.Turn, s.Layout+1, len(s.Board.Layouts))
	if s.Over() {
		b.WriteString(", game over")
	}
	b.WriteString("\n")
	for _, r := range s.Robots {
		b.WriteString("  " + RobotLine(r) + "\n")
	}
	return b.String()
}

// ProgramsText lists the turn's cartridges, one robot a line.
func ProgramsText(progs map[int]Program) string {
	ids := make([]int, 0, len(progs))
	for id := range progs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var b strings.Builder
	for _, id := range ids {
		p := progs[id]
		moves := make([]string, MovesPerCartridge)
		for i, m := range p.Cartridge {
			moves[i] = m.String()
		}
		fmt.Fprintf(&b, "  robot %d: %s", id, strings.Join(moves, " "))
		if p.SleepBefore > 0 {
			fmt.Fprintf(&b, "  (sleep before move %d)", p.SleepBefore)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TurnText writes a resolved turn move by move: each event with its rule,
// and the board after each move when diagrams is set. before is the state
// the turn started from; snaps (from ResolveMoves) the state after each move.
func TurnText(before *State, progs map[int]Program, events []Event, snaps []*State, diagrams bool) string {
	var b strings.Builder
	turn := before.Turn + 1
	fmt.Fprintf(&b, "Turn %d\n", turn)
	b.WriteString(ProgramsText(progs))
	current := -1
	for _, e := range events {
		if e.Move != current {
			if diagrams && current >= 1 && current <= len(snaps) {
				b.WriteString(Diagram(snaps[current-1]))
			}
			current = e.Move
			if e.Move == 0 {
				b.WriteString(" End of turn\n")
			} else {
				fmt.Fprintf(&b, " Move %d\n", e.Move)
			}
		}
		fmt.Fprintf(&b, "  %-10s %s  [rule: %s]\n", e.Phase, e.Text(before), e.Rule)
	}
	if diagrams && current >= 1 && current <= len(snaps) {
		b.WriteString(Diagram(snaps[current-1]))
	}
	return b.String()
}
