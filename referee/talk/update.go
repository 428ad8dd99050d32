package talk

import (
	"encoding/json"
	"fmt"
)

// Update kinds, in the order a turn produces them.
const (
	// UpdatePreview: before the table is first read, what is known of the
	// game (its board, its drawing, its seats), so that the room may look
	// and the players take their seats.
	UpdatePreview  = "preview"
	UpdateStart    = "start"    // a game begins or resumes: Board and State are set
	UpdateScan     = "scan"     // the table was read: State is what the camera saw
	UpdateAsk      = "ask"      // the referee waits for programs (Robots lists whose)
	UpdatePrograms = "programs" // every program is in: Programs is set (after the turn, never before)
	UpdateStep     = "step"     // one event of the turn: Event, State after it, Lit
	UpdateInstruct = "instruct" // what the players must move on the table: Moves
	UpdateVerify   = "verify"   // the table was rescanned: Problems (none: all right)
	UpdateMessage  = "message"  // anything else for people: Text
	UpdateOver     = "over"     // the game is over: Text names the winner
	// UpdateIllegal: the turn read from the table breaks a rule
	// (Netzwerk). Rule names it; Problems tell the players how to put the
	// pieces back.
	UpdateIllegal = "illegal"
	// UpdateCheck: the table as the camera saw it when the players' hands
	// last left it, while they move the pieces (a live table): Pieces say
	// which pieces stand as they should (green) and which do not (red,
	// with what to do); Text sums it up. Sent at every settle, until the
	// table matches and the game goes on by itself.
	UpdateCheck = "check"
)

// An Update is one thing the referee tells the people at the table, in
// order. The terminal prints Text; the web page animates Event and State;
// LEDs follow Lit. It holds no engine type: what only a game understands
// (its position, its event, its programs) is the engine's own JSON, which
// the web page reads; a game the page does not draw gives its Drawing.
type Update struct {
	Seq  int    `json:"seq"`  // 1, 2, ... within a run of the referee
	Kind string `json:"kind"` // Update... constants
	Turn int    `json:"turn"` // 1-based step being played (a turn, a round)
	// StepName is what the game calls its steps ("turn", "round"): the
	// displays write "round 3". The referee sets it from its game.
	StepName string `json:"step_name,omitempty"`
	Move     int    `json:"move"` // 1..5 during the moves, 0 at the end of the turn
	// Action numbers the steps of a turn in the games other than DR2D
	// (a Netzwerk or skirmish action); 0: none.
	Action int `json:"action,omitempty"`
	// End: a step of the end of a DR2D turn, after the five moves.
	End  bool   `json:"end,omitempty"`
	Text string `json:"text"` // for people, already phrased
	Rule string `json:"rule,omitempty"`
	// Undone: step Turn was taken back (undo): its programs, the pieces
	// to move and the checks no longer hold; it is asked again.
	Undone bool `json:"undone,omitempty"`

	Board []string `json:"board,omitempty"` // board file lines (UpdateStart)
	// Seats are the players' seats, as the game's Questions name them
	// ("Violet", "robot 3"), when they are known: at the start, or
	// before it (a preview): a phone takes one and answers for it.
	Seats []string `json:"seats,omitempty"`
	// State is the position, as the engine writes it in JSON (DR2D's
	// turn, layout, laws and robots): at the start, after each step's
	// move, and with the instructions.
	State json.RawMessage `json:"state,omitempty"`
	// Event is the step's event as the engine writes it in JSON (DR2D's
	// kind, robot, from, to...), for the page to animate.
	Event    json.RawMessage `json:"event,omitempty"`
	Lit      []Light         `json:"lit,omitempty"`
	Robots   []int           `json:"robots,omitempty"`   // UpdateAsk: robots whose programs are awaited
	Programs json.RawMessage `json:"programs,omitempty"` // UpdatePrograms: the engine's JSON of the turn's programs
	Moves    []Instruction   `json:"moves,omitempty"`
	Problems []string        `json:"problems,omitempty"` // UpdateVerify mismatches, scan problems
	// Drawing is the board drawn as text, by the games the web page does
	// not draw (Netzwerk, the hex game, the skirmish): the latest takes
	// the board's place.
	Drawing string `json:"drawing,omitempty"`
	// Pieces are the pieces an UpdateCheck checked, in the order the game
	// lists them: where the camera saw each and whether it stands as it
	// should. Their words (what to do with a wrong one) are in each
	// language's Words.Pieces, in the same order.
	Pieces []Piece `json:"pieces,omitempty"`
	// Langs are the update's words in every language a page may show, by
	// language ("en", "fr"): a page follows its browser's language, or the
	// one the referee fixes. Text, Problems and Moves' texts are in the
	// table's language.
	Langs map[string]Words `json:"langs,omitempty"`
}

