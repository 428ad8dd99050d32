// Package poserr is the positioned file error the engines share: where in a
// file something is wrong (file, line, column, JSON field path), what, and
// the sentinel it wraps. Each engine names it PosError by a type alias, so
// its users see one type per engine package and errors.As finds it there.
// Engines only; pure, standard library.
package poserr

import "fmt"

// Error locates an error in a file: a line and column for text, a field path
// for JSON (or both, when the line is known). Its text is
// "file:line:col: field: msg", each part left out when unknown.
type Error struct {
	File  string // may be empty
	Line  int    // 1-based; 0 if unknown
	Col   int    // 1-based; 0 if unknown
	Field string // JSON field path, e.g. "turns[0].cartridges[1].moves"
	Msg   string
	Err   error // the engine's sentinel, or an error that wraps one
}

func (e *Error) Error() string {
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

func (e *Error) Unwrap() error { return e.Err }
