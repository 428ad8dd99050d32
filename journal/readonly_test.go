package journal

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// listing is what a folder holds: each file's name and content.
func listing(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

// sameListing fails when a folder is not as it was: a file made, removed
// or changed.
func sameListing(t *testing.T, what string, before, after map[string][]byte) {
	t.Helper()
	var names []string
	for n := range after {
		names = append(names, n)
	}
	for n := range before {
		if _, ok := after[n]; !ok {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range slices.Compact(names) {
		b, inBefore := before[n]
		a, inAfter := after[n]
		switch {
		case !inBefore:
			t.Errorf("%s: %s left beside the journal (%d bytes)", what, n, len(a))
		case !inAfter:
			t.Errorf("%s: %s removed", what, n)
		case !bytes.Equal(a, b):
			t.Errorf("%s: %s changed", what, n)
		}
	}
}

// readAll reads what games, replay and export read: the games, and each
// one's steps and scans.
func readAll(t *testing.T, j *Journal) []GameInfo {
	t.Helper()
	games, err := j.KeptGames("")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if _, err := j.Kept(g.ID); err != nil {
			t.Error(err)
		}
		if _, err := j.KeptScans(g.ID); err != nil {
			t.Error(err)
		}
	}
	return games
}

// A journal copied onto read-only media with its write-ahead log but not
// the log's shared memory (FILE-shm) is read with its log: the steps
// only the log holds are there. Nothing is left beside it.
func TestReadOnlyWithLogOnly(t *testing.T) {
	src := filepath.Join(t.TempDir(), "j.journal")
	w, err := OpenJournal(src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := w.NewKept("hexprog", "in the log", map[string]int{"size": 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.AddKeptStep(g.ID, 1, "Violet", []string{"F"}, map[string]int{"round": 1}); err != nil {
		t.Fatal(err)
	}
	// Copied while the referee writes: every commit is in the log, none
	// yet in the file.
	media := t.TempDir()
	for _, name := range []string{"j.journal", "j.journal-wal"} {
		data, err := os.ReadFile(filepath.Join(filepath.Dir(src), name))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(media, name), data, 0o444)
	}
	w.Close()
	os.Chmod(media, 0o555)
	defer os.Chmod(media, 0o755)
	before := listing(t, media)

	j, err := OpenReadOnly(filepath.Join(media, "j.journal"))
	if err != nil {
		t.Fatalf("a journal with its log only: %v", err)
	}
	games := readAll(t, j)
	if len(games) != 1 || games[0].Name != "in the log" || games[0].Turns != 1 {
		t.Errorf("read %+v, want the game and its step the log holds", games)
	}
	if j.Path() != filepath.Join(media, "j.journal") {
		t.Errorf("path %s", j.Path())
	}
	tmp := j.tmp
	j.Close()
	sameListing(t, "log only", before, listing(t, media))
	if _, err := os.Stat(tmp); tmp == "" || err == nil {
		t.Errorf("the copy %q stays (%v)", tmp, err)
	}
}

// A journal in a folder that should not be written (read-only media; a
// folder root may write to all the same) is read without a file made
// beside it: no FILE-wal, no FILE-shm.
func TestReadOnlyFolderLeavesNothing(t *testing.T) {
	file := keptJournal(t) // closed: no log beside it
	dir := filepath.Dir(file)
	os.Chmod(file, 0o444)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	before := listing(t, dir)
	j, err := OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	if games := readAll(t, j); len(games) != 1 || games[0].Turns != 2 {
		t.Errorf("read %+v", games)
	}
	if _, err := j.FramesRead(1); err != nil {
		t.Error(err)
	}
	j.Close()
	sameListing(t, "read-only folder", before, listing(t, dir))
}
