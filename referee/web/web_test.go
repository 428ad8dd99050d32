package web

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	_ "image/png"
	"io"
	"mecanoid/game/dr2d/boardview"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	gzqr "github.com/makiuchi-d/gozxing/qrcode"

	"mecanoid/engine/dr2d"
	"mecanoid/referee/talk"
	"mecanoid/referee/web/webtest"
)

// demoUpdates plays turn 1 of the bundled factory game the way the referee
// shows a turn (referee/dr2d.go): start, ask, programs, one step per event with
// the state at the end of its move, the lasers firing on odd moves,
// instructions and a verify with one mismatch.
func demoUpdates(t testing.TB) []talk.Update {
	t.Helper()
	const game = "../../examples/factory-demo.json"
	data, err := os.ReadFile(game)
	if err != nil {
		t.Fatal(err)
	}
	g, err := dr2d.ParseGame(game, data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	boardFile, err := os.ReadFile("../../boards/factory.board")
	if err != nil {
		t.Fatal(err)
	}
	var out []talk.Update
	add := func(u talk.Update) {
		u.Seq = len(out) + 1
		out = append(out, u)
	}
	s := g.Setup
	var ids []int
	var seats []string
	for _, r := range s.Robots {
		ids = append(ids, r.ID)
		seats = append(seats, fmt.Sprintf("robot %d", r.ID))
	}
	add(talk.Update{Kind: talk.UpdateStart, Text: "4 robots on Factory floor", Board: strings.Split(string(boardFile), "\n"), Seats: seats, State: asJSON(s.JSON())})
	add(talk.Update{Kind: talk.UpdateAsk, Turn: 1, Text: "turn 1: programs for robots 1, 2, 3, 4", Robots: ids})
	progs := g.Turns[0]
	next, events, snaps, err := dr2d.ResolveMoves(s, progs)
	if err != nil {
		t.Fatal(err)
	}
	add(talk.Update{Kind: talk.UpdatePrograms, Turn: 1, Text: "programs:\n" + dr2d.ProgramsText(progs), Programs: asJSON(dr2d.TurnToJSON(progs))})
	var lasers []talk.Light
	for _, l := range s.Board.Lasers {
		lasers = append(lasers, talk.Light{Cell: talk.Cell(l.Cell), What: "laser", Blink: 1})
	}
	fired := map[int]bool{}
	late := map[dr2d.Phase]bool{dr2d.PhaseLasers: true, dr2d.PhasePotholes: true, dr2d.PhaseDamage: true, dr2d.PhaseActuators: true}
	fire := func(move int) {
		if move%2 == 1 && !fired[move] {
			fired[move] = true
			add(talk.Update{Kind: talk.UpdateStep, Turn: 1, Move: move, Rule: dr2d.RuleLaser, Lit: lasers, Text: "the lasers fire"})
		}
	}
	for i, e := range events {
		if e.Move >= 1 && late[e.Phase] {
			fire(e.Move)
		}
		state := next
		if e.Move >= 1 {
			state = snaps[e.Move-1]
		}
		add(talk.Update{Kind: talk.UpdateStep, Turn: 1, Move: e.Move, Text: e.Text(state), Rule: e.Rule, Event: asJSON(e), State: asJSON(state.JSON())})
		if e.Move >= 1 && (i == len(events)-1 || events[i+1].Move != e.Move) {
			fire(e.Move)
		}
	}
	var moves []talk.Instruction
	for i, r := range next.Robots {
		from := s.Robots[i]
		if r.Cell == from.Cell && r.Facing == from.Facing {
			continue
		}
		moves = append(moves, talk.Instruction{Robot: r.ID, From: talk.Cell(from.Cell), To: talk.Cell(r.Cell), Facing: r.Facing.String(),
			Text: fmt.Sprintf("robot %d: to %v, facing %s", r.ID, r.Cell, r.Facing)})
	}
	add(talk.Update{Kind: talk.UpdateInstruct, Turn: 1, Text: "move the pieces", Moves: moves, State: asJSON(next.JSON())})
	add(talk.Update{Kind: talk.UpdateVerify, Turn: 1, Text: "the table does not match the ruling:\nrobot 2: seen at [8,6], should be at [8,7]",
		Problems: []string{"robot 2: seen at [8,6], should be at [8,7]"}})
	return out
}

// asJSON is v in JSON, as the referee puts an engine's forms in an Update.
func asJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// sseEvent is one message of the event stream.
type sseEvent struct{ Name, Data string }

// readEvents parses an event stream into a channel, until the body ends.
func readEvents(body io.Reader) <-chan sseEvent {
	ch := make(chan sseEvent, 1024)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(body)
		sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.Name != "" || ev.Data != "" {
					ch <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "event: "):
				ev.Name = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				ev.Data += strings.TrimPrefix(line, "data: ")
			}
		}
	}()
	return ch
}

