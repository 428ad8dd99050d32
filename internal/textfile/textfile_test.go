package textfile

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// TestScanner: the lines a parser sees, with their numbers, and the files
// it is spared.
func TestScanner(t *testing.T) {
	long := strings.Repeat("x", MaxLine)
	for _, c := range []struct {
		name, data string
		want       []string // "line: text"
		err        string
	}{
		{"empty", "", nil, ""},
		{"one line, no newline", "size 3x3", []string{"1: size 3x3"}, ""},
		{"numbers count every line", "# a board\n\nsize 3x3\n  \t\n. . .\n", []string{"3: size 3x3", "5: . . ."}, ""},
		{"comment cut, blanks kept", "  . .  # two tiles\n", []string{"1:   . .  "}, ""},
		{"a comment line says nothing", "   # just this\nname x", []string{"2: name x"}, ""},
		{"CRLF", "name x\r\nsize 2x2\r\n", []string{"1: name x", "2: size 2x2"}, ""},
		{"CR CR LF", "a\r\r\nb\r\r", []string{"1: a", "2: b"}, ""},
		{"a CR inside a line", "a\rb\r\n", []string{"1: a\rb"}, ""},
		// Only spaces and tabs are blank here: a parser that takes more
		// characters as separators skips the lines empty to it.
		{"other blanks", "\v\n,,\n", []string{"1: \v", "2: ,,"}, ""},
		{"not UTF-8", "name \xff\nsize 2x2\n", nil, "f.board: not UTF-8 text"},
		{"line too long", "name x\n" + long + "\nsize 2x2\n", []string{"1: name x"}, "f.board:2: bufio.Scanner: token too long"},
		{"longest line", long[:MaxLine-1] + "\n", []string{"1: " + long[:MaxLine-1]}, ""},
	} {
		sc := NewScanner("f.board", []byte(c.data))
		var got []string
		for sc.Scan() {
			got = append(got, fmt.Sprintf("%d: %s", sc.Line(), sc.Text()))
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: lines %q, want %q", c.name, got, c.want)
		}
		err := sc.Err()
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("%s: error %v, want %s", c.name, err, c.err)
		}
		if sc.Scan() {
			t.Errorf("%s: Scan after the end gave a line", c.name)
		}
	}
}

func TestError(t *testing.T) {
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{File: "f.map", Line: 3, Msg: "bad"}, "f.map:3: bad"},
		{Error{File: "f.map", Msg: "bad"}, "f.map: bad"},
		{Error{Line: 3, Msg: "bad"}, ":3: bad"},
		{Error{Msg: "bad"}, "bad"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
}

func TestFields(t *testing.T) {
	for _, c := range []struct {
		text, seps string
		want       []Field
	}{
		{"", " \t", nil},
		{" \t ", " \t", nil},
		{"size 9x8", " \t", []Field{{"size", 1, 0}, {"9x8", 6, 5}}},
		{"\t. ~  Z ", " \t", []Field{{".", 2, 1}, {"~", 4, 3}, {"Z", 7, 6}}},
		// Columns count characters, offsets bytes.
		{"name Éclaireur rapide", " ", []Field{{"name", 1, 0}, {"Éclaireur", 6, 5}, {"rapide", 16, 16}}},
		{"é é", " ", []Field{{"é", 1, 0}, {"é", 3, 3}}},
		{"plot A1 60,80", " \t,", []Field{{"plot", 1, 0}, {"A1", 6, 5}, {"60", 9, 8}, {"80", 12, 11}}},
		{",,", " ,", nil},
		{"a\rb", " \t", []Field{{"a\rb", 1, 0}}},
	} {
		if got := Fields(c.text, c.seps); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Fields(%q, %q) = %v, want %v", c.text, c.seps, got, c.want)
		}
	}
}
