package journal

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mecanoid/vision"
)

// Every game is kept the same way, whatever its kind (the engine's name:
// dr2d, netzwerk, hexprog, skirmish, tiles, or a game of a later day): its
// setup (the engine's game file without its inputs, everything inline),
// each step (a turn, a round, a tile world's input) with who played, what,
// and the position after it, committed whole or not at all, the scans of
// the table and the updates shown (schema in journal.go).

// A KeptGame is a game kept with NewKept: its setup and its steps.
type KeptGame struct {
	Info  GameInfo
	Kind  string
	Setup json.RawMessage
	First int // the number the first step has (or would have)
	Steps []KeptStep
}

// A KeptStep is one step of a kept game.
type KeptStep struct {
	Step   int
	Who    string
	Input  json.RawMessage
	Result json.RawMessage
}

// A KeptScan is one recorded scan of a kept game.
type KeptScan struct {
	Step     int
	What     string
	Seen     json.RawMessage // nil: nothing read
	Problems []string
}

// NewKept stores a new game of kind (the engine's name: "hexprog"): its
// name ("" makes one from today's date, "hexprog-2026-11-23-1") and its
// setup, the engine's game file without inputs, stored as JSON. Steps are
// numbered from 1 (NewKeptFrom for a game taken up in progress).
func (j *Journal) NewKept(kind, name string, setup any) (GameInfo, error) {
	return j.NewKeptFrom(kind, name, setup, 1)
}

// NewKeptFrom is NewKept for a game whose first step to record is first
// (a game started again from a position in progress: turn 8 played, first
// is 9).
func (j *Journal) NewKeptFrom(kind, name string, setup any, first int) (GameInfo, error) {
	if kind == "" || checkName(kind) != "" {
		return GameInfo{}, j.Fail(ErrBadRecord, nil, "new game: kind %q", kind)
	}
	if first < 0 {
		return GameInfo{}, j.Fail(ErrBadRecord, nil, "new %s game: first step %d", kind, first)
	}
	data, err := Marshal(setup)
	if err != nil || string(data) == "null" {
		return GameInfo{}, j.Fail(ErrBadRecord, err, "new %s game: setup: %v", kind, err)
	}
	if name != "" {
		if why := checkName(name); why != "" {
			return GameInfo{}, j.Fail(ErrGameName, nil, "%s name %q: %s", kindOf(kind).noun(), name, why)
		}
	}
	tx, err := j.db.Begin()
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	defer tx.Rollback()
	info, err := j.insertGame(tx, kind, name, string(data), first)
	if err != nil {
		return info, err
	}
	if err := tx.Commit(); err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	return info, nil
}

// insertGame stores a new game of kind in tx, named name ("" makes one
// from today's date: "hexprog-2026-11-23-1", or "2026-11-23-1" for a kind
// Dated). A game of a kind with a current one becomes it.
func (j *Journal) insertGame(tx *sql.Tx, kind, name, setup string, first int) (GameInfo, error) {
	now := j.now()
	taken := func(n string) (bool, error) {
		var c int
		err := tx.QueryRow("SELECT count(*) FROM games WHERE kind = ? AND name = ?", kind, n).Scan(&c)
		return c > 0, err
	}
	if name == "" {
		prefix := kind + "-"
		if kindOf(kind).Dated {
			prefix = ""
		}
		day := now.Format("2006-01-02")
		for n := 1; ; n++ {
			name = fmt.Sprintf("%s%s-%d", prefix, day, n)
			t, err := taken(name)
			if err != nil {
				return GameInfo{}, j.dbFail(err)
			}
			if !t {
				break
			}
		}
	} else if t, err := taken(name); err != nil {
		return GameInfo{}, j.dbFail(err)
	} else if t {
		return GameInfo{}, j.Fail(ErrGameName, nil, "%s name %q is taken", kindOf(kind).noun(), name)
	}
	stamp := now.UTC().Format(time.RFC3339Nano)
	touch := 0
	if kindOf(kind).Current {
		if err := tx.QueryRow("SELECT coalesce(max(touched), 0) + 1 FROM games").Scan(&touch); err != nil {
			return GameInfo{}, j.dbFail(err)
		}
	}
	res, err := tx.Exec("INSERT INTO games (kind, name, created, setup, first, touched) VALUES (?, ?, ?, ?, ?, ?)",
		kind, name, stamp, setup, first, touch)
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	created, _ := time.Parse(time.RFC3339Nano, stamp)
	return GameInfo{ID: id, Name: name, Created: created, Kind: kind, Used: touch}, nil
}

