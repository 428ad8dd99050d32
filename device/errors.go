package device

import (
	"errors"
	"fmt"
)

// Sentinel errors, to be tested with errors.Is. Every error the package
// returns wraps one of them, or a pin's own error.
var (
	// ErrSyntax: a line of a map file cannot be read.
	ErrSyntax = errors.New("device: syntax error")
	// ErrDuplicate: a map file gives one pin two tiles, or one tile two pins.
	ErrDuplicate = errors.New("device: mapped twice")
	// ErrBoard: a map file names a tile the board does not have.
	ErrBoard = errors.New("device: not on the board")
	// ErrNoPin: this machine has GPIO, but not a pin the map file names.
	ErrNoPin = errors.New("device: no such pin")
	// ErrNoGPIO: this machine has none of the pins a map file names: no GPIO
	// at all, or not the GPIO the map was written for. Open falls back to
	// simulated LEDs.
	ErrNoGPIO = errors.New("device: no GPIO here")
	// ErrClosed: the panel was closed.
	ErrClosed = errors.New("device: panel closed")
)

// MapError locates an error in a map file.
type MapError struct {
	File string // as given to Parse; may be empty
	Line int    // 1-based; 0 for the whole file
	Col  int    // 1-based; 0 if unknown
	Msg  string
	Err  error // the sentinel
}

func (e *MapError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
		if e.Col > 0 {
			s += fmt.Sprintf(":%d", e.Col)
		}
	}
	if s != "" {
		s += ": "
	}
	return s + e.Msg
}

func (e *MapError) Unwrap() error { return e.Err }
