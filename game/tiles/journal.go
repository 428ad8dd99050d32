// SimulacreS tile worlds in the journal, kept as games of kind "tiles":
// the setup (a world file, its tiles inline) and each input played, with
// the world after it to check a replay against. The world created, played
// or loaded last is the current one.
package tiles

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"time"

	rules "mecanoid/engine/tiles"
	"mecanoid/fault"
	"mecanoid/journal"
)

// Kind is the kind of the tile worlds kept in the journal.
const Kind = "tiles"

// ErrUnknownWorld: no tile world by that name or number in the journal.
var ErrUnknownWorld = errors.New("journal: no such tile world")

// A world not there is bad input: the command line named it.
func init() {
	journal.RegisterKind(Kind, journal.Kind{Noun: "world", Current: true})
	fault.Register(ErrUnknownWorld, fault.Input)
}

// WorldInfo describes a stored tile world.
type WorldInfo struct {
	ID      int64
	Name    string
	Created time.Time
	Steps   int // inputs played
}

func worldInfo(g journal.GameInfo) WorldInfo {
	return WorldInfo{ID: g.ID, Name: g.Name, Created: g.Created, Steps: g.Turns}
}

// NewWorld stores a new tile world: its name ("" makes one from today's
// date, "tiles-2026-11-23-1") and its setup, whose tiles must be inline
// (set_lines) and which has no inputs yet (they go in by AddStep). It
// becomes the current world.
func NewWorld(j *journal.Journal, name string, setup rules.WorldFile) (WorldInfo, error) {
	if setup.SetLines == nil || setup.Set != "" {
		return WorldInfo{}, j.Fail(journal.ErrBadRecord, nil, "new world: the setup must carry its tiles inline (set_lines)")
	}
	if len(setup.Inputs) > 0 {
		return WorldInfo{}, j.Fail(journal.ErrBadRecord, nil, "new world: the setup has %d inputs; record them with AddStep", len(setup.Inputs))
	}
	data, err := journal.Marshal(setup)
	if err != nil {
		return WorldInfo{}, j.Fail(journal.ErrBadRecord, err, "new world: %v", err)
	}
	if _, err := rules.ParseWorld("setup", data, nil); err != nil {
		return WorldInfo{}, j.Fail(journal.ErrBadRecord, err, "new world: %v", err)
	}
	info, err := j.NewKept(Kind, name, json.RawMessage(data))
	if err != nil {
		return WorldInfo{}, err
	}
	return worldInfo(info), nil
}

// AddStep records input step (1, 2, ...) of a world and the world after
// it, in one transaction: when it returns nil the step survives a crash or
// a power cut. Steps go in order (journal.ErrTurnOrder). The world becomes
// the current one.
func AddStep(j *journal.Journal, world int64, step int, in rules.Input, result rules.StateJSON) error {
	if result.Step != step {
		return j.Fail(journal.ErrBadRecord, nil, "world %d, step %d: the result is the world after step %d", world, step, result.Step)
	}
	if _, err := kept(j, world); err != nil {
		return err
	}
	return j.AddStepOf(Kind, world, step, "", in, result)
}

// kept reads a world back; a game that is not a tile world is
// ErrUnknownWorld.
func kept(j *journal.Journal, world int64) (journal.KeptGame, error) {
	kg, err := j.Kept(world)
	if errors.Is(err, journal.ErrUnknownGame) || err == nil && kg.Kind != Kind {
		return kg, j.Fail(ErrUnknownWorld, nil, "no world %d", world)
	}
	return kg, err
}

// UseWorld makes a world the current one (what `mecanoid tiles load` does).
func UseWorld(j *journal.Journal, world int64) error {
	if _, err := kept(j, world); err != nil {
		return err
	}
	return j.Use(world)
}

// Worlds lists the stored tile worlds, the current one last.
func Worlds(j *journal.Journal) ([]WorldInfo, error) {
	games, err := byUse(j)
	if err != nil {
		return nil, err
	}
	var ws []WorldInfo
	for _, g := range games {
		ws = append(ws, worldInfo(g))
	}
	return ws, nil
}

// byUse are the tile worlds, the current one last.
func byUse(j *journal.Journal) ([]journal.GameInfo, error) {
	games, err := j.KeptGames(Kind)
	sort.SliceStable(games, func(a, b int) bool { return games[a].Used < games[b].Used })
	return games, err
}

