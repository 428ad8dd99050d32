package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	gamedr2d "mecanoid/game/dr2d"
	gamenetzwerk "mecanoid/game/netzwerk"
	"mecanoid/journal"
)

// frameRange is --camera for the bundled frames from..to of dir (f000.jpg, ...).
func frameRange(dir string, from, to int) string {
	var files []string
	for i := from; i <= to; i++ {
		files = append(files, filepath.Join(dir, fmt.Sprintf("f%03d.jpg", i)))
	}
	return strings.Join(files, ",")
}

// again is the same flags for a second run, whatever was kept.
func again(flags ...string) func(int) []string { return func(int) []string { return flags } }

// keptGames lists the games of kind in journal.
func keptGames(t *testing.T, journalFile, kind string) []journal.GameInfo {
	t.Helper()
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	games, err := j.KeptGames(kind)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// TestRefereeResume: a game at the table stops halfway (the frames run
// out as a power cut would end it); `referee --resume` takes it up again
// from the journal alone, insists that the table shows the position kept,
// and plays it to the same end as resolve, in the same kept game.
func TestRefereeResume(t *testing.T) {
	for _, tc := range []struct {
		game, kind string
		frames     string
		last       int                // the last bundled frame
		stopAt     int                // the last frame of the first run
		first      []string           // the first run's own flags
		again      func(int) []string // the second run's, after that many steps kept
		end        string             // what the end says
		steps      int
	}{
		{"dr2d", gamedr2d.Kind, "../demo/table", 6, 3, []string{"--board", "../boards/demo.board", "--sheets", "../demo/sheets"},
			// Going on, the journal gives the board; the folder of sheets,
			// given again, is read from the turn kept on.
			again("--sheets", "../demo/sheets"),
			"== robot 2 wins: first to leave the board with its three laws; game over after 7 turns", 7},
		{"hexprog", "hexprog", hexFrames, 28, 10, []string{"--setup", duelFile, "--signals", duelFile}, again("--signals", duelFile),
			"== Violet wins; game over in round 28", 28},
		{"skirmish", "skirmish", skirFrames, 21, 8, []string{"--actions", skirGame}, again("--actions", skirGame),
			"== Alice wins: Bruno's commander, robot 11, was destroyed; game over in round 11", 21},
		{"netzwerk", gamenetzwerk.Kind, filepath.Join(netzFrames, "game"), 13, 6, nil, again(),
			"== player 1 wins: 3 of its 5 robots on the board stand on the far row (row 1); game over after 13 turns", 13},
	} {
		t.Run(tc.game, func(t *testing.T) {
			journalFile := filepath.Join(t.TempDir(), "j.db")
			table := []string{"referee", "--game", tc.game, "--no-wait", "--web", "", "--journal", journalFile}
			code, out, errs := runCLI(append(append(table, "--camera", frameRange(tc.frames, 0, tc.stopAt)), tc.first...)...)
			if code != 1 || !strings.Contains(out, "run again with --resume") {
				t.Fatalf("first run: exit %d %s\n%s", code, errs, out)
			}
			games := keptGames(t, journalFile, tc.kind)
			if len(games) != 1 || games[0].Over || games[0].Turns == 0 {
				t.Fatalf("after the first run: %+v", games)
			}
			kept := games[0].Turns

			// The table still shows the position before the last step kept:
			// refused, the pieces to move named.
			stale := filepath.Join(t.TempDir(), "stale.jpg") // a frame of its own, not one the journal read
			if data, err := os.ReadFile(filepath.Join(tc.frames, fmt.Sprintf("f%03d.jpg", kept-1))); err != nil || os.WriteFile(stale, data, 0o644) != nil {
				t.Fatal(err)
			}
			code, out, errs = runCLI(append(append(table, "--resume", "--camera", stale), tc.again(kept)...)...)
			if code == 0 || !strings.Contains(out, "going on with game "+games[0].Name) {
				t.Errorf("resumed on the wrong table: exit %d %s\n%s", code, errs, out)
			}

			// The whole folder again: the referee goes on from the frames
			// it has not read.
			code, out, errs = runCLI(append(append(table, "--resume", games[0].Name, "--camera", tc.frames), tc.again(kept)...)...)
			if !strings.Contains(out, "frames: going on ") || !strings.Contains(out, fmt.Sprintf("f%03d.jpg, the last one read", tc.stopAt)) {
				t.Errorf("the resume does not say which frame it goes on from:\n%s", out)
			}
			if code != 0 || !strings.Contains(out, fmt.Sprintf("going on with game %s of %s: %d steps kept", games[0].Name, journalFile, kept)) || !strings.Contains(out, tc.end) {
				t.Fatalf("resumed: exit %d %s\n%s", code, errs, out)
			}
			if tc.game == "dr2d" && !strings.Contains(out, "already played: skipped") {
				t.Errorf("the sheets of the turns kept are not passed over:\n%s", out)
			}
			if tc.game == "dr2d" && !regexp.MustCompile(`going on with the game kept: put robot 1 on \[\d+,\d+\] facing [NESW](, robot| and robot)`).MatchString(out) {
				t.Errorf("the resume does not say where the pieces go before reading the table:\n%s", out)
			}
			games = keptGames(t, journalFile, tc.kind)
			if len(games) != 1 || !games[0].Over || games[0].Turns != tc.steps {
				t.Errorf("after the second run: %+v", games)
			}
			if code, _, errs := runCLI(append(append(table, "--resume", "--camera", frameRange(tc.frames, 0, 0)), tc.again(0)...)...); code != 2 || !strings.Contains(errs, "no unfinished") {
				t.Errorf("resume with every game over: exit %d %s", code, errs)
			}
			if code, _, errs := runCLI(append(append(table, "--resume", games[0].Name, "--camera", frameRange(tc.frames, 0, 0)), tc.again(0)...)...); code != 2 || !strings.Contains(errs, "is over") {
				t.Errorf("resume a game over: exit %d %s", code, errs)
			}
		})
	}
	if code, _, errs := runCLI("referee", "--game", "hexprog", "--resume", "--setup", duelFile, "--web", ""); code != 2 || !strings.Contains(errs, "no --setup") {
		t.Errorf("--resume with --setup: exit %d %s", code, errs)
	}
	if code, _, errs := runCLI("referee", "--game", "skirmish", "--resume", "--journal", filepath.Join(t.TempDir(), "none.db"), "--web", ""); code != 2 || !strings.Contains(errs, "no journal") {
		t.Errorf("--resume without a journal: exit %d %s", code, errs)
	}
}
