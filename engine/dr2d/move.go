package dr2d

import (
	"fmt"
	"strings"
)

// MovesPerCartridge is the length of a cartridge: five moves, played one per move slot.
const MovesPerCartridge = 5

// Step is the one cell a move may travel.
type Step int8

const (
	NoStep Step = iota
	Forward
	Backward
)

// Move is one move of a cartridge: quarter turns before the step (positive
// clockwise), at most one step, quarter turns after. The zero Move is "no move at all".
type Move struct {
	Before int
	Step   Step
	After  int
}

// Cartridge is the five moves a robot plays in one turn.
type Cartridge [MovesPerCartridge]Move

// ParseMove reads the move notation: L and R are quarter turns left
// (counter-clockwise) and right (clockwise), F and B a step forward or back;
// turns written before the step are played before it. "-" or "" is no move.
// Examples: "F", "LF", "FR", "RRB", "L", "-". An error is a *PosError
// with no place (its text says where in s).
func ParseMove(s string) (Move, error) {
	var m Move
	s = strings.TrimSpace(s)
	if s == "-" || s == "" {
		return m, nil
	}
	stepped := false
	for i, r := range strings.ToUpper(s) {
		turn := &m.Before
		if stepped {
			turn = &m.After
		}
		switch r {
		case 'L':
			*turn--
		case 'R':
			*turn++
		case 'F', 'B':
			if stepped {
				return Move{}, posErr(PosError{}, "%q: at most one step (F or B) per move, second at column %d", s, i+1)
			}
			stepped = true
			m.Step = Forward
			if r == 'B' {
				m.Step = Backward
			}
		default:
			return Move{}, posErr(PosError{}, "%q: unexpected %q at column %d; a move is written with L, R, F, B or \"-\"", s, r, i+1)
		}
	}
	if m.Before < -8 || m.Before > 8 || m.After < -8 || m.After > 8 {
		return Move{}, posErr(PosError{}, "%q: too many turns", s)
	}
	return m, nil
}

func turns(q int) string {
	if q < 0 {
		return strings.Repeat("L", -q)
	}
	return strings.Repeat("R", q)
}

// String writes m in the notation ParseMove reads.
func (m Move) String() string {
	s := turns(m.Before)
	switch m.Step {
	case Forward:
		s += "F"
	case Backward:
		s += "B"
	}
	s += turns(m.After)
	if s == "" {
		return "-"
	}
	return s
}

// Describe says the move in words: "turn left, forward, turn right".
func (m Move) Describe() string {
	var parts []string
	word := func(q int) {
		switch {
		case q == 2 || q == -2:
			parts = append(parts, "U-turn")
		case q < 0:
			parts = append(parts, "turn left"+times(-q))
		case q > 0:
			parts = append(parts, "turn right"+times(q))
		}
	}
	word(m.Before)
	switch m.Step {
	case Forward:
		parts = append(parts, "forward")
	case Backward:
		parts = append(parts, "back")
	}
	word(m.After)
	if len(parts) == 0 {
		return "no move"
	}
	return strings.Join(parts, ", ")
}

func times(n int) string {
	if n == 1 {
		return ""
	}
	return fmt.Sprintf(" x%d", n)
}
