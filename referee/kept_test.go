package referee

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"mecanoid/vision"
)

func TestKeptJournal(t *testing.T) {
	j, err := OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	j.now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	setup := map[string]any{"game": "hexprog", "rounds": []any{}}
	a, err := j.NewKept("hexprog", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	b, err := j.NewKept("hexprog", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	c, err := j.NewKept("skirmish", "", setup)
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "hexprog-2026-11-23-1" || b.Name != "hexprog-2026-11-23-2" || c.Name != "skirmish-2026-11-23-1" {
		t.Errorf("names %q %q %q", a.Name, b.Name, c.Name)
	}
	if _, err := j.NewKept("hexprog", a.Name, setup); !errors.Is(err, ErrGameName) {
		t.Errorf("taken name: %v", err)
	}
	if _, err := j.NewKept("skirmish", "42", setup); !errors.Is(err, ErrGameName) {
		t.Errorf("a number for a name: %v", err)
	}
	if _, err := j.NewKept("", "x", setup); !errors.Is(err, ErrBadRecord) {
		t.Errorf("no kind: %v", err)
	}

	rec := j.KeptRecorder(a.ID)
	for step := 1; step <= 3; step++ {
		if err := rec.RecordStep(step, "", []string{fmt.Sprintf("R1 %d", step)}, map[string]int{"round": step}); err != nil {
			t.Fatal(err)
		}
	}
	bad := []struct {
		name string
		game int64
		step int
		want error
	}{
		{"repeated", a.ID, 3, ErrTurnOrder},
		{"skipped", a.ID, 5, ErrTurnOrder},
		{"first of another game", c.ID, 2, ErrTurnOrder},
		{"no such game", 99, 1, ErrUnknownGame},
	}
	for _, tc := range bad {
		if err := j.AddKeptStep(tc.game, tc.step, "", "x", 1); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if err := j.AddKeptStep(a.ID, 4, "", "x", nil); !errors.Is(err, ErrBadRecord) {
		t.Errorf("no result: %v", err)
	}
	st := &vision.State{Markers: 4}
	if err := rec.RecordScan(0, "start", st, nil); err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordScan(2, "round", nil, []string{"robot 3: straddles"}); err != nil {
		t.Fatal(err)
	}
	if err := rec.RecordScan(2, "", nil, nil); !errors.Is(err, ErrBadRecord) {
		t.Errorf("scan without a kind: %v", err)
	}
	d := j.KeptDisplay(a.ID)
	d.Show(Update{Seq: 1, Kind: UpdateStep, Turn: 1, Text: "robot 1 moves"})
	d.Show(Update{Seq: 2, Kind: UpdateOver, Turn: 3, Text: "Violet wins"}) // flushes
	if err := d.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(a.ID, "Violet"); err != nil {
		t.Fatal(err)
	}
	if err := j.SetKeptOver(a.ID, "Violet"); !errors.Is(err, ErrGameOver) {
		t.Errorf("over twice: %v", err)
	}
	if err := rec.RecordStep(4, "", "x", 1); !errors.Is(err, ErrGameOver) {
		t.Errorf("step after the end: %v", err)
	}

	// Read back after closing and opening again: nothing lost.
	j.Close()
	j, err = OpenJournal(j.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.Kept(a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if g.Kind != "hexprog" || !g.Info.Over || g.Info.Winner != "Violet" || g.Info.Turns != 3 || len(g.Steps) != 3 || g.First != 1 {
		t.Fatalf("kept game: %+v", g)
	}
	var in []string
	if err := json.Unmarshal(g.Steps[1].Input, &in); err != nil || !reflect.DeepEqual(in, []string{"R1 2"}) || string(g.Steps[2].Result) != `{"round":3}` {
		t.Errorf("step 2: %s %s", g.Steps[1].Input, g.Steps[2].Result)
	}
	if string(g.Setup) != `{"game":"hexprog","rounds":[]}` {
		t.Errorf("setup %s", g.Setup)
	}
	scans, err := j.KeptScans(a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(scans) != 2 || scans[0].What != "start" || scans[0].Seen == nil || scans[1].Seen != nil || scans[1].Problems[0] != "robot 3: straddles" {
		t.Errorf("scans %+v", scans)
	}
	var logged int
	j.db.QueryRow("SELECT count(*) FROM kept_log WHERE game = ?", a.ID).Scan(&logged)
	if logged != 2 {
		t.Errorf("%d updates logged", logged)
	}
	if got, err := j.FindKept("hexprog", a.Name); err != nil || got.ID != a.ID {
		t.Errorf("find by name: %v %v", got, err)
	}
	if got, err := j.FindKept("hexprog", fmt.Sprint(b.ID)); err != nil || got.ID != b.ID {
		t.Errorf("find by number: %v %v", got, err)
	}
	if _, err := j.FindKept("skirmish", a.Name); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("a hex game found as a skirmish: %v", err)
	}
	if games, _ := j.KeptGames("hexprog"); len(games) != 2 || games[0].Turns != 3 {
		t.Errorf("games %+v", games)
	}
}

func TestKeptFrom(t *testing.T) {
	j, err := OpenJournal(filepath.Join(t.TempDir(), "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	g, err := j.NewKeptFrom("netzwerk", "later", map[string]int{"turn": 8}, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.AddKeptStep(g.ID, 1, "player 1", "x", 1); !errors.Is(err, ErrTurnOrder) || !strings.Contains(err.Error(), "the next is 9") {
		t.Errorf("step 1 of a game taken up at 9: %v", err)
	}
	if err := j.AddKeptStep(g.ID, 9, "player 1", "x", 1); err != nil {
		t.Error(err)
	}
}

func TestTerminalAsker(t *testing.T) {
	var out bytes.Buffer
	in := bufio.NewReader(strings.NewReader("R9 3\nR2 3\nnone\n"))
	q := Question{Step: 4, Who: []string{"Violet", "Orange"}, Prompt: "radio signal", Secret: true,
		Check: func(who, a string) error {
			if who == "Violet" && a == "R9 3" {
				return errors.New("robot 9 is not yours")
			}
			return nil
		}}
	got, err := TerminalAsker(in, &out).Ask(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, map[string]string{"Violet": "R2 3", "Orange": "none"}) {
		t.Errorf("answers %v", got)
	}
	for _, want := range []string{"seen by the table", "Violet, radio signal: ", "  robot 9 is not yours\n", "Orange, radio signal: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("terminal lacks %q:\n%s", want, out.String())
		}
	}
	if _, err := TerminalAsker(bufio.NewReader(strings.NewReader("")), &out).Ask(context.Background(), q); !errors.Is(err, ErrStopped) {
		t.Errorf("no more input: %v", err)
	}
}

func TestAskEither(t *testing.T) {
	phones := AskFunc(func(_ context.Context, q Question) (map[string]string, error) {
		return map[string]string{"Violet": "none"}, nil
	})
	var keyboard []string
	rest := AskFunc(func(_ context.Context, q Question) (map[string]string, error) {
		keyboard = q.Who
		return map[string]string{"Orange": "R4 1"}, nil
	})
	got, err := AskEither(phones, rest).Ask(context.Background(), Question{Who: []string{"Violet", "Orange"}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, map[string]string{"Violet": "none", "Orange": "R4 1"}) || !reflect.DeepEqual(keyboard, []string{"Orange"}) {
		t.Errorf("answers %v, keyboard asked %v", got, keyboard)
	}
}

// TestWebAsk: two phones take a player each, a third is refused one; the
// question waits for both, Check's refusal reaches the phone, an answer
// can be changed until the last is in, and the stream never carries it.
func TestWebAsk(t *testing.T) {
	w := NewWeb(WebOptions{Code: "ABCD2345", Players: []string{"Violet", "Orange"}})
	srv := httptest.NewServer(w)
	defer func() { w.Close(); srv.Close() }()
	events, cancel := stream(t, srv.URL)
	defer cancel()
	until(t, events, named("live"))

	if code, body := newPhone(t, srv.URL, "ABCD2345").get("/play?code=ABCD2345"); code != http.StatusOK || !strings.Contains(body, "ask.js") {
		t.Fatalf("the join link does not open the question page: %d", code)
	}
	violet, orange, late := newPhone(t, srv.URL, "ABCD2345"), newPhone(t, srv.URL, "ABCD2345"), newPhone(t, srv.URL, "ABCD2345")
	take := func(p *phone, who string) (int, map[string]any) {
		return p.post("/api/player", url.Values{"player": {who}})
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
	if code, _ := violet.post("/api/player", url.Values{"player": {"Orange"}, "code": {"WRONG"}}); code != http.StatusForbidden {
		t.Errorf("wrong code: %d", code)
	}

	type result struct {
		got map[string]string
		err error
	}
	done := make(chan result, 1)
	q := Question{Step: 7, Who: []string{"Violet", "Orange"}, Prompt: "radio signal", Secret: true,
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
	answer := func(p *phone, who, a string) (int, map[string]any) {
		return p.post("/api/answer", url.Values{"player": {who}, "question": {"1"}, "answer": {a}})
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
	if code, _ := orange.post("/api/player/give", url.Values{"player": {"Orange"}}); code != http.StatusOK {
		t.Fatal(code)
	}
	go func() {
		got, err := w.Ask(context.Background(), Question{Step: 8, Who: []string{"Violet", "Orange"}, Prompt: "radio signal"})
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"step":8`) })
	violet.post("/api/answer", url.Values{"player": {"Violet"}, "question": {"2"}, "answer": {"none"}})
	if r := <-done; r.err != nil || !reflect.DeepEqual(r.got, map[string]string{"Violet": "none"}) {
		t.Errorf("without Orange's phone: %v %v", r.got, r.err)
	}

	// Cancelled: stopped.
	ctx, stop := context.WithCancel(context.Background())
	go func() {
		got, err := w.Ask(ctx, Question{Step: 9, Who: []string{"Violet"}})
		done <- result{got, err}
	}()
	until(t, events, func(e sseEvent) bool { return e.Name == "question" && strings.Contains(e.Data, `"step":9`) })
	stop()
	if r := <-done; !errors.Is(r.err, ErrStopped) {
		t.Errorf("cancelled: %v", r.err)
	}
}
