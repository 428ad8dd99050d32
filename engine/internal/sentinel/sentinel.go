// Package sentinel is the error an engine makes when it refuses something:
// its sentinel (ErrProgram, ErrSetup...), then what is wrong. It prints
// "dr2d: invalid program: robot 2 is awake and has no cartridge for turn 3",
// errors.Is finds the sentinel, and Msg gives what is wrong alone: for the
// error that places it in a file, or the words said to a player, neither
// of which repeats the sentinel. Engines only; pure, standard library.
package sentinel

import "mecanoid/internal/poserr"

// Error is a sentinel and what is wrong. Its text is "sentinel: Msg".
type Error struct {
	Err  error // the engine's sentinel
	Msg  string
	Text poserr.Msg // Msg not yet said, to be said in the user's language
}

func (e *Error) Error() string { return e.Err.Error() + ": " + e.Msg }

func (e *Error) Unwrap() error { return e.Err }

// Errorf is an *Error: the sentinel, and the message format and args make.
func Errorf(sentinel error, format string, args ...any) error {
	m := poserr.M(format, args...)
	return &Error{Err: sentinel, Msg: m.String(), Text: m}
}

// Msg is what err says is wrong without its sentinel when err is an *Error;
// any other error (one that wraps an *Error included: its text does not
// start with the sentinel) says it all.
func Msg(err error) string {
	if e, ok := err.(*Error); ok {
		return e.Msg
	}
	return err.Error()
}

// Said is Msg(err) not yet said: the message of an *Error, to be said in
// the user's language; any other error's text as it is.
func Said(err error) poserr.Msg {
	if e, ok := err.(*Error); ok && e.Text.Format != "" {
		return e.Text
	}
	return poserr.M("%s", Msg(err))
}
