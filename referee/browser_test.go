package referee

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
)

// The browser tests run the pages in headless Chromium (Debian's chromium,
// which scripts/setup.sh installs) with nothing but its command line:
// --dump-dom prints the page as its scripts left it, --screenshot saves a
// picture. Set MECANOID_SCREENSHOTS=DIR to keep the pictures.

// chromium is the browser to drive, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium, chromium-browser or google-chrome in PATH: scripts/setup.sh installs Debian's chromium")
	return ""
}

// headless loads url in Chromium and returns the DOM once its scripts have
// run for budget of virtual time; with shot set, it saves a screenshot
// there too. Virtual time stands still while a request is pending, so the
// pages' event stream must end (see cutStream).
func headless(t *testing.T, url string, budget time.Duration, size, shot string) string {
	t.Helper()
	page, err := runHeadless(chromium(t), t.TempDir(), url, budget, size, shot)
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// runHeadless is headless for any goroutine: it returns its error.
func runHeadless(bin, profile, url string, budget time.Duration, size, shot string) (string, error) {
	args := []string{"--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
		"--disable-dev-shm-usage", "--run-all-compositor-stages-before-draw", "--hide-scrollbars", "--mute-audio", "--force-device-scale-factor=1",
		"--user-data-dir=" + profile, "--window-size=" + size,
		fmt.Sprintf("--virtual-time-budget=%d", budget.Milliseconds()), "--dump-dom"}
	if shot != "" {
		args = append(args, "--screenshot="+shot)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 40*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append(args, url)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s: %v\n%s", bin, err, stderr.String())
	}
	return string(out), nil
}

// screenshotPath is where a test keeps its screenshot.
func screenshotPath(t *testing.T, name string) string {
	dir := os.Getenv("MECANOID_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, name)
}

// cutStream serves a Web for a headless browser: the first event stream is
// cut after a while (so that virtual time can run and the animations play),
// later ones get 204, which stops the page from reconnecting.
type cutStream struct {
	web   *Web
	cut   time.Duration
	extra http.Handler // serves paths starting with /test; nil: none

	mu        sync.Mutex
	n         int
	connected chan struct{}
}

func newCutStream(w *Web, cut time.Duration, extra http.Handler) *cutStream {
	return &cutStream{web: w, cut: cut, extra: extra, connected: make(chan struct{})}
}

func (c *cutStream) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	switch {
	case strings.HasPrefix(r.URL.Path, "/test") && c.extra != nil:
		c.extra.ServeHTTP(rw, r)
		return
	case r.URL.Path != "/events":
		c.web.ServeHTTP(rw, r)
		return
	}
	c.mu.Lock()
	c.n++
	first := c.n == 1
	c.mu.Unlock()
	if !first {
		rw.WriteHeader(http.StatusNoContent)
		return
	}
	close(c.connected)
	ctx, cancel := context.WithTimeout(r.Context(), c.cut)
	defer cancel()
	c.web.ServeHTTP(rw, r.WithContext(ctx))
}

// waitClient waits until the browser's event stream is registered, so that
// what is shown next reaches it live.
func (c *cutStream) waitClient(t *testing.T) {
	t.Helper()
	select {
	case <-c.connected:
	case <-time.After(20 * time.Second):
		t.Fatal("the page never opened its event stream")
	}
	for i := 0; i < 1000; i++ {
		c.web.mu.Lock()
		n := len(c.web.clients)
		c.web.mu.Unlock()
		if n > 0 {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the event stream was never registered")
}

// injected serves, at the root (so that the page's relative links lead
// where the real page's do), /test+name: the embedded page file with a
// script added, and /test+name+".js": that script.
func injected(t *testing.T, name, file, script string) http.Handler {
	t.Helper()
	page, err := webFiles.ReadFile("web/" + file)
	if err != nil {
		t.Fatal(err)
	}
	m := http.NewServeMux()
	m.HandleFunc("GET /test"+name, func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.Write([]byte(strings.Replace(string(page), "</body>", `<script src="test`+name+`.js"></script></body>`, 1)))
	})
	m.HandleFunc("GET /test"+name+".js", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/javascript")
		rw.Write([]byte(script))
	})
	return m
}

// watchJS notes which properties CSS transitions animate on the page: the
// robots must slide and turn, not jump.
const watchJS = `"use strict";
(function () {
  var seen = {};
  setInterval(function () {
    document.getAnimations().forEach(function (a) {
      if (a.transitionProperty) seen[a.transitionProperty] = true;
    });
    document.body.setAttribute("data-transitions", Object.keys(seen).sort().join(","));
  }, 20);
})();
`

var robotRE = regexp.MustCompile(`<g class="robot[^"]*" data-robot="(\d+)"[^>]*data-cell="(\d+,\d+)" data-facing="([NESW])"`)

// robotsDrawn lists the robots on the page's board: "1 [2,6] E".
func robotsDrawn(dom string) map[string]string {
	got := map[string]string{}
	for _, m := range robotRE.FindAllStringSubmatch(dom, -1) {
		got[m[1]] = "[" + m[2] + "] " + m[3]
	}
	return got
}

// TestBrowserTable loads the table page in Chromium: once with the whole
// turn in the history (a page opened late), once receiving most of it live,
// animated; both must end with the robots where the engine put them.
func TestBrowserTable(t *testing.T) {
	chromium(t)
	ups := demoUpdates(t)
	// Where turn 1 of the demo game leaves the robots (engine/dr2d).
	want := map[string]string{"1": "[2,6] E", "2": "[8,7] S", "3": "[4,3] E", "4": "[8,5] N"}
	for _, tc := range []struct {
		name    string
		history int // updates shown before the page connects; the rest come live
		shot    string
	}{
		{"late", len(ups), ""},
		{"live", 20, "table.png"}, // from move 3 on: beams, the layout switch, the end of the turn
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := NewWeb(WebOptions{Code: "TESTCODE"})
			cs := newCutStream(w, 1500*time.Millisecond, injected(t, "index", "index.html", watchJS))
			srv := httptest.NewServer(cs)
			t.Cleanup(func() { w.Close(); srv.Close() })
			for _, u := range ups[:tc.history] {
				w.Show(u)
			}
			shot := ""
			if tc.shot != "" {
				shot = screenshotPath(t, tc.shot)
			}
			type result struct {
				page string
				err  error
			}
			done := make(chan result, 1)
			bin, profile := chromium(t), t.TempDir()
			go func() {
				page, err := runHeadless(bin, profile, srv.URL+"/testindex", 12*time.Second, "1440,1000", shot)
				done <- result{page, err}
			}()
			cs.waitClient(t)
			for _, u := range ups[tc.history:] {
				w.Show(u)
			}
			r := <-done
			if r.err != nil {
				t.Fatal(r.err)
			}
			page := r.page
			if got := robotsDrawn(page); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("robots drawn at %v, want %v", got, want)
			}
			for _, has := range []string{
				`id="step-text" class="text">the table does not match the ruling:`, // the last update's text
				`robot 1: to [2,6], facing E`,                                      // instructions
				`<li>robot 2: seen at [8,6], should be at [8,7]</li>`,              // verify mismatches
				`data-layout="2"`, // the actuator switched the layout
				`is hit by the laser at [6,2] firing S: 3 → 2 PC`, // the log
				`Programs of turn 1`,
				`data-tile="^-"`, `data-tile="T+"`, `data-tile="X"`, `class="law" data-law="3"`, // layout 2's tiles
				`<figcaption>turntable ↻</figcaption>`, // the legend
			} {
				if !strings.Contains(page, has) {
					t.Errorf("the page lacks %q", has)
				}
			}
			// Live updates are animated; the history is not.
			transitions := regexp.MustCompile(`data-transitions="([^"]*)"`).FindStringSubmatch(page)
			if animated := transitions != nil && strings.Contains(transitions[1], "transform"); animated != (tc.history < len(ups)) {
				t.Errorf("robots animated: %v (transitions seen: %v), want %v", animated, transitions, tc.history < len(ups))
			}
			if !regexp.MustCompile(`<tr data-robot="4"[^>]*>.*?<b>2</b>`).MatchString(page) {
				t.Error("the robots table does not show robot 4 at 2 PC")
			}
			// The browser runs on this machine, as the table's own screen: it shows how to join.
			if !strings.Contains(page, `<b id="join-code">TESTCODE</b>`) || strings.Contains(page, `id="join" class="card join" hidden`) {
				t.Error("the table's own screen does not show the join code")
			}
			if shot != "" {
				if st, err := os.Stat(shot); err != nil || st.Size() < 10000 {
					t.Errorf("screenshot %s: %v", shot, err)
				}
				t.Logf("screenshot: %s", shot)
			}
			if t.Failed() {
				os.WriteFile(filepath.Join(t.TempDir(), "dom.html"), []byte(page), 0o644)
				t.Logf("DOM:\n%.3000s", page)
			}
		})
	}
}

