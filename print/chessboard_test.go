package print

import (
	"strings"
	"testing"

	"mecanoid/internal/lang"
)

func TestPrintChessboard(t *testing.T) {
	var r Recorder
	c := Chessboard{Page: Page{Paper: A4, Margin: 10, Lang: lang.FR}, Columns: 10, Rows: 7, Square: 25}
	if err := PrintChessboard(&r, c); err != nil {
		t.Fatal(err)
	}
	out := r.String()
	// 250x175 mm does not fit A4 portrait inside 10 mm margins: landscape,
	// then the instructions on a portrait page.
	if r.Pages() != 2 || !strings.HasPrefix(out, "page 1 297.00x210.00\n") || !strings.Contains(out, "page 2 210.00x297.00\n") {
		t.Fatalf("pages:\n%s", out)
	}
	// 35 black squares of 25 mm, the first at the board's top left corner,
	// centred on the page.
	black := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "poly #000000") {
			black++
		}
	}
	if black != 35 || !strings.Contains(out, "poly #000000 23.50,14.00 48.50,14.00 48.50,39.00 23.50,39.00") {
		t.Errorf("%d black squares; want 35 of 25 mm from (23.5, 14):\n%s", black, out)
	}
	for _, want := range []string{"chaque case doit mesurer 25 mm", "--chessboard 9x6 --square 25mm", "Collez-le"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}

	for _, bad := range []Chessboard{
		{Page: DefaultPage, Columns: 2, Rows: 7, Square: 25},
		{Page: DefaultPage, Columns: 10, Rows: 7, Square: 0},
		{Page: DefaultPage, Columns: 12, Rows: 9, Square: 30},
	} {
		if err := PrintChessboard(&Recorder{}, bad); err == nil {
			t.Errorf("%+v printed", bad)
		}
	}
}
