package skirmish_test

import (
	"errors"
	"fmt"
	"testing"

	"mecanoid/engine/skirmish"
)

// TestErrorParts: a refused action says its rule and its reason apart, and
// its text is the two joined; Reason gives the words after the sentinel to
// a caller that places them itself.
func TestErrorParts(t *testing.T) {
	ae := &skirmish.ActionError{Action: 2, Text: "3: B4 fire laser 11", Msg: "robot 11 is 5 plots away", Err: skirmish.ErrOutOfRange}
	if got, want := ae.Error(), `skirmish: out of range: action 2 ("3: B4 fire laser 11"): robot 11 is 5 plots away`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if ae.Rule() != "out of range" {
		t.Errorf("Rule() = %q", ae.Rule())
	}
	if got := skirmish.Reason(ae); got != `action 2 ("3: B4 fire laser 11"): robot 11 is 5 plots away` {
		t.Errorf("Reason = %q", got)
	}
	if !errors.Is(ae, skirmish.ErrIllegal) || !errors.Is(ae, skirmish.ErrOutOfRange) {
		t.Error("errors.Is misses the rule or ErrIllegal")
	}
	wrapped := fmt.Errorf("turn 3: %w", ae)
	if got := skirmish.Reason(wrapped); got != wrapped.Error() {
		t.Errorf("Reason of a wrapped error = %q, want its whole text", got)
	}
	if got := skirmish.Reason((&skirmish.ActionError{Msg: "the game is over", Err: skirmish.ErrGameOver})); got != "the game is over" {
		t.Errorf("Reason without an action = %q", got)
	}
}
