package dr2d

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"

	"mecanoid/internal/jsonpos"
	"mecanoid/internal/poserr"
)

// Game is a saved game: a starting position and the programs of each turn.
// Replaying it gives every later state (see Replay).
type Game struct {
	Setup *State
	Turns []map[int]Program
	File  GameFile // as read, for writing it back

	name string
	data []byte
	pos  map[string]int64
}

// GameFile is the JSON form of a game (docs/game-format.md). Field names are stable.
type GameFile struct {
	Board      string          `json:"board,omitempty"`       // board file, relative to the game file
	BoardLines []string        `json:"board_lines,omitempty"` // or the board file's lines inline
	Layout     int             `json:"layout,omitempty"`      // starting layout, 1-based; default 1
	Laws       map[string]Cell `json:"laws,omitempty"`        // "1".."3" → cell; default from the board
	Robots     []RobotJSON     `json:"robots"`
	Turns      []TurnJSON      `json:"turns,omitempty"`
}

// RobotJSON is a robot in a game file or a printed state.
type RobotJSON struct {
	ID        int    `json:"id"`
	Name      string `json:"name,omitempty"`
	Cell      *Cell  `json:"cell,omitempty"`
	Facing    string `json:"facing"`
	PC        *int   `json:"pc,omitempty"` // default 7
	Laws      []int  `json:"laws,omitempty"`
	Asleep    bool   `json:"asleep,omitempty"`     // sleeps through the next turn to play
	LostMoves int    `json:"lost_moves,omitempty"` // move slots still lost to potholes
	Left      bool   `json:"left,omitempty"`
}

// TurnJSON is the players' input for one turn.
type TurnJSON struct {
	Cartridges []CartridgeJSON `json:"cartridges"`
}

// CartridgeJSON is one robot's program for a turn.
type CartridgeJSON struct {
	Robot       int      `json:"robot"`
	Moves       []string `json:"moves,omitempty"`
	SleepBefore int      `json:"sleep_before,omitempty"`
}

// UnmarshalJSON reads a cell written [X,Y].
func (c *Cell) UnmarshalJSON(b []byte) error {
	var xy []int
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a cell is written [X,Y], found %s", b)
	}
	c.X, c.Y = xy[0], xy[1]
	return nil
}

// Loader reads a file named in a game file (the board), relative to the game file.
type Loader func(name string) ([]byte, error)

// ParseGame reads a game file. load reads the board file it names; it may be
// nil when the board is inline. Errors are *PosError naming the file, the line
// and column, and the field.
func ParseGame(file string, data []byte, load Loader) (*Game, error) {
	var gf GameFile
	if err := jsonpos.DecodeGame(file, data, &gf, "", "DR2D", ErrSyntax); err != nil {
		return nil, err
	}
	pos := jsonpos.Offsets(data)
	fieldErrf := func(sentinel error, field, format string, args ...any) error {
		pe := posErr(PosError{File: file, Field: field, Err: sentinel}, format, args...)
		if off, ok := jsonpos.Find(pos, field); ok {
			pe.Line, pe.Col = jsonpos.LineCol(data, off)
		}
		return pe
	}
	board, err := loadBoard(file, gf, load, fieldErrf)
	if err != nil {
		return nil, err
	}
	layout := 0
	if gf.Layout != 0 {
		if gf.Layout < 1 || gf.Layout > len(board.Layouts) {
			return nil, fieldErrf(ErrSetup, "layout", "layout %d: the board has layouts 1..%d", gf.Layout, len(board.Layouts))
		}
		layout = gf.Layout - 1
	}
	var laws [NumLaws]Cell
	for k, c := range gf.Laws {
		n, err := strconv.Atoi(k)
		if err != nil || n < 1 || n > NumLaws {
			return nil, fieldErrf(ErrSetup, "laws."+k, "laws are numbered 1, 2, 3, found %q", k)
		}
		if !board.In(c) {
			return nil, fieldErrf(ErrSetup, "laws."+k, "law %d at %v is off the %dx%d board", n, c, board.Width, board.Height)
		}
		laws[n-1] = c
	}
	robots := make([]Robot, len(gf.Robots))
	for i, rj := range gf.Robots {
		r, err := rj.robot(board)
		if err != nil {
			var fe fieldError
			if errors.As(err, &fe) {
				return nil, fieldErrf(ErrSetup, fmt.Sprintf("robots[%d].%s", i, fe.field), "robot %d: %s", rj.ID, fe.msg)
			}
			return nil, fieldErrf(ErrSetup, fmt.Sprintf("robots[%d]", i), "%v", err)
		}
		robots[i] = r
	}
	setup, err := NewState(board, layout, laws, robots)
	if err != nil {
		var se *SetupError
		errors.As(err, &se)
		return nil, fieldErrf(ErrSetup, setupField(se, gf), "%s", se.Message())
	}
	g := &Game{Setup: setup, File: gf, name: file, data: data, pos: pos}
	for t, tj := range gf.Turns {
		progs := map[int]Program{}
		for c, cj := range tj.Cartridges {
			field := fmt.Sprintf("turns[%d].cartridges[%d]", t, c)
			if _, ok := setup.Robot(cj.Robot); !ok {
				return nil, fieldErrf(ErrProgram, field+".robot", "no robot %d in this game", cj.Robot)
			}
			if _, dup := progs[cj.Robot]; dup {
				return nil, fieldErrf(ErrProgram, field+".robot", "robot %d has two cartridges in turn %d", cj.Robot, t+1)
			}
			p, msg, sub := cj.program()
			if msg.Format != "" {
				return nil, fieldErrf(ErrProgram, field+sub, "robot %d, turn %d: %s", cj.Robot, t+1, msg)
			}
			progs[cj.Robot] = p
		}
		g.Turns = append(g.Turns, progs)
	}
	return g, nil
}

