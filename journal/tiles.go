package journal

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"mecanoid/engine/tiles"
)

// ErrUnknownWorld: no tile world by that name or number in the journal.
var ErrUnknownWorld = errors.New("journal: no such tile world")

// SimulacreS tile worlds are kept as games of kind "tiles": the setup (a
// world file, its tiles inline) and each input played, with the world
// after it to check a replay against. The world created, played or
// loaded last is the current one.

// WorldInfo describes a stored tile world.
type WorldInfo struct {
	ID      int64
	Name    string
	Created time.Time
	Steps   int // inputs played
}

// NewWorld stores a new tile world: its name ("" makes one from today's
// date, "tiles-2026-11-23-1") and its setup, whose tiles must be inline
// (set_lines) and which has no inputs yet (they go in by AddStep). It
// becomes the current world.
func (j *Journal) NewWorld(name string, setup tiles.WorldFile) (WorldInfo, error) {
	if setup.SetLines == nil || setup.Set != "" {
		return WorldInfo{}, j.fail(ErrBadRecord, nil, "new world: the setup must carry its tiles inline (set_lines)")
	}
	if len(setup.Inputs) > 0 {
		return WorldInfo{}, j.fail(ErrBadRecord, nil, "new world: the setup has %d inputs; record them with AddStep", len(setup.Inputs))
	}
	data, err := marshal(setup)
	if err != nil {
		return WorldInfo{}, j.fail(ErrBadRecord, err, "new world: %v", err)
	}
	if _, err := tiles.ParseWorld("setup", data, nil); err != nil {
		return WorldInfo{}, j.fail(ErrBadRecord, err, "new world: %v", err)
	}
	if name != "" {
		if why := checkName(name); why != "" {
			return WorldInfo{}, j.fail(ErrGameName, nil, "world name %q: %s", name, why)
		}
	}
	tx, err := j.db.Begin()
	if err != nil {
		return WorldInfo{}, j.dbFail(err)
	}
	defer tx.Rollback()
	info, err := j.insertGame(tx, KindTiles, name, string(data), 1, true)
	if err != nil {
		return WorldInfo{}, err
	}
	if err := tx.Commit(); err != nil {
		return WorldInfo{}, j.dbFail(err)
	}
	return WorldInfo{ID: info.ID, Name: info.Name, Created: info.Created}, nil
}

// AddStep records input step (1, 2, ...) of a world and the world after
// it, in one transaction: when it returns nil the step survives a crash or
// a power cut. Steps go in order (ErrTurnOrder). The world becomes the
// current one.
func (j *Journal) AddStep(world int64, step int, in tiles.Input, result tiles.StateJSON) error {
	if result.Step != step {
		return j.fail(ErrBadRecord, nil, "world %d, step %d: the result is the world after step %d", world, step, result.Step)
	}
	input, err := marshal(in)
	if err != nil {
		return j.fail(ErrBadRecord, err, "world %d, step %d: %v", world, step, err)
	}
	res, err := marshal(result)
	if err != nil {
		return j.fail(ErrBadRecord, err, "world %d, step %d: %v", world, step, err)
	}
	if err := j.isWorld(j.db, world); err != nil {
		return err
	}
	return j.addStep(world, KindTiles, step, "", json.RawMessage(input), json.RawMessage(res), true)
}

// isWorld refuses a game that is not a tile world (ErrUnknownWorld); q
// is the journal's database, or the transaction under way.
func (j *Journal) isWorld(q interface {
	QueryRow(string, ...any) *sql.Row
}, world int64) error {
	var kind string
	err := q.QueryRow("SELECT kind FROM games WHERE id = ?", world).Scan(&kind)
	if errors.Is(err, sql.ErrNoRows) || err == nil && kind != KindTiles {
		return j.fail(ErrUnknownWorld, nil, "no world %d", world)
	}
	return j.dbFailOrNil(err)
}

// UseWorld makes a world the current one (what `mecanoid tiles load` does).
func (j *Journal) UseWorld(world int64) error {
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	if err := j.isWorld(tx, world); err != nil {
		return err
	}
	if err := touch(tx, world); err != nil {
		return j.dbFail(err)
	}
	return j.dbFailOrNil(tx.Commit())
}

