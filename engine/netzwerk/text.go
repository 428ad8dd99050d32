package netzwerk

import (
	"fmt"
	"strings"
)

// Diagram draws the board as text, north up: corner rows (energy fields,
// "+" empty, "b9" battery 9, "B9" when spent this turn) alternate with
// square rows ("." empty, "3^" robot 3 of player 1 moving north, "9v" robot
// 9 of player 2 moving south). Rows and columns are numbered at the edges:
// squares 1..Width, corners 0..Width.
func Diagram(s *State) string {
	c := s.cfg
	var b strings.Builder
	cell := func(t string) { fmt.Fprintf(&b, "%4s", t) }
	b.WriteString("corner  ")
	for x := 0; x <= c.Width; x++ {
		cell(fmt.Sprint(x))
		if x < c.Width {
			cell("")
		}
	}
	b.WriteString("\nsquare  ")
	for x := 1; x <= c.Width; x++ {
		cell("")
		cell(fmt.Sprint(x))
	}
	b.WriteString("\n")
	for y := 0; y <= c.Height; y++ {
		fmt.Fprintf(&b, "    +%-2d ", y)
		for x := 0; x <= c.Width; x++ {
			t := "+"
			if id := s.BatteryAt(Corner{x, y}); id != 0 {
				t = fmt.Sprintf("b%d", id)
				if s.Spent(id) {
					t = fmt.Sprintf("B%d", id)
				}
			}
			cell(t)
			if x < c.Width {
				cell("")
			}
		}
		b.WriteString("\n")
		if y == c.Height {
			break
		}
		fmt.Fprintf(&b, "    %2d  ", y+1)
		for x := 1; x <= c.Width; x++ {
			t := "."
			if id := s.RobotAt(Square{x, y + 1}); id != 0 {
				t = fmt.Sprintf("%d%s", id, map[Player]string{Player1: "^", Player2: "v"}[c.Owner(id)])
			}
			cell("")
			cell(t)
		}
		b.WriteString("\n")
	}
	return trimLines(b.String())
}

func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// StateText sums the position up: whose turn, who won, the pieces.
func StateText(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "after turn %d, ", s.turn)
	if s.Over() {
		fmt.Fprintf(&b, "game over: %s won (%s)\n", s.winner, s.why)
	} else {
		fmt.Fprintf(&b, "%s to play\n", s.toMove)
	}
	for _, p := range []Player{Player1, Player2} {
		ids := s.Robots(p)
		far := 0
		var parts []string
		for _, id := range ids {
			sq, _ := s.Robot(id)
			if sq.Y == s.cfg.FarRow(p) {
				far++
			}
			parts = append(parts, fmt.Sprintf("%d%v", id, sq))
		}
		fmt.Fprintf(&b, "  %s: %d robot(s), %d on the far row: %s\n", p, len(ids), far, strings.Join(parts, " "))
	}
	var parts []string
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		parts = append(parts, fmt.Sprintf("%d%v", id, k))
	}
	fmt.Fprintf(&b, "  batteries: %s\n", strings.Join(parts, " "))
	return b.String()
}

// TurnText writes a played turn: its actions and events, then the board.
func TurnText(t Turn, events []Event, after *State) string {
	var b strings.Builder
	for _, e := range events {
		if e.Kind == KindTurnStart {
			fmt.Fprintf(&b, "Turn %d (%s): %s\n", e.Turn, e.Player, t)
			continue
		}
		fmt.Fprintf(&b, "  %-12s %s  [rule: %s]\n", e.Kind, e.Text(), e.Rule)
	}
	b.WriteString(Diagram(after))
	return b.String()
}
