package journal

import (
	"database/sql"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"mecanoid/internal/lang"
)

// A journal whose schema was damaged (bytes that are not UTF-8 and an
// escape sequence in a string a table's CREATE leaves open) was refused with SQLite's words
// quoting that text raw, the escape sent to the user's terminal. Now the
// error quotes it: \xFF, \x1b.
func TestDamagedSchemaQuoted(t *testing.T) {
	for _, tc := range []struct{ name, bytes, want string }{
		{"an escape sequence", "1B5B33316D", `\x1b`},
		{"bytes that are not UTF-8", "C0FF", `\xC0`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := v1Journal(t)
			j, err := OpenJournal(file)
			if err != nil {
				t.Fatal(err)
			}
			j.Close()
			db, err := sql.Open("sqlite", file)
			if err != nil {
				t.Fatal(err)
			}
			_, err = db.Exec(`PRAGMA writable_schema = ON;
				UPDATE sqlite_master SET sql = 'CREATE TABLE log(x DEFAULT ''' || CAST(X'` + tc.bytes + `' AS TEXT) WHERE name = 'log';
				PRAGMA writable_schema = OFF;`)
			db.Close()
			if err != nil {
				t.Fatal(err)
			}
			j, err = OpenJournal(file)
			if err == nil {
				j.Close()
				t.Fatal("a journal whose schema does not parse opened")
			}
			if !errors.Is(err, ErrCorruptJournal) {
				t.Errorf("%v: not ErrCorruptJournal", err)
			}
			var said *journalError
			if !errors.As(err, &said) {
				t.Fatalf("%T: not a journal error", err)
			}
			for _, text := range []string{err.Error(), said.Say(lang.EN.Printer()), said.Say(lang.FR.Printer())} {
				if !utf8.ValidString(text) || strings.ContainsAny(text, "\x1b\x00") {
					t.Errorf("said raw: %q", text)
				}
				if !strings.Contains(text, tc.want) || !strings.Contains(text, "malformed database schema (log)") {
					t.Errorf("%s: the damaged text is not quoted (%s)", text, tc.want)
				}
			}
		})
	}
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"plain, accentué\nline two\t«ok»": "plain, accentué\nline two\t«ok»",
		"\x1b[31mred\x1b[0m":              `\x1b[31mred\x1b[0m`,
		"a\xffb\xc3":                      `a\xFFb\xC3`,
		"bidi \u202e and \u0085":          `bidi \u202e and \u0085`,
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
	}
}
