// Package journal keeps every game refereed at the table in one SQLite
// file: each game with its kind and setup, each step played (who played,
// what, and the position after it, committed whole or not at all), each
// scan of the table, and the log of what the referee showed, so that a
// power cut loses no complete step and a game can be replayed, exported
// and taken up again. It is the only package that talks to SQLite.
package journal

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"modernc.org/sqlite"

	"mecanoid/engine/dr2d"
	"mecanoid/vision"
)

// Journal errors, tested with errors.Is. The errors themselves name the
// journal file and say more.
var (
	// ErrNotJournal: the file is not a mecanoid journal (not SQLite, or
	// another program's database).
	ErrNotJournal = errors.New("journal: not a mecanoid journal")
	// ErrCorruptJournal: the journal is damaged (SQLite's check fails, or its
	// records contradict each other).
	ErrCorruptJournal = errors.New("journal: journal is corrupt")
	// ErrNewerJournal: the journal was written by a newer mecanoid.
	ErrNewerJournal = errors.New("journal: journal written by a newer mecanoid")
	// ErrUnknownGame: no game by that name or number in the journal.
	ErrUnknownGame = errors.New("journal: no such game")
	// ErrGameName: a new game's name is taken or not acceptable.
	ErrGameName = errors.New("journal: bad game name")
	// ErrTurnOrder: a turn was recorded out of sequence.
	ErrTurnOrder = errors.New("journal: turn out of sequence")
	// ErrGameOver: a turn or an end was recorded for a game already over.
	ErrGameOver = errors.New("journal: game is over")
	// ErrBadRecord: a record the journal refuses (a setup whose board is not
	// inline, an unknown kind of scan...).
	ErrBadRecord = errors.New("journal: invalid journal record")
	// ErrDisagree: replaying the stored programs with the engine does not
	// give the stored results.
	ErrDisagree = errors.New("journal: journal and engine disagree")
)

// journalError is an error about one journal file: "journal: FILE: msg".
// errs holds the sentinel, then the cause if any.
type journalError struct {
	path string
	msg  string
	errs []error
}

func (e *journalError) Error() string   { return "journal: " + e.path + ": " + e.msg }
func (e *journalError) Unwrap() []error { return e.errs }

func (j *Journal) fail(sentinel error, cause error, format string, args ...any) error {
	errs := []error{sentinel}
	if cause != nil {
		errs = append(errs, cause)
	}
	return &journalError{path: j.path, msg: fmt.Sprintf(format, args...), errs: errs}
}

const (
	// applicationID marks the SQLite file as a mecanoid journal ("MCNJ"),
	// so that another program's database is never taken for one.
	applicationID = 0x4D434E4A
	// schemaVersion is PRAGMA user_version; bump it with a migration
	// (migrate.go). 1: DR2D's tables, with kept_ and tiles_ tables made on
	// first use; 2: one set of tables for every game.
	schemaVersion = 2
)

// Kinds of games the journal itself knows of: DR2D's games are named by
// their date alone; tile worlds have a current one.
const (
	KindDR2D  = "dr2d"
	KindTiles = "tiles"
)

const schema = `
CREATE TABLE games (
	id      INTEGER PRIMARY KEY,
	kind    TEXT NOT NULL,              -- the engine: dr2d, netzwerk, hexprog, skirmish, tiles, ...
	name    TEXT NOT NULL,
	created TEXT NOT NULL,              -- RFC 3339, UTC
	setup   TEXT NOT NULL,              -- the engine's game file JSON, everything inline, no inputs
	first   INTEGER NOT NULL DEFAULT 1, -- the number of the first step
	over    INTEGER NOT NULL DEFAULT 0,
	winner  TEXT NOT NULL DEFAULT '',
	ended   TEXT,
	touched INTEGER NOT NULL DEFAULT 0, -- grows each time a tile world is used: the latest is the current one
	UNIQUE (kind, name)
);
CREATE TABLE steps (
	game      INTEGER NOT NULL REFERENCES games(id),
	step      INTEGER NOT NULL CHECK (step >= 0),
	who       TEXT NOT NULL,            -- the player, when the step is one player's
	input     TEXT NOT NULL,            -- JSON, in the engine's game file form
	result    TEXT NOT NULL,            -- the engine's state JSON after the step
	committed TEXT NOT NULL,
	PRIMARY KEY (game, step)
) WITHOUT ROWID;
CREATE TABLE scans (
	id       INTEGER PRIMARY KEY,
	game     INTEGER NOT NULL REFERENCES games(id),
	step     INTEGER NOT NULL CHECK (step >= 0),
	what     TEXT NOT NULL,             -- the referee's scan kinds: start, check, fix, turn, illegal
	seen     TEXT,                      -- what the camera read, JSON
	problems TEXT NOT NULL,             -- JSON array: the scan's doubts, or the rule a turn broke
	at       TEXT NOT NULL
);
CREATE INDEX scans_game ON scans (game, step);
CREATE TABLE log (
	id     INTEGER PRIMARY KEY,
	game   INTEGER NOT NULL REFERENCES games(id),
	seq    INTEGER NOT NULL,
	step   INTEGER NOT NULL,
	kind   TEXT NOT NULL,
	data   TEXT NOT NULL,               -- the update shown, JSON
	at     TEXT NOT NULL
);
CREATE INDEX log_game ON log (game, id);
`