// FindWorld finds a world by name, else by ID; "" is the current world
// (the one created, played or loaded last).
func FindWorld(j *journal.Journal, idOrName string) (WorldInfo, error) {
	games, err := byUse(j)
	if err != nil {
		return WorldInfo{}, err
	}
	if idOrName == "" {
		if len(games) == 0 {
			return WorldInfo{}, j.Fail(ErrUnknownWorld, nil, "no tile world yet (mecanoid tiles new)")
		}
		return worldInfo(games[len(games)-1]), nil
	}
	for _, g := range games {
		if g.Name == idOrName {
			return worldInfo(g), nil
		}
	}
	if id, err := strconv.ParseInt(idOrName, 10, 64); err == nil {
		for _, g := range games {
			if g.ID == id {
				return worldInfo(g), nil
			}
		}
	}
	return WorldInfo{}, j.Fail(ErrUnknownWorld, nil, "no tile world %q", idOrName)
}

// WorldFile is a stored world as a world file: its setup and every input,
// the tiles inline. rules.ParseWorld reads it.
func WorldFile(j *journal.Journal, world int64) (rules.WorldFile, error) {
	wf, _, err := loadWorld(j, world)
	return wf, err
}

func loadWorld(j *journal.Journal, world int64) (rules.WorldFile, [][]byte, error) {
	var wf rules.WorldFile
	kg, err := kept(j, world)
	if err != nil {
		return wf, nil, err
	}
	if err := journal.Unmarshal(kg.Setup, &wf); err != nil {
		return wf, nil, j.Fail(journal.ErrCorruptJournal, err, "world %d: setup: %v", world, err)
	}
	var results [][]byte
	for _, st := range kg.Steps {
		if st.Step != len(results)+1 {
			return wf, nil, j.Fail(journal.ErrCorruptJournal, nil, "world %d: step %d follows step %d", world, st.Step, len(results))
		}
		var in rules.Input
		if err := journal.Unmarshal(st.Input, &in); err != nil {
			return wf, nil, j.Fail(journal.ErrCorruptJournal, err, "world %d, step %d: input: %v", world, st.Step, err)
		}
		wf.Inputs = append(wf.Inputs, in)
		results = append(results, st.Result)
	}
	return wf, results, nil
}

// CopyWorld stores a copy of a world, its setup and inputs, under a new
// name ("" makes one): a save to come back to with `mecanoid tiles load`.
// The original stays the current world.
func CopyWorld(j *journal.Journal, world int64, name string) (WorldInfo, error) {
	if _, _, err := loadWorld(j, world); err != nil {
		return WorldInfo{}, err
	}
	info, err := j.CopyKept(world, name)
	if err != nil {
		return WorldInfo{}, err
	}
	return worldInfo(info), nil
}

// ResumedWorld is a stored world brought back by ResumeWorld.
type ResumedWorld struct {
	Info   WorldInfo
	World  *rules.World
	States []*rules.State  // States[0] is the setup, States[i] the world after step i
	Events [][]rules.Event // Events[0] are the setup's, Events[i] those of step i
}

// Last is the world play continues from.
func (r *ResumedWorld) Last() *rules.State { return r.States[len(r.States)-1] }

// ResumeWorld loads a world (by name or ID; "" for the current one) and
// replays its steps with the engine: each replayed world must be the one
// stored with its step (the generator's state included), or ResumeWorld
// fails with journal.ErrDisagree naming the step.
func ResumeWorld(j *journal.Journal, world string) (*ResumedWorld, error) {
	info, err := FindWorld(j, world)
	if err != nil {
		return nil, err
	}
	wf, results, err := loadWorld(j, info.ID)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(wf)
	if err != nil {
		return nil, j.Fail(journal.ErrCorruptJournal, err, "world %q: %v", info.Name, err)
	}
	w, err := rules.ParseWorld(fmt.Sprintf("%s, world %s", j.Path(), info.Name), data, nil)
	if err != nil {
		return nil, j.Fail(journal.ErrDisagree, err, "world %q: the engine refuses the stored world: %v", info.Name, err)
	}
	states, events, err := w.Replay()
	if err != nil {
		return nil, j.Fail(journal.ErrDisagree, err, "world %q: journal and engine disagree at step %d: %v", info.Name, len(states), err)
	}
	for i, res := range results {
		a, _ := journal.Marshal(states[i+1].JSON())
		var stored rules.StateJSON
		if err := journal.Unmarshal(res, &stored); err != nil {
			return nil, j.Fail(journal.ErrCorruptJournal, err, "world %q, step %d: result: %v", info.Name, i+1, err)
		}
		b, _ := journal.Marshal(stored)
		if !bytes.Equal(a, b) {
			return nil, j.Fail(journal.ErrDisagree, nil, "world %q: journal and engine disagree at step %d: the journal has %s, the replay %s", info.Name, i+1, b, a)
		}
	}
	return &ResumedWorld{Info: info, World: w, States: states, Events: events}, nil
}
