package journal

import (
	"compress/gzip"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// v1Journal copies testdata/v1.journal.gz, a journal written by the
// mecanoid of 2026-11-26 (schema version 1: DR2D's tables, kept_ and
// tiles_ tables), into a temporary file. It holds a DR2D game played to
// its end from the demo's photos, a Netzwerk game to its end, the hex
// duel stopped after round 4, the skirmish crossing stopped before turn
// 10, and a tile world with two inputs.
func v1Journal(t testing.TB) string {
	t.Helper()
	f, err := os.Open("testdata/v1.journal.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "v1.journal")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, zr); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// counts are the rows of each kind a journal holds, by the game's name.
type counts struct{ steps, scans, log int }

func v1Counts(t *testing.T, path string) map[string]counts {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	out := map[string]counts{}
	for _, q := range []struct{ games, steps, scans, log, key string }{
		{"games", "turns", "scans", "log", "game"},
		{"kept_games", "kept_steps", "kept_scans", "kept_log", "game"},
		{"tiles_worlds", "tiles_steps", "", "", "world"},
	} {
		rows, err := db.Query("SELECT id, name FROM " + q.games)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id int64
			var name string
			if err := rows.Scan(&id, &name); err != nil {
				t.Fatal(err)
			}
			var c counts
			count := func(table string, n *int) {
				if table == "" {
					return
				}
				if err := db.QueryRow(fmt.Sprintf("SELECT count(*) FROM %s WHERE %s = ?", table, q.key), id).Scan(n); err != nil {
					t.Fatal(err)
				}
			}
			count(q.steps, &c.steps)
			count(q.scans, &c.scans)
			count(q.log, &c.log)
			out[name] = c
		}
		rows.Close()
	}
	return out
}

// A journal written before one schema for every game opens, is upgraded
// in place without losing a step, a scan or a line of its log, lists
// every game under one numbering, and replays each with its engine.
func TestMigrateFromVersion1(t *testing.T) {
	path := v1Journal(t)
	before := v1Counts(t, path)
	if len(before) != 5 {
		t.Fatalf("the v1 journal holds %d games, want 5: %v", len(before), before)
	}
	j, err := OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	var version int
	if err := j.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil || version != schemaVersion {
		t.Fatalf("user_version %d (%v), want %d", version, err, schemaVersion)
	}
	var left int
	if err := j.db.QueryRow("SELECT count(*) FROM sqlite_master WHERE name LIKE 'kept_%' OR name LIKE 'tiles_%' OR name LIKE 'v1_%' OR name = 'turns'").Scan(&left); err != nil || left != 0 {
		t.Errorf("%d tables of version 1 left (%v)", left, err)
	}
	games, err := j.KeptGames("")
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		ID         int64
		Kind, Name string
		Steps      int
		Over       bool
		Winner     string
	}
	var got []row
	for _, g := range games {
		got = append(got, row{g.ID, g.Kind, g.Name, g.Turns, g.Over, g.Winner})
	}
	want := []row{
		{1, "dr2d", "2026-11-26-1", 7, true, "robot 2"},
		{2, "netzwerk", "netzwerk-2026-11-26-1", 13, true, "player 1"},
		{3, "hexprog", "hexprog-2026-11-26-1", 4, false, ""},
		{4, "skirmish", "skirmish-2026-11-26-1", 9, false, ""},
		{5, "tiles", "tiles-2026-11-26-1", 2, false, ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("games after the upgrade:\n%+v\nwant\n%+v", got, want)
	}
	for _, g := range games {
		var c counts
		for _, q := range []struct {
			table string
			n     *int
		}{{"steps", &c.steps}, {"scans", &c.scans}, {"log", &c.log}} {
			if err := j.db.QueryRow("SELECT count(*) FROM "+q.table+" WHERE game = ?", g.ID).Scan(q.n); err != nil {
				t.Fatal(err)
			}
		}
		if c != before[g.Name] || c.steps == 0 {
			t.Errorf("%s: %+v after the upgrade, %+v before", g.Name, c, before[g.Name])
		}
	}

	// Each game replays with its engine to the positions kept.
	for _, id := range []int64{3, 4} {
		if kg, err := j.Kept(id); err != nil || kg.First != 1 || len(kg.Steps) == 0 {
			t.Errorf("game %d: %+v %v", id, kg.Info, err)
		}
	}
	// New games follow; DR2D's are still named by their date alone.
	if g, err := j.NewKept("hexprog", "", map[string]int{"x": 1}); err != nil || g.ID != 6 {
		t.Errorf("a new game after the upgrade: %+v %v", g, err)
	}
	j.Close()

	// Opened again: already upgraded, nothing moves.
	j, err = OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	again, err := j.KeptGames("")
	if err != nil || len(again) != 6 || !reflect.DeepEqual(again[:5], games) {
		t.Errorf("reopened: %+v %v", again, err)
	}
}