// keptGame reads a game's kind, first step and over flag in tx.
func (j *Journal) keptGame(tx *sql.Tx, game int64) (kind string, first int, over bool, err error) {
	err = tx.QueryRow("SELECT kind, first, over FROM games WHERE id = ?", game).Scan(&kind, &first, &over)
	if errors.Is(err, sql.ErrNoRows) {
		return "", 0, false, j.Fail(ErrUnknownGame, nil, "no game %d", game)
	}
	if err != nil {
		return "", 0, false, j.dbFail(err)
	}
	return kind, first, over, nil
}

// AddKeptStep records a step of a game: who played it (a player; "" for
// a round everybody plays), what they did (input) and the position after
// it (result), both stored as JSON, in one transaction: when it returns
// nil the step survives a crash or a power cut. Steps go in order
// (ErrTurnOrder); none after the game is over (ErrGameOver).
func (j *Journal) AddKeptStep(game int64, step int, who string, input, result any) error {
	return j.AddStepOf("", game, step, who, input, result)
}

// AddStepOf is AddKeptStep for a game that must be of kind want ("": any;
// another is ErrUnknownGame).
func (j *Journal) AddStepOf(want string, game int64, step int, who string, input, result any) error {
	in, err := Marshal(input)
	if err != nil {
		return j.Fail(ErrBadRecord, err, "game %d, step %d: input: %v", game, step, err)
	}
	res, err := Marshal(result)
	if err != nil || string(res) == "null" {
		return j.Fail(ErrBadRecord, err, "game %d, step %d: result: %v", game, step, err)
	}
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	kind, first, over, err := j.keptGame(tx, game)
	if err != nil {
		return err
	}
	if want != "" && kind != want {
		return j.Fail(ErrUnknownGame, nil, "no %s %d (it is a %s game)", want, game, kind)
	}
	if over {
		return j.Fail(ErrGameOver, nil, "%s game %d is over: no step %d", kind, game, step)
	}
	next := first
	if err := tx.QueryRow("SELECT coalesce(max(step) + 1, ?) FROM steps WHERE game = ?", first, game).Scan(&next); err != nil {
		return j.dbFail(err)
	}
	if step != next && kindOf(kind).Turns {
		return j.Fail(ErrTurnOrder, nil, "game %d: turn %d out of sequence: the next turn is %d", game, step, next)
	}
	if step != next {
		return j.Fail(ErrTurnOrder, nil, "%s game %d: step %d out of sequence: the next is %d", kind, game, step, next)
	}
	if _, err := tx.Exec("INSERT INTO steps (game, step, who, input, result, committed) VALUES (?, ?, ?, ?, ?, ?)",
		game, step, who, string(in), string(res), j.stamp()); err != nil {
		return j.dbFail(err)
	}
	if kindOf(kind).Current {
		if err := touch(tx, game); err != nil {
			return j.dbFail(err)
		}
	}
	return j.dbFailOrNil(tx.Commit())
}

// Use makes a game the current one of its kind (what `mecanoid tiles
// load` does with a world).
func (j *Journal) Use(game int64) error {
	return j.inGame(game, func(tx *sql.Tx) error { return j.dbFailOrNil(touch(tx, game)) })
}

