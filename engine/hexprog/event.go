package hexprog

import (
	"fmt"
	"strings"

	"mecanoid/internal/hexgrid"
	"mecanoid/internal/poserr"
)

// Kind is what happened.
type Kind string

const (
	KindSignal        Kind = "signal"         // a radio signal is opened: the robot plays the step it names
	KindSignalWasted  Kind = "signal-wasted"  // the robot it names is out of play
	KindTest          Kind = "test"           // a test answered yes or no
	KindGoto          Kind = "goto"           // the pointer jumps to a step
	KindReset         Kind = "reset"          // RAZ: the pointer goes back to the start box
	KindEmpty         Kind = "empty"          // an empty box: no action
	KindDestroyedStep Kind = "destroyed-step" // a destroyed instruction is read: no action
	KindLoop          Kind = "loop"           // the pointer came back to a step read this turn: no action
	KindMove          Kind = "move"           // D: the robot changes hex
	KindBlocked       Kind = "blocked"        // D not performed: a robot or an obstacle in the way
	KindEliminated    Kind = "eliminated"     // into a lake or off the board
	KindLightning     Kind = "lightning"      // entering a lightning hex destroys the instruction being read
	KindRotate        Kind = "rotate"         // R
	KindShot          Kind = "shot"           // T fired
	KindNoShots       Kind = "no-shots"       // T with no shot left: nothing
	KindDestroyed     Kind = "destroyed"      // hit at 1 hex: removed from play
	KindDamaged       Kind = "damaged"        // hit at 2 hexes: the step under its pointer is destroyed
	KindSelfDestruct  Kind = "self-destruct"  // *
	KindGoal          Kind = "goal"           // a robot reached a goal hex
	KindGameOver      Kind = "game-over"
)

// Rule names: the sections of docs/rules-hexprog.md that events cite.
const (
	RuleTurnOrder     = "turn-order"
	RulePointer       = "pointer"
	RuleMove          = "move"
	RuleRotation      = "rotation"
	RuleOccupied      = "occupied"
	RuleObstacle      = "obstacle"
	RuleLake          = "lake"
	RuleBoardEdge     = "board-edge"
	RuleLightning     = "lightning"
	RuleShot          = "shot"
	RuleShotLimit     = "shot-limit"
	RuleDamage        = "damage"
	RuleSelfDestruct  = "self-destruct"
	RuleTest          = "test"
	RuleReset         = "reset"
	RuleGoto          = "goto"
	RuleEmpty         = "empty-step"
	RuleDestroyedStep = "destroyed-instruction"
	RuleLoop          = "loop"
	RuleSignal        = "signal"
	RuleEnd           = "end-of-game"
	RuleGoal          = "goal"
)

// Event is one thing that happened, in the order the rules play it. Rule
// names the section of docs/rules-hexprog.md that applies.
type Event struct {
	Round      int         `json:"round"`
	Player     int         `json:"player,omitempty"`
	Robot      int         `json:"robot,omitempty"`
	Step       int         `json:"step,omitempty"`  // the program step being read
	Instr      string      `json:"instr,omitempty"` // that step as written
	Kind       Kind        `json:"kind"`
	From       Cell        `json:"from,omitzero"`
	To         Cell        `json:"to,omitzero"`
	FacingFrom hexgrid.Dir `json:"facing_from,omitempty"`
	FacingTo   hexgrid.Dir `json:"facing_to,omitempty"`
	Test       int         `json:"test,omitempty"`
	Answer     string      `json:"answer,omitempty"`  // "yes" or "no"
	Pointer    int         `json:"pointer,omitempty"` // where the pointer goes (test, goto, reset: 0 is the start box)
	Target     int         `json:"target,omitempty"`  // the robot hit
	Distance   int         `json:"distance,omitempty"`
	Lost       int         `json:"lost,omitempty"` // the step destroyed
	ShotsLeft  *int        `json:"shots_left,omitempty"`
	Signal     int         `json:"signal,omitempty"` // the step a signal names
	Winners    []int       `json:"winners,omitempty"`
	Rule       string      `json:"rule"`
	Note       string      `json:"note,omitempty"`
	NoteMsg    poserr.Msg  `json:"-"` // Note not yet said, when the engine wrote it (a test's text is the program's)
}

