package referee

import (
	"context"
	"fmt"
	"io"
	"strings"

	"mecanoid/referee/talk"
)

// TerminalAsker asks at one keyboard: each player of a Question in turn,
// one line each, asked again with the reason when Check refuses it. A
// secret answer typed there is seen by whoever looks at the screen: the
// prompt says so, and that phones keep it secret.
func TerminalAsker(in *Keyboard, out io.Writer) talk.Asker { return &terminalAsker{in, out} }

type terminalAsker struct {
	in  *Keyboard
	out io.Writer
}

func (t *terminalAsker) Ask(ctx context.Context, q talk.Question) (map[string]string, error) {
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
