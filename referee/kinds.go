package referee

import "mecanoid/fault"

// The kinds of the referee's errors (fault.Register). Each ends a game at
// the table for what happened there, never for what the command was
// given: the players stopped it (fault.Stopped), or the table did not
// come to give what the game needs (fault.Table): no picture from the
// camera, no position to start from, pieces still not read
// after the pictures allowed. Both exit 1.
//
// The web page's errors (package web) answer a phone over HTTP and keep
// none; web.ErrClosed, the page gone while the referee waits for it, is
// the program failing (no kind: exit 1).
func init() {
	fault.Register(ErrStopped, fault.Stopped)
	fault.Register(ErrTable, fault.Table)
	fault.Register(ErrCamera, fault.Table)
}

// Unkept is the error of a StepRecorder that could not keep a step or a
// scan: the journal failing (fault.Journal, exit 1), whatever its
// sentinel says elsewhere (a game the journal does not know is bad input
// where a command line names it, not in the middle of a game).
func Unkept(err error) error { return fault.E(fault.Journal, err) }