// Journal keeps every game, turn, scan and update in an SQLite file. A
// turn is complete when its programs and its result are committed
// together; the journal never holds half a turn. Its methods are safe for
// concurrent use.
type Journal struct {
	db       *sql.DB
	path     string
	now      func() time.Time
	readOnly bool   // OpenReadOnly's: nothing written
	lock     *lock  // OpenJournal's: one writer at a time
	tmp      string // OpenReadOnly's upgraded copy of an older journal
}

// GameInfo describes a stored game.
type GameInfo struct {
	ID      int64
	Name    string
	Created time.Time
	Turns   int // complete turns
	Over    bool
	Winner  string // as given to SetOver
	Kind    string // the game's engine: "dr2d", "netzwerk", "tiles", ...
}

// OpenJournal opens the journal at path to write to it, creating it if the
// file does not exist or is empty. A file that is not a journal, or a
// damaged one, is refused with an error naming it (ErrNotJournal,
// ErrCorruptJournal); so is a journal another mecanoid writes to
// (ErrInUse: one writer at a time), and one that cannot be written (read-
// only media, a full disk): all before the referee takes its first
// picture. OpenReadOnly reads one without writing to it.
func OpenJournal(file string) (*Journal, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, fmt.Errorf("journal: %s: %w", file, err)
	}
	l, err := lockFile(abs)
	if err != nil {
		return nil, err
	}
	j, err := open(file, abs, false)
	if err != nil {
		l.release()
		return nil, err
	}
	j.lock = l
	// A write now, so that a journal that cannot take one says so before
	// the game begins, not at its first turn.
	if _, err := j.db.Exec(fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
		j.Close()
		return nil, &journalError{path: file, msg: "cannot write the journal: " + err.Error(), errs: []error{err}}
	}
	return j, nil
}

// OpenReadOnly opens the journal at path to read it: it writes nothing
// (not even an upgrade: an older journal is upgraded in a copy), takes no
// lock, and works on read-only media and beside a referee writing to it.
func OpenReadOnly(file string) (*Journal, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, fmt.Errorf("journal: %s: %w", file, err)
	}
	if _, err := os.Stat(abs); err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	j, err := open(file, abs, true)
	if c := sqliteCode(err); c == sqliteReadOnly || c == sqliteCantOpen {
		// Read-only media: SQLite cannot make the files it reads a
		// journal's write-ahead log with; nobody writes there anyway.
		j, err = open(file, abs, true, "immutable")
	}
	if err != errOlder {
		return j, err
	}
	// Written by an older mecanoid: read an upgraded copy.
	tmp, err := os.MkdirTemp("", "mecanoid-journal-")
	if err != nil {
		return nil, fmt.Errorf("journal: %s: a copy to upgrade: %w", file, err)
	}
	data, err := os.ReadFile(abs)
	if err == nil {
		err = os.WriteFile(filepath.Join(tmp, "journal"), data, 0o600)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("journal: %s: a copy to upgrade: %w", file, err)
	}
	j, err = OpenJournal(filepath.Join(tmp, "journal"))
	if err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	j.path, j.tmp = file, tmp
	return j, nil
}

// removeDir removes folder dir and the files in it, one by one (the
// upgraded copy of an older journal, beside its lock and SQLite's files;
// os.RemoveAll left them under qemu-user).
func removeDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	return os.Remove(dir)
}

