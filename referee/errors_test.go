package referee

import (
	"errors"
	"fmt"
	"testing"

	"mecanoid/internal/lang"
)

// TestTableError: an error the table shows keeps its English text and
// its sentinel, and is said in French too.
func TestTableError(t *testing.T) {
	// A message of the referee's own: a game's are in its folder, which
	// this package's tests do not import.
	err := fmt.Errorf("start: %w", TableErr(lang.M("%s faces %q", "robot 3", "up")))
	if !errors.Is(err, ErrTable) || err.Error() != `start: referee: table: robot 3 faces "up"` {
		t.Errorf("%v", err)
	}
	if got := SayError(lang.FR.Printer(), errors.Unwrap(err)); got != `robot 3 : orientation "up" inconnue` {
		t.Errorf("French: %q", got)
	}
}