// stream connects to the page's event stream; cancel ends it.
func stream(t *testing.T, base string) (<-chan sseEvent, context.CancelFunc) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("events: Content-Type %q", ct)
	}
	t.Cleanup(func() { cancel(); resp.Body.Close() })
	return readEvents(resp.Body), cancel
}

// until collects events up to and including the first that ok accepts.
func until(t *testing.T, ch <-chan sseEvent, ok func(sseEvent) bool) []sseEvent {
	t.Helper()
	var got []sseEvent
	timeout := time.After(5 * time.Second)
	for {
		select {
		case ev, open := <-ch:
			if !open {
				t.Fatalf("stream ended after %d events", len(got))
			}
			got = append(got, ev)
			if ok(ev) {
				return got
			}
		case <-timeout:
			t.Fatalf("timed out after %d events: %v", len(got), got)
		}
	}
}

func named(name string) func(sseEvent) bool {
	return func(e sseEvent) bool { return e.Name == name }
}

func names(evs []sseEvent) string {
	var n []string
	for _, e := range evs {
		n = append(n, e.Name)
	}
	return strings.Join(n, " ")
}

func TestWebHistoryReplay(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	srv := httptest.NewServer(w)
	// The Page first: it ends the streams srv.Close waits for.
	t.Cleanup(func() { w.Close(); srv.Close() })
	ups := demoUpdates(t)
	for _, u := range ups[:5] {
		w.Show(u)
	}
	first, _ := stream(t, srv.URL)
	got := until(t, first, named("live"))
	want := "hello board update update update update update question live"
	if n := names(got); n != want {
		t.Fatalf("a late client got %q, want %q", n, want)
	}
	var board struct {
		Name    string
		Width   int
		Layouts [][][]string
		Walls   [][3]any
		Lasers  [][3]any
	}
	if err := json.Unmarshal([]byte(got[1].Data), &board); err != nil || board.Width != 12 || len(board.Layouts) != 2 || board.Name != "Factory floor" {
		t.Fatalf("board event: %v %+v", err, board)
	}
	if board.Layouts[0][2][4] != ">" || board.Layouts[0][0][0] != "." || len(board.Lasers) < 3 || len(board.Walls) == 0 {
		t.Errorf("board event tiles %v, lasers %v, walls %v", board.Layouts[0][2], board.Lasers, board.Walls)
	}
	for i, ev := range got[2:7] {
		var u talk.Update
		if err := json.Unmarshal([]byte(ev.Data), &u); err != nil {
			t.Fatal(err)
		}
		if u.Seq != i+1 || u.Kind != ups[i].Kind {
			t.Errorf("history %d: seq %d kind %s, want seq %d kind %s", i, u.Seq, u.Kind, i+1, ups[i].Kind)
		}
	}

	// Live updates reach the connected client, and a client connecting
	// later gets the same history plus them.
	w.Show(ups[5])
	live := until(t, first, named("update"))
	var u talk.Update
	json.Unmarshal([]byte(live[len(live)-1].Data), &u)
	if u.Seq != 6 {
		t.Errorf("live update seq %d, want 6", u.Seq)
	}
	second, _ := stream(t, srv.URL)
	got = until(t, second, named("live"))
	if n := strings.Count(names(got), "update"); n != 6 {
		t.Errorf("second client: %d updates in the history, want 6", n)
	}
}

