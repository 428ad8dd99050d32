package tiles

import (
	"encoding/json"
	"fmt"
	"strings"

	"mecanoid/internal/poserr"
)

// Rule names: the sections of docs/rules-tiles.md that events cite.
const (
	RuleSetup       = "setup"
	RuleMovement    = "movement"
	RuleOccupancy   = "occupancy"
	RuleEdge        = "edge"
	RulePlans       = "plans"
	RuleHiatus      = "hiatus"
	RuleDesignation = "designation"
	RuleDraw        = "draw"
	RuleOrientation = "orientation"
	RuleNeeds       = "needs"
	RuleExhaustion  = "exhaustion"
	RuleWorldLimits = "world-limits"
	RuleDivination  = "divination"
)

// Kind is what happened.
type Kind string

const (
	KindJoin     Kind = "join"    // a character is put on a tile
	KindStep     Kind = "step"    // a character steps to a neighbouring cell
	KindStopped  Kind = "stopped" // a move stops before its end
	KindEdge     Kind = "edge"    // a character on a border cell: a place to fill
	KindReveal   Kind = "reveal"  // a divination asks for a place to be filled
	KindPlan     Kind = "plan"    // a character's plan is written down
	KindHiatus   Kind = "hiatus"  // two plans disagree: the place waits
	KindSettled  Kind = "hiatus-settled"
	KindUnusable Kind = "unusable"  // a plan or designation that cannot be followed
	KindDraw     Kind = "draw"      // a tile drawn at random from the pile
	KindSetAside Kind = "set-aside" // the drawn tile fits in no orientation
	KindRoll     Kind = "roll"      // an orientation roll
	KindPlaced   Kind = "placed"    // a tile is laid on the table
	KindHole     Kind = "hole"      // nothing to draw: the place stays empty, unexplorable
	KindAdded    Kind = "added"     // new tiles join the pile
	KindReopened Kind = "reopened"  // an empty place may be explored again
)

// Where is a cell of the world: a place and a cell of the tile there, in
// that tile's own notation.
type Where struct {
	At   Pos  `json:"at"`
	Cell Cell `json:"cell"`
}

func (w Where) String() string { return fmt.Sprintf("%v at %v", w.Cell, w.At) }

// Event is one thing that happened, in order. Dice and Rolls are the dice
// thrown, so that players can check them.
type Event struct {
	Step      int        `json:"step"` // the input (0: the setup)
	Kind      Kind       `json:"kind"`
	Character string     `json:"character,omitempty"`
	At        *Pos       `json:"at,omitempty"` // the place concerned
	From      *Where     `json:"from,omitempty"`
	To        *Where     `json:"to,omitempty"`
	Dir       string     `json:"dir,omitempty"`
	Tile      string     `json:"tile,omitempty"`
	Copy      int        `json:"copy,omitempty"` // which print of a generic tile
	Facing    string     `json:"facing,omitempty"`
	Dice      string     `json:"dice,omitempty"` // "d4", "2d6", "d12" (a draw among 12)...
	Rolls     []int      `json:"rolls,omitempty"`
	Rule      string     `json:"rule"`
	Note      string     `json:"note,omitempty"`
	NoteMsg   poserr.Msg `json:"-"` // Note not yet said: the reader's language says it
}

// noting is e with its note m, in English and not yet said.
func (e Event) noting(m poserr.Msg) Event {
	e.Note, e.NoteMsg = m.String(), m
	return e
}

// dirMsg is a direction as a message (N, E, S, W), said in the reader's
// language.
func dirMsg(d Dir) poserr.Msg { return poserr.M(d.String()) }

// then is a followed by b, "a; b", or b alone when a is nothing.
func then(a, b poserr.Msg) poserr.Msg {
	if a.Format == "" {
		return b
	}
	return poserr.M("%s; %s", a, b)
}

// MarshalJSON writes a place as [x,y].
func (p Pos) MarshalJSON() ([]byte, error) { return []byte(fmt.Sprintf("[%d,%d]", p.X, p.Y)), nil }