// inGame runs change in one transaction on a game that is there, and
// commits it.
func (j *Journal) inGame(game int64, change func(tx *sql.Tx) error) error {
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	if _, _, _, err := j.keptGame(tx, game); err != nil {
		return err
	}
	if err := change(tx); err != nil {
		return err
	}
	return j.dbFailOrNil(tx.Commit())
}

// CopyKept stores a copy of a game, its setup and steps as kept, under a
// new name ("" makes one): a save to come back to. A game of a kind with
// a current one stays the current one, not its copy.
func (j *Journal) CopyKept(game int64, name string) (GameInfo, error) {
	kg, err := j.Kept(game)
	if err != nil {
		return GameInfo{}, err
	}
	if name != "" {
		if why := checkName(name); why != "" {
			return GameInfo{}, j.Fail(ErrGameName, nil, "%s name %q: %s", kindOf(kg.Kind).noun(), name, why)
		}
	}
	tx, err := j.db.Begin()
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	defer tx.Rollback()
	info, err := j.insertGame(tx, kg.Kind, name, string(kg.Setup), kg.First)
	if err != nil {
		return GameInfo{}, err
	}
	for _, st := range kg.Steps {
		if _, err := tx.Exec("INSERT INTO steps (game, step, who, input, result, committed) VALUES (?, ?, ?, ?, ?, ?)",
			info.ID, st.Step, st.Who, string(st.Input), string(st.Result), j.stamp()); err != nil {
			return GameInfo{}, j.dbFail(err)
		}
	}
	if kindOf(kg.Kind).Current {
		if err := touch(tx, game); err != nil {
			return GameInfo{}, j.dbFail(err)
		}
	}
	if err := tx.Commit(); err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	info.Turns = len(kg.Steps)
	return info, nil
}

func (j *Journal) dbFailOrNil(err error) error {
	if err != nil {
		return j.dbFail(err)
	}
	return nil
}

// touch makes a game the latest used: the current one of its kind.
func touch(tx *sql.Tx, game int64) error {
	_, err := tx.Exec("UPDATE games SET touched = (SELECT max(touched) + 1 FROM games) WHERE id = ?", game)
	return err
}

// RecordKeptScan records what the camera read at a step: what is the
// game's scan kind, seen is stored as JSON (nil: nothing read), problems
// are the scan's doubts or the rule a turn broke.
func (j *Journal) RecordKeptScan(game int64, step int, what string, seen any, problems []string) error {
	if what == "" || step < 0 {
		return j.Fail(ErrBadRecord, nil, "game %d: scan %q at step %d", game, what, step)
	}
	st, probs, err := scanColumns(seen, problems)
	if err != nil {
		return j.Fail(ErrBadRecord, err, "game %d, step %d: scan: %v", game, step, err)
	}
	return j.inGame(game, func(tx *sql.Tx) error {
		_, err := tx.Exec("INSERT INTO scans (game, step, what, seen, problems, at) VALUES (?, ?, ?, ?, ?, ?)",
			game, step, what, st, probs, j.stamp())
		return j.dbFailOrNil(err)
	})
}

// KeptScans lists a game's scans in the order they were made. What was
// seen is JSON, as Kept's steps are: a scan whose column is not is
// ErrCorruptJournal.
func (j *Journal) KeptScans(game int64) ([]KeptScan, error) {
	rows, err := j.db.Query("SELECT step, what, seen, problems FROM scans WHERE game = ? ORDER BY id", game)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []KeptScan
	for rows.Next() {
		var s KeptScan
		var seen sql.NullString
		var probs string
		if err := rows.Scan(&s.Step, &s.What, &seen, &probs); err != nil {
			return nil, j.dbFail(err)
		}
		if seen.Valid {
			if !json.Valid([]byte(seen.String)) {
				return nil, j.Fail(ErrCorruptJournal, nil, "game %d: scan at step %d: what was seen is not JSON", game, s.Step)
			}
			s.Seen = json.RawMessage(seen.String)
		}
		if err := Unmarshal([]byte(probs), &s.Problems); err != nil {
			return nil, j.Fail(ErrCorruptJournal, err, "game %d: scan problems: %v", game, err)
		}
		out = append(out, s)
	}
	return out, j.dbFailOrNil(rows.Err())
}

