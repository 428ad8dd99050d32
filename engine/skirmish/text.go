package skirmish

import (
	"fmt"
	"strings"
)

// RobotLine describes one robot: its label, plot (or garage, destroyed) and structure.
func RobotLine(r Robot) string {
	where := r.Plot
	switch {
	case r.Destroyed:
		where = "destroyed"
	case r.InGarage():
		where = "garage"
	}
	return fmt.Sprintf("%-38s %-10s %d/%d structure", r.Label(), where, r.Structure, r.Type.Structure)
}

// StateText lists each team's robots, and whose turn it is or how the game ended.
func StateText(s *State) string {
	var b strings.Builder
	if s.Over {
		fmt.Fprintf(&b, "round %d, game over: %s\n", s.Round, s.Result.Text(s))
	} else {
		fmt.Fprintf(&b, "round %d, %s to play\n", s.Round, s.Teams[s.Side].Name)
	}
	for ti, t := range s.Teams {
		fmt.Fprintf(&b, "  %s (commander: robot %d)\n", t.Name, t.Commander)
		for _, r := range s.Robots {
			if r.Team == ti {
				b.WriteString("    " + RobotLine(r) + "\n")
			}
		}
	}
	return b.String()
}

// TurnText writes a resolved turn: its actions, each event with its rule.
// before is the state the turn started from.
func TurnText(before *State, actions []Action, events []Event) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Round %d, %s's turn (turn %d)\n", before.Round, before.Teams[before.Side].Name, before.Turn())
	if len(actions) == 0 {
		b.WriteString("  no action\n")
	}
	current := -1
	for _, e := range events {
		if e.Action != current && e.Action > 0 {
			current = e.Action
			fmt.Fprintf(&b, " Action %d: %s\n", e.Action, actions[e.Action-1])
		}
		fmt.Fprintf(&b, "  %-10s %s  [rule: %s]\n", e.Kind, e.Text(before), e.Rule)
	}
	return b.String()
}
