package journal_test

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/journal"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
)

// The kill test runs a scripted game in a child process (this test binary
// run again with MECANOID_KILLTEST=child), kills it with SIGKILL at many
// points, and resumes it from the journal each time.
const (
	killEnv     = "MECANOID_KILLTEST"
	killSeed    = 20261123
	killTurns   = 25 // turns of each scripted game
	killsWanted = 50 // SIGKILLs in all, over as many games as it takes
	killGame    = "killtest"
)

// killPrograms are the programs of the scripted game for position s:
// random, but the same for the same turn of the same game, so that a
// resumed game goes on exactly as an uninterrupted one.
func killPrograms(seed uint64, s *dr2d.State) map[int]dr2d.Program {
	rng := rand.New(rand.NewPCG(seed, uint64(s.Turn)))
	progs := map[int]dr2d.Program{}
	for _, r := range s.Robots {
		if r.Left || r.Sleep != dr2d.Awake {
			continue
		}
		var p dr2d.Program
		for i := range p.Cartridge {
			p.Cartridge[i] = dr2d.Move{Before: rng.IntN(5) - 2, Step: dr2d.Step(rng.IntN(3)), After: rng.IntN(5) - 2}
		}
		if rng.IntN(10) == 0 {
			p.SleepBefore = 1 + rng.IntN(5)
		}
		progs[r.ID] = p
	}
	return progs
}

// killReference plays the scripted game without a journal or a kill.
func killReference(t *testing.T, seed uint64) []*dr2d.State {
	_, g := demo(t)
	states := []*dr2d.State{g.Setup}
	for s := g.Setup; s.Turn < killTurns && !s.Over(); {
		next, _, err := dr2d.Resolve(s, killPrograms(seed, s))
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, next)
		s = next
	}
	return states
}

// killChild plays the scripted game as the referee would, from wherever
// the journal says it stands, saying what it has done on stdout.
func killChild() error {
	seed, err := strconv.ParseUint(os.Getenv(killEnv+"_SEED"), 10, 64)
	if err != nil {
		return err
	}
	say := func(format string, args ...any) { fmt.Fprintf(os.Stdout, format+"\n", args...) }
	j, err := journal.OpenJournal(os.Getenv(killEnv + "_JOURNAL"))
	if err != nil {
		return err
	}
	defer j.Close()
	if _, err := j.FindKept(gamedr2d.Kind, killGame); errors.Is(err, journal.ErrUnknownGame) {
		data, err := os.ReadFile(demoFile)
		if err != nil {
			return err
		}
		setup, err := gamedr2d.SetupFromFile(demoFile, data, os.ReadFile)
		if err != nil {
			return err
		}
		if _, err := gamedr2d.KeepGame(j, killGame, setup); err != nil {
			return err
		}
		say("created")
	} else if err != nil {
		return err
	}
	r, err := gamedr2d.Resume(j, killGame)
	if err != nil {
		return err
	}
	id, s := r.Info.ID, r.Last()
	say("resumed at turn %d", s.Turn)
	for s.Turn < killTurns && !s.Over() {
		turn := s.Turn + 1
		seen := s.JSON()
		if err := j.RecordKeptScan(id, turn-1, "start", &seen, nil); err != nil {
			return err
		}
		say("turn %d scanned", turn)
		progs := killPrograms(seed, s)
		next, events, err := dr2d.Resolve(s, progs)
		if err != nil {
			return err
		}
		var entries []journal.Entry
		for i := range events {
			entries = append(entries, journal.Entry{Seq: i + 1, Kind: "step", Step: turn, Data: &events[i]})
		}
		if err := j.KeptLog(id, entries...); err != nil {
			return err
		}
		say("turn %d logged", turn)
		if err := gamedr2d.CompleteTurn(j, id, turn, dr2d.TurnToJSON(progs), next.JSON()); err != nil {
			return err
		}
		say("turn %d committed", turn)
		seen = next.JSON()
		if err := j.RecordKeptScan(id, turn, "check", &seen, nil); err != nil {
			return err
		}
		say("turn %d verified", turn)
		s = next
	}
	if !r.Info.Over {
		if err := j.SetKeptOver(id, fmt.Sprintf("after %d turns", s.Turn)); err != nil {
			return err
		}
	}
	say("done")
	return nil
}