// errOlder: a journal opened read-only was written by an older mecanoid.
var errOlder = errors.New("journal: older")

// open opens the journal file (abs its absolute path), to read only or to
// write too.
func open(file, abs string, readOnly bool, options ...string) (*Journal, error) {
	// busy_timeout: another mecanoid (export, the web page) may be reading.
	// synchronous=FULL: in WAL mode, NORMAL may lose the last commits on a
	// power cut (the WAL is not synced at each commit); FULL syncs it before
	// the commit returns, so a turn reported complete survives the cut.
	// journal_mode=WAL is set below, once the file is known to be ours.
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(5000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(FULL)")
	for _, o := range options {
		q.Set(o, "1")
	}
	if readOnly {
		q.Set("mode", "ro")
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate") // writers take the lock at BEGIN: no deadlock on upgrade
	}
	dsn := "file:" + (&url.URL{Path: filepath.ToSlash(abs)}).EscapedPath() + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("journal: %s: %w", file, err)
	}
	// One connection: the journal is small and written by one referee;
	// this also keeps the per-connection settings in one place.
	db.SetMaxOpenConns(1)
	j := &Journal{db: db, path: file, now: time.Now, readOnly: readOnly}
	if err := j.init(); err != nil {
		db.Close()
		return nil, err
	}
	return j, nil
}

// Path is the journal's file name, as given to OpenJournal.
func (j *Journal) Path() string { return j.path }

// Close closes the journal, and lets its lock go.
func (j *Journal) Close() error {
	err := j.db.Close()
	j.lock.release()
	if j.tmp != "" {
		if rerr := removeDir(j.tmp); err == nil {
			err = rerr
		}
	}
	return err
}

// sqliteCode is the primary SQLite result code of err, or 0.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}

const (
	sqliteReadOnly = 8
	sqliteCorrupt  = 11
	sqliteCantOpen = 14
	sqliteNotADB   = 26
)

// openFail classifies an error met while opening.
func (j *Journal) openFail(err error) error {
	switch sqliteCode(err) {
	case sqliteNotADB:
		return j.fail(ErrNotJournal, err, "not a mecanoid journal (not an SQLite database)")
	case sqliteCorrupt:
		return j.fail(ErrCorruptJournal, err, "journal is corrupt: %v", err)
	}
	return &journalError{path: j.path, msg: "cannot open the journal: " + err.Error(), errs: []error{err}}
}

// init checks the file is ours (or empty), turns WAL on and creates the schema.
func (j *Journal) init() error {
	var appID, version, objects int
	if err := j.db.QueryRow("PRAGMA application_id").Scan(&appID); err != nil {
		return j.openFail(err)
	}
	if err := j.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return j.openFail(err)
	}
	if err := j.db.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&objects); err != nil {
		return j.openFail(err)
	}
	fresh := appID == 0 && version == 0 && objects == 0
	switch {
	case fresh && j.readOnly:
		return j.fail(ErrUnknownGame, nil, "an empty journal: no game in it")
	case fresh:
	case appID != applicationID:
		return j.fail(ErrNotJournal, nil, "not a mecanoid journal (an SQLite database of another program)")
	case version > schemaVersion:
		return j.fail(ErrNewerJournal, nil, "journal version %d, this mecanoid reads up to %d", version, schemaVersion)
	case version < 1:
		return j.fail(ErrCorruptJournal, nil, "journal is corrupt: no schema version")
	default:
		// Cheap for a journal (kilobytes to a few megabytes), and it
		// refuses a damaged file before the referee writes to it.
		if problems, err := j.check("quick_check(4)"); err != nil {
			return j.openFail(err)
		} else if problems != "" {
			return j.fail(ErrCorruptJournal, nil, "journal is corrupt: %s", problems)
		}
		if version < schemaVersion && j.readOnly {
			return errOlder
		}
		if version < schemaVersion {
			if err := j.migrate(version); err != nil {
				return err
			}
		}
	}
	if j.readOnly {
		return nil
	}
	var mode string
	if err := j.db.QueryRow("PRAGMA journal_mode=WAL").Scan(&mode); err != nil {
		return j.openFail(err)
	}
	if !strings.EqualFold(mode, "wal") {
		return &journalError{path: j.path, msg: "cannot use write-ahead logging (journal_mode " + mode + ")"}
	}
	if !fresh {
		return nil
	}
	tx, err := j.db.Begin()
	if err != nil {
		return j.openFail(err)
	}
	defer tx.Rollback()
	// Another process may have created it since we looked.
	if err := tx.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&objects); err != nil {
		return j.openFail(err)
	}
	if objects > 0 {
		tx.Rollback()
		return j.init()
	}
	for _, stmt := range []string{schema,
		fmt.Sprintf("PRAGMA application_id = %d", applicationID),
		fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)} {
		if _, err := tx.Exec(stmt); err != nil {
			return j.openFail(err)
		}
	}
	if err := tx.Commit(); err != nil {
		return j.openFail(err)
	}
	return nil
}

