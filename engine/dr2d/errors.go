package dr2d

import (
	"errors"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
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
// for JSON (or both, when the JSON decoder knows the line), e.g.
// "turns[0].cartridges[1].moves". Err is the sentinel.
// Its text is "file:line:col: field: msg", parts left out when unknown.
type PosError = poserr.Error

// SetupError is an impossible starting position, naming the robot or law at fault.
type SetupError struct {
	Robot int    // robot ID, or 0
	Law   int    // law 1..3, or 0
	Field string // the robot's field at fault: "cell", "pc", ...
	Msg   string
	Text  poserr.Msg // Msg not yet said (setupErr); Format "" when Msg is all there is
}

func (e *SetupError) Error() string { return ErrSetup.Error() + ": " + e.Msg }
func (e *SetupError) Unwrap() error { return ErrSetup }

// Message is what e says is wrong, to be said in the user's language.
func (e *SetupError) Message() poserr.Msg {
	if e.Text.Format == "" {
		return poserr.M("%s", e.Msg)
	}
	return e.Text
}

// setupErr is e saying format with args (its Msg and its Text).
func setupErr(e SetupError, format string, args ...any) *SetupError {
	e.Text = poserr.M(format, args...)
	e.Msg = e.Text.String()
	return &e
}

// Reason is what err says is wrong without the sentinel its text starts
// with ("dr2d: invalid program: "), for a caller that says itself where it was
// met (a file, a turn, a player's phone): the message of a *SetupError or
// of a refusal; any other error says it all.
func Reason(err error) string {
	if e, ok := err.(*SetupError); ok {
		return e.Msg
	}
	return sentinel.Msg(err)
}

// posErr is e saying format with args: its Msg in English, and the message
// kept to be said in the user's language (poserr.Msg). Every file error is
// made by it, or by a helper that passes its format on (fieldErrf, errf…:
// internal/lang.Keys finds their formats for the catalog).
func posErr(e PosError, format string, args ...any) *PosError {
	return poserr.New(e, poserr.M(format, args...))
}
