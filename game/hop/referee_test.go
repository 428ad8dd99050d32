package hop_test

// Hop played through the real command line, as a user plays it:
// `referee --game hop` from photos of the table, the players typing or
// answering from a phone in headless Chromium, killed with SIGKILL and
// taken up with --resume, then games, export, replay and resolve, in
// English and in French.

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee/web/webtest"
)

// refereeArgs are the arguments of `referee --game hop` reading the photos,
// without a web page, keeping the game in journal file.
func refereeArgs(t *testing.T, file string, more ...string) []string {
	return append([]string{"referee", "--game", "hop", "--camera", photos(t), "--no-wait", "--journal", file}, more...)
}

// typed are the answers as the players type them, a line each.
func typed(as ...string) io.Reader { return strings.NewReader(strings.Join(as, "\n") + "\n") }

// exported is the game file `export` writes of game name of journal file.
func exported(t *testing.T, file, name string) gameFile {
	t.Helper()
	code, out, errs := clitest.Run("export", "--journal", file, name)
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	f, err := parseFile("exported", []byte(out))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return f
}

// TestHopAtTheTable: a whole game of Hop refereed from the photos, the
// players typing their answers (Ann's first, off the grid, refused and
// asked again); the journal lists it, exports it as the directions
// typed, replays it, and resolve plays the exported file to the same end.
func TestHopAtTheTable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.db")
	clitest.Typed(t, typed(append([]string{"W"}, answers...)...))
	code, out, errs := clitest.Run(refereeArgs(t, file, "--web", "")...)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	clitest.WantOutput(t, out, "== Hop: Ann's robot 1 on [1,4], Bob's robot 2 on [4,1]\n",
		"robot 1 cannot hop off the grid to [0,4]", "turn 1: Ann to hop", "  Ann's robot 1 hops [1,4] → [1,3] (hop)\n",
		"  robot 2: to [4,2]\n", "== Ann wins: first to the far row; game over after 5 turns\n")
	if n := strings.Count(out, "the table matches the ruling"); n != 5 {
		t.Errorf("the table checked %d times, want 5:\n%s", n, out)
	}
	name := regexp.MustCompile(`game (hop-\S+) kept in`).FindStringSubmatch(out)
	if name == nil {
		t.Fatalf("no game kept:\n%s", out)
	}

	code, out, _ = clitest.Run("games", "--journal", file)
	if code != 0 || !regexp.MustCompile(`1\s+hop\s+`+name[1]+`\s.*\s5\s+over: Ann`).MatchString(out) {
		t.Errorf("games: exit %d\n%s", code, out)
	}
	f := exported(t, file, name[1])
	if f.Game != "hop" || f.Setup != start || !reflect.DeepEqual(f.Turns, answers) {
		t.Errorf("exported %+v", f)
	}
	code, out, errs = clitest.Run("replay", "--journal", file, "1")
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errs)
	}
	clitest.WantOutput(t, out, "hop game", "turn 5: Ann's robot 1 hops [1,2] → [1,1]\nAnn wins")
	t.Cleanup(func() { lang.SetUser(lang.Default) })
	code, fr, _ := clitest.Run("--lang", "fr", "replay", "--journal", file, "1")
	if code != 0 || !strings.Contains(fr, "tour 5 : Ann : le robot 1 saute de [1,2] à [1,1]\nAnn gagne") {
		t.Errorf("replay in French: exit %d\n%s", code, fr)
	}
	data, _ := json.Marshal(f)
	game := filepath.Join(t.TempDir(), "hop.json")
	if err := os.WriteFile(game, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, res, errs := clitest.Run("resolve", game); code != 0 || !strings.HasSuffix(out, res) {
		t.Errorf("resolve: exit %d %s\n%s\nwant the end of replay's\n%s", code, errs, res, out)
	}
}

