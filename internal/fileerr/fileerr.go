// Package fileerr says the engines' file errors (internal/poserr) in the
// user's language: "file:line:col: field: what is wrong" in English, as the
// engines write it; « file, ligne 3, colonne 5, champ robots[1].cell : ce
// qui ne va pas » in French, the message said from its format and
// arguments (poserr.Error's Format and Args), whose French this package's
// catalog holds (messages.go).
//
// The engines stay standard library only: they keep a message not yet
// said (poserr.Msg) beside its English, and the command says it.
package fileerr

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"

	"mecanoid/internal/lang"
	"mecanoid/internal/poserr"
)

// source is the engines' language: their Msg is that language's text,
// said as written (a Printer would group an English number's thousands,
// "1,200 mm", where the engine writes 1200).
const source = lang.EN

// Text is err as the user reads it in p's language: a positioned file
// error it ends with is said in p's language; of what comes before it
// ("calibration: bad calibration file: "), each part between ": " that is
// a message of the catalog is said too, the others are left as they are.
// A file that cannot be opened (package os's error) is said the same way.
// Any other error is its Error().
func Text(p *lang.Printer, err error) string {
	text := err.Error()
	if p.Lang == source {
		return text
	}
	var pe *poserr.Error
	var tail, said string
	var fe *fs.PathError
	switch {
	case errors.As(err, &pe):
		tail, said = pe.Error(), Say(p, pe)
	case errors.As(err, &fe):
		m, ok := pathMsg(fe)
		if !ok {
			return text
		}
		tail, said = fe.Error(), p.Say(m)
	default:
		return text
	}
	head, ok := strings.CutSuffix(text, tail)
	if !ok {
		return text
	}
	head, ok = strings.CutSuffix(head, ": ")
	if !ok {
		return head + said
	}
	parts := strings.Split(head, ": ")
	for i := len(parts) - 1; i >= 0; i-- {
		part := parts[i]
		if lang.Has(part) {
			part = p.Sprintf(part)
		}
		said = p.Sprintf("%s: %s", part, said)
	}
	return said
}

// Say is e in p's language: its place, then what is wrong.
func Say(p *lang.Printer, e *poserr.Error) string {
	if p.Lang == source {
		return e.Error()
	}
	return p.Say(M(e))
}

// M is e as a message said later, in the reader's language (lang.Msg):
// its place, then what is wrong. (Said in English, its numbers are the
// English printer's: Say keeps the engine's own English.)
func M(e *poserr.Error) lang.Msg {
	msg := Msg(e.Text())
	if where, ok := whereMsg(e); ok {
		return lang.M("%s: %s", where, msg)
	}
	return msg
}

// Where is e's place in p's language: "file:3:5: field" in English,
// « file, ligne 3, colonne 5, champ field » in French.
func Where(p *lang.Printer, e *poserr.Error) string {
	if p.Lang == source {
		return e.Where()
	}
	where, _ := whereMsg(e)
	return p.Say(where)
}

// whereMsg is e's place as a message; false when e has none. Line and
// column are names, not quantities: they are passed as strings, ungrouped.
func whereMsg(e *poserr.Error) (lang.Msg, bool) {
	line, col := strconv.Itoa(e.Line), strconv.Itoa(e.Col)
	var s lang.Msg
	switch {
	case e.Line > 0 && e.Col > 0:
		s = lang.M("%[1]s:%[2]s:%[3]s", e.File, line, col)
	case e.Line > 0:
		s = lang.M("%[1]s:%[2]s", e.File, line)
	case e.File != "":
		s = lang.M("%s", e.File)
	}
	switch {
	case e.Field != "" && s.Key != "":
		// Not "%s: %s": a field after its place has a French of its own.
		s = lang.M("%[1]s: %[2]s", s, e.Field)
	case e.Field != "":
		// A field alone: "%[1]s" is its key ("champ …" in French).
		s = lang.M("%[1]s", e.Field)
	}
	return s, s.Key != ""
}

// Msg is m as a lang.Msg, its arguments that are messages too (and a
// file that cannot be opened: pathMsg).
func Msg(m poserr.Msg) lang.Msg {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		switch v := a.(type) {
		case poserr.Msg:
			a = Msg(v)
		case *fs.PathError:
			if pm, ok := pathMsg(v); ok {
				a = pm
			}
		}
		args[i] = a
	}
	return lang.M(m.Format, args...)
}

// pathMsg is a file that cannot be opened, as package os says it ("open
// x: no such file or directory"), as a message: false for what os says
// otherwise.
func pathMsg(e *fs.PathError) (lang.Msg, bool) {
	notExist, denied := errors.Is(e.Err, fs.ErrNotExist), errors.Is(e.Err, fs.ErrPermission)
	switch {
	case e.Op == "open" && notExist:
		return lang.M("open %s: no such file or directory", e.Path), true
	case e.Op == "stat" && notExist:
		return lang.M("stat %s: no such file or directory", e.Path), true
	case e.Op == "open" && denied:
		return lang.M("open %s: permission denied", e.Path), true
	}
	return lang.Msg{}, false
}