// TestWebSlowClientCatchesUp: Show never waits for a browser; one that
// cannot keep up (a referee at --pace 0) is not dropped: it catches up
// from the history, and ends with every update in order.
func TestWebSlowClientCatchesUp(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	c := &sseClient{ch: make(chan []byte, 1), behind: make(chan struct{}, 1), gone: make(chan struct{})}
	w.clients[c] = struct{}{}
	done := make(chan struct{})
	go func() {
		for i := 1; i <= 3; i++ {
			w.Show(talk.Update{Seq: i, Kind: talk.UpdateMessage, Text: "hello"})
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Show blocked on a client that does not read")
	}
	if _, kept := w.clients[c]; !kept || len(c.behind) != 1 || len(w.history) != 3 {
		t.Fatalf("a client that cannot keep up: kept %v, behind %d, history %d", kept, len(c.behind), len(w.history))
	}

	// Through the server, a queue of one message and 300 updates at once.
	w = New(Options{Board: boardview.Of})
	w.limits.queue = 1
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	events, _ := stream(t, srv.URL)
	until(t, events, named("live"))
	const n = 300
	for i := 1; i <= n; i++ {
		w.Show(talk.Update{Seq: i, Kind: talk.UpdateMessage, Text: fmt.Sprint(i)})
	}
	var seqs []int
	hellos := 0
	until(t, events, func(e sseEvent) bool {
		switch e.Name {
		case "hello":
			hellos++
			seqs = seqs[:0] // the page forgets what it had: the history follows
		case "update":
			var u talk.Update
			json.Unmarshal([]byte(e.Data), &u)
			seqs = append(seqs, u.Seq)
		}
		return len(seqs) > 0 && seqs[len(seqs)-1] == n
	})
	for i, s := range seqs {
		if s != i+1 {
			t.Fatalf("after %d catch-up(s) the page has updates %v…, want 1 to %d in order", hellos, seqs[:min(len(seqs), 20)], n)
		}
	}
	t.Logf("%d updates at once, a queue of 1: %d catch-up(s)", n, hellos)
}

// take has phone p take seat.
func take(p *webtest.Phone, seat string) (int, map[string]any) {
	return p.Post("/api/seat", url.Values{"seat": {seat}})
}

// answer has phone p answer question for seat.
func answer(p *webtest.Phone, seat string, question int, a string) (int, map[string]any) {
	return p.Post("/api/answer", url.Values{"seat": {seat}, "question": {fmt.Sprint(question)}, "answer": {a}})
}

// started is a web page showing the start of the demo game, served by
// httptest: its seats are robots 1 to 4.
func started(t *testing.T, opts Options) (*Page, *httptest.Server) {
	t.Helper()
	w := New(opts)
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(demoUpdates(t)[0])
	return w, srv
}

type askResult struct {
	got map[string]string
	err error
}

// ask calls w.Ask in the background.
func ask(w *Page, ctx context.Context, q talk.Question) <-chan askResult {
	ch := make(chan askResult, 1)
	go func() {
		got, err := w.Ask(ctx, q)
		ch <- askResult{got, err}
	}()
	return ch
}

// waitAsked waits until Ask has opened its question to the phones.
func waitAsked(t *testing.T, w *Page) int {
	t.Helper()
	for i := 0; i < 500; i++ {
		w.mu.Lock()
		open, id := w.qs.open, w.qs.seq
		w.mu.Unlock()
		if open {
			return id
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the question never opened")
	return 0
}

// cartridge is a DR2D turn's question as the referee asks it, with a
// check that refuses a move it cannot read.
func cartridge(turn int, who ...string) talk.Question {
	return talk.Question{Step: turn, Who: who, Secret: true, Form: talk.FormCartridge, Prompt: "the cartridge of turn 1",
		Check: func(_, a string) error {
			for i, m := range strings.Fields(a) {
				if strings.Trim(strings.ToUpper(m), "LRFB-") != "" && m != "sleep" && strings.Trim(m, "12345") != "" {
					return fmt.Errorf("move %d: %q is not a move", i+1, m)
				}
			}
			return nil
		}}
}

// TestWebRobotSeats: a DR2D game's phones take robots' seats, named by the
// start update, and answer the turn's cartridge question; the seats no
// phone holds are left to the table.
func TestWebRobotSeats(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of, Code: "GAME1234"})
	if status, page := webtest.NewPhone(t, srv.URL, "").Get("/play?code=GAME1234"); status != 200 || !strings.Contains(page, "ask.js") {
		t.Fatalf("/play with the code: %d", status)
	}
	alice, bob := webtest.NewPhone(t, srv.URL, "GAME1234"), webtest.NewPhone(t, srv.URL, "GAME1234")
	if st, body := take(alice, "robot 1"); st != 200 || fmt.Sprint(body["seats"]) != "[robot 1]" {
		t.Fatalf("alice takes robot 1: %d %v", st, body)
	}
	if st, body := take(bob, "robot 2"); st != 200 {
		t.Fatalf("bob takes robot 2: %d %v", st, body)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := ask(w, ctx, cartridge(1, "robot 1", "robot 2", "robot 3", "robot 4"))
	q := waitAsked(t, w)
	if st, body := answer(alice, "robot 1", q, "F F LF - -"); st != 200 {
		t.Fatalf("alice answers: %d %v", st, body)
	}
	// Alice changes her mind before the turn closes: the last answer counts.
	if st, body := answer(alice, "robot 1", q, "F F LF sleep 4"); st != 200 {
		t.Fatalf("alice answers again: %d %v", st, body)
	}
	if st, body := answer(bob, "robot 2", q, "F FX F F F"); st != http.StatusUnprocessableEntity || !strings.Contains(fmt.Sprint(body["error"]), `move 2: "FX" is not a move`) {
		t.Errorf("a cartridge the check refuses: %d %v, want 422 naming move 2", st, body)
	}
	select {
	case r := <-res:
		t.Fatalf("Ask returned before bob answered: %v %v", r.got, r.err)
	case <-time.After(50 * time.Millisecond):
	}
	if st, body := answer(bob, "robot 2", q, "sleep 1"); st != 200 {
		t.Fatalf("bob sleeps the whole turn: %d %v", st, body)
	}
	r := <-res
	if want := map[string]string{"robot 1": "F F LF sleep 4", "robot 2": "sleep 1"}; r.err != nil || !reflect.DeepEqual(r.got, want) {
		t.Errorf("Ask = %v, %v; want %v (robots 3 and 4 have no phone: left to the table)", r.got, r.err, want)
	}
	// The turn is closed: no more answers for it.
	if st, body := answer(alice, "robot 1", q, "F F F F F"); st != http.StatusConflict {
		t.Errorf("an answer after the turn closed: %d %v, want 409", st, body)
	}
}

func TestWebAskWaitAll(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of, WaitAll: true})
	p := webtest.NewPhone(t, srv.URL, w.Code())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := ask(w, ctx, cartridge(1, "robot 1", "robot 2"))
	q := waitAsked(t, w)
	take(p, "robot 1")
	answer(p, "robot 1", q, "sleep 1")
	select {
	case r := <-res:
		t.Fatalf("WaitAll: Ask returned without robot 2: %v", r.got)
	case <-time.After(50 * time.Millisecond):
	}
	take(p, "robot 2")
	answer(p, "robot 2", q, "F F F F F")
	if r := <-res; r.err != nil || len(r.got) != 2 {
		t.Fatalf("WaitAll: %v %v", r.got, r.err)
	}
}

