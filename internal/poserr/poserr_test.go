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

// TestNew: an error made with New keeps its message not yet said beside
// its English; an argument that is a message is said inside it.
func TestNew(t *testing.T) {
	errBad := errors.New("game: syntax error")
	e := New(Error{File: "b.board", Line: 2, Col: 7, Err: errBad}, M("robot %d: %s", 3, M("unknown tile %q", "Q")))
	if got, want := e.Error(), `b.board:2:7: robot 3: unknown tile "Q"`; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if e.Format != "robot %d: %s" || len(e.Args) != 2 || e.Text().Format != e.Format || e.Where() != "b.board:2:7" {
		t.Errorf("%+v: the message not yet said is lost", e)
	}
	if !errors.Is(e, errBad) {
		t.Error("New drops the sentinel")
	}
	// An error made without a format says its Msg.
	old := &Error{Msg: "100% odd"}
	if m := old.Text(); m.String() != "100% odd" {
		t.Errorf("Text() = %q", m.String())
	}
}
