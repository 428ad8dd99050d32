// Package fault gives errors a kind: what went wrong in terms a command can
// act on (the command line is wrong, a file does not parse, the rules
// refuse a move, a photo must be taken again...), as upspin's errors.E does.
// The kind survives wrapping, by fmt.Errorf's %w or errors.Join, and
// ExitStatus alone turns it into the exit status of mecanoid.
//
// An error gets its kind in one of two ways:
//
//   - where it is made, when the code there knows it: E, New, Errorf (a file
//     named on the command line that cannot be read is Input);
//   - once for all, for a package's sentinel errors: Register, the way
//     image.RegisterFormat registers a format. A package that may import
//     fault registers its own sentinels in an init beside them (vision,
//     calibration, tag, device, referee, journal). The game engines import
//     nothing of the project, so theirs are registered by the command that
//     wires the game (cmd/mecanoid/<game>.go).
//
// Of finds the kind nearest the surface: walking the error and what it
// wraps, outermost first, the first kind given by E or registered for a
// sentinel wins. So code that knows better than a sentinel's kind says so
// by wrapping it with E: a rescan the referee still gets after its last
// picture is no photo to take again but a Table that failed.
//
// The message of an error is never changed: an *Error prints as the error
// it carries.
//
// Standard library only.
package fault

import (
	"errors"
	"fmt"
	"reflect"
	"sync"
)

// Kind is the class of an error. The zero Kind, Other, says nothing: Of
// looks further inside.
type Kind uint8

// The kinds, by the question a user would ask: what do I fix?
const (
	// Other: no kind said; something failed that is not the input's fault
	// (a disk full, a camera unplugged, a bug). Exit status 1.
	Other Kind = iota
	// Usage: the command line is wrong: an unknown command or flag, a
	// missing or extra argument, a flag value out of range. Exit status 2.
	Usage
	// Input: bad input that none of the kinds below says better: a file
	// that cannot be opened, a photo that cannot be decoded, a file that
	// does not go with another, a finished game given for a move to play.
	// Exit status 2.
	Input
	// Parse: a file (or a move, a program) cannot be read as written:
	// a syntax error, with its line and column. Exit status 2.
	Parse
	// Setup: the file reads but describes what cannot be: two robots on
	// one cell, a law on a conveyor, an LED mapped twice. Exit status 2.
	Setup
	// Rule: the rules refuse a move, a program, an action or a turn (one
	// played after the end of the game included). Exit status 2.
	Rule
	// Rescan: a photo was read but cannot be trusted (a piece missing, a
	// tag on a cell edge, a sheet ticked wrongly): take it again. Exit
	// status 3.
	Rescan
	// Journal: the journal cannot serve: not a journal, corrupt, written
	// by a newer mecanoid, a record out of sequence, a stored game the
	// engine now refuses. Exit status 1: the store failed, not what the
	// command was given; where the user named the wrong file, the caller
	// says Input over it.
	Journal
	// Stopped: the run stopped before its end (no more input, no more
	// photos). Exit status 1: what was asked is not done. The referee
	// stopped by Ctrl-C or SIGTERM ends normally instead (session).
	Stopped
	// Table: the table did not come to give what the game needs, the
	// files being right: no picture from the camera, pieces still not
	// where the ruling puts them after the pictures allowed, a position
	// the engine refuses. Exit status 1.
	Table
)

var kindNames = [...]string{
	Other:   "other",
	Usage:   "usage",
	Input:   "input",
	Parse:   "parse",
	Setup:   "setup",
	Rule:    "rule",
	Rescan:  "rescan",
	Journal: "journal",
	Stopped: "stopped",
	Table:   "table",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Error is an error with its kind. It prints as Err: the kind adds no
// text.
type Error struct {
	Kind Kind
	Err  error
}

func (e *Error) Error() string { return e.Err.Error() }

// Unwrap gives the error carried, so that errors.Is and errors.As see
// through the kind.
func (e *Error) Unwrap() error { return e.Err }

// E gives err the kind k; nil stays nil, so that `return fault.E(k, err)`
// can follow any call.
func E(k Kind, err error) error {
	if err == nil {
		return nil
	}
	return &Error{Kind: k, Err: err}
}

// New is errors.New with a kind.
func New(k Kind, text string) error { return &Error{Kind: k, Err: errors.New(text)} }

// Errorf is fmt.Errorf with a kind; %w wraps as fmt.Errorf does.
func Errorf(k Kind, format string, args ...any) error {
	return &Error{Kind: k, Err: fmt.Errorf(format, args...)}
}

// registry holds the sentinels registered, in the order of registration.
var registry struct {
	sync.RWMutex
	list []registered
}

type registered struct {
	sentinel error
	kind     Kind
}

// Register gives every error that is, or wraps, sentinel the kind k, as
// errors.Is sees it (an Is method counts). Call it from an init. The
// sentinel must be comparable (an errors.New value, a pointer); registering
// one again with another kind panics, since one of the two would be wrong.
func Register(sentinel error, k Kind) {
	if sentinel == nil || !reflect.TypeOf(sentinel).Comparable() {
		panic(fmt.Sprintf("fault: Register(%v): a sentinel must be a comparable, non-nil error", sentinel))
	}
	registry.Lock()
	defer registry.Unlock()
	for _, r := range registry.list {
		if r.sentinel == sentinel {
			if r.kind != k {
				panic(fmt.Sprintf("fault: %q registered as %v and as %v", sentinel, r.kind, k))
			}
			return
		}
	}
	registry.list = append(registry.list, registered{sentinel, k})
}

// Of is the kind of err: the first kind met walking err and what it wraps,
// outermost first (errors.Join's errors in order), given either by an
// *Error or by a registered sentinel. Other when there is none, or err is
// nil.
func Of(err error) Kind {
	registry.RLock()
	list := registry.list // appends never touch what is below its length
	registry.RUnlock()
	k, _ := kindIn(err, list)
	return k
}

// kindIn walks err depth first, as errors.Is does.
func kindIn(err error, list []registered) (Kind, bool) {
	for err != nil {
		if e, ok := err.(*Error); ok && e.Kind != Other {
			return e.Kind, true
		}
		if k, ok := sentinelKind(err, list); ok {
			return k, true
		}
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			err = u.Unwrap()
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if k, ok := kindIn(e, list); ok {
					return k, true
				}
			}
			return Other, false
		default:
			return Other, false
		}
	}
	return Other, false
}

// sentinelKind is the kind registered for err itself (not what it wraps).
func sentinelKind(err error, list []registered) (Kind, bool) {
	is, hasIs := err.(interface{ Is(error) bool })
	for _, r := range list {
		// Register made sure r.sentinel's type is comparable, so == cannot
		// panic: err of another type is simply not equal.
		if err == r.sentinel || hasIs && is.Is(r.sentinel) {
			return r.kind, true
		}
	}
	return Other, false
}

// ExitStatus is the exit status of mecanoid for err, the one place where
// kinds become statuses: 0 for no error; 2 for bad input (Usage, Input,
// Parse, Setup, Rule): the user must fix what they gave; 3 for Rescan:
// take the photo again; 1 for the rest (Other, Journal, Stopped, Table).
func ExitStatus(err error) int {
	if err == nil {
		return 0
	}
	switch Of(err) {
	case Usage, Input, Parse, Setup, Rule:
		return 2
	case Rescan:
		return 3
	}
	return 1
}
