package dr2d

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	rules "mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
	"mecanoid/referee/web"
	"mecanoid/referee/web/webtest"
	"net/http"
	"net/http/httptest"
	"net/url"
)

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
	keyboard := &Typed{In: referee.NewKeyboard(strings.NewReader("B B B B B\n")), Out: &typed}
	type result struct {
		progs map[int]rules.Program
		err   error
	}
	done := make(chan result, 1)
	go func() {
		p, err := ProgramsEither(AskPrograms(lang.EN, page), keyboard).Programs(context.Background(), 3, []int{1, 2})
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
	want := map[int]rules.Program{
		1: {Cartridge: rules.Cartridge{{Step: rules.Backward}, {Before: 2, Step: rules.Forward}, {Step: rules.Forward}, {}, {Before: -1}}, SleepBefore: 4},
		2: {Cartridge: rules.Cartridge{{Step: rules.Backward}, {Step: rules.Backward}, {Step: rules.Backward}, {Step: rules.Backward}, {Step: rules.Backward}}},
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
	got, err := AskPrograms(lang.EN, a).Programs(context.Background(), 2, []int{4, 7})
	if err != nil || len(got) != 2 || got[7].SleepBefore != 1 || got[4].Cartridge[4].Step != rules.Forward {
		t.Errorf("programs %v %v", got, err)
	}
	if asked.Step != 2 || !asked.Secret || fmt.Sprint(asked.Who) != "[robot 4 robot 7]" ||
		asked.Check("robot 4", "F F - - -") != nil || asked.Check("robot 4", "F F") == nil || asked.Check("robot 4", "F Q - - -") == nil || asked.Form != talk.FormCartridge {
		t.Errorf("the question %+v", asked)
	}
	answers["robot 7"] = "F Q"
	if _, err := AskPrograms(lang.EN, a).Programs(context.Background(), 2, []int{4, 7}); err == nil || !strings.Contains(err.Error(), "turn 2, robot 7: referee: move 2") {
		t.Errorf("an unchecked wrong answer: %v", err)
	}
}

// TestTableAsker: a DR2D turn asked of the phones and the keyboard at
// once. A phone takes its seat after the question is open (turn 1 of a
// game whose phones join late) and answers; a robot without a phone is
// typed, named or not; a phone that never answers (lost) is taken over by
// a typed line, another seat released from the keyboard; the terminal
// says all along whom it waits for, and how.
func TestTableAsker(t *testing.T) {
	seats := []string{RobotSeat(1), RobotSeat(2), RobotSeat(3), RobotSeat(4)}
	page := web.New(web.Options{Seats: seats})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	ann, lost := webtest.NewPhone(t, srv.URL, page.Code()), webtest.NewPhone(t, srv.URL, page.Code())
	if st, _ := lost.Post("/api/seat", url.Values{"seat": {"robot 2"}}); st != 200 {
		t.Fatal(st)
	}
	typing, keys := io.Pipe()
	defer keys.Close()
	kb := referee.NewKeyboard(typing) // one keyboard for the whole run
	out := &refereetest.SyncBuffer{}
	type result struct {
		progs map[int]rules.Program
		err   error
	}
	done := make(chan result, 1)
	go func() {
		p, err := AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, kb, out)).Programs(context.Background(), 1, []int{1, 2, 3, 4})
		done <- result{p, err}
	}()
	refereetest.WaitFor(t, out, "waiting for robot 1 (type it here), robot 2 (its phone; or type it here to take over, or \"release robot 2\" to free the seat), robot 3 (type it here), robot 4 (type it here)")
	// Ann's phone takes robot 1 now that turn 1 is asked, and answers it.
	if st, _ := ann.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	refereetest.WaitFor(t, out, "robot 1 (its phone;")
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {"F F F F F"}}); st != 200 {
		t.Fatalf("ann: %d %v", st, body)
	}
	refereetest.WaitFor(t, out, "waiting for robot 2 (its phone")
	fmt.Fprintln(keys, "4: F F F F")      // a move forgotten: refused
	fmt.Fprintln(keys, "4: B B B B B")    // robot 4, named
	fmt.Fprintln(keys, "sleep 1")         // the first seat waiting without a phone: robot 3
	fmt.Fprintln(keys, "release robot 9") // no such seat
	fmt.Fprintln(keys, "2: L - - - -")    // the lost phone's robot, taken over
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	want := map[int]rules.Program{
		1: mustParse(t, "F F F F F"), 2: mustParse(t, "L - - - -"), 3: mustParse(t, "sleep 1"), 4: mustParse(t, "B B B B B"),
	}
	if !reflect.DeepEqual(r.progs, want) {
		t.Errorf("programs %v, want %v", r.progs, want)
	}
	for _, say := range []string{
		"robot 4: referee: 4 moves: a cartridge holds 5",
		"robot 4: in", "robot 3: in", "release whom? robot 1, robot 2, robot 3, robot 4",
		"robot 2: taken over from its phone", "robot 2: in",
	} {
		if !strings.Contains(out.String(), say) {
			t.Errorf("the terminal does not say %q:\n%s", say, out.String())
		}
	}
	if _, body := lost.Get("/api/seats?code=" + page.Code()); !strings.Contains(body, `"seats":[]`) {
		t.Errorf("the lost phone still holds its seat: %s", body)
	}

	// Turn 2: "release" frees a seat; every seat waiting having a phone,
	// a line must say whose it is.
	lost.Post("/api/seat", url.Values{"seat": {"robot 2"}})
	go func() {
		p, err := AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, kb, out)).Programs(context.Background(), 2, []int{1, 2})
		done <- result{p, err}
	}()
	refereetest.WaitFor(t, out, "waiting for robot 1 (its phone;")
	fmt.Fprintln(keys, "F F F F F")
	refereetest.WaitFor(t, out, "every seat waiting has a phone: say whose answer it is (\"robot 1: ...\") to take over")
	fmt.Fprintln(keys, "release 2")
	refereetest.WaitFor(t, out, "robot 2's seat is free")
	// The asker has seen the seat free (the page tells it apart from the
	// keyboard): a line typed before would go to a seat still held.
	refereetest.WaitFor(t, out, "robot 2 (type it here)")
	fmt.Fprintln(keys, "- - - - -")
	// Robot 2's answer taken (its second "in": the first was turn 1's)
	// before Ann's: the line waiting for robot 1 is in the output already.
	for deadline := time.Now().Add(time.Minute); strings.Count(out.String(), "robot 2: in") < 2; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("robot 2's typed answer not taken:\n%s", out.String())
		}
	}
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"2"}, "answer": {"sleep 1"}}); st != 200 {
		t.Fatalf("ann, turn 2: %d %v", st, body)
	}
	if r := <-done; r.err != nil || !reflect.DeepEqual(r.progs, map[int]rules.Program{1: mustParse(t, "sleep 1"), 2: {}}) {
		t.Errorf("turn 2: %v %v", r.progs, r.err)
	}

	// Turn 3: Ann's phone lost its cookie; from a new one she asks for
	// robot 1's seat back, the table gives it, and she answers.
	annAgain := webtest.NewPhone(t, srv.URL, page.Code())
	go func() {
		p, err := AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, kb, out)).Programs(context.Background(), 3, []int{1})
		done <- result{p, err}
	}()
	refereetest.WaitFor(t, out, "cartridge of turn 3")
	if st, body := annAgain.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != http.StatusConflict {
		t.Fatalf("a taken seat: %d %v", st, body)
	}
	if st, body := annAgain.Post("/api/seat", url.Values{"seat": {"robot 1"}, "ask": {"1"}}); st != http.StatusAccepted || body["asked"] != "robot 1" {
		t.Fatalf("asking for a seat back: %d %v", st, body)
	}
	refereetest.WaitFor(t, out, `robot 1 (its phone; another phone asks for the seat: "give robot 1" hands it over)`)
	fmt.Fprintln(keys, "give robot 3")
	refereetest.WaitFor(t, out, "give whom? robot 1")
	fmt.Fprintln(keys, "give 1")
	refereetest.WaitFor(t, out, "robot 1's seat is given to the phone that asked for it")
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"3"}, "answer": {"F F F F F"}}); st != http.StatusConflict {
		t.Errorf("the old phone still answers: %d %v", st, body)
	}
	if st, body := annAgain.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"3"}, "answer": {"B B B B B"}}); st != 200 {
		t.Fatalf("the new phone: %d %v", st, body)
	}
	if r := <-done; r.err != nil || !reflect.DeepEqual(r.progs, map[int]rules.Program{1: mustParse(t, "B B B B B")}) {
		t.Errorf("turn 3: %v %v", r.progs, r.err)
	}
}

