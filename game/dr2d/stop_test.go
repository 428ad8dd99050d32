package dr2d

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/referee/refereetest"
)

const stopJournalEnv = "MECANOID_TEST_STOP_JOURNAL"

// TestRefereeStopsOnSignal runs the referee as the players do, in a
// process of its own, presses Enter at each of its questions through
// turn 1, and stops it with Ctrl-C (SIGINT) or as systemd does (SIGTERM)
// while it waits for turn 2's sheets: a normal end, exit status 0, the
// turn played said and how to go on, no "context canceled", in English
// and in French; --resume then goes on at turn 2.
func TestRefereeStopsOnSignal(t *testing.T) {
	if file := os.Getenv(stopJournalEnv); file != "" { // the child: the referee
		args := strings.Fields(os.Getenv(stopJournalEnv + "_LANG"))
		args = append(args, "referee", "--board", "../../boards/demo.board", "--camera", "../../demo/table",
			"--sheets", "../../demo/sheets", "--web", "", "--journal", file)
		os.Exit(cli.Run(args, os.Stdout, os.Stdout))
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		lang   string
		signal syscall.Signal
		turn2  string
		want   string
	}{
		{"ctrl-c", "", syscall.SIGINT, "== turn 2 ==",
			"stopped after turn 1: to go on, leave the table as it is and run again with --resume (the journal keeps the game)\n"},
		{"sigterm-fr", "--lang fr", syscall.SIGTERM, "== tour 2 ==",
			"arrêt après le tour 1 : pour continuer, laissez la table telle quelle et relancez avec --resume (le journal garde la partie)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "j.db")
			cmd := exec.Command(exe, "-test.run=^TestRefereeStopsOnSignal$")
			cmd.Env = append(os.Environ(), stopJournalEnv+"="+file, stopJournalEnv+"_LANG="+c.lang)
			out := &refereetest.SyncBuffer{}
			cmd.Stdout = out
			keys, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			// One Enter a question (the table ready, each sheet shown, the
			// programs played, the pieces moved), until turn 2 asks.
			question := regexp.MustCompile(`press Enter|appuyez sur Entrée`)
			answered := 0
			deadline := time.Now().Add(60 * time.Second)
			for {
				text := out.String()
				asked := len(question.FindAllStringIndex(text, -1))
				if i := strings.Index(text, c.turn2); i >= 0 && question.MatchString(text[i:]) {
					break
				}
				if asked > answered {
					keys.Write([]byte("\n"))
					answered++
				}
				if time.Now().After(deadline) {
					t.Fatalf("turn 2 never asked:\n%s", text)
				}
				time.Sleep(10 * time.Millisecond)
			}
			if err := cmd.Process.Signal(c.signal); err != nil {
				t.Fatal(err)
			}
			if err := cmd.Wait(); err != nil {
				t.Fatalf("stopped by %v: %v, want exit status 0\n%s", c.signal, err, out.String())
			}
			clitest.WantOutput(t, out.String(), c.want)
			if strings.Contains(out.String(), "context canceled") {
				t.Errorf("the stop says \"context canceled\":\n%s", out.String())
			}
			clitest.Typed(t, strings.NewReader(""))
			code, again, _ := clitest.Run("referee", "--camera", "../../demo/table", "--sheets", "../../demo/sheets",
				"--no-wait", "--web", "", "--journal", file, "--resume")
			if code != 0 || !strings.Contains(again, "== turn 2 ==") || strings.Contains(again, "== turn 1 ==") {
				t.Errorf("--resume after the stop: exit %d\n%s", code, again)
			}
		})
	}
}