// childRun is one life of the child.
type childRun struct {
	lines  []string
	killed bool
	err    error // the child's own failure
	stderr string
}

// runChild starts the child and kills it when kill says so: after each
// line it prints (kill(line) true), or after delay (when > 0).
func runChild(t *testing.T, file string, seed uint64, delay time.Duration, kill func(string) bool) childRun {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestKillResume$")
	cmd.Env = append(os.Environ(), killEnv+"=child", killEnv+"_JOURNAL="+file, killEnv+"_SEED="+strconv.FormatUint(seed, 10))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var run childRun
	var timer *time.Timer
	if delay > 0 {
		timer = time.AfterFunc(delay, func() { cmd.Process.Kill() })
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		run.lines = append(run.lines, line)
		if kill != nil && kill(line) {
			cmd.Process.Kill() // SIGKILL on Unix: no deferred Close, no flush
			kill = nil
		}
	}
	if timer != nil {
		timer.Stop()
	}
	err = cmd.Wait()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee) && !ee.Exited(): // ended by a signal: ours
		run.killed = true
	case err != nil:
		run.err = err
	}
	run.stderr = stderr.String()
	return run
}

// lineTurn is the turn a line like "turn 7 committed" or "resumed at turn 7" names.
func lineTurn(line, suffix string) (int, bool) {
	f := strings.Fields(line)
	if len(f) < 2 || !strings.HasSuffix(line, suffix) {
		return 0, false
	}
	for _, w := range f {
		if n, err := strconv.Atoi(w); err == nil {
			return n, true
		}
	}
	return 0, false
}

