package skirmish

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/jsonpos"
	"mecanoid/internal/poserr"
)

// Game is a saved game: a starting position and the actions of each turn.
type Game struct {
	Setup *State
	Turns [][]Action
	File  GameFile

	name string
	data []byte
	pos  map[string]int64
}

// GameFile is the JSON form of a game (docs/skirmish-format.md).
type GameFile struct {
	Game           string     `json:"game"`                        // "skirmish"
	Map            string     `json:"map,omitempty"`               // map file, relative to the game file
	MapLines       []string   `json:"map_lines,omitempty"`         // or its lines inline
	RobotTypes     string     `json:"robot_types,omitempty"`       // types file; default: the bundled types
	RobotTypeLines []string   `json:"robot_types_lines,omitempty"` // or its lines inline
	Round          int        `json:"round,omitempty"`             // round the file starts in; default 1
	ToPlay         string     `json:"to_play,omitempty"`           // team whose turn comes first; default the first team
	Teams          []TeamJSON `json:"teams"`
	Turns          []TurnJSON `json:"turns,omitempty"`
}

// TeamJSON is a team in a game file.
type TeamJSON struct {
	Name      string      `json:"name"`
	Commander int         `json:"commander"`
	Robots    []RobotJSON `json:"robots"`           // on the field (or destroyed)
	Garage    []RobotJSON `json:"garage,omitempty"` // waiting to be called
}

// RobotJSON is a robot in a game file.
type RobotJSON struct {
	ID        int    `json:"id"`
	Type      string `json:"type"`
	Plot      string `json:"plot,omitempty"`
	Structure *int   `json:"structure,omitempty"` // default: the type's
	Destroyed bool   `json:"destroyed,omitempty"`
}

// TurnJSON is one team's turn: its actions in order.
type TurnJSON struct {
	Team    string   `json:"team,omitempty"` // optional check: the team on turn
	Actions []string `json:"actions"`
}

// Loader reads a file named in a game file, relative to the game file.
type Loader func(name string) ([]byte, error)

// ParseGame reads a game file. load reads the map and types files it names;
// it may be nil when they are inline. Errors are *PosError naming the file,
// line, column and field.
func ParseGame(file string, data []byte, load Loader) (*Game, error) {
	var gf GameFile
	if err := jsonpos.DecodeGame(file, data, &gf, "skirmish", "the skirmish", ErrSyntax); err != nil {
		return nil, err
	}
	g := &Game{File: gf, name: file, data: data, pos: jsonpos.Offsets(data)}
	if !strings.EqualFold(gf.Game, "skirmish") {
		return nil, g.fieldErrf(ErrSyntax, "game", "\"game\" is %q; a skirmish game file says \"game\": \"skirmish\"", gf.Game)
	}
	m, err := g.loadMap(load)
	if err != nil {
		return nil, err
	}
	cat, err := g.loadTypes(load)
	if err != nil {
		return nil, err
	}
	if len(gf.Teams) != 2 {
		return nil, g.fieldErrf(ErrSetup, "teams", "a skirmish has two teams, found %d", len(gf.Teams))
	}
	var teams [2]Team
	var robots []Robot
	field := map[int]string{} // robot ID → its field path, for errors
	for ti, tj := range gf.Teams {
		tf := fmt.Sprintf("teams[%d]", ti)
		if strings.TrimSpace(tj.Name) == "" {
			return nil, g.fieldErrf(ErrSetup, tf+".name", "team %d has no name", ti+1)
		}
		teams[ti] = Team{Name: tj.Name, Commander: tj.Commander}
		for li, list := range [][]RobotJSON{tj.Robots, tj.Garage} {
			for ri, rj := range list {
				rf := fmt.Sprintf("%s.%s[%d]", tf, []string{"robots", "garage"}[li], ri)
				t, ok := cat.Type(rj.Type)
				if !ok {
					return nil, g.fieldErrf(ErrSetup, rf+".type", "robot %d: no robot type %q (types: %s)", rj.ID, rj.Type, typeList(cat))
				}
				r := Robot{ID: rj.ID, Team: ti, Type: t, Plot: rj.Plot, Structure: t.Structure, Destroyed: rj.Destroyed}
				if rj.Structure != nil {
					r.Structure = *rj.Structure
				}
				if r.Destroyed && rj.Structure == nil {
					r.Structure = 0
				}
				switch {
				case li == 0 && !r.Destroyed && rj.Plot == "":
					return nil, g.fieldErrf(ErrSetup, rf, "robot %d: a robot on the field needs a \"plot\" (robots waiting to be called go in \"garage\")", rj.ID)
				case li == 1 && rj.Plot != "":
					return nil, g.fieldErrf(ErrSetup, rf+".plot", "robot %d is in the garage: it has no plot until it is called", rj.ID)
				case rj.Plot != "" && !m.Has(rj.Plot):
					return nil, g.fieldErrf(ErrSetup, rf+".plot", "robot %d on plot %s, which is not on the map", rj.ID, rj.Plot)
				}
				if prev, dup := field[rj.ID]; dup {
					return nil, g.fieldErrf(ErrSetup, rf+".id", "robot %d is listed twice (also at %s)", rj.ID, prev)
				}
				field[rj.ID] = rf
				robots = append(robots, r)
			}
		}
	}
	round := 1
	if gf.Round != 0 {
		round = gf.Round
	}
	side := 0
	if gf.ToPlay != "" {
		side = teamIndex(teams, gf.ToPlay)
		if side < 0 {
			return nil, g.fieldErrf(ErrSetup, "to_play", "no team %q (teams: %s, %s)", gf.ToPlay, teams[0].Name, teams[1].Name)
		}
	}
	setup, err := NewState(m, cat, teams, robots, round, side)
	if err != nil {
		return nil, g.fieldErrf(ErrSetup, g.setupField(err, field), "%s", sentinel.Said(err))
	}
	g.Setup = setup
	for t, tj := range gf.Turns {
		var acts []Action
		for i, text := range tj.Actions {
			a, err := ParseAction(text)
			if err != nil {
				var ae *ActionError
				errors.As(err, &ae)
				ae.Action = i + 1
				var said any = ae.Msg
				if ae.Said.Format != "" {
					said = ae.Said // to be said in the user's language
				}
				return nil, g.actionFail(t, i, ae.Col, poserr.M("%s: turn %d, action %d: %s", poserr.Msg{Format: ae.Rule()}, t+1, i+1, said), ae)
			}
			acts = append(acts, a)
		}
		g.Turns = append(g.Turns, acts)
	}
	return g, nil
}