func TestWebAskNobodyHolds(t *testing.T) {
	w, _ := started(t, Options{Board: boardview.Of})
	got, err := w.Ask(context.Background(), cartridge(1, "robot 1", "robot 2", "robot 3"))
	if err != nil || len(got) != 0 {
		t.Fatalf("no phone: Ask = %v, %v; want an empty map at once", got, err)
	}
}

// TestWebSeatsFromStart: the seats known before the game (Options.Seats)
// are replaced by those its start names; a phone keeps a seat that stays.
func TestWebSeatsFromStart(t *testing.T) {
	w := New(Options{Board: boardview.Of, Seats: []string{"Violet", "Orange"}})
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	violet, orange := webtest.NewPhone(t, srv.URL, w.Code()), webtest.NewPhone(t, srv.URL, w.Code())
	if st, _ := take(violet, "Violet"); st != 200 {
		t.Fatalf("a seat before the start: %d", st)
	}
	if st, _ := take(orange, "Orange"); st != 200 {
		t.Fatalf("a seat before the start: %d", st)
	}
	w.Show(talk.Update{Seq: 1, Kind: talk.UpdateStart, Seats: []string{"Violet", "Mauve"}})
	if _, body := violet.Get("/api/seats?code=" + w.Code()); !strings.Contains(body, `"seats":["Violet"]`) {
		t.Errorf("Violet's phone after the start: %s", body)
	}
	if _, body := orange.Get("/api/seats?code=" + w.Code()); !strings.Contains(body, `"seats":[]`) {
		t.Errorf("Orange's phone after a start without Orange: %s", body)
	}
	if st, _ := take(orange, "Orange"); st != http.StatusNotFound {
		t.Errorf("a seat the start dropped: %d, want 404", st)
	}
	if st, _ := take(orange, "Mauve"); st != 200 {
		t.Errorf("a seat the start named: %d", st)
	}
	// The table takes a seat back from a lost phone.
	w.Release("Violet")
	if st, _ := take(orange, "Violet"); st != 200 {
		t.Errorf("a seat the table released: %d", st)
	}
}

func TestWebBadCode(t *testing.T) {
	_, srv := started(t, Options{Board: boardview.Of, Code: "RIGHTONE"})
	outsider := webtest.NewPhone(t, srv.URL, "WRONGONE")
	for _, tc := range []struct {
		name string
		do   func() int
	}{
		{"play page", func() int { st, _ := outsider.Get("/play?code=WRONGONE"); return st }},
		{"play page without code", func() int { st, _ := outsider.Get("/play"); return st }},
		{"seats", func() int { st, _ := outsider.Get("/api/seats?code=WRONGONE"); return st }},
		{"take", func() int { st, _ := take(outsider, "robot 1"); return st }},
		{"give", func() int {
			st, _ := outsider.Post("/api/seat/give", url.Values{"seat": {"robot 1"}})
			return st
		}},
		{"answer", func() int { st, _ := answer(outsider, "robot 1", 1, "F F F F F"); return st }},
		{"answer without code", func() int {
			resp, err := http.PostForm(srv.URL+"/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {"F"}})
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp.StatusCode
		}},
	} {
		if st := tc.do(); st != http.StatusForbidden {
			t.Errorf("%s with a bad code: %d, want 403", tc.name, st)
		}
	}
}

func TestWebJoinOnlyAtTheTable(t *testing.T) {
	w := New(Options{Board: boardview.Of, Code: "TABLE123"})
	for _, tc := range []struct {
		remote string
		opts   func(*http.Request) bool
		want   int
	}{
		{"127.0.0.1:5000", nil, 200},
		{"[::1]:5000", nil, 200},
		{"192.168.1.30:5000", nil, 403},
		{"192.168.1.30:5000", func(*http.Request) bool { return true }, 200},
	} {
		w.opts.JoinFrom = tc.opts
		for _, path := range []string{"/join", "/join.png", "/api/join"} {
			req := httptest.NewRequest("GET", "http://localhost"+path, nil)
			req.RemoteAddr = tc.remote
			rec := httptest.NewRecorder()
			w.ServeHTTP(rec, req)
			if rec.Code != tc.want {
				t.Errorf("%s from %s: %d, want %d", path, tc.remote, rec.Code, tc.want)
			}
			if rec.Code == 200 && path == "/join" && !strings.Contains(rec.Body.String(), "TABLE123") {
				t.Errorf("/join does not show the code as text")
			}
		}
	}
}

func TestWebJoinPNG(t *testing.T) {
	w := New(Options{Board: boardview.Of, Code: "QRCODE42", URL: "http://192.168.1.20:8080/"})
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "http://localhost/join.png", nil)
	req.RemoteAddr = "127.0.0.1:40000" // the table's own screen
	w.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("/join.png: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	img, _, err := image.Decode(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gzqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("the QR code does not read back: %v", err)
	}
	if want := "http://192.168.1.20:8080/play?code=QRCODE42"; res.GetText() != want || w.JoinURL() != want {
		t.Errorf("QR code links to %q, JoinURL %q; want %q", res.GetText(), w.JoinURL(), want)
	}
}

