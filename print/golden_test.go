package print

import (
	"mecanoid/game/dr2d/cartridge"
	"os"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

func benchBoard(t testing.TB) *dr2d.Board {
	t.Helper()
	return parseFile(t, "testdata/bench.board", dr2d.ParseBoard)
}

func benchGame(t testing.TB) *dr2d.Game {
	t.Helper()
	return parseFile(t, "testdata/bench-game.json", func(name string, data []byte) (*dr2d.Game, error) {
		return dr2d.ParseGame(name, data, os.ReadFile)
	})
}

// benchPrint prints the bench board on two sheets side by side: small
// corner markers keep it to one row.
func benchPrint() BoardPrint {
	o := DefaultBoardPrint()
	o.Markers = tag.Markers{Size: 20, Gap: 3}
	return o
}

// kinds are the documents mecanoid prints, each drawn from the bench files.
func kinds(t testing.TB) []printKind {
	b, g := benchBoard(t), benchGame(t)
	prog := g.Turns[0][2]
	corners := []string{"MC1:DR2D:C:0", "MC1:DR2D:C:1", "MC1:DR2D:C:2", "MC1:DR2D:C:3"}
	return []printKind{
		{"board", func(d Doc) error { _, err := PrintBoard(d, b, benchPrint()); return err },
			corners},
		{"tags", func(d Doc) error {
			return PrintTags(d, TagSheets{Game: tag.DR2D, Robots: []int{1, 2}, Laws: []int{1}, Batteries: []int{1},
				Corners: true, MarkerSize: 25, Size: 30, ViewW: 700, ViewH: 700, Page: DefaultPage})
		}, append([]string{"MC1:DR2D:R:1", "MC1:DR2D:R:2", "MC1:DR2D:L:1", "MC1:DR2D:B:1"}, corners...)},
		{"sheets", func(d Doc) error {
			return PrintCartridgeSheets(d, CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Board: "Test bench", Robots: []int{1, 2},
				Turns: []int{1}, Names: map[int]string{1: "Rouge"}, Page: Page{Paper: Letter, Margin: 10}})
		}, []string{"MC1:DR2D:S:1:1", "MC1:DR2D:S:2:1"}},
		{"sheet-filled", func(d Doc) error {
			d.AddPage(A4.W, A4.H)
			return DrawSheet(d, cartridge.Sheet(), tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 1}, SheetText{Board: "Test bench"}, Pt{15, 15}, cartridge.Ticks(cartridge.Sheet(), prog))
		}, []string{"MC1:DR2D:S:2:1"}},
		{"report", func(d Doc) error { return PrintReport(d, g, "bench-game.json", DefaultPage) }, nil},
	}
}

// TestGolden: what each kind of PDF draws, page by page, is what
// testdata/KIND.golden says (go test ./print -update rewrites them); the
// PDFs have as many pages and are the same bytes from one run to the next.
func TestGolden(t *testing.T) { checkKinds(t, kinds(t)) }

// TestPDFCodesRead: the QR codes of each PDF can be scanned.
func TestPDFCodesRead(t *testing.T) { checkCodesRead(t, kinds(t)) }