// Words are an update's texts in one language.
type Words struct {
	Text     string   `json:"text"`
	Problems []string `json:"problems,omitempty"`
	Moves    []string `json:"moves,omitempty"` // each Instruction's Text, in Moves' order
	// Why quotes the rule that decides the step, in the rule text's own
	// words (French) or rendered (English), with the text's title and
	// section; or the project's ruling, said to be one.
	Why string `json:"why,omitempty"`
	// Rule names the update's Rule in this language ("poussée").
	Rule string `json:"rule,omitempty"`
	// Pieces say, for each of the update's Pieces in order, what to do
	// with it ("robot 2: should face E"); "" for a piece standing right.
	Pieces []string `json:"pieces,omitempty"`
	// View is the game's own drawing of the position, in this language,
	// for the games that draw their board (Drawer); nil: none new.
	View *View `json:"view,omitempty"`
}

// A Cell is a square of the board: column X and row Y, from 1. It is
// written [x,y], in JSON too.
type Cell struct{ X, Y int }

func (c Cell) String() string { return fmt.Sprintf("[%d,%d]", c.X, c.Y) }

// MarshalJSON writes [x,y].
func (c Cell) MarshalJSON() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalJSON reads [x,y].
func (c *Cell) UnmarshalJSON(b []byte) error {
	var xy [2]int
	if err := json.Unmarshal(b, &xy); err != nil {
		return fmt.Errorf("a cell is [x,y]: %w", err)
	}
	c.X, c.Y = xy[0], xy[1]
	return nil
}

// A Light is a tile's LED lit by an event: a laser tile when its beam
// fires, a press at the end of the turn.
type Light struct {
	Cell  Cell   `json:"cell"`
	What  string `json:"what"`  // "laser", "press"
	Blink int    `json:"blink"` // times to blink
}

// An Instruction tells the players where a piece goes after the turn.
type Instruction struct {
	Robot  int    `json:"robot"`
	From   Cell   `json:"from"`
	To     Cell   `json:"to"`
	Facing string `json:"facing"`
	Off    bool   `json:"off,omitempty"` // left the board: take it off
	Text   string `json:"text"`          // "robot 3: to [4,5], facing E"
}

// A Piece is one piece as the camera saw it on a live table, checked
// against where it should stand (an UpdateCheck).
type Piece struct {
	Kind string `json:"kind"` // "robot", "law", "battery"
	ID   int    `json:"id"`
	// Seen: the camera sees the piece, at Cell facing Facing (a piece
	// with no facing: ""). Not seen: the piece should be on the table and
	// is not, or is hidden.
	Seen   bool   `json:"seen"`
	Cell   Cell   `json:"cell"`
	Facing string `json:"facing,omitempty"`
	// Want is where the piece should stand and WantFacing how it should
	// face; Off: it should not be on the table (it left the board, or is
	// not in the game).
	Want       Cell   `json:"want"`
	WantFacing string `json:"want_facing,omitempty"`
	Off        bool   `json:"off,omitempty"`
	OK         bool   `json:"ok"` // stands as it should
}

// A Display shows updates as they come. Show must not block for long: the
// referee calls every display in turn.
type Display interface {
	Show(u Update)
}
