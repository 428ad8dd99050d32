package referee_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	gamedr2d "mecanoid/game/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/journal"
	"mecanoid/referee"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
)

// An evening at a club, scripted: two phones in headless Chromium open the
// page before the start (the board is there), take their robots once the
// table is read and play turn 1; a program read wrong is corrected at the
// terminal; the turn is undone; played again, one phone lost, its robot
// taken over at the terminal; the referee is stopped halfway through turn
// 2 and taken up again from the journal, the new page showing the board.
func TestClubEvening(t *testing.T) {
	bin := webtest.Chromium(t)
	b := testBoard(t)
	start, _ := dr2d.NewState(b, 0, [3]dr2d.Cell{}, []dr2d.Robot{
		{ID: 1, Cell: dr2d.Cell{X: 2, Y: 5}, Facing: dr2d.North, PC: 7},
		{ID: 2, Cell: dr2d.Cell{X: 4, Y: 5}, Facing: dr2d.North, PC: 7},
	})
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()

	// The page, served to one headless browser at a time: each gets an
	// event stream of its own, cut so that its virtual time runs.
	page := web.New(web.Options{Code: "CLUB2345", Board: boardview.Of})
	var serving atomic.Pointer[webtest.CutStream]
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) { serving.Load().ServeHTTP(rw, r) }))
	t.Cleanup(func() { page.Close(); srv.Close() })
	profiles := map[string]string{"ann": t.TempDir(), "bob": t.TempDir(), "room": t.TempDir()}
	browse := func(p *web.Page, who, path, script string) string {
		t.Helper()
		name := fmt.Sprintf("%s%d", who, time.Now().UnixNano())
		serving.Store(webtest.NewCutStream(p, 1500*time.Millisecond, webtest.Injected(t, p, path, name, script)))
		dom, err := webtest.RunHeadless(bin, profiles[who], srv.URL+"/test"+name+"?code="+p.Code(), 10*time.Second, "412,1000", "")
		if err != nil {
			t.Fatal(err)
		}
		return dom
	}
	serving.Store(webtest.NewCutStream(page, time.Second, nil))

	// The terminal: what the referee says, and a keyboard typed into.
	out := &evening{}
	typing, keys := io.Pipe()
	defer keys.Close()
	kb := referee.NewKeyboard(typing)
	say := func(line string) { fmt.Fprintln(keys, line) }

	shown := start // what the players leave on the table
	game := &gamedr2d.DR2D{Board: b, BoardLines: strings.Split(testBoardText, "\n")}
	game.Programs = gamedr2d.ConfirmedTelling(lang.EN, gamedr2d.AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, kb, out)), kb, out, page)
	ready := func(ctx context.Context, what string) error {
		fmt.Fprintf(out, "press Enter when the table is ready (%s) ", what)
		line, err := kb.ReadLine(ctx)
		if err == nil && strings.TrimSpace(line) == "undo" {
			return referee.ErrUndo
		}
		return err
	}
	follow := func(u talk.Update) { // the players move the pieces as told
		switch {
		case u.Kind == talk.UpdateInstruct:
			shown = stateFromJSON(t, b, u.State)
		case strings.Contains(u.Text, "undone"):
			shown = stateFromJSON(t, b, u.State)
		}
	}
	ref := &referee.Referee[*dr2d.State]{Game: game, Table: &table{want: func() *dr2d.State { return shown }}, Ready: ready,
		Displays: []talk.Display{referee.Terminal{W: out}, page, displayFunc(follow)}}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()

	// Before the start: the room's screen shows the board, waiting.
	started := make(chan error, 1)
	var s *dr2d.State
	go func() {
		var err error
		s, err = ref.Start(ctx)
		started <- err
	}()
	out.wait(t, "press Enter when the table is ready (start")
	room := browse(page, "room", "/", "")
	if !strings.Contains(room, "players may take their seats now") || !strings.Contains(room, "data-tile=") {
		t.Errorf("before the start the room sees no board:\n%.1500s", room)
	}
	say("")
	if err := <-started; err != nil {
		t.Fatal(err)
	}
	info, err := gamedr2d.KeepGame(j, "", gamedr2d.SetupFromState(game.BoardLines, s))
	if err != nil {
		t.Fatal(err)
	}
	ref.Record = gamedr2d.Recorder(j, info.ID)

	// The phones take their robots; turn 1 is asked of them.
	for who, seat := range map[string]string{"ann": "robot 1", "bob": "robot 2"} {
		dom := browse(page, who, "/play?code="+page.Code(), fmt.Sprintf(takeJS, seat))
		if !strings.Contains(dom, `data-drive="took"`) {
			// A slow machine (qemu) may answer the take after the page
			// was read; the phone keeps its seat when it comes back.
			dom = browse(page, who, "/play?code="+page.Code(), fmt.Sprintf(takeJS, seat))
		}
		if !strings.Contains(dom, `data-drive="took"`) {
			t.Fatalf("%s's phone could not take %s:\n%.2000s", who, seat, dom)
		}
	}
	played := make(chan error, 1)
	go func() {
		var err error
		s, err = ref.Play(ctx, s)
		played <- err
	}()
	out.wait(t, `waiting for robot 1 (its phone; or type it here to take over, or "release robot 1" to free the seat), robot 2 (its phone;`)
	browse(page, "ann", "/play?code="+page.Code(), fmt.Sprintf(answerJS, "robot 1", `["F","-","-","-","-"]`))
	browse(page, "bob", "/play?code="+page.Code(), fmt.Sprintf(answerJS, "robot 2", `["F","F","-","-","-"]`))

	// Bob's program was written wrong on his phone: corrected at the table.
	out.wait(t, "the programs of turn 1, before they are played:\n  robot 1: F - - - -\n  robot 2: F F - - -\n")
	say("2: - - - - -")
	out.wait(t, "robot 2: corrected")
	// Bob's phone shows what is played, and that the table corrected it.
	if dom := browse(page, "bob", "/play?code="+page.Code(), fmt.Sprintf(readJS, `article[data-seat="robot 2"] .sent.corrected`, "")); !strings.Contains(dom, `data-drive="Corrected at the table: - - - - - (this is played)."`) {
		t.Errorf("Bob's phone does not show his program corrected:\n%.3000s", dom)
	}
	say("")
	// Played, then undone: Ann meant to stay.
	out.wait(t, `turn 1: the pieces moved as told ("undo" takes the turn back)`)
	if room := browse(page, "room", "/", ""); !strings.Contains(room, `class="mark"`) || !strings.Contains(room, `<section id="instructions" class="card">`) {
		t.Errorf("turn 1 played: the room does not show the pieces to move:\n%.3000s", room)
	}
	say("undo")
	out.wait(t, "turn 1 undone: put the pieces back where they stood before it")
	// The room no longer shows the undone turn's moves, targets, programs.
	room = browse(page, "room", "/", "")
	for _, gone := range []string{`class="mark"`, `<section id="instructions" class="card">`, `<section id="programs" class="card">`} {
		if strings.Contains(room, gone) {
			t.Errorf("turn 1 undone: the room still shows %s:\n%.4000s", gone, room)
		}
	}
	say("")
	// Turn 1 again: Ann's phone offers the program she sent, to edit.
	out.wait(t, "cartridge of turn 1")
	if dom := browse(page, "ann", "/play?code="+page.Code(), fmt.Sprintf(readJS, `form[data-seat="robot 1"] input[name=move1]`, "F")); !strings.Contains(dom, `data-drive="F - - - -"`) {
		t.Errorf("turn 1 asked again: Ann's phone does not offer her program:\n%.3000s", dom)
	}
	// Bob's phone is lost, his robot is typed at the table.
	out.wait(t, "robot 2 (its phone;")
	say("2: sleep 1")
	out.wait(t, "robot 2: taken over from its phone")
	browse(page, "ann", "/play?code="+page.Code(), fmt.Sprintf(answerJS, "robot 1", `["-","-","-","-","-"]`))
	out.wait(t, "the programs of turn 1, before they are played:\n  robot 1: - - - - -\n  robot 2: sleep 1\n")
	say("")
	out.wait(t, "turn 1: the pieces moved as told")
	say("")
	// Turn 2 is asked; the referee is stopped (a power cut, Ctrl-C).
	out.wait(t, "cartridge of turn 2")
	stop()
	if err := <-played; !errors.Is(err, referee.ErrStopped) {
		t.Fatalf("stopped in turn 2: %v", err)
	}
	for _, said := range []string{"waiting for robot 2 (its phone", "robot 2: in"} {
		if !strings.Contains(out.String(), said) {
			t.Errorf("the terminal never said %q", said)
		}
	}

	// Taken up again: a new referee and page; the page shows the board as
	// kept, and the seats, before the table is read.
	res, err := gamedr2d.Resume(j, info.Name)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.States) != 2 || res.Last().Robots[0].Cell != (dr2d.Cell{X: 2, Y: 5}) || res.Last().Robots[1].Cell != (dr2d.Cell{X: 4, Y: 5}) {
		t.Fatalf("kept: %d states, last %+v", len(res.States), res.Last().Robots)
	}
	if undone, err := j.Undone(info.ID); err != nil || len(undone) != 1 || !strings.Contains(string(undone[0].Input), `"moves":["F","-","-","-","-"]`) {
		t.Errorf("the undone turn: %+v %v", undone, err)
	}
	page2 := web.New(web.Options{Code: "CLUB6789", Board: boardview.Of})
	t.Cleanup(func() { page2.Close() })
	game2 := &gamedr2d.DR2D{Board: b, BoardLines: game.BoardLines, Programs: game.Programs}
	game2.Resumed(res)
	ref2 := &referee.Referee[*dr2d.State]{Game: game2, Table: &table{want: func() *dr2d.State { return shown }}, Ready: ready,
		Displays: []talk.Display{referee.Terminal{W: out}, page2}}
	say("") // the table is ready
	if _, err := ref2.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	room = browse(page2, "room", "/", "")
	if got := robotsDrawnOn(room); got != "1 [2,5] N, 2 [4,5] N" {
		t.Errorf("after the resume the page shows robots %q, want them as kept", got)
	}
	if ann := browse(page2, "ann", "/play?code="+page2.Code(), fmt.Sprintf(takeJS, "robot 1")); !strings.Contains(ann, `data-drive="took"`) {
		t.Errorf("after the resume Ann's phone cannot take robot 1 again:\n%.1500s", ann)
	}
}

