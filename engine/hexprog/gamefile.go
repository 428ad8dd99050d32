package hexprog

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"mecanoid/internal/hexgrid"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/jsonpos"
)

// MaxRounds bounds a game file's rounds: a game whose robots never meet
// stops there.
const MaxRounds = 500

// DefaultRounds is how many rounds a game file plays at most unless it says.
const DefaultRounds = 200

// Game is a saved game: a starting position and the signals of each round.
// Replaying it gives every later state (see Replay).
type Game struct {
	Setup   *State
	Rounds  int              // rounds to play at most
	Signals map[int][]Signal // by round
	File    GameFile         // as read

	name string
	data []byte
	pos  map[string]int64
}

// GameFile is the JSON form of a game (docs/hexprog-format.md). Field names are stable.
type GameFile struct {
	Game       string       `json:"game"`                  // "hexprog"
	Board      string       `json:"board,omitempty"`       // board file, relative to the game file
	BoardLines []string     `json:"board_lines,omitempty"` // or the board file's lines inline
	Settings   Settings     `json:"settings,omitzero"`
	Goal       *Goal        `json:"goal,omitempty"`
	Rounds     int          `json:"rounds,omitempty"` // at most this many rounds; default: until the game ends (at most 200)
	Players    []PlayerJSON `json:"players"`
	Signals    []SignalJSON `json:"signals,omitempty"`
	// Round and Next continue a game saved between turns (as `resolve --json`
	// prints states): rounds already played, and the next player (0-based).
	Round int `json:"round,omitempty"`
	Next  int `json:"next,omitempty"`
}

// PlayerJSON is a player and its robots.
type PlayerJSON struct {
	Name        string      `json:"name,omitempty"`
	Camp        string      `json:"camp,omitempty"`   // a camp colour of the board: where its robots start
	Colour      string      `json:"colour,omitempty"` // its robots' colour unless they say
	SignalsUsed int         `json:"signals_used,omitempty"`
	Robots      []RobotJSON `json:"robots"`
}

// RobotJSON is a robot in a game file or a printed state.
type RobotJSON struct {
	ID         int               `json:"id"`
	Name       string            `json:"name,omitempty"`
	Colour     string            `json:"colour,omitempty"`
	Start      *Cell             `json:"start"`  // [col,row]
	Facing     int               `json:"facing"` // 1..6 clockwise from north
	Program    string            `json:"program"`
	Tests      map[string]string `json:"tests,omitempty"` // "1".."4" → question
	Pointer    int               `json:"pointer,omitempty"`
	ShotsFired int               `json:"shots_fired,omitempty"`
	Lost       []int             `json:"lost,omitempty"` // destroyed steps
	Out        bool              `json:"out,omitempty"`
}

// SignalJSON is a signal opened in a round.
type SignalJSON struct {
	Round int `json:"round"`
	Robot int `json:"robot"`
	Step  int `json:"step"`
}

// Loader reads a file named in a game file (the board), relative to the game file.
type Loader func(name string) ([]byte, error)