// setupField is the game file field a SetupError is about, for its position.
func setupField(se *SetupError, gf GameFile) string {
	if se.Law != 0 {
		if _, ok := gf.Laws[strconv.Itoa(se.Law)]; ok {
			return "laws." + strconv.Itoa(se.Law)
		}
		return "laws"
	}
	for i := len(gf.Robots) - 1; i >= 0; i-- { // the last one listed is the one in conflict
		if gf.Robots[i].ID == se.Robot && se.Robot != 0 {
			return fmt.Sprintf("robots[%d].%s", i, se.Field)
		}
	}
	return "robots"
}

func loadBoard(file string, gf GameFile, load Loader, fieldErrf func(error, string, string, ...any) error) (*Board, error) {
	name, data, problem := jsonpos.Board(file, gf.Board, gf.BoardLines, load)
	switch {
	case problem != nil && problem.Syntax:
		return nil, fieldErrf(ErrSyntax, "board", "%s", problem.Text)
	case problem != nil:
		return nil, fieldErrf(ErrSetup, "board", "%s", problem.Text)
	}
	return ParseBoard(name, data)
}

type fieldError struct {
	field string
	msg   poserr.Msg
}

func (e fieldError) Error() string { return e.field + ": " + e.msg.String() }

func (rj RobotJSON) robot(b *Board) (Robot, error) {
	r := Robot{ID: rj.ID, Name: rj.Name, PC: MaxPC, LostMoves: rj.LostMoves, Left: rj.Left}
	if rj.Cell == nil {
		if !rj.Left {
			return r, fieldError{"cell", poserr.M("no cell: write \"cell\": [X,Y]")}
		}
	} else {
		r.Cell = *rj.Cell
	}
	d, ok := ParseDir(rj.Facing)
	if !ok && !(rj.Left && rj.Facing == "") {
		return r, fieldError{"facing", poserr.M("facing %q: want N, E, S or W", rj.Facing)}
	}
	r.Facing = d
	if rj.PC != nil {
		r.PC = *rj.PC
	}
	for _, l := range rj.Laws {
		if l < 1 || l > NumLaws {
			return r, fieldError{"laws", poserr.M("law %d: laws are 1, 2, 3", l)}
		}
		r.Laws = r.Laws.With(Law(l))
	}
	if rj.Asleep {
		r.Sleep = Asleep
	}
	return r, nil
}

