package journal

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// keptJournal is a journal holding one game of two steps, with scans and
// a log, closed: a file to damage.
func keptJournal(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "j.journal")
	j, err := OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.NewKept("hexprog", "evening", map[string]int{"size": 3})
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(j.RecordKeptScan(g.ID, 0, "start", map[string]string{"frame": "f0.jpg"}, nil))
	must(j.KeptLog(g.ID, Entry{Seq: 1, Step: 0, Kind: "event", Data: map[string]string{"text": "go"}}))
	for step := 1; step <= 2; step++ {
		must(j.AddKeptStep(g.ID, step, "Violet", []string{"F"}, map[string]int{"round": step}))
		must(j.RecordKeptScan(g.ID, step, "check", map[string]string{"frame": "f1.jpg"}, []string{}))
		must(j.KeptLog(g.ID, Entry{Seq: 2 * step, Step: step, Kind: "event", Data: map[string]int{"step": step}},
			Entry{Seq: 2*step + 1, Step: step, Kind: "instruction", Data: "move"}))
	}
	return file
}

// damage runs SQL on file as the sqlite3 shell would.
func damage(t *testing.T, file, stmt string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+file)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(stmt); err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
}

// A journal whose tables were edited by hand, SQLite's own check passing,
// is refused when opened, to read or to write, as damaged
// (ErrCorruptJournal) with the table, the row and the column: a dropped
// table is no bare SQL error, garbage in a column read by nobody but a
// later command (the log, what a scan saw) is not taken silently.
func TestDamagedTablesRefused(t *testing.T) {
	for _, c := range []struct{ stmt, want string }{
		{"DROP TABLE steps", "journal is corrupt: table steps is missing"},
		{"DROP TABLE games", "journal is corrupt: table games is missing"},
		{"DROP TABLE scans", "journal is corrupt: table scans is missing"},
		{"DROP TABLE log", "journal is corrupt: table log is missing"},
		{"ALTER TABLE log DROP COLUMN data", "journal is corrupt: table log has no column data"},
		{"UPDATE log SET data = 'garbage{'", "journal is corrupt: log row 1 (game 1, step 0): data is not JSON"},
		{"UPDATE log SET data = 'garbage{' WHERE seq = 4", "journal is corrupt: log row 4 (game 1, step 2): data is not JSON"},
		{"UPDATE log SET at = 'teatime' WHERE id = 5", "journal is corrupt: log row 5 (game 1, step 2): at is not a time"},
		{"UPDATE log SET step = 'two' WHERE id = 5", "journal is corrupt: log row 5 (game 1, step ?): step is not a whole number"},
		{"UPDATE scans SET seen = 'garbage{' WHERE id = 2", "journal is corrupt: scans row 2 (game 1, step 1): seen is not JSON"},
		{"UPDATE scans SET problems = '{}' WHERE id = 3", "journal is corrupt: scans row 3 (game 1, step 2): problems is not a JSON list"},
		{"UPDATE scans SET problems = 'nope' WHERE id = 3", "journal is corrupt: scans row 3 (game 1, step 2): problems is not a JSON list"},
		{"UPDATE scans SET what = x'00ff' WHERE id = 1", "journal is corrupt: scans row 1 (game 1, step 0): what is not text"},
		{"UPDATE steps SET result = 'garbage{' WHERE step = 2", "journal is corrupt: steps of game 1, step 2: result is not JSON"},
		{"UPDATE games SET created = 'yesterday'", "journal is corrupt: games row 1: created is not a time"},
		{"UPDATE games SET over = 7", "journal is corrupt: games row 1: over is neither 0 nor 1"},
	} {
		file := keptJournal(t)
		damage(t, file, c.stmt)
		for _, open := range []func(string) (*Journal, error){OpenReadOnly, OpenJournal} {
			j, err := open(file)
			if err == nil {
				j.Close()
				t.Errorf("%s: opened", c.stmt)
				continue
			}
			if !errors.Is(err, ErrCorruptJournal) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), file) {
				t.Errorf("%s: %v, want ErrCorruptJournal saying %q", c.stmt, err, c.want)
			}
		}
	}
}

// A table dropped while a command reads the journal is a damaged journal
// too, not an SQL error; a scan that says what it saw in a form no camera
// writes is named, not read as a table to start again from the first
// frame.
func TestDamagedWhileOpen(t *testing.T) {
	file := keptJournal(t)
	w, err := OpenJournal(file) // a referee at work: the reader reads its log
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	j, err := OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	damage(t, file, "DROP TABLE steps")
	if _, err := j.KeptGames(""); !errors.Is(err, ErrCorruptJournal) {
		t.Errorf("steps dropped under a reader: %v, want ErrCorruptJournal", err)
	}

	w.Close()
	file = keptJournal(t)
	damage(t, file, `UPDATE scans SET seen = '["f1.jpg"]' WHERE id = 3`)
	j, err = OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if _, err := j.FramesRead(1); !errors.Is(err, ErrCorruptJournal) || !strings.Contains(err.Error(), "scans row 3 (game 1, step 2)") {
		t.Errorf("frames read from a scan that is a list: %v, want ErrCorruptJournal naming the row", err)
	}
}

// BenchmarkCheckTables: what checking every row costs an evening's
// journal opened (4 hours of a live table: 8,000 scans of what a camera
// read, 2 KB each, and 16,000 lines of log).
func BenchmarkCheckTables(b *testing.B) {
	file := filepath.Join(b.TempDir(), "evening.journal")
	j, err := OpenJournal(file)
	if err != nil {
		b.Fatal(err)
	}
	g, err := j.NewKept("hexprog", "evening", map[string]int{"size": 3})
	if err != nil {
		b.Fatal(err)
	}
	seen := map[string]any{"frame": "f.jpg", "robots": strings.Repeat(`{"id":1,"cell":[4,5],"facing":"N"},`, 55)}
	tx, _ := j.db.Begin()
	for i := 0; i < 8000; i++ {
		data, _ := Marshal(seen)
		tx.Exec("INSERT INTO scans (game, step, what, seen, problems, at) VALUES (?, ?, 'check', ?, '[]', ?)", g.ID, i/100, string(data), j.stamp())
		for k := 0; k < 2; k++ {
			tx.Exec("INSERT INTO log (game, seq, step, kind, data, at) VALUES (?, ?, ?, 'event', ?, ?)", g.ID, 2*i+k, i/100, `{"text":"robot 3 to [4,5], facing north"}`, j.stamp())
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	j.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := OpenReadOnly(file)
		if err != nil {
			b.Fatal(err)
		}
		r.Close()
	}
	if st, err := os.Stat(file); err == nil {
		b.ReportMetric(float64(st.Size())/1e6, "MB")
	}
}