// inPlay runs change in one transaction on a game not over, and commits
// it; a game over is refused, refused saying what it refuses ("is already
// over").
func (j *Journal) inPlay(game int64, refused string, change func(tx *sql.Tx, kind string) error) error {
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	kind, _, over, err := j.keptGame(tx, game)
	if err != nil {
		return err
	}
	if over {
		return j.Fail(ErrGameOver, nil, "%s game %d %s", kind, game, refused)
	}
	if err := change(tx, kind); err != nil {
		return err
	}
	return j.dbFailOrNil(tx.Commit())
}

// SetKeptOver marks a game over; winner says who won, for people.
func (j *Journal) SetKeptOver(game int64, winner string) error {
	return j.inPlay(game, "is already over", func(tx *sql.Tx, _ string) error {
		if _, err := tx.Exec("UPDATE games SET over = 1, winner = ?, ended = ? WHERE id = ?", winner, j.stamp(), game); err != nil {
			return j.dbFail(err)
		}
		return nil
	})
}

// Kept reads a game back: its setup and every step recorded, in order.
func (j *Journal) Kept(game int64) (KeptGame, error) {
	var g KeptGame
	tx, err := j.db.Begin()
	if err != nil {
		return g, j.dbFail(err)
	}
	defer tx.Rollback()
	var created, setup string
	err = tx.QueryRow("SELECT kind, name, created, setup, first, over, winner, touched FROM games WHERE id = ?", game).
		Scan(&g.Kind, &g.Info.Name, &created, &setup, &g.First, &g.Info.Over, &g.Info.Winner, &g.Info.Used)
	if errors.Is(err, sql.ErrNoRows) {
		return g, j.Fail(ErrUnknownGame, nil, "no game %d", game)
	}
	if err != nil {
		return g, j.dbFail(err)
	}
	g.Info.ID, g.Info.Kind = game, g.Kind
	g.Info.Created, _ = time.Parse(time.RFC3339Nano, created)
	if !json.Valid([]byte(setup)) {
		return g, j.Fail(ErrCorruptJournal, nil, "%s game %q: the setup is not JSON", g.Kind, g.Info.Name)
	}
	g.Setup = json.RawMessage(setup)
	rows, err := tx.Query("SELECT step, who, input, result FROM steps WHERE game = ? ORDER BY step", game)
	if err != nil {
		return g, j.dbFail(err)
	}
	defer rows.Close()
	for rows.Next() {
		var s KeptStep
		var in, res string
		if err := rows.Scan(&s.Step, &s.Who, &in, &res); err != nil {
			return g, j.dbFail(err)
		}
		if !json.Valid([]byte(in)) || !json.Valid([]byte(res)) {
			return g, j.Fail(ErrCorruptJournal, nil, "%s game %q, step %d: not JSON", g.Kind, g.Info.Name, s.Step)
		}
		s.Input, s.Result = json.RawMessage(in), json.RawMessage(res)
		g.Steps = append(g.Steps, s)
	}
	if err := rows.Err(); err != nil {
		return g, j.dbFail(err)
	}
	g.Info.Turns = len(g.Steps)
	return g, nil
}

