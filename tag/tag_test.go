package tag_test

import (
	"errors"
	"testing"

	"mecanoid/tag"
)

func TestRoundTrip(t *testing.T) {
	for _, p := range []tag.Payload{
		{Game: tag.DR2D, Kind: tag.Robot, ID: 3},
		{Game: tag.DR2D, Kind: tag.Law, ID: 2},
		{Game: tag.Netzwerk, Kind: tag.Battery, ID: 14},
		{Game: tag.DR2D, Kind: tag.Corner, ID: 0},
		{Game: tag.DR2D, Kind: tag.Sheet, ID: 8, Turn: 999},
		{Game: tag.HexProg, Kind: tag.Robot, ID: 999},
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
