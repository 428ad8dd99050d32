package vision

import (
	"strings"
	"sync"
)

// StderrTail keeps the last bytes a child program (rpicam-vid, ffmpeg)
// wrote to its standard error: the lines that say why it stopped. Give
// it as the command's Stderr.
type StderrTail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

// NewStderrTail keeps the last max bytes.
func NewStderrTail(max int) *StderrTail { return &StderrTail{max: max} }

func (t *StderrTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if over := len(t.b) - t.max; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return len(p), nil
}

// Lines are the non-blank lines kept, trimmed.
func (t *StderrTail) Lines() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var lines []string
	for _, l := range strings.Split(string(t.b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// Tail is the last n non-blank lines, indented for an error message.
func (t *StderrTail) Tail(n int) string {
	lines := t.Lines()
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	for i := range lines {
		lines[i] = "  " + lines[i]
	}
	return strings.Join(lines, "\n")
}
