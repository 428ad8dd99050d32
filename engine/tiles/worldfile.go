package tiles

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/jsonpos"
)

// GameName is the "game" field of a world file.
const GameName = "simulacres"

// WorldFile is the JSON form of a world: its setup and the inputs played
// since (docs/tiles-format.md). Field names are stable.
type WorldFile struct {
	Game       string          `json:"game,omitempty"` // "simulacres"
	Set        string          `json:"set,omitempty"`  // tile set file, relative to the world file
	SetLines   []string        `json:"set_lines,omitempty"`
	Seed       uint64          `json:"seed"`
	Dice       string          `json:"dice,omitempty"` // d4 (default), d6, 2d6
	Start      []StartJSON     `json:"start,omitempty"`
	Characters []CharacterJSON `json:"characters"`
	Plans      []PlanJSON      `json:"plans,omitempty"`
	Inputs     []Input         `json:"inputs,omitempty"`
}

// StartJSON is a start tile.
type StartJSON struct {
	At     Pos    `json:"at"`
	Tile   string `json:"tile"`
	Facing string `json:"facing,omitempty"`
}

// CharacterJSON is a character and its cell.
type CharacterJSON struct {
	Name string `json:"name"`
	At   Pos    `json:"at"`
	Cell string `json:"cell,omitempty"`
}

// PlanJSON is a plan.
type PlanJSON struct {
	Character string `json:"character"`
	At        Pos    `json:"at"`
	Tile      string `json:"tile"`
	Facing    string `json:"facing,omitempty"`
}

// World is a world file read: its setup state and events, and its inputs.
type World struct {
	Setup       *State
	SetupEvents []Event
	Inputs      []Input
	File        WorldFile // with the set and added tiles inline

	name string
	data []byte
	pos  map[string]int64
}

// ParseWorld reads a world file. load reads the files it names (the set,
// tiles added); it may be nil when they are inline. Errors are *PosError
// naming the file, line, column and field.
func ParseWorld(file string, data []byte, load Loader) (*World, error) {
	var wf WorldFile
	if err := jsonpos.Decode(file, data, &wf, "world", ErrSyntax); err != nil {
		return nil, err
	}
	w := &World{name: file, data: data, pos: jsonpos.Offsets(data)}
	if wf.Game != "" && !strings.EqualFold(wf.Game, GameName) {
		return nil, w.fieldErrf(ErrSetup, "game", "game %q: a world file is %q", wf.Game, GameName)
	}
	set, lines, err := w.readSet(wf.Set, wf.SetLines, "set", load)
	if err != nil {
		return nil, err
	}
	wf.Game, wf.Set, wf.SetLines = GameName, "", lines
	su := Setup{Set: set, Seed: wf.Seed}
	d, err := ParseDice(wf.Dice)
	if err != nil {
		return nil, w.fieldErrf(ErrSetup, "dice", "%s", sentinel.Said(err))
	}
	su.Dice = d
	for k, st := range wf.Start {
		t := StartTile{At: st.At, Tile: st.Tile}
		if st.Facing != "" {
			f, ok := ParseDir(st.Facing)
			if !ok {
				return nil, w.fieldErrf(ErrSetup, fmt.Sprintf("start[%d].facing", k), "facing %q: N, E, S or W", st.Facing)
			}
			t.Facing = &f
		}
		su.Start = append(su.Start, t)
	}
	for _, c := range wf.Characters {
		su.Characters = append(su.Characters, StartCharacter(c))
	}
	for k, pj := range wf.Plans {
		pn := Plan{Character: pj.Character, At: pj.At, Tile: pj.Tile}
		if pj.Facing != "" {
			f, ok := ParseDir(pj.Facing)
			if !ok {
				return nil, w.fieldErrf(ErrSetup, fmt.Sprintf("plans[%d].facing", k), "facing %q: N, E, S or W", pj.Facing)
			}
			pn.Facing, pn.Oriented = f, true
		}
		su.Plans = append(su.Plans, pn)
	}
	s, evs, err := NewWorld(su)
	if err != nil {
		field, msg, _ := setupField(err)
		return nil, w.fieldErrf(ErrSetup, field, "%s", msg)
	}
	for k := range wf.Inputs {
		in := &wf.Inputs[k]
		if strings.EqualFold(in.Do, "add") && in.Set != "" {
			field := fmt.Sprintf("inputs[%d].set", k)
			if in.Tiles != nil {
				return nil, w.fieldErrf(ErrSyntax, field, "give \"set\" (a file) or \"tiles\" (its lines), not both")
			}
			if _, in.Tiles, err = w.readSet(in.Set, nil, field, load); err != nil {
				return nil, err
			}
			in.Set = ""
		}
	}
	w.Setup, w.SetupEvents, w.Inputs, w.File = s, evs, wf.Inputs, wf
	return w, nil
}

func (w *World) fieldErrf(sentinel error, field, format string, args ...any) error {
	pe := posErr(PosError{File: w.name, Field: field, Err: sentinel}, format, args...)
	if off, ok := jsonpos.Find(w.pos, field); ok {
		pe.Line, pe.Col = jsonpos.LineCol(w.data, off)
	}
	return pe
}