// fieldErrf makes a PosError for a field of the game file.
func (g *Game) fieldErrf(sentinel error, field, format string, args ...any) error {
	pe := posErr(PosError{File: g.name, Field: field, Err: sentinel}, format, args...)
	if off, ok := jsonpos.Find(g.pos, field); ok {
		pe.Line, pe.Col = jsonpos.LineCol(g.data, off)
	}
	return pe
}

// actionFail places an error in action i of turn t; col is the column in the
// action's text (0: the action's start).
func (g *Game) actionFail(t, i, col int, msg any, err error) error {
	field := fmt.Sprintf("turns[%d].actions[%d]", t, i)
	if i < 0 {
		field = fmt.Sprintf("turns[%d]", t)
	}
	pe := posErr(PosError{File: g.name, Field: field, Err: err}, "%s", msg)
	if off, ok := jsonpos.Find(g.pos, field); ok {
		if col > 0 && g.pos[field] == off && off < int64(len(g.data)) && g.data[off] == '"' {
			off += int64(col) // past the opening quote
		}
		pe.Line, pe.Col = jsonpos.LineCol(g.data, off)
	}
	return pe
}

// setupField guesses the field a NewState error is about from the robot it names.
func (g *Game) setupField(err error, field map[int]string) string {
	msg := err.Error()
	for ti, t := range g.File.Teams {
		if strings.Contains(msg, "team "+t.Name+":") {
			return fmt.Sprintf("teams[%d].commander", ti)
		}
	}
	var id int
	if i := strings.Index(msg, "robot "); i >= 0 {
		fmt.Sscanf(msg[i+len("robot "):], "%d", &id)
	}
	if f, ok := field[id]; ok {
		if strings.Contains(msg, "plot") {
			return f + ".plot"
		}
		if strings.Contains(msg, "structure") {
			return f + ".structure"
		}
		return f + ".id"
	}
	if strings.HasPrefix(msg, "skirmish: invalid setup: round") {
		return "round"
	}
	return "teams"
}

func teamIndex(teams [2]Team, name string) int {
	for i, t := range teams {
		if strings.EqualFold(t.Name, name) {
			return i
		}
	}
	return -1
}

func typeList(c *Catalog) string {
	var ids []string
	for _, t := range c.Types {
		ids = append(ids, t.ID)
	}
	return strings.Join(ids, ", ")
}

func (g *Game) loadMap(load Loader) (*Map, error) {
	gf := g.File
	switch {
	case gf.Map != "" && gf.MapLines != nil:
		return nil, g.fieldErrf(ErrSyntax, "map", "give either \"map\" (a file) or \"map_lines\", not both")
	case gf.MapLines != nil:
		return ParseMap(g.name+" (map_lines)", []byte(strings.Join(gf.MapLines, "\n")))
	case gf.Map == "":
		return nil, g.fieldErrf(ErrSyntax, "map", "no map: give \"map\" (a map file) or \"map_lines\"")
	}
	name, data, err := g.read(load, gf.Map, "map")
	if err != nil {
		return nil, err
	}
	return ParseMap(name, data)
}

