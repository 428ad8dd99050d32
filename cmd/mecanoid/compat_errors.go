package main

// The helpers of this file are to be removed once referee*.go, table.go,
// demo.go, journal*.go use fault directly: until then those files compile
// unchanged and their commands exit as they did.

import (
	"errors"

	"mecanoid/fault"
)

// usageError is bad input from the command line: fault.Usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// Unwrap gives the fault that carries the kind.
func (e usageError) Unwrap() error { return &fault.Error{Kind: fault.Usage, Err: errors.New(e.msg)} }

// inputError is bad input from a file: fault.Input.
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }

// Unwrap gives the fault that carries the kind, and through it err.
func (e inputError) Unwrap() error { return &fault.Error{Kind: fault.Input, Err: e.err} }

// legacyCommands are the commands of those files. They return, unwrapped,
// errors of the engines that exit 1 today because nothing wraps them in
// inputError: a law the camera sees on a conveyor at the start of a game
// (referee.StartPosition), a round the engine refuses mid-game, a kept game
// the engine reads differently. With the engines' sentinels registered,
// fault.ExitStatus would make those 2; legacyExitStatus keeps them at 1.
var legacyCommands = map[string]bool{"referee": true, "demo": true, "games": true, "replay": true, "export": true}

// legacyExitStatus is the exit status of a legacy command's error: that of
// the first kind given explicitly in it (by the helpers above, or by fault.E
// in a helper of another file), else 1: registered kinds do not count.
func legacyExitStatus(err error) int {
	if err == nil {
		return 0
	}
	var fe *fault.Error
	if errors.As(err, &fe) {
		return fault.ExitStatus(fe)
	}
	return 1
}

// explicitKind gives err the kind fault.Of finds in it (a registered
// sentinel's) explicitly, for the errors of helpers that legacy commands
// return as they are: readBoard's by calibrationBoard, readLEDMap's, the
// resolvers' by replay.
func explicitKind(err error) error {
	if k := fault.Of(err); k != fault.Other {
		return fault.E(k, err)
	}
	return err
}