// check runs an SQLite check pragma and returns its first finding, and
// how many more there are, "" if none. SQLite heads its findings with the
// database's name ("*** in database main ***" and a new line): the
// heading goes, the findings stay.
func (j *Journal) check(pragma string) (string, error) {
	rows, err := j.db.Query("PRAGMA " + pragma)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return "", err
		}
		if strings.HasPrefix(s, "*** in database") {
			_, s, _ = strings.Cut(s, "\n")
		}
		for _, f := range strings.Split(s, "\n") {
			if f = strings.TrimSpace(f); f != "ok" && f != "" {
				found = append(found, f)
			}
		}
	}
	switch len(found) {
	case 0:
		return "", rows.Err()
	case 1:
		return found[0], rows.Err()
	}
	return fmt.Sprintf("%s (and %d more)", found[0], len(found)-1), rows.Err()
}

// Check runs SQLite's full integrity check of the journal; nil when it
// finds nothing wrong, else an ErrCorruptJournal naming the file.
func (j *Journal) Check() error {
	problems, err := j.check("integrity_check")
	if err != nil {
		return j.dbFail(err)
	}
	if problems != "" {
		return j.fail(ErrCorruptJournal, nil, "journal is corrupt: %s", problems)
	}
	return nil
}

func (j *Journal) stamp() string { return j.now().UTC().Format(time.RFC3339Nano) }

// SetupFromFile reads a game file (as dr2d.ParseGame does) and returns its
// setup for NewGame: the board's lines inline, the turns left out.
func SetupFromFile(file string, data []byte, load dr2d.Loader) (dr2d.GameFile, error) {
	g, err := dr2d.ParseGame(file, data, load)
	if err != nil {
		return dr2d.GameFile{}, err
	}
	gf := g.File
	gf.Turns = nil
	if gf.BoardLines == nil {
		name := gf.Board
		if !path.IsAbs(name) {
			name = path.Join(path.Dir(file), name)
		}
		b, err := load(name) // read once already by ParseGame: this cannot fail but for a race
		if err != nil {
			return dr2d.GameFile{}, fmt.Errorf("journal: %s: board: %w", file, err)
		}
		gf.BoardLines = boardLines(b)
		gf.Board = ""
	}
	return gf, nil
}

// SetupFromState is the setup of a game starting from s (a position read
// from the table) on the board of those lines.
func SetupFromState(lines []string, s *dr2d.State) dr2d.GameFile {
	gf := dr2d.GameFile{BoardLines: lines, Layout: s.Layout + 1, Laws: map[string]dr2d.Cell{}}
	for i, c := range s.Laws {
		gf.Laws[strconv.Itoa(i+1)] = c
	}
	gf.Robots = []dr2d.RobotJSON{}
	for _, r := range s.Robots {
		gf.Robots = append(gf.Robots, dr2d.RobotToJSON(r))
	}
	return gf
}

// boardLines splits a board file into lines, without the final empty one.
func boardLines(b []byte) []string {
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	s = strings.TrimSuffix(s, "\n")
	return strings.Split(s, "\n")
}

// checkName says what is wrong with a game name, or "".
func checkName(name string) string {
	switch {
	case strings.TrimSpace(name) != name:
		return "no spaces at either end"
	case utf8.RuneCountInString(name) > 64:
		return "at most 64 characters"
	case !utf8.ValidString(name):
		return "not valid UTF-8"
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "no control characters"
	case strings.Trim(name, "0123456789") == "":
		return "a name has a letter or a sign (numbers are game IDs)"
	}
	return ""
}

