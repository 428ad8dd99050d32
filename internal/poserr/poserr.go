// Package poserr is the positioned file error the engines share: where in a
// file something is wrong (file, line, column, JSON field path), what, and
// the sentinel it wraps. Each engine names it PosError by a type alias, so
// its users see one type per engine package and errors.As finds it there.
// Engines only; pure, standard library.
//
// What is wrong is kept twice: Msg, its English, which Error prints, and
// the message not yet said, Format and Args, so that the command says it
// in the user's language (internal/fileerr looks the format up in the
// catalogs; the engines do not import them). An argument may itself be a
// message not yet said (a Msg), said in the same language.
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
	Msg   string // what is wrong, in English: fmt.Sprintf(Format, Args...)
	// Format and Args are Msg not yet said: Format is a catalog's key
	// (the English, verbs included). Format "": Msg is all there is.
	Format string
	Args   []any
	Err    error // the engine's sentinel, or an error that wraps one
}

// New is e saying m: its Msg, Format and Args.
func New(e Error, m Msg) *Error {
	e.Msg, e.Format, e.Args = m.String(), m.Format, m.Args
	return &e
}

// Text is what e says is wrong, as a message not yet said (Format "" when
// Msg is all there is: the message is then Msg itself).
func (e *Error) Text() Msg {
	if e.Format == "" {
		return M("%s", e.Msg)
	}
	return Msg{e.Format, e.Args}
}

func (e *Error) Error() string {
	s := e.Where()
	if s != "" {
		s += ": "
	}
	return s + e.Msg
}

// Where is the place part of Error's text: "file:line:col: field".
func (e *Error) Where() string {
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
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// A Msg is a message not yet said: a format, which is the key of a
// catalog's message, and its arguments. Its English is
// fmt.Sprintf(Format, Args...); an argument that is a Msg is said in the
// same language as the message.
type Msg struct {
	Format string
	Args   []any
}

// M is the message of format with args, said later.
func M(format string, args ...any) Msg { return Msg{format, args} }

// String is m in English.
func (m Msg) String() string { return fmt.Sprintf(m.Format, m.Args...) }
