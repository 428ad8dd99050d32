package skirmish

import (
	"fmt"
	"strconv"
	"strings"

	"mecanoid/internal/poserr"
)

// Step is one part of a robot's action: a move to a plot, or a shot.
type Step struct {
	Fire   bool
	Plot   string // move: the plot to reach, by a shortest path
	Weapon string // fire: "" when the robot has a single weapon
	Target int    // fire: the robot shot at
	Col    int    // 1-based column in the action's text, for errors
}

func (st Step) String() string {
	if !st.Fire {
		return st.Plot
	}
	if st.Weapon == "" {
		return fmt.Sprintf("fire %d", st.Target)
	}
	return fmt.Sprintf("fire %s %d", st.Weapon, st.Target)
}

// Action is one of a turn's actions: a call (Call set: Robot comes from the
// garage onto Plot), or Robot's moves and shots in order.
type Action struct {
	Call  bool
	Robot int
	Plot  string // call only
	Steps []Step
}

// String writes the action in the notation ParseAction reads.
func (a Action) String() string {
	if a.Call {
		return fmt.Sprintf("call %d %s", a.Robot, a.Plot)
	}
	parts := []string{fmt.Sprintf("%d:", a.Robot)}
	for _, st := range a.Steps {
		parts = append(parts, st.String())
	}
	return strings.Join(parts, " ")
}

// ParseAction reads an action in the notation of docs/skirmish-format.md:
//
//	call 7 B3                       robot 7 from the garage onto plot B3
//	2: B2 C2 fire laser 7 C3        robot 2 moves to B2, then C2, fires its
//	                                laser at robot 7, moves on to C3
//	4: fire 9                       robot 4 fires its only weapon at robot 9
//
// Words are separated by spaces or commas; keywords in any case. A plot not
// next to the robot is reached by a shortest path and costs its bridges.
// Errors are *ActionError wrapping ErrNotation, with Col set.
func ParseAction(text string) (Action, error) {
	toks := tokens(text)
	notationErrf := func(col int, format string, args ...any) (Action, error) {
		m := poserr.M(format, args...)
		return Action{}, &ActionError{Text: text, Col: col, Msg: m.String(), Said: m, Err: ErrNotation}
	}
	if len(toks) == 0 {
		return notationErrf(1, "empty action; write \"call ROBOT PLOT\" or \"ROBOT: steps...\"")
	}
	robot := func(t token) (int, bool) {
		n, err := strconv.Atoi(t.Text)
		if err != nil || n < 1 || n > MaxRobotID {
			return 0, false
		}
		return n, true
	}
	if strings.EqualFold(toks[0].Text, "call") {
		if len(toks) != 3 {
			return notationErrf(toks[0].Col, "a call is \"call ROBOT PLOT\", e.g. call 7 B3")
		}
		id, ok := robot(toks[1])
		if !ok {
			return notationErrf(toks[1].Col, "call: %q is not a robot number", toks[1].Text)
		}
		return Action{Call: true, Robot: id, Plot: toks[2].Text}, nil
	}
	// "2:" or "2 :" starts a robot's action.
	head, rest := toks[0], toks[1:]
	num, colon := strings.CutSuffix(head.Text, ":")
	if !colon {
		if len(rest) > 0 && rest[0].Text == ":" {
			colon, rest = true, rest[1:]
		} else if i := strings.IndexByte(head.Text, ':'); i > 0 {
			// "2:B2": the colon glued to the first step.
			num, colon = head.Text[:i], true
			rest = append([]token{{Text: head.Text[i+1:], Col: head.Col + i + 1, Off: head.Off + i + 1}}, rest...)
		}
	}
	id, ok := robot(token{Text: num})
	if !colon || !ok {
		return notationErrf(head.Col, "%q: an action starts with \"call\" or with a robot number and a colon, e.g. \"2: B2 fire 7\"", head.Text)
	}
	a := Action{Robot: id}
	for i := 0; i < len(rest); i++ {
		t := rest[i]
		if !strings.EqualFold(t.Text, "fire") {
			if _, isNum := strconv.Atoi(t.Text); isNum == nil {
				return notationErrf(t.Col, "%q: a robot number where a plot was expected (to shoot, write fire [WEAPON] ROBOT)", t.Text)
			}
			a.Steps = append(a.Steps, Step{Plot: t.Text, Col: t.Col})
			continue
		}
		st := Step{Fire: true, Col: t.Col}
		if i+1 >= len(rest) {
			return notationErrf(t.Col, "fire: at which robot? write fire [WEAPON] ROBOT")
		}
		i++
		if n, ok := robot(rest[i]); ok {
			st.Target = n
		} else {
			st.Weapon = rest[i].Text
			if i+1 >= len(rest) {
				return notationErrf(rest[i].Col, "fire %s: at which robot? write fire %s ROBOT", st.Weapon, st.Weapon)
			}
			i++
			n, ok := robot(rest[i])
			if !ok {
				return notationErrf(rest[i].Col, "fire %s %s: the target is a robot number", st.Weapon, rest[i].Text)
			}
			st.Target = n
		}
		a.Steps = append(a.Steps, st)
	}
	return a, nil
}
