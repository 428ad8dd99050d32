package session

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/referee"
)

// A program typed while the referee waited for the table to be set up
// was taken for Enter and dropped without a word. Now it is taken for
// Enter all the same, and the players are told it was not read.
func TestTypedBeforeStartSaid(t *testing.T) {
	lang.SetUser(lang.EN)
	noWait := false
	var out bytes.Buffer
	r := &Run{Flags: &Flags{NoWait: &noWait}, In: referee.NewKeyboard(strings.NewReader("1 F F R - LB\n\nundo\n")), Stdout: &out}
	ready := r.ready()
	ctx := context.Background()
	if err := ready(ctx, "start"); err != nil {
		t.Fatalf("a program typed at the start: %v, want Enter", err)
	}
	if !strings.Contains(out.String(), `"1 F F R - LB": not read here, taken for Enter`) {
		t.Errorf("the program typed is not said: %q", out.String())
	}
	out.Reset()
	if err := ready(ctx, "start"); err != nil || strings.Contains(out.String(), "not read here") {
		t.Errorf("Enter: %v, %q", err, out.String())
	}
	if err := ready(ctx, "turn 1"); err != referee.ErrUndo {
		t.Errorf("undo: %v", err)
	}
}
