package netzwerk

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/journal"
	"mecanoid/referee/web/webtest"
)

// lockedOutput is a command's standard output, read while it runs.
type lockedOutput struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (o *lockedOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.Write(p)
}

func (o *lockedOutput) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.b.String()
}

// TestRefereeNetzwerkPhonesOnly: the bundled game (examples/netzwerk/
// frames/game, 13 turns) refereed with the camera and two phones only:
// nothing is typed at the keyboard (it stays open, silent); each side's
// phone takes its seat with the join code and ends each of its turns
// with Done. The game ends, player 1 wins, and the journal keeps it.
func TestRefereeNetzwerkPhonesOnly(t *testing.T) {
	file := filepath.Join(t.TempDir(), "j.db")
	keyboard, keys := io.Pipe() // a keyboard nobody types on
	clitest.Typed(t, keyboard)
	t.Cleanup(func() { keys.Close() })
	args := []string{"referee", "--game", "netzwerk", "--camera", filepath.Join(netzFrames, "game"), "--no-wait",
		"--web", "127.0.0.1:0", "--journal", file}
	var out lockedOutput
	exit := make(chan int, 1)
	go func() { exit <- cli.Run(args, &out, io.Discard) }()

	join := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`)
	deadline := time.Now().Add(20 * time.Second)
	for !join.MatchString(out.String()) {
		if time.Now().After(deadline) {
			t.Fatalf("no join address:\n%s", out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	m := join.FindStringSubmatch(out.String())
	base, code := m[1], m[2]

	const turns = 13 // demo.json's
	var answered atomic.Int32
	var mu sync.Mutex
	var order []string // the seats that said done, in order
	var wg sync.WaitGroup
	for _, seat := range Seats() {
		phone := webtest.NewPhone(t, base, code)
		if st, body := phone.Post("/api/seat", url.Values{"seat": {seat}}); st != 200 {
			t.Fatalf("%s: seat not taken: %d %v", seat, st, body)
		}
		wg.Add(1)
		go func() { // the player: Done each time the referee asks this seat
			defer wg.Done()
			last := -1
			for answered.Load() < turns {
				_, body := phone.Get("/api/seats?code=" + code)
				var mine struct{ Question int }
				json.Unmarshal([]byte(body), &mine)
				if mine.Question != last {
					st, _ := phone.Post("/api/answer", url.Values{"seat": {seat}, "question": {fmt.Sprint(mine.Question)}, "answer": {"done"}})
					if st == 200 {
						last = mine.Question
						mu.Lock()
						order = append(order, seat)
						mu.Unlock()
						answered.Add(1)
						continue
					}
				}
				time.Sleep(30 * time.Millisecond)
			}
		}()
	}
	select {
	case c := <-exit:
		if c != 0 {
			t.Fatalf("exit %d:\n%s", c, out.String())
		}
	case <-time.After(120 * time.Second):
		t.Fatalf("the game did not end:\n%s", out.String())
	}
	wg.Wait()
	text := out.String()
	clitest.WantOutput(t, text, "turn 1: player 1 to play (robots 1, 2, 3, 4, 5, 6): move robots, then batteries; then Done on your phone, or Enter here",
		"waiting for player 1 (its phone", "player 1 wins")
	if strings.Contains(text, "press Enter when the table is ready") {
		t.Errorf("the referee waited for Enter:\n%s", text)
	}
	want := []string{}
	for i := 0; i < turns; i++ {
		want = append(want, Seats()[i%2])
	}
	if fmt.Sprint(order) != fmt.Sprint(want) {
		t.Errorf("the phones said done as %v, want %v", order, want)
	}
	j, err := journal.OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	games, err := j.KeptGames(Kind)
	if err != nil || len(games) != 1 || games[0].Turns != turns || !games[0].Over || games[0].Winner != "player 1" {
		t.Errorf("the journal holds %+v (%v), want one game of %d turns, won by player 1", games, err, turns)
	}
}
