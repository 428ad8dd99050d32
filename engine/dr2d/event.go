package dr2d

import (
	"fmt"
	"strings"

	"mecanoid/internal/poserr"
)

// Phase is the part of a move, or of the end of the turn, an event belongs to,
// in the order they are played.
type Phase string

const (
	PhaseStart      Phase = "start"      // declarations before a move
	PhaseRobots     Phase = "robots"     // robots play their move, north-west first
	PhaseConveyors  Phase = "conveyors"  // 1. conveyors, every move
	PhasePushers    Phase = "pushers"    // 2. pushers, even moves
	PhaseLasers     Phase = "lasers"     // 3. lasers, odd moves
	PhasePotholes   Phase = "potholes"   // 4. potholes
	PhaseDamage     Phase = "damage"     // 5. damage effects
	PhaseActuators  Phase = "actuators"  // 6. actuators
	PhaseTurntables Phase = "turntables" // end of turn, in this order from here
	PhasePresses    Phase = "presses"
	PhaseRepair     Phase = "repair"
	PhaseLaws       Phase = "laws"
	PhaseLeave      Phase = "leave"
	PhaseSleep      Phase = "sleep"
)

// Kind is what happened.
type Kind string

const (
	KindAsleep        Kind = "asleep"          // sleeps through this turn
	KindDeclareSleep  Kind = "declare-sleep"   // player puts the robot to sleep
	KindMoveLost      Kind = "move-lost"       // a move slot spent to a pothole
	KindStuck         Kind = "stuck"           // entered a pothole earlier this move
	KindIdle          Kind = "idle"            // "no move at all"
	KindRotate        Kind = "rotate"          // the robot's own quarter turns
	KindStep          Kind = "step"            // the robot's own step
	KindPushed        Kind = "pushed"          // pushed by a stepping robot
	KindBlocked       Kind = "blocked"         // a step, belt or pusher that could not move it
	KindConveyed      Kind = "conveyed"        // moved (and perhaps turned) by a belt
	KindPusherPush    Kind = "pusher"          // moved by a pusher tile
	KindLaserHit      Kind = "laser"           // hit by a beam, -1 PC
	KindPothole       Kind = "pothole"         // loses its next moves
	KindCafouille     Kind = "cafouille"       // next two moves swapped
	KindFallAsleep    Kind = "fall-asleep"     // 0 PC: asleep, moves cancelled
	KindActuator      Kind = "actuator"        // pressed an actuator
	KindLayout        Kind = "layout"          // the board switched layout
	KindTurntable     Kind = "turntable"       // turned a quarter
	KindPress         Kind = "press"           // -2 PC
	KindRepair        Kind = "repair"          // +1 or +2 PC
	KindLawDownload   Kind = "law"             // downloaded a law
	KindLeave         Kind = "leave"           // three laws: leaves the board
	KindWake          Kind = "wake"            // wakes with 7 PC
	KindSleepNextTurn Kind = "sleep-next-turn" // will sleep through the next turn
	KindIgnored       Kind = "ignored"         // a program for a robot that cannot play it
	KindGameOver      Kind = "game-over"
)

// Cause is what made an event happen: a tile, a laser, a wall, another robot
// or the robot's own cartridge.
type Cause struct {
	What  string `json:"what"`            // "tile", "laser", "wall", "edge", "robot", "cartridge", "declaration", "rules"
	Tile  string `json:"tile,omitempty"`  // the tile as described, e.g. "conveyor E"
	Cell  Cell   `json:"cell,omitzero"`   // where the tile, laser or wall is
	Dir   string `json:"dir,omitempty"`   // a wall's edge or a laser's beam direction
	Robot int    `json:"robot,omitempty"` // the other robot
}

// Event is one thing that happened to a robot or the board, in the order the
// rules play them. Rule names the section of docs/rules-dr2d.md that applies.
type Event struct {
	Turn       int    `json:"turn"`
	Move       int    `json:"move"` // 1..5; 0 at the end of the turn
	Phase      Phase  `json:"phase"`
	Kind       Kind   `json:"kind"`
	Robot      int    `json:"robot,omitempty"`
	From       Cell   `json:"from,omitzero"`
	To         Cell   `json:"to,omitzero"`
	FacingFrom string `json:"facing_from,omitempty"`
	FacingTo   string `json:"facing_to,omitempty"`
	PCFrom     int    `json:"pc_from"`
	PCTo       int    `json:"pc_to"`
	Lost       int    `json:"lost,omitempty"`   // moves lost to a pothole
	Law        int    `json:"law,omitempty"`    // law downloaded
	Layout     int    `json:"layout,omitempty"` // new layout, 1-based
	Swapped    []int  `json:"swapped,omitempty"`
	Cause      Cause  `json:"cause"`
	Rule       string `json:"rule"`
	Note       string `json:"note,omitempty"`
	// NoteMsg is Note not yet said, for a reader's language; none for a
	// step, whose note is its word ("forward", "back").
	NoteMsg poserr.Msg `json:"-"`
}

