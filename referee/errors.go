package referee

import (
	"errors"
	"strings"

	"mecanoid/internal/fileerr"
	"mecanoid/internal/poserr"

	"mecanoid/internal/lang"
	"mecanoid/referee/talk"
)

// Errors of the referee, tested with errors.Is.
var (
	// ErrCamera: no frame could be had (unplugged, stopped).
	ErrCamera = errors.New("referee: camera")
	// ErrTable: the table does not show a playable position.
	ErrTable = errors.New("referee: table")
	// ErrStopped: the players stopped the game before its end. It is
	// talk.ErrStopped, which the Askers return.
	ErrStopped = talk.ErrStopped
	// ErrUndo: the players take back the step just played, while its
	// table is checked (Ready returns it when the table types "undo").
	ErrUndo = errors.New("referee: undo the step just played")
)

// A refusal is an error said to the people at the table (a program that
// cannot be read, a robot not asked): its message m says it in any
// language; its Error is the English, after "referee: ".
type refusal struct {
	m    lang.Msg
	err  error  // wrapped, or nil
	head string // what Error says before m: "referee: "
}

// Refuse is the refusal saying key with args; an error among args is
// wrapped, and said in the reader's language when it can be (an engine's
// positioned error, a refusal), else as its text.
func Refuse(key string, args ...any) error {
	r := refusal{m: lang.M(key), head: "referee: "}
	for _, a := range args {
		if e, ok := a.(error); ok {
			r.err = e
			a = errorMsg(e)
		}
		r.m.Args = append(r.m.Args, a)
	}
	return r
}

// errorMsg is err as a message said in the reader's language: a refusal's
// own, an engine's positioned error's (its place and reason), else its
// English text as it is.
func errorMsg(err error) any {
	var r refusal
	var pe *poserr.Error
	switch {
	case errors.As(err, &r) && err.Error() == r.Error():
		return r.m
	case errors.As(err, &pe) && strings.HasSuffix(err.Error(), pe.Error()):
		return fileerr.M(pe)
	}
	return err.Error()
}

// Refusal is an error said to the people at the table: m in any
// language (SayError), its English as its Error.
func Refusal(m lang.Msg) error { return refusal{m: m} }

// RefusalOf is the message of the refusal err is, if it is one.
func RefusalOf(err error) (lang.Msg, bool) {
	var r refusal
	if errors.As(err, &r) {
		return r.m, true
	}
	return lang.Msg{}, false
}

// TableRefusal is the table refused (ErrTable), saying key with args.
func TableRefusal(key string, args ...any) error {
	return refusal{m: lang.M(key, args...), err: ErrTable, head: "referee: table: "}
}

func (r refusal) Error() string { return r.head + r.m.String() }

// Say is the refusal in p's language, without the "referee: " the
// terminal's lines start with: what a phone reads after "answer refused: ".
func (r refusal) Say(p *lang.Printer) string { return p.Say(r.m) }

func (r refusal) Unwrap() error { return r.err }

// SayError is err said by p: a refusal in p's language, another error as its
// text.
func SayError(p *lang.Printer, err error) string {
	var r refusal
	if errors.As(err, &r) && err.Error() == r.Error() {
		return p.Sprintf(r.head+"%s", r.m) // "referee: %s", "referee: table: %s"
	}
	return err.Error()
}
