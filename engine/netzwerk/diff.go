package netzwerk

import "fmt"

// Change is one piece that is not where it was: Before or After is nil
// when the piece is not on the board then.
type Change struct {
	Piece  string  `json:"piece"` // "robot" or "battery"
	ID     int     `json:"id"`
	Before *[2]int `json:"before,omitempty"` // [X,Y]: a square for a robot, a corner for a battery
	After  *[2]int `json:"after,omitempty"`
}

func (c Change) String() string {
	xy := func(p *[2]int) string { return fmt.Sprintf("[%d,%d]", p[0], p[1]) }
	switch {
	case c.Before != nil && c.After != nil:
		return fmt.Sprintf("%s %d moved %s→%s", c.Piece, c.ID, xy(c.Before), xy(c.After))
	case c.Before != nil:
		return fmt.Sprintf("%s %d left the board from %s", c.Piece, c.ID, xy(c.Before))
	default:
		return fmt.Sprintf("%s %d appeared at %s", c.Piece, c.ID, xy(c.After))
	}
}

// Diff names the pieces that differ between two positions: robots by ID,
// then batteries by ID. Whose turn it is and spent batteries are not compared.
func Diff(a, b *State) []Change {
	var out []Change
	for id := 1; id <= maxRobots; id++ {
		sa, oka := a.Robot(id)
		sb, okb := b.Robot(id)
		if oka == okb && sa == sb {
			continue
		}
		c := Change{Piece: "robot", ID: id}
		if oka {
			c.Before = &[2]int{sa.X, sa.Y}
		}
		if okb {
			c.After = &[2]int{sb.X, sb.Y}
		}
		out = append(out, c)
	}
	for id := 1; id <= maxBatteries; id++ {
		ka, oka := a.Battery(id)
		kb, okb := b.Battery(id)
		if oka == okb && ka == kb {
			continue
		}
		c := Change{Piece: "battery", ID: id}
		if oka {
			c.Before = &[2]int{ka.X, ka.Y}
		}
		if okb {
			c.After = &[2]int{kb.X, kb.Y}
		}
		out = append(out, c)
	}
	return out
}