// driveJS plays a phone in the browser: claim robot 1, send a program with
// a bad move, read the error shown next to it, fix it with the keypad and
// send again. It writes what it saw into body[data-drive].
const driveJS = `"use strict";
(function () {
  var seen = [];
  function note(s) { seen.push(s); document.body.setAttribute("data-drive", seen.join("|")); }
  function waitFor(sel, then, n) {
    var e = document.querySelector(sel);
    if (e) { then(e); return; }
    if ((n || 0) > 400) { note("timeout " + sel); return; }
    setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
  }
  waitFor('button[data-claim="1"]:not([disabled])', function (b) {
    note("claim");
    b.click();
    waitFor('form[data-robot="1"]', function (f) {
      ["F", "FX", "LF", "-", "R"].forEach(function (m, i) { f.elements["move" + (i + 1)].value = m; });
      f.querySelector("button.send").click();
      waitFor('form[data-robot="1"][data-result="error"]', function () {
        note("error " + f.querySelector('.err[data-for="move2"]').textContent);
        var m2 = f.elements.move2;
        m2.focus();
        ["⌫", "⌫", "F"].forEach(function (k) { f.querySelector('[data-key="' + k + '"]').click(); });
        note("move2 " + m2.value);
        f.querySelector("button.send").click();
        waitFor('form[data-robot="1"][data-result="sent"]', function () { note("sent"); });
      });
    });
  });
})();
`