// KeptGames lists the games of kind ("": of every kind), oldest first.
func (j *Journal) KeptGames(kind string) ([]GameInfo, error) {
	rows, err := j.db.Query(`SELECT g.id, g.kind, g.name, g.created, g.over, g.winner, g.touched,
		(SELECT count(*) FROM steps s WHERE s.game = g.id)
		FROM games g WHERE ? IN ('', g.kind) ORDER BY g.id`, kind)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []GameInfo
	for rows.Next() {
		var g GameInfo
		var created string
		if err := rows.Scan(&g.ID, &g.Kind, &g.Name, &created, &g.Over, &g.Winner, &g.Used, &g.Turns); err != nil {
			return nil, j.dbFail(err)
		}
		g.Created, _ = time.Parse(time.RFC3339Nano, created)
		out = append(out, g)
	}
	return out, j.dbFailOrNil(rows.Err())
}

// FindKept finds a game of kind ("": any) by its number or its name; ""
// is the latest game of kind not over.
func (j *Journal) FindKept(kind, idOrName string) (GameInfo, error) {
	games, err := j.KeptGames(kind)
	if err != nil {
		return GameInfo{}, err
	}
	what := "game"
	if kind != "" {
		what = kind + " game"
	}
	if idOrName == "" {
		for i := len(games) - 1; i >= 0; i-- {
			if !games[i].Over {
				return games[i], nil
			}
		}
		return GameInfo{}, j.Fail(ErrUnknownGame, nil, "no %s in play", what)
	}
	id, numErr := strconv.ParseInt(idOrName, 10, 64)
	var found []GameInfo
	for _, g := range games {
		if g.Name == idOrName {
			found = append(found, g)
		}
	}
	for _, g := range games {
		if len(found) == 0 && numErr == nil && g.ID == id {
			found = append(found, g)
		}
	}
	switch len(found) {
	case 0:
		return GameInfo{}, j.Fail(ErrUnknownGame, nil, "no %s %q", what, idOrName)
	case 1:
		return found[0], nil
	}
	var kinds []string
	for _, g := range found {
		kinds = append(kinds, g.Kind)
	}
	return GameInfo{}, j.Fail(ErrUnknownGame, nil, "%q names a game of each of these kinds: %s; say which with --game", idOrName, strings.Join(kinds, ", "))
}

// KeptLog records entries of a game's log in one transaction.
func (j *Journal) KeptLog(game int64, entries ...Entry) error {
	if len(entries) == 0 {
		return nil
	}
	return j.inGame(game, func(tx *sql.Tx) error {
		at := j.stamp()
		for _, e := range entries {
			data, err := Marshal(e.Data)
			if err != nil {
				return j.Fail(ErrBadRecord, err, "game %d: update %d: %v", game, e.Seq, err)
			}
			if _, err := tx.Exec("INSERT INTO log (game, seq, step, kind, data, at) VALUES (?, ?, ?, ?, ?, ?)",
				game, e.Seq, e.Step, e.Kind, string(data), at); err != nil {
				return j.dbFail(err)
			}
		}
		return nil
	})
}

// UndoStep takes back step, the last step of a game, when the players
// agree it was wrong (a misread sheet, a piece knocked over): it leaves
// the steps, which resume, replay and export read, and stays in the
// game's log as an "undone" entry holding what it was.
func (j *Journal) UndoStep(game int64, step int) error {
	return j.inPlay(game, "is over: no step to undo", func(tx *sql.Tx, kind string) error {
		var undone struct {
			Step          int
			Who           string
			Input, Result json.RawMessage
			Committed     string
		}
		var in, res string
		err := tx.QueryRow("SELECT step, who, input, result, committed FROM steps WHERE game = ? ORDER BY step DESC LIMIT 1", game).
			Scan(&undone.Step, &undone.Who, &in, &res, &undone.Committed)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return j.Fail(ErrTurnOrder, nil, "%s game %d: no step to undo", kind, game)
		case err != nil:
			return j.dbFail(err)
		case undone.Step != step:
			return j.Fail(ErrTurnOrder, nil, "%s game %d: step %d cannot be undone: the last step is %d", kind, game, step, undone.Step)
		}
		undone.Input, undone.Result = json.RawMessage(in), json.RawMessage(res)
		data, err := json.Marshal(undone)
		if err != nil {
			return j.Fail(ErrBadRecord, err, "game %d: undo step %d: %v", game, step, err)
		}
		if _, err := tx.Exec("INSERT INTO log (game, seq, step, kind, data, at) VALUES (?, 0, ?, 'undone', ?, ?)", game, step, string(data), j.stamp()); err != nil {
			return j.dbFail(err)
		}
		if _, err := tx.Exec("DELETE FROM steps WHERE game = ? AND step = ?", game, step); err != nil {
			return j.dbFail(err)
		}
		return nil
	})
}