// UnmarshalJSON reads a place written [x,y].
func (p *Pos) UnmarshalJSON(b []byte) error {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a place is written [x,y], found %s", b)
	}
	*p = Pos{xy[0], xy[1]}
	if !p.valid() {
		return fmt.Errorf("place %s: coordinates are -%d..%d", b, MaxCoord, MaxCoord)
	}
	return nil
}

// MarshalJSON writes a cell as "C7".
func (c Cell) MarshalJSON() ([]byte, error) { return json.Marshal(c.String()) }

// UnmarshalJSON reads a cell written "C7".
func (c *Cell) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a cell is written \"C7\", found %s", b)
	}
	v, err := ParseCell(s)
	if err != nil {
		return err
	}
	*c = v
	return nil
}

func tileLabel(name string, copy int) string {
	if copy > 0 {
		return fmt.Sprintf("%s #%d", name, copy)
	}
	return name
}

func rolls(e Event) string {
	parts := make([]string, len(e.Rolls))
	for i, r := range e.Rolls {
		parts[i] = fmt.Sprint(r)
	}
	return strings.Join(parts, ", ")
}

// Text says the event in a sentence.
func (e Event) Text() string {
	at := ""
	if e.At != nil {
		at = e.At.String()
	}
	var b strings.Builder
	switch e.Kind {
	case KindJoin:
		fmt.Fprintf(&b, "%s stands on %v (%s)", e.Character, e.To, e.Tile)
	case KindStep:
		fmt.Fprintf(&b, "%s steps %s: %v → %v", e.Character, e.Dir, e.From, e.To)
		if e.From.At != e.To.At {
			fmt.Fprintf(&b, " (onto %s)", e.Tile)
		}
	case KindStopped:
		fmt.Fprintf(&b, "%s stops at %v: %s", e.Character, e.From, e.Note)
	case KindEdge:
		fmt.Fprintf(&b, "%s is on the %s edge at %v: place %s is to be filled", e.Character, e.Dir, e.From.Cell, at)
	case KindReveal:
		fmt.Fprintf(&b, "divination: place %s is to be filled", at)
	case KindPlan:
		fmt.Fprintf(&b, "%s's plan puts %s at %s", e.Character, e.Tile, at)
		if e.Facing != "" {
			fmt.Fprintf(&b, ", diamond %s", e.Facing)
		}
	case KindHiatus:
		fmt.Fprintf(&b, "Hiatus at %s: %s", at, e.Note)
	case KindSettled:
		fmt.Fprintf(&b, "Hiatus at %s settled: %s", at, e.Note)
	case KindUnusable:
		fmt.Fprintf(&b, "%s cannot be placed at %s: %s", e.Tile, at, e.Note)
	case KindDraw:
		fmt.Fprintf(&b, "draw for %s: %s rolled %s → %s", at, e.Dice, rolls(e), tileLabel(e.Tile, e.Copy))
	case KindSetAside:
		fmt.Fprintf(&b, "%s is set aside: %s", tileLabel(e.Tile, e.Copy), e.Note)
	case KindRoll:
		fmt.Fprintf(&b, "orientation of %s: %s rolled %s → %s", tileLabel(e.Tile, e.Copy), e.Dice, rolls(e), e.Facing)
		if e.Note != "" {
			b.WriteString(", " + e.Note)
		}
	case KindPlaced:
		fmt.Fprintf(&b, "%s is placed at %s, diamond %s", tileLabel(e.Tile, e.Copy), at, e.Facing)
		if e.Note != "" {
			b.WriteString(" (" + e.Note + ")")
		}
	case KindHole:
		fmt.Fprintf(&b, "place %s stays empty and cannot be explored: %s", at, e.Note)
	case KindAdded:
		fmt.Fprintf(&b, "new tiles: %s", e.Note)
	case KindReopened:
		fmt.Fprintf(&b, "place %s may be explored again", at)
	default:
		fmt.Fprintf(&b, "%s %s", e.Kind, e.Note)
	}
	return b.String()
}
