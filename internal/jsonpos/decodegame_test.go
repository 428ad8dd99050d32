package jsonpos

import (
	"errors"
	"strings"
	"testing"
)

var errSyntax = errors.New("syntax")

// TestDecodeGame: a file of another game is refused as such, at its
// "game" field, before its fields are read as unknown ones.
func TestDecodeGame(t *testing.T) {
	type hexFile struct {
		Game  string `json:"game"`
		Board string `json:"board"`
	}
	type dr2dFile struct {
		Board string `json:"board"`
	}
	skirmish := []byte("{\n  \"game\": \"skirmish\",\n  \"map\": \"m.map\"\n}\n")
	dr2d := []byte("{\n  \"board\": \"b.board\",\n  \"robots\": []\n}\n")
	for _, tc := range []struct {
		name        string
		data        []byte
		v           any
		game, title string
		want        string // "" no error
	}{
		{"skirmish as hexprog", skirmish, &hexFile{}, "hexprog", "the hex programming game",
			`f.json:2:11: game: this is a game file of "skirmish", not of the hex programming game ("game": "hexprog")`},
		{"skirmish as DR2D", skirmish, &dr2dFile{}, "", "DR2D",
			`f.json:2:11: game: this is a game file of "skirmish", not of DR2D (whose game files have no "game" field)`},
		{"DR2D as hexprog", dr2d, &hexFile{}, "hexprog", "the hex programming game",
			`a game file of the hex programming game says "game": "hexprog"; is this a DR2D game file?`},
		{"hexprog as hexprog", []byte(`{"game": "HexProg", "board": "b"}`), &hexFile{}, "hexprog", "the hex programming game", ""},
		{"DR2D as DR2D", []byte(`{"board": "b"}`), &dr2dFile{}, "", "DR2D", ""},
	} {
		err := DecodeGame("f.json", tc.data, tc.v, tc.game, tc.title, errSyntax)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, errSyntax)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestSyntaxPlaces: a syntax error says what is missing or too many, at
// the place to fix it, not only where the parser stopped.
func TestSyntaxPlaces(t *testing.T) {
	type file struct {
		Board  string `json:"board"`
		Robots []struct {
			ID     int    `json:"id"`
			Cell   []int  `json:"cell"`
			Facing string `json:"facing"`
		} `json:"robots"`
	}
	for _, tc := range []struct{ data, want string }{
		{"{\n  \"board\": \"b\",\n  \"robots\": [\n    {\"id\": 1, \"cell\": [1, 4] \"facing\": \"S\"}\n  ]\n}\n",
			"f.json:4:29: JSON: a ',' is missing here, between two fields"},
		{"{\n  \"robots\": [\n    {\"id\": 1}\n    {\"id\": 2}\n  ]\n}\n",
			"f.json:3:14: JSON: a ',' is missing here, between two items of a list"},
		{"{\n  \"board\" \"b\"\n}\n", "f.json:2:10: JSON: a ':' is missing here, after the field's name"},
		{"{\n  \"robots\": [\n    {\"id\": 1},\n  ]\n}\n", "f.json:3:14: JSON: a ',' with nothing after it before ']': remove it"},
		{"{\n  \"board\": \"b\",\n}\n", "f.json:2:15: JSON: a ',' with nothing after it before '}': remove it"},
		{"{\n  \"board\": \"b [\",\n  \"robots\": [\n    {\"id\": 1}\n", "f.json:5:1: JSON ends too early (truncated file?); still open: '[' at 3:13, '{' at 1:1"},
	} {
		err := Decode("f.json", []byte(tc.data), &file{}, "game", errSyntax)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s", tc.data, err, tc.want)
		}
	}
}
