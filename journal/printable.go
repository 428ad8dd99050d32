package journal

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A damaged journal's own text reaches its errors: SQLite quotes the
// schema it cannot parse ("malformed database schema (log) - unrecognized
// token: ..."), a row's JSON error quotes the row. That text is whatever
// the file holds, bytes that are not UTF-8 or an escape sequence that
// rewrites the user's terminal included: an error says it quoted.

// printable is s with every byte that is not valid UTF-8 written \xFF and
// every control character but newline and tab written as Go escapes it
// (\x1b, \u200e): what the file holds, safe to print.
func printable(s string) string {
	if isPrintable(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02X`, s[i])
		case r == '\n' || r == '\t' || unicode.IsPrint(r) || r == ' ':
			b.WriteString(s[i : i+size])
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		i += size
	}
	return b.String()
}

func isPrintable(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || !(r == '\n' || r == '\t' || r == ' ' || unicode.IsPrint(r)) {
			return false
		}
	}
	return true
}

// quotedErr is an error whose text is said printable; it wraps the error.
type quotedErr struct{ err error }

func (q quotedErr) Error() string { return printable(q.err.Error()) }
func (q quotedErr) Unwrap() error { return q.err }

// printableArgs are a message's arguments with their text made printable:
// the journal's errors quote what a damaged file holds.
func printableArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case string:
			a = printable(v)
		case error:
			a = quotedErr{v}
		}
		out[i] = a
	}
	return out
}
