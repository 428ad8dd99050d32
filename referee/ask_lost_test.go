package referee_test

import (
	"context"
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