func mustParse(t *testing.T, line string) rules.Program {
	t.Helper()
	p, err := ParseProgram(line)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTableAskerWithoutKeyboard: when nothing more can be typed, the
// phones still answer for the seats they hold; a seat no phone holds then
// stops the game, as nobody can answer it.
func TestTableAskerWithoutKeyboard(t *testing.T) {
	page := web.New(web.Options{Seats: []string{RobotSeat(1), RobotSeat(2)}})
	srv := httptest.NewServer(page)
	t.Cleanup(func() { page.Close(); srv.Close() })
	ann := webtest.NewPhone(t, srv.URL, page.Code())
	if st, _ := ann.Post("/api/seat", url.Values{"seat": {"robot 1"}}); st != 200 {
		t.Fatal(st)
	}
	out := &refereetest.SyncBuffer{}
	done := make(chan error, 1)
	var got map[int]rules.Program
	go func() {
		var err error
		got, err = AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, referee.NewKeyboard(strings.NewReader("")), out)).Programs(context.Background(), 1, []int{1})
		done <- err
	}()
	refereetest.WaitFor(t, out, "no more input at the keyboard: waiting for the phones")
	if st, body := ann.Post("/api/answer", url.Values{"seat": {"robot 1"}, "question": {"1"}, "answer": {"F F F F F"}}); st != 200 {
		t.Fatalf("ann: %d %v", st, body)
	}
	if err := <-done; err != nil || got[1] != mustParse(t, "F F F F F") {
		t.Fatalf("the phone's answer without a keyboard: %v %v", got, err)
	}
	_, err := AskPrograms(lang.EN, referee.TableAsker(lang.EN, page, referee.NewKeyboard(strings.NewReader("")), out)).Programs(context.Background(), 2, []int{1, 2})
	if !errors.Is(err, referee.ErrStopped) || !strings.Contains(err.Error(), "no phone holds robot 2") {
		t.Errorf("robot 2 without phone nor keyboard: %v", err)
	}
}
