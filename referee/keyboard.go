package referee

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
)

// A Keyboard reads the lines typed at the table (Enter, programs,
// answers), for every prompt of a run. It reads in the background, so
// that a prompt stops as soon as its context ends (Ctrl-C, a stop from
// systemd) rather than at the next Enter: the referee then puts its LEDs
// out and closes its journal at once.
type Keyboard struct {
	once  sync.Once
	r     *bufio.Reader
	lines chan typed
	// Echo, when set, gets each line as a prompt takes it: the lines of a
	// script (a demo's players) then show after their prompts, as a
	// person's typing does on a terminal.
	Echo io.Writer
}

type typed struct {
	line string
	err  error
}

// NewKeyboard reads lines from r.
func NewKeyboard(r io.Reader) *Keyboard {
	return &Keyboard{r: bufio.NewReader(r), lines: make(chan typed)}
}

// ReadLine returns the next line typed, with its new line; ErrStopped when
// ctx ends first or nothing more can be typed (a line cut short by the end
// of the input comes first, as bufio.Reader.ReadString gives it).
func (k *Keyboard) ReadLine(ctx context.Context) (string, error) {
	select {
	case <-ctx.Done():
		return "", fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
	case t, ok := <-k.next():
		if !ok {
			return "", fmt.Errorf("%w: no more input", ErrStopped)
		}
		k.took(t.line)
		return t.line, t.err
	}
}

// took echoes a line a prompt took (Echo).
func (k *Keyboard) took(line string) {
	if k.Echo != nil && line != "" {
		if !strings.HasSuffix(line, "\n") {
			line += "\n"
		}
		io.WriteString(k.Echo, line)
	}
}

// next is the channel the lines typed come on, closed when the input
// ends. A line is typed for whoever receives it: one waiting on next among
// other things (TableAsker) leaves a line it does not take for the next
// prompt, where a line read ahead by a goroutine could be dropped.
func (k *Keyboard) next() <-chan typed {
	k.once.Do(func() { go k.read() })
	return k.lines
}

// read hands each line over as it is asked for, until the input ends.
func (k *Keyboard) read() {
	for {
		line, err := k.r.ReadString('\n')
		if line != "" || err == nil {
			k.lines <- typed{line, nil}
		}
		if err != nil {
			close(k.lines)
			return
		}
	}
}