// TestBrowserPhone plays the phone page in Chromium: the robot list, the
// claim, a refused move with its message, the keypad, the program sent, and
// Programs returning it.
func TestBrowserPhone(t *testing.T) {
	chromium(t)
	// WaitAll: Programs must not return before the browser has claimed its robot.
	w := NewWeb(WebOptions{Code: "PHONE234", WaitAll: true})
	// The phone page as served, plus the script that plays it.
	cs := newCutStream(w, 1500*time.Millisecond, injected(t, "play", "play.html", driveJS))
	srv := httptest.NewServer(cs)
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(demoUpdates(t)[0])

	// Bob's phone holds robot 2 and has sent its program.
	bob := newPhone(t, srv.URL, w.Code())
	bob.claim(2)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res := askPrograms(w, ctx, 1, []int{1, 2})
	waitOpen(t, w, 1)
	if st, body := bob.send(2, 1, "", "B", "B", "B", "B", "B"); st != 200 {
		t.Fatalf("bob: %d %v", st, body)
	}

	shot := screenshotPath(t, "phone.png")
	page := headless(t, srv.URL+"/testplay?code="+w.Code(), 10*time.Second, "412,1100", shot)
	drive := regexp.MustCompile(`data-drive="([^"]*)"`).FindStringSubmatch(page)
	if drive == nil {
		t.Fatalf("the phone script left no trace:\n%.4000s", page)
	}
	const wantDrive = `claim|error "FX": unexpected 'X' at column 2; a move is written with L, R, F, B or "-"|move2 F|sent`
	if got := strings.ReplaceAll(drive[1], "&quot;", `"`); got != wantDrive {
		t.Errorf("the phone saw\n  %s\nwant\n  %s", got, wantDrive)
	}
	for _, has := range []string{
		`Sent for turn 1: F · F · LF · - · R`,
		`data-claim="2" disabled=""`, // bob's robot cannot be taken
		`<em>taken</em>`,
		`<em>yours</em>`,
	} {
		if !strings.Contains(page, has) {
			t.Errorf("the phone page lacks %q", has)
		}
	}
	select {
	case r := <-res:
		want := map[int]dr2d.Program{
			1: {Cartridge: dr2d.Cartridge{{Step: dr2d.Forward}, {Step: dr2d.Forward}, {Before: -1, Step: dr2d.Forward}, {}, {Before: 1}}},
			2: {Cartridge: dr2d.Cartridge{{Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}}},
		}
		if r.err != nil || fmt.Sprint(r.progs) != fmt.Sprint(want) {
			t.Errorf("Programs = %v, %v; want %v", r.progs, r.err, want)
		}
	case <-time.After(5 * time.Second):
		t.Error("Programs did not return the phone's program")
	}
	t.Logf("screenshot: %s", shot)
	if t.Failed() {
		t.Logf("DOM:\n%.4000s", page)
	}
}

