package referee

import (
	"context"
	"fmt"
	"io"
	"strings"
)

// TerminalAsker asks at one keyboard: each player of a Question in turn,
// one line each, asked again with the reason when Check refuses it. A
// secret answer typed there is seen by whoever looks at the screen: the
// prompt says so, and that phones keep it secret.
func TerminalAsker(in *Keyboard, out io.Writer) Asker { return &terminalAsker{in, out} }

type terminalAsker struct {
	in  *Keyboard
	out io.Writer
}

func (t *terminalAsker) Ask(ctx context.Context, q Question) (map[string]string, error) {
	got := map[string]string{}
	if q.Secret && len(q.Who) > 0 {
		fmt.Fprintf(t.out, "(answers typed here are seen by the table: a phone keeps them secret)\n")
	}
	for _, who := range q.Who {
		for {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("%w: %w", ErrStopped, err)
			}
			fmt.Fprintf(t.out, "%s, %s: ", who, q.Prompt)
			line, err := t.in.ReadLine(ctx)
			if err != nil {
				return nil, err
			}
			answer := strings.TrimSpace(line)
			if q.Check != nil {
				if err := q.Check(who, answer); err != nil {
					fmt.Fprintf(t.out, "  %v\n", err)
					continue
				}
			}
			got[who] = answer
			break
		}
	}
	return got, nil
}

// AskEither asks first, then rest for the players first did not answer:
// the Web answers for the players who hold a phone, the keyboard for the
// others (TerminalAsker). rest nil: first's answers alone.
func AskEither(first, rest Asker) Asker {
	return AskFunc(func(ctx context.Context, q Question) (map[string]string, error) {
		got, err := first.Ask(ctx, q)
		if err != nil || rest == nil {
			return got, err
		}
		if got == nil {
			got = map[string]string{}
		}
		var missing []string
		for _, who := range q.Who {
			if _, ok := got[who]; !ok {
				missing = append(missing, who)
			}
		}
		if len(missing) == 0 {
			return got, nil
		}
		q.Who = missing
		more, err := rest.Ask(ctx, q)
		if err != nil {
			return nil, err
		}
		for _, who := range missing {
			if a, ok := more[who]; ok {
				got[who] = a
			}
		}
		return got, nil
	})
}
