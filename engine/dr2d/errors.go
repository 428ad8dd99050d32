package dr2d

import (
	"errors"
	"fmt"
)

// Sentinel errors, to be tested with errors.Is. Every error the package returns
// wraps one of them.
var (
	// ErrSyntax: a board or game file cannot be read as written.
	ErrSyntax = errors.New("dr2d: syntax error")
	// ErrSetup: the file reads, but describes an impossible game
	// (a robot off the board, two robots on a cell, a law on a conveyor...).
	ErrSetup = errors.New("dr2d: invalid setup")
	// ErrProgram: a cartridge or declaration for a turn is not acceptable.
	ErrProgram = errors.New("dr2d: invalid program")
	// ErrGameOver: a turn was asked of a game that has ended.
	ErrGameOver = errors.New("dr2d: game over")
)

// PosError locates an error in a file: a line and column for text, a field path
// for JSON (or both, when the JSON decoder knows the line).
type PosError struct {
	File  string // may be empty
	Line  int    // 1-based; 0 if unknown
	Col   int    // 1-based; 0 if unknown
	Field string // JSON field path, e.g. "turns[0].cartridges[1].moves"
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

// SetupError is an impossible starting position, naming the robot or law at fault.
type SetupError struct {
	Robot int    // robot ID, or 0
	Law   int    // law 1..3, or 0
	Field string // the robot's field at fault: "cell", "pc", ...
	Msg   string
}

func (e *SetupError) Error() string { return ErrSetup.Error() + ": " + e.Msg }
func (e *SetupError) Unwrap() error { return ErrSetup }
