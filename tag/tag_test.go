package tag_test

import (
	"errors"
	"strings"
	"testing"

	"mecanoid/tag"
)

func TestRoundTrip(t *testing.T) {
	for _, p := range []tag.Payload{
		{Game: tag.DR2D, Kind: tag.Robot, ID: 3},
		{Game: tag.DR2D, Kind: tag.Law, ID: 2},
		{Game: "NETZ", Kind: tag.Battery, ID: 14},
		{Game: tag.DR2D, Kind: tag.Corner, ID: 0},
		{Game: tag.DR2D, Kind: tag.Sheet, ID: 8, Turn: 999},
		{Game: "HEXP", Kind: tag.Robot, ID: 999},
	} {
		if err := p.Validate(); err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
		got, err := tag.Parse(p.String())
		if err != nil || got != p {
			t.Errorf("Parse(%q) = %+v, %v", p.String(), got, err)
		}
		if len(p.String()) > tag.MaxLen {
			t.Errorf("%q longer than %d", p.String(), tag.MaxLen)
		}
	}
}

func TestParseRejects(t *testing.T) {
	tests := []struct {
		text string
		want error
	}{
		{"https://example.org/", tag.ErrForeign},
		{"WIFI:S:home;T:WPA;P:secret;;", tag.ErrForeign},
		{"", tag.ErrForeign},
		{"MC2:DR2D:R:3", tag.ErrForeign},
		{"MC1:DR2D:R", tag.ErrForeign},
		{"MC1:CHESS:R:3", tag.ErrInvalid},
		{"MC1:DR2D:Q:3", tag.ErrInvalid},
		{"MC1:DR2D:R:0", tag.ErrInvalid},
		{"MC1:DR2D:R:03", tag.ErrInvalid},
		{"MC1:DR2D:R:-3", tag.ErrInvalid},
		{"MC1:DR2D:R:3:4", tag.ErrInvalid},
		{"MC1:DR2D:C:4", tag.ErrInvalid},
		{"MC1:DR2D:S:3", tag.ErrInvalid},
		{"MC1:DR2D:RR:3", tag.ErrInvalid},
	}
	for _, tt := range tests {
		if _, err := tag.Parse(tt.text); !errors.Is(err, tt.want) {
			t.Errorf("Parse(%q) = %v, want %v", tt.text, err, tt.want)
		}
	}
}

func TestAngleAndSector(t *testing.T) {
	// An upright code: top-left, top-right, bottom-right, bottom-left.
	up := [4][2]float64{{0, 0}, {10, 0}, {10, 10}, {0, 10}}
	// The same code turned a quarter clockwise: its top now faces east.
	east := [4][2]float64{{10, 0}, {10, 10}, {0, 10}, {0, 0}}
	south := [4][2]float64{{10, 10}, {0, 10}, {0, 0}, {10, 0}}
	west := [4][2]float64{{0, 10}, {0, 0}, {10, 0}, {10, 10}}
	for want, c := range [][4][2]float64{up, east, south, west} {
		a := tag.Angle(c[0], c[1], c[2], c[3])
		k, off := tag.Sector(a, 4)
		if k != want || off > 1e-9 {
			t.Errorf("corners %v: sector %d (off %.3f), want %d", c, k, off, want)
		}
	}
	if k, _ := tag.Sector(0.2, 6); k != 0 {
		t.Errorf("hex sector of 0.2 rad = %d", k)
	}
	if k, off := tag.Sector(2*3.14159265/6*5+0.1, 6); k != 5 || off > 0.11 {
		t.Errorf("hex sector 5 = %d, off %.2f", k, off)
	}
	if k, _ := tag.Sector(6.2, 4); k != 0 {
		t.Errorf("angle just under 2π is north, got %d", k)
	}
}

func TestMarkersOutsideBoard(t *testing.T) {
	m := tag.DefaultMarkers
	for k := 0; k < 4; k++ {
		x, y := m.Centre(k, 600, 600)
		inside := x > -m.Size/2 && x < 600+m.Size/2 && y > -m.Size/2 && y < 600+m.Size/2
		if inside {
			t.Errorf("marker %d at (%.0f,%.0f) overlaps the playing area", k, x, y)
		}
	}
}

// TestRegisterGame: a game registered from outside tag names its pieces,
// and registering its code again for it changes nothing; a code no game
// registered is not a tag, and a bad code or one another game holds is
// refused.
func TestRegisterGame(t *testing.T) {
	if _, err := tag.Parse("MC1:TST1:R:3"); !errors.Is(err, tag.ErrInvalid) {
		t.Errorf("an unregistered game's tag: %v, want ErrInvalid", err)
	}
	tag.RegisterGame("TST1", "test")
	tag.RegisterGame("TST1", "test") // a second test package linking the same game
	p, err := tag.Parse("MC1:TST1:R:3")
	if err != nil || p != (tag.Payload{Game: "TST1", Kind: tag.Robot, ID: 3}) {
		t.Errorf("a registered game's tag: %+v, %v", p, err)
	}
	if g := tag.GameOf("TST1"); g != "test" {
		t.Errorf("GameOf(TST1) = %q, want test", g)
	}
	if c := strings.Join(tag.Codes(), " "); c != "DR2D HEXP NETZ SIMU SKIR TST1" {
		t.Errorf("Codes() = %s, want the codes registered, sorted", c)
	}
	for _, code := range []string{"TST1", "DR2D", "", "CHESS", "ab", "A:B"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterGame(%q, other) did not panic", code)
				}
			}()
			tag.RegisterGame(code, "other")
		}()
	}
}
