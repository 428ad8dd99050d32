package netzwerk

import (
	"fmt"
	"strings"

	"mecanoid/internal/poserr"
)

// Rule names: the sections of docs/rules-netzwerk.md that events and
// errors cite.
const (
	RuleSetup       = "setup"
	RuleTurn        = "turn"         // order of a turn: robots first, then batteries
	RuleRobotMove   = "robot-move"   // forward or sideways, straight, once a turn
	RuleEnergy      = "energy"       // batteries beside the robot pay its move
	RuleJump        = "jump"         // over one own robot
	RuleCapture     = "capture"      // onto an opponent; the robot stops
	RuleBatteryMove = "battery-move" // along a line to the next empty corner
	RuleControl     = "control"      // who may use or move a battery
	RuleFarRow      = "far-row"      // win: half of one's robots on the far row
	RuleAllCaptured = "all-captured" // win: the opponent has no robot left
	RuleBlocked     = "blocked"      // win: the opponent cannot move a robot
	RuleMustCapture = "must-capture" // variant
	RuleShared      = "shared-batteries"
)

// Kind is what happened.
type Kind string

const (
	KindTurnStart   Kind = "turn-start"   // the player's batteries are all charged
	KindRobotMove   Kind = "robot-move"   // a robot moved, spending batteries
	KindCapture     Kind = "capture"      // it took an opponent's robot off the board
	KindBatteryMove Kind = "battery-move" // a battery moved
	KindTurnEnd     Kind = "turn-end"
	KindWin         Kind = "win"
)

// Event is one thing that happened, in order. Rule names the section of
// docs/rules-netzwerk.md that applies.
type Event struct {
	Turn     int        `json:"turn"` // 1-based number of the turn
	Player   Player     `json:"player"`
	Action   int        `json:"action,omitempty"` // 1-based index of the action in its turn
	Kind     Kind       `json:"kind"`
	Robot    int        `json:"robot,omitempty"`
	From     Square     `json:"from,omitzero"`
	To       Square     `json:"to,omitzero"`
	Cost     int        `json:"cost,omitempty"`
	Spent    []int      `json:"spent,omitempty"`  // batteries spent
	Jumped   []int      `json:"jumped,omitempty"` // own robots jumped over
	Captured int        `json:"captured,omitempty"`
	Battery  int        `json:"battery,omitempty"`
	BFrom    *Corner    `json:"corner_from,omitempty"`
	BTo      *Corner    `json:"corner_to,omitempty"`
	Over     []int      `json:"over,omitempty"` // batteries a battery jumped over
	Winner   Player     `json:"winner,omitempty"`
	Reason   WinReason  `json:"reason,omitempty"`
	Rule     string     `json:"rule"`
	Note     string     `json:"note,omitempty"`
	NoteMsg  poserr.Msg `json:"-"` // Note not yet said: the reader's language says it
}

func ids(prefix string, xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%s%d", prefix, x)
	}
	return strings.Join(parts, " ")
}

// Text says the event in a sentence, for the terminal and the web page.
func (e Event) Text() string {
	switch e.Kind {
	case KindTurnStart:
		return fmt.Sprintf("turn %d, %s to play: every battery is charged", e.Turn, e.Player)
	case KindRobotMove:
		batteries := "batteries"
		if e.Cost == 1 {
			batteries = "battery"
		}
		s := fmt.Sprintf("robot %d moves %v → %v for %d %s (%s)", e.Robot, e.From, e.To, e.Cost, batteries, ids("B", e.Spent))
		if len(e.Jumped) > 0 {
			s += ", jumping over robot " + ids("", e.Jumped)
		}
		return s
	case KindCapture:
		return fmt.Sprintf("robot %d captures robot %d at %v and stops", e.Robot, e.Captured, e.To)
	case KindBatteryMove:
		s := fmt.Sprintf("battery %d moves %v → %v", e.Battery, *e.BFrom, *e.BTo)
		switch len(e.Over) {
		case 0:
		case 1:
			s += fmt.Sprintf(", jumping over battery %d", e.Over[0])
		default:
			s += ", jumping over batteries " + strings.ReplaceAll(ids("", e.Over), " ", ", ")
		}
		return s
	case KindTurnEnd:
		return fmt.Sprintf("%s ends turn %d", e.Player, e.Turn)
	case KindWin:
		return fmt.Sprintf("%s wins: %s", e.Winner, e.Note)
	}
	return string(e.Kind)
}
