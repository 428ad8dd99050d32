// Package journal keeps every game refereed at the table in one SQLite
// file: each game with its kind and setup, each step played (who played,
// what, and the position after it, committed whole or not at all), each
// scan of the table, and the log of what the referee showed, so that a
// power cut loses no complete step and a game can be replayed, exported
// and taken up again. It is the only package that talks to SQLite.
//
// The journal knows no game: it keeps each game's setup, steps, scans and
// log as JSON, by kind (the engine's name: "dr2d", "tiles", ...). Each
// game reads back what it kept with its own types, in its folder
// (game/dr2d's journal.go), and registers how its games are named and
// spoken of (RegisterKind).
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
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"modernc.org/sqlite"

	"mecanoid/internal/lang"
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
// errs holds the sentinel, then the cause if any. Its message is kept not
// yet said, so that the command says it in the user's language (Say; the
// French is in messages.go); Error is its English.
type journalError struct {
	path string
	msg  lang.Msg
	errs []error
}

func (e *journalError) Error() string {
	args := make([]any, len(e.msg.Args))
	for i, a := range e.msg.Args {
		if m, ok := a.(lang.Msg); ok {
			a = m.String()
		}
		args[i] = a
	}
	return "journal: " + e.path + ": " + fmt.Sprintf(e.msg.Key, args...)
}

func (e *journalError) Unwrap() []error { return e.errs }

// Say is the error in p's language.
func (e *journalError) Say(p *lang.Printer) string {
	return p.Sprintf("journal: %s: %s", e.path, p.Say(e.msg))
}

// fail is an error about journal file path, saying key with args, that
// wraps errs (a sentinel first). The arguments' text is made printable
// (printable.go): it may be a damaged file's.
func fail(path string, errs []error, key string, args ...any) error {
	return &journalError{path: path, msg: lang.M(key, printableArgs(args)...), errs: errs}
}

// Fail is an error about the journal j, "journal: FILE: msg", that is
// sentinel (one of the Err values above) and wraps cause if not nil: the
// games say with it what they find wrong in what they keep.
func (j *Journal) Fail(sentinel error, cause error, format string, args ...any) error {
	errs := []error{sentinel}
	if cause != nil {
		errs = append(errs, cause)
	}
	return fail(j.path, errs, format, args...)
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
	Used    int    // grows each time a game of a kind with a current one is used (Kind.Current)
}

// OpenJournal opens the journal at path to write to it, creating it if the
// file does not exist or is empty. A file that is not a journal, or a
// damaged one (SQLite's check, then every table's, tables.go), is refused
// with an error naming it (ErrNotJournal, ErrCorruptJournal); so is a
// journal another mecanoid writes to, by whatever name (ErrInUse: one
// writer at a time, lock.go), and one that cannot be written (read-
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
		return nil, fail(file, []error{err}, "cannot write the journal: %v", err)
	}
	return j, nil
}

// OpenReadOnly opens the journal at path to read it: it writes nothing,
// neither in the journal nor beside it (not even an upgrade: an older
// journal is upgraded in a copy), takes no lock, and works on read-only
// media and beside a referee writing to it.
//
// SQLite reads a journal in write-ahead-log mode with two files beside it,
// FILE-wal and FILE-shm, and makes them when they are not there, even to
// read; on read-only media it cannot, and reads the file without its log.
// So: with no log beside it nobody writes to the journal (a writer keeps
// one while it is open), and it is read as it is (SQLite's immutable),
// making nothing; with a log and its shared memory (a referee at work, or
// killed) it is read with them, as the writer does; with a log and no
// shared memory (a journal copied with its log only), or where SQLite
// cannot use them (read-only media), through a copy of the journal and its
// log in a temporary folder, so that the log's last turns are read.
func OpenReadOnly(file string) (*Journal, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, fmt.Errorf("journal: %s: %w", file, err)
	}
	if _, err := os.Stat(abs); err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	_, walErr := os.Stat(abs + "-wal")
	_, shmErr := os.Stat(abs + "-shm")
	var j *Journal
	switch {
	case errors.Is(walErr, os.ErrNotExist):
		j, err = open(file, abs, true, "immutable")
	case walErr == nil && errors.Is(shmErr, os.ErrNotExist):
		return readCopy(file, abs)
	default:
		j, err = open(file, abs, true)
		if c := sqliteCode(err); c == sqliteReadOnly || c == sqliteCantOpen {
			return readCopy(file, abs)
		}
	}
	if err == errOlder {
		// Written by an older mecanoid: read an upgraded copy.
		return readCopy(file, abs)
	}
	return j, err
}