func (j *Journal) dbFailOrNil(err error) error {
	if err != nil {
		return j.dbFail(err)
	}
	return nil
}

const worldColumns = `id, name, created, (SELECT count(*) FROM steps s WHERE s.game = games.id)`

func (j *Journal) scanWorld(row interface{ Scan(...any) error }) (WorldInfo, error) {
	var w WorldInfo
	var created string
	if err := row.Scan(&w.ID, &w.Name, &created, &w.Steps); err != nil {
		return w, err
	}
	t, err := time.Parse(time.RFC3339Nano, created)
	if err != nil {
		return w, j.fail(ErrCorruptJournal, err, "world %d: created %q: %v", w.ID, created, err)
	}
	w.Created = t
	return w, nil
}

// Worlds lists the stored tile worlds, the current one last.
func (j *Journal) Worlds() ([]WorldInfo, error) {
	rows, err := j.db.Query("SELECT "+worldColumns+" FROM games WHERE kind = ? ORDER BY touched, id", KindTiles)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var ws []WorldInfo
	for rows.Next() {
		w, err := j.scanWorld(rows)
		if err != nil {
			return nil, j.dbFail(err)
		}
		ws = append(ws, w)
	}
	return ws, j.dbFailOrNil(rows.Err())
}

// FindWorld finds a world by name, else by ID; "" is the current world
// (the one created, played or loaded last).
func (j *Journal) FindWorld(idOrName string) (WorldInfo, error) {
	var row *sql.Row
	switch id, err := strconv.ParseInt(idOrName, 10, 64); {
	case idOrName == "":
		row = j.db.QueryRow("SELECT "+worldColumns+" FROM games WHERE kind = ? ORDER BY touched DESC, id DESC LIMIT 1", KindTiles)
	case err == nil:
		row = j.db.QueryRow("SELECT "+worldColumns+" FROM games WHERE kind = ? AND (name = ? OR (id = ? AND NOT EXISTS (SELECT 1 FROM games WHERE kind = ? AND name = ?))) ORDER BY name = ? DESC LIMIT 1", KindTiles, idOrName, id, KindTiles, idOrName, idOrName)
	default:
		row = j.db.QueryRow("SELECT "+worldColumns+" FROM games WHERE kind = ? AND name = ?", KindTiles, idOrName)
	}
	w, err := j.scanWorld(row)
	if errors.Is(err, sql.ErrNoRows) {
		if idOrName == "" {
			return w, j.fail(ErrUnknownWorld, nil, "no tile world yet (mecanoid tiles new)")
		}
		return w, j.fail(ErrUnknownWorld, nil, "no tile world %q", idOrName)
	}
	if err != nil {
		var je *journalError
		if errors.As(err, &je) {
			return w, err
		}
		return w, j.dbFail(err)
	}
	return w, nil
}

// WorldFile is a stored world as a world file: its setup and every input,
// the tiles inline. tiles.ParseWorld reads it.
func (j *Journal) WorldFile(world int64) (tiles.WorldFile, error) {
	wf, _, err := j.loadWorld(world)
	return wf, err
}

func (j *Journal) loadWorld(world int64) (tiles.WorldFile, [][]byte, error) {
	var wf tiles.WorldFile
	if err := j.isWorld(j.db, world); err != nil {
		return wf, nil, err
	}
	kg, err := j.Kept(world)
	if err != nil {
		return wf, nil, err
	}
	if err := strictJSON(string(kg.Setup), &wf); err != nil {
		return wf, nil, j.fail(ErrCorruptJournal, err, "world %d: setup: %v", world, err)
	}
	var results [][]byte
	for _, st := range kg.Steps {
		if st.Step != len(results)+1 {
			return wf, nil, j.fail(ErrCorruptJournal, nil, "world %d: step %d follows step %d", world, st.Step, len(results))
		}
		var in tiles.Input
		if err := strictJSON(string(st.Input), &in); err != nil {
			return wf, nil, j.fail(ErrCorruptJournal, err, "world %d, step %d: input: %v", world, st.Step, err)
		}
		wf.Inputs = append(wf.Inputs, in)
		results = append(results, st.Result)
	}
	return wf, results, nil
}

