package journal

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sqliteFinds is what SQLite's own integrity check says of file: "ok"
// or its first finding.
func sqliteFinds(t *testing.T, file string) string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+file+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var s string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&s); err != nil {
		return err.Error()
	}
	return s
}

// TestCorruptJournalsRefused: journals that SQLite itself calls corrupt
// (the second half zeroed; bits flipped in three pages' headers) are
// refused when opened, naming the file and SQLite's first finding;
// nothing is replayed or resumed from them.
func TestCorruptJournalsRefused(t *testing.T) {
	base := v1Journal(t)
	j, err := OpenJournal(base) // upgraded and checkpointed: one file
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	good, err := os.ReadFile(base)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var files []string
	write := func(name string, data []byte) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	half := append([]byte{}, good...)
	clear(half[len(half)/2:])
	files = append(files, write("half.journal", half))
	// Bits flipped in a page's header (its kind, cell count, free space,
	// cell pointers): the pages tried in order until three are found that
	// SQLite calls corrupt.
	pages := len(good) / 4096
	for p := 3; p < pages && len(files) < 4; p += 7 {
		bad := append([]byte{}, good...)
		for _, o := range []int{1, 2, 3, 4} {
			bad[p*4096+o] ^= 0x41
		}
		f := write(fmt.Sprintf("flipped-page-%d.journal", p+1), bad)
		if sqliteFinds(t, f) != "ok" {
			files = append(files, f)
		}
	}
	if len(files) != 4 {
		t.Fatalf("%d corrupt journals made, want 4", len(files))
	}
	for _, f := range files {
		finding := sqliteFinds(t, f)
		if finding == "ok" {
			t.Fatalf("%s: SQLite finds it sound", f)
		}
		j, err := OpenJournal(f)
		if err == nil {
			j.Close()
			t.Errorf("%s (SQLite: %q): opened", filepath.Base(f), finding)
			continue
		}
		if !errors.Is(err, ErrCorruptJournal) || !strings.Contains(err.Error(), f) || strings.HasSuffix(err.Error(), "corrupt: ") {
			t.Errorf("%s: %v, want ErrCorruptJournal naming the file and the finding", filepath.Base(f), err)
		}
		t.Logf("%s: %v", filepath.Base(f), err)
	}
}
