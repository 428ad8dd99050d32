package journal

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
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

// A journal has one lock whatever name it is given: a referee given a
// symbolic link to a journal another writes to, or a hard link (two
// names of one file), is refused, naming the one that writes. The holder
// is another process, as at the table: for a hard link the refused one
// finds it through the kernel's list of locks, its note being beside the
// other name.
func TestLockHoldsThroughLinks(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.journal")
	child := exec.Command(os.Args[0], "-test.run=^TestLockHolderChild$")
	child.Env = append(os.Environ(), "MECANOID_LOCK_CHILD="+file)
	in, err := child.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Wait()
	defer in.Close()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "holding") {
		t.Fatalf("the child: %q %v", line, err)
	}
	pid := fmt.Sprintf("pid %d: ", child.Process.Pid)

	sym := filepath.Join(dir, "sym.journal")
	if err := os.Symlink(file, sym); err != nil {
		t.Fatal(err)
	}
	other := t.TempDir() // a hard link in another folder: no note beside it
	hard := filepath.Join(other, "hard.journal")
	if err := os.Link(file, hard); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{file, sym, hard} {
		j, err := OpenJournal(name)
		if err == nil {
			j.Close()
			t.Errorf("%s: opened to write beside the child", name)
			continue
		}
		if !errors.Is(err, ErrInUse) || !strings.Contains(err.Error(), pid) || !strings.Contains(err.Error(), "TestLockHolderChild") {
			t.Errorf("%s: %v, want ErrInUse naming %s", name, err, pid)
		}
	}
	if _, err := os.Stat(hard + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a write-ahead log of the hard link's own: %v", err)
	}
	in.Close()
	if err := child.Wait(); err != nil {
		t.Fatalf("the child: %v", err)
	}
	// Once the holder is gone, any name may write, and the names read the
	// same games.
	j, err := OpenJournal(hard)
	if err != nil {
		t.Fatalf("after the holder stopped: %v", err)
	}
	if _, err := j.NewKept("hexprog", "by the hard link", map[string]int{"a": 1}); err != nil {
		t.Fatal(err)
	}
	j.Close()
	r, err := OpenReadOnly(sym)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if g, err := r.KeptGames(""); err != nil || len(g) != 2 {
		t.Errorf("read by the symbolic link: %v %v, want the child's game and the hard link's", g, err)
	}
}

// TestLockHolderChild is TestLockHoldsThroughLinks's other referee: it
// writes a game to the journal $MECANOID_LOCK_CHILD names, says so, and
// holds it until its standard input closes.
func TestLockHolderChild(t *testing.T) {
	file := os.Getenv("MECANOID_LOCK_CHILD")
	if file == "" {
		t.Skip("run by TestLockHoldsThroughLinks")
	}
	j, err := OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if _, err := j.NewKept("hexprog", "the child's", map[string]int{"a": 1}); err != nil {
		t.Fatal(err)
	}
	fmt.Println("holding")
	io.Copy(io.Discard, os.Stdin)
}
