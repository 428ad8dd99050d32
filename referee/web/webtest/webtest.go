// Package webtest drives the referee's web page (package web) in tests,
// the way people at the table do: a Phone with its own cookies posting to
// the phone API, and headless Chromium loading a page (Debian's chromium,
// which scripts/setup.sh installs) with nothing but its command line:
// --dump-dom prints the page as its scripts left it, --screenshot saves a
// picture. Set MECANOID_SCREENSHOTS=DIR to keep the pictures.
//
// Chromium's virtual time stands still while a request is pending, so a
// page's event stream must end for its scripts to run on: serve the page
// through a CutStream. Injected serves a page with a test's script added,
// which drives it (clicks, types) and notes what it saw in the DOM.
package webtest

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// A Phone is a player's phone: a client with its own cookie jar, so that
// the page knows it again from one request to the next.
type Phone struct {
	t    testing.TB
	base string
	code string
	c    *http.Client
	// Header is sent with each request (an Accept-Language).
	Header http.Header
}

// NewPhone is a phone that joined the page at base with the join code.
func NewPhone(t testing.TB, base, code string) *Phone {
	jar, _ := cookiejar.New(nil)
	return &Phone{t: t, base: base, code: code, c: &http.Client{Jar: jar}, Header: http.Header{}}
}

// Post sends form values (with the join code, unless v has one), with
// the page's Origin, and returns the status and the JSON answer. A phone may play in a goroutine
// of its own: a request that gets no answer is an error of the test, and
// status 0.
func (p *Phone) Post(path string, v url.Values) (int, map[string]any) {
	p.t.Helper()
	if v.Get("code") == "" {
		v.Set("code", p.code)
	}
	// As a browser does, from the page it is on: the page refuses posts
	// from other origins.
	req, err := http.NewRequest("POST", p.base+path, strings.NewReader(v.Encode()))
	if err != nil {
		p.t.Error(err)
		return 0, nil
	}
	p.headers(req)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", p.base)
	resp, err := p.c.Do(req)
	if err != nil {
		p.t.Error(err)
		return 0, nil
	}
	defer resp.Body.Close()
	var body map[string]any
	json.NewDecoder(resp.Body).Decode(&body)
	return resp.StatusCode, body
}

// Cookies are the phone's cookies for u, for a test to send them the way
// a browser sends them along with another site's request.
func (p *Phone) Cookies(u *url.URL) []*http.Cookie { return p.c.Jar.Cookies(u) }

