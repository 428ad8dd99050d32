package skirmish

import (
	"fmt"
	"strings"

	"mecanoid/internal/poserr"
)

// Kind is what happened.
type Kind string

const (
	KindCall      Kind = "call"      // a robot came from the garage onto a plot
	KindAct       Kind = "act"       // a robot's action begins
	KindMove      Kind = "move"      // it crossed bridges
	KindFire      Kind = "fire"      // it fired a weapon at a robot
	KindDestroyed Kind = "destroyed" // a robot lost its last structure point; its plot is free
	KindTurnEnd   Kind = "turn-end"
	KindRoundEnd  Kind = "round-end"
	KindGameOver  Kind = "game-over"
)

// Rule names: the sections of docs/rules-skirmish.md that events cite.
const (
	RuleTurn      = "turn"
	RuleCall      = "call"
	RuleAction    = "action"
	RuleMove      = "move"
	RuleFire      = "fire"
	RuleDamage    = "damage"
	RuleCommander = "end-commander"
	RuleRounds    = "end-rounds"
)

// Event is one thing that happened, in order. Rule names the section of
// docs/rules-skirmish.md behind it.
type Event struct {
	Round     int    `json:"round"`
	Team      string `json:"team"`             // the team on turn
	Action    int    `json:"action,omitempty"` // 1-based, in the turn; 0 at its end
	Kind      Kind   `json:"kind"`
	Robot     int    `json:"robot,omitempty"`
	From      string `json:"from,omitempty"`
	To        string `json:"to,omitempty"`
	Bridges   int    `json:"bridges,omitempty"`    // crossed by a move, or between shooter and target
	SpeedLeft int    `json:"speed_left,omitempty"` // after a move
	Weapon    string `json:"weapon,omitempty"`
	Shot      int    `json:"shot,omitempty"` // 1..rate: which shot of the weapon this turn
	Target    int    `json:"target,omitempty"`
	By        int    `json:"by,omitempty"` // destroyed: the robot that fired
	Damage    int    `json:"damage,omitempty"`
	Armour    int    `json:"armour,omitempty"`
	Real      int    `json:"real,omitempty"`
	// Structure before and after a hit (fire, destroyed).
	StructureFrom int        `json:"structure_from,omitempty"`
	StructureTo   int        `json:"structure_to,omitempty"`
	Result        *Result    `json:"result,omitempty"` // game-over
	Note          string     `json:"note,omitempty"`
	NoteMsg       poserr.Msg `json:"-"` // Note not yet said: the reader's language says it
	Rule          string     `json:"rule"`
}

// Text says the event in a sentence, for the terminal and the web page.
func (e Event) Text(s *State) string {
	who := func(id int) string {
		if s != nil {
			if r, ok := s.Robot(id); ok {
				return r.Label()
			}
		}
		return fmt.Sprintf("robot %d", id)
	}
	var b strings.Builder
	switch e.Kind {
	case KindCall:
		fmt.Fprintf(&b, "%s is called from the garage onto %s (%s)", who(e.Robot), e.To, e.Note)
	case KindAct:
		fmt.Fprintf(&b, "%s acts from %s (%s)", who(e.Robot), e.From, e.Note)
	case KindMove:
		fmt.Fprintf(&b, "%s moves %s → %s: %s, %d left", who(e.Robot), e.From, e.To, bridges(e.Bridges), e.SpeedLeft)
	case KindFire:
		fmt.Fprintf(&b, "%s fires %s (shot %d) from %s at %s on %s, %s away: %d damage - %d armour = %d; structure %d → %d",
			who(e.Robot), e.Weapon, e.Shot, e.From, who(e.Target), e.To, bridges(e.Bridges), e.Damage, e.Armour, e.Real, e.StructureFrom, e.StructureTo)
	case KindDestroyed:
		fmt.Fprintf(&b, "%s is destroyed by %s; plot %s is free", who(e.Robot), who(e.By), e.From)
	case KindTurnEnd:
		fmt.Fprintf(&b, "%s's turn ends", e.Team)
		if e.Note != "" {
			b.WriteString(" (" + e.Note + ")")
		}
	case KindRoundEnd:
		fmt.Fprintf(&b, "round %d ends", e.Round)
	case KindGameOver:
		b.WriteString("game over: ")
		if e.Result != nil {
			b.WriteString(e.Result.Text(s))
		}
	default:
		fmt.Fprintf(&b, "%s: %s", who(e.Robot), e.Kind)
	}
	return b.String()
}