// ParseGame reads a game file. load reads the board file it names; it may be
// nil when the board is inline. Errors are *PosError naming the file, the line
// and column, and the field.
func ParseGame(file string, data []byte, load Loader) (*Game, error) {
	var gf GameFile
	if err := jsonpos.DecodeGame(file, data, &gf, "hexprog", "the hex programming game", ErrSyntax); err != nil {
		return nil, err
	}
	pos := jsonpos.Offsets(data)
	at := func(field string, col int) (int, int) {
		off, ok := jsonpos.Find(pos, field)
		if !ok {
			return 0, 0
		}
		if col > 0 {
			off = jsonpos.StringCol(data, off, col)
		}
		return jsonpos.LineCol(data, off)
	}
	fieldErrf := func(sentinel error, field, format string, args ...any) error {
		pe := posErr(PosError{File: file, Field: field, Err: sentinel}, format, args...)
		pe.Line, pe.Col = at(field, 0)
		return pe
	}
	board, err := loadBoard(file, gf, load, fieldErrf)
	if err != nil {
		return nil, err
	}
	st := gf.Settings.WithDefaults()
	if st.Steps < 1 || st.Steps > MaxSteps {
		return nil, fieldErrf(ErrSetup, "settings.steps", "steps %d: programs have 1..%d steps", st.Steps, MaxSteps)
	}
	var goal Goal
	if gf.Goal != nil {
		goal = *gf.Goal
		if !goal.Set() {
			return nil, fieldErrf(ErrSetup, "goal", "a goal gives \"reach\" (hexes) or \"rounds\"")
		}
	}
	var players []Player
	var robots []Robot
	for i, pj := range gf.Players {
		pf := fmt.Sprintf("players[%d]", i)
		p := Player{Name: pj.Name}
		if pj.Camp != "" {
			c, ok := ParseColour(pj.Camp)
			if !ok {
				return nil, fieldErrf(ErrSetup, pf+".camp", "camp %q: want a colour (%s)", pj.Camp, ColourNames())
			}
			p.Camp = c
		} else if camps := board.Camps(); i < len(camps) {
			p.Camp = camps[i] // players take the board's camps in order
		}
		if pj.Colour != "" {
			c, ok := ParseColour(pj.Colour)
			if !ok {
				return nil, fieldErrf(ErrSetup, pf+".colour", "colour %q: want one of %s", pj.Colour, ColourNames())
			}
			p.Colour = c
		}
		p.SignalsUsed = pj.SignalsUsed
		if len(pj.Robots) == 0 {
			return nil, fieldErrf(ErrSetup, pf+".robots", "%s has no robots", nameOr(pj.Name, fmt.Sprintf("player %d", i+1)))
		}
		players = append(players, p)
		for j, rj := range pj.Robots {
			rf := fmt.Sprintf("%s.robots[%d]", pf, j)
			r, field, msg, perr := rj.robot(i+1, p, st.Steps)
			if perr != nil {
				var pe *ProgramError
				errors.As(perr, &pe)
				sub := rf + ".program"
				if pe.Test > 0 {
					sub = fmt.Sprintf("%s.tests.%d", rf, pe.Test)
				}
				var said any = perr
				if perr.Error() == pe.Error() {
					said = pe.Message() // the same words, to be said in the user's language
				}
				e := posErr(PosError{File: file, Field: sub, Err: pe.Err}, "robot %d: %v", rj.ID, said)
				e.Line, e.Col = at(sub, pe.Col)
				return nil, e
			}
			if msg != "" {
				return nil, fieldErrf(ErrSetup, rf+"."+field, "robot %d: %s", rj.ID, msg)
			}
			robots = append(robots, r)
		}
	}
	if gf.Round < 0 || gf.Next < 0 || (len(players) > 0 && gf.Next >= len(players)) {
		return nil, fieldErrf(ErrSetup, "next", "round %d, next player %d: rounds from 0, players from 0 to %d", gf.Round, gf.Next, len(players)-1)
	}
	s, err := newStateAt(board, st, goal, players, robots, gf.Round, gf.Next)
	if err != nil {
		var se *SetupError
		errors.As(err, &se)
		return nil, fieldErrf(ErrSetup, setupField(se, gf), "%s", se.Message())
	}
	g := &Game{Setup: s, File: gf, Signals: map[int][]Signal{}, name: file, data: data, pos: pos}
	g.Rounds = gf.Rounds
	switch {
	case gf.Rounds < 0 || gf.Rounds > MaxRounds:
		return nil, fieldErrf(ErrSetup, "rounds", "rounds %d: 1..%d", gf.Rounds, MaxRounds)
	case gf.Rounds == 0:
		g.Rounds = DefaultRounds
	}
	for k, sj := range gf.Signals {
		f := fmt.Sprintf("signals[%d]", k)
		switch {
		case sj.Round <= gf.Round:
			return nil, fieldErrf(ErrProgram, f+".round", "round %d: the game starts with round %d", sj.Round, gf.Round+1)
		case sj.Round > gf.Round+g.Rounds:
			return nil, fieldErrf(ErrProgram, f+".round", "round %d: the game file plays rounds %d..%d", sj.Round, gf.Round+1, gf.Round+g.Rounds)
		}
		if _, ok := s.Robot(sj.Robot); !ok {
			return nil, fieldErrf(ErrProgram, f+".robot", "no robot %d in this game", sj.Robot)
		}
		g.Signals[sj.Round] = append(g.Signals[sj.Round], Signal{Robot: sj.Robot, Step: sj.Step})
	}
	return g, nil
}

// newStateAt is NewState for a game continued from round, next.
func newStateAt(b *Board, st Settings, goal Goal, players []Player, robots []Robot, round, next int) (*State, error) {
	st = st.WithDefaults()
	s := &State{Board: b, Settings: st, Goal: goal, Players: players, Robots: robots, Round: round, Next: next}
	if err := s.check(); err != nil {
		return nil, err
	}
	sort.SliceStable(s.Robots, func(i, j int) bool { return s.Robots[i].ID < s.Robots[j].ID })
	s.settle()
	return s, nil
}

func nameOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// setupField is the game file field a SetupError is about, for its position.
func setupField(se *SetupError, gf GameFile) string {
	if se.Robot != 0 {
		for i := len(gf.Players) - 1; i >= 0; i-- { // the last one listed is the one in conflict
			for j := len(gf.Players[i].Robots) - 1; j >= 0; j-- {
				if gf.Players[i].Robots[j].ID == se.Robot {
					f := fmt.Sprintf("players[%d].robots[%d]", i, j)
					if se.Field != "" {
						f += "." + se.Field
					}
					return f
				}
			}
		}
	}
	if se.Field != "" {
		return se.Field
	}
	return "players"
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

// robot reads a robot entry; a program error comes back as perr, anything
// else as the field and message.
func (rj RobotJSON) robot(player int, p Player, steps int) (r Robot, field, msg string, perr error) {
	r = Robot{ID: rj.ID, Name: rj.Name, Player: player, Colour: p.Colour, Facing: hexgrid.Dir(rj.Facing),
		Pointer: rj.Pointer, Fired: rj.ShotsFired, Out: rj.Out}
	if rj.Colour != "" {
		c, ok := ParseColour(rj.Colour)
		if !ok {
			return r, "colour", fmt.Sprintf("colour %q: want one of %s", rj.Colour, ColourNames()), nil
		}
		r.Colour = c
	}
	if rj.Start == nil {
		if !rj.Out {
			return r, "start", "no start hex: write \"start\": [col,row]", nil
		}
	} else {
		r.Cell = *rj.Start
	}
	if !r.Facing.Valid() && !rj.Out {
		return r, "facing", fmt.Sprintf("facing %d: directions are 1..6, clockwise from 1 = north", rj.Facing), nil
	}
	tests := map[int]string{}
	for k, v := range rj.Tests {
		n, err := strconv.Atoi(k)
		if err != nil || n < 1 || n > NumTests {
			return r, "tests." + k, fmt.Sprintf("tests are numbered \"1\" to \"%d\", found %q", NumTests, k), nil
		}
		tests[n] = v
	}
	prog, err := ParseProgram(rj.Program, tests, steps)
	if err != nil {
		return r, "", "", err
	}
	r.Program = prog
	for k, s := range rj.Lost {
		if s < 1 || s > len(prog.Steps) {
			return r, fmt.Sprintf("lost[%d]", k), fmt.Sprintf("lost step %d: the program has steps 1..%d", s, len(prog.Steps)), nil
		}
		r.Lost |= 1 << (s - 1)
	}
	return r, "", "", nil
}

// Replay plays the game's rounds from its setup, with their signals, until
// the game ends or the rounds run out. It returns the state after each
// round (states[0] is the setup) and the events of each round. A signal
// for a round the game does not reach is an error.
func (g *Game) Replay() (states []*State, events [][]Event, err error) {
	states = []*State{g.Setup}
	s := g.Setup
	last := s.Round // the last round played
	for k := 0; k < g.Rounds && !s.Over; k++ {
		round := s.Round + 1
		next, evs, err := PlayRound(s, g.Signals[round])
		if err != nil {
			return states, events, g.RoundError(round, err)
		}
		states = append(states, next)
		events = append(events, evs)
		s, last = next, round
	}
	rounds := make([]int, 0, len(g.Signals))
	for r := range g.Signals {
		rounds = append(rounds, r)
	}
	sort.Ints(rounds)
	for _, r := range rounds {
		if r > last {
			return states, events, g.RoundError(r, sentinel.Errorf(ErrProgram, "a signal for round %d, but the game ended in round %d", r, last))
		}
	}
	return states, events, nil
}

// RoundError places an error met while playing round (1-based) in the game file.
func (g *Game) RoundError(round int, err error) error {
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
	field := "signals"
	for k, sj := range g.File.Signals {
		if sj.Round == round {
			field = fmt.Sprintf("signals[%d]", k)
			break
		}
	}
	pe = posErr(PosError{File: g.name, Field: field, Err: sentinel}, "%s", Reason(err))
	if off, ok := jsonpos.Find(g.pos, field); ok {
		pe.Line, pe.Col = jsonpos.LineCol(g.data, off)
	}
	return pe
}

// StateJSON is a state as printed by `mecanoid resolve --json`; it can be
// pasted into a game file (players, round, next) to go on from there.
type StateJSON struct {
	Round   int          `json:"round"`
	Next    int          `json:"next"`
	Over    bool         `json:"over"`
	Winners []int        `json:"winners,omitempty"`
	Players []PlayerJSON `json:"players"`
}

// JSON is the state in its printed form.
func (s *State) JSON() StateJSON {
	sj := StateJSON{Round: s.Round, Next: s.Next, Over: s.Over, Winners: s.Winners, Players: []PlayerJSON{}}
	for p, pl := range s.Players {
		pj := PlayerJSON{Name: pl.Name, Camp: string(pl.Camp), Colour: string(pl.Colour), SignalsUsed: pl.SignalsUsed, Robots: []RobotJSON{}}
		for _, r := range s.Robots {
			if r.Player == p+1 {
				pj.Robots = append(pj.Robots, RobotToJSON(r))
			}
		}
		sj.Players = append(sj.Players, pj)
	}
	return sj
}

// RobotToJSON is a robot in the game file's form.
func RobotToJSON(r Robot) RobotJSON {
	c := r.Cell
	rj := RobotJSON{ID: r.ID, Name: r.Name, Colour: string(r.Colour), Start: &c, Facing: int(r.Facing),
		Pointer: r.Pointer, ShotsFired: r.Fired, Lost: r.LostSteps(), Out: r.Out}
	if r.Program != nil {
		rj.Program = r.Program.Text()
		if ts := r.Program.TestTexts(); len(ts) > 0 {
			rj.Tests = ts
		}
	}
	return rj
}
