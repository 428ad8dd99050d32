package web

import (
	"fmt"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"mecanoid/game/dr2d/boardview"
	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// The browser tests of a game that draws its own board (talk.View): a toy
// game of two robots on a strip of three squares, drawn in English and in
// French, as Netzwerk, the hex game and the skirmish draw theirs.

// toyWords are the toy game's words in a language.
var toyWords = map[string]struct{ title, robot, square, phone, legend, moved, rule string }{
	"en": {"Toy strip", "robot", "square", "", "energy circle", "robot 1 moves to square 2", "a step"},
	"fr": {"Bande jouet", "robot", "case", "", "cercle d'énergie", "le robot 1 va en case 2", "un pas"},
}

// toyView draws the toy game: robot 1 on square at1, robot 2 on square 3;
// checked (check true), robot 2 is bad when r2bad (its ghost on square
// 2) and ok otherwise, robot 1 ok.
func toyView(l string, at1 int, check, r2bad bool) *talk.View {
	w := toyWords[l]
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" font-family="inherit">`)
	fmt.Fprintf(&b, `<rect width="300" height="100" fill="#fbfaf7"/>`)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&b, `<rect x="%d" y="5" width="90" height="90" fill="#fff" stroke="#dedad2"/>`, i*100+5)
	}
	robot := func(id, at int, colour, class string) {
		if class != "" {
			class = ` class="` + class + `"`
		}
		halo := ""
		switch class {
		case ` class="ok"`:
			halo = `<circle r="40" fill="none" stroke="#2a8a4a" stroke-width="6"/>`
		case ` class="bad"`:
			halo = `<circle r="40" fill="none" stroke="#c62828" stroke-width="6"/>`
		}
		fmt.Fprintf(&b, `<g data-piece="robot %d"%s data-square="%d" transform="translate(%d 50)">%s<circle r="30" fill="%s"/><text text-anchor="middle" dy="8" fill="#fff" font-size="24">%d</text></g>`,
			id, class, at, at*100-50, halo, colour, id)
	}
	c1, c2 := "", ""
	if check {
		c1, c2 = "ok", "ok"
		if r2bad {
			c2 = "bad"
		}
	}
	robot(1, at1, "#d62828", c1)
	robot(2, 3, "#1e64d2", c2)
	if check && r2bad {
		fmt.Fprintf(&b, `<g class="ghost" data-piece="robot 2" data-square="2" transform="translate(150 50)"><circle r="30" fill="none" stroke="#c62828" stroke-dasharray="6 4" stroke-width="3"/></g>`)
	}
	b.WriteString(`</svg>`)
	return &talk.View{
		Title: w.title,
		Board: b.String(),
		Pieces: &talk.Table{Title: w.robot + "s", Head: []string{w.robot, w.square}, Rows: []talk.Row{
			{Piece: "robot 1", Colour: "#d62828", Cells: []string{"1", fmt.Sprint(at1)}, Seat: "Ann"},
			{Piece: "robot 2", Colour: "#1e64d2", Cells: []string{"2", "3"}, Seat: "Bob", Gone: true},
		}},
		Legend: []talk.Sign{{Symbol: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="#f0be3c"/></svg>`, Text: w.legend}},
	}
}

// toyUpdates are a toy game: its start (robot 1 on square 1), a step of
// turn 1 (action 1, robot 1 to square 2, without a new drawing), a check
// with robot 2 red, one all green, then a message: the board back as
// ruled.
func toyUpdates() []talk.Update {
	words := func(text func(l string) string, view func(l string) *talk.View, pieces ...string) map[string]talk.Words {
		m := map[string]talk.Words{}
		for _, l := range []string{"en", "fr"} {
			m[l] = talk.Words{Text: text(l), View: view(l), Why: "rule " + l, Rule: toyWords[l].rule, Pieces: pieces}
		}
		return m
	}
	same := func(s string) func(string) string { return func(string) string { return s } }
	none := func(string) *talk.View { return nil }
	pieces := func(r2 bool) []talk.Piece {
		return []talk.Piece{{Kind: "robot", ID: 1, Seen: true, OK: true}, {Kind: "robot", ID: 2, Seen: true, OK: r2}}
	}
	return []talk.Update{
		{Seq: 1, Kind: talk.UpdateStart, StepName: "turn", Turn: 1, Seats: []string{"Ann", "Bob"}, Text: "toy",
			Langs: words(same("toy"), func(l string) *talk.View { return toyView(l, 1, false, false) })},
		{Seq: 2, Kind: talk.UpdateStep, StepName: "turn", Turn: 1, Action: 1, Text: "robot 1 moves", Rule: "toy-step",
			Langs: words(func(l string) string { return toyWords[l].moved }, func(l string) *talk.View { return toyView(l, 2, false, false) })},
		{Seq: 3, Kind: talk.UpdateStep, StepName: "turn", Turn: 2, Move: 3, Text: "robot 2 waits", Langs: words(same("robot 2 waits"), none)},
		{Seq: 4, Kind: talk.UpdateCheck, StepName: "turn", Turn: 2, Text: "1 piece to put right", Pieces: pieces(false),
			Langs: words(same("1 piece to put right"), func(l string) *talk.View { return toyView(l, 2, true, true) }, "", "robot 2: to square 2")},
		{Seq: 5, Kind: talk.UpdateCheck, StepName: "turn", Turn: 2, Text: "the table matches", Pieces: pieces(true),
			Langs: words(same("the table matches"), func(l string) *talk.View { return toyView(l, 2, true, false) }, "", "")},
		{Seq: 6, Kind: talk.UpdateMessage, StepName: "turn", Turn: 2, Text: "go on", Langs: words(same("go on"), none)},
	}
}

// dr2dWords are what only DR2D's page says, in both languages: none may
// show on another game's page.
var dr2dWords = []string{"cartridge", "cartouche", "conveyor", "convoyeur", "pusher", "pousseur", "pothole", "nid-de-poule",
	"laser", "press", "presse", "laws", "lois", "Programs", "PC", "pick your robot", "choisissez votre robot", "The board, with the robots",
	"Le plateau, avec les robots", "actuator", "turntable"}

// viewJS notes, each time the drawn board changes, each robot's square
// and check class and the ghost's square; and, at the end, the page's text
// as a person reads it, and where the log's steps say they are.
const viewJS = webtest.DriveJS + `
function attr(sel, a) { var e = document.querySelector(sel); return e ? (e.getAttribute(a) || "") : "-"; }
var last = "";
function look() {
  var s = [1, 2].map(function (id) {
    var p = '#drawn g[data-piece="robot ' + id + '"]:not(.ghost)';
    return "r" + id + " " + attr(p, "data-square") + " " + (attr(p, "class") || "none");
  }).join(", ") + " ghost " + attr('#drawn g.ghost', "data-square");
  if (s !== last) { last = s; note(s); }
}
new MutationObserver(look).observe(document.getElementById("drawn"), { subtree: true, childList: true, attributes: true });
look();
var rules = [];
new MutationObserver(function () {
  var r = document.getElementById("rule");
  if (!r.hidden && r.textContent && rules.indexOf(r.textContent) < 0) rules.push(r.textContent);
}).observe(document.getElementById("rule"), { subtree: true, childList: true, characterData: true, attributes: true });
setInterval(function () {
  document.body.setAttribute("data-text", document.body.innerText);
  document.body.setAttribute("data-rules", rules.join("|"));
  document.body.setAttribute("data-log", Array.prototype.map.call(document.querySelectorAll("#log li.step .kind"), function (k) { return k.textContent; }).join("|"));
}, 100);
`

// viewPage plays the toy game to a table page in Chromium (extra: its
// flags): the start before it loads, the rest live; it returns what
// viewJS noted and the page.
func viewPage(t *testing.T, shot string, extra ...string) (string, string) {
	ups := toyUpdates()
	w := New(Options{Board: boardview.Of, Code: "VIEW2345"})
	cs := webtest.NewCutStream(w, 2500*time.Millisecond, webtest.Injected(t, w, "/", "index", viewJS))
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
		page, err := webtest.RunHeadless(bin, profile, srv.URL+"/testindex", 8*time.Second, "1400,1000", shot, extra...)
		done <- result{page, err}
	}()
	cs.WaitStreaming(t)
	for _, u := range ups[1:] {
		w.Show(u)
		time.Sleep(100 * time.Millisecond) // each shown apart, as at a table
	}
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	return drove(t, r.page), r.page
}

// TestBrowserView: a game that draws its own board, in English and in
// French: its SVG in the board's place (DR2D's board and the text drawing
// hidden), its title in the header, its pieces table (swatches, the gone
// row, the phone column) and its legend instead of DR2D's, the log's steps
// saying where they are in the game's words, robot 2 red with its ghost
// then green while the table is checked, and the board back as ruled
// after; no DR2D word on the page.
func TestBrowserView(t *testing.T) {
	webtest.Chromium(t)
	for _, tc := range []struct {
		lang, flag string
		log        string
		rule       string
	}{
		{"en", "--accept-lang=en-US,en", "turn 2 · move 3|turn 1 · action 1", "rule: a step"},
		{"fr", "--accept-lang=fr-FR,fr", "tour 2 · mouvement 3|tour 1 · action 1", "règle : un pas"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			got, page := viewPage(t, webtest.Screenshot(t, "view-"+tc.lang+".png"), tc.flag)
			want := []string{
				"r1 2 none, r2 3 none ghost -", // the step's drawing: robot 1 moved
				"r1 2 ok, r2 3 bad ghost 2",    // the first check: robot 2 red, its ghost on square 2
				"r1 2 ok, r2 3 ok ghost -",     // then green
				"r1 2 none, r2 3 none ghost -", // the message: the board as ruled
			}
			if !strings.HasSuffix(got, strings.Join(want, "|")) {
				t.Errorf("the drawn board went\n%s\nwant it to end with\n%s", strings.ReplaceAll(got, "|", "\n"), strings.Join(want, "\n"))
			}
			w := toyWords[tc.lang]
			unescape := strings.NewReplacer("&quot;", `"`, "&amp;", "&", "&lt;", "<", "&gt;", ">", "&#39;", "'")
			for _, re := range []string{
				`<span id="board-name" class="sub">` + w.title + `</span>`,
				`<div id="drawn" class="board drawn" role="img" aria-label="` + w.title + `"><svg`,
				`<svg id="board" class="board" role="img" aria-label="[^"]*" style="[^"]*display: none;"`,
				`<pre id="diagram"[^>]* hidden`,
				`<section id="robots" class="card dr2d-only">`,
				`<section id="pieces" class="card">\s*<h2 id="pieces-title">robots</h2>`,
				`<tr id="pieces-head"><th>robot</th><th>` + w.square + `</th><th>` + map[string]string{"en": "phone", "fr": "tél."}[tc.lang] + `</th></tr>`,
				`<tr class="" data-piece="robot 1" data-seat="Ann"><td><span class="swatch" style="background: rgb\(214, 40, 40\);"></span>1</td><td>2</td><td class="phone"></td></tr>`,
				`<tr class="gone" data-piece="robot 2" data-seat="Bob">`,
				`<footer id="legend-box" class="legend-box">`,
				`<div id="view-legend" class="legend"><figure><span class="symbol"><svg[^>]*><circle[^>]*></circle></svg></span><figcaption>` + regexp.QuoteMeta(w.legend) + `</figcaption></figure></div>`,
			} {
				if !regexp.MustCompile(re).MatchString(page) {
					t.Errorf("the page lacks %s", re)
					t.Logf("page:\n%s", page)
				}
			}
			if m := regexp.MustCompile(`data-log="([^"]*)"`).FindStringSubmatch(page); m == nil || m[1] != tc.log {
				t.Errorf("the log's steps say %q, want %q", m, tc.log)
			}
			// The step's rule named in the page's language, not as the
			// game's event names it ("toy-step").
			if m := regexp.MustCompile(`data-rules="([^"]*)"`).FindStringSubmatch(page); m == nil || unescape.Replace(m[1]) != tc.rule {
				t.Errorf("the rule chip said %q, want %q", m, tc.rule)
			}
			m := regexp.MustCompile(`data-text="([^"]*)"`).FindStringSubmatch(page)
			if m == nil {
				t.Fatal("the page's text was never read")
			}
			text := unescape.Replace(m[1])
			for _, word := range dr2dWords {
				if regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(word) + `\b`).MatchString(text) {
					t.Errorf("DR2D's %q shows on another game's page:\n%s", word, text)
				}
			}
			if !strings.Contains(text, w.moved) {
				t.Errorf("the page never says %q:\n%s", w.moved, text)
			}
		})
	}
}