// evening is the terminal's text, written and read at once.
type evening struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (e *evening) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.b.Write(p)
}

func (e *evening) String() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.b.String()
}

// wait waits until the terminal has said text.
func (e *evening) wait(t *testing.T, text string) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(e.String(), text); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never says %q:\n%s", text, e.String())
		}
	}
}

var robotOnPage = regexp.MustCompile(`<g class="robot[^"]*" data-robot="(\d+)"[^>]*data-cell="(\d+,\d+)" data-facing="([NESW])"`)

// robotsDrawnOn lists the robots on a page's board: "1 [2,5] N, 2 [4,5] N".
func robotsDrawnOn(dom string) string {
	var got []string
	for _, m := range robotOnPage.FindAllStringSubmatch(dom, -1) {
		got = append(got, m[1]+" ["+m[2]+"] "+m[3])
	}
	return strings.Join(got, ", ")
}

// takeJS takes the seat %q on the phone page.
const takeJS = `"use strict";
(function () {
  function waitFor(sel, then, n) {
    var e = document.querySelector(sel);
    if (e) { then(e); return; }
    if ((n || 0) > 400) { document.body.setAttribute("data-drive", "timeout " + sel); return; }
    setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
  }
  var seat = %q;
  var mine = 'article[data-seat="' + seat + '"]';
  // A phone that took the seat already keeps it on a reload.
  waitFor('button[data-seat="' + seat + '"]:not([disabled]), ' + mine, function (e) {
    if (e.tagName === "BUTTON") { e.click(); }
    waitFor(mine, function () { document.body.setAttribute("data-drive", "took"); });
  });
})();
`

