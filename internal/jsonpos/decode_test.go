package jsonpos

import (
	"errors"
	"testing"

	"mecanoid/internal/poserr"
)

func TestDecode(t *testing.T) {
	errSyntax := errors.New("game: syntax error")
	type file struct {
		Turns []int `json:"turns"`
	}
	for _, c := range []struct{ data, want string }{
		{"{\"turns\": [1, 2]}", ""},
		{"{\n  \"turn\": [1]\n}", `g.json:2:3: JSON: unknown field "turn"`},
		// encoding/json places a wrong type just past the value (see TestExplain).
		{"{\"turns\": [1, \"x\"]}", "g.json:1:18: turns: want int, found JSON string"},
		{"{\"turns\": []}\n{}", "g.json:2:1: text after the game's closing brace"},
	} {
		var f file
		err := Decode("g.json", []byte(c.data), &f, "game", errSyntax)
		if c.want == "" {
			if err != nil || len(f.Turns) != 2 || f.Turns[1] != 2 {
				t.Errorf("%q: %v, %+v", c.data, err, f)
			}
			continue
		}
		var pe *poserr.Error
		if !errors.As(err, &pe) || !errors.Is(err, errSyntax) || err.Error() != c.want {
			t.Errorf("%q: error %v, want %q wrapping the sentinel", c.data, err, c.want)
		}
	}
}