// readCopy opens a copy of journal file (abs its absolute path) and of its
// write-ahead log, made in a temporary folder that goes when the journal
// is closed: the copy is upgraded, or its log recovered, there.
func readCopy(file, abs string) (*Journal, error) {
	tmp, err := os.MkdirTemp("", "mecanoid-journal-")
	if err != nil {
		return nil, fmt.Errorf("journal: %s: a copy to read: %w", file, err)
	}
	copied := filepath.Join(tmp, "journal")
	err = copyFile(abs, copied)
	if err == nil {
		if err = copyFile(abs+"-wal", copied+"-wal"); errors.Is(err, os.ErrNotExist) {
			err = nil
		}
	}
	if err != nil {
		removeDir(tmp)
		return nil, fmt.Errorf("journal: %s: a copy to read: %w", file, err)
	}
	j, err := OpenJournal(copied)
	if err != nil {
		removeDir(tmp)
		if je, ok := err.(*journalError); ok {
			je.path = file // the journal named, not its copy
		}
		return nil, err
	}
	j.path, j.tmp = file, tmp
	return j, nil
}

// copyFile copies file from to file to.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o600)
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
		return j.Fail(ErrNotJournal, err, "not a mecanoid journal (not an SQLite database)")
	case sqliteCorrupt:
		return j.Fail(ErrCorruptJournal, err, "journal is corrupt: %v", err)
	}
	return fail(j.path, []error{err}, "cannot open the journal: %v", err)
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
		return j.Fail(ErrUnknownGame, nil, "an empty journal: no game in it")
	case fresh:
	case appID != applicationID:
		return j.Fail(ErrNotJournal, nil, "not a mecanoid journal (an SQLite database of another program)")
	case version > schemaVersion:
		return j.Fail(ErrNewerJournal, nil, "journal version %d, this mecanoid reads up to %d", version, schemaVersion)
	case version < 1:
		return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: no schema version")
	default:
		// Cheap for a journal (kilobytes to a few megabytes), and it
		// refuses a damaged file before the referee writes to it.
		if problems, err := j.check("quick_check(4)"); err != nil {
			return j.openFail(err)
		} else if problems != "" {
			return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: %s", problems)
		}
		if version < schemaVersion && j.readOnly {
			return errOlder
		}
		if version < schemaVersion {
			if err := j.migrate(version); err != nil {
				return err
			}
		}
		if err := j.checkTables(); err != nil {
			return err
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
		return fail(j.path, nil, "cannot use write-ahead logging (journal_mode %s)", mode)
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
		return j.Fail(ErrCorruptJournal, nil, "journal is corrupt: %s", problems)
	}
	return nil
}

func (j *Journal) stamp() string { return j.now().UTC().Format(time.RFC3339Nano) }

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

// dbFail wraps an SQLite error met after opening.
func (j *Journal) dbFail(err error) error {
	if sqliteCode(err) == sqliteCorrupt || sqliteCode(err) == sqliteNotADB || schemaGone(err) {
		return j.Fail(ErrCorruptJournal, err, "journal is corrupt: %v", err)
	}
	return fail(j.path, []error{err}, "%v", err)
}

// schemaGone: an SQL error saying a table or a column the journal's
// schema has is not there (dropped while the journal was open).
func schemaGone(err error) bool {
	const sqliteError = 1
	return sqliteCode(err) == sqliteError &&
		(strings.Contains(err.Error(), "no such table") || strings.Contains(err.Error(), "no such column"))
}

// scanColumns are a scan's seen (JSON; NULL when nothing was read) and
// problems (a JSON array) as the scan tables keep them.
func scanColumns(seen any, problems []string) (sql.NullString, string, error) {
	var st sql.NullString
	if seen != nil {
		b, err := Marshal(seen)
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
	probs, err := Marshal(problems)
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

// Marshal is JSON as the journal stores it: json.Marshal without HTML
// escapes, so that board lines (conveyors are < and >) read as written in
// the sqlite3 shell.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Unmarshal reads JSON the journal stored: one value and nothing after
// it, into v, refusing fields v does not have.
func Unmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("text after the JSON value")
	}
	return nil
}

// A GameRecorder keeps one game's steps and scans in the journal.
type GameRecorder interface {
	RecordStep(step int, who string, input, result any) error
	RecordScan(step int, what string, st *vision.State, problems []string) error
	UndoStep(step int) error // the last step, taken back (Journal.UndoStep)
}
