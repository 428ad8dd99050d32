package hexprog

import (
	"errors"
	"fmt"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
)

// Sentinel errors, to be tested with errors.Is. Every error the package returns
// wraps one of them.
var (
	// ErrSyntax: a board, program or game file cannot be read as written.
	ErrSyntax = errors.New("hexprog: syntax error")
	// ErrSetup: the file reads, but describes an impossible game (a robot in
	// a lake, two robots on a hex, a robot off its camp's start hexes...).
	ErrSetup = errors.New("hexprog: invalid setup")
	// ErrProgram: a robot's program, or a round's signals, are not acceptable.
	ErrProgram = errors.New("hexprog: invalid program")
	// ErrGameOver: a turn was asked of a game that has ended.
	ErrGameOver = errors.New("hexprog: game over")
)

// PosError locates an error in a file: a line and column for text, a field path
// for JSON (or both, when the JSON decoder knows the line), e.g.
// "players[0].robots[1].program". Err is the sentinel.
// Its text is "file:line:col: field: msg", parts left out when unknown.
type PosError = poserr.Error

// ProgramError is a program that cannot be loaded: it names the step (1-based,
// 0 when the error is about the whole program) or the test (1..4), and the
// column (1-based, in characters) in the program's or the test's text.
type ProgramError struct {
	Step int
	Test int
	Col  int
	Msg  string
	Err  error      // ErrSyntax or ErrProgram
	Text poserr.Msg // Msg not yet said (progErrf, testErrf)
}

// Message is what Error says, not yet said: the step or test, the column,
// then what is wrong.
func (e *ProgramError) Message() poserr.Msg {
	text := e.Text
	if text.Format == "" {
		text = poserr.M("%s", e.Msg)
	}
	switch {
	case e.Test > 0 && e.Col > 0:
		return poserr.M("test %d, col %d: %s", e.Test, e.Col, text)
	case e.Test > 0:
		return poserr.M("test %d: %s", e.Test, text)
	case e.Step > 0 && e.Col > 0:
		return poserr.M("step %d, col %d: %s", e.Step, e.Col, text)
	case e.Step > 0:
		return poserr.M("step %d: %s", e.Step, text)
	case e.Col > 0:
		return poserr.M("col %d: %s", e.Col, text)
	}
	return text
}

// programErr is e saying format with args.
func programErr(e ProgramError, format string, args ...any) *ProgramError {
	e.Text = poserr.M(format, args...)
	e.Msg = e.Text.String()
	return &e
}

func (e *ProgramError) Error() string {
	where := ""
	switch {
	case e.Test > 0:
		where = fmt.Sprintf("test %d", e.Test)
	case e.Step > 0:
		where = fmt.Sprintf("step %d", e.Step)
	}
	if e.Col > 0 {
		if where != "" {
			where += ", "
		}
		where += fmt.Sprintf("col %d", e.Col)
	}
	if where != "" {
		return where + ": " + e.Msg
	}
	return e.Msg
}

func (e *ProgramError) Unwrap() error { return e.Err }

// SetupError is an impossible starting position, naming the robot at fault.
type SetupError struct {
	Robot int    // robot ID, or 0
	Field string // the robot's field at fault: "start", "facing", ...
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
// with ("hexprog: invalid program: "), for a caller that says itself where it was
// met (a file, a turn, a player's phone): the message, not yet said, of a
// *SetupError or of a refusal; any other error says it all.
func Reason(err error) poserr.Msg {
	if e, ok := err.(*SetupError); ok {
		return e.Message()
	}
	return sentinel.Said(err)
}

// posErr is e saying format with args: its Msg in English, and the message
// kept to be said in the user's language (poserr.Msg). Every file error is
// made by it, or by a helper that passes its format on (fieldErrf, errf…:
// internal/lang.Keys finds their formats for the catalog).
func posErr(e PosError, format string, args ...any) *PosError {
	return poserr.New(e, poserr.M(format, args...))
}