// noting is e with its note m, in English and not yet said.
func (e Event) noting(m poserr.Msg) Event {
	e.Note, e.NoteMsg = m.String(), m
	return e
}

// MarshalJSON writes a cell as [X,Y].
func (c Cell) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf("[%d,%d]", c.X, c.Y)), nil }

// Text says the event in a sentence, for the terminal and the web page.
func (e Event) Text(s *State) string {
	who := fmt.Sprintf("robot %d", e.Robot)
	if s != nil {
		if r, ok := s.Robot(e.Robot); ok {
			who = r.Label()
		}
	}
	var b strings.Builder
	switch e.Kind {
	case KindAsleep:
		fmt.Fprintf(&b, "%s sleeps through this turn", who)
	case KindDeclareSleep:
		fmt.Fprintf(&b, "%s is put to sleep: moves %d..5 cancelled", who, e.Move)
	case KindMoveLost:
		fmt.Fprintf(&b, "%s loses this move (pothole)", who)
	case KindStuck:
		fmt.Fprintf(&b, "%s is stuck in the pothole at %v and plays nothing", who, e.From)
	case KindIdle:
		fmt.Fprintf(&b, "%s makes no move", who)
	case KindRotate:
		fmt.Fprintf(&b, "%s turns %s → %s", who, e.FacingFrom, e.FacingTo)
	case KindStep:
		fmt.Fprintf(&b, "%s steps %s %v → %v", who, e.Note, e.From, e.To)
	case KindPushed:
		fmt.Fprintf(&b, "%s is pushed by robot %d %v → %v", who, e.Cause.Robot, e.From, e.To)
	case KindBlocked:
		fmt.Fprintf(&b, "%s is blocked at %v: %s", who, e.From, e.Note)
	case KindConveyed:
		fmt.Fprintf(&b, "%s is carried by the %s %v → %v", who, e.Cause.Tile, e.From, e.To)
		if e.FacingFrom != e.FacingTo {
			fmt.Fprintf(&b, ", turning %s → %s", e.FacingFrom, e.FacingTo)
		}
	case KindPusherPush:
		fmt.Fprintf(&b, "%s is pushed by the %s %v → %v", who, e.Cause.Tile, e.From, e.To)
	case KindLaserHit:
		fmt.Fprintf(&b, "%s is hit by the laser at %v firing %s: %d → %d PC", who, e.Cause.Cell, e.Cause.Dir, e.PCFrom, e.PCTo)
	case KindPothole:
		moves := "moves"
		if e.Lost == 1 {
			moves = "move"
		}
		fmt.Fprintf(&b, "%s fell into the pothole at %v with %d PC: loses its next %d %s", who, e.From, e.PCTo, e.Lost, moves)
	case KindCafouille:
		fmt.Fprintf(&b, "%s cafouille at %d PC: moves %d and %d swapped", who, e.PCTo, e.Swapped[0], e.Swapped[1])
	case KindFallAsleep:
		fmt.Fprintf(&b, "%s is at 0 PC and goes to sleep", who)
		if e.Note != "" {
			b.WriteString(": " + e.Note)
		}
	case KindActuator:
		fmt.Fprintf(&b, "%s pressed the actuator at %v", who, e.From)
	case KindLayout:
		if e.Note != "" {
			fmt.Fprintf(&b, "the board stays on layout %d: %s", e.Layout, e.Note)
		} else {
			fmt.Fprintf(&b, "the board switches to layout %d", e.Layout)
		}
	case KindTurntable:
		fmt.Fprintf(&b, "%s is turned by the %s: %s → %s", who, e.Cause.Tile, e.FacingFrom, e.FacingTo)
	case KindPress:
		fmt.Fprintf(&b, "%s is crushed by the press at %v: %d → %d PC", who, e.From, e.PCFrom, e.PCTo)
	case KindRepair:
		fmt.Fprintf(&b, "%s is repaired at %v: %d → %d PC", who, e.From, e.PCFrom, e.PCTo)
	case KindLawDownload:
		fmt.Fprintf(&b, "%s downloads law %d at %v", who, e.Law, e.From)
	case KindLeave:
		fmt.Fprintf(&b, "%s has the three laws and leaves the board from %v", who, e.From)
	case KindWake:
		fmt.Fprintf(&b, "%s wakes up with %d PC", who, e.PCTo)
	case KindSleepNextTurn:
		fmt.Fprintf(&b, "%s will sleep through the next turn", who)
	case KindIgnored:
		fmt.Fprintf(&b, "%s: %s", who, e.Note)
	case KindGameOver:
		b.WriteString("every robot has the three laws: the game is over")
	default:
		fmt.Fprintf(&b, "%s: %s", who, e.Kind)
	}
	return b.String()
}