// NewGame stores a new DR2D game: its name (empty: one is made from
// today's date, "2026-11-23-1") and its setup, which must carry its board
// inline (see SetupFromFile, SetupFromState) so that the journal needs no
// other file. The setup's turns, if any, are refused: turns go in by
// CompleteTurn.
func (j *Journal) NewGame(name string, setup dr2d.GameFile) (GameInfo, error) {
	if setup.BoardLines == nil || setup.Board != "" {
		return GameInfo{}, j.fail(ErrBadRecord, nil, "new game: the setup must carry its board inline (board_lines)")
	}
	if len(setup.Turns) > 0 {
		return GameInfo{}, j.fail(ErrBadRecord, nil, "new game: the setup has %d turns; record turns with CompleteTurn", len(setup.Turns))
	}
	data, err := marshal(setup)
	if err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new game: %v", err)
	}
	if _, err := dr2d.ParseGame("setup", data, nil); err != nil {
		return GameInfo{}, j.fail(ErrBadRecord, err, "new game: %v", err)
	}
	return j.NewKept(KindDR2D, name, setup)
}

// dbFail wraps an SQLite error met after opening.
func (j *Journal) dbFail(err error) error {
	if sqliteCode(err) == sqliteCorrupt || sqliteCode(err) == sqliteNotADB {
		return j.fail(ErrCorruptJournal, err, "journal is corrupt: %v", err)
	}
	return &journalError{path: j.path, msg: err.Error(), errs: []error{err}}
}

// CompleteTurn records turn (1, 2, ...) of a game: the programs played and
// the state they led to, in one transaction. When it returns nil the turn is
// on disk and survives a crash or a power cut. Turns go in order: the
// next turn is one more than the last complete one (ErrTurnOrder).
func (j *Journal) CompleteTurn(game int64, turn int, programs dr2d.TurnJSON, result dr2d.StateJSON) error {
	if result.Turn != turn {
		return j.fail(ErrBadRecord, nil, "game %d, turn %d: the result is the state after turn %d", game, turn, result.Turn)
	}
	if programs.Cartridges == nil {
		programs.Cartridges = []dr2d.CartridgeJSON{} // as TurnToJSON writes it
	}
	progs, err := marshal(programs)
	if err != nil {
		return j.fail(ErrBadRecord, err, "game %d, turn %d: %v", game, turn, err)
	}
	res, err := marshal(result)
	if err != nil {
		return j.fail(ErrBadRecord, err, "game %d, turn %d: %v", game, turn, err)
	}
	return j.addStep(game, KindDR2D, turn, "", json.RawMessage(progs), json.RawMessage(res), false)
}

// dr2dScanKinds are the scans of a DR2D game ("verify" is what check was
// called before).
var dr2dScanKinds = map[string]bool{"start": true, "check": true, "fix": true, "verify": true}

// RecordScan records what the camera read of the table at a turn (0 for
// the start of the game): what is a scan kind (the referee's: start,
// check, fix; "verify" in journals written before check and fix), seen is stored
// as JSON (nil: nothing read), problems are what made the scan doubtful.
// Scans are for information: replay does not use them.
func (j *Journal) RecordScan(game int64, turn int, what string, seen any, problems []string) error {
	if !dr2dScanKinds[what] {
		return j.fail(ErrBadRecord, nil, "game %d, turn %d: scan %q: want start, check or fix", game, turn, what)
	}
	if turn < 0 {
		return j.fail(ErrBadRecord, nil, "game %d: scan at turn %d", game, turn)
	}
	return j.RecordKeptScan(game, turn, what, seen, problems)
}

// scanColumns are a scan's seen (JSON; NULL when nothing was read) and
// problems (a JSON array) as the scan tables keep them.
func scanColumns(seen any, problems []string) (sql.NullString, string, error) {
	var st sql.NullString
	if seen != nil {
		b, err := marshal(seen)
		if err != nil {
			return st, "", err
		}
		if string(b) != "null" {
			st = sql.NullString{String: string(b), Valid: true}
		}
	}
	if problems == nil {
		problems = []string{}
	}
	probs, err := marshal(problems)
	return st, string(probs), err
}

// An Entry is one line of a game's log: an update the referee showed,
// numbered in the order it was shown, with the step it belongs to, its
// kind, and the update itself, stored as JSON.
type Entry struct {
	Seq, Step int
	Kind      string
	Data      any
}

// Log records entries of a game's log in one transaction (KeptLog).
func (j *Journal) Log(game int64, entries ...Entry) error { return j.KeptLog(game, entries...) }

