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
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"reflect"
	"sort"
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
	const game = "../../games/factory-demo.json"
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
	add(talk.Update{Kind: talk.UpdateStart, Text: "4 robots on Factory floor", Board: strings.Split(string(boardFile), "\n"), State: asJSON(s.JSON())})
	var ids []int
	for _, r := range s.Robots {
		ids = append(ids, r.ID)
	}
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
	w := New(Options{})
	srv := httptest.NewServer(w)
	// The Page first: it ends the streams srv.Close waits for.
	t.Cleanup(func() { w.Close(); srv.Close() })
	ups := demoUpdates(t)
	for _, u := range ups[:5] {
		w.Show(u)
	}
	first, _ := stream(t, srv.URL)
	got := until(t, first, named("live"))
	want := "hello board update update update update update status live"
	if n := names(got); n != want {
		t.Fatalf("a late client got %q, want %q", n, want)
	}
	var board webBoard
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

func TestWebSlowClientDropped(t *testing.T) {
	w := New(Options{})
	c := &sseClient{ch: make(chan []byte, 1), gone: make(chan struct{})}
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
	select {
	case <-c.gone:
	default:
		t.Fatal("a client that cannot keep up was not dropped")
	}
	if len(w.history) != 3 {
		t.Errorf("history has %d messages, want 3", len(w.history))
	}
}

// claim has phone p claim robot.
func claim(p *webtest.Phone, robot int) (int, map[string]any) {
	return p.Post("/api/claim", url.Values{"robot": {fmt.Sprint(robot)}})
}

// send has phone p send robot's program for turn: its sleep and moves.
func send(p *webtest.Phone, robot, turn int, sleep string, moves ...string) (int, map[string]any) {
	v := url.Values{"robot": {fmt.Sprint(robot)}, "turn": {fmt.Sprint(turn)}, "sleep": {sleep}}
	for i, m := range moves {
		v.Set(fmt.Sprintf("move%d", i+1), m)
	}
	return p.Post("/api/program", v)
}

// started is a web page showing the start of the demo game, served by httptest.
func started(t *testing.T, opts Options) (*Page, *httptest.Server) {
	t.Helper()
	w := New(opts)
	srv := httptest.NewServer(w)
	t.Cleanup(func() { w.Close(); srv.Close() })
	w.Show(demoUpdates(t)[0])
	return w, srv
}

type programsResult struct {
	progs map[int]dr2d.Program
	err   error
}

func askPrograms(w *Page, ctx context.Context, turn int, robots []int) <-chan programsResult {
	ch := make(chan programsResult, 1)
	go func() {
		p, err := w.Programs(ctx, turn, robots)
		ch <- programsResult{p, err}
	}()
	return ch
}

