package cli

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/journal"
)

// upgradedJournal is oldJournal upgraded to today's schema and closed.
func upgradedJournal(t *testing.T) string {
	t.Helper()
	file := oldJournal(t)
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	return file
}

// sqlite3 runs stmt on file as the sqlite3 shell does.
func sqlite3(t *testing.T, file, stmt string) {
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

// journalCommands are the commands that read a journal the user names,
// and the game stopped halfway taken up again.
func journalCommands(file string) [][]string {
	return [][]string{
		{"games", "--journal", file},
		{"replay", "1", "--journal", file},
		{"export", "2", "--journal", file},
		{"referee", "--game", "skirmish", "--resume", "--actions", skirGame, "--no-wait", "--web", "",
			"--journal", file, "--camera", frameRange(skirFrames, 9, 21)},
	}
}

// A journal damaged by hand (sqlite3 J 'DROP TABLE steps'; garbage in
// the log or in what a scan saw) is bad input to every command that reads
// it: exit 2, the journal's words naming the table or the row, in the
// user's language; --resume no longer starts again from the first frame
// blaming the table.
func TestDamagedJournalRefused(t *testing.T) {
	for _, c := range []struct{ stmt, en, fr string }{
		{"DROP TABLE steps", "journal is corrupt: table steps is missing", "journal endommagé : la table steps manque"},
		{"DROP TABLE games", "journal is corrupt: table games is missing", "journal endommagé : la table games manque"},
		{"UPDATE log SET data = 'garbage{'", "journal is corrupt: log row 1 (game 1, step 1): data is not JSON",
			"journal endommagé : log, ligne 1 (partie 1, étape 1) : data n'est pas du JSON"},
		{"UPDATE scans SET seen = 'garbage{' WHERE game = 4", "journal is corrupt: scans row ",
			"journal endommagé : scans, ligne "},
	} {
		file := upgradedJournal(t)
		sqlite3(t, file, c.stmt)
		for _, args := range journalCommands(file) {
			code, out, errs := runCLI(args...)
			if code != 2 || !strings.Contains(errs, c.en) || !strings.Contains(errs, file) || strings.Contains(errs, "SQL logic error") {
				t.Errorf("%s, then %s: exit %d %s%s\nwant exit 2 saying %q", c.stmt, args[0], code, errs, out, c.en)
			}
		}
		code, _, errs := runCLI(append([]string{"--lang", "fr"}, journalCommands(file)[0]...)...)
		if code != 2 || !strings.Contains(errs, c.fr) {
			t.Errorf("%s, then games in French: exit %d %s, want %q", c.stmt, code, errs, c.fr)
		}
	}
}

// A second referee given a link to a journal a referee writes to (a
// symbolic link, or a hard link: another name of the same file) is
// refused before its first picture, naming the first.
func TestSecondRefereeByLinkRefused(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.journal")
	first, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	sym, hard := filepath.Join(dir, "sym.journal"), filepath.Join(t.TempDir(), "hard.journal")
	if err := os.Symlink(file, sym); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(file, hard); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{sym, hard} {
		code, out, errs := runCLI("referee", "--game", "skirmish", "--actions", skirGame, "--camera", frameRange(skirFrames, 0, 2),
			"--no-wait", "--web", "", "--journal", name)
		if code != 1 || !strings.Contains(errs, "is written by another mecanoid (pid ") || strings.Contains(out, "==") {
			t.Errorf("a second referee by %s: exit %d %s\n%s", filepath.Base(name), code, errs, out)
		}
	}
}

// games, replay and export write nothing beside a journal in a folder
// they should not write to (read-only media; root may write there all the
// same): no FILE-shm, no FILE-wal.
func TestJournalCommandsLeaveNothing(t *testing.T) {
	file := upgradedJournal(t)
	dir := filepath.Dir(file)
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	before, _ := os.ReadDir(dir)
	for _, args := range journalCommands(file)[:3] {
		if code, _, errs := runCLI(args...); code != 0 {
			t.Errorf("%s: exit %d %s", args[0], code, errs)
		}
		after, _ := os.ReadDir(dir)
		if len(after) != len(before) {
			var names []string
			for _, e := range after {
				names = append(names, e.Name())
			}
			t.Errorf("%s: the folder holds %s", args[0], strings.Join(names, ", "))
		}
	}
}
