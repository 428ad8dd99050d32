package dr2d

import (
	"fmt"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
)

// The engine says its events in English (rules.Event.Text: the engine
// speaks no other language). EventMsg says them as messages, from the
// event's fields, so that each language has its sentence; its English is
// the engine's text, word for word (TestEventWordsAreTheEngines).

// EventMsg is DR2D's event e as a message, to be said in any language
// (the table's lines, a printed turn report), as s (the position after
// it) names its robot.
func EventMsg(e rules.Event, s *rules.State) lang.Msg {
	who := fmt.Sprintf("robot %d", e.Robot)
	if s != nil {
		if r, ok := s.Robot(e.Robot); ok {
			who = r.Label()
		}
	}
	from, to := e.From.String(), e.To.String()
	switch e.Kind {
	case rules.KindAsleep:
		return lang.M("%s sleeps through this turn", who)
	case rules.KindDeclareSleep:
		return lang.M("%s is put to sleep: moves %d..5 cancelled", who, e.Move)
	case rules.KindMoveLost:
		return lang.M("%s loses this move (pothole)", who)
	case rules.KindStuck:
		return lang.M("%s is stuck in the pothole at %v and plays nothing", who, from)
	case rules.KindIdle:
		return lang.M("%s makes no move", who)
	case rules.KindRotate:
		return lang.M("%s turns "+e.FacingFrom+" → "+e.FacingTo, who)
	case rules.KindStep:
		switch e.Note {
		case "forward":
			return lang.M("%s steps forward %v → %v", who, from, to)
		case "back":
			return lang.M("%s steps back %v → %v", who, from, to)
		}
		return lang.M("%s steps %s %v → %v", who, e.Note, from, to)
	case rules.KindPushed:
		return lang.M("%s is pushed by robot %d %v → %v", who, e.Cause.Robot, from, to)
	case rules.KindBlocked:
		return lang.M("%s is blocked at %v: %s", who, from, noteMsg(e))
	case rules.KindConveyed:
		if e.FacingFrom != e.FacingTo {
			return lang.M("%s is carried by the %s %v → %v, turning "+e.FacingFrom+" → "+e.FacingTo, who, tileMsg(e.Cause.Tile), from, to)
		}
		return lang.M("%s is carried by the %s %v → %v", who, tileMsg(e.Cause.Tile), from, to)
	case rules.KindPusherPush:
		return lang.M("%s is pushed by the %s %v → %v", who, tileMsg(e.Cause.Tile), from, to)
	case rules.KindLaserHit:
		return lang.M("%s is hit by the laser at %v firing "+e.Cause.Dir+": %d → %d PC", who, e.Cause.Cell.String(), e.PCFrom, e.PCTo)
	case rules.KindPothole:
		return lang.M("%s fell into the pothole at %v with %d PC: loses its next %d move(s)", who, from, e.PCTo, e.Lost)
	case rules.KindCafouille:
		if len(e.Swapped) == 2 {
			return lang.M("%s cafouille at %d PC: moves %d and %d swapped", who, e.PCTo, e.Swapped[0], e.Swapped[1])
		}
	case rules.KindFallAsleep:
		if e.Note != "" {
			return lang.M("%s is at 0 PC and goes to sleep: %s", who, noteMsg(e))
		}
		return lang.M("%s is at 0 PC and goes to sleep", who)
	case rules.KindActuator:
		return lang.M("%s pressed the actuator at %v", who, from)
	case rules.KindLayout:
		if e.Note != "" {
			return lang.M("the board stays on layout %d: %s", e.Layout, noteMsg(e))
		}
		return lang.M("the board switches to layout %d", e.Layout)
	case rules.KindTurntable:
		return lang.M("%s is turned by the %s: "+e.FacingFrom+" → "+e.FacingTo, who, tileMsg(e.Cause.Tile))
	case rules.KindPress:
		return lang.M("%s is crushed by the press at %v: %d → %d PC", who, from, e.PCFrom, e.PCTo)
	case rules.KindRepair:
		return lang.M("%s is repaired at %v: %d → %d PC", who, from, e.PCFrom, e.PCTo)
	case rules.KindLawDownload:
		return lang.M("%s downloads law %d at %v", who, e.Law, from)
	case rules.KindLeave:
		return lang.M("%s has the three laws and leaves the board from %v", who, from)
	case rules.KindWake:
		return lang.M("%s wakes up with %d PC", who, e.PCTo)
	case rules.KindSleepNextTurn:
		return lang.M("%s will sleep through the next turn", who)
	case rules.KindIgnored:
		switch e.NoteMsg.Format {
		case "has left the board; its program is ignored":
			return lang.M("%s: has left the board; its program is ignored", who)
		case "sleeps this turn; its program is ignored":
			return lang.M("%s: sleeps this turn; its program is ignored", who)
		}
	case rules.KindGameOver:
		return lang.M("every robot has the three laws: the game is over")
	}
	return lang.M("%s", e.Text(s)) // an event the engine has and this file not yet: its English
}

// Some messages are built from the engine's names (a direction "N", a
// tile "conveyor E"), each direction in its sentence (« tourne : nord →
// est », « face à l'est »): messages.go adds one for each name the engine
// has. A name it gains later is printed as its English, in every
// language, until it has its message (a key the catalog lacks is printed
// as it is).

// tileMsg is a tile as the engine describes it ("conveyor E",
// "turntable +"), with its article in French (« le convoyeur vers l'est »).
func tileMsg(t string) lang.Msg { return lang.M(t) }

// noteMsg is an event's note (why a robot is blocked, what its sleep
// cancels) as a message; a note the engine did not make (an event read
// back from JSON) is said as it is.
func noteMsg(e rules.Event) lang.Msg {
	if e.NoteMsg.Format == "" {
		return lang.M("%s", e.Note)
	}
	return fileerr.Msg(e.NoteMsg)
}
