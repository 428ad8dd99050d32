package referee

import (
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"

	nz "mecanoid/engine/netzwerk"
	"mecanoid/vision"
)

// netzwerkSchema keeps Netzwerk games beside the DR2D ones: a game's setup
// (a Netzwerk game file without turns), each turn as the referee read it
// from the table (its actions in the notation of game files, and the
// position after it), the scans, illegal turns included, and the updates
// shown. Created on first use, so that older journals take them without a
// migration.
const netzwerkSchema = `
CREATE TABLE IF NOT EXISTS netzwerk_games (
	id      INTEGER PRIMARY KEY,
	name    TEXT NOT NULL UNIQUE,
	created TEXT NOT NULL,              -- RFC 3339, UTC
	setup   TEXT NOT NULL,              -- Netzwerk game file JSON, no turns
	over    INTEGER NOT NULL DEFAULT 0,
	winner  TEXT NOT NULL DEFAULT '',
	ended   TEXT
);
CREATE TABLE IF NOT EXISTS netzwerk_turns (
	game      INTEGER NOT NULL REFERENCES netzwerk_games(id),
	turn      INTEGER NOT NULL CHECK (turn >= 1), -- as the game counts them (the setup's turn + 1, ...)
	player    INTEGER NOT NULL CHECK (player IN (1, 2)),
	actions   TEXT NOT NULL,            -- JSON array of actions, "R4 [4,3] using B5", "B8 [1,3]"
	result    TEXT NOT NULL,            -- netzwerk.StateJSON after the turn
	committed TEXT NOT NULL,
	PRIMARY KEY (game, turn)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS netzwerk_scans (
	id       INTEGER PRIMARY KEY,
	game     INTEGER NOT NULL REFERENCES netzwerk_games(id),
	turn     INTEGER NOT NULL CHECK (turn >= 0),
	what     TEXT NOT NULL,             -- start, turn, put back, illegal
	seen     TEXT,                      -- what the camera read, JSON
	problems TEXT NOT NULL,             -- JSON array: the scan's doubts, or the rule an illegal turn broke
	at       TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS netzwerk_scans_game ON netzwerk_scans (game, turn);
CREATE TABLE IF NOT EXISTS netzwerk_log (
	id     INTEGER PRIMARY KEY,
	game   INTEGER NOT NULL REFERENCES netzwerk_games(id),
	seq    INTEGER NOT NULL,
	turn   INTEGER NOT NULL,
	kind   TEXT NOT NULL,
	data   TEXT NOT NULL,               -- the Update, JSON
	at     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS netzwerk_log_game ON netzwerk_log (game, id);
`

// Netzwerk scan kinds (RecordNetzwerkScan).
const (
	NetzScanStart   = "start"    // the starting position
	NetzScanTurn    = "turn"     // the table after a player's turn
	NetzScanPutBack = "put back" // the table after an illegal turn was undone
	NetzScanIllegal = "illegal"  // an illegal turn (no picture): its problems are the rule broken
)

func (j *Journal) netzwerkTables() error {
	if _, err := j.db.Exec(netzwerkSchema); err != nil {
		return j.dbFail(err)
	}
	return nil
}

// NewNetzwerkGame stores a new Netzwerk game: its name ("" makes one from
// today's date, "netzwerk-2026-11-23-1") and its setup, a game file with
// no turns (netzwerk.NewGameFile of the starting position).
func (j *Journal) NewNetzwerkGame(name string, setup nz.GameFile) (GameInfo, error) {
	if err := j.netzwerkTables(); err != nil {
		return GameInfo{}, err
	}
	if len(setup.Turns) > 0 {
		return GameInfo{}, j.fail(ErrBadRecord, nil, "new Netzwerk game: the setup has %d turns; record turns with AddNetzwerkTurn", len(setup.Turns))
	}
	setup.Turns = [][]string{}
	data, err := marshal(setup)
	if err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	if _, err := nz.ParseGame("setup", data); err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new Netzwerk game: %v", err)
	}
	if name != "" {
		if why := checkName(name); why != "" {
			return GameInfo{}, j.fail(ErrGameName, nil, "game name %q: %s", name, why)
		}
	}
	now := j.now()
	tx, err := j.db.Begin()
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	defer tx.Rollback()
	taken := func(n string) (bool, error) {
		var c int
		err := tx.QueryRow("SELECT count(*) FROM netzwerk_games WHERE name = ?", n).Scan(&c)
		return c > 0, err
	}
	if name == "" {
		day := now.Format("2006-01-02")
		for n := 1; ; n++ {
			name = fmt.Sprintf("netzwerk-%s-%d", day, n)
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
		return GameInfo{}, j.fail(ErrGameName, nil, "game name %q is taken", name)
	}
	res, err := tx.Exec("INSERT INTO netzwerk_games (name, created, setup) VALUES (?, ?, ?)",
		name, now.UTC().Format(time.RFC3339Nano), string(data))
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	if err := tx.Commit(); err != nil {
		return GameInfo{}, j.dbFail(err)
	}
	created, _ := time.Parse(time.RFC3339Nano, now.UTC().Format(time.RFC3339Nano))
	return GameInfo{ID: id, Name: name, Created: created}, nil
}

