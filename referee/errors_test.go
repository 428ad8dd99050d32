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
	err := fmt.Errorf("start: %w", TableErr(lang.M("%s (%s) is not a Netzwerk piece: take it off the board", "robot 3", "HP-R3")))
	if !errors.Is(err, ErrTable) || err.Error() != "start: referee: table: robot 3 (HP-R3) is not a Netzwerk piece: take it off the board" {
		t.Errorf("%v", err)
	}
	if got := SayError(lang.FR.Printer(), errors.Unwrap(err)); got != "robot 3 (HP-R3) n'est pas une pièce de Netzwerk : retirez-la du plateau" {
		t.Errorf("French: %q", got)
	}
}
