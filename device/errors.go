package device

import (
	"errors"

	"mecanoid/internal/poserr"
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

// MapError locates an error in a map file: the engines' positioned error
// (no field), said in the user's language by the command (internal/fileerr).
type MapError = poserr.Error

// posErr is e saying format with args (poserr.New).
func posErr(e MapError, format string, args ...any) *MapError {
	return poserr.New(e, poserr.M(format, args...))
}
