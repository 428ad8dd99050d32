package web

import (
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// The browser tests of a live table: the pieces turning green or red as
// the referee checks them (UpdateCheck), and the camera's view.

// checkJS notes, each time the page changes, how it shows robots 2 and
// 4: their check state, facing and cell as drawn, their halos and
// ghosts, the sentences listed beside the board, and whether the table
// check says all is well. It starts noting at the first check.
const checkJS = webtest.DriveJS + `
function attr(sel, a) { var e = document.querySelector(sel); return e ? e.getAttribute(a) : "-"; }
function summary() {
  var out = [];
  [2, 4].forEach(function (id) {
    var r = '#board .robot[data-robot="' + id + '"]', p = '[data-piece="robot ' + id + '"]';
    out.push("r" + id + " " + (attr(r, "data-check") || "-") + " at " + attr(r, "data-cell") + " " + attr(r, "data-facing") +
      " halo " + attr("#board .check" + p, "class") + " ghost " + attr("#board .ghost" + p, "data-cell") + " " + attr("#board .ghost" + p, "data-facing"));
  });
  var says = Array.prototype.map.call(document.querySelectorAll("#problems li"), function (li) { return li.textContent; });
  var v = document.getElementById("verify");
  out.push("says [" + says.join("; ") + "]" + (v.hidden ? " hidden" : " ok " + !document.getElementById("verify-ok").hidden));
  return out.join(", ");
}
var last = "", started = false;
function look() {
  var s = summary();
  if (s.indexOf("halo check") >= 0) started = true;
  if (started && s !== last) { last = s; note(s); }
}
new MutationObserver(look).observe(document.getElementById("board"), { subtree: true, childList: true, attributes: true });
new MutationObserver(look).observe(document.getElementById("verify"), { subtree: true, childList: true, attributes: true });
look();
`

// checkUpdates are two checks of the demo's table at its start: first
// robot 2 facing W instead of S on its cell and robot 4 a cell too far
// south, then every piece right; then the referee asks for programs.
func checkUpdates(t *testing.T) []talk.Update {
	ups := demoUpdates(t)
	start := ups[0]
	pieces := func(r2, r4 bool) []talk.Piece {
		p := []talk.Piece{
			{Kind: "robot", ID: 1, Seen: true, Cell: talk.Cell{X: 1, Y: 4}, Facing: "S", Want: talk.Cell{X: 1, Y: 4}, WantFacing: "S", OK: true},
			{Kind: "robot", ID: 2, Seen: true, Cell: talk.Cell{X: 7, Y: 5}, Facing: "W", Want: talk.Cell{X: 7, Y: 5}, WantFacing: "S"},
			{Kind: "robot", ID: 3, Seen: true, Cell: talk.Cell{X: 4, Y: 1}, Facing: "S", Want: talk.Cell{X: 4, Y: 1}, WantFacing: "S", OK: true},
			{Kind: "robot", ID: 4, Seen: true, Cell: talk.Cell{X: 6, Y: 7}, Facing: "N", Want: talk.Cell{X: 6, Y: 6}, WantFacing: "N"},
			{Kind: "law", ID: 1, Seen: true, Cell: talk.Cell{X: 2, Y: 6}, Want: talk.Cell{X: 2, Y: 6}, OK: true},
		}
		if r2 {
			p[1].Facing, p[1].OK = "S", true
		}
		if r4 {
			p[3].Cell, p[3].OK = talk.Cell{X: 6, Y: 6}, true
		}
		return p
	}
	bad := talk.Update{Seq: 2, Kind: talk.UpdateCheck, Text: "2 pieces to put right", Pieces: pieces(false, false),
		Langs: map[string]talk.Words{
			"en": {Text: "2 pieces to put right", Pieces: []string{"", "robot 2: should face S", "", "robot 4: should be at [6,6]", ""}},
			"fr": {Text: "2 pièces à corriger", Pieces: []string{"", "robot 2 : doit faire face au sud", "", "robot 4 : doit être en [6,6]", ""}},
		}}
	// Robot 2 turned: robot 4 still wrong.
	half := talk.Update{Seq: 3, Kind: talk.UpdateCheck, Text: "1 piece to put right", Pieces: pieces(true, false),
		Langs: map[string]talk.Words{
			"en": {Text: "1 piece to put right", Pieces: []string{"", "", "", "robot 4: should be at [6,6]", ""}},
			"fr": {Text: "1 pièce à corriger", Pieces: []string{"", "", "", "robot 4 : doit être en [6,6]", ""}},
		}}
	good := talk.Update{Seq: 4, Kind: talk.UpdateCheck, Text: "the table matches", Pieces: pieces(true, true),
		Langs: map[string]talk.Words{"en": {Text: "the table matches", Pieces: make([]string, 5)}, "fr": {Text: "la table est conforme", Pieces: make([]string, 5)}}}
	ask := ups[1]
	ask.Seq = 5
	return []talk.Update{start, bad, half, good, ask}
}

// checkPage loads the table page with checkJS in Chromium (extra: its
// flags), shows it the start, then the checks and the ask live, and
// returns what the script noted and the page.
func checkPage(t *testing.T, shot string, extra ...string) (string, string) {
	ups := checkUpdates(t)
	w := New(Options{Board: boardview.Of, Code: "CHECK234"})
	cs := webtest.NewCutStream(w, 1500*time.Millisecond, webtest.Injected(t, w, "/", "index", checkJS))
	srv := httptest.NewServer(cs)
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(ups[0])
	type result struct {
		page string
		err  error
	}
	done := make(chan result, 1)
	bin, profile := webtest.Chromium(t), t.TempDir()
	go func() {
		page, err := webtest.RunHeadless(bin, profile, srv.URL+"/testindex", 6*time.Second, "1440,1000", shot, extra...)
		done <- result{page, err}
	}()
	cs.WaitStreaming(t)
	for _, u := range ups[1:] {
		w.Show(u)
	}
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	return drove(t, r.page), r.page
}

// TestBrowserCheck: a DR2D table page gets the checks of a live table:
// robot 2 turns red (facing W, a ghost on its cell facing S, its
// sentence beside the board) then green, robot 4 red a cell too far
// (its ghost where it should stand) then green, the sentences go; the
// next update (the referee asking for programs) clears the checks and
// puts the robots back as the referee ruled.
func TestBrowserCheck(t *testing.T) {
	webtest.Chromium(t)
	got, page := checkPage(t, webtest.Screenshot(t, "check.png"))
	want := []string{
		"r2 bad at 7,5 W halo check bad ghost 7,5 S, r4 bad at 6,7 N halo check bad ghost 6,6 N, says [✗robot 2: should face S; ✗robot 4: should be at [6,6]] ok false",
		"r2 ok at 7,5 S halo check ok ghost - -, r4 bad at 6,7 N halo check bad ghost 6,6 N, says [✗robot 4: should be at [6,6]] ok false",
		"r2 ok at 7,5 S halo check ok ghost - -, r4 ok at 6,6 N halo check ok ghost - -, says [] ok true",
		"r2 - at 7,5 S halo - ghost - -, r4 - at 6,6 N halo - ghost - -, says [] hidden",
	}
	if got != strings.Join(want, "|") {
		t.Errorf("the page showed\n  %s\nwant\n  %s", strings.ReplaceAll(got, "|", "\n  "), strings.Join(want, "\n  "))
	}
	for _, has := range []string{`<span class="kind">check</span>the table matches`, `<g class="law" data-law="1">`} {
		if !strings.Contains(page, has) {
			t.Errorf("the page lacks %q", has)
		}
	}
	// Each check replaces the one before it in the log.
	if n := strings.Count(page, `<span class="kind">check</span>`); n != 1 {
		t.Errorf("the log holds %d checks, want the latest alone", n)
	}
}

// TestBrowserCheckFrench: a French page says a check's sentences in
// French (Words.Pieces of "fr").
func TestBrowserCheckFrench(t *testing.T) {
	webtest.Chromium(t)
	got, page := checkPage(t, "", frenchChromium)
	first, _, _ := strings.Cut(got, "|")
	if want := "says [✗robot 2 : doit faire face au sud; ✗robot 4 : doit être en [6,6]] ok false"; !strings.HasSuffix(first, want) {
		t.Errorf("the French page showed\n  %s\nwant it to end with\n  %s", first, want)
	}
	if !strings.Contains(page, `<span class="kind">contrôle</span>la table est conforme`) {
		t.Error("the French log lacks the check")
	}
}

// TestBrowserCheckDiagram: a game the page does not draw (a text
// drawing) lists every piece of a check, ✓ or ✗ with its sentence; the
// referee's words missing, the page says its own.
func TestBrowserCheckDiagram(t *testing.T) {
	webtest.Chromium(t)
	w := New(Options{Board: boardview.Of, Code: "DIAGCHK2"})
	srv := httptest.NewServer(webtest.NewCutStream(w, 1500*time.Millisecond, nil))
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(talk.Update{Seq: 1, Kind: talk.UpdateStart, Text: "Netzwerk", Drawing: ". R1 .\n. R2 ."})
	w.Show(talk.Update{Seq: 2, Kind: talk.UpdateCheck, Turn: 1, Text: "2 pieces to put right", Pieces: []talk.Piece{
		{Kind: "robot", ID: 1, Seen: true, Cell: talk.Cell{X: 2, Y: 1}, Want: talk.Cell{X: 2, Y: 1}, OK: true},
		{Kind: "robot", ID: 2, Seen: true, Cell: talk.Cell{X: 3, Y: 2}, Want: talk.Cell{X: 2, Y: 2}},
		{Kind: "robot", ID: 3, Want: talk.Cell{X: 1, Y: 1}},
	}})
	page := webtest.Headless(t, srv.URL+"/", 4*time.Second, "1200,800", "")
	for _, has := range []string{
		`<li class="piece ok" data-piece="robot 1"><span class="mark">✓</span><span class="swatch" style="background: rgb(214, 40, 40);"></span>robot 1</li>`,
		`<li class="piece bad" data-piece="robot 2"><span class="mark">✗</span><span class="swatch" style="background: rgb(30, 100, 210);"></span>robot 2: should be at [2,2]</li>`,
		`data-piece="robot 3"><span class="mark">✗</span><span class="swatch" style="background: rgb(40, 160, 70);"></span>robot 3: not seen on the table</li>`,
		`id="step-text" class="text">2 pieces to put right<`,
	} {
		if !strings.Contains(page, has) {
			t.Errorf("the page lacks %q", has)
		}
	}
	if t.Failed() {
		i := strings.Index(page, `id="verify"`)
		t.Logf("DOM near the check:\n%.1500s", page[max(i, 0):])
	}
}

// cameraJS waits for the camera's first frame and its tags, notes them,
// waits for the next frame (the page refreshes about once a second),
// turns the switch off, and notes how many camera requests the page made
// in the 3 s after.
const cameraJS = webtest.DriveJS + `
function camRequests() {
  return performance.getEntriesByType("resource").filter(function (e) { return /camera\.(json|jpg)/.test(e.name); }).length;
}
function tags() {
  return Array.prototype.map.call(document.querySelectorAll("#camera-tags g"), function (g) {
    return g.getAttribute("class") + " " + g.getAttribute("data-label") + " " + g.querySelector("polygon").getAttribute("points");
  }).join("; ");
}
waitFor('#camera-img[src$="frame=FIRST"]', function (img) {
  note("frame " + img.naturalWidth + "x" + img.naturalHeight + " " + document.getElementById("camera-tags").getAttribute("viewBox") + " shown " + !document.getElementById("camera-view").hidden);
  note("tags " + tags());
  waitFor('#camera-img[src$="frame=NEXT"]', function () {
    note("next tags " + tags());
    document.getElementById("camera-on").click();
    var n = camRequests();
    note("off: shown " + !document.getElementById("camera-view").hidden + " kept " + localStorage.getItem("mecanoid_camera"));
    setTimeout(function () { note("requests after " + (camRequests() - n)); }, 3000);
  });
});
`

// nextFrame is a Viewer whose frame changes after its first: robot 2
// has been turned right.
type nextFrame struct {
	fakeViewer
	next View
}

func (n *nextFrame) View() (View, bool) {
	v, ok := n.fakeViewer.View()
	n.fakeViewer.set(n.next)
	return v, ok
}

// TestBrowserCamera: the table page shows what the camera sees, with the
// tags read drawn over it (green, red, neutral as the check says), in
// the served frame's pixels, and the next frame a moment later; the
// switch hides it, remembers it, and the page stops asking for frames.
func TestBrowserCamera(t *testing.T) {
	webtest.Chromium(t)
	first := tablePhoto(t)
	next := first
	next.At = first.At.Add(time.Second)
	next.Tags = append([]ViewTag(nil), first.Tags...)
	next.Tags[1].OK = true
	fv := &nextFrame{next: next}
	fv.set(first)
	w := New(Options{Board: boardview.Of, Code: "CAMERA23", Camera: fv})
	w.cam.every = 0 // every request takes the Viewer's latest frame
	var jpgs atomic.Int32
	script := strings.NewReplacer("FIRST", strconv.FormatInt(first.At.UnixNano(), 10), "NEXT", strconv.FormatInt(next.At.UnixNano(), 10)).Replace(cameraJS)
	cs := webtest.NewCutStream(w, 500*time.Millisecond, webtest.Injected(t, w, "/", "index", script))
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/camera.jpg" {
			jpgs.Add(1)
		}
		cs.ServeHTTP(rw, r)
	}))
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(demoUpdates(t)[0])
	page := webtest.Headless(t, srv.URL+"/testindex", 8*time.Second, "1440,1000", webtest.Screenshot(t, "camera.png"))
	want := "frame 640x360 0 0 640 360 shown true" +
		"|tags tag ok robot 1 100,100 140,100 140,140 100,140; tag bad robot 2 300,200 340,200 340,240 300,240; tag read law 1 500,50 530,50 530,80 500,80" +
		"|next tags tag ok robot 1 100,100 140,100 140,140 100,140; tag ok robot 2 300,200 340,200 340,240 300,240; tag read law 1 500,50 530,50 530,80 500,80" +
		"|off: shown false kept off|requests after 0"
	if got := drove(t, page); got != want {
		t.Errorf("the page showed\n  %s\nwant\n  %s", strings.ReplaceAll(got, "|", "\n  "), strings.ReplaceAll(want, "|", "\n  "))
	}
	if n := jpgs.Load(); n != 2 {
		t.Errorf("the page asked for %d frames, want 2 (two frames, then the switch off)", n)
	}
}
