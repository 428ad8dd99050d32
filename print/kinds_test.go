package print_test

// print's documents checked as each game folder checks its own, with
// printtest: from this external test file, since printtest imports print.

import (
	"flag"
	"testing"

	"mecanoid/game/dr2d/cartridge"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/print/printtest"
	"mecanoid/tag"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// kinds are the documents mecanoid prints, each drawn from the bench files.
func kinds(t testing.TB) []printtest.Kind {
	b, g := print.BenchBoard(t), print.BenchGame(t)
	prog := g.Turns[0][2]
	corners := []string{"MC1:DR2D:C:0", "MC1:DR2D:C:1", "MC1:DR2D:C:2", "MC1:DR2D:C:3"}
	return []printtest.Kind{
		{Name: "board", Draw: func(d print.Doc) error { _, err := print.PrintBoard(d, b, print.BenchPrint()); return err },
			Codes: corners},
		{Name: "tags", Draw: func(d print.Doc) error {
			return print.PrintTags(d, print.TagSheets{Game: tag.DR2D, Robots: []int{1, 2}, Laws: []int{1}, Batteries: []int{1},
				Corners: true, MarkerSize: 25, Size: 30, ViewW: 700, ViewH: 700, Page: print.DefaultPage})
		}, Codes: append([]string{"MC1:DR2D:R:1", "MC1:DR2D:R:2", "MC1:DR2D:L:1", "MC1:DR2D:B:1"}, corners...)},
		{Name: "sheets", Draw: func(d print.Doc) error {
			return print.PrintCartridgeSheets(d, print.CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Board: "Test bench", Robots: []int{1, 2},
				Turns: []int{1}, Names: map[int]string{1: "Rouge"}, Page: print.Page{Paper: print.Letter, Margin: 10}})
		}, Codes: []string{"MC1:DR2D:S:1:1", "MC1:DR2D:S:2:1"}},
		{Name: "sheet-filled", Draw: func(d print.Doc) error {
			d.AddPage(print.A4.W, print.A4.H)
			return print.DrawSheet(d, cartridge.Sheet(), tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 1}, print.SheetText{Board: "Test bench"}, print.Pt{X: 15, Y: 15}, cartridge.Ticks(cartridge.Sheet(), prog))
		}, Codes: []string{"MC1:DR2D:S:2:1"}},
		{Name: "report", Draw: func(d print.Doc) error { return print.PrintReport(d, g, "bench-game.json", print.DefaultPage) }},
	}
}

// kindsIn are every document print makes, drawn from the test files with
// their words in l.
func kindsIn(t testing.TB, l lang.Lang) []printtest.Kind {
	b, g := print.BenchBoard(t), print.BenchGame(t)
	prog := g.Turns[0][2]
	page := print.DefaultPage
	page.Lang = l
	letter := print.Page{Paper: print.Letter, Margin: 10, Lang: l}
	board := print.BenchPrint()
	board.Page = page
	return []printtest.Kind{
		{Name: "board", Draw: func(d print.Doc) error { _, err := print.PrintBoard(d, b, board); return err }},
		{Name: "tags", Draw: func(d print.Doc) error {
			return print.PrintTags(d, print.TagSheets{Game: tag.DR2D, Robots: []int{1, 2}, Laws: []int{1}, Batteries: []int{1},
				Corners: true, MarkerSize: 25, Size: 30, ViewW: 700, ViewH: 700, Page: page})
		}},
		{Name: "sheets", Draw: func(d print.Doc) error {
			return print.PrintCartridgeSheets(d, print.CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Board: "Test bench", Robots: []int{1, 2},
				Turns: []int{1}, Names: map[int]string{1: "Rouge"}, Page: letter})
		}},
		{Name: "sheet-filled", Draw: func(d print.Doc) error {
			d.AddPage(print.A4.W, print.A4.H)
			return print.DrawSheet(d, cartridge.Sheet(), tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 1}, print.SheetText{Board: "Test bench", Lang: l}, print.Pt{X: 15, Y: 15}, cartridge.Ticks(cartridge.Sheet(), prog))
		}},
		{Name: "report", Draw: func(d print.Doc) error { return print.PrintReport(d, g, "bench-game.json", page) }},
	}
}

// TestGolden: what each kind of PDF draws, page by page, is what
// testdata/KIND.golden says (go test ./print -update rewrites them); the
// PDFs have as many pages and are the same bytes from one run to the next.
func TestGolden(t *testing.T) { printtest.CheckKinds(t, *update, kinds(t)) }

// TestPDFCodesRead: the QR codes of each PDF can be scanned.
func TestPDFCodesRead(t *testing.T) { printtest.CheckCodesRead(t, kinds(t)) }

// TestFrenchGolden: what each document writes in French, and where, is
// testdata/fr/NAME.golden (its text only: the drawing is the English
// golden's; go test ./print -update rewrites them).
func TestFrenchGolden(t *testing.T) { printtest.CheckFrench(t, *update, kindsIn(t, lang.FR)) }

// TestEnglishUnchanged: a page in English (Lang "en") draws what a page
// with no language draws, which the English goldens hold.
func TestEnglishUnchanged(t *testing.T) {
	printtest.CheckEnglishUnchanged(t, kindsIn(t, lang.EN), kindsIn(t, ""))
}

// TestTextFits: in both languages, no line of any document runs off its
// page or into its neighbour (French is longer).
func TestTextFits(t *testing.T) {
	printtest.CheckTextFits(t, func(l lang.Lang) []printtest.Kind { return kindsIn(t, l) })
}