// CopyWorld stores a copy of a world, its setup and inputs, under a new
// name ("" makes one): a save to come back to with `mecanoid tiles load`.
// The original stays the current world.
func (j *Journal) CopyWorld(world int64, name string) (WorldInfo, error) {
	wf, results, err := j.loadWorld(world)
	if err != nil {
		return WorldInfo{}, err
	}
	if name != "" {
		if why := checkName(name); why != "" {
			return WorldInfo{}, j.fail(ErrGameName, nil, "world name %q: %s", name, why)
		}
	}
	inputs := wf.Inputs
	wf.Inputs = nil
	setup, err := marshal(wf)
	if err != nil {
		return WorldInfo{}, j.fail(ErrBadRecord, err, "copy: %v", err)
	}
	tx, err := j.db.Begin()
	if err != nil {
		return WorldInfo{}, j.dbFail(err)
	}
	defer tx.Rollback()
	info, err := j.insertGame(tx, KindTiles, name, string(setup), 1, true)
	if err != nil {
		return WorldInfo{}, err
	}
	id := info.ID
	for i, in := range inputs {
		data, err := marshal(in)
		if err != nil {
			return WorldInfo{}, j.fail(ErrBadRecord, err, "copy: %v", err)
		}
		if _, err := tx.Exec("INSERT INTO steps (game, step, who, input, result, committed) VALUES (?, ?, '', ?, ?, ?)",
			id, i+1, string(data), string(results[i]), j.stamp()); err != nil {
			return WorldInfo{}, j.dbFail(err)
		}
	}
	if err := touch(tx, world); err != nil {
		return WorldInfo{}, j.dbFail(err)
	}
	if err := tx.Commit(); err != nil {
		return WorldInfo{}, j.dbFail(err)
	}
	return WorldInfo{ID: id, Name: info.Name, Created: info.Created, Steps: len(inputs)}, nil
}

// ResumedWorld is a stored world brought back by ResumeWorld.
type ResumedWorld struct {
	Info   WorldInfo
	World  *tiles.World
	States []*tiles.State  // States[0] is the setup, States[i] the world after step i
	Events [][]tiles.Event // Events[0] are the setup's, Events[i] those of step i
}

// Last is the world play continues from.
func (r *ResumedWorld) Last() *tiles.State { return r.States[len(r.States)-1] }

// ResumeWorld loads a world (by name or ID; "" for the current one) and
// replays its steps with the engine: each replayed world must be the one
// stored with its step (the generator's state included), or ResumeWorld
// fails with ErrDisagree naming the step.
func ResumeWorld(j *Journal, world string) (*ResumedWorld, error) {
	info, err := j.FindWorld(world)
	if err != nil {
		return nil, err
	}
	wf, results, err := j.loadWorld(info.ID)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(wf)
	if err != nil {
		return nil, j.fail(ErrCorruptJournal, err, "world %q: %v", info.Name, err)
	}
	w, err := tiles.ParseWorld(fmt.Sprintf("%s, world %s", j.path, info.Name), data, nil)
	if err != nil {
		return nil, j.fail(ErrDisagree, err, "world %q: the engine refuses the stored world: %v", info.Name, err)
	}
	states, events, err := w.Replay()
	if err != nil {
		return nil, j.fail(ErrDisagree, err, "world %q: journal and engine disagree at step %d: %v", info.Name, len(states), err)
	}
	for i, res := range results {
		a, _ := marshal(states[i+1].JSON())
		var stored tiles.StateJSON
		if err := strictJSON(string(res), &stored); err != nil {
			return nil, j.fail(ErrCorruptJournal, err, "world %q, step %d: result: %v", info.Name, i+1, err)
		}
		b, _ := marshal(stored)
		if !bytes.Equal(a, b) {
			return nil, j.fail(ErrDisagree, nil, "world %q: journal and engine disagree at step %d: the journal has %s, the replay %s", info.Name, i+1, b, a)
		}
	}
	return &ResumedWorld{Info: info, World: w, States: states, Events: events}, nil
}