func TestWebJoinURL(t *testing.T) {
	w := New(Options{Board: boardview.Of, Code: "C0DE"})
	w.startURL = "http://10.0.0.7:8080"
	for _, tc := range []struct{ host, want string }{
		{"10.0.0.7:8080", "http://10.0.0.7:8080/play?code=C0DE"},
		{"pi.local:8080", "http://pi.local:8080/play?code=C0DE"},
		// Viewed on the referee's own screen: phones need the LAN address.
		{"localhost:8080", "http://10.0.0.7:8080/play?code=C0DE"},
		{"127.0.0.1:8080", "http://10.0.0.7:8080/play?code=C0DE"},
	} {
		r := httptest.NewRequest("GET", "http://localhost/join", nil)
		r.Host = tc.host
		if got := w.joinURL(r); got != tc.want {
			t.Errorf("joinURL seen at %s = %q, want %q", tc.host, got, tc.want)
		}
	}
}

func TestWebSeatTaken(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of})
	alice, bob := webtest.NewPhone(t, srv.URL, w.Code()), webtest.NewPhone(t, srv.URL, w.Code())
	if st, _ := take(alice, "robot 1"); st != 200 {
		t.Fatalf("alice takes robot 1: %d", st)
	}
	if st, body := take(bob, "robot 1"); st != http.StatusConflict || !strings.Contains(fmt.Sprint(body["error"]), "taken") {
		t.Errorf("bob takes alice's robot: %d %v, want 409", st, body)
	}
	// Alice reloads the page: her cookie gives her the robot back.
	if st, body := alice.Get("/api/seats?code=" + w.Code()); st != 200 || !strings.Contains(body, `"seats":["robot 1"]`) {
		t.Errorf("alice after a reload: %d %s", st, body)
	}
	if st, _ := take(alice, "robot 1"); st != 200 {
		t.Errorf("alice takes her own robot again: %d, want 200", st)
	}
	if st, body := take(bob, "robot 9"); st != http.StatusNotFound || !strings.Contains(fmt.Sprint(body["error"]), `no such seat in the game: "robot 9"`) {
		t.Errorf("bob takes robot 9 (not in the game): %d %v, want 404", st, body)
	}
	if st, _ := bob.Post("/api/seat/give", url.Values{"seat": {"robot 1"}}); st != http.StatusConflict {
		t.Errorf("bob gives alice's robot back: %d, want 409", st)
	}
	if st, _ := alice.Post("/api/seat/give", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Errorf("alice gives robot 1 back: %d", st)
	}
	if st, _ := take(bob, "robot 1"); st != 200 {
		t.Errorf("bob takes the freed robot: %d", st)
	}
	// Nothing asked of robot 1 now.
	if st, body := answer(bob, "robot 1", 1, "F F F F F"); st != http.StatusConflict || !strings.Contains(fmt.Sprint(body["error"]), "nothing asked") {
		t.Errorf("an answer with no question open: %d %v, want 409", st, body)
	}
}

func TestWebSentinelErrors(t *testing.T) {
	for _, tc := range []struct {
		err    error
		status int
	}{
		{ErrJoinCode, 403}, {ErrUnknownSeat, 404}, {ErrTaken, 409}, {ErrNotHeld, 409}, {ErrNotAsked, 409}, {ErrRefused, 422},
		{fmt.Errorf("%w: robot 2", ErrTaken), 409}, {errors.New("web: other"), 400},
	} {
		if got := errorStatus(tc.err); got != tc.status {
			t.Errorf("%v: status %d, want %d", tc.err, got, tc.status)
		}
		if !strings.HasPrefix(tc.err.Error(), "web: ") {
			t.Errorf("%q lacks the package prefix", tc.err)
		}
	}
}

