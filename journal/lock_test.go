package journal

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// One writer to a journal: a second is refused at once, naming the
// first; once the first closes the journal, the next may write.
func TestOneWriter(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.db")
	first, err := OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	_, err = OpenJournal(file)
	if !errors.Is(err, ErrInUse) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d: ", os.Getpid())) || !strings.Contains(err.Error(), file) {
		t.Errorf("a second writer: %v, want ErrInUse naming the first", err)
	}
	// Readers read beside the writer.
	r, err := OpenReadOnly(file)
	if err != nil {
		t.Fatalf("a reader beside the writer: %v", err)
	}
	r.Close()
	first.Close()
	second, err := OpenJournal(file)
	if err != nil {
		t.Fatalf("after the first closed: %v", err)
	}
	second.Close()
}

// A reader writes nothing: not the journal, not a lock, not an upgrade
// (an older journal is read through an upgraded copy, which goes when it
// is closed).
func TestReadOnlyWritesNothing(t *testing.T) {
	file := v1Journal(t)
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	j, err := OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	games, err := j.KeptGames("")
	if err != nil || len(games) != 5 || j.Path() != file {
		t.Errorf("read through the upgraded copy: %d games, %v, path %s", len(games), err, j.Path())
	}
	if _, err := j.Kept(games[0].ID); err != nil {
		t.Error(err)
	}
	tmp := j.tmp
	if err := j.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	after, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(before, after) {
		t.Errorf("the journal changed (%v)", err)
	}
	if _, err := os.Stat(file + "-lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a reader took the lock: %v", err)
	}
	if _, err := os.Stat(tmp); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the upgraded copy %s stays: %v", tmp, err)
	}
	if _, err := OpenReadOnly(filepath.Join(t.TempDir(), "none.db")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("no journal: %v", err)
	}
	empty := filepath.Join(t.TempDir(), "empty.db")
	os.WriteFile(empty, nil, 0o644)
	if _, err := OpenReadOnly(empty); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("an empty file: %v", err)
	}
}

// A writer writes when it opens the journal, so that a journal that
// cannot be written (read-only media, a full disk) is said then, before
// the referee's first picture, not at the end of its first turn.
func TestWriterWritesAtOpen(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.db")
	j, err := OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	j.Close() // checkpointed: the write-ahead log is empty
	if st, err := os.Stat(file + "-wal"); err == nil && st.Size() > 0 {
		t.Fatalf("the log holds %d bytes after closing", st.Size())
	}
	j, err = OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	st, err := os.Stat(file + "-wal")
	if err != nil || st.Size() == 0 {
		t.Errorf("nothing written when opened (%v)", err)
	}
}
