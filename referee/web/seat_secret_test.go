package web_test

import (
	"context"
	"mecanoid/game/dr2d/boardview"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
)

// TestGivenBackAnswerStaysSecret: a phone that answers, then gives its
// seat back, leaves its answer to the referee; the phone that takes the
// seat next (anyone with the join code: another player) does not read it
// before everybody has answered.
func TestGivenBackAnswerStaysSecret(t *testing.T) {
	page := web.New(web.Options{Board: boardview.Of, Seats: []string{"robot 1", "robot 2"}})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	ann, bob := webtest.NewPhone(t, srv.URL, page.Code()), webtest.NewPhone(t, srv.URL, page.Code())
	o := page.Open(talk.Question{Step: 1, Who: []string{"robot 1", "robot 2"}, Secret: true, Prompt: "cartridge"})
	defer o.Close()
	if st, _ := ann.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {"F F LF - R"}}); st != 200 {
		t.Fatal(st, body)
	}
	if st, _ := ann.Post("/api/seat/give", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	if st, _ := bob.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	if _, body := bob.Get("/api/seats?code=" + page.Code()); strings.Contains(body, "LF") {
		t.Errorf("the phone that took the seat reads the answer of the phone that gave it back: %s", body)
	}
	// The referee still has it.
	say, err := o.Next(context.Background())
	if err != nil || say.Answers["robot 1"] != "F F LF - R" {
		t.Errorf("the referee lost the answer: %v %v", say.Answers, err)
	}
}

// TestAnswerOfAReleasedSeat: an answer whose seat the table releases
// while the game's Check reads it is refused, not kept for the seat.
func TestAnswerOfAReleasedSeat(t *testing.T) {
	page := web.New(web.Options{Board: boardview.Of, Seats: []string{"robot 1"}})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	ann := webtest.NewPhone(t, srv.URL, page.Code())
	if st, _ := ann.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	checking, release := make(chan struct{}), make(chan struct{})
	o := page.Open(talk.Question{Step: 1, Who: []string{"robot 1"}, Prompt: "cartridge",
		Check: func(_, _ string) error { close(checking); <-release; return nil }})
	defer o.Close()
	go func() {
		<-checking
		page.Release("robot 1") // "release robot 1" typed at the table
		close(release)
	}()
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {"F F F F F"}}); st != http.StatusConflict {
		t.Errorf("an answer for a seat released meanwhile: %d %v", st, body)
	}
	if say, _ := o.Next(context.Background()); len(say.Answers) != 0 {
		t.Errorf("the released seat has the old phone's answer: %v", say.Answers)
	}
}