// netzwerkGame reads a game's setup and over flag in tx.
func (j *Journal) netzwerkGame(tx *sql.Tx, game int64) (nz.GameFile, bool, error) {
	var setup string
	var over bool
	var gf nz.GameFile
	err := tx.QueryRow("SELECT setup, over FROM netzwerk_games WHERE id = ?", game).Scan(&setup, &over)
	if errors.Is(err, sql.ErrNoRows) {
		return gf, false, j.fail(ErrUnknownGame, nil, "no Netzwerk game %d", game)
	}
	if err != nil {
		return gf, false, j.dbFail(err)
	}
	if err := strictJSON(setup, &gf); err != nil {
		return gf, false, j.fail(ErrCorruptJournal, err, "Netzwerk game %d: setup: %v", game, err)
	}
	return gf, over, nil
}

// AddNetzwerkTurn records a turn of a game, as read from the table: the
// player, the actions and the position after them, in one transaction:
// when it returns nil the turn survives a crash or a power cut. Turns go
// in order (ErrTurnOrder), numbered as the game counts them.
func (j *Journal) AddNetzwerkTurn(game int64, turn int, player nz.Player, t nz.Turn, result nz.StateJSON) error {
	if err := j.netzwerkTables(); err != nil {
		return err
	}
	if result.Turn != turn {
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d, turn %d: the result is the position after turn %d", game, turn, result.Turn)
	}
	if player != nz.Player1 && player != nz.Player2 {
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d, turn %d: player %d", game, turn, player)
	}
	actions, err := marshal(nz.TurnStrings(t))
	if err != nil {
		return j.fail(ErrBadRecord, err, "Netzwerk game %d, turn %d: %v", game, turn, err)
	}
	res, err := marshal(result)
	if err != nil {
		return j.fail(ErrBadRecord, err, "Netzwerk game %d, turn %d: %v", game, turn, err)
	}
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	gf, over, err := j.netzwerkGame(tx, game)
	if err != nil {
		return err
	}
	if over {
		return j.fail(ErrGameOver, nil, "Netzwerk game %d is over: no turn %d", game, turn)
	}
	last := 0
	if gf.Setup != nil {
		last = gf.Setup.Turn
	}
	if err := tx.QueryRow("SELECT coalesce(max(turn), ?) FROM netzwerk_turns WHERE game = ?", last, game).Scan(&last); err != nil {
		return j.dbFail(err)
	}
	if turn != last+1 {
		return j.fail(ErrTurnOrder, nil, "Netzwerk game %d: turn %d out of sequence: the next turn is %d", game, turn, last+1)
	}
	if _, err := tx.Exec("INSERT INTO netzwerk_turns (game, turn, player, actions, result, committed) VALUES (?, ?, ?, ?, ?, ?)",
		game, turn, int(player), string(actions), string(res), j.stamp()); err != nil {
		return j.dbFail(err)
	}
	return j.dbFailOrNil(tx.Commit())
}

