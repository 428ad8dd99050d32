// Package jsonpos finds where things are in a JSON document, so that the
// engines' file errors name a line and a column even for what is found
// wrong after decoding (a move that is not a move, a robot off the board):
// the byte offset of every value by its path, offsets as lines and columns,
// and encoding/json's own errors placed the same way; Decode reads a file
// strictly and reports as a positioned error (package poserr). Engines only;
// pure, standard library.
package jsonpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"mecanoid/internal/poserr"
)

// Offsets maps the path of every value in a JSON document
// ("turns[0].cartridges[1].moves") to its byte offset.
func Offsets(data []byte) map[string]int64 {
	pos := map[string]int64{}
	dec := json.NewDecoder(bytes.NewReader(data))
	var walk func(path string) bool
	walk = func(path string) bool {
		off := dec.InputOffset()
		// InputOffset is where the previous token ended: skip separators.
		for off < int64(len(data)) && bytes.IndexByte([]byte(" \t\r\n:,"), data[off]) >= 0 {
			off++
		}
		pos[path] = off
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch tok {
		case json.Delim('{'):
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return false
				}
				key, _ := k.(string)
				child := key
				if path != "" {
					child = path + "." + key
				}
				if !walk(child) {
					return false
				}
			}
			_, err = dec.Token()
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if !walk(path + "[" + strconv.Itoa(i) + "]") {
					return false
				}
			}
			_, err = dec.Token()
		}
		return err == nil
	}
	walk("")
	return pos
}

// LineCol turns a byte offset into a 1-based line and column.
func LineCol(data []byte, off int64) (line, col int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

// Find is the offset of a field path, or of its nearest parent that
// exists ("robots[0].cell" missing: "robots[0]").
func Find(pos map[string]int64, field string) (int64, bool) {
	for field != "" {
		if off, ok := pos[field]; ok {
			return off, true
		}
		i := strings.LastIndexAny(field, ".[")
		if i < 0 {
			break
		}
		field = field[:i]
	}
	return 0, false
}

// Where an encoding/json error is: its line and column (0 when unknown),
// the field when the decoder names one, and what is wrong, in words: Msg
// in English, Text to be said in the user's language.
type Where struct {
	Line, Col int
	Field     string
	Msg       string
	Text      poserr.Msg
}

// Explain places an error of encoding/json (Unmarshal or a Decoder) in data.
func Explain(data []byte, err error) Where {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var w Where
	switch {
	case errors.As(err, &syn):
		off, msg := syntaxHint(data, syn.Offset-1, syn.Error()) // Offset is just past the faulty byte
		w.Line, w.Col = LineCol(data, off)
		w.Text = poserr.M("JSON: %s", msg)
	case errors.As(err, &typ):
		w.Line, w.Col = LineCol(data, typ.Offset)
		w.Field = typ.Field
		w.Text = poserr.M("want %s, found JSON %s", Word(typ.Type.String()), Word(typ.Value))
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		w.Line, w.Col = LineCol(data, int64(len(data)))
		w.Text = poserr.M("JSON ends too early (truncated file?)")
		if open := stillOpen(data); open.Format != "" {
			w.Text = poserr.M("JSON ends too early (truncated file?); still open: %s", open)
		}
	default:
		msg := strings.TrimPrefix(err.Error(), "json: ")
		w.Text = poserr.M("JSON: %s", msg)
		// "unknown field "robts"": point at the first such key.
		if field, ok := strings.CutPrefix(msg, "unknown field "); ok {
			w.Text = poserr.M("JSON: unknown field %s", field)
			if i := bytes.Index(data, []byte(field)); i >= 0 {
				w.Line, w.Col = LineCol(data, int64(i))
			}
		}
	}
	w.Msg = w.Text.String()
	return w
}

// syntaxHint says what a JSON syntax error of encoding/json (msg, at the
// byte off) most likely is, in a user's words, and where to fix it: a comma
// missing goes right after the value before it, a comma too many is where
// it stands.
func syntaxHint(data []byte, off int64, msg string) (int64, poserr.Msg) {
	prev := off - 1 // the last byte before the faulty one that is not a space
	for prev >= 0 && isSpace(data[prev]) {
		prev--
	}
	switch {
	case strings.Contains(msg, "after object key:value pair"):
		return prev + 1, poserr.M("a ',' is missing here, between two fields (%s)", msg)
	case strings.Contains(msg, "after array element"):
		return prev + 1, poserr.M("a ',' is missing here, between two items of a list (%s)", msg)
	case strings.Contains(msg, "after object key"):
		return prev + 1, poserr.M("a ':' is missing here, after the field's name (%s)", msg)
	case prev >= 0 && data[prev] == ',' && off < int64(len(data)) && (data[off] == ']' || data[off] == '}'):
		return prev, poserr.M("a ',' with nothing after it before %q: remove it (%s)", data[off], msg)
	}
	return off, poserr.M("%s", msg)
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// stillOpen names the brackets a truncated file leaves open, the
// innermost first: "'[' at 3:13, '{' at 1:1" (Format "" when none is).
func stillOpen(data []byte) poserr.Msg {
	var open []int64
	inString, escaped := false, false
	for i, b := range data {
		switch {
		case inString && escaped:
			escaped = false
		case inString && b == '\\':
			escaped = true
		case inString && b == '"':
			inString = false
		case inString:
		case b == '"':
			inString = true
		case b == '{' || b == '[':
			open = append(open, int64(i))
		case (b == '}' || b == ']') && len(open) > 0:
			open = open[:len(open)-1]
		}
	}
	if len(open) == 0 {
		return poserr.Msg{}
	}
	var parts []any
	for i := len(open) - 1; i >= 0; i-- {
		line, col := LineCol(data, open[i])
		parts = append(parts, poserr.M("'%c' at %s:%s", rune(data[open[i]]), strconv.Itoa(line), strconv.Itoa(col)))
	}
	// A list: its format is no message of its own (", " in every language).
	return poserr.Msg{Format: strings.Repeat("%s, ", len(parts)-1) + "%s", Args: parts}
}

// StringCol is the byte offset of the col-th character (1-based) of the JSON
// string literal whose opening quote is at off, escapes decoded, so that an
// error in a program names the line and column in the game file.
func StringCol(data []byte, off int64, col int) int64 {
	if off < 0 || off >= int64(len(data)) || data[off] != '"' {
		return off
	}
	i := off + 1
	for n := 1; n < col && i < int64(len(data)) && data[i] != '"'; n++ {
		if data[i] == '\\' {
			i += 2
			if i-1 < int64(len(data)) && data[i-1] == 'u' {
				i += 4
			}
			continue
		}
		_, size := utf8.DecodeRune(data[i:])
		i += int64(size)
	}
	return min(i, int64(len(data)))
}

// Word is a Go type's or a JSON value's name as a message of its own: its
// French says what it is ("int": "un nombre entier"), where the catalog
// (internal/fileerr) has it; any other name stays as it is.
func Word(name string) poserr.Msg { return poserr.Msg{Format: strings.ReplaceAll(name, "%", "%%")} }
