package referee_test

import (
	"bytes"
	"context"
	"errors"
	"mecanoid/referee"
	"reflect"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

func TestTerminalAsker(t *testing.T) {
	var out bytes.Buffer
	in := referee.NewKeyboard(strings.NewReader("R9 3\nR2 3\nnone\n"))
	q := talk.Question{Step: 4, Who: []string{"Violet", "Orange"}, Prompt: "radio signal", Secret: true,
		Check: func(who, a string) error {
			if who == "Violet" && a == "R9 3" {
				return errors.New("robot 9 is not yours")
			}
			return nil
		}}
	got, err := referee.TerminalAsker(lang.EN, in, &out).Ask(context.Background(), q)
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
	if _, err := referee.TerminalAsker(lang.EN, referee.NewKeyboard(strings.NewReader("")), &out).Ask(context.Background(), q); !errors.Is(err, referee.ErrStopped) {
		t.Errorf("no more input: %v", err)
	}
}

// TestWebAsk: two phones take a player each, a third is refused one; the
// question waits for both, Check's refusal reaches the phone, an answer
// can be changed until the last is in, and the stream never carries it.