// TestWebSecrecy: a spectator's stream says who has answered, never the
// answer, until the referee shows the turn's programs.
func TestWebSecrecy(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of})
	spectator, _ := stream(t, srv.URL)
	until(t, spectator, named("live"))
	p := webtest.NewPhone(t, srv.URL, w.Code())
	take(p, "robot 2")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := ask(w, ctx, cartridge(1, "robot 2"))
	q := waitAsked(t, w)
	if st, body := answer(p, "robot 2", q, "RRB LFR BL RRF sleep 5"); st != 200 {
		t.Fatalf("answer: %d %v", st, body)
	}
	r := <-res
	if r.err != nil {
		t.Fatal(r.err)
	}
	seen := until(t, spectator, func(e sseEvent) bool {
		return e.Name == "question" && strings.Contains(e.Data, `"answered":["robot 2"]`) && strings.Contains(e.Data, `"open":false`)
	})
	var all strings.Builder
	for _, e := range seen {
		all.WriteString(e.Name + " " + e.Data + "\n")
	}
	for _, secret := range []string{"RRB", "LFR", "RRF", "BL", "sleep 5", w.Code()} {
		if strings.Contains(all.String(), secret) {
			t.Errorf("the spectator stream shows %q before the turn is resolved:\n%s", secret, all.String())
		}
	}
	// Another phone asking what it holds learns nothing about robot 2.
	if _, body := webtest.NewPhone(t, srv.URL, w.Code()).Get("/api/seats?code=" + w.Code()); strings.Contains(body, "RRB") {
		t.Errorf("another phone sees the program: %s", body)
	}
	w.Show(talk.Update{Seq: 2, Kind: talk.UpdatePrograms, Turn: 1, Text: "robot 2: RRB LFR BL RRF (asleep before move 5)"})
	after := until(t, spectator, named("update"))
	if last := after[len(after)-1]; !strings.Contains(last.Data, "RRB") {
		t.Errorf("UpdatePrograms does not carry the programs: %s", last.Data)
	}
}

