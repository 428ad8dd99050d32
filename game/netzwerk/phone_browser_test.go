package netzwerk

import (
	"io"
	"log"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// doneJS plays player 1's phone on the question page: it takes the seat
// (unless this browser holds it already), waits for the turn's one-button
// form, and, when click is set, presses Done. It notes what it saw in the
// body's data-drive: "take|asked PROMPT|button LABEL|sent".
const doneJS = webtest.DriveJS + `(function () {
  var mine = '[data-seat="player 1"]', click = %s;
  function asked(f) {
    note("asked " + f.querySelector("label").textContent);
    note("button " + f.querySelector("button.send").textContent);
    if (!click) return;
    f.querySelector("button.send").click();
    waitFor('form.done' + mine + '[data-result="sent"]', function () { note("sent"); });
  }
  // This browser may hold the seat already (its cookie): then the form comes without a take.
  observe('form.done' + mine + ', button' + mine + ':not([disabled])', function (e) {
    if (e.tagName === "FORM") { streamed('form.done' + mine, asked); return; }
    note("take");
    e.click();
    streamed('form.done' + mine, asked);
  });
})();
`

// TestNetzwerkTurnDoneFromPhone: player 1's phone, in headless Chromium,
// takes its seat and sees turn 1's one button (its words in French for a
// French phone), then presses it: the referee reads the table and turn 1
// is played; the rest of the game is typed at the keyboard ("player 2:
// done", Enter for a seat no phone holds). Screenshots of the phone are
// kept in $MECANOID_SCREENSHOTS.
func TestNetzwerkTurnDoneFromPhone(t *testing.T) {
	bin := webtest.Chromium(t)
	file := filepath.Join(t.TempDir(), "j.db")
	keyboard, keys := io.Pipe()
	clitest.Typed(t, keyboard)
	t.Cleanup(func() { keys.Close() })
	args := []string{"referee", "--game", "netzwerk", "--camera", filepath.Join(netzFrames, "game"), "--no-wait",
		"--web", "127.0.0.1:0", "--journal", file}
	var out lockedOutput
	exit := make(chan int, 1)
	go func() { exit <- cli.Run(args, &out, io.Discard) }()
	waitOut := func(what string) {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); !strings.Contains(out.String(), what); {
			if time.Now().After(deadline) {
				t.Fatalf("waited in vain for %q:\n%s", what, out.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitOut("players join at")
	m := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`).FindStringSubmatch(out.String())
	base, code := m[1], m[2]
	waitOut("waiting for player 1")
	target, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ErrorLog = log.New(io.Discard, "", 0) // the event stream cut
	serve := func(name, click string) string {
		h := webtest.Injected(t, proxy, "/play?code="+code, name, strings.Replace(doneJS, "%s", click, 1))
		srv := httptest.NewServer(webtest.NewCutStream(proxy, time.Minute, h))
		t.Cleanup(srv.Close)
		return srv.URL + "/test" + name + "?code=" + code
	}
	profile := t.TempDir() // one phone: its cookie holds the seat from one load to the next
	drive := regexp.MustCompile(`data-drive="([^"]*)"`)
	page, err := webtest.RunHeadless(bin, profile, serve("look", "false"), 10*time.Second, "390,844",
		webtest.Screenshot(t, "netzwerk-phone-done-fr.png"), "--accept-lang=fr")
	if err != nil {
		t.Fatal(err)
	}
	const wantFr = "take|asked tour 1 : dites « fini » une fois vos robots et batteries déplacés|button Fini"
	if d := drive.FindStringSubmatch(page); d == nil || d[1] != wantFr {
		t.Errorf("the French phone saw %v, want %s", d, wantFr)
	}
	page, err = webtest.RunHeadless(bin, profile, serve("press", "true"), 10*time.Second, "390,844", "", "--accept-lang=fr")
	if err != nil {
		t.Fatal(err)
	}
	if d := drive.FindStringSubmatch(page); d == nil || !strings.HasSuffix(d[1], "|sent") {
		t.Errorf("the phone's Done: %v", d)
	}
	waitOut("turn 1, player 1: R1 [1,5]")
	waitOut("waiting for player 2")
	// The rest at the keyboard: player 1's seat, which a phone holds, named; player 2's, which none holds: Enter.
	for turn := 2; turn <= 13; turn++ {
		line := "\n"
		if turn%2 == 1 {
			line = "player 1: done\n"
		}
		if _, err := io.WriteString(keys, line); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case c := <-exit:
		if c != 0 || !strings.Contains(out.String(), "player 1 wins") {
			t.Fatalf("exit %d:\n%s", c, out.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("the game did not end:\n%s", out.String())
	}
}
