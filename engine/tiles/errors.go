package tiles

import (
	"errors"

	"mecanoid/engine/internal/sentinel"
	"mecanoid/internal/poserr"
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
// path for JSON (with its line and column when known). Err is the sentinel.
// Its text is "file:line:col: field: msg", parts left out when unknown.
type PosError = poserr.Error

// refusef is an ErrInput with a message for the players.
func refusef(format string, args ...any) error {
	return sentinel.Errorf(ErrInput, format, args...)
}

// posErr is e saying format with args: its Msg in English, and the message
// kept to be said in the user's language (poserr.Msg). Every file error is
// made by it, or by a helper that passes its format on (fieldErrf, errf…:
// internal/lang.Keys finds their formats for the catalog).
func posErr(e PosError, format string, args ...any) *PosError {
	return poserr.New(e, poserr.M(format, args...))
}

// Said is what a refusal of Apply says is wrong, not yet said: the
// message to say in the players' language; any other error's text.
func Said(err error) poserr.Msg { return sentinel.Said(err) }
