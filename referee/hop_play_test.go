package referee

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
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

	"mecanoid/journal"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
	"mecanoid/tag"
	"mecanoid/vision"
)

// The tests of Hop (hop_test.go): a sixth game played through the real
// loop with the real journal, phones answering on the web page (one in
// Chromium), killed with SIGKILL and taken up again, exported and replayed.

// hopStart: Ann's robot in the south-west corner, Bob's in the north-east.
var hopStart = hopState{Robots: [2][2]int{{1, 4}, {4, 1}}}

// hopAnswers are the directions the players give, turn by turn: Ann
// heads north, Bob south; Ann reaches the far row in turn 5.
var hopAnswers = []string{"N", "S", "N", "S", "N"}

// hopTable is a table whose players move the robots as the referee tells
// them (a Display of its instructions) and a camera that reads them.
type hopTable struct {
	mu     sync.Mutex
	robots map[int][2]int
}

func newHopTable(s hopState) *hopTable {
	return &hopTable{robots: map[int][2]int{1: s.Robots[0], 2: s.Robots[1]}}
}

func (t *hopTable) Show(u talk.Update) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if u.Kind == talk.UpdateInstruct {
		for _, m := range u.Moves {
			t.robots[m.Robot] = [2]int{m.To.X, m.To.Y}
		}
	}
}

func (t *hopTable) Look(ctx context.Context) (*vision.State, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrStopped, err)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	st := &vision.State{}
	for id := 1; id <= 2; id++ {
		p := tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id}
		st.Pieces = append(st.Pieces, vision.Piece{Tag: p, Label: p.Label(), Col: t.robots[id][0], Row: t.robots[id][1], Facing: "N"})
	}
	return st, nil
}

// hopReferee is the loop for Hop at table tb, kept in game id of j.
func hopReferee(g *hopGame, tb *hopTable, j *journal.Journal, id int64, ask talk.Asker) (*Referee[hopState], *LogDisplay) {
	log := NewLogDisplay(func(es ...journal.Entry) error { return j.KeptLog(id, es...) })
	return &Referee[hopState]{Game: g, Table: tb, Ask: ask, Displays: []talk.Display{tb, log}, Record: j.KeptRecorder(id)}, log
}

// hopKept is a kept Hop game exported and replayed: the position after
// each step, checked against the positions the referee kept.
func hopKept(t *testing.T, j *journal.Journal, id int64) (hopFile, []hopState) {
	t.Helper()
	kg, err := j.Kept(id)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []json.RawMessage
	for _, s := range kg.Steps {
		inputs = append(inputs, s.Input)
	}
	f, err := hopExport(kg.Setup, inputs)
	if err != nil {
		t.Fatal(err)
	}
	states, err := hopReplay(f)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range kg.Steps {
		var kept hopState
		if err := json.Unmarshal(s.Result, &kept); err != nil || kept != states[i+1] {
			t.Errorf("step %d: kept %s, replayed %+v", s.Step, s.Result, states[i+1])
		}
	}
	return f, states
}

// hopPage is the web page of a Hop game, served by httptest.
func hopPage(t *testing.T, opts web.Options) (*web.Page, *httptest.Server) {
	t.Helper()
	w := web.New(opts)
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	return w, srv
}

// asked is the number of the question the page of join code asks last
// (0: none yet), as phone p learns it.
func asked(p *webtest.Phone, code string) int {
	_, body := p.Get("/api/seats?code=" + code)
	var mine struct{ Question int }
	json.Unmarshal([]byte(body), &mine)
	return mine.Question
}

