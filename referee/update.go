package referee

import (
	"context"

	"mecanoid/engine/dr2d"
)

// Update kinds, in the order a turn produces them.
const (
	UpdateStart    = "start"    // a game begins or resumes: Board and State are set
	UpdateScan     = "scan"     // the table was read: State is what the camera saw
	UpdateAsk      = "ask"      // the referee waits for programs (Robots lists whose)
	UpdatePrograms = "programs" // every program is in: Programs is set (after the turn, never before)
	UpdateStep     = "step"     // one event of the turn: Event, State after it, Lit
	UpdateInstruct = "instruct" // what the players must move on the table: Moves
	UpdateVerify   = "verify"   // the table was rescanned: Mismatches (empty: all right)
	UpdateMessage  = "message"  // anything else for people: Text
	UpdateOver     = "over"     // the game is over: Text names the winner
)

// An Update is one thing the referee tells the players, in order. The
// terminal prints Text; the web page animates Event and State; LEDs follow
// Lit.
type Update struct {
	Seq  int    `json:"seq"`  // 1, 2, ... within a run of the referee
	Kind string `json:"kind"` // Update... constants
	Turn int    `json:"turn"` // 1-based turn being played
	Move int    `json:"move"` // 1..5 during the moves, 0 at the end of the turn
	// Action numbers the steps of a turn in the games other than DR2D
	// (a Netzwerk or skirmish action); 0: none.
	Action int `json:"action,omitempty"`
	// End: a step of the end of a DR2D turn, after the five moves.
	End  bool   `json:"end,omitempty"`
	Text string `json:"text"` // for people, already phrased
	Rule string `json:"rule,omitempty"`

	Board    []string          `json:"board,omitempty"` // board file lines (UpdateStart)
	State    *dr2d.StateJSON   `json:"state,omitempty"`
	Event    *dr2d.Event       `json:"event,omitempty"`
	Lit      []Light           `json:"lit,omitempty"`
	Robots   []int             `json:"robots,omitempty"` // UpdateAsk: robots whose programs are awaited
	Programs *dr2d.TurnJSON    `json:"programs,omitempty"`
	Moves    []Instruction     `json:"moves,omitempty"`
	Problems []string          `json:"problems,omitempty"` // UpdateVerify mismatches, scan problems
	Extra    map[string]string `json:"extra,omitempty"`    // "diagram": the board as text; "turn": what a turn is called ("round 3")
}

// A Light is a tile's LED lit by an event: a laser tile when its beam
// fires, a press at the end of the turn.
type Light struct {
	Cell  dr2d.Cell `json:"cell"`
	What  string    `json:"what"`  // "laser", "press"
	Blink int       `json:"blink"` // times to blink
}

// An Instruction tells the players where a piece goes after the turn.
type Instruction struct {
	Robot  int       `json:"robot"`
	From   dr2d.Cell `json:"from"`
	To     dr2d.Cell `json:"to"`
	Facing string    `json:"facing"`
	Off    bool      `json:"off,omitempty"` // left the board: take it off
	Text   string    `json:"text"`          // "robot 3: to [4,5], facing E"
}

// A Display shows updates as they come. Show must not block for long: the
// referee calls every display in turn.
type Display interface {
	Show(u Update)
}

// A Programmer collects the programs of one turn for the given robots. It
// returns when it has all of them, or when ctx is done. Use it for
// each way players give programs: typed at the terminal, sent from a
// phone, read from a photo of a cartridge sheet.
type Programmer interface {
	Programs(ctx context.Context, turn int, robots []int) (map[int]dr2d.Program, error)
}