// SetOver marks a game over, when its last result is over or the players
// stop; winner says who won, for people (may be ""). A game over takes no
// more turns.
func (j *Journal) SetOver(game int64, winner string) error { return j.SetKeptOver(game, winner) }

// Games lists the stored DR2D games, oldest first.
func (j *Journal) Games() ([]GameInfo, error) { return j.KeptGames(KindDR2D) }

// Find finds a DR2D game by name, or by ID written in digits (names are
// never all digits). An empty idOrName is the latest game not over.
func (j *Journal) Find(idOrName string) (GameInfo, error) { return j.FindKept(KindDR2D, idOrName) }

// storedTurn is one complete turn as stored.
type storedTurn struct {
	programs dr2d.TurnJSON
	result   []byte // StateJSON
}

// load reads a DR2D game's setup and complete turns, in order.
func (j *Journal) load(game int64) (dr2d.GameFile, []storedTurn, error) {
	var gf dr2d.GameFile
	kg, err := j.Kept(game)
	if err != nil {
		return gf, nil, err
	}
	if kg.Kind != KindDR2D {
		return gf, nil, j.fail(ErrUnknownGame, nil, "no DR2D game %d (it is a %s game)", game, kg.Kind)
	}
	if err := strictJSON(string(kg.Setup), &gf); err != nil {
		return gf, nil, j.fail(ErrCorruptJournal, err, "game %d: setup: %v", game, err)
	}
	var turns []storedTurn
	for _, st := range kg.Steps {
		if st.Step != len(turns)+1 {
			return gf, nil, j.fail(ErrCorruptJournal, nil, "game %d: turn %d follows turn %d", game, st.Step, len(turns))
		}
		var t storedTurn
		if err := strictJSON(string(st.Input), &t.programs); err != nil {
			return gf, nil, j.fail(ErrCorruptJournal, err, "game %d, turn %d: programs: %v", game, st.Step, err)
		}
		t.result = st.Result
		turns = append(turns, t)
	}
	return gf, turns, nil
}

// marshal is json.Marshal without HTML escapes, so that board lines
// (conveyors are < and >) read as written in the sqlite3 shell.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// strictJSON decodes s, one JSON value and nothing after it, into v,
// refusing fields v does not have.
func strictJSON(s string, v any) error {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("text after the JSON value")
	}
	return nil
}

// GameFile is a stored game as a game file: its setup and every complete
// turn, the board inline. dr2d.ParseGame reads it, and `mecanoid resolve`
// plays it to the states the referee ruled.
func (j *Journal) GameFile(game int64) (dr2d.GameFile, error) {
	gf, turns, err := j.load(game)
	if err != nil {
		return gf, err
	}
	for _, t := range turns {
		gf.Turns = append(gf.Turns, t.programs)
	}
	return gf, nil
}

// LastComplete is a game's last complete turn and the state after it; 0
// and the setup when no turn is complete.
func (j *Journal) LastComplete(game int64) (turn int, state dr2d.StateJSON, err error) {
	gf, turns, err := j.load(game)
	if err != nil {
		return 0, state, err
	}
	if len(turns) == 0 {
		data, err := marshal(gf)
		if err != nil {
			return 0, state, j.fail(ErrCorruptJournal, err, "game %d: setup: %v", game, err)
		}
		g, err := dr2d.ParseGame(fmt.Sprintf("%s, game %d", j.path, game), data, nil)
		if err != nil {
			return 0, state, j.fail(ErrCorruptJournal, err, "game %d: setup: %v", game, err)
		}
		return 0, g.Setup.JSON(), nil
	}
	last := turns[len(turns)-1]
	if err := strictJSON(string(last.result), &state); err != nil {
		return 0, state, j.fail(ErrCorruptJournal, err, "game %d, turn %d: result: %v", game, len(turns), err)
	}
	return len(turns), state, nil
}

// Resumed is a stored game brought back by Resume.
type Resumed struct {
	Info   GameInfo
	Game   *dr2d.Game     // setup and complete turns, as dr2d.ParseGame reads them
	States []*dr2d.State  // States[0] is the setup, States[i] the state after turn i
	Events [][]dr2d.Event // Events[i] are those of turn i+1
}

// Last is the state play continues from.
func (r *Resumed) Last() *dr2d.State { return r.States[len(r.States)-1] }

