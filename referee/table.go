package referee

import (
	"context"
	"errors"
	"fmt"
	"io"

	"mecanoid/fault"
	"mecanoid/vision"
)

// A Table is the board as the camera sees it. Look takes a new picture and
// reads it; a doubtful picture gives the state read so far and an error
// wrapping vision.ErrRescan that names each problem.
type Table interface {
	Look(ctx context.Context) (*vision.State, error)
}

// Camera is a Table: frames from a vision.Source read by a vision.Scanner.
// When the source fails (a camera unplugged, rpicam-vid gone), Look closes
// it and, if Open is set, opens a new one at the next Look: a camera
// plugged back in is used again without restarting the referee.
type Camera struct {
	Source  vision.Source
	Scanner *vision.Scanner
	Open    func() (vision.Source, error) // nil: the source is not reopened
}

var _ Table = (*Camera)(nil)

// Look reads the next frame.
func (c *Camera) Look(ctx context.Context) (*vision.State, error) {
	if c.Source == nil {
		if c.Open == nil {
			return nil, fmt.Errorf("%w: no camera", ErrCamera)
		}
		src, err := c.Open()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrCamera, err)
		}
		c.Source = src
	}
	f, err := c.Source.Next(ctx)
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return nil, fmt.Errorf("%w: %w", ErrStopped, ctx.Err())
		case errors.Is(err, io.EOF): // a folder of frames has run out
			return nil, fmt.Errorf("%w: no more frames", ErrStopped)
		case errors.Is(err, vision.ErrUnreadable) && c.Open == nil:
			// Frames from files: a file that cannot be decoded is the
			// input to fix (exit 2). A camera's frame that cannot be
			// decoded is a picture it did not give: it is asked again.
			return nil, fault.Errorf(fault.Input, "referee: %w", err)
		}
		if c.Open != nil {
			c.Source.Close()
			c.Source = nil
		}
		return nil, fmt.Errorf("%w: %w", ErrCamera, err)
	}
	st, err := c.Scanner.Scan(f.Image)
	if err != nil && !errors.Is(err, vision.ErrRescan) {
		return nil, fmt.Errorf("referee: %s: %w", f.Name, err)
	}
	if st != nil {
		st.Frame = f.Name
	}
	if st != nil && st.Calibration != nil && (st.Recalibrated || c.Scanner.Calibration == nil) {
		// The first pose found, or the new one after the camera moved, is
		// kept: the next frames need not show all four corner markers.
		c.Scanner.Calibration = st.Calibration
	}
	return st, err
}
