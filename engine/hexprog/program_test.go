package hexprog

import (
	"errors"
	"strings"
	"testing"
)

func TestParseProgramForms(t *testing.T) {
	cases := []struct{ in, want string }{
		{"D+1", "D+1"},
		{"D + 2, R-1; T *", "D+2 R-1 T *"},
		{"d−1 r+2", "D-1 R+2"}, // a typographic minus, lower case
		{"?1 G4 RAZ T", "?1 G4 RAZ T"},
		{"? 2 GO 4 goto5 raz D+1", "?2 G4 G5 RAZ D+1"},
		{"◇1 . T", "?1 . T"},
		{"  D+1\n  R+1\n", "D+1 R+1"},
	}
	tests := map[int]string{1: "true", 2: "false"}
	for _, c := range cases {
		p, err := ParseProgram(c.in, tests, 15)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := p.Text(); got != c.want {
			t.Errorf("%q reads as %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseProgramErrors(t *testing.T) {
	cases := []struct {
		in       string
		tests    map[int]string
		max      int
		sentinel error
		step     int
		col      int
		contains string
	}{
		{"D+3", nil, 15, ErrSyntax, 1, 3, "1 or 2"},
		{"D+1 D1", nil, 15, ErrSyntax, 2, 6, "sign"},
		{"R+1 X", nil, 15, ErrSyntax, 2, 5, "unknown step"},
		{"T2", nil, 15, ErrSyntax, 1, 1, "?2"},
		{"?5 D+1", nil, 15, ErrSyntax, 1, 2, "1 to 4"},
		{"G D+1", nil, 15, ErrSyntax, 1, 3, "G7"},
		{"D+1T", nil, 15, ErrSyntax, 1, 4, "separate"},
		{"D+1 G3", nil, 15, ErrProgram, 2, 5, "steps 1..2"},
		{"?2 D+1", map[int]string{1: "true"}, 15, ErrProgram, 1, 1, "test 2"},
		{"?1 G1", map[int]string{1: "true"}, 15, ErrProgram, 0, 0, "no action"},
		{"G2 G1 D+1", nil, 15, ErrProgram, 1, 1, "loop forever"},
		{"RAZ D+1", nil, 15, ErrProgram, 1, 1, "loop forever"},
		{"D+1 ?1 G2 G2", map[int]string{1: "true"}, 15, ErrProgram, 2, 5, "loop forever"},
		{strings.Repeat("R+1 ", 16), nil, 15, ErrProgram, 16, 61, "16 steps"},
		{"", nil, 15, ErrProgram, 0, 0, "no steps"},
	}
	for _, c := range cases {
		_, err := ParseProgram(c.in, c.tests, c.max)
		var pe *ProgramError
		if !errors.As(err, &pe) || !errors.Is(err, c.sentinel) {
			t.Errorf("%q: error %v, want a ProgramError wrapping %v", c.in, err, c.sentinel)
			continue
		}
		if pe.Step != c.step || pe.Col != c.col || !strings.Contains(pe.Msg, c.contains) {
			t.Errorf("%q: step %d col %d %q, want step %d col %d containing %q", c.in, pe.Step, pe.Col, pe.Msg, c.step, c.col, c.contains)
		}
	}
	// 16 steps are fine when the game says 20.
	if _, err := ParseProgram(strings.Repeat("R+1 ", 16), nil, 20); err != nil {
		t.Errorf("16 steps with steps=20: %v", err)
	}
	// A test may loop back when its other answer leaves: accepted (guarded at run time).
	if _, err := ParseProgram("?1 G1 D+1", map[int]string{1: "true"}, 15); err != nil {
		t.Errorf("a loop with a way out was refused: %v", err)
	}
}

func TestParseTestErrors(t *testing.T) {
	cases := []struct {
		in       string
		col      int
		contains string
	}{
		{"", 1, "empty"},
		{"robot enemy ahead within", 25, "distance"},
		{"ahead colour mauvish", 14, "colour"},
		{"facing 7", 8, "direction 7"},
		{"shots 3", 7, "comparison"},
		{"(true", 6, "missing \")\""},
		{"true maybe", 6, "\"and\""},
		{"ahead", 6, "what the hex is"},
		{"sometimes", 1, "unknown question"},
		{"shots !! 2", 7, "unknown comparison"},
	}
	for _, c := range cases {
		_, err := ParseTest(c.in)
		var pe *ProgramError
		if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: error %v, want a ProgramError wrapping ErrSyntax", c.in, err)
			continue
		}
		if pe.Col != c.col || !strings.Contains(pe.Msg, c.contains) {
			t.Errorf("%q: col %d %q, want col %d containing %q", c.in, pe.Col, pe.Msg, c.col, c.contains)
		}
	}
}

func TestTestCanonical(t *testing.T) {
	cases := []struct{ in, want string }{
		{"robot enemy ahead within 2", "robot enemy ahead within 2"},
		{"robot rouge", "robot red around within 1"},
		{"Robot Red Ahead Within 3 and not facing 1", "robot red ahead within 3 and not facing 1"},
		{"ahead 2 lake or behind off", "ahead 2 lake or behind off"},
		{"ahead red square", "ahead colour red and ahead shape square"},
		{"here colour vert", "here colour green"},
		{"(facing 1 or facing 2) and shots >= 3", "(facing 1 or facing 2) and shots >= 3"},
		{"dir 4 2 free", "dir 4 2 free"},
		{"enemies = 0 or friends ≥ 2", "enemies = 0 or friends >= 2"},
	}
	for _, c := range cases {
		tt, err := ParseTest(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := tt.String(); got != c.want {
			t.Errorf("%q reads as %q, want %q", c.in, got, c.want)
		}
	}
}
