package device

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	m, err := Parse("t.leds", []byte(`# the factory's lights
laser [6,2]  GPIO17        # over the north wall
laser [ 1 , 3 ] GPIO27 active-high
	press [4,7] GPIO23 active-low

laser [4,7] P1_11
`))
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{
		{Tile{Laser, Cell{X: 6, Y: 2}}, "GPIO17", false, 2},
		{Tile{Laser, Cell{X: 1, Y: 3}}, "GPIO27", false, 3},
		{Tile{Press, Cell{X: 4, Y: 7}}, "GPIO23", true, 4},
		{Tile{Laser, Cell{X: 4, Y: 7}}, "P1_11", false, 6}, // a laser on a press: two LEDs
	}
	if m.File != "t.leds" || len(m.Entries) != len(want) {
		t.Fatalf("Parse = %+v", m)
	}
	for i, e := range m.Entries {
		if e != want[i] {
			t.Errorf("entry %d = %+v, want %+v", i, e, want[i])
		}
	}
	if s := m.Entries[2].String(); s != "press [4,7] on GPIO23 (active-low)" {
		t.Errorf("String() = %q", s)
	}
	if m, err := Parse("empty", []byte("# nothing wired yet\n\n")); err != nil || len(m.Entries) != 0 {
		t.Errorf("a map of comments: %v, %v", m, err)
	}
}

// TestParseBad: each bad map fails with its sentinel and a message naming
// the file, the line and the column.
func TestParseBad(t *testing.T) {
	for _, tc := range []struct {
		data, want string
		err        error
	}{
		{"lazer [3,4] GPIO17", `bad.leds:1:1: unknown tile kind "lazer": want laser or press`, ErrSyntax},
		{"# ok\n  GPIO17 [3,4] laser", `bad.leds:2:3: unknown tile kind "GPIO17": want laser or press`, ErrSyntax},
		{"laser", `bad.leds:1:1: laser: no cell, as in "laser [3,4] GPIO17"`, ErrSyntax},
		{"laser 3,4 GPIO17", `bad.leds:1:7: bad cell "3,4": want [X,Y], as in [3,4]`, ErrSyntax},
		{"laser [3;4] GPIO17", `bad.leds:1:7: bad cell "[3;4]": want [X,Y], as in [3,4]`, ErrSyntax},
		{"laser [3,4,5] GPIO17", `bad.leds:1:7: bad cell "[3,4,5]": want [X,Y], as in [3,4]`, ErrSyntax},
		{"laser [] GPIO17", `bad.leds:1:7: bad cell "[]": want [X,Y], as in [3,4]`, ErrSyntax},
		{"laser [0,4] GPIO17", `bad.leds:1:7: bad cell "[0,4]": X and Y count from 1`, ErrSyntax},
		{"laser [3,4 GPIO17", `bad.leds:1:7: bad cell "[3,4 GPIO17": want [X,Y], as in [3,4]`, ErrSyntax},
		{"press [3,4]", `bad.leds:1:7: press [3,4]: no pin, as in "press [3,4] GPIO17"`, ErrSyntax},
		{"press [3,4] active-low GPIO17", `bad.leds:1:13: press [3,4]: no pin before active-low, as in "press [3,4] GPIO17 active-low"`, ErrSyntax},
		{"press [3,4] GPIO17!", `bad.leds:1:13: bad pin name "GPIO17!": want a name such as GPIO17`, ErrSyntax},
		{"press [3,4] GPIO17 activelow", `bad.leds:1:20: unknown option "activelow": want active-low or active-high`, ErrSyntax},
		{"laser [3,4] GPIO17\nlaser [5,6]  GPIO17", `bad.leds:2:14: pin GPIO17 already lights laser [3,4] (line 1)`, ErrDuplicate},
		{"laser [3,4] GPIO17\n\npress [3,4] GPIO27\nlaser [3, 4] GPIO22", `bad.leds:4:1: laser [3,4] already has an LED, on GPIO17 (line 1)`, ErrDuplicate},
		{"laser [3,4] GPIO17\n\xff", `bad.leds: not UTF-8 text`, ErrSyntax},
	} {
		_, err := Parse("bad.leds", []byte(tc.data))
		if err == nil {
			t.Errorf("%q: no error", tc.data)
			continue
		}
		var me *MapError
		if err.Error() != tc.want || !errors.Is(err, tc.err) || !errors.As(err, &me) {
			t.Errorf("%q:\n got %v\nwant %s (%v)", tc.data, err, tc.want, tc.err)
		}
	}
}
