package hexprog_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/hexprog"
)

func TestParseBoardArena(t *testing.T) {
	data, err := os.ReadFile("../../boards/arena.hex")
	if err != nil {
		t.Fatal(err)
	}
	b, err := hexprog.ParseBoard("arena.hex", data)
	if err != nil {
		t.Fatal(err)
	}
	if b.Name != "Arena" || b.Cols != 9 || b.Rows != 8 || b.HexSize != 60 {
		t.Errorf("arena: %q %dx%d hex %v", b.Name, b.Cols, b.Rows, b.HexSize)
	}
	check := map[hexprog.Cell]string{
		{1, 1}: "plain", {2, 1}: "green camp start", {3, 1}: "green camp", {4, 3}: "lake",
		{6, 3}: "red square", {2, 4}: "lightning", {8, 4}: "blue triangle", {4, 6}: "yellow circle",
		{2, 8}: "violet camp start", {1, 3}: "plain start",
	}
	for c, want := range check {
		if got := b.Tile(c).Describe(); got != want {
			t.Errorf("%v is %q, want %q", c, got, want)
		}
	}
	if got := b.Starts("green"); len(got) != 8 { // 4 green dots and the 4 outer dots
		t.Errorf("green starts %v, want 8", got)
	}
	if camps := b.Camps(); len(camps) != 2 || camps[0] != "green" || camps[1] != "violet" {
		t.Errorf("camps %v", camps)
	}
	if b.Tile(hexprog.Cell{4, 3}).Colour != "blue" || b.Tile(hexprog.Cell{2, 4}).Colour != "yellow" {
		t.Errorf("lakes are blue and lightning yellow to the robots")
	}
}

func TestParseBoardErrors(t *testing.T) {
	cases := []struct {
		text     string
		sentinel error
		want     string
	}{
		{". . .\n. Q .\n", hexprog.ErrSyntax, "b.hex:2:3: unknown hex \"Q\""},
		{". . .\n. .\n", hexprog.ErrSyntax, "b.hex:2: row 2 has 2 hexes, want 3"},
		{". . .\n. . . .\n", hexprog.ErrSyntax, "b.hex:2:7: row 2 has 4 hexes"},
		{"size 4x2\n. . .\n. . .\n", hexprog.ErrSetup, "b.hex:1: size 4x2, but the grid is 3x2"},
		{"size four\n", hexprog.ErrSyntax, "b.hex:1:6: size \"four\""},
		{"hexsize 5\n.\n", hexprog.ErrSetup, "b.hex:1:9: hexsize \"5\""},
		{"# nothing\n", hexprog.ErrSyntax, "no hexes"},
		{"- -\n", hexprog.ErrSetup, "no hex"},
		{". Sq\n", hexprog.ErrSyntax, "b.hex:1:3: shape \"Sq\""},
	}
	for _, c := range cases {
		_, err := hexprog.ParseBoard("b.hex", []byte(c.text))
		var pe *hexprog.PosError
		if !errors.As(err, &pe) || !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %v containing %q", c.text, err, c.sentinel, c.want)
		}
	}
}

func TestMarshalBoardRoundTrip(t *testing.T) {
	data, _ := os.ReadFile("../../boards/arena.hex")
	b, err := hexprog.ParseBoard("arena", data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := hexprog.ParseBoard("again", hexprog.MarshalBoard(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range b.Cells() {
		if b.Tile(c) != again.Tile(c) {
			t.Errorf("%v: %v became %v", c, b.Tile(c), again.Tile(c))
		}
	}
}

// The board's layout: 9 columns of 60 mm hexes are 9·1.5+0.5 = 14 radii
// (34.64 mm) wide; 8 rows and the low half hex are 8.5·60 = 510 mm tall.
func TestBoardLayout(t *testing.T) {
	data, _ := os.ReadFile("../../boards/arena.hex")
	b, _ := hexprog.ParseBoard("arena", data)
	_, w, h := b.Layout(0)
	if int(w*100+0.5) != 48497 || int(h+0.5) != 510 {
		t.Errorf("arena is %.2f x %.2f mm, want 484.97 x 510", w, h)
	}
}
