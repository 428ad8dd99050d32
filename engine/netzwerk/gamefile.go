package netzwerk

import (
	"errors"
	"fmt"

	"mecanoid/internal/jsonpos"
)

// Game is a saved game: a starting position and the actions of each turn.
// Replaying it gives every later state (see Replay).
type Game struct {
	Setup *State
	Turns []Turn
	File  GameFile // as read, for writing it back

	name string
	data []byte
	pos  map[string]int64
}

// GameFile is the JSON form of a game (docs/netzwerk-format.md). Field names are stable.
type GameFile struct {
	Game    string     `json:"game"`            // "netzwerk"
	About   string     `json:"about,omitempty"` // free text
	Width   int        `json:"width,omitempty"` // squares west to east; default 6
	Height  int        `json:"height,omitempty"`
	First   int        `json:"first,omitempty"` // the player of the first turn in the file; default 1
	Options Options    `json:"options,omitzero"`
	Setup   *SetupJSON `json:"setup,omitempty"` // default: the starting position
	Turns   [][]string `json:"turns"`
}

// SetupJSON is a position to start from: the pieces on the board.
type SetupJSON struct {
	Turn      int           `json:"turn,omitempty"` // turns already played before it
	Robots    []RobotJSON   `json:"robots"`
	Batteries []BatteryJSON `json:"batteries"`
}

// RobotJSON is a robot on a square. Player, when given, must be its owner.
type RobotJSON struct {
	ID     int     `json:"id"`
	Player int     `json:"player,omitempty"`
	Square *Square `json:"square"`
}

// BatteryJSON is a battery on a corner.
type BatteryJSON struct {
	ID     int     `json:"id"`
	Corner *Corner `json:"corner"`
}

// ParseGame reads a game file. Errors are *PosError naming the file, the
// line and column, and the field ("turns[3][1]").
func ParseGame(file string, data []byte) (*Game, error) {
	var gf GameFile
	if err := jsonpos.DecodeGame(file, data, &gf, "netzwerk", "Netzwerk", ErrSyntax); err != nil {
		return nil, err
	}
	pos := jsonpos.Offsets(data)
	fieldErrf := func(sentinel error, field, format string, args ...any) *PosError {
		pe := posErr(PosError{File: file, Field: field, Err: sentinel}, format, args...)
		if off, ok := jsonpos.Find(pos, field); ok {
			pe.Line, pe.Col = jsonpos.LineCol(data, off)
		}
		return pe
	}
	cfg := Config{Width: DefaultSize, Height: DefaultSize, Options: gf.Options}
	if gf.Width != 0 {
		cfg.Width = gf.Width
	}
	if gf.Height != 0 {
		cfg.Height = gf.Height
	}
	if err := cfg.Check(); err != nil {
		field := "width"
		if gf.Width == 0 || (gf.Width >= MinWidth && gf.Width <= MaxSize) {
			field = "height"
		}
		return nil, fieldErrf(ErrSetup, field, "%s", err.(*SetupError).Message())
	}
	first := Player1
	switch gf.First {
	case 0, 1:
	case 2:
		first = Player2
	default:
		return nil, fieldErrf(ErrSetup, "first", "first %d: players are 1 and 2", gf.First)
	}
	var setup *State
	var err error
	if gf.Setup == nil {
		setup, err = NewGame(cfg, first)
	} else {
		pieces, perr := gf.Setup.pieces(cfg, fieldErrf)
		if perr != nil {
			return nil, perr
		}
		setup, err = FromPieces(cfg, first, gf.Setup.Turn, pieces)
	}
	if err != nil {
		var se *SetupError
		if !errors.As(err, &se) {
			return nil, fieldErrf(ErrSetup, "setup", "%v", err)
		}
		return nil, fieldErrf(ErrSetup, setupField(se, gf.Setup), "%s", se.Message())
	}
	g := &Game{Setup: setup, File: gf, name: file, data: data, pos: pos}
	for t, tj := range gf.Turns {
		var turn Turn
		for i, text := range tj {
			a, err := ParseAction(text)
			if err != nil {
				pe := err.(*PosError)
				e := fieldErrf(ErrSyntax, fmt.Sprintf("turns[%d][%d]", t, i), "turn %d: %s", t+1, pe.Text())
				if off, ok := pos[fmt.Sprintf("turns[%d][%d]", t, i)]; ok {
					// The column inside the string, past its opening quote.
					e.Line, e.Col = jsonpos.LineCol(data, off+1+int64(pe.Col)-1)
				}
				return nil, e
			}
			turn = append(turn, a)
		}
		g.Turns = append(g.Turns, turn)
	}
	return g, nil
}

func (sj *SetupJSON) pieces(cfg Config, fieldErrf func(error, string, string, ...any) *PosError) ([]Piece, error) {
	var ps []Piece
	for i, r := range sj.Robots {
		field := fmt.Sprintf("setup.robots[%d]", i)
		if r.Square == nil {
			return nil, fieldErrf(ErrSetup, field, "robot %d has no square: write \"square\": [X,Y]", r.ID)
		}
		if r.Player != 0 {
			if owner := cfg.Owner(r.ID); owner != Player(r.Player) && owner != NoPlayer {
				return nil, fieldErrf(ErrSetup, field+".player", "robot %d belongs to %s (robots 1..%d are player 1's, %d..%d player 2's)",
					r.ID, owner, cfg.RobotsPerPlayer(), cfg.RobotsPerPlayer()+1, 2*cfg.RobotsPerPlayer())
			}
		}
		ps = append(ps, Piece{'R', r.ID, r.Square.X, r.Square.Y})
	}
	for i, b := range sj.Batteries {
		if b.Corner == nil {
			return nil, fieldErrf(ErrSetup, fmt.Sprintf("setup.batteries[%d]", i), "battery %d has no corner: write \"corner\": [X,Y]", b.ID)
		}
		ps = append(ps, Piece{'B', b.ID, b.Corner.X, b.Corner.Y})
	}
	return ps, nil
}

