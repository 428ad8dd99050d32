package dr2d

import (
	"encoding/json"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/journal"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/web/webtest"
)

const eveningEnv = "MECANOID_TEST_EVENING"

// demoPrograms are the programs the bundled demo's sheets hold (demo/sheets),
// by turn: robot 1's, then robot 2's. The demo's photos of the table
// (demo/table) show the board after each turn played so.
var demoPrograms = [][2]string{
	{"RRF LF RR RB R", "RRB RRFR LF FL RR"},
	{"RFL R LF RF RR", "F RR BR LB RRF"},
	{"F F LF RF FL", "FR LF RR RF F"},
}

// TestClubEveningKillResume: the club's evening in French, as the
// players live it. The referee (this test binary run again as a child)
// watches the demo's table; Ann and Bob take robots 1 and 2 on their
// phones and send turn 1's programs from there. The referee is killed
// with SIGKILL (a power cut); `referee --resume`, given the camera and no
// board, goes on: the same address and join code, both phones still on
// their seats without taking them again, the room's page shown the kept
// game at once; turn 2 is played from the phones, and a stop (SIGTERM)
// ends the evening with status 0, saying in French how to go on.
func TestClubEveningKillResume(t *testing.T) {
	if args := os.Getenv(eveningEnv); args != "" { // the child: the referee
		os.Exit(cli.Run(strings.Split(args, "\x1f"), os.Stdout, os.Stdout))
	}
	if testing.Short() {
		t.Skip("two referees in processes of their own: -short")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "j.db")
	addr := webtest.FreeAddr(t)
	start := func(args ...string) (*exec.Cmd, *refereetest.SyncBuffer) {
		t.Helper()
		cmd := exec.Command(exe, "-test.run=^TestClubEveningKillResume$")
		cmd.Env = append(os.Environ(), eveningEnv+"="+strings.Join(args, "\x1f"))
		out := &refereetest.SyncBuffer{}
		cmd.Stdout = out
		if _, err := cmd.StdinPipe(); err != nil { // a keyboard nobody types at
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		return cmd, out
	}
	table := []string{"--lang", "fr", "referee", "--camera", "../../demo/table", "--no-wait", "--web", addr, "--journal", file}
	join := regexp.MustCompile(`les joueurs rejoignent la partie sur (\S+)/play\?code=(\w+)`)

	first, out := start(append(table, "--board", "../../boards/demo.board", "--robots", "1-2")...)
	waitUntil(t, out, "the web page", func() bool { return join.MatchString(out.String()) })
	m := join.FindStringSubmatch(out.String())
	base, code := m[1], m[2]
	ann, bob := webtest.NewPhone(t, base, code), webtest.NewPhone(t, base, code)
	for _, p := range []struct {
		phone *webtest.Phone
		seat  string
	}{{ann, "robot 1"}, {bob, "robot 2"}} {
		if st, body := p.phone.Post("/api/seat", url.Values{"seat": {p.seat}}); st != 200 {
			t.Fatalf("%s's seat: %d %v", p.seat, st, body)
		}
	}
	play := func(out *refereetest.SyncBuffer, turn int) {
		t.Helper()
		for i, phone := range []*webtest.Phone{ann, bob} {
			seat := RobotSeat(i + 1)
			var q int
			waitUntil(t, out, seat+"'s question of turn "+string(rune('0'+turn)), func() bool {
				q = openQuestion(phone, code)
				return q != 0
			})
			if st, body := phone.Post("/api/answer", url.Values{"seat": {seat}, "question": {jsonInt(q)},
				"answer": {demoPrograms[turn-1][i]}}); st != 200 {
				t.Fatalf("%s, turn %d: %d %v", seat, turn, st, body)
			}
		}
		waitUntil(t, out, "turn kept", func() bool { return keptTurns(file) >= turn })
	}
	play(out, 1)
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.Wait()

	second, again := start(append(table, "--resume")...)
	waitUntil(t, again, "the page of the game gone on with", func() bool { return join.MatchString(again.String()) })
	if m := join.FindStringSubmatch(again.String()); m[1] != base || m[2] != code {
		t.Errorf("gone on with at %s, code %s; want %s, %s", m[1], m[2], base, code)
	}
	for i, phone := range []*webtest.Phone{ann, bob} {
		if seats := heldSeats(phone, code); !reflect.DeepEqual(seats, []string{RobotSeat(i + 1)}) {
			t.Errorf("phone %d holds %q after the restart, want its robot", i+1, seats)
		}
	}
	// The room sees the position kept after turn 1 (robot 2 moved to
	// [2,6]) before the table is read: from the game's log, or, when the
	// power took the log of turn 1's steps (written in a batch when the
	// players are told what to move; the turn is kept on its own), from
	// the game gone on with's first update, which says what to put where.
	kept := regexp.MustCompile(`"kind":"(preview|step|instruct)".*"robots":\[\{"id":1,"cell":\[1,6\],"facing":"E"[^}]*\},\{"id":2,"cell":\[2,6\],"facing":"N"`)
	var room string
	waitUntil(t, again, "the kept position on the room's page", func() bool {
		room = webtest.RoomHistory(t, base)
		return kept.MatchString(room)
	})
	if !strings.Contains(room, `"kind":"start"`) {
		t.Errorf("the room's page does not get the game's start:\n%s", room)
	}
	play(again, 2)
	if err := second.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := second.Wait(); err != nil {
		t.Errorf("stopped by SIGTERM: %v\n%s", err, again)
	}
	said := again.String()
	// Killed once turn 1 was kept: the frames go on after the start's
	// (turn 1's table not checked yet), or from turn 1's (checked).
	if !regexp.MustCompile(`images : reprise (après \.\./\.\./demo/table/f000|à \.\./\.\./demo/table/f001)\.jpg, la dernière lue`).MatchString(said) {
		t.Errorf("the frames do not go on where the first referee stopped:\n%s", said)
	}
	for _, want := range []string{"reprise de la partie", ": 1 étape gardée\n", "page web : http://", "== tour 2 ==", "arrêt après le tour 2"} {
		if !strings.Contains(said, want) {
			t.Errorf("the evening gone on with never says %q:\n%s", want, said)
		}
	}
	for _, english := range []string{"press Enter", "waiting for", "stopped after", "turn 2:", "kept in", "web page", "players join", "warning:",
		"la table diffère"} {
		if strings.Contains(said, english) {
			t.Errorf("the French evening gone on with says %q:\n%s", english, said)
		}
	}
}

// waitUntil waits for ok, failing with what the referee said when it
// never comes.
func waitUntil(t *testing.T, out *refereetest.SyncBuffer, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Minute); !ok(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s; the referee said:\n%s", what, out)
		}
	}
}

// openQuestion is the question open to phone's seats (0: none).
func openQuestion(phone *webtest.Phone, code string) int {
	_, body := phone.Get("/api/seats?code=" + code)
	var mine struct {
		Question int
		Answers  map[string]string
	}
	if json.Unmarshal([]byte(body), &mine) != nil || len(mine.Answers) > 0 {
		return 0
	}
	return mine.Question
}

// heldSeats are the seats phone holds.
func heldSeats(phone *webtest.Phone, code string) []string {
	_, body := phone.Get("/api/seats?code=" + code)
	var mine struct{ Seats []string }
	json.Unmarshal([]byte(body), &mine)
	return mine.Seats
}

func jsonInt(n int) string { b, _ := json.Marshal(n); return string(b) }

// keptTurns is how many turns the journal at file keeps of its DR2D game.
func keptTurns(file string) int {
	j, err := journal.OpenReadOnly(file)
	if err != nil {
		return 0
	}
	defer j.Close()
	games, err := j.KeptGames("dr2d")
	if err != nil || len(games) == 0 {
		return 0
	}
	return games[0].Turns
}
