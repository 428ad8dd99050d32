package poserr

import (
	"errors"
	"testing"
)

func TestError(t *testing.T) {
	errBad := errors.New("game: syntax error")
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{File: "g.json", Line: 3, Col: 7, Field: "turns[0]", Msg: "bad"}, "g.json:3:7: turns[0]: bad"},
		{Error{File: "g.json", Line: 3, Msg: "bad"}, "g.json:3: bad"},
		{Error{File: "g.json", Col: 7, Msg: "bad"}, "g.json: bad"}, // a column without a line says nothing
		{Error{Field: "robots[1].cell", Msg: "bad"}, "robots[1].cell: bad"},
		{Error{Line: 2, Col: 1, Msg: "bad"}, ":2:1: bad"},
		{Error{Msg: "bad"}, "bad"},
	} {
		c.e.Err = errBad
		if got := c.e.Error(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
		if !errors.Is(&c.e, errBad) {
			t.Errorf("%+v does not wrap its sentinel", c.e)
		}
	}
}