// answerJS sends the cartridge %s (a JSON list of five moves) for the
// seat %q the phone holds.
const answerJS = `"use strict";
(function () {
  function waitFor(sel, then, n) {
    var e = document.querySelector(sel);
    if (e) { then(e); return; }
    if ((n || 0) > 400) { document.body.setAttribute("data-drive", "timeout " + sel); return; }
    setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
  }
  var seat = %q, moves = %s;
  waitFor('form[data-seat="' + seat + '"]', function (f) {
    moves.forEach(function (m, i) { f.elements["move" + (i + 1)].value = m; });
    f.querySelector("button.send").click();
    waitFor('form[data-seat="' + seat + '"][data-result="sent"]', function () { document.body.setAttribute("data-drive", "sent"); });
  });
})();
`

// readJS waits for the element of selector (%q) to say something (its
// text, or an input's value starting with %q), then puts what the page
// says (a form: its five moves) in the body's data-drive.
const readJS = `"use strict";
(function () {
  var sel = %q, first = %q;
  function said(e) {
    if (e.tagName !== "INPUT") return e.textContent;
    var f = e.form, moves = [];
    for (var i = 1; i <= 5; i++) moves.push(f.elements["move" + i].value);
    return e.value.indexOf(first) === 0 ? moves.join(" ") : "";
  }
  function wait(n) {
    var e = document.querySelector(sel);
    var text = e ? said(e) : "";
    if (text) { document.body.setAttribute("data-drive", text); return; }
    if (n > 400) { document.body.setAttribute("data-drive", "timeout " + sel); return; }
    setTimeout(function () { wait(n + 1); }, 25);
  }
  wait(0);
})();
`
