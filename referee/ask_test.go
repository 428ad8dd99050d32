package referee

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"mecanoid/engine/dr2d"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
)

func TestTerminalAsker(t *testing.T) {
	var out bytes.Buffer
	in := NewKeyboard(strings.NewReader("R9 3\nR2 3\nnone\n"))
	q := talk.Question{Step: 4, Who: []string{"Violet", "Orange"}, Prompt: "radio signal", Secret: true,
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
	if _, err := TerminalAsker(NewKeyboard(strings.NewReader("")), &out).Ask(context.Background(), q); !errors.Is(err, ErrStopped) {
		t.Errorf("no more input: %v", err)
	}
}

func TestAskEither(t *testing.T) {
	phones := talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
		return map[string]string{"Violet": "none"}, nil
	})
	var keyboard []string
	rest := talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
		keyboard = q.Who
		return map[string]string{"Orange": "R4 1"}, nil
	})
	got, err := talk.AskEither(phones, rest).Ask(context.Background(), talk.Question{Who: []string{"Violet", "Orange"}})
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

// TestAskProgramsOnThePage: a DR2D turn's cartridges asked on the web
// page's one protocol: robot 1's phone takes its seat and answers, a
// wrong move refused by the cartridge parser, with its reason; robot 2
// has no phone and is typed at the keyboard; nobody else sees a move
// before every answer is in.
func TestAskProgramsOnThePage(t *testing.T) {
	page := web.New(web.Options{Seats: []string{RobotSeat(1), RobotSeat(2)}})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	phone := webtest.NewPhone(t, srv.URL, page.Code())
	if st, body := phone.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatalf("robot 1's seat: %d %v", st, body)
	}
	var typed bytes.Buffer
	keyboard := &Typed{In: NewKeyboard(strings.NewReader("B B B B B\n")), Out: &typed}
	type result struct {
		progs map[int]dr2d.Program
		err   error
	}
	done := make(chan result, 1)
	go func() {
		p, err := ProgramsEither(AskPrograms(page), keyboard).Programs(context.Background(), 3, []int{1, 2})
		done <- result{p, err}
	}()
	answer := func(a string) (int, map[string]any) {
		for {
			_, me := phone.Get("/api/seats?code=" + page.Code())
			if strings.Contains(me, `"question":1`) {
				return phone.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {a}})
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	if st, body := answer("F FX"); st != http.StatusUnprocessableEntity || !strings.Contains(fmt.Sprint(body["error"]), `move 2: "FX": unexpected 'X' at column 2`) {
		t.Errorf("a wrong move: %d %v", st, body)
	}
	if st, body := answer("B RRF F - L sleep 4"); st != 200 {
		t.Fatalf("robot 1's cartridge: %d %v", st, body)
	}
	r := <-done
	want := map[int]dr2d.Program{
		1: {Cartridge: dr2d.Cartridge{{Step: dr2d.Backward}, {Before: 2, Step: dr2d.Forward}, {Step: dr2d.Forward}, {}, {Before: -1}}, SleepBefore: 4},
		2: {Cartridge: dr2d.Cartridge{{Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}, {Step: dr2d.Backward}}},
	}
	if r.err != nil || !reflect.DeepEqual(r.progs, want) {
		t.Errorf("programs %v %v, want %v", r.progs, r.err, want)
	}
	if !strings.Contains(typed.String(), "robot 2, turn 3") || strings.Contains(typed.String(), "robot 1") {
		t.Errorf("the keyboard was asked:\n%s", typed.String())
	}
	// The room's event stream says robot 1 has answered, never what.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	stream, _ := io.ReadAll(resp.Body) // until the deadline
	if !strings.Contains(string(stream), `"answered":["robot 1"]`) || strings.Contains(string(stream), "RRF") {
		t.Errorf("the room's stream:\n%s", stream)
	}
}

// TestAskProgramsQuestion: one secret question for the turn, a seat per
// robot, the cartridge parser as its check; an answer that slipped past
// an Asker without checks is refused all the same.
func TestAskProgramsQuestion(t *testing.T) {
	var asked talk.Question
	answers := map[string]string{"robot 4": "F F F F F", "robot 7": "sleep 1", "robot 9": "L"}
	a := talk.AskFunc(func(_ context.Context, q talk.Question) (map[string]string, error) {
		asked = q
		return answers, nil
	})
	got, err := AskPrograms(a).Programs(context.Background(), 2, []int{4, 7})
	if err != nil || len(got) != 2 || got[7].SleepBefore != 1 || got[4].Cartridge[4].Step != dr2d.Forward {
		t.Errorf("programs %v %v", got, err)
	}
	if asked.Step != 2 || !asked.Secret || fmt.Sprint(asked.Who) != "[robot 4 robot 7]" ||
		asked.Check("robot 4", "F F - - -") != nil || asked.Check("robot 4", "F F") == nil || asked.Check("robot 4", "F Q - - -") == nil || asked.Form != talk.FormCartridge {
		t.Errorf("the question %+v", asked)
	}
	answers["robot 7"] = "F Q"
	if _, err := AskPrograms(a).Programs(context.Background(), 2, []int{4, 7}); err == nil || !strings.Contains(err.Error(), "turn 2, robot 7: referee: move 2") {
		t.Errorf("an unchecked wrong answer: %v", err)
	}
}
