package netzwerk

import (
	"fmt"
	"strconv"
	"strings"

	"mecanoid/internal/poserr"
)

// ActionKind is what an action does.
type ActionKind uint8

const (
	MoveRobot   ActionKind = iota + 1 // a robot moves in a straight line
	MoveBattery                       // a battery moves along a line
	EndTurn                           // the player ends his turn
)

// Action is one thing a player does in his turn. A turn is a sequence of
// actions: robot moves (at least one), then battery moves, then EndTurn.
// There is no pass: a player must move a robot, and ends his turn when he
// likes after that; a player who cannot move any robot has lost.
type Action struct {
	Kind ActionKind

	Robot int    // MoveRobot: which robot
	To    Square // MoveRobot: where it ends
	// Spend are the batteries the robot draws its energy from. Zero: let
	// the engine choose (PlayTurn picks a choice that lets the whole turn
	// be played); the events and the played turn always name them.
	Spend BatterySet

	Battery int    // MoveBattery: which battery
	Dest    Corner // MoveBattery: where it ends

	// HasFrom: the notation also gave where the piece starts (From or
	// BatteryFrom); it is checked against the position.
	HasFrom     bool
	From        Square
	BatteryFrom Corner
}

// String writes the action in the notation of docs/netzwerk-format.md:
// "R3 [2,4] using B1 B2", "B9 [3,2]", "end".
func (a Action) String() string {
	switch a.Kind {
	case MoveRobot:
		s := fmt.Sprintf("R%d ", a.Robot)
		if a.HasFrom {
			s += a.From.String() + "-"
		}
		s += a.To.String()
		if a.Spend != 0 {
			s += " using " + a.Spend.String()
		}
		return s
	case MoveBattery:
		s := fmt.Sprintf("B%d ", a.Battery)
		if a.HasFrom {
			s += a.BatteryFrom.String() + "-"
		}
		return s + a.Dest.String()
	case EndTurn:
		return "end"
	}
	return fmt.Sprintf("Action(%d)", a.Kind)
}

// ParseAction reads an action written in the notation:
//
//	R3 [2,4]                 robot 3 moves to square [2,4]
//	R3 [2,6]-[2,4]           the same, saying where it starts
//	R3 [2,4] using B1 B2     the same, drawing on batteries 1 and 2
//	B9 [3,2]                 battery 9 moves to corner [3,2]
//	B9 [3,1]-[3,2]           the same, saying where it starts
//	end                      ends the turn (optional at the end of a turn)
//
// Letters may be lower case; spaces around brackets and commas are free.
// The error says at which character (1-based) the text goes wrong.
func ParseAction(text string) (Action, error) {
	p := &actionParser{s: text}
	a, err := p.action()
	if err != nil {
		var said any = err
		if n, ok := err.(notationError); ok {
			said = n.Msg // to be said in the user's language
		}
		return a, posErr(PosError{Col: p.col(), Err: ErrSyntax}, "action %q: %s", text, said)
	}
	return a, nil
}

// notationError is what is wrong in an action's notation, as a message
// not yet said.
type notationError struct{ Msg poserr.Msg }

func (e notationError) Error() string { return e.Msg.String() }

func notation(m poserr.Msg) error { return notationError{m} }

type actionParser struct {
	s   string
	pos int
}

func (p *actionParser) col() int { return p.pos + 1 }

func (p *actionParser) space() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
}

func (p *actionParser) peek() byte {
	if p.pos < len(p.s) {
		return p.s[p.pos]
	}
	return 0
}

func (p *actionParser) number() (int, error) {
	start := p.pos
	for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
		p.pos++
	}
	if start == p.pos || p.pos-start > 4 {
		p.pos = start
		return 0, notation(poserr.M("want a number"))
	}
	return strconv.Atoi(p.s[start:p.pos])
}

func (p *actionParser) expect(c byte) error {
	p.space()
	if p.peek() != c {
		return notation(poserr.M("want %q", c))
	}
	p.pos++
	return nil
}

func (p *actionParser) point() (x, y int, err error) {
	p.space()
	if err = p.expect('['); err != nil {
		return 0, 0, notation(poserr.M("want a field written [X,Y]"))
	}
	p.space()
	if x, err = p.number(); err != nil {
		return
	}
	if err = p.expect(','); err != nil {
		return
	}
	p.space()
	if y, err = p.number(); err != nil {
		return
	}
	err = p.expect(']')
	return
}

// piece reads "R3" or "B9".
func (p *actionParser) piece() (kind byte, id int, err error) {
	p.space()
	kind = p.peek() &^ 0x20 // upper case
	if kind != 'R' && kind != 'B' {
		return 0, 0, notation(poserr.M("want R<robot> or B<battery> or end"))
	}
	p.pos++
	id, err = p.number()
	return
}

func (p *actionParser) action() (Action, error) {
	var a Action
	p.space()
	if rest := strings.TrimSpace(p.s[p.pos:]); strings.EqualFold(rest, "end") {
		return Action{Kind: EndTurn}, nil
	}
	kind, id, err := p.piece()
	if err != nil {
		return a, err
	}
	x, y, err := p.point()
	if err != nil {
		return a, err
	}
	p.space()
	if p.peek() == '-' {
		p.pos++
		a.HasFrom = true
		x2, y2, err := p.point()
		if err != nil {
			return a, err
		}
		a.From, a.BatteryFrom = Square{x, y}, Corner{x, y}
		x, y = x2, y2
	}
	if kind == 'R' {
		a.Kind, a.Robot, a.To = MoveRobot, id, Square{x, y}
		p.space()
		if word := p.s[p.pos:min(len(p.s), p.pos+5)]; strings.EqualFold(word, "using") {
			p.pos += 5
			for {
				p.space()
				if p.peek() == 0 {
					break
				}
				if p.peek() == ',' {
					p.pos++
					continue
				}
				k, b, err := p.piece()
				if err != nil || k != 'B' {
					return a, notation(poserr.M("want a battery B<n> after \"using\""))
				}
				if b < 1 || b > 32 {
					return a, notation(poserr.M("battery %d: batteries are numbered from 1", b))
				}
				if a.Spend.Has(b) {
					return a, notation(poserr.M("battery %d named twice", b))
				}
				a.Spend = a.Spend.With(b)
			}
			if a.Spend == 0 {
				return a, notation(poserr.M("\"using\" names no battery"))
			}
		}
	} else {
		a.Kind, a.Battery, a.Dest = MoveBattery, id, Corner{x, y}
	}
	p.space()
	if p.pos < len(p.s) {
		return a, notation(poserr.M("unexpected %q", p.s[p.pos:]))
	}
	return a, nil
}
