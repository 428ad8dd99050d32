package referee_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"mecanoid/internal/lang"
	"mecanoid/referee"
	"mecanoid/referee/refereetest"
	"mecanoid/referee/talk"
)

// scriptPhones say what the test sends them, one change at a time.
type scriptPhones struct{ says chan talk.PhonesSay }

func (p scriptPhones) Open(talk.Question) talk.Opened { return p }
func (p scriptPhones) Release(string)                 {}
func (p scriptPhones) Give(string) error              { return nil }
func (p scriptPhones) Close()                         {}
func (p scriptPhones) Next(ctx context.Context) (talk.PhonesSay, error) {
	select {
	case s := <-p.says:
		return s, nil
	case <-ctx.Done():
		return talk.PhonesSay{}, ctx.Err()
	}
}

// TestTableAskerSaysWhatChanged: the long waiting line (the question's
// prompt, how each seat answers) is said once; a change says shortly who
// is still waited for; a change that changes nothing, or the same
// question asked again (Netzwerk's, at each change of a watched table),
// says nothing.
func TestTableAskerSaysWhatChanged(t *testing.T) {
	const prompt = "the cartridge of turn 1: five moves"
	phones := scriptPhones{make(chan talk.PhonesSay)}
	typing, keys := io.Pipe()
	defer keys.Close()
	out := &refereetest.SyncBuffer{}
	asker := referee.TableAsker(lang.EN, phones, referee.NewKeyboard(typing), out)
	ask := func(who ...string) chan error {
		done := make(chan error, 1)
		go func() {
			_, err := asker.Ask(context.Background(), talk.Question{Step: 1, Who: who, Prompt: prompt})
			done <- err
		}()
		return done
	}
	held := []string{"a", "b"}
	done := ask("a", "b", "c")
	phones.says <- talk.PhonesSay{Held: held}
	refereetest.WaitFor(t, out, `waiting for a (its phone; or type it here to take over, or "release a" to free the seat), b (its phone; or type it here to take over, or "release b" to free the seat), c (type it here): `+prompt+"\n")
	phones.says <- talk.PhonesSay{Held: held, Answers: map[string]string{"a": "x"}}
	refereetest.WaitFor(t, out, "waiting for b (its phone), c (type it here)\n")
	phones.says <- talk.PhonesSay{Held: held, Answers: map[string]string{"a": "x"}} // nothing new
	fmt.Fprintln(keys, "c: y")
	refereetest.WaitFor(t, out, "waiting for b (its phone)\n")
	phones.says <- talk.PhonesSay{Held: held, Answers: map[string]string{"a": "x", "b": "z"}}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	before := out.String()
	// b's question asked again, the phones as they were: nothing to say.
	done = ask("b")
	phones.says <- talk.PhonesSay{Held: held}
	phones.says <- talk.PhonesSay{Held: held, Answers: map[string]string{"b": "z"}}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	said := out.String()
	if again := said[len(before):]; again != "" {
		t.Errorf("the same question asked again says %q", again)
	}
	if n := strings.Count(said, prompt); n != 1 {
		t.Errorf("the prompt said %d times, want once:\n%s", n, said)
	}
	if n := strings.Count(said, `"release b"`); n != 1 {
		t.Errorf("how b answers said %d times, want once:\n%s", n, said)
	}
	if n := strings.Count(said, "waiting for"); n != 3 {
		t.Errorf("%d waiting lines, want 3 (the question, a's answer, c's):\n%s", n, said)
	}
}

// TestTableAskerLastAnswerLate: with AnswerTime, the last seat to answer
// that is late is the table's to decide: "wait" waits for it again (the
// referee does not choose on its own: it asks again), "skip" has it do
// the question's Nothing.
func TestTableAskerLastAnswerLate(t *testing.T) {
	phones := scriptPhones{make(chan talk.PhonesSay)}
	typing, keys := io.Pipe()
	defer keys.Close()
	out := &refereetest.SyncBuffer{}
	asker := referee.AnswerTime(referee.TableAsker(lang.EN, phones, referee.NewKeyboard(typing), out), 20*time.Millisecond)
	type result struct {
		got map[string]string
		err error
	}
	done := make(chan result, 1)
	go func() {
		got, err := asker.Ask(context.Background(), talk.Question{Step: 1, Who: []string{"a", "b"}, Prompt: "p", Nothing: "- - - - -"})
		done <- result{got, err}
	}()
	held := []string{"a", "b"}
	phones.says <- talk.PhonesSay{Held: held}
	refereetest.WaitFor(t, out, "waiting for a")
	phones.says <- talk.PhonesSay{Held: held, Answers: map[string]string{"a": "F F F F F"}}
	late := `b is late (20ms): type "wait" to wait for it, or "skip" to have it do nothing this turn`
	refereetest.WaitFor(t, out, late)
	fmt.Fprintln(keys, "wait")
	refereetest.WaitFor(t, out, "  waiting for b again\n")
	for deadline := time.Now().Add(10 * time.Second); strings.Count(out.String(), late) < 2; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("b late again is not asked:\n%s", out.String())
		}
	}
	select {
	case r := <-done:
		t.Fatalf("the referee chose on its own: %v %v", r.got, r.err)
	default:
	}
	fmt.Fprintln(keys, "skip")
	r := <-done
	if r.err != nil || r.got["b"] != "- - - - -" || r.got["a"] != "F F F F F" {
		t.Errorf("b skipped: %v %v\n%s", r.got, r.err, out.String())
	}
	refereetest.WaitFor(t, out, "  b does nothing this turn\n")

}