// RecordNetzwerkScan records what the camera read at a turn (the setup's
// turn at the start): what is a NetzScan kind, seen is stored as JSON
// (nil: nothing read), problems are the scan's doubts or the rule an
// illegal turn broke.
func (j *Journal) RecordNetzwerkScan(game int64, turn int, what string, seen any, problems []string) error {
	if err := j.netzwerkTables(); err != nil {
		return err
	}
	switch what {
	case NetzScanStart, NetzScanTurn, NetzScanPutBack, NetzScanIllegal:
	default:
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d, turn %d: scan %q: want %q, %q, %q or %q", game, turn, what,
			NetzScanStart, NetzScanTurn, NetzScanPutBack, NetzScanIllegal)
	}
	if turn < 0 {
		return j.fail(ErrBadRecord, nil, "Netzwerk game %d: scan at turn %d", game, turn)
	}
	var st sql.NullString
	if seen != nil {
		b, err := marshal(seen)
		if err != nil {
			return j.fail(ErrBadRecord, err, "Netzwerk game %d, turn %d: scan: %v", game, turn, err)
		}
		if string(b) != "null" {
			st = sql.NullString{String: string(b), Valid: true}
		}
	}
	if problems == nil {
		problems = []string{}
	}
	probs, _ := marshal(problems)
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	if _, _, err := j.netzwerkGame(tx, game); err != nil {
		return err
	}
	if _, err := tx.Exec("INSERT INTO netzwerk_scans (game, turn, what, seen, problems, at) VALUES (?, ?, ?, ?, ?, ?)",
		game, turn, what, st, string(probs), j.stamp()); err != nil {
		return j.dbFail(err)
	}
	return j.dbFailOrNil(tx.Commit())
}

// NetzwerkScan is one recorded scan.
type NetzwerkScan struct {
	Turn     int
	What     string
	Problems []string
}

// NetzwerkScans lists a game's scans in the order they were made.
func (j *Journal) NetzwerkScans(game int64) ([]NetzwerkScan, error) {
	if err := j.netzwerkTables(); err != nil {
		return nil, err
	}
	rows, err := j.db.Query("SELECT turn, what, problems FROM netzwerk_scans WHERE game = ? ORDER BY id", game)
	if err != nil {
		return nil, j.dbFail(err)
	}
	defer rows.Close()
	var out []NetzwerkScan
	for rows.Next() {
		var s NetzwerkScan
		var probs string
		if err := rows.Scan(&s.Turn, &s.What, &probs); err != nil {
			return nil, j.dbFail(err)
		}
		if err := strictJSON(probs, &s.Problems); err != nil {
			return nil, j.fail(ErrCorruptJournal, err, "Netzwerk game %d: scan problems: %v", game, err)
		}
		out = append(out, s)
	}
	return out, j.dbFailOrNil(rows.Err())
}

// SetNetzwerkOver marks a game over; winner says who won, for people.
func (j *Journal) SetNetzwerkOver(game int64, winner string) error {
	if err := j.netzwerkTables(); err != nil {
		return err
	}
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	_, over, err := j.netzwerkGame(tx, game)
	if err != nil {
		return err
	}
	if over {
		return j.fail(ErrGameOver, nil, "Netzwerk game %d is already over", game)
	}
	if _, err := tx.Exec("UPDATE netzwerk_games SET over = 1, winner = ?, ended = ? WHERE id = ?", winner, j.stamp(), game); err != nil {
		return j.dbFail(err)
	}
	return j.dbFailOrNil(tx.Commit())
}

// NetzwerkGameFile is a stored game as a Netzwerk game file: its setup and
// every turn recorded. `mecanoid resolve` replays it; the positions it
// gives are checked against those stored, so that a journal the engine
// disagrees with is refused (ErrDisagree).
func (j *Journal) NetzwerkGameFile(game int64) (nz.GameFile, GameInfo, error) {
	var info GameInfo
	if err := j.netzwerkTables(); err != nil {
		return nz.GameFile{}, info, err
	}
	tx, err := j.db.Begin()
	if err != nil {
		return nz.GameFile{}, info, j.dbFail(err)
	}
	defer tx.Rollback()
	gf, over, err := j.netzwerkGame(tx, game)
	if err != nil {
		return gf, info, err
	}
	var created string
	if err := tx.QueryRow("SELECT name, created, winner FROM netzwerk_games WHERE id = ?", game).Scan(&info.Name, &created, &info.Winner); err != nil {
		return gf, info, j.dbFail(err)
	}
	info.ID, info.Over = game, over
	info.Created, _ = time.Parse(time.RFC3339Nano, created)
	rows, err := tx.Query("SELECT turn, actions, result FROM netzwerk_turns WHERE game = ? ORDER BY turn", game)
	if err != nil {
		return gf, info, j.dbFail(err)
	}
	defer rows.Close()
	var results []string
	for rows.Next() {
		var n int
		var actions, res string
		if err := rows.Scan(&n, &actions, &res); err != nil {
			return gf, info, j.dbFail(err)
		}
		var t []string
		if err := strictJSON(actions, &t); err != nil {
			return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %d, turn %d: actions: %v", game, n, err)
		}
		gf.Turns = append(gf.Turns, t)
		results = append(results, res)
	}
	if err := rows.Err(); err != nil {
		return gf, info, j.dbFail(err)
	}
	info.Turns = len(gf.Turns)
	data, err := marshal(gf)
	if err != nil {
		return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %d: %v", game, err)
	}
	g, err := nz.ParseGame(fmt.Sprintf("%s, game %s", j.path, info.Name), data)
	if err != nil {
		return gf, info, j.fail(ErrDisagree, err, "Netzwerk game %q: the engine refuses the stored game: %v", info.Name, err)
	}
	states, _, _, err := g.Replay()
	if err != nil {
		return gf, info, j.fail(ErrDisagree, err, "Netzwerk game %q: %v", info.Name, err)
	}
	for i, res := range results {
		a, _ := marshal(states[i+1].JSON())
		var stored nz.StateJSON
		if err := strictJSON(res, &stored); err != nil {
			return gf, info, j.fail(ErrCorruptJournal, err, "Netzwerk game %q, turn %d: result: %v", info.Name, i+1, err)
		}
		b, _ := marshal(stored)
		if string(a) != string(b) {
			return gf, info, j.fail(ErrDisagree, nil, "Netzwerk game %q: journal and engine disagree after turn %d: the journal has %s, the replay %s", info.Name, stored.Turn, b, a)
		}
	}
	return gf, info, nil
}

