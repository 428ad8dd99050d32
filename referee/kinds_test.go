package referee_test

import (
	"context"
	"fmt"
	"testing"

	"mecanoid/fault"
	"mecanoid/referee"
	"mecanoid/vision"
)

func TestSentinelKinds(t *testing.T) {
	for _, c := range []struct {
		err    error
		kind   fault.Kind
		status int
	}{
		{referee.ErrStopped, fault.Stopped, 1},
		{referee.ErrTable, fault.Table, 1},
		{referee.ErrCamera, fault.Table, 1},
		{referee.ErrSheets, fault.Table, 1},
		{referee.ErrWebClosed, fault.Other, 1},
		{referee.ErrInvalidProgram, fault.Other, 1}, // an HTTP error: it never ends a command
		// The referee's sentinel comes first, before the cause it wraps.
		{fmt.Errorf("%w: after 3 pictures: %w", referee.ErrTable, &vision.RescanError{}), fault.Table, 1},
		{fmt.Errorf("%w: %w", referee.ErrStopped, context.Canceled), fault.Stopped, 1},
	} {
		err := fmt.Errorf("x: %w", c.err)
		if k := fault.Of(err); k != c.kind {
			t.Errorf("%v: kind %v, want %v", c.err, k, c.kind)
		}
		if s := fault.ExitStatus(err); s != c.status {
			t.Errorf("%v: exit status %d, want %d", c.err, s, c.status)
		}
	}
}
