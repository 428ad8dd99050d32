package hexprog

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"mecanoid/cli"
	"mecanoid/cli/clitest"
	"mecanoid/referee/web/webtest"
)

// untilOver is a test for a phone whose requests may fail once the game
// is over (over): the referee closes its page.
type untilOver struct {
	testing.TB
	over func() bool
}

func (u untilOver) Error(args ...any) {
	if !u.over() {
		u.TB.Error(args...)
	}
}

var (
	signalsAsked = regexp.MustCompile(`round (\d+): radio signals, in secret`)
	questionID   = regexp.MustCompile(`"question":(\d+)`)
)

// TestRefereeHexProgPhones: the duel refereed from the bundled photos
// with nobody at the keyboard: each player's phone holds their seat and
// gives their radio signals, in secret, round after round. Vert's first
// signal names a robot of Violet's: the phone is told why it is refused,
// and answers again; Violet's phone opens the game file's signal (robot 4
// plays step 5) in round 13. The game goes to its end as the game file
// does: Violet wins in round 28.
func TestRefereeHexProgPhones(t *testing.T) {
	keyboard, keys := io.Pipe() // nobody types
	clitest.Typed(t, keyboard)
	t.Cleanup(func() { keys.Close() })
	var out clitest.Buffer
	done := make(chan int, 1)
	stop := make(chan struct{})
	over := func() bool { return strings.Contains(out.String(), "; game over in round ") }
	journalFile := filepath.Join(t.TempDir(), "j.db")
	go func() {
		defer close(stop)
		done <- cli.Run([]string{"referee", "--game", "hexprog", "--setup", duelFile, "--camera", hexFrames, "--no-wait", "--web", "127.0.0.1:0", "--journal", journalFile}, &out, io.Discard)
	}()
	join := regexp.MustCompile(`players join at (\S+)/play\?code=(\w+)`)
	deadline := time.Now().Add(60 * time.Second)
	for !join.MatchString(out.String()) {
		if time.Now().After(deadline) {
			t.Fatalf("no web page:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	m := join.FindStringSubmatch(out.String())
	base, code := m[1], m[2]

	type said struct {
		round  int
		answer string
		status int
		error  string
	}
	var mu sync.Mutex
	var log []said
	var phones sync.WaitGroup
	// play answers a seat's questions from its phone: answer(round) says
	// what, until the game ends.
	play := func(seat string, answer func(round int, refused bool) string) {
		defer phones.Done()
		phone := webtest.NewPhone(untilOver{t, over}, base, code)
		if st, body := phone.Post("/api/seat", url.Values{"seat": {seat}}); st != http.StatusOK {
			t.Errorf("%s's seat: %d %v", seat, st, body)
			return
		}
		answered, refused := 0, false
		for {
			select {
			case <-stop:
				return
			default:
			}
			_, body := phone.Get("/api/seats?code=" + code)
			q := questionID.FindStringSubmatch(body)
			rounds := signalsAsked.FindAllStringSubmatch(out.String(), -1)
			id := 0
			if q != nil {
				id, _ = strconv.Atoi(q[1])
			}
			if id == 0 || id == answered || len(rounds) == 0 {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			round, _ := strconv.Atoi(rounds[len(rounds)-1][1])
			a := answer(round, refused)
			st, res := phone.Post("/api/answer", url.Values{"seat": {seat}, "question": {strconv.Itoa(id)}, "answer": {a}})
			mu.Lock()
			log = append(log, said{round, seat + " " + a, st, fmt.Sprint(res["error"])})
			mu.Unlock()
			refused = st == http.StatusUnprocessableEntity
			if st == http.StatusOK || (st != http.StatusUnprocessableEntity && st != 0) {
				answered = id // answered, or not asked of this seat (its player out of signals or robots)
			}
		}
	}
	phones.Add(2)
	go play("Vert", func(round int, refused bool) string {
		if round == 2 && !refused {
			return "R3 2" // a robot of Violet's
		}
		return "none"
	})
	go play("Violet", func(round int, _ bool) string {
		if round == 13 {
			return "R4 5"
		}
		return "none"
	})
	var exit int
	select {
	case exit = <-done:
	case <-time.After(240 * time.Second):
		t.Fatalf("the game did not end:\n%s", out.String())
	}
	phones.Wait()
	o := out.String()
	if testing.Verbose() {
		t.Log(o)
	}
	if exit != 0 {
		t.Fatalf("exit %d:\n%s", exit, o)
	}
	clitest.WantOutput(t, o, "round 2: radio signals, in secret (Vert 5 left, Violet 5 left)",
		"round 13: radio signals, in secret (Vert 5 left, Violet 5 left)",
		"round 14: radio signals, in secret (Vert 5 left, Violet 4 left)",
		"\n== Violet wins; game over in round 28\n")
	if n := strings.Count(o, "the table matches the ruling"); n != 28 {
		t.Errorf("%d rounds checked on the table, want 28", n)
	}
	mu.Lock()
	defer mu.Unlock()
	var refusals, signals int
	for _, s := range log {
		switch {
		case s.status == http.StatusUnprocessableEntity:
			refusals++
			if s.round != 2 || s.answer != "Vert R3 2" || !strings.Contains(s.error, "robot 3 belongs to Violet: a player signals his own robots") {
				t.Errorf("refused: %+v", s)
			}
		case s.status == http.StatusOK && strings.HasSuffix(s.answer, "R4 5"):
			signals++
			if s.round != 13 {
				t.Errorf("robot 4's signal in round %d", s.round)
			}
		}
	}
	if refusals != 1 || signals != 1 {
		t.Errorf("%d refusals, %d signals sent: %+v", refusals, signals, log)
	}
}