// A FrameRead is a frame a game's scan read (a file of a folder of
// frames, as the camera named it), and whether it is stale: read at
// another step than the last one kept (a step played since, its table
// not yet checked, or one undone since).
type FrameRead struct {
	Name  string
	Stale bool
}

// FramesRead are the frames a game's scans read, the latest first: a game
// taken up again from the same folder goes on from the last one it holds,
// or, when stale, from the next.
func (j *Journal) FramesRead(game int64) ([]FrameRead, error) {
	// A scan of a step kept later, or of one undone since, no longer
	// shows the position kept.
	rows, err := j.db.Query(`SELECT id, step, seen, step != coalesce((SELECT max(step) FROM steps WHERE game = ?), (SELECT first - 1 FROM games WHERE id = ?))
		FROM scans WHERE game = ? AND seen IS NOT NULL ORDER BY id DESC`, game, game, game)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []FrameRead
	for rows.Next() {
		var seen string
		var id, step int64
		var f FrameRead
		if err := rows.Scan(&id, &step, &seen, &f.Stale); err != nil {
			return nil, j.dbFail(err)
		}
		var st struct {
			Frame string `json:"frame"`
		}
		// A scan that does not say what it read is a damaged journal, not
		// a table to read again from the first frame.
		if err := json.Unmarshal([]byte(seen), &st); err != nil {
			return nil, j.Fail(ErrCorruptJournal, err, "journal is corrupt: scans row %d (game %d, step %d): seen is not what a camera read: %v", id, game, step, err)
		}
		if st.Frame != "" {
			f.Name = st.Frame
			out = append(out, f)
		}
	}
	return out, j.dbFailOrNil(rows.Err())
}

// Undone are the steps of a game taken back (UndoStep), in the order they
// were: step, who, input, result, as AddKeptStep kept them.
func (j *Journal) Undone(game int64) ([]KeptStep, error) {
	rows, err := j.db.Query("SELECT data FROM log WHERE game = ? AND kind = 'undone' ORDER BY id", game)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []KeptStep
	for rows.Next() {
		var data string
		if err := rows.Scan(&data); err != nil {
			return nil, j.dbFail(err)
		}
		var u struct {
			Step          int
			Who           string
			Input, Result json.RawMessage
		}
		if err := json.Unmarshal([]byte(data), &u); err != nil {
			return nil, j.Fail(ErrCorruptJournal, err, "game %d: an undone step does not read: %v", game, err)
		}
		out = append(out, KeptStep{Step: u.Step, Who: u.Who, Input: u.Input, Result: u.Result})
	}
	return out, j.dbFailOrNil(rows.Err())
}

// KeptRecorder returns the GameRecorder that writes one game's steps and
// scans to the journal.
func (j *Journal) KeptRecorder(game int64) GameRecorder { return keptRecorder{j, game} }

type keptRecorder struct {
	j    *Journal
	game int64
}

func (r keptRecorder) RecordStep(step int, who string, input, result any) error {
	return r.j.AddKeptStep(r.game, step, who, input, result)
}

func (r keptRecorder) UndoStep(step int) error { return r.j.UndoStep(r.game, step) }

func (r keptRecorder) RecordScan(step int, what string, st *vision.State, problems []string) error {
	var seen any
	if st != nil {
		seen = st
	}
	return r.j.RecordKeptScan(r.game, step, what, seen, problems)
}