// Resume loads a game (by name or ID; "" for the latest game not over)
// and replays its complete turns with the engine. Each replayed state must
// be the result stored with its turn: if not, Resume fails with
// ErrDisagree, naming the turn, rather than continue from a doubtful
// position. A game over resumes too (Info.Over): the caller decides.
func Resume(j *Journal, game string) (*Resumed, error) {
	info, err := j.Find(game)
	if err != nil {
		return nil, err
	}
	gf, turns, err := j.load(info.ID)
	if err != nil {
		return nil, err
	}
	for _, t := range turns {
		gf.Turns = append(gf.Turns, t.programs)
	}
	data, err := json.Marshal(gf)
	if err != nil {
		return nil, j.fail(ErrCorruptJournal, err, "game %q: %v", info.Name, err)
	}
	g, err := dr2d.ParseGame(fmt.Sprintf("%s, game %s", j.path, info.Name), data, nil)
	if err != nil {
		return nil, j.fail(ErrDisagree, err, "game %q: the engine refuses the stored game: %v", info.Name, err)
	}
	states, events, err := g.Replay()
	if err != nil {
		return nil, j.fail(ErrDisagree, err, "game %q: journal and engine disagree at turn %d: %v", info.Name, len(states), err)
	}
	for i, t := range turns {
		if diff := stateDiff(t.result, states[i+1].JSON()); diff != "" {
			return nil, j.fail(ErrDisagree, nil, "game %q: journal and engine disagree at turn %d: %s", info.Name, i+1, diff)
		}
	}
	return &Resumed{Info: info, Game: g, States: states, Events: events}, nil
}

// stateDiff compares a stored result with a replayed state; "" when they
// are the same, else what differs first. Both go through StateJSON so that
// only meaning counts, not spelling.
func stateDiff(stored []byte, replayed dr2d.StateJSON) string {
	var want dr2d.StateJSON
	if err := strictJSON(string(stored), &want); err != nil {
		return "the stored result does not read: " + err.Error()
	}
	a, _ := json.Marshal(want)
	b, _ := json.Marshal(replayed)
	if bytes.Equal(a, b) {
		return ""
	}
	switch {
	case want.Layout != replayed.Layout:
		return fmt.Sprintf("layout %d in the journal, %d replayed", want.Layout, replayed.Layout)
	case want.Over != replayed.Over:
		return fmt.Sprintf("game over %v in the journal, %v replayed", want.Over, replayed.Over)
	case len(want.Robots) != len(replayed.Robots):
		return fmt.Sprintf("%d robots in the journal, %d replayed", len(want.Robots), len(replayed.Robots))
	}
	for i := range want.Robots {
		ra, _ := json.Marshal(want.Robots[i])
		rb, _ := json.Marshal(replayed.Robots[i])
		if !bytes.Equal(ra, rb) {
			return fmt.Sprintf("robot %d is %s in the journal, %s replayed", want.Robots[i].ID, ra, rb)
		}
	}
	return fmt.Sprintf("the journal has %s, the replay %s", a, b)
}

// Recorder returns the recorder that writes one DR2D game's turns and
// scans to the journal, for the referee's Record: a turn's input is its
// programs (dr2d.TurnJSON), its result the position after it
// (dr2d.StateJSON).
func (j *Journal) Recorder(game int64) GameRecorder { return gameRecorder{j, game} }

// A GameRecorder keeps one game's steps and scans in the journal.
type GameRecorder interface {
	RecordStep(step int, who string, input, result any) error
	RecordScan(step int, what string, st *vision.State, problems []string) error
	UndoStep(step int) error // the last step, taken back (Journal.UndoStep)
}

type gameRecorder struct {
	j    *Journal
	game int64
}

func (r gameRecorder) RecordStep(turn int, _ string, input, result any) error {
	programs, ok1 := input.(dr2d.TurnJSON)
	state, ok2 := result.(dr2d.StateJSON)
	if !ok1 || !ok2 {
		return r.j.fail(ErrBadRecord, nil, "game %d, turn %d: a DR2D turn is kept as programs and a DR2D position, not %T and %T", r.game, turn, input, result)
	}
	return r.j.CompleteTurn(r.game, turn, programs, state)
}

func (r gameRecorder) UndoStep(turn int) error { return r.j.UndoStep(r.game, turn) }

func (r gameRecorder) RecordScan(turn int, what string, st *vision.State, problems []string) error {
	var seen any
	if st != nil {
		seen = st
	}
	return r.j.RecordScan(r.game, turn, what, seen, problems)
}