// NetzwerkLog records updates of a game in one transaction.
func (j *Journal) NetzwerkLog(game int64, updates ...Update) error {
	if len(updates) == 0 {
		return nil
	}
	if err := j.netzwerkTables(); err != nil {
		return err
	}
	tx, err := j.db.Begin()
	if err != nil {
		return j.dbFail(err)
	}
	defer tx.Rollback()
	if _, _, err := j.netzwerkGame(tx, game); err != nil {
		return err
	}
	at := j.stamp()
	for _, u := range updates {
		data, err := marshal(u)
		if err != nil {
			return j.fail(ErrBadRecord, err, "Netzwerk game %d: update %d: %v", game, u.Seq, err)
		}
		if _, err := tx.Exec("INSERT INTO netzwerk_log (game, seq, turn, kind, data, at) VALUES (?, ?, ?, ?, ?, ?)",
			game, u.Seq, u.Turn, u.Kind, string(data), at); err != nil {
			return j.dbFail(err)
		}
	}
	return j.dbFailOrNil(tx.Commit())
}

// NetzwerkRecorder returns the recorder that writes one Netzwerk game's
// turns and scans to the journal, for Netzwerk.Record.
func (j *Journal) NetzwerkRecorder(game int64) NetzwerkRecorder { return netzRecorder{j, game} }

type netzRecorder struct {
	j    *Journal
	game int64
}

func (r netzRecorder) RecordTurn(turn int, player nz.Player, t nz.Turn, result nz.StateJSON) error {
	return r.j.AddNetzwerkTurn(r.game, turn, player, t, result)
}

func (r netzRecorder) RecordScan(turn int, what string, st *vision.State, problems []string) error {
	var seen any
	if st != nil {
		seen = st
	}
	return r.j.RecordNetzwerkScan(r.game, turn, what, seen, problems)
}

// NetzwerkDisplay returns a Display writing a Netzwerk game's updates to
// the journal, kept and written together where the referee waits for the
// players (as LogDisplay does for DR2D).
func (j *Journal) NetzwerkDisplay(game int64) *NetzwerkLogDisplay {
	return &NetzwerkLogDisplay{j: j, game: game}
}

// NetzwerkLogDisplay is the Display of NetzwerkDisplay.
type NetzwerkLogDisplay struct {
	j    *Journal
	game int64

	mu      sync.Mutex
	pending []Update
	err     error
}

// Show keeps u, and writes what is kept when the referee waits for people.
func (d *NetzwerkLogDisplay) Show(u Update) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending = append(d.pending, u)
	switch u.Kind {
	case UpdateStart, UpdateAsk, UpdateIllegal, UpdateVerify, UpdateOver:
		d.flushLocked()
	}
}

// Flush writes the updates kept so far, and returns the first error met
// writing any.
func (d *NetzwerkLogDisplay) Flush() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.flushLocked()
	return d.err
}

func (d *NetzwerkLogDisplay) flushLocked() {
	if len(d.pending) == 0 {
		return
	}
	if err := d.j.NetzwerkLog(d.game, d.pending...); err != nil && d.err == nil {
		d.err = err
	}
	d.pending = d.pending[:0]
}
