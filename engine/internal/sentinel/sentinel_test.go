package sentinel

import (
	"errors"
	"fmt"
	"testing"
)

func TestError(t *testing.T) {
	errProgram := errors.New("game: invalid program")
	err := Errorf(errProgram, "robot %d: no cartridge", 2)
	if got, want := err.Error(), "game: invalid program: robot 2: no cartridge"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if !errors.Is(err, errProgram) {
		t.Error("errors.Is does not find the sentinel")
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{err, "robot 2: no cartridge"},
		{fmt.Errorf("turn 3: %w", err), "turn 3: game: invalid program: robot 2: no cartridge"},
		{errProgram, "game: invalid program"},
		{Errorf(errProgram, "%s", "100% sure"), "100% sure"},
	} {
		if got := Msg(c.err); got != c.want {
			t.Errorf("Msg(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}
