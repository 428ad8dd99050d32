package referee_test

import (
	"context"
	"errors"
	"io"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"strings"
	"sync"
	"testing"
	"time"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// answerPhones are phones holding seat "a": Next says so at once, then
// says a's answer once answer is closed.
type answerPhones struct {
	answer chan struct{}
}

func (p *answerPhones) Open(talk.Question) talk.Opened { return &answerOpened{p: p} }
func (p *answerPhones) Release(string)                 {}
func (p *answerPhones) Give(string) error              { return nil }

type answerOpened struct {
	p     *answerPhones
	calls int
}

func (o *answerOpened) Next(ctx context.Context) (talk.PhonesSay, error) {
	o.calls++
	switch o.calls {
	case 1:
		return talk.PhonesSay{Held: []string{"a"}}, nil
	case 2:
		select {
		case <-o.p.answer:
			return talk.PhonesSay{Held: []string{"a"}, Answers: map[string]string{"a": "phone"}}, nil
		case <-ctx.Done():
			return talk.PhonesSay{}, ctx.Err()
		}
	}
	<-ctx.Done()
	return talk.PhonesSay{}, ctx.Err()
}

func (o *answerOpened) Close() {}

// TestTableAskerKeepsLines: a line typed while the last phone answers is
// either taken by the question (a take-over) or left for the next prompt
// (Confirmed's Enter, the table's "ready"): never read and dropped.
func TestTableAskerKeepsLines(t *testing.T) {
	for i := 0; i < 300; i++ {
		typing, keys := io.Pipe()
		kb := referee.NewKeyboard(typing)
		out := &refereetest.SyncBuffer{}
		phones := &answerPhones{answer: make(chan struct{})}
		type result struct {
			got map[string]string
			err error
		}
		done := make(chan result, 1)
		go func() {
			got, err := referee.TableAsker(lang.EN, phones, kb, out).Ask(context.Background(), talk.Question{Step: 1, Who: []string{"a"}, Prompt: "p"})
			done <- result{got, err}
		}()
		refereetest.WaitFor(t, out, "waiting for a")
		var wg sync.WaitGroup
		wg.Add(1)
		go func() { defer wg.Done(); io.WriteString(keys, "a: typed\n") }()
		close(phones.answer)
		r := <-done
		if r.err != nil {
			t.Fatal(r.err)
		}
		if r.got["a"] != "typed" {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			line, err := kb.ReadLine(ctx)
			cancel()
			if err != nil || strings.TrimSpace(line) != "a: typed" {
				t.Fatalf("try %d: the line typed as the phone answered is lost (answers %v; next line %q, %v)", i, r.got, line, err)
			}
		}
		keys.Close()
		wg.Wait()
	}
}

// nobodyPhones are phones that hold no seat.
type nobodyPhones struct{}

func (nobodyPhones) Open(talk.Question) talk.Opened { return &nobodyOpened{} }
func (nobodyPhones) Release(string)                 {}
func (nobodyPhones) Give(string) error              { return nil }

type nobodyOpened struct{ calls int }

func (o *nobodyOpened) Next(ctx context.Context) (talk.PhonesSay, error) {
	if o.calls++; o.calls == 1 {
		return talk.PhonesSay{}, nil
	}
	<-ctx.Done()
	return talk.PhonesSay{}, ctx.Err()
}

func (o *nobodyOpened) Close() {}

// TestTableAskerEnterIsDone: at the keyboard, Enter alone answers a
// question whose form is talk.FormDone (a Netzwerk turn played), or one
// whose Check takes an empty line (SimulacreS' "done, or nothing"), as
// TerminalAsker does; an empty line is no answer to any other line of
// text (DR2D's cartridge: a stray Enter).
func TestTableAskerEnterIsDone(t *testing.T) {
	empty := func(who, answer string) error { return nil }
	notEmpty := func(who, answer string) error {
		if answer == "" {
			return errors.New("write something")
		}
		return nil
	}
	for _, tc := range []struct {
		name  string
		form  string
		check func(who, answer string) error
		want  string
	}{
		{"done", talk.FormDone, nil, ""},
		{"text", "", nil, "R1 [1,5]"},
		{"text, empty taken", "", empty, ""},
		{"text, empty refused", "", notEmpty, "R1 [1,5]"},
	} {
		out := &refereetest.SyncBuffer{}
		kb := referee.NewKeyboard(strings.NewReader("\nR1 [1,5]\n"))
		got, err := referee.TableAsker(lang.EN, nobodyPhones{}, kb, out).Ask(context.Background(),
			talk.Question{Step: 1, Who: []string{"player 1"}, Prompt: "p", Form: tc.form, Check: tc.check})
		if err != nil || len(got) != 1 || got["player 1"] != tc.want {
			t.Errorf("%s: answers %q, %v; want %q\n%s", tc.name, got, err, tc.want, out)
		}
		if strings.Contains(out.String(), "write something") {
			t.Errorf("%s: the stray Enter was refused aloud:\n%s", tc.name, out)
		}
	}
}

// TestKeyboardEcho: a scripted keyboard (a demo's players) shows each line
// after the prompt that takes it, at the terminal alone and with phones,
// and nothing it has not given yet.
func TestKeyboardEcho(t *testing.T) {
	for _, phones := range []talk.Phones{nil, nobodyPhones{}} {
		out := &refereetest.SyncBuffer{}
		kb := referee.NewKeyboard(strings.NewReader("R1 [1,5]\nnone\n"))
		kb.Echo = out
		got, err := referee.TableAsker(lang.EN, phones, kb, out).Ask(context.Background(),
			talk.Question{Step: 1, Who: []string{"player 1"}, Prompt: "your signal"})
		if err != nil || got["player 1"] != "R1 [1,5]" {
			t.Fatalf("phones %v: answers %q, %v", phones, got, err)
		}
		s := out.String()
		if p, e := strings.Index(s, "your signal"), strings.Index(s, "R1 [1,5]\n"); p < 0 || e < p || strings.Contains(s, "none") {
			t.Errorf("phones %v: the terminal shows\n%s", phones, s)
		}
	}
}