// waitOpen waits until Programs has opened the turn.
func waitOpen(t *testing.T, w *Page, turn int) {
	t.Helper()
	for i := 0; i < 500; i++ {
		w.mu.Lock()
		open := w.ask.open && w.ask.turn == turn
		w.mu.Unlock()
		if open {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("turn %d never opened", turn)
}

func TestWebJoinClaimSubmit(t *testing.T) {
	w, srv := started(t, Options{Code: "GAME1234"})
	if status, page := webtest.NewPhone(t, srv.URL, "").Get("/play?code=GAME1234"); status != 200 || !strings.Contains(page, "play.js") {
		t.Fatalf("/play with the code: %d", status)
	}
	alice, bob := webtest.NewPhone(t, srv.URL, "GAME1234"), webtest.NewPhone(t, srv.URL, "GAME1234")
	if st, body := claim(alice, 1); st != 200 || fmt.Sprint(body["robots"]) != "[1]" {
		t.Fatalf("alice claims robot 1: %d %v", st, body)
	}
	if st, body := claim(bob, 2); st != 200 {
		t.Fatalf("bob claims robot 2: %d %v", st, body)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := askPrograms(w, ctx, 1, []int{1, 2, 3, 4})
	waitOpen(t, w, 1)
	if st, body := send(alice, 1, 1, "", "F", "F", "lf", "-", "-"); st != 200 {
		t.Fatalf("alice sends: %d %v", st, body)
	}
	// Alice changes her mind before the turn closes: the last program counts.
	if st, body := send(alice, 1, 1, "4", "F", "F", "LF", "", ""); st != 200 {
		t.Fatalf("alice sends again: %d %v", st, body)
	}
	select {
	case r := <-res:
		t.Fatalf("Programs returned before bob sent: %v %v", r.progs, r.err)
	case <-time.After(50 * time.Millisecond):
	}
	if st, body := send(bob, 2, 1, "1"); st != 200 {
		t.Fatalf("bob sleeps the whole turn: %d %v", st, body)
	}
	r := <-res
	if r.err != nil {
		t.Fatal(r.err)
	}
	want := map[int]dr2d.Program{
		1: {Cartridge: dr2d.Cartridge{{Step: dr2d.Forward}, {Step: dr2d.Forward}, {Before: -1, Step: dr2d.Forward}}, SleepBefore: 4},
		2: {SleepBefore: 1},
	}
	if fmt.Sprint(r.progs) != fmt.Sprint(want) {
		t.Errorf("Programs = %v, want %v (robots 3 and 4 have no phone: left to the other programmers)", r.progs, want)
	}
	// The turn is closed: no more programs for it.
	if st, body := send(alice, 1, 1, "", "F", "F", "F", "F", "F"); st != http.StatusConflict {
		t.Errorf("a program after the turn closed: %d %v, want 409", st, body)
	}
}

func TestWebProgramsWaitAll(t *testing.T) {
	w, srv := started(t, Options{WaitAll: true})
	p := webtest.NewPhone(t, srv.URL, w.Code())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := askPrograms(w, ctx, 1, []int{1, 2})
	waitOpen(t, w, 1)
	claim(p, 1)
	send(p, 1, 1, "1")
	select {
	case r := <-res:
		t.Fatalf("WaitAll: Programs returned without robot 2: %v", r.progs)
	case <-time.After(50 * time.Millisecond):
	}
	claim(p, 2)
	send(p, 2, 1, "", "F", "F", "F", "F", "F")
	if r := <-res; r.err != nil || len(r.progs) != 2 {
		t.Fatalf("WaitAll: %v %v", r.progs, r.err)
	}
}

func TestWebProgramsNobodyJoined(t *testing.T) {
	w, _ := started(t, Options{})
	got, err := w.Programs(context.Background(), 1, []int{1, 2, 3})
	if err != nil || len(got) != 0 {
		t.Fatalf("no phone: Programs = %v, %v; want an empty map at once", got, err)
	}
}

func TestWebProgramsCancelled(t *testing.T) {
	w, srv := started(t, Options{})
	p := webtest.NewPhone(t, srv.URL, w.Code())
	claim(p, 3)
	ctx, cancel := context.WithCancel(context.Background())
	res := askPrograms(w, ctx, 1, []int{3})
	waitOpen(t, w, 1)
	cancel()
	if r := <-res; !errors.Is(r.err, context.Canceled) {
		t.Fatalf("cancelled: err %v", r.err)
	}
}

func TestWebBadCode(t *testing.T) {
	_, srv := started(t, Options{Code: "RIGHTONE"})
	outsider := webtest.NewPhone(t, srv.URL, "WRONGONE")
	for _, tc := range []struct {
		name string
		do   func() int
	}{
		{"play page", func() int { st, _ := outsider.Get("/play?code=WRONGONE"); return st }},
		{"play page without code", func() int { st, _ := outsider.Get("/play"); return st }},
		{"me", func() int { st, _ := outsider.Get("/api/me?code=WRONGONE"); return st }},
		{"claim", func() int { st, _ := claim(outsider, 1); return st }},
		{"release", func() int {
			st, _ := outsider.Post("/api/release", url.Values{"robot": {"1"}})
			return st
		}},
		{"program", func() int { st, _ := send(outsider, 1, 1, "", "F", "F", "F", "F", "F"); return st }},
		{"program without code", func() int {
			resp, err := http.PostForm(srv.URL+"/api/program", url.Values{"robot": {"1"}, "turn": {"1"}, "move1": {"F"}})
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
	w := New(Options{Code: "TABLE123"})
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
			req := httptest.NewRequest("GET", path, nil)
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
	w := New(Options{Code: "QRCODE42", URL: "http://192.168.1.20:8080/"})
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/join.png", nil)
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
	w := New(Options{Code: "C0DE"})
	w.startURL = "http://10.0.0.7:8080"
	for _, tc := range []struct{ host, want string }{
		{"10.0.0.7:8080", "http://10.0.0.7:8080/play?code=C0DE"},
		{"pi.local:8080", "http://pi.local:8080/play?code=C0DE"},
		// Viewed on the referee's own screen: phones need the LAN address.
		{"localhost:8080", "http://10.0.0.7:8080/play?code=C0DE"},
		{"127.0.0.1:8080", "http://10.0.0.7:8080/play?code=C0DE"},
	} {
		r := httptest.NewRequest("GET", "/join", nil)
		r.Host = tc.host
		if got := w.joinURL(r); got != tc.want {
			t.Errorf("joinURL seen at %s = %q, want %q", tc.host, got, tc.want)
		}
	}
}

func TestWebDoubleClaim(t *testing.T) {
	w, srv := started(t, Options{})
	alice, bob := webtest.NewPhone(t, srv.URL, w.Code()), webtest.NewPhone(t, srv.URL, w.Code())
	if st, _ := claim(alice, 1); st != 200 {
		t.Fatalf("alice claims 1: %d", st)
	}
	if st, body := claim(bob, 1); st != http.StatusConflict || !strings.Contains(fmt.Sprint(body["error"]), "claimed") {
		t.Errorf("bob claims alice's robot: %d %v, want 409", st, body)
	}
	// Alice reloads the page: her cookie gives her the robot back.
	if st, body := alice.Get("/api/me?code=" + w.Code()); st != 200 || !strings.Contains(body, `"robots":[1]`) {
		t.Errorf("alice after a reload: %d %s", st, body)
	}
	if st, _ := claim(alice, 1); st != 200 {
		t.Errorf("alice claims her own robot again: %d, want 200", st)
	}
	if st, _ := claim(bob, 9); st != http.StatusNotFound {
		t.Errorf("bob claims robot 9 (not in the game): %d, want 404", st)
	}
	if st, _ := bob.Post("/api/release", url.Values{"robot": {"1"}}); st != http.StatusConflict {
		t.Errorf("bob releases alice's robot: %d, want 409", st)
	}
	if st, _ := alice.Post("/api/release", url.Values{"robot": {"1"}}); st != 200 {
		t.Errorf("alice gives robot 1 back: %d", st)
	}
	if st, _ := claim(bob, 1); st != 200 {
		t.Errorf("bob claims the freed robot: %d", st)
	}
}

func TestWebSentinelErrors(t *testing.T) {
	w, _ := started(t, Options{})
	w.claim("alice", 1)
	for _, tc := range []struct {
		name string
		err  error
		want error
	}{
		{"code", w.checkCode("nope"), ErrJoinCode},
		{"claimed", w.claim("bob", 1), ErrClaimed},
		{"unknown", w.claim("bob", 42), ErrUnknownRobot},
		{"not claimant", w.submit("bob", 1, 1, dr2d.Program{}), ErrNotClaimed},
		{"not awaited", w.submit("alice", 1, 1, dr2d.Program{}), ErrNotAwaited},
		{"release", w.release("bob", 1), ErrNotClaimed},
	} {
		if !errors.Is(tc.err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, tc.err, tc.want)
		}
		if tc.err != nil && !strings.HasPrefix(tc.err.Error(), "web: ") {
			t.Errorf("%s: %q lacks the package prefix", tc.name, tc.err)
		}
	}
	w.openLocked(2, []int{1})
	if err := w.submit("alice", 1, 1, dr2d.Program{}); !errors.Is(err, ErrNotAwaited) {
		t.Errorf("a form for turn 1 while turn 2 is open: %v", err)
	}
}

func TestWebParseForm(t *testing.T) {
	for _, tc := range []struct {
		moves  [5]string
		sleep  string
		want   string // the program's moves, or the bad fields
		fields []string
	}{
		{[5]string{"F", "lf", "RRB", "-", "FR"}, "", "F LF RRB - FR sleep 0", nil},
		{[5]string{"F", "F", "", "", ""}, "3", "F F - - - sleep 3", nil},
		{[5]string{"", "", "", "", ""}, "1", "- - - - - sleep 1", nil},
		{[5]string{"F", "FX", "F", "FF", "F"}, "", "", []string{"move2", "move4"}},
		{[5]string{"F", "", "F", "F", "F"}, "0", "", []string{"move2"}},
		{[5]string{"F", "F", "F", "F", "F"}, "6", "", []string{"sleep"}},
		{[5]string{"F", "F", "F", "F", "F"}, "soon", "", []string{"sleep"}},
	} {
		p, err := parseForm(tc.moves, tc.sleep)
		if tc.fields == nil {
			var ms []string
			for _, m := range p.Cartridge {
				ms = append(ms, m.String())
			}
			if got := fmt.Sprintf("%s sleep %d", strings.Join(ms, " "), p.SleepBefore); err != nil || got != tc.want {
				t.Errorf("%q sleep %q: %q, %v; want %q", tc.moves, tc.sleep, got, err, tc.want)
			}
			continue
		}
		var pe *formError
		if !errors.Is(err, ErrInvalidProgram) || !errors.As(err, &pe) {
			t.Errorf("%q sleep %q: %v, want ErrInvalidProgram", tc.moves, tc.sleep, err)
			continue
		}
		var fields []string
		for f := range pe.fields {
			fields = append(fields, f)
		}
		sort.Strings(fields)
		if fmt.Sprint(fields) != fmt.Sprint(tc.fields) {
			t.Errorf("%q sleep %q: bad fields %v, want %v", tc.moves, tc.sleep, fields, tc.fields)
		}
	}
}

func TestWebInvalidMoveRejected(t *testing.T) {
	w, srv := started(t, Options{})
	p := webtest.NewPhone(t, srv.URL, w.Code())
	claim(p, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	res := askPrograms(w, ctx, 1, []int{1})
	waitOpen(t, w, 1)
	st, body := send(p, 1, 1, "", "F", "FX", "F", "F", "")
	if st != http.StatusUnprocessableEntity {
		t.Fatalf("invalid moves: %d %v, want 422", st, body)
	}
	fields, _ := body["fields"].(map[string]any)
	if msg := fmt.Sprint(fields["move2"]); !strings.Contains(msg, `unexpected 'X' at column 2`) {
		t.Errorf("move 2's message %q does not say what is wrong", msg)
	}
	if msg := fmt.Sprint(fields["move5"]); !strings.Contains(msg, "write a move") {
		t.Errorf("move 5 (blank) message %q", msg)
	}
	select {
	case r := <-res:
		t.Fatalf("an invalid program ended the wait: %v", r.progs)
	default:
	}
	send(p, 1, 1, "", "F", "F", "F", "F", "-")
	if r := <-res; r.err != nil || r.progs[1].Cartridge[4] != (dr2d.Move{}) {
		t.Fatalf("after fixing: %v %v", r.progs, r.err)
	}
}

// TestWebSecrecy: a spectator's stream carries who has sent a program, never
// the program, until the referee shows UpdatePrograms.
func TestWebSecrecy(t *testing.T) {
	w, srv := started(t, Options{})
	spectator, _ := stream(t, srv.URL)
	until(t, spectator, named("live"))
	p := webtest.NewPhone(t, srv.URL, w.Code())
	claim(p, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	res := askPrograms(w, ctx, 1, []int{2})
	waitOpen(t, w, 1)
	if st, body := send(p, 2, 1, "5", "RRB", "LFR", "BL", "RRF", ""); st != 200 {
		t.Fatalf("send: %d %v", st, body)
	}
	r := <-res
	if r.err != nil {
		t.Fatal(r.err)
	}
	seen := until(t, spectator, func(e sseEvent) bool {
		return e.Name == "status" && strings.Contains(e.Data, `"submitted":true`) && strings.Contains(e.Data, `"open":false`)
	})
	var all strings.Builder
	for _, e := range seen {
		all.WriteString(e.Name + " " + e.Data + "\n")
	}
	for _, secret := range []string{"RRB", "LFR", "RRF", "BL", "sleep_before", "cartridges", "moves", w.Code()} {
		if strings.Contains(all.String(), secret) {
			t.Errorf("the spectator stream shows %q before the turn is resolved:\n%s", secret, all.String())
		}
	}
	// Another phone asking what it holds learns nothing about robot 2.
	if _, body := webtest.NewPhone(t, srv.URL, w.Code()).Get("/api/me?code=" + w.Code()); strings.Contains(body, "RRB") {
		t.Errorf("another phone sees the program: %s", body)
	}
	w.Show(talk.Update{Seq: 2, Kind: talk.UpdatePrograms, Turn: 1, Programs: asJSON(dr2d.TurnToJSON(r.progs))})
	after := until(t, spectator, named("update"))
	if last := after[len(after)-1]; !strings.Contains(last.Data, "RRB") {
		t.Errorf("UpdatePrograms does not carry the programs: %s", last.Data)
	}
}

func TestWebAskFromUpdate(t *testing.T) {
	// The referee may show UpdateAsk before it calls Programs: phones may start.
	w, srv := started(t, Options{})
	p := webtest.NewPhone(t, srv.URL, w.Code())
	claim(p, 1)
	w.Show(talk.Update{Seq: 2, Kind: talk.UpdateAsk, Turn: 1, Robots: []int{1, 2}})
	if st, body := send(p, 1, 1, "", "F", "F", "F", "F", "F"); st != 200 {
		t.Fatalf("a program after UpdateAsk, before Programs: %d %v", st, body)
	}
	got, err := w.Programs(context.Background(), 1, []int{1, 2})
	if err != nil || len(got) != 1 || got[1].Cartridge[0].Step != dr2d.Forward {
		t.Fatalf("Programs = %v, %v", got, err)
	}
	// A late UpdateAsk for a closed turn does not reopen it.
	w.Show(talk.Update{Seq: 3, Kind: talk.UpdateAsk, Turn: 1, Robots: []int{1}})
	if st, _ := send(p, 1, 1, "", "B", "B", "B", "B", "B"); st != http.StatusConflict {
		t.Errorf("turn 1 reopened by a late UpdateAsk: %d", st)
	}
}

func TestWebPages(t *testing.T) {
	_, srv := started(t, Options{})
	for _, tc := range []struct{ path, ctype, has string }{
		{"/", "text/html", `src="static/app.js"`},
		{"/static/app.js", "text/javascript", "EventSource"},
		{"/static/board.js", "text/javascript", "createElementNS"},
		{"/static/play.js", "text/javascript", "api/program"},
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
	for _, f := range []string{"static/index.html", "static/play.html", "static/join.html", "static/app.js", "static/play.js", "static/board.js", "static/style.css"} {
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
	w := New(Options{})
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
	if a, b := New(Options{}).Code(), New(Options{}).Code(); a == b {
		t.Error("two games got the same join code")
	}
}

func TestWebProgramsClosed(t *testing.T) {
	w, srv := started(t, Options{})
	claim(webtest.NewPhone(t, srv.URL, w.Code()), 1)
	res := askPrograms(w, context.Background(), 1, []int{1})
	waitOpen(t, w, 1)
	w.Close()
	if r := <-res; !errors.Is(r.err, ErrClosed) {
		t.Fatalf("Programs when the page closes: %v, want ErrClosed", r.err)
	}
}

func TestWebAsk(t *testing.T) {
	w := New(Options{Code: "ABCD2345", Players: []string{"Violet", "Orange"}})
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
		return p.Post("/api/player", url.Values{"player": {who}})
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
	if code, _ := violet.Post("/api/player", url.Values{"player": {"Orange"}, "code": {"WRONG"}}); code != http.StatusForbidden {
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
		return p.Post("/api/answer", url.Values{"player": {who}, "question": {"1"}, "answer": {a}})
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
	if code, _ := orange.Post("/api/player/give", url.Values{"player": {"Orange"}}); code != http.StatusOK {
		t.Fatal(code)
	}
	go func() {
		got, err := w.Ask(context.Background(), talk.Question{Step: 8, Who: []string{"Violet", "Orange"}, Prompt: "radio signal"})
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"step":8`) })
	violet.Post("/api/answer", url.Values{"player": {"Violet"}, "question": {"2"}, "answer": {"none"}})
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
