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

// TestCheckTicks: two boxes of one group are a TickError naming the row,
// the group and the boxes; one box found twice is one tick.
func TestCheckTicks(t *testing.T) {
	l := tag.CartridgeSheet(2, [][]tag.Choice{tag.TurnBefore: {{Value: 0, Label: "a"}, {Value: 1, Label: "b"}}})
	a, _ := l.Box(2, tag.TurnBefore, 0)
	b, _ := l.Box(2, tag.TurnBefore, 1)
	if err := tag.CheckTicks([]tag.Box{a, a}); err != nil {
		t.Errorf("one box twice: %v", err)
	}
	want := "tag: cartridge sheet ticked wrongly:\n  move 2, turn before: both 'a' and 'b' ticked"
	if err := tag.CheckTicks([]tag.Box{b, a}); !errors.Is(err, tag.ErrTicks) || err.Error() != want {
		t.Errorf("two boxes: %v, want %q", err, want)
	}
}