// TestBrowserFits: the room's page and the phone's, of DR2D after a turn
// and of the toy game (a game that draws its own board), at 1400x1000
// and 390x844, in English and in French: none scrolls sideways
// (webtest.Shoot); the toy's phone shows its latest drawing above the
// seats, in its language. With MECANOID_SCREENSHOTS=DIR (make
// screenshots), their pictures are kept there: dr2d-room-fr-390.png...
func TestBrowserFits(t *testing.T) {
	webtest.Chromium(t)
	for _, game := range []string{"dr2d", "toy"} {
		t.Run(game, func(t *testing.T) {
			w := New(Options{Board: boardview.Of, Code: "FITS2345"})
			srv := httptest.NewServer(w)
			t.Cleanup(func() { w.Close(); srv.Close() })
			ups := toyUpdates()
			if game == "dr2d" {
				ups = demoUpdates(t)
			}
			for _, u := range ups {
				w.Show(u)
			}
			webtest.Shoot(t, srv.URL+"/", game)
			phone := webtest.Shoot(t, srv.URL+"/play?code="+w.Code(), game)
			for _, l := range []string{"en", "fr"} {
				dom := phone[game+"-phone-"+l+"-1400"]
				shown := regexp.MustCompile(`<section id="view" class="phone-view">\s*<h2 id="view-title">([^<]*)</h2>\s*<div id="view-board" class="drawn" role="img"[^>]*><svg`).FindStringSubmatch(dom)
				switch {
				case game == "dr2d" && !strings.Contains(dom, `<section id="view" class="phone-view" hidden="">`):
					t.Errorf("%s: DR2D's phone shows a drawing", l)
				case game == "toy" && (shown == nil || shown[1] != toyWords[l].title):
					t.Errorf("%s: the phone shows no drawing titled %q:\n%s", l, toyWords[l].title, dom)
				}
			}
		})
	}
}