func (g *Game) loadTypes(load Loader) (*Catalog, error) {
	gf := g.File
	switch {
	case gf.RobotTypes != "" && gf.RobotTypeLines != nil:
		return nil, g.fieldErrf(ErrSyntax, "robot_types", "give either \"robot_types\" (a file) or \"robot_types_lines\", not both")
	case gf.RobotTypeLines != nil:
		return ParseTypes(g.name+" (robot_types_lines)", []byte(strings.Join(gf.RobotTypeLines, "\n")))
	case gf.RobotTypes == "":
		return DefaultCatalog(), nil
	}
	name, data, err := g.read(load, gf.RobotTypes, "robot_types")
	if err != nil {
		return nil, err
	}
	return ParseTypes(name, data)
}

func (g *Game) read(load Loader, file, field string) (string, []byte, error) {
	if load == nil {
		return "", nil, g.fieldErrf(ErrSetup, field, "cannot read file %q here", file)
	}
	name := file
	if !path.IsAbs(name) {
		name = path.Join(path.Dir(g.name), name)
	}
	data, err := load(name)
	if err != nil {
		return "", nil, g.fieldErrf(ErrSetup, field, "%s file %q: %v", field, name, err)
	}
	return name, data, nil
}

// Replay folds the game's turns over its setup: the state after each turn
// (states[0] is the setup) and the events of each turn.
func (g *Game) Replay() (states []*State, events [][]Event, err error) {
	states = []*State{g.Setup}
	for t := range g.Turns {
		next, evs, err := g.ResolveTurn(t, states[len(states)-1])
		if err != nil {
			return states, events, err
		}
		states = append(states, next)
		events = append(events, evs)
	}
	return states, events, nil
}

// ResolveTurn plays turn t of the file from s; errors are placed in the file.
func (g *Game) ResolveTurn(t int, s *State) (*State, []Event, error) {
	tj := g.File.Turns[t]
	if s.Over {
		return nil, nil, g.actionFail(t, -1, 0, fmt.Sprintf("turn %d: the game is over: %s", t+1, s.Result.Text(s)),
			&ActionError{Msg: "the game is over", Err: ErrGameOver})
	}
	if tj.Team != "" && !strings.EqualFold(tj.Team, s.Teams[s.Side].Name) {
		ae := &ActionError{Msg: fmt.Sprintf("turn %d is %s's (round %d), not %s's", t+1, s.Teams[s.Side].Name, s.Round, tj.Team), Err: ErrWrongTeam}
		return nil, nil, g.actionFail(t, -1, 0, ae.Msg, ae)
	}
	next, evs, err := Resolve(s, g.Turns[t])
	if err != nil {
		var ae *ActionError
		if !errors.As(err, &ae) {
			return nil, nil, err
		}
		msg := fmt.Sprintf("%s: turn %d (round %d, %s): %s", ae.Rule(), t+1, s.Round, s.Teams[s.Side].Name, ae.Reason())
		return nil, nil, g.actionFail(t, ae.Action-1, ae.Col, msg, ae)
	}
	return next, evs, nil
}

// StateJSON is a state as printed by `mecanoid resolve --json`; its teams
// can be pasted into a game file to start from that position.
type StateJSON struct {
	Round  int        `json:"round"`
	ToPlay string     `json:"to_play"`
	Teams  []TeamJSON `json:"teams"`
	Over   bool       `json:"over"`
	Result *Result    `json:"result,omitempty"`
}

// JSON is the state in its printed form.
func (s *State) JSON() StateJSON {
	sj := StateJSON{Round: s.Round, ToPlay: s.Teams[s.Side].Name, Over: s.Over}
	if s.Over {
		r := s.Result
		sj.Result = &r
	}
	for ti, t := range s.Teams {
		tj := TeamJSON{Name: t.Name, Commander: t.Commander, Robots: []RobotJSON{}}
		for _, r := range s.Robots {
			if r.Team != ti {
				continue
			}
			rj := RobotJSON{ID: r.ID, Type: r.Type.ID, Plot: r.Plot, Destroyed: r.Destroyed}
			if r.Structure != r.Type.Structure && !r.Destroyed {
				st := r.Structure
				rj.Structure = &st
			}
			if r.InGarage() {
				tj.Garage = append(tj.Garage, rj)
			} else {
				tj.Robots = append(tj.Robots, rj)
			}
		}
		sj.Teams = append(sj.Teams, tj)
	}
	return sj
}

// ruleName is a sentinel's text without the package prefix: "too far".
func ruleName(err error) string { return strings.TrimPrefix(err.Error(), "skirmish: ") }