// program checks a cartridge entry; msg and the sub-field say what is wrong.
func (cj CartridgeJSON) program() (p Program, msg poserr.Msg, sub string) {
	p.SleepBefore = cj.SleepBefore
	if cj.SleepBefore < 0 || cj.SleepBefore > MovesPerCartridge {
		return p, poserr.M("sleep_before %d: moves are 1..5", cj.SleepBefore), ".sleep_before"
	}
	if len(cj.Moves) == 0 && cj.SleepBefore == 1 {
		return p, poserr.Msg{}, ""
	}
	if len(cj.Moves) != MovesPerCartridge {
		return p, poserr.M("a cartridge has exactly %d moves, found %d", MovesPerCartridge, len(cj.Moves)), ".moves"
	}
	for i, s := range cj.Moves {
		m, err := ParseMove(s)
		if err != nil {
			return p, poserr.M("move %d: %v", i+1, err.(*PosError).Text()), fmt.Sprintf(".moves[%d]", i)
		}
		p.Cartridge[i] = m
	}
	return p, poserr.Msg{}, ""
}

// Replay folds the game's turns over its setup. It returns the state after
// each turn (states[0] is the setup) and the events of each turn.
func (g *Game) Replay() (states []*State, events [][]Event, err error) {
	states = []*State{g.Setup}
	for t, progs := range g.Turns {
		next, evs, err := Resolve(states[len(states)-1], progs)
		if err != nil {
			return states, events, g.TurnError(t, err)
		}
		states = append(states, next)
		events = append(events, evs)
	}
	return states, events, nil
}

// TurnError places an error met while resolving turn t (0-based) in the game file.
func (g *Game) TurnError(t int, err error) error {
	var pe *PosError
	if errors.As(err, &pe) {
		return err
	}
	sentinel := ErrProgram
	for _, s := range []error{ErrGameOver, ErrSetup, ErrSyntax} {
		if errors.Is(err, s) {
			sentinel = s
		}
	}
	field := fmt.Sprintf("turns[%d]", t)
	pe = posErr(PosError{File: g.name, Field: field, Err: sentinel}, "turn %d: %s", t+1, Reason(err))
	if off, ok := jsonpos.Find(g.pos, field); ok {
		pe.Line, pe.Col = jsonpos.LineCol(g.data, off)
	}
	return pe
}

// StateJSON is a state as printed by `mecanoid resolve --json`; its robots can
// be pasted into a game file to start from that position.
type StateJSON struct {
	Turn   int             `json:"turn"`
	Layout int             `json:"layout"`
	Laws   map[string]Cell `json:"laws"`
	Robots []RobotJSON     `json:"robots"`
	Over   bool            `json:"over"`
}

// JSON is the state in its printed form.
func (s *State) JSON() StateJSON {
	sj := StateJSON{Turn: s.Turn, Layout: s.Layout + 1, Laws: map[string]Cell{}, Over: s.Over()}
	for i, c := range s.Laws {
		sj.Laws[strconv.Itoa(i+1)] = c
	}
	for _, r := range s.Robots {
		sj.Robots = append(sj.Robots, RobotToJSON(r))
	}
	return sj
}

// RobotToJSON is a robot in the game file's form.
func RobotToJSON(r Robot) RobotJSON {
	c, pc := r.Cell, r.PC
	rj := RobotJSON{ID: r.ID, Name: r.Name, Cell: &c, Facing: r.Facing.String(), PC: &pc,
		Asleep: r.Sleep != Awake, LostMoves: r.LostMoves, Left: r.Left}
	for _, l := range r.Laws.List() {
		rj.Laws = append(rj.Laws, int(l))
	}
	return rj
}

// ProgramToJSON is a program in the game file's form.
func ProgramToJSON(id int, p Program) CartridgeJSON {
	cj := CartridgeJSON{Robot: id, SleepBefore: p.SleepBefore}
	if p.SleepBefore == 1 && p.Cartridge == (Cartridge{}) {
		return cj
	}
	for _, m := range p.Cartridge {
		cj.Moves = append(cj.Moves, m.String())
	}
	return cj
}

// TurnToJSON lists a turn's programs by robot ID.
func TurnToJSON(progs map[int]Program) TurnJSON {
	ids := make([]int, 0, len(progs))
	for id := range progs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	tj := TurnJSON{Cartridges: []CartridgeJSON{}}
	for _, id := range ids {
		tj.Cartridges = append(tj.Cartridges, ProgramToJSON(id, progs[id]))
	}
	return tj
}