// phoneAnswers plays a phone holding player who: it answers each question
// put to who with the next of answers, until they run out or ctx ends.
func phoneAnswers(ctx context.Context, p *webtest.Phone, code, who string, answers []string) {
	questions := func() int { return asked(p, code) }
	for _, a := range answers {
		id := 0 // the question answered
		for ctx.Err() == nil {
			id = questions()
			st, _ := p.Post("/api/answer", url.Values{"seat": {who}, "question": {fmt.Sprint(id)}, "answer": {a}})
			if st == 200 {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		// Wait for a question after the one answered: the referee may
		// have asked the next already (a slow phone must not wait for
		// one more).
		for ctx.Err() == nil && questions() == id {
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// TestHopWholeGame: Hop from the table's start to Ann's win, the players
// answering from their phones, every turn kept, the game exported and
// replayed to the positions kept.
func TestHopWholeGame(t *testing.T) {
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	w, srv := hopPage(t, web.Options{Seats: hopPlayers[:]})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	var phones sync.WaitGroup
	defer phones.Wait() // the phones stop before the page closes
	defer cancel()
	for i, who := range hopPlayers {
		p := webtest.NewPhone(t, srv.URL, w.Code())
		if st, body := p.Post("/api/seat", url.Values{"seat": {who}}); st != 200 {
			t.Fatalf("%s's phone: %d %v", who, st, body)
		}
		var mine []string
		for k := i; k < len(hopAnswers); k += 2 {
			mine = append(mine, hopAnswers[k])
		}
		phones.Go(func() { phoneAnswers(ctx, p, w.Code(), who, mine) })
	}
	tb := newHopTable(hopStart)
	g := &hopGame{}
	var ups []talk.Update
	ref := &Referee[hopState]{Game: g, Table: tb, Ask: w, Displays: []talk.Display{tb, w, showFunc(func(u talk.Update) { ups = append(ups, u) })}}
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	info, err := j.NewKept("hop", "", s)
	if err != nil {
		t.Fatal(err)
	}
	ref.Record = j.KeptRecorder(info.ID)
	end, err := ref.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(info.ID, g.Winner(end)); err != nil {
		t.Fatal(err)
	}
	if end.Winner != "Ann" || end.Turn != 5 || ups[len(ups)-1].Text != "Ann wins: first to the far row; game over after 5 turns" {
		t.Errorf("end %+v, last update %q", end, ups[len(ups)-1].Text)
	}
	f, states := hopKept(t, j, info.ID)
	if !reflect.DeepEqual(f.Turns, hopAnswers) || states[len(states)-1] != end {
		t.Errorf("exported %+v, replayed to %+v", f, states[len(states)-1])
	}
	var checked int
	for _, u := range ups {
		if u.Kind == talk.UpdateVerify && u.Text == "the table matches the ruling" {
			checked++
		}
	}
	if checked != 5 {
		t.Errorf("the table checked %d times, want 5", checked)
	}
}

// hopDriveJS plays Ann's phone in Chromium: take Ann, answer a hop off
// the grid, read the refusal, answer north.
const hopDriveJS = `"use strict";
(function () {
  var seen = [];
  function note(s) { seen.push(s); document.body.setAttribute("data-drive", seen.join("|")); }
  function waitFor(sel, then, n) {
    var e = document.querySelector(sel);
    if (e) { then(e); return; }
    if ((n || 0) > 400) { note("timeout " + sel); return; }
    setTimeout(function () { waitFor(sel, then, (n || 0) + 1); }, 25);
  }
  waitFor('button[data-seat="Ann"]:not([disabled])', function (b) {
    b.click();
    waitFor('form[data-seat="Ann"]', function (f) {
      note("asked " + f.querySelector("label").textContent);
      f.elements.answer.value = "W";
      f.querySelector("button.send").click();
      waitFor('form[data-seat="Ann"][data-result="error"]', function () {
        note("refused " + f.querySelector(".form-error").textContent);
        f.elements.answer.value = "n";
        f.querySelector("button.send").click();
        waitFor('form[data-seat="Ann"][data-result="sent"]', function () { note("sent"); });
      });
    });
  });
})();
`

// TestHopPhoneInChromium: Ann plays Hop's first turn from a phone in
// headless Chromium, through the loop: her hop off the grid refused with
// the game's reason, her hop north played and kept.
func TestHopPhoneInChromium(t *testing.T) {
	webtest.Chromium(t)
	j, err := journal.OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	w := web.New(web.Options{Code: "HOPS2345", Seats: hopPlayers[:], WaitAll: true})
	cs := webtest.NewCutStream(w, 1500*time.Millisecond, webtest.Injected(t, w, "/play?code="+w.Code(), "ask", hopDriveJS))
	srv := httptest.NewServer(cs)
	t.Cleanup(func() { w.Close(); srv.Close() })
	info, err := j.NewKept("hop", "", hopStart)
	if err != nil {
		t.Fatal(err)
	}
	tb := newHopTable(hopStart)
	ref, log := hopReferee(&hopGame{setup: &hopStart}, tb, j, info.ID, w)
	ref.Displays = append(ref.Displays, w)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		s   hopState
		err error
	}
	done := make(chan result, 1)
	go func() { next, err := ref.Step(ctx, s); done <- result{next, err} }()
	watcher := webtest.NewPhone(t, srv.URL, w.Code())
	for deadline := time.Now().Add(10 * time.Second); asked(watcher, w.Code()) == 0; time.Sleep(5 * time.Millisecond) { // Ann is asked
		if time.Now().After(deadline) {
			t.Fatal("Ann's question never opened")
		}
	}
	page := webtest.Headless(t, srv.URL+"/testask?code="+w.Code(), 10*time.Second, "412,900", "")
	drive := regexp.MustCompile(`data-drive="([^"]*)"`).FindStringSubmatch(page)
	const want = `asked a direction for your robot: N, E, S or W|refused answer refused: robot 1 cannot hop off the grid to [0,4]|sent`
	if drive == nil || strings.ReplaceAll(drive[1], "&quot;", `"`) != want {
		t.Errorf("the phone saw %v\nwant %s\n%.3000s", drive, want, page)
	}
	select {
	case r := <-done:
		if r.err != nil || r.s.Robots[0] != [2]int{1, 3} {
			t.Fatalf("turn 1: %+v %v", r.s, r.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the loop did not play Ann's answer")
	}
	if err := log.Flush(); err != nil {
		t.Fatal(err)
	}
	kg, err := j.Kept(info.ID)
	if err != nil || len(kg.Steps) != 1 || kg.Steps[0].Who != "Ann" || string(kg.Steps[0].Input) != `"N"` {
		t.Errorf("kept: %+v %v", kg.Steps, err)
	}
}

// TestHopKillResume: a referee playing Hop is killed with SIGKILL in the
// middle of the game (its own test binary, run again as a child); the
// game is taken up from the journal alone, the table must show its last
// kept position, and it ends as the game played without a stop: same
// turns, same winner, one game in the journal.
func TestHopKillResume(t *testing.T) {
	if file := os.Getenv("MECANOID_HOP_JOURNAL"); file != "" {
		hopChild(t, file) // the child: play until killed
		return
	}
	file := filepath.Join(t.TempDir(), "j.db")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestHopKillResume$")
	cmd.Env = append(os.Environ(), "MECANOID_HOP_JOURNAL="+file)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Killed once two turns are kept, in the middle of the third.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the child kept no two turns")
		}
		if n := hopSteps(file); n >= 2 {
			break
		}
	}
	time.Sleep(30 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed: %v", err)
	}

	// Taken up from the journal alone: the last game of kind hop not over.
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	info, err := j.FindKept("hop", "")
	if err != nil {
		t.Fatal(err)
	}
	_, states := hopKept(t, j, info.ID)
	last := states[len(states)-1]
	if last.Turn < 2 || last.Winner != "" {
		t.Fatalf("kept before the kill: %+v", last)
	}
	tb := newHopTable(last) // the players left the robots as they stood
	ask := talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
		return map[string]string{q.Who[0]: hopAnswers[q.Step-1]}, nil
	})
	ref, log := hopReferee(&hopGame{setup: &last}, tb, j, info.ID, ask)
	ctx := context.Background()
	s, err := ref.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	end, err := ref.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	log.Flush()
	if err := j.SetKeptOver(info.ID, end.Winner); err != nil {
		t.Fatal(err)
	}
	f, all := hopKept(t, j, info.ID)
	whole, _ := hopReplay(hopFile{Setup: hopStart, Turns: hopAnswers})
	if !reflect.DeepEqual(f.Turns, hopAnswers) || all[len(all)-1] != whole[len(whole)-1] || end.Winner != "Ann" {
		t.Errorf("after the kill: turns %v, end %+v; without a stop: %+v", f.Turns, all[len(all)-1], whole[len(whole)-1])
	}
	if games, err := j.KeptGames("hop"); err != nil || len(games) != 1 || !games[0].Over || games[0].Turns != 5 {
		t.Errorf("games: %+v %v", games, err)
	}
}

// hopSteps is how many steps the journal at file keeps of its Hop game.
func hopSteps(file string) int {
	if _, err := os.Stat(file); err != nil {
		return 0
	}
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

// hopChild plays Hop slowly, each answer taking 200 ms, until it is killed.
func hopChild(t *testing.T, file string) {
	j, err := journal.OpenJournal(file)
	if err != nil {
		t.Fatal(err)
	}
	info, err := j.NewKept("hop", "", hopStart)
	if err != nil {
		t.Fatal(err)
	}
	ask := talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
		time.Sleep(200 * time.Millisecond)
		return map[string]string{q.Who[0]: hopAnswers[q.Step-1]}, nil
	})
	ref, _ := hopReferee(&hopGame{setup: &hopStart}, newHopTable(hopStart), j, info.ID, ask)
	s, err := ref.Start(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ref.Play(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	select {} // never ends by itself: the parent kills it
}

// showFunc is a Display calling a function.
type showFunc func(talk.Update)

func (f showFunc) Show(u talk.Update) { f(u) }