// Get fetches path and returns the status and the body (as Post: 0 and
// an error of the test when no answer comes).
func (p *Phone) Get(path string) (int, string) {
	p.t.Helper()
	req, err := http.NewRequest("GET", p.base+path, nil)
	if err != nil {
		p.t.Error(err)
		return 0, ""
	}
	p.headers(req)
	resp, err := p.c.Do(req)
	if err != nil {
		p.t.Error(err)
		return 0, ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func (p *Phone) headers(req *http.Request) {
	for k, v := range p.Header {
		req.Header[k] = v
	}
}

// Chromium is the browser to drive, or skips the test.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium, chromium-browser or google-chrome in PATH: scripts/setup.sh installs Debian's chromium")
	return ""
}

// Headless loads url in Chromium and returns the DOM once its scripts have
// run for budget of virtual time, in a window of size ("412,900"); with
// shot set, it saves a screenshot there too. Extra are more of Chromium's
// flags: "--accept-lang=fr" makes a French browser.
func Headless(t testing.TB, url string, budget time.Duration, size, shot string, extra ...string) string {
	t.Helper()
	page, err := RunHeadless(Chromium(t), t.TempDir(), url, budget, size, shot, extra...)
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// RunHeadless is Headless for any goroutine: Chromium bin, with its
// profile in a folder of its own; it returns its error.
func RunHeadless(bin, profile, url string, budget time.Duration, size, shot string, extra ...string) (string, error) {
	args := []string{"--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
		"--disable-dev-shm-usage", "--run-all-compositor-stages-before-draw", "--hide-scrollbars", "--mute-audio", "--force-device-scale-factor=1",
		"--user-data-dir=" + profile, "--window-size=" + size,
		fmt.Sprintf("--virtual-time-budget=%d", budget.Milliseconds()), "--dump-dom"}
	if shot != "" {
		args = append(args, "--screenshot="+shot)
	}
	args = append(args, extra...)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // a guard against a hung browser, not a budget: a loaded machine is slow
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

// Screenshot is where a test keeps its screenshot called name: in
// $MECANOID_SCREENSHOTS, else in a folder removed after the test.
func Screenshot(t testing.TB, name string) string {
	dir := os.Getenv("MECANOID_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, name)
}

// A CutStream serves a page for a headless browser: the first event
// stream (/events) is cut after a while, so that virtual time can run and
// the animations play; later ones get 204, which stops the page from
// reconnecting. Paths starting with /test go to a handler of the test's
// (Injected).
//
// Chromium's virtual time stands still while the stream is open: a
// page's timers wait for the cut, its event handlers do not. A script
// that needs what the stream brings (a question that comes after taking
// a seat) asks for the cut itself by loading "testcut" once it has it
// (DriveJS's streamed does); the duration is then only a guard for a script that
// never gets there.
type CutStream struct {
	page  http.Handler
	cut   time.Duration
	extra http.Handler

	mu        sync.Mutex
	n         int
	streaming chan struct{}
	once      sync.Once
	cue       chan struct{}
	cueOnce   sync.Once
}

// NewCutStream serves page, cutting its event stream after cut; extra
// (nil: none) serves the paths starting with /test.
func NewCutStream(page http.Handler, cut time.Duration, extra http.Handler) *CutStream {
	return &CutStream{page: page, cut: cut, extra: extra, streaming: make(chan struct{}), cue: make(chan struct{})}
}

func (c *CutStream) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/testcut":
		c.cueOnce.Do(func() { close(c.cue) })
		rw.WriteHeader(http.StatusNoContent)
		return
	case strings.HasPrefix(r.URL.Path, "/test") && c.extra != nil:
		c.extra.ServeHTTP(rw, r)
		return
	case r.URL.Path != "/events":
		c.page.ServeHTTP(rw, r)
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
	ctx, cancel := context.WithTimeout(r.Context(), c.cut)
	defer cancel()
	go func() {
		select {
		case <-c.cue:
			cancel()
		case <-ctx.Done():
		}
	}()
	c.page.ServeHTTP(&firstWrite{rw, c}, r.WithContext(ctx))
}

// WaitStreaming waits until the browser's event stream has begun: the
// page has taken the browser in, so what it shows next reaches it live.
func (c *CutStream) WaitStreaming(t testing.TB) {
	t.Helper()
	select {
	case <-c.streaming:
	case <-time.After(3 * time.Minute): // a guard against a page that never will, not a budget
		t.Fatal("the page never opened its event stream")
	}
}

// firstWrite tells its CutStream when the event stream writes first: the
// page writes only once it has taken the client in.
type firstWrite struct {
	http.ResponseWriter
	c *CutStream
}

func (w *firstWrite) Write(b []byte) (int, error) {
	w.c.once.Do(func() { close(w.c.streaming) })
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (the page sets
// a write deadline on each event).
func (w *firstWrite) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *firstWrite) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Injected serves /test+name: the page that page serves at path, with a
// script added at the end of its body, and /test+name+".js": that script.
// Served at the root beside the page (CutStream's extra), its relative
// links lead where the real page's do. The page is asked for each time,
// with the browser's headers and cookies (its language).
func Injected(t testing.TB, page http.Handler, path, name, script string) http.Handler {
	t.Helper()
	target, err := url.Parse(path)
	if err != nil {
		t.Fatal(err)
	}
	get := func(r *http.Request) (int, string) {
		req := r.Clone(r.Context())
		req.URL = &url.URL{Path: target.Path, RawQuery: target.RawQuery}
		req.RequestURI = path
		rec := httptest.NewRecorder()
		page.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	if code, html := get(httptest.NewRequest("GET", "http://localhost"+path, nil)); code != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, code, html)
	} else if !strings.Contains(html, "</body>") {
		t.Fatalf("GET %s: no </body> to put the script before", path)
	}
	m := http.NewServeMux()
	m.HandleFunc("GET /test"+name, func(rw http.ResponseWriter, r *http.Request) {
		code, html := get(r)
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		rw.WriteHeader(code)
		rw.Write([]byte(strings.Replace(html, "</body>", `<script src="test`+name+`.js"></script></body>`, 1)))
	})
	m.HandleFunc("GET /test"+name+".js", func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/javascript")
		rw.Write([]byte(script))
	})
	return m
}

// DriveJS starts a script (for Injected) that plays a phone or the room
// page as a person would. It defines:
//
//   - note(s): adds s to what the script saw, kept in the body's
//     data-drive ("a|b|c") and across loads of the tab;
//   - waitFor(sel, then): then(element) once sel matches, checked every
//     25 ms of virtual time; notes "timeout SEL" after 10 s of it;
//   - observe(sel, then): the same, on the page's changes: it works while
//     the event stream is open, when virtual time stands still;
//   - streamed(sel, then): observe for what the event stream brings (the
//     question after a seat is taken), then ask the CutStream for the cut
//     and call then once the page has settled: timers run again only when
//     no request is pending.
//
// A script waits with observe until it has what the stream brings, and
// with waitFor after; its CutStream's duration is then a guard (a minute)
// for a script that never gets there, not the time the page should take.
const DriveJS = `"use strict";
var seen = JSON.parse(sessionStorage.getItem("seen") || "[]");
function note(s) { seen.push(s); sessionStorage.setItem("seen", JSON.stringify(seen)); document.body.setAttribute("data-drive", seen.join("|")); }
function waitFor(sel, then, n) {
  var e = document.querySelector(sel);
  if (e) { then(e); return; }
  if ((n || 0) > 400) { note("timeout " + sel); return; }
  setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
}
function observe(sel, then) {
  var e = document.querySelector(sel);
  if (e) { then(e); return; }
  var o = new MutationObserver(function () {
    var e = document.querySelector(sel);
    if (e && o) { o.disconnect(); o = null; then(e); }
  });
  o.observe(document.body, {subtree: true, childList: true, attributes: true});
}
function streamed(sel, then) {
  observe(sel, function () {
    fetch("testcut");
    setTimeout(function () { waitFor(sel, then); }, 25);
  });
}
`

// AnswerJS is a script (for Injected) that plays a phone on the question
// page: it takes seat, answers wrong, reads the refusal, answers right.
// It notes what it saw in the body's data-drive: "take|asked PROMPT|
// refused REASON|sent", or "timeout SELECTOR" where it waited in vain.
// It asks its CutStream for the cut once it has the question (DriveJS).
func AnswerJS(seat, wrong, right string) string {
	return DriveJS + fmt.Sprintf(answerJS, seat, wrong, right)
}

const answerJS = `(function () {
  var seat = %q, wrong = %q, right = %q, mine = '[data-seat="' + seat + '"]';
  observe('button' + mine + ':not([disabled])', function (b) {
    note("take");
    b.click();
    streamed('form' + mine, function (f) {
      note("asked " + f.querySelector("label").textContent);
      f.elements.answer.value = wrong;
      f.querySelector("button.send").click();
      waitFor('form' + mine + '[data-result="error"]', function (f) {
        note("refused " + f.querySelector(".form-error").textContent);
        f.elements.answer.value = right;
        f.querySelector("button.send").click();
        waitFor('form' + mine + '[data-result="sent"]', function () { note("sent"); });
      });
    });
  });
})();
`

// Shoot looks at the page at addr (a room page "/", or a phone page
// "/play?code=...") as people do: at 1400x1000 and at 390x844 (a phone), in
// English and in French, four loads in headless Chromium. It fails the
// test when a load shows a horizontal scroll bar (the page wider than the
// window) or something sticks out of its card (class card). With MECANOID_SCREENSHOTS=DIR it keeps each load's picture
// there as GAME-PAGE-LANG-WIDTH.png (PAGE: "phone" for /play, else
// "room"; LANG: en or fr): `make screenshots` sets it. It returns each
// load's DOM by that name (without .png), for more checks.
//
// addr may be any server's, a real referee's included: each load goes
// through a proxy of its own whose event stream is cut after a while, so
// the page plays its history and the browser's virtual time runs on.
// Extra are more of Chromium's flags. The page's own language (a referee's
// --lang) beats the browser's: run the referee without it.
func Shoot(t testing.TB, addr, game string, extra ...string) map[string]string {
	t.Helper()
	bin := Chromium(t)
	target, err := url.Parse(addr)
	if err != nil {
		t.Fatal(err)
	}
	page := "room"
	if target.Path == "/play" || strings.HasSuffix(target.Path, "/play") {
		page = "phone"
	}
	base := &url.URL{Scheme: target.Scheme, Host: target.Host}
	doms := map[string]string{}
	for _, lang := range []string{"en", "fr"} {
		for _, size := range []string{"1400,1000", "390,844"} {
			name := fmt.Sprintf("%s-%s-%s-%s", game, page, lang, strings.Split(size, ",")[0])
			proxy := httputil.NewSingleHostReverseProxy(base)
			proxy.ErrorLog = log.New(io.Discard, "", 0) // the event stream cut
			test := http.NewServeMux()
			test.Handle("/", Injected(t, proxy, target.RequestURI(), "shoot", fitJS))
			test.HandleFunc("GET /testframe", phoneFrame)
			srv := httptest.NewServer(NewCutStream(proxy, 1500*time.Millisecond, test))
			shot := ""
			if os.Getenv("MECANOID_SCREENSHOTS") != "" {
				shot = Screenshot(t, name+".png")
			}
			query := ""
			if target.RawQuery != "" {
				query = "?" + target.RawQuery
			}
			// Headless Chromium lays a page out at least 500 px wide,
			// whatever the window: a phone's width is a frame's.
			load := "/testshoot"
			if size == "390,844" {
				load = "/testframe"
			}
			dom, err := RunHeadless(bin, t.TempDir(), srv.URL+load+query, 6*time.Second, size, shot,
				append([]string{"--accept-lang=" + lang}, extra...)...)
			srv.Close()
			if err != nil {
				t.Fatal(err)
			}
			doms[name] = dom
			if m := fitRE.FindStringSubmatch(dom); m == nil {
				t.Errorf("%s: the page was never measured", name)
			} else if m[1] != "fits" {
				t.Errorf("%s: the page does not fit its window (%s)", name, m[1])
			}
		}
	}
	return doms
}

// ShootGame shoots (Shoot) the room's page and a phone's of a referee's
// page at base, whose join code is code, and gives the DOMs of the loads
// at 1400 px, room and phone, in both languages (a phone's width is a
// frame's, whose DOM is the frame's page).
func ShootGame(t testing.TB, base, code, game string) map[string]string {
	t.Helper()
	doms := map[string]string{}
	for _, page := range []string{base + "/", base + "/play?code=" + code} {
		for name, dom := range Shoot(t, page, game) {
			if strings.HasSuffix(name, "-1400") {
				doms[name] = dom
			}
		}
	}
	return doms
}

// phoneFrame holds the page in a frame 390 px wide, as a phone shows it.
func phoneFrame(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("Content-Type", "text/html; charset=utf-8")
	src := "testshoot"
	if r.URL.RawQuery != "" {
		src += "?" + r.URL.RawQuery
	}
	fmt.Fprintf(rw, `<!doctype html><html><body style="margin:0"><iframe src="%s" style="display:block;border:0;width:390px;height:844px"></iframe></body></html>`, html.EscapeString(src))
}

var fitRE = regexp.MustCompile(`data-fit="([^"]*)"`)

// fitJS notes, again and again until the browser stops, whether the page is
// wider than its window or something sticks out of its card (a .card of
// the pages), and what.
const fitJS = `"use strict";
(function () {
  function measure() {
    var doc = document.scrollingElement || document.documentElement, w = window.innerWidth;
    var fit = "fits";
    if (doc.scrollWidth > w) {
      fit = "scrolls sideways, " + doc.scrollWidth + " > " + w;
      var all = document.body.querySelectorAll("*");
      for (var i = 0; i < all.length; i++) {
        var r = all[i].getBoundingClientRect();
        if (r.right > w + 1 && r.width > 0) { fit += ": " + all[i].tagName.toLowerCase() + (all[i].id ? "#" + all[i].id : "") + (all[i].className && all[i].className.baseVal === undefined ? "." + all[i].className : ""); break; }
      }
    }
    // Nor may anything stick out of its card (a table wider than its box).
    var cards = document.querySelectorAll(".card");
    for (var c = 0; c < cards.length && fit === "fits"; c++) {
      var box = cards[c].getBoundingClientRect(), inside = cards[c].querySelectorAll("*");
      if (box.width === 0) continue;
      for (var k = 0; k < inside.length; k++) {
        var b = inside[k].getBoundingClientRect();
        if (b.width > 0 && b.right > box.right + 1) { fit = "sticks out of its card: " + inside[k].tagName.toLowerCase() + (inside[k].id ? "#" + inside[k].id : "") + " in " + (cards[c].id || cards[c].className); break; }
      }
    }
    document.documentElement.setAttribute("data-fit", fit);
    if (window.parent !== window) window.parent.document.documentElement.setAttribute("data-fit", fit);
  }
  measure();
  setInterval(measure, 200);
})();
`

// RoomHistory is what a room's page gets of the game when it opens, at
// the page at base: its event stream up to "live", the history replayed.
func RoomHistory(t testing.TB, base string) string {
	t.Helper()
	resp, err := http.Get(base + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() && sc.Text() != "event: live" {
		b.WriteString(sc.Text() + "\n")
	}
	return b.String()
}

// FreeAddr is an address on this machine no one listens on, for the web
// page of two runs of the referee, one after the other (a crash, then
// --resume).
func FreeAddr(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}