// TestKillResume: SIGKILL the referee at many points of scripted games;
// after each kill the journal is sound, has every turn the referee said
// was committed (and at most one more), and resumes; each game ends as
// it would have without a kill.
func TestKillResume(t *testing.T) {
	if os.Getenv(killEnv) == "child" {
		if err := killChild(); err != nil {
			fmt.Fprintln(os.Stderr, "killtest child:", err)
			os.Exit(3)
		}
		os.Exit(0)
	}
	start := time.Now()
	rng := rand.New(rand.NewPCG(killSeed, 0))
	kills, rounds := 0, 0
	landed := map[string]int{} // the child's last line before each kill
	lines := []string{"created", "resumed", "scanned", "logged", "committed", "verified"}
	for game := 0; kills < killsWanted; game++ {
		seed := uint64(killSeed + game)
		want := killReference(t, seed)
		file := filepath.Join(t.TempDir(), fmt.Sprintf("kill-%d.journal", game))
		committed := 0 // the last turn known complete
		for done := false; !done; {
			if rounds++; rounds > 400 {
				t.Fatalf("no end after %d runs of the child", rounds)
			}
			// Kill after a random delay (anywhere, starting up included),
			// or right after the child says it did something, or a
			// little after that.
			var delay time.Duration
			var kill func(string) bool
			what := "timer"
			switch rng.IntN(3) {
			case 0:
				delay = time.Duration(rng.Int64N(int64(120 * time.Millisecond)))
			default:
				after := lines[rng.IntN(len(lines))]
				n := 1 + rng.IntN(3)
				if after == "created" || after == "resumed" {
					n = 1
				}
				what = fmt.Sprintf("after %d × %q", n, after)
				kill = func(line string) bool {
					// A game is created once: its first life resumes instead.
					if strings.HasSuffix(line, after) || strings.HasPrefix(line, after) ||
						after == "created" && strings.HasPrefix(line, "resumed") {
						n--
					}
					return n == 0
				}
				if rng.IntN(2) == 0 {
					d := time.Duration(rng.Int64N(int64(3 * time.Millisecond)))
					what += fmt.Sprintf(" + %v", d)
					k := kill
					kill = func(line string) bool {
						if k(line) {
							time.Sleep(d)
							return true
						}
						return false
					}
				}
			}
			run := runChild(t, file, seed, delay, kill)
			if run.err != nil {
				t.Fatalf("game %d, run %d (%s): child failed: %v\n%s", game, rounds, what, run.err, run.stderr)
			}
			// What this life of the child said: where it resumed (the last
			// turn committed, or one more if a kill came between a commit
			// and its line), then each turn in order.
			said := committed
			for _, line := range run.lines {
				if n, ok := lineTurn(line, "committed"); ok {
					if n != said+1 {
						t.Fatalf("game %d: child committed turn %d after turn %d", game, n, said)
					}
					said = n
				}
				if n, ok := lineTurn(line, ""); ok && strings.HasPrefix(line, "resumed") {
					if n < committed || n > committed+1 {
						t.Fatalf("game %d: resumed at turn %d, but turn %d was the last committed", game, n, committed)
					}
					said = n
				}
				if line == "done" {
					done = true
				}
			}
			if run.killed {
				kills++
				last := "nothing (starting)"
				if len(run.lines) > 0 {
					last = strings.Join(strings.Fields(run.lines[len(run.lines)-1])[:1], "")
					if f := strings.Fields(run.lines[len(run.lines)-1]); len(f) == 3 && f[0] == "turn" {
						last = f[2]
					}
				}
				landed[last]++
			} else if !done {
				t.Fatalf("game %d: the child stopped by itself before the end:\n%s", game, run.stderr)
			}
			// Half the time the journal is inspected here (recovering it
			// from its WAL); otherwise the next child finds it as the kill
			// left it.
			if !done && rng.IntN(2) == 1 {
				committed = checkKilled(t, file, said, want)
			} else {
				committed = said
			}
		}
		// The game went to its end: it is the uninterrupted game.
		if last := checkKilled(t, file, len(want)-1, want); last != len(want)-1 {
			t.Fatalf("game %d ended at turn %d, want %d", game, last, len(want)-1)
		}
		j, err := journal.OpenJournal(file)
		if err != nil {
			t.Fatal(err)
		}
		info, err := j.FindKept(gamedr2d.Kind, killGame)
		j.Close()
		if err != nil || !info.Over {
			t.Fatalf("game %d not marked over: %+v %v", game, info, err)
		}
		t.Logf("game %d: %d turns, %d kills so far (%d runs)", game, len(want)-1, kills, rounds)
	}
	t.Logf("%d SIGKILLs, %d runs of the child, %v; killed after: %v", kills, rounds, time.Since(start).Round(time.Millisecond), landed)
}

// checkKilled opens a journal left by a killed child: it must be sound,
// hold every turn the child said it committed (and at most one more), and
// replay to the states of the uninterrupted game. It returns the last
// complete turn.
func checkKilled(t *testing.T, file string, said int, want []*dr2d.State) int {
	t.Helper()
	if _, err := os.Stat(file); errors.Is(err, os.ErrNotExist) && said == 0 {
		return 0 // killed before it made the file
	}
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	defer j.Close()
	if err := j.Check(); err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	info, err := j.FindKept(gamedr2d.Kind, killGame)
	if errors.Is(err, journal.ErrUnknownGame) && said == 0 {
		return 0 // killed before the game was created
	}
	if err != nil {
		t.Fatal(err)
	}
	last, state, err := gamedr2d.LastComplete(j, info.ID)
	if err != nil {
		t.Fatal(err)
	}
	if last < said || last > said+1 {
		t.Fatalf("after a kill: last complete turn %d, the child said %d", last, said)
	}
	r, err := gamedr2d.Resume(j, killGame)
	if err != nil {
		t.Fatalf("after a kill: %v", err)
	}
	if !reflect.DeepEqual(state, want[last].JSON()) {
		t.Fatalf("after a kill: turn %d is not the uninterrupted game's", last)
	}
	for i, s := range r.States {
		if !reflect.DeepEqual(s.JSON(), want[i].JSON()) {
			t.Fatalf("after a kill: replayed turn %d differs from the uninterrupted game", i)
		}
	}
	return last
}
