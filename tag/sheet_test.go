package tag_test

import (
	"errors"
	"testing"

	"mecanoid/tag"
)

func TestParseSheet(t *testing.T) {
	id := tag.SheetID{Game: tag.DR2D, Robot: 3, Turn: 12}
	if id.String() != "MC1:DR2D:S:3:12" {
		t.Errorf("payload %q", id)
	}
	got, err := tag.ParseSheet(id.String())
	if err != nil || got != id {
		t.Errorf("ParseSheet(%q) = %+v, %v", id, got, err)
	}
	for text, want := range map[string]error{
		"MC1:DR2D:R:3":        tag.ErrNotSheet,
		"MC1:DR2D:S:3":        tag.ErrInvalid,
		"MC1:DR2D:S:3:0":      tag.ErrInvalid,
		"https://example.org": tag.ErrForeign,
	} {
		if _, err := tag.ParseSheet(text); !errors.Is(err, want) {
			t.Errorf("ParseSheet(%q) = %v, want %v", text, err, want)
		}
	}
}
