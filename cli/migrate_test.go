package cli

import (
	"compress/gzip"
	"io"
	"mecanoid/journal"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// oldJournal is a copy of journal/testdata/v1.journal.gz: a journal
// written by the mecanoid of 2026-11-26, before one schema for every
// game (a DR2D game and a Netzwerk game over, the hex duel stopped after
// round 4, the skirmish stopped before turn 10, a tile world).
func oldJournal(t *testing.T) string {
	t.Helper()
	f, err := os.Open("../journal/testdata/v1.journal.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.journal")
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// An old journal lists, replays, exports and goes on with its games
// after the upgrade, every game under one numbering.
func TestOldJournalAfterUpgrade(t *testing.T) {
	j := oldJournal(t)
	code, out, errs := runCLI("games", "--journal", j)
	if code != 0 {
		t.Fatalf("games: exit %d %s", code, errs)
	}
	for _, want := range []string{
		"1   dr2d      2026-11-26-1", "7      over: robot 2",
		"2   netzwerk  netzwerk-2026-11-26-1", "13     over: player 1",
		"3   hexprog   hexprog-2026-11-26-1", "4   skirmish  skirmish-2026-11-26-1", "5   tiles     tiles-2026-11-26-1",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("games lacks %q:\n%s", want, out)
		}
	}
	if code, out, errs := runCLI("replay", "2026-11-26-1", "--journal", j); code != 0 || !strings.Contains(out, "robot 2") {
		t.Errorf("replay DR2D: exit %d %s\n%s", code, errs, out)
	}
	if code, out, errs := runCLI("replay", "2", "--journal", j); code != 0 || !strings.Contains(out, "player 1 wins") {
		t.Errorf("replay Netzwerk: exit %d %s\n%s", code, errs, out)
	}
	for _, g := range []string{"1", "netzwerk-2026-11-26-1", "3", "4"} {
		if code, out, errs := runCLI("export", g, "--journal", j); code != 0 || !strings.HasPrefix(out, "{") {
			t.Errorf("export %s: exit %d %s", g, code, errs)
		}
	}
	if code, out, errs := runCLI("tiles", "log", "--journal", j); code != 0 || !strings.Contains(out, "Aldo steps S") {
		t.Errorf("tiles log: exit %d %s\n%s", code, errs, out)
	}
	// The games stopped halfway go on to their ends.
	code, out, errs = runCLI("referee", "--game", "skirmish", "--resume", "--actions", skirGame, "--no-wait", "--web", "",
		"--journal", j, "--camera", frameRange(skirFrames, 9, 21))
	if code != 0 || !strings.Contains(out, "going on with game skirmish-2026-11-26-1") || !strings.Contains(out, "== Alice wins") {
		t.Errorf("skirmish resumed: exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = runCLI("referee", "--game", "hexprog", "--resume", "hexprog-2026-11-26-1", "--signals", duelFile, "--no-wait", "--web", "",
		"--journal", j, "--camera", frameRange(hexFrames, 4, 28))
	if code != 0 || !strings.Contains(out, "== Violet wins; game over in round 28") {
		t.Errorf("hex duel resumed: exit %d %s\n%s", code, errs, out)
	}
	if code, out, _ := runCLI("games", "--journal", j); code != 0 || strings.Contains(out, "in play\n3") || strings.Count(out, "over") != 4 {
		t.Errorf("games at the end:\n%s", out)
	}
}

// A second referee on a journal is refused before its first picture,
// naming the first; games, replay and export read beside it.
func TestSecondRefereeRefused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.db")
	first, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	code, out, errs := runCLI("referee", "--game", "skirmish", "--actions", skirGame, "--camera", frameRange(skirFrames, 0, 2),
		"--no-wait", "--web", "", "--journal", file)
	if code != 1 || !strings.Contains(errs, "is written by another mecanoid (pid ") || strings.Contains(out, "==") {
		t.Errorf("a second referee: exit %d %s\n%s", code, errs, out)
	}
	if code, out, errs := runCLI("games", "--journal", file); code != 0 || !strings.Contains(out, "no games") {
		t.Errorf("games beside the referee: exit %d %s %s", code, out, errs)
	}
}

// A stop (SIGTERM from systemd, Ctrl-C) while the referee waits for Enter
// ends it at once: stopped, its journal closed (another referee may take
// it), not at the next Enter.
func TestStopAtPrompt(t *testing.T) {
	pr, pw := io.Pipe() // nobody types
	defer pw.Close()
	old := stdin
	reading := make(chan struct{})
	stdin = &firstRead{r: pr, reading: reading}
	defer func() { stdin = old }()
	file := filepath.Join(t.TempDir(), "j.db")
	done := make(chan int, 1)
	var errs string
	go func() {
		code, out, e := runCLI("referee", "--game", "skirmish", "--actions", skirGame, "--camera", frameRange(skirFrames, 0, 2),
			"--web", "", "--journal", file)
		errs = out + e
		done <- code
	}()
	select {
	case <-reading: // at the first prompt (the stop signals are caught by then)
	case code := <-done:
		t.Fatalf("the referee ended before its first prompt: exit %d %s", code, errs)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case code := <-done:
		if code != 0 || !strings.Contains(errs, "stopped") { // a stop by signal is a normal end
			t.Errorf("stopped at the prompt: exit %d %s", code, errs)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the referee still waits for Enter after SIGTERM")
	}
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatalf("the journal was left locked: %v", err)
	}
	j.Close()
}

// firstRead closes reading when it is first read from.
type firstRead struct {
	r       io.Reader
	once    sync.Once
	reading chan struct{}
}

func (f *firstRead) Read(p []byte) (int, error) {
	f.once.Do(func() { close(f.reading) })
	return f.r.Read(p)
}