func TestWebPages(t *testing.T) {
	_, srv := started(t, Options{Board: boardview.Of})
	for _, tc := range []struct{ path, ctype, has string }{
		{"/", "text/html", `src="static/app.js"`},
		{"/static/app.js", "text/javascript", "EventSource"},
		{"/static/board.js", "text/javascript", "createElementNS"},
		{"/static/ask.js", "text/javascript", "api/answer"},
		{"/static/style.css", "text/css", ".board"},
		{"/static/join.html", "text/plain", "404"}, // only scripts and styles
		{"/static/", "text/plain", "404"},
		{"/nothing", "text/plain", "404"},
	} {
		resp, err := http.Get(srv.URL + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if want := map[bool]int{true: 404, false: 200}[tc.has == "404"]; resp.StatusCode != want || !strings.HasPrefix(resp.Header.Get("Content-Type"), tc.ctype) || !strings.Contains(string(b), tc.has) {
			t.Errorf("%s: %d %s, has %q: %v", tc.path, resp.StatusCode, resp.Header.Get("Content-Type"), tc.has, strings.Contains(string(b), tc.has))
		}
	}
	// Everything the pages load is served here: no CDN, no external font.
	for _, f := range []string{"static/index.html", "static/ask.html", "static/join.html", "static/app.js", "static/ask.js", "static/common.js", "static/board.js", "static/style.css"} {
		b, err := files.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b = bytes.ReplaceAll(b, []byte(`"http://www.w3.org/2000/svg"`), nil) // a name, not a download
		for _, ext := range []string{"http://", "https://", "//cdn", "@import"} {
			if bytes.Contains(b, []byte(ext)) {
				t.Errorf("%s refers to %q: pages must work without the internet", f, ext)
			}
		}
	}
}

func TestWebStart(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	u, err := w.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(u, "http://127.0.0.1:") {
		t.Errorf("Start URL %q", u)
	}
	if w.JoinURL() != u+"/play?code="+w.Code() {
		t.Errorf("JoinURL %q", w.JoinURL())
	}
	resp, err := http.Get(u + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// A stream open when the Page closes ends.
		resp, err := http.Get(u + "/events")
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}()
	time.Sleep(50 * time.Millisecond)
	if err := w.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	wg.Wait()
	if _, err := w.Start("127.0.0.1:-1"); err == nil || !strings.HasPrefix(err.Error(), "web: ") {
		t.Errorf("Start on a bad address: %v", err)
	}
}

func TestRandomCode(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 100; i++ {
		c := randomCode(8)
		if len(c) != 8 || strings.ContainsAny(c, "01OIL") || seen[c] {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
	}
	if a, b := New(Options{Board: boardview.Of}).Code(), New(Options{Board: boardview.Of}).Code(); a == b {
		t.Error("two games got the same join code")
	}
}

func TestWebAskClosed(t *testing.T) {
	w, srv := started(t, Options{Board: boardview.Of})
	take(webtest.NewPhone(t, srv.URL, w.Code()), "robot 1")
	res := ask(w, context.Background(), cartridge(1, "robot 1"))
	waitAsked(t, w)
	w.Close()
	if r := <-res; !errors.Is(r.err, ErrClosed) {
		t.Fatalf("Ask when the page closes: %v, want ErrClosed", r.err)
	}
}

func TestWebAsk(t *testing.T) {
	w := New(Options{Board: boardview.Of, Code: "ABCD2345", Seats: []string{"Violet", "Orange"}})
	srv := httptest.NewServer(w)
	defer func() { w.Close(); srv.Close() }()
	events, cancel := stream(t, srv.URL)
	defer cancel()
	until(t, events, named("live"))

	if code, body := webtest.NewPhone(t, srv.URL, "ABCD2345").Get("/play?code=ABCD2345"); code != http.StatusOK || !strings.Contains(body, "ask.js") {
		t.Fatalf("the join link does not open the question page: %d", code)
	}
	violet, orange, late := webtest.NewPhone(t, srv.URL, "ABCD2345"), webtest.NewPhone(t, srv.URL, "ABCD2345"), webtest.NewPhone(t, srv.URL, "ABCD2345")
	take := func(p *webtest.Phone, who string) (int, map[string]any) {
		return p.Post("/api/seat", url.Values{"seat": {who}})
	}
	if code, _ := take(violet, "Violet"); code != http.StatusOK {
		t.Fatal(code)
	}
	if code, _ := take(orange, "Orange"); code != http.StatusOK {
		t.Fatal(code)
	}
	if code, body := take(late, "Violet"); code != http.StatusConflict {
		t.Errorf("a second phone took Violet: %d %v", code, body)
	}
	if code, _ := take(late, "Mauve"); code != http.StatusNotFound {
		t.Errorf("unknown player: %d", code)
	}
	if code, _ := violet.Post("/api/seat", url.Values{"seat": {"Orange"}, "code": {"WRONG"}}); code != http.StatusForbidden {
		t.Errorf("wrong code: %d", code)
	}

	type result struct {
		got map[string]string
		err error
	}
	done := make(chan result, 1)
	q := talk.Question{Step: 7, Who: []string{"Violet", "Orange"}, Prompt: "radio signal", Secret: true,
		Check: func(who, a string) error {
			if a != "none" && !strings.HasPrefix(a, "R") {
				return fmt.Errorf("%q: write R<robot> <step>, or none", a)
			}
			return nil
		}}
	go func() {
		got, err := w.Ask(context.Background(), q)
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"open":true`) })
	answer := func(p *webtest.Phone, who, a string) (int, map[string]any) {
		return p.Post("/api/answer", url.Values{"seat": {who}, "question": {"1"}, "answer": {a}})
	}
	if code, body := answer(violet, "Violet", "seven"); code != http.StatusUnprocessableEntity || !strings.Contains(fmt.Sprint(body["error"]), "write R<robot> <step>") {
		t.Errorf("refused answer: %d %v", code, body)
	}
	if code, _ := answer(violet, "Orange", "none"); code != http.StatusConflict {
		t.Errorf("answered for a player it does not hold: %d", code)
	}
	if code, _ := answer(violet, "Violet", "R2 3"); code != http.StatusOK {
		t.Fatal(code)
	}
	if code, _ := answer(violet, "Violet", "R2 5"); code != http.StatusOK { // changed its mind
		t.Fatal(code)
	}
	select {
	case r := <-done:
		t.Fatalf("Ask returned before Orange answered: %v", r)
	case <-time.After(50 * time.Millisecond):
	}
	if code, _ := answer(orange, "Orange", "none"); code != http.StatusOK {
		t.Fatal(code)
	}
	r := <-done
	if r.err != nil || !reflect.DeepEqual(r.got, map[string]string{"Violet": "R2 5", "Orange": "none"}) {
		t.Fatalf("answers %v, %v", r.got, r.err)
	}
	if code, _ := answer(orange, "Orange", "R1 1"); code != http.StatusConflict {
		t.Errorf("answer after the question closed: %d", code)
	}
	evs := until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"open":false`) })
	for _, e := range evs {
		if strings.Contains(e.Data, "R2 5") || strings.Contains(e.Data, "R2 3") {
			t.Errorf("the stream carries a secret answer: %s", e.Data)
		}
	}

	// A player without a phone is left to the keyboard.
	if code, _ := orange.Post("/api/seat/give", url.Values{"seat": {"Orange"}}); code != http.StatusOK {
		t.Fatal(code)
	}
	go func() {
		got, err := w.Ask(context.Background(), talk.Question{Step: 8, Who: []string{"Violet", "Orange"}, Prompt: "radio signal"})
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"step":8`) })
	violet.Post("/api/answer", url.Values{"seat": {"Violet"}, "question": {"2"}, "answer": {"none"}})
	if r := <-done; r.err != nil || !reflect.DeepEqual(r.got, map[string]string{"Violet": "none"}) {
		t.Errorf("without Orange's phone: %v %v", r.got, r.err)
	}

	// Cancelled: stopped.
	ctx, stop := context.WithCancel(context.Background())
	go func() {
		got, err := w.Ask(ctx, talk.Question{Step: 9, Who: []string{"Violet"}})
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"step":9`) })
	stop()
	if r := <-done; !errors.Is(r.err, talk.ErrStopped) {
		t.Errorf("cancelled: %v", r.err)
	}
}

