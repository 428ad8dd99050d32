package jsonpos

import (
	"errors"
	"testing"
)

func TestBoard(t *testing.T) {
	load := func(name string) ([]byte, error) {
		if name == "games/arena.hex" {
			return []byte("hex"), nil
		}
		return nil, errors.New("no such file")
	}
	for _, tc := range []struct {
		named      string
		lines      []string
		load       func(string) ([]byte, error)
		name, data string
		syntax     bool
		msg        string
	}{
		{"arena.hex", nil, load, "games/arena.hex", "hex", false, ""},
		{"", []string{"a", "b"}, nil, "games/duel.json (board_lines)", "a\nb", false, ""},
		{"arena.hex", []string{}, load, "", "", true, `give either "board" (a file) or "board_lines", not both`},
		{"", nil, load, "", "", true, `no board: give "board" (a board file) or "board_lines"`},
		{"arena.hex", nil, nil, "", "", false, `cannot read board file "arena.hex" here`},
		{"gone.hex", nil, load, "", "", false, `board file "games/gone.hex": no such file`},
	} {
		name, data, p := Board("games/duel.json", tc.named, tc.lines, tc.load)
		switch {
		case tc.msg == "" && (p != nil || name != tc.name || string(data) != tc.data):
			t.Errorf("%q %q: %q %q %+v", tc.named, tc.lines, name, data, p)
		case tc.msg != "" && (p == nil || p.Msg != tc.msg || p.Syntax != tc.syntax):
			t.Errorf("%q %q: %+v, want %q (syntax %v)", tc.named, tc.lines, p, tc.msg, tc.syntax)
		}
	}
}
