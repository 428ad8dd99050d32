package tiles

import (
	"errors"
	"fmt"
)

// Sentinel errors, to be tested with errors.Is. Every error the package
// returns wraps one of them.
var (
	// ErrSyntax: a tile set or world file cannot be read as written.
	ErrSyntax = errors.New("tiles: syntax error")
	// ErrSetup: the file reads, but describes an impossible world (two tiles
	// of one name, a character on a wall, a tile on an occupied place...).
	ErrSetup = errors.New("tiles: invalid setup")
	// ErrInput: an action the rules refuse (a step into a wall, an unknown
	// character, a Hiatus that is not there...). The state is unchanged.
	ErrInput = errors.New("tiles: refused")
)

// PosError locates an error in a file: a line and column for text, a field
// path for JSON (with its line and column when known).
type PosError struct {
	File  string
	Line  int // 1-based; 0 if unknown
	Col   int // 1-based; 0 if unknown
	Field string
	Msg   string
	Err   error // the sentinel
}

func (e *PosError) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
		if e.Col > 0 {
			s += fmt.Sprintf(":%d", e.Col)
		}
	}
	if e.Field != "" {
		if s != "" {
			s += ": "
		}
		s += e.Field
	}
	if s != "" {
		s += ": "
	}
	return s + e.Msg
}

func (e *PosError) Unwrap() error { return e.Err }

// refuse is an ErrInput with a message for the players.
func refuse(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInput, fmt.Sprintf(format, args...))
}