// TestReachableAddress: the join link names an address phones can reach,
// whatever its range: never loopback or link-local while another exists.
func TestReachableAddress(t *testing.T) {
	cidr := func(s string) net.Addr {
		ip, n, err := net.ParseCIDR(s)
		if err != nil {
			t.Fatal(err)
		}
		n.IP = ip
		return n
	}
	for _, tc := range []struct {
		addrs []string
		want  string
	}{
		{[]string{"127.0.0.1/8", "::1/128", "fe80::1/64", "169.254.3.4/16", "10.0.0.7/24"}, "10.0.0.7"},
		{[]string{"127.0.0.1/8", "100.64.3.4/10"}, "100.64.3.4"},                 // a carrier's range, a VPN
		{[]string{"127.0.0.1/8", "193.48.1.20/24"}, "193.48.1.20"},               // a school's public range
		{[]string{"193.48.1.20/24", "192.168.1.20/24"}, "192.168.1.20"},          // the room's Wi-Fi first
		{[]string{"127.0.0.1/8", "fe80::1/64", "2001:db8::5/64"}, "2001:db8::5"}, // IPv6 only
		{[]string{"127.0.0.1/8", "fe80::1/64"}, "localhost"},
		{nil, "localhost"},
	} {
		var addrs []net.Addr
		for _, a := range tc.addrs {
			addrs = append(addrs, cidr(a))
		}
		if got := reachableAddress(addrs); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.addrs, got, tc.want)
		}
	}
	if got := listenURL(&net.TCPAddr{IP: net.ParseIP("2001:db8::5"), Port: 8080}); got != "http://[2001:db8::5]:8080" {
		t.Errorf("an IPv6 page: %q", got)
	}
	for _, tc := range []struct {
		addr string
		want bool
	}{{"127.0.0.1:0", true}, {":0", false}} {
		w := New(Options{Board: boardview.Of})
		if _, err := w.Start(tc.addr); err != nil {
			t.Fatal(err)
		}
		if got := w.LoopbackOnly(); got != tc.want {
			t.Errorf("listening on %s: LoopbackOnly %v, want %v", tc.addr, got, tc.want)
		}
		w.Close()
	}
}

// TestWebPreview: before the table is read, the preview's board is drawn
// and its seats may be taken: phones join before the game starts.
func TestWebPreview(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	board := demoUpdates(t)[0].Board
	w.Show(talk.Update{Seq: 1, Kind: talk.UpdatePreview, Board: board, Seats: []string{"robot 1", "robot 2"}})
	events, _ := stream(t, srv.URL)
	got := until(t, events, named("live"))
	if n := names(got); n != "hello board update question live" {
		t.Fatalf("a page opened before the start got %q", n)
	}
	if !strings.Contains(got[3].Data, `"seats":["robot 1","robot 2"]`) {
		t.Errorf("the question event does not name the seats: %s", got[3].Data)
	}
	if st, body := take(webtest.NewPhone(t, srv.URL, w.Code()), "robot 2"); st != 200 {
		t.Errorf("a seat before the start: %d %v", st, body)
	}
}

// TestWebWaitViewer: a page waits for its first browser, at most as long
// as it is told.
func TestWebWaitViewer(t *testing.T) {
	w := New(Options{Board: boardview.Of})
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	if w.WaitViewer(context.Background(), 20*time.Millisecond) {
		t.Fatal("a viewer before any browser")
	}
	go func() {
		if resp, err := http.Get(srv.URL + "/events"); err == nil {
			io.Copy(io.Discard, resp.Body) // until the page closes
			resp.Body.Close()
		}
	}()
	if !w.WaitViewer(context.Background(), 5*time.Second) {
		t.Fatal("the browser's stream did not count as a viewer")
	}
	if !w.WaitViewer(context.Background(), 0) {
		t.Error("a page once viewed waits again")
	}
}
