package skirmish

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/journal"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/web/webtest"
)

// waitUntil waits until ok, or fails the test saying what it waited for.
func waitUntil(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s", what)
		}
	}
}

// TestRefereeSkirmishPhones: `referee --game skirmish` with its web page
// and no keyboard typed at: Alice and Bruno take their teams' seats on
// their phones and give their turns from them. Alice's first answer moves
// robot 2 beyond its speed and is refused on her phone with the rule and
// why; her second is played, the table checked from the photo; the room's
// stream carries the skirmish's own drawing of the position after it;
// Bruno plays turn 2 from his phone and Alice turn 3; the photos run out
// after it and the journal keeps the three turns as the phones gave them.
func TestRefereeSkirmishPhones(t *testing.T) {
	keyboard, keys := io.Pipe() // open, never typed at
	clitest.Typed(t, keyboard)
	t.Cleanup(func() { keys.Close() })
	dir := t.TempDir()
	frames := strings.Join([]string{filepath.Join(skirFrames, "f000.jpg"), filepath.Join(skirFrames, "f001.jpg"), filepath.Join(skirFrames, "f002.jpg")}, ",")
	args := []string{"referee", "--game", "skirmish", "--setup", skirGame, "--camera", frames, "--no-wait", "--web", "127.0.0.1:0", "--journal", filepath.Join(dir, "j.db")}
	out := &refereetest.SyncBuffer{}
	done := make(chan int, 1)
	go func() { done <- cli.Run(args, out, io.Discard) }()

	join := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`)
	waitUntil(t, "the web page", func() bool { return join.MatchString(out.String()) })
	m := join.FindStringSubmatch(out.String())
	base, code := m[1], m[2]
	alice, bruno := webtest.NewPhone(t, base, code), webtest.NewPhone(t, base, code)
	for phone, seat := range map[*webtest.Phone]string{alice: "Alice", bruno: "Bruno"} {
		if st, body := phone.Post("/api/seat", url.Values{"seat": {seat}}); st != http.StatusOK {
			t.Fatalf("%s's seat: %d %v", seat, st, body)
		}
	}
	answered := 0 // the last question answered
	answer := func(phone *webtest.Phone, seat, turn string) (int, map[string]any) {
		t.Helper()
		var open struct{ Question int }
		waitUntil(t, seat+"'s question", func() bool {
			_, body := phone.Get("/api/seats?code=" + code)
			json.Unmarshal([]byte(body), &open)
			return open.Question > answered
		})
		st, body := phone.Post("/api/answer", url.Values{"seat": {seat}, "question": {fmt.Sprint(open.Question)}, "answer": {turn}})
		if st == http.StatusOK {
			answered = open.Question
		}
		return st, body
	}
	st, body := answer(alice, "Alice", "call 4 A1; 2: A5")
	if st != http.StatusUnprocessableEntity || !strings.Contains(fmt.Sprint(body["error"]), `refused (rule: too far): action 2 ("2: A5"): robot 2 (Soldat) cannot move from A2 to A5`) {
		t.Errorf("robot 2 too far: %d %v", st, body)
	}
	if st, body := answer(alice, "Alice", "call 4 A1; call 5 B2; 2: A4 fire mitrailleuse 13 fire mitrailleuse 13; 3: B4; 4: A2"); st != http.StatusOK {
		t.Fatalf("Alice's turn: %d %v", st, body)
	}
	waitUntil(t, "Bruno's question", func() bool { return strings.Contains(out.String(), "Bruno to play") })

	// The room sees the position after Alice's turn drawn: robot 4 on
	// A2, robot 13 gone, in the skirmish's words, none of DR2D's.
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", base+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	stream, _ := io.ReadAll(resp.Body) // until the deadline
	resp.Body.Close()
	for _, want := range []string{`data-piece=\"robot 4\" data-plot=\"A2\"`, `round 1 of 25`, `manche 1 sur 25`, `"title":"La traversée"`} {
		if !strings.Contains(string(stream), want) {
			t.Errorf("the room's stream has no %s", want)
		}
	}

	if st, body := answer(bruno, "Bruno", "call 14 B6; call 15 C5; 11: fire canon 3; 12: D3; 14: fire mortier 3"); st != http.StatusOK {
		t.Fatalf("Bruno's turn: %d %v", st, body)
	}
	if st, body := answer(alice, "Alice", "call 6 A1; 4: fire mortier 12; 5: B3; 6: B2"); st != http.StatusOK {
		t.Fatalf("Alice's second turn: %d %v", st, body)
	}
	var exit int
	select {
	case exit = <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("the referee did not stop:\n%s", out.String())
	}
	clitest.WantOutput(t, out.String(),
		"robot 13 (Éclaireur): destroyed on plot B5: take it off the map",
		"turn 2, Bruno: call 14 B6; call 15 C5; 11: fire canon 3; 12: D3; 14: fire mortier 3",
		"stopped before turn 4 (round 2, Bruno to play)")
	if exit == 0 || strings.Count(out.String(), "the table matches the ruling") != 3 {
		t.Errorf("exit %d:\n%s", exit, out.String())
	}
	j, err := journal.OpenJournal(filepath.Join(dir, "j.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	kept, err := j.Kept(1)
	if err != nil || len(kept.Steps) != 3 || kept.Steps[0].Who != "Alice" || kept.Steps[1].Who != "Bruno" || !strings.Contains(string(kept.Steps[1].Input), "fire mortier 3") || kept.Steps[2].Who != "Alice" {
		t.Errorf("journal: %+v, %v", kept, err)
	}
}