// askDriveJS plays a phone on the question page: take Violet, answer with
// a signal the game refuses, read the reason, answer again.
const askDriveJS = `"use strict";
(function () {
  var seen = [];
  function note(s) { seen.push(s); document.body.setAttribute("data-drive", seen.join("|")); }
  function waitFor(sel, then, n) {
    var e = document.querySelector(sel);
    if (e) { then(e); return; }
    if ((n || 0) > 400) { note("timeout " + sel); return; }
    setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
  }
  waitFor('button[data-player="Violet"]:not([disabled])', function (b) {
    note("take");
    b.click();
    waitFor('form[data-player="Violet"]', function (f) {
      note("asked " + f.querySelector("label").textContent);
      f.elements.answer.value = "R9 3";
      f.querySelector("button.send").click();
      waitFor('form[data-player="Violet"][data-result="error"]', function () {
        note("refused " + f.querySelector(".form-error").textContent);
        f.elements.answer.value = "R2 5";
        f.querySelector("button.send").click();
        waitFor('form[data-player="Violet"][data-result="sent"]', function () { note("sent"); });
      });
    });
  });
})();
`

// TestBrowserAsk plays the question page of the games other than DR2D in
// Chromium: the players, one taken by another phone, the question, an
// answer refused with the game's reason, the answer sent, and Ask
// returning it.
func TestBrowserAsk(t *testing.T) {
	chromium(t)
	w := NewWeb(WebOptions{Code: "ASKS2345", WaitAll: true, Players: []string{"Violet", "Orange"}})
	cs := newCutStream(w, 1500*time.Millisecond, injected(t, "ask", "ask.html", askDriveJS))
	srv := httptest.NewServer(cs)
	t.Cleanup(func() { w.Close(); srv.Close() })
	orange := newPhone(t, srv.URL, w.Code())
	if st, _ := orange.post("/api/player", url.Values{"player": {"Orange"}}); st != 200 {
		t.Fatal(st)
	}
	type result struct {
		got map[string]string
		err error
	}
	res := make(chan result, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	go func() {
		got, err := w.Ask(ctx, Question{Step: 4, Who: []string{"Violet", "Orange"}, Secret: true,
			Prompt: `round 4: a radio signal for one of your robots ("R3 7"), or none`,
			Check: func(who, a string) error {
				if who == "Violet" && a == "R9 3" {
					return fmt.Errorf("robot 9 is not Violet's")
				}
				return nil
			}})
		res <- result{got, err}
	}()
	for i := 0; ; i++ {
		st, body := orange.post("/api/answer", url.Values{"player": {"Orange"}, "question": {"1"}, "answer": {"none"}})
		if st == 200 {
			break
		}
		if i > 200 {
			t.Fatalf("orange cannot answer: %d %v", st, body)
		}
		time.Sleep(10 * time.Millisecond)
	}
	shot := screenshotPath(t, "ask.png")
	page := headless(t, srv.URL+"/testask?code="+w.Code(), 10*time.Second, "412,900", shot)
	drive := regexp.MustCompile(`data-drive="([^"]*)"`).FindStringSubmatch(page)
	if drive == nil {
		t.Fatalf("the phone script left no trace:\n%.4000s", page)
	}
	const wantDrive = `take|asked round 4: a radio signal for one of your robots ("R3 7"), or none|refused answer refused: robot 9 is not Violet's|sent`
	if got := strings.ReplaceAll(drive[1], "&quot;", `"`); got != wantDrive {
		t.Errorf("the phone saw\n  %s\nwant\n  %s", got, wantDrive)
	}
	for _, has := range []string{`data-player="Orange" disabled=""`, `<em>taken</em>`, `<em>yours</em>`, `Sent: R2 5`} {
		if !strings.Contains(page, has) {
			t.Errorf("the question page lacks %q", has)
		}
	}
	select {
	case r := <-res:
		if r.err != nil || fmt.Sprint(r.got) != fmt.Sprint(map[string]string{"Violet": "R2 5", "Orange": "none"}) {
			t.Errorf("Ask = %v, %v", r.got, r.err)
		}
	case <-time.After(5 * time.Second):
		t.Error("Ask did not return the phone's answer")
	}
	if t.Failed() {
		t.Logf("DOM:\n%.4000s", page)
	}
}

// TestBrowserDiagram: a game other than DR2D (no DR2D board) shows its
// latest text drawing in the board's place, and its steps by its own name.
func TestBrowserDiagram(t *testing.T) {
	chromium(t)
	w := NewWeb(WebOptions{Code: "DIAG2345", Players: []string{"player 1", "player 2"}})
	srv := httptest.NewServer(newCutStream(w, 1500*time.Millisecond, nil))
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(Update{Seq: 1, Kind: UpdateStart, StepName: "round", Text: "hex game", Drawing: "first  . R1 ."})
	w.Show(Update{Seq: 2, Kind: UpdateMessage, StepName: "round", Turn: 1, Text: "round 1, player 1: R1 [1,5]", Drawing: "second R1 . ."})
	w.Show(Update{Seq: 3, Kind: UpdateStep, StepName: "round", Turn: 1, Action: 2, Text: "robot 1 moves to [1,5]"})
	page := headless(t, srv.URL+"/", 6*time.Second, "1200,800", screenshotPath(t, "diagram.png"))
	pre := regexp.MustCompile(`<pre id="diagram"[^>]*>([^<]*)</pre>`).FindStringSubmatch(page)
	if pre == nil || pre[1] != "second R1 . ." || strings.Contains(pre[0], "hidden") {
		t.Errorf("diagram shown: %q", pre)
	}
	if !regexp.MustCompile(`<svg id="board"[^>]*style="[^"]*display: none;`).MatchString(page) {
		t.Errorf("the empty DR2D board is still shown: %.300s", page[strings.Index(page, "<svg"):])
	}
	if turn := regexp.MustCompile(`<div id="turn"[^>]*>([^<]*)</div>`).FindStringSubmatch(page); turn == nil || turn[1] != "round 1 · action 2" {
		t.Errorf("the step is named %q, want the game's name for it, \"round 1 · action 2\"", turn)
	}
	if !strings.Contains(page, "robot 1 moves to [1,5]") {
		t.Errorf("the log lacks the step")
	}
}
