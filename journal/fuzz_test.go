package journal

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A GameRead reads a kept game back as its game does (games_test.go):
// what says which read.
type GameRead struct {
	What string
	Read func(j *Journal, g GameInfo) error
}

// GameReads are the games' reads, by kind, that FuzzKeptColumns checks
// too.
var GameReads = map[string][]GameRead{}

// FuzzKeptColumns: a journal whose JSON columns were changed behind its
// back (a disk's bit flipped, a hand in the sqlite3 shell). Reading a game
// back (Kept, KeptScans) and replaying it as its game does (GameReads)
// gives the game or an error that names the journal and wraps
// ErrCorruptJournal or ErrDisagree, never a panic; what is read back is
// JSON; and the journal as written reads back whole. The journal is
// testdata/v1.journal.gz upgraded (a game of each kind, with scans): each
// input writes one column of one row, chosen by its first value (a game's
// setup, the first or last step's input or result, the first scan's seen
// or problems), the column written before put back first. Seeds: those
// columns as the referee wrote them.
func FuzzKeptColumns(f *testing.F) {
	j, err := OpenJournal(v1Journal(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { j.Close() })
	// Each input writes to the journal: no need to wait for the disk.
	if _, err := j.db.Exec("PRAGMA synchronous = OFF"); err != nil {
		f.Fatal(err)
	}
	games, err := j.KeptGames("")
	if err != nil || len(games) < 5 {
		f.Fatalf("%d games in the v1 journal: %v", len(games), err)
	}
	// A column is one value in the journal: UPDATE table SET column = ?
	// WHERE where (args).
	type column struct {
		game          GameInfo
		table, column string
		where         string
		args          []any
		kept          string // as written
	}
	var columns []column
	add := func(g GameInfo, table, col, where string, args ...any) {
		var v *string
		q := fmt.Sprintf("SELECT %s FROM %s WHERE %s", col, table, where)
		if err := j.db.QueryRow(q, args...).Scan(&v); err != nil {
			f.Fatalf("%s: %v", q, err)
		}
		if v != nil {
			columns = append(columns, column{g, table, col, where, args, *v})
		}
	}
	for _, g := range games {
		add(g, "games", "setup", "id = ?", g.ID)
		var first, last int
		if err := j.db.QueryRow("SELECT min(step), max(step) FROM steps WHERE game = ?", g.ID).Scan(&first, &last); err != nil {
			f.Fatal(err)
		}
		for _, step := range []int{first, last} {
			add(g, "steps", "input", "game = ? AND step = ?", g.ID, step)
			add(g, "steps", "result", "game = ? AND step = ?", g.ID, step)
		}
		var scan int64
		if err := j.db.QueryRow("SELECT coalesce(min(id), 0) FROM scans WHERE game = ?", g.ID).Scan(&scan); err != nil {
			f.Fatal(err)
		}
		if scan != 0 {
			add(g, "scans", "seen", "id = ?", scan)
			add(g, "scans", "problems", "id = ?", scan)
		}
	}
	for i, c := range columns {
		f.Add(uint8(i), c.kept)
	}
	set := func(c column, v string) {
		if _, err := j.db.Exec(fmt.Sprintf("UPDATE %s SET %s = ? WHERE %s", c.table, c.column, c.where), append([]any{v}, c.args...)...); err != nil {
			f.Fatal(err)
		}
	}
	written := -1 // the column the last input wrote
	f.Fuzz(func(t *testing.T, which uint8, value string) {
		i := int(which) % len(columns)
		if written >= 0 && written != i {
			set(columns[written], columns[written].kept)
		}
		c := columns[i]
		set(c, value)
		written = i
		check := func(what string, err error) {
			t.Helper()
			if err == nil {
				return
			}
			if value == c.kept {
				t.Fatalf("%s of %s game %q, as written: %v", what, c.game.Kind, c.game.Name, err)
			}
			if !errors.Is(err, ErrCorruptJournal) && !errors.Is(err, ErrDisagree) || !strings.HasPrefix(err.Error(), "journal: "+j.Path()+": ") {
				t.Fatalf("%s of %s game %q, %s.%s written %q: the error does not name the journal with ErrCorruptJournal or ErrDisagree: %v",
					what, c.game.Kind, c.game.Name, c.table, c.column, value, err)
			}
		}
		id := c.game.ID
		kg, err := j.Kept(id)
		check("Kept", err)
		if err == nil {
			for _, s := range kg.Steps {
				if !json.Valid(s.Input) || !json.Valid(s.Result) || !json.Valid(kg.Setup) {
					t.Fatalf("Kept gives step %d not JSON", s.Step)
				}
			}
		}
		scans, err := j.KeptScans(id)
		check("KeptScans", err)
		if err == nil && c.table == "scans" && c.column == "problems" && !json.Valid([]byte(value)) {
			t.Fatalf("KeptScans reads problems %q, which are not JSON", value)
		}
		for _, s := range scans {
			if s.Seen != nil && !json.Valid(s.Seen) {
				t.Fatalf("KeptScans gives a scan at step %d whose seen is not JSON: %q", s.Step, s.Seen)
			}
		}
		for _, r := range GameReads[c.game.Kind] {
			check(r.What, r.Read(j, c.game))
		}
	})
}