// Text says the event in a sentence, for the terminal and the web page.
func (e Event) Text(s *State) string {
	who := fmt.Sprintf("robot %d", e.Robot)
	name := func(id int) string {
		if s != nil {
			if r, ok := s.Robot(id); ok {
				return r.Label()
			}
		}
		return fmt.Sprintf("robot %d", id)
	}
	if e.Robot != 0 {
		who = name(e.Robot)
	}
	step := ""
	if e.Step > 0 {
		step = fmt.Sprintf("step %d %s: ", e.Step, e.Instr)
	}
	var b strings.Builder
	b.WriteString(step)
	switch e.Kind {
	case KindSignal:
		fmt.Fprintf(&b, "%s opens a signal: %s plays step %d instead of its program; the pointer stays", playerName(s, e.Player), who, e.Signal)
	case KindSignalWasted:
		fmt.Fprintf(&b, "%s opens a signal for %s (step %d), which is out of play: the signal is spent", playerName(s, e.Player), who, e.Signal)
	case KindTest:
		fmt.Fprintf(&b, "%s asks test %d: %s → step %d", who, e.Test, e.Answer, e.Pointer)
		if e.Note != "" {
			fmt.Fprintf(&b, " (%s)", e.Note)
		}
	case KindGoto:
		fmt.Fprintf(&b, "%s goes to step %d", who, e.Pointer)
	case KindReset:
		fmt.Fprintf(&b, "%s resets its pointer to the start", who)
	case KindEmpty:
		fmt.Fprintf(&b, "%s reads an empty box and does nothing", who)
	case KindDestroyedStep:
		fmt.Fprintf(&b, "%s reads a destroyed instruction and does nothing", who)
	case KindLoop:
		fmt.Fprintf(&b, "%s comes back to step %d without acting: it would loop forever, so it does nothing", who, e.Pointer)
	case KindMove:
		fmt.Fprintf(&b, "%s moves %v → %v", who, e.From, e.To)
	case KindBlocked:
		fmt.Fprintf(&b, "%s does not move from %v: %s", who, e.From, e.Note)
	case KindEliminated:
		fmt.Fprintf(&b, "%s is eliminated at %v: %s", who, e.To, e.Note)
	case KindLightning:
		fmt.Fprintf(&b, "%s enters the lightning hex %v: step %d is destroyed", who, e.To, e.Lost)
	case KindRotate:
		fmt.Fprintf(&b, "%s turns from direction %d to %d", who, e.FacingFrom, e.FacingTo)
	case KindShot:
		fmt.Fprintf(&b, "%s fires towards direction %d", who, e.FacingFrom)
		if e.Target != 0 {
			fmt.Fprintf(&b, " and hits %s at %d %s", name(e.Target), e.Distance, plural(e.Distance, "hex", "hexes"))
		} else {
			b.WriteString(" and hits nothing")
		}
		if e.ShotsLeft != nil {
			fmt.Fprintf(&b, " (%d %s left)", *e.ShotsLeft, plural(*e.ShotsLeft, "shot", "shots"))
		}
	case KindNoShots:
		fmt.Fprintf(&b, "%s has no shot left: nothing happens", who)
	case KindDestroyed:
		fmt.Fprintf(&b, "%s is destroyed at %v (%s)", name(e.Target), e.To, e.Note)
	case KindDamaged:
		if e.Lost > 0 {
			fmt.Fprintf(&b, "%s loses step %d, under its pointer (%s)", name(e.Target), e.Lost, e.Note)
		} else {
			fmt.Fprintf(&b, "%s loses nothing: %s", name(e.Target), e.Note)
		}
	case KindSelfDestruct:
		fmt.Fprintf(&b, "%s self-destructs at %v", who, e.From)
	case KindGoal:
		fmt.Fprintf(&b, "%s reaches the goal %v", who, e.To)
	case KindGameOver:
		switch len(e.Winners) {
		case 0:
			b.WriteString("the game is over: nobody wins")
		case 1:
			fmt.Fprintf(&b, "the game is over: %s wins", playerName(s, e.Winners[0]))
		default:
			var ns []string
			for _, w := range e.Winners {
				ns = append(ns, playerName(s, w))
			}
			fmt.Fprintf(&b, "the game is over: %s win", strings.Join(ns, " and "))
		}
		if e.Note != "" {
			b.WriteString(" (" + e.Note + ")")
		}
	default:
		fmt.Fprintf(&b, "%s: %s", who, e.Kind)
	}
	return b.String()
}

func playerName(s *State, p int) string {
	if s == nil {
		return fmt.Sprintf("player %d", p)
	}
	return s.PlayerName(p)
}

// setNote is e's note m, in English and not yet said.
func (e *Event) setNote(m poserr.Msg) { e.Note, e.NoteMsg = m.String(), m }

// plural is one when n is 1, else other.
func plural(n int, one, other string) string {
	if n == 1 {
		return one
	}
	return other
}