// readSet reads a set from a file or inline lines; lines is the set as
// MarshalSet writes it, to keep inline.
func (w *World) readSet(file string, inline []string, field string, load Loader) (*Set, []string, error) {
	var name string
	var data []byte
	switch {
	case file != "" && inline != nil:
		return nil, nil, w.fieldErrf(ErrSyntax, field, "give \"set\" (a file) or \"set_lines\", not both")
	case inline != nil:
		name, data = w.name+" ("+field+"_lines)", []byte(strings.Join(inline, "\n"))
	case file == "":
		return nil, nil, w.fieldErrf(ErrSyntax, field, "no tiles: give \"set\" (a tile set file) or \"set_lines\"")
	case load == nil:
		return nil, nil, w.fieldErrf(ErrSetup, field, "cannot read set file %q here", file)
	default:
		name = file
		if !path.IsAbs(name) {
			name = path.Join(path.Dir(w.name), name)
		}
		var err error
		if data, err = load(name); err != nil {
			return nil, nil, w.fieldErrf(ErrSetup, field, "set file %q: %v", name, err)
		}
	}
	set, err := ParseSet(name, data, load)
	if err != nil {
		return nil, nil, err
	}
	return set, SetLines(set), nil
}

// SetLines is the set as MarshalSet writes it, one string a line.
func SetLines(s *Set) []string {
	return strings.Split(strings.TrimSuffix(string(MarshalSet(s)), "\n"), "\n")
}

// Replay plays the inputs over the setup: states[0] is the setup and
// states[i] the world after input i; events[0] are the setup's.
func (w *World) Replay() (states []*State, events [][]Event, err error) {
	states, events = []*State{w.Setup}, [][]Event{w.SetupEvents}
	for i, in := range w.Inputs {
		next, evs, err := Apply(states[len(states)-1], in)
		if err != nil {
			return states, events, w.InputError(i, err)
		}
		states, events = append(states, next), append(events, evs)
	}
	return states, events, nil
}

// InputError places an error of input i (0-based) in the world file.
func (w *World) InputError(i int, err error) error {
	var pe *PosError
	if errors.As(err, &pe) {
		return err
	}
	sentinel := ErrInput
	if errors.Is(err, ErrSetup) {
		sentinel = ErrSetup
	}
	return w.fieldErrf(sentinel, fmt.Sprintf("inputs[%d]", i), "input %d: %s", i+1, Reason(err))
}

// StateJSON is a world as `mecanoid tiles show --json` prints it and the
// journal keeps it after each input.
type StateJSON struct {
	Step       int             `json:"step"`
	Dice       string          `json:"dice"`
	Rand       string          `json:"rand"` // the generator's state, a decimal number
	Tiles      []PlacedJSON    `json:"tiles"`
	Holes      []Pos           `json:"holes,omitempty"`
	Hiatus     []HiatusJSON    `json:"hiatus,omitempty"`
	Characters []CharacterJSON `json:"characters"`
	Plans      []PlanJSON      `json:"plans,omitempty"`
	Pile       int             `json:"pile"` // tiles left to draw
}

// PlacedJSON is a placed tile.
type PlacedJSON struct {
	At     Pos    `json:"at"`
	Tile   string `json:"tile"`
	Copy   int    `json:"copy,omitempty"`
	Facing string `json:"facing"`
	Realm  string `json:"realm"`
}

// HiatusJSON is a Hiatus waiting to be settled.
type HiatusJSON struct {
	At    Pos        `json:"at"`
	Plans []PlanJSON `json:"plans"`
}

func planJSON(p Plan) PlanJSON {
	pj := PlanJSON{Character: p.Character, At: p.At, Tile: p.Tile}
	if p.Oriented {
		pj.Facing = p.Facing.String()
	}
	return pj
}

// JSON is the state in its printed form.
func (s *State) JSON() StateJSON {
	sj := StateJSON{Step: s.Step, Dice: string(s.Dice), Rand: strconv.FormatUint(s.Rand.State, 10),
		Tiles: []PlacedJSON{}, Holes: s.Holes, Characters: []CharacterJSON{}, Pile: len(s.Pile())}
	for _, t := range s.Tiles {
		pj := PlacedJSON{At: t.At, Tile: s.Set.Tiles[t.Tile].Name, Facing: t.Facing.String(), Realm: s.Set.Tiles[t.Tile].Realm}
		if s.Set.Tiles[t.Tile].Copies > 1 {
			pj.Copy = t.Copy
		}
		sj.Tiles = append(sj.Tiles, pj)
	}
	for _, h := range s.Hiatus {
		hj := HiatusJSON{At: h.At}
		for _, p := range h.Plans {
			hj.Plans = append(hj.Plans, planJSON(p))
		}
		sj.Hiatus = append(sj.Hiatus, hj)
	}
	for _, c := range s.Characters {
		sj.Characters = append(sj.Characters, CharacterJSON{Name: c.Name, At: c.At, Cell: c.Cell.String()})
	}
	for _, p := range s.Plans {
		sj.Plans = append(sj.Plans, planJSON(p))
	}
	return sj
}
