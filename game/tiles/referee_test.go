package tiles

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	rules "mecanoid/engine/tiles"
	"mecanoid/journal"
	"mecanoid/referee/refereetest"
)

// smallArea is the play area of the photos of testdata/small.json: the
// Camp at 0,0 and the place east of it, where the first tile is drawn.
func smallArea(t *testing.T, s *rules.State) Area {
	t.Helper()
	a, err := NewArea(2, 1, rules.Pos{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	a.Characters = Seats(s)
	return a
}

// frame photographs the table tb into dir/name.
func frame(t *testing.T, dir, name string, set *rules.Set, a Area, tb table, seed uint64) {
	t.Helper()
	ph := photo(t, set, a, tb, nil)
	_ = seed
	if err := os.WriteFile(filepath.Join(dir, name), ph.JPEG, 0o644); err != nil {
		t.Fatal(err)
	}
}

func tableOf(s *rules.State) table { return table{tiles: s.Tiles, chars: s.Characters} }

// smallWalk are the worlds of testdata/small.json walked at the table:
// the setup, Alice to E3, then to J3 (Forêt drawn at 1,0).
func smallWalk(t *testing.T) []*rules.State {
	start := smallWorld(t)
	s1 := play(t, start, moveTo("Alice", rules.Pos{}, "E3"))
	s2 := play(t, s1, moveTo("Alice", rules.Pos{}, "J3"))
	return []*rules.State{start, s1, s2}
}

// smallFrames photographs the small world's walk: the start, Alice
// moved twice (the drawn tile not yet laid), the tile laid turned the
// wrong way, then put right.
func smallFrames(t *testing.T) (dir string, worlds []*rules.State) {
	worlds = smallWalk(t)
	start, s1, s2 := worlds[0], worlds[1], worlds[2]
	a := smallArea(t, start)
	dir = t.TempDir()
	frame(t, dir, "f00.jpg", start.Set, a, tableOf(start), 1)
	frame(t, dir, "f01.jpg", start.Set, a, tableOf(s1), 2)
	notYet := tableOf(s2)
	notYet.tiles = s1.Tiles
	frame(t, dir, "f02.jpg", start.Set, a, notYet, 3)
	turned := tableOf(s2)
	turned.tiles = append([]rules.Placed(nil), s2.Tiles...)
	turned.tiles[1].Facing = turned.tiles[1].Facing.Turn(1)
	frame(t, dir, "f03.jpg", start.Set, a, turned, 4)
	frame(t, dir, "f04.jpg", start.Set, a, tableOf(s2), 5)
	return dir, worlds
}

// The referee on generated photos of a small world: the table read, the
// figurine moved read as a walk, the tile drawn told, seen laid the
// wrong way, then right; the world kept, listed, exported, replayed.
func TestRefereeTilesOnPhotos(t *testing.T) {
	if testing.Short() {
		t.Skip("photos: -short")
	}
	dir, worlds := smallFrames(t)
	s2 := worlds[2]
	drawn := s2.Tiles[1]
	journalFile := filepath.Join(t.TempDir(), "j.db")
	// Each step asks Alice and Bob (the keyboard: Enter for done); the
	// third step's question finds no more input: stopped.
	clitest.Typed(t, strings.NewReader("\n\n\n\n"))
	code, out, errs := clitest.Run("referee", "--game", "tiles", "--world", "testdata/small.json", "--area", "2x1", "--origin", "0,0",
		"--camera", dir, "--no-wait", "--web", "", "--journal", journalFile, "--name", "petit")
	if code == 0 || !strings.Contains(out, "stopped after step 2: to go on, leave the table as it is and run again with --resume petit") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	clitest.WantOutput(t, out,
		"SimulacreS world petit: 1 tile laid, 2 characters",
		"== step 1 ==", // a world grows by steps, not turns
		"Step 1: Alice moves to E3 at 0,0",
		"Step 2: Alice moves to J3 at 0,0",
		fmt.Sprintf("lay %s on place 1,0, diamond pointing %s", s2.Name(drawn), drawn.Facing),
		fmt.Sprintf("place 1,0: %s's diamond points %s: turn it to point %s", s2.Name(drawn), drawn.Facing.Turn(1), drawn.Facing),
		"the table matches the ruling")
	if strings.Contains(out, "cannot read") {
		t.Errorf("a doubt on clean photos:\n%s", out)
	}
	j, err := journal.OpenJournal(journalFile)
	if err != nil {
		t.Fatal(err)
	}
	rw, err := ResumeWorld(j, "petit")
	j.Close()
	if err != nil {
		t.Fatal(err)
	}
	sameWorld(t, rw.Last(), s2)

	if code, out, errs := clitest.Run("games", "--journal", journalFile); code != 0 || !strings.Contains(out, "petit") {
		t.Errorf("games: exit %d %s\n%s", code, errs, out)
	}
	exported := filepath.Join(t.TempDir(), "petit.json")
	if code, _, errs := clitest.Run("export", "--journal", journalFile, "petit", "-o", exported); code != 0 {
		t.Fatalf("export: exit %d %s", code, errs)
	}
	code, resolved, errs := clitest.Run("resolve", exported)
	if code != 0 || !strings.Contains(resolved, fmt.Sprintf("%s is placed at 1,0", s2.Name(drawn))) {
		t.Errorf("resolve of the export: exit %d %s\n%s", code, errs, resolved)
	}
	if code, replay, errs := clitest.Run("replay", "--journal", journalFile, "petit"); code != 0 || !strings.Contains(replay, "Alice moves to J3 at 0,0") {
		t.Errorf("replay: exit %d %s\n%s", code, errs, replay)
	}
}

// The environment of TestTilesKillResume's child: its journal and frames.
const (
	killJournalEnv = "MECANOID_TILES_KILL_JOURNAL"
	killFramesEnv  = "MECANOID_TILES_KILL_FRAMES"
)

func killArgs(journalFile, frames string, more ...string) []string {
	return append([]string{"referee", "--game", "tiles", "--area", "2x1", "--origin", "0,0",
		"--camera", frames, "--no-wait", "--web", "", "--journal", journalFile}, more...)
}

// keptSteps are the steps kept of the journal's first world (0: none yet,
// or the journal not there).
func keptSteps(file string) int {
	j, err := journal.OpenReadOnly(file)
	if err != nil {
		return 0
	}
	defer j.Close()
	games, err := j.KeptGames(Kind)
	if err != nil || len(games) == 0 {
		return 0
	}
	return games[0].Turns
}

// A referee killed (SIGKILL) once step 1 is kept, while it asks step 2:
// --resume goes on from the journal, the table read again where the
// frames were, and plays step 2 (the tile drawn, laid turned, put right).
func TestTilesKillResume(t *testing.T) {
	if file := os.Getenv(killJournalEnv); file != "" { // the child: play until killed
		os.Exit(cli.Run(killArgs(file, os.Getenv(killFramesEnv), "--world", "testdata/small.json", "--name", "petit"), os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("photos: -short")
	}
	dir, worlds := smallFrames(t)
	file := filepath.Join(t.TempDir(), "j.db")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestTilesKillResume$")
	cmd.Env = append(os.Environ(), killJournalEnv+"="+file, killFramesEnv+"="+dir)
	var childOut refereetest.SyncBuffer
	cmd.Stdout = &childOut
	keys, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	io.WriteString(keys, "\n\n") // Alice and Bob: done with step 1
	waitFor(t, "step 1 kept", func() bool { return keptSteps(file) == 1 })
	waitFor(t, "step 2 asked", func() bool { return strings.Contains(childOut.String(), "Alice, step 2") })
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed: %v", cmd.ProcessState)
	}

	clitest.Typed(t, strings.NewReader("\n\n"))
	code, out, errs := clitest.Run(killArgs(file, dir, "--resume")...)
	if code == 0 || !strings.Contains(out, "stopped after step 2") {
		t.Fatalf("--resume: exit %d %s\n%s", code, errs, out)
	}
	clitest.WantOutput(t, out, "going on with game petit", ": 1 step kept", "frames: going on", "Step 2: Alice moves to J3 at 0,0", "turn it to point")
	if strings.Contains(out, "Step 1:") {
		t.Errorf("step 1 played again:\n%s", out)
	}
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	rw, err := ResumeWorld(j, "petit")
	if err != nil {
		t.Fatal(err)
	}
	sameWorld(t, rw.Last(), worlds[2])
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s", what)
		}
	}
}