// TestHopInFrench: --lang fr, the referee says Hop's words in French.
func TestHopInFrench(t *testing.T) {
	t.Cleanup(func() { lang.SetUser(lang.Default) })
	clitest.Typed(t, typed("X", "N", "S", "N", "S", "N"))
	code, out, errs := clitest.Run(append([]string{"--lang", "fr"}, refereeArgs(t, filepath.Join(t.TempDir(), "j.db"), "--web", "")...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	clitest.WantOutput(t, out, "== Hop : le robot 1 d'Ann en [1,4], le robot 2 de Bob en [4,1]\n",
		"tour 1 : à Ann de sauter", `"X" : répondez N, E, S ou W (ouest)`, "  Ann : le robot 1 saute de [1,4] à [1,3] (saut)\n",
		"  robot 1 : en [1,3]\n", "== Ann gagne : premier à la dernière rangée ; partie finie après 5 tours\n")
}

// TestHopUsage: a wrong command line is refused with the game's usage.
func TestHopUsage(t *testing.T) {
	clitest.WantUsage(t, []string{"referee", "--game", "hop", "--web", ""}, []clitest.UsageCase{
		{Args: []string{"extra"}, Says: `unexpected argument "extra"`},
		{Args: []string{"--resume", "--setup", "x.json"}, Says: "no --setup"},
	})
	if code, _, errs := clitest.Run("resolve", "--game", "hop", "no-such-game.json"); code != 2 || !strings.Contains(errs, "no-such-game.json") {
		t.Errorf("resolve of no file: exit %d %s", code, errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"game": "hop", "setup": {"robots": [[0, 4], [4, 1]]}, "turns": []}`), 0o644)
	if code, _, errs := clitest.Run("resolve", bad); code != 2 || !strings.Contains(errs, "setup: robot on [0,4], off the grid") {
		t.Errorf("resolve of a bad file: exit %d %s", code, errs)
	}
}

// output is a command's standard output read while it runs.
type output struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (o *output) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.Write(p)
}

func (o *output) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.String()
}

// waitFor waits until ok, or fails the test saying what it waited for.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s", what)
		}
	}
}

// TestHopPhoneInChromium: the referee runs with its web page; Ann takes
// her seat on a phone in headless Chromium and plays the first turn from
// it (her hop off the grid refused with the game's reason), the rest is
// typed at the keyboard, and the game is kept with Ann's answer.
func TestHopPhoneInChromium(t *testing.T) {
	webtest.Chromium(t)
	file := filepath.Join(t.TempDir(), "j.db")
	keyboard, keys := io.Pipe()
	clitest.Typed(t, keyboard)
	args := refereeArgs(t, file, "--web", "127.0.0.1:0")
	var out output
	done := make(chan int, 1)
	go func() { done <- cli.Run(args, &out, io.Discard) }()
	t.Cleanup(func() { keys.Close() })

	join := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`)
	waitFor(t, "the web page", func() bool { return join.MatchString(out.String()) })
	m := join.FindStringSubmatch(out.String())
	base, code := m[1], m[2]
	watcher := webtest.NewPhone(t, base, code)
	waitFor(t, "Ann's question", func() bool { // the page asks it before Chromium loads it
		_, body := watcher.Get("/api/seats?code=" + code)
		var open struct{ Question int }
		json.Unmarshal([]byte(body), &open)
		return open.Question != 0
	})
	target, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target) // the referee's page, with the test's script
	proxy.ErrorLog = log.New(io.Discard, "", 0)         // the event stream cut
	srv := httptest.NewServer(webtest.NewCutStream(proxy, time.Minute, webtest.Injected(t, proxy, "/play?code="+code, "ask", webtest.AnswerJS("Ann", "W", "n"))))
	t.Cleanup(srv.Close)
	page := webtest.Headless(t, srv.URL+"/testask?code="+code, 10*time.Second, "412,900", "")
	drive := regexp.MustCompile(`data-drive="([^"]*)"`).FindStringSubmatch(page)
	const want = `take|asked a direction for your robot: N, E, S or W|refused answer refused: robot 1 cannot hop off the grid to [0,4]|sent`
	if drive == nil || strings.ReplaceAll(drive[1], "&quot;", `"`) != want {
		t.Errorf("the phone saw %v\nwant %s\n%.3000s", drive, want, page)
	}

	waitFor(t, "Bob's turn", func() bool { return strings.Contains(out.String(), "turn 2: Bob to hop") })
	for i, a := range answers[1:] { // Ann's seat has a phone: typed answers say whose they are
		io.WriteString(keys, players[(i+1)%2]+": "+a+"\n")
	}
	select {
	case c := <-done:
		if c != 0 || !strings.Contains(out.String(), "== Ann wins") {
			t.Fatalf("exit %d:\n%s", c, out.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("the game did not end:\n%s", out.String())
	}
	if f := exported(t, file, "1"); !reflect.DeepEqual(f.Turns, answers) {
		t.Errorf("kept %v", f.Turns)
	}
}

// journalEnv names the journal of the child that TestHopKillResume kills;
// webEnv the address of its web page.
const journalEnv, webEnv = "MECANOID_HOP_JOURNAL", "MECANOID_HOP_WEB"

// TestHopKillResume: a referee playing Hop (this test binary, run again
// as a child) with its web page, Ann on a phone, is killed with SIGKILL in
// the middle of the game; `referee --resume` takes it up from the journal
// and the photos where it was: the page at the same address has the same
// join code, Ann's phone holds her seat without joining again, the room
// sees the game's history at once, and the game ends as the game played
// without a stop: same turns, same winner, one game in the journal.
func TestHopKillResume(t *testing.T) {
	if file := os.Getenv(journalEnv); file != "" { // the child: play until killed
		os.Exit(cli.Run(refereeArgs(t, file, "--web", os.Getenv(webEnv)), os.Stdout, os.Stderr))
	}
	file := filepath.Join(t.TempDir(), "j.db")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	addr := webtest.FreeAddr(t)
	cmd := exec.Command(exe, "-test.run=^TestHopKillResume$")
	cmd.Env = append(os.Environ(), journalEnv+"="+file, framesEnv+"="+photos(t), webEnv+"="+addr)
	var childOut output
	cmd.Stdout = &childOut
	keys, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	join := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`)
	waitFor(t, "the child's web page", func() bool { return join.MatchString(childOut.String()) })
	m := join.FindStringSubmatch(childOut.String())
	base, code := m[1], m[2]
	ann := webtest.NewPhone(t, base, code)
	waitFor(t, "Ann's question", func() bool {
		_, body := ann.Get("/api/seats?code=" + code)
		var open struct{ Question int }
		json.Unmarshal([]byte(body), &open)
		return open.Question != 0
	})
	if status, _ := ann.Post("/api/seat", url.Values{"code": {code}, "seat": {"Ann"}}); status != 200 {
		t.Fatalf("Ann takes her seat: %d", status)
	}
	for i, a := range []string{"Ann: " + answers[0], answers[1]} { // killed once two turns are kept, Ann asked for the third
		io.WriteString(keys, a+"\n")
		waitFor(t, "the child's turns kept", func() bool { return steps(file) > i })
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed: %v", err)
	}

	keyboard, more := io.Pipe()
	clitest.Typed(t, keyboard)
	t.Cleanup(func() { more.Close() })
	var out output
	done := make(chan int, 1)
	go func() { done <- cli.Run(refereeArgs(t, file, "--web", addr, "--resume"), &out, io.Discard) }()
	waitFor(t, "the page of the game gone on with", func() bool { return join.MatchString(out.String()) })
	if again := join.FindStringSubmatch(out.String()); again[1] != base || again[2] != code {
		t.Errorf("gone on with at %s with code %s, want %s and %s", again[1], again[2], base, code)
	}
	waitFor(t, "Ann's seat, hers again", func() bool {
		_, body := ann.Get("/api/seats?code=" + code)
		var mine struct{ Seats []string }
		json.Unmarshal([]byte(body), &mine)
		return reflect.DeepEqual(mine.Seats, []string{"Ann"})
	})
	if room := webtest.RoomHistory(t, base); !strings.Contains(room, `"turn":2`) || !strings.Contains(room, `"kind":"start"`) {
		t.Errorf("the room does not see the game's first turns:\n%.2000s", room)
	}
	io.WriteString(more, "Ann: "+answers[2]+"\n"+answers[3]+"\nAnn: "+answers[4]+"\n")
	select {
	case c := <-done:
		if c != 0 {
			t.Fatalf("--resume: exit %d\n%s", c, out.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("the game gone on with did not end:\n%s", out.String())
	}
	clitest.WantOutput(t, out.String(), ": 2 steps kept", "frames: going on", "turn 3: Ann to hop",
		"== Ann wins: first to the far row; game over after 5 turns")
	status, list, _ := clitest.Run("games", "--journal", file)
	if status != 0 || strings.Count(list, " hop ") != 1 || !strings.Contains(list, "over: Ann") {
		t.Errorf("games: exit %d\n%s", status, list)
	}
	if f := exported(t, file, "1"); !reflect.DeepEqual(f.Turns, answers) {
		t.Errorf("turns after the kill %v, want %v", f.Turns, answers)
	}
}

// steps is how many turns the journal at file keeps of its Hop game.
func steps(file string) int {
	j, err := journal.OpenReadOnly(file)
	if err != nil {
		return 0
	}
	defer j.Close()
	games, err := j.KeptGames("hop")
	if err != nil || len(games) == 0 {
		return 0
	}
	return games[0].Turns
}

// TestHopCatalog: Hop's words have their French, with the same
// placeholders.
func TestHopCatalog(t *testing.T) {
	for _, p := range lang.Problems() {
		t.Error(p)
	}
}