// setupField is the file field a SetupError is about: the last piece listed
// with that ID (the second of two on a field is the one at fault).
func setupField(se *SetupError, sj *SetupJSON) string {
	if sj == nil {
		return "setup"
	}
	sub := se.Field
	if sub == "id" || sub == "" {
		sub = "id"
	}
	if se.Robot != 0 {
		for i := len(sj.Robots) - 1; i >= 0; i-- {
			if sj.Robots[i].ID == se.Robot {
				return fmt.Sprintf("setup.robots[%d].%s", i, sub)
			}
		}
	}
	if se.Battery != 0 {
		for i := len(sj.Batteries) - 1; i >= 0; i-- {
			if sj.Batteries[i].ID == se.Battery {
				return fmt.Sprintf("setup.batteries[%d].%s", i, sub)
			}
		}
	}
	if se.Field == "turn" {
		return "setup.turn"
	}
	return "setup"
}

// Replay folds the game's turns over its setup. It returns the state after
// each turn (states[0] is the setup), the events of each turn, and each
// turn as played (every robot move naming its batteries).
func (g *Game) Replay() (states []*State, events [][]Event, played []Turn, err error) {
	states = []*State{g.Setup}
	for t, turn := range g.Turns {
		next, evs, pl, err := PlayTurn(states[len(states)-1], turn)
		if err != nil {
			return states, events, played, g.TurnError(t, err)
		}
		states = append(states, next)
		events = append(events, evs)
		played = append(played, pl)
	}
	return states, events, played, nil
}

// TurnError places an error met while playing turn t (0-based) in the game
// file: at the action at fault when there is one.
func (g *Game) TurnError(t int, err error) error {
	var pe *PosError
	if errors.As(err, &pe) {
		return err
	}
	field := fmt.Sprintf("turns[%d]", t)
	var ae *ActionError
	if errors.As(err, &ae) {
		field = fmt.Sprintf("turns[%d][%d]", t, ae.Index)
		if ae.Index >= len(g.File.Turns[t]) { // the implicit end of the turn
			field = fmt.Sprintf("turns[%d]", t)
		}
		err = ae.Err
	}
	who := g.Setup.toMove
	if t%2 == 1 {
		who = who.Other()
	}
	sentinel := ErrIllegal
	if errors.Is(err, ErrGameOver) {
		sentinel = ErrGameOver
	} else if errors.Is(err, ErrSetup) {
		sentinel = ErrSetup
	}
	var re *RuleError
	if errors.As(err, &re) {
		sentinel = re // keeps the rule reachable with errors.As, and ErrIllegal with errors.Is
	}
	pe = posErr(PosError{File: g.name, Field: field, Err: sentinel}, "turn %d (%s): %s", g.Setup.turn+t+1, who.msg(), reasonMsg(err))
	if off, ok := jsonpos.Find(g.pos, field); ok {
		pe.Line, pe.Col = jsonpos.LineCol(g.data, off)
	}
	return pe
}

// StateJSON is a state as printed by `mecanoid resolve --json`; its robots
// and batteries can be pasted into a game file's setup.
type StateJSON struct {
	Turn      int           `json:"turn"` // turns completed
	ToMove    int           `json:"to_move"`
	Winner    int           `json:"winner,omitempty"`
	Reason    WinReason     `json:"reason,omitempty"`
	Robots    []RobotJSON   `json:"robots"`
	Batteries []BatteryJSON `json:"batteries"`
}

// JSON is the state in its printed form.
func (s *State) JSON() StateJSON {
	sj := StateJSON{Turn: s.turn, ToMove: int(s.toMove), Winner: int(s.winner), Reason: s.why,
		Robots: []RobotJSON{}, Batteries: []BatteryJSON{}}
	for _, id := range s.Robots(NoPlayer) {
		sq, _ := s.Robot(id)
		sj.Robots = append(sj.Robots, RobotJSON{ID: id, Player: int(s.cfg.Owner(id)), Square: &sq})
	}
	for _, id := range s.Batteries() {
		k, _ := s.Battery(id)
		sj.Batteries = append(sj.Batteries, BatteryJSON{ID: id, Corner: &k})
	}
	return sj
}

// TurnStrings writes a turn in the notation, for a game file.
func TurnStrings(t Turn) []string {
	out := make([]string, len(t))
	for i, a := range t {
		out[i] = a.String()
	}
	return out
}

// NewGameFile starts a game file from a position (its pieces, the player
// to move and the turns played) for the given turns.
func NewGameFile(s *State, turns []Turn) GameFile {
	gf := GameFile{Game: "netzwerk", Width: s.cfg.Width, Height: s.cfg.Height, First: int(s.toMove), Options: s.cfg.Options,
		Setup: &SetupJSON{Turn: s.turn}, Turns: [][]string{}}
	sj := s.JSON()
	gf.Setup.Robots, gf.Setup.Batteries = sj.Robots, sj.Batteries
	for _, t := range turns {
		gf.Turns = append(gf.Turns, TurnStrings(t))
	}
	return gf
}
