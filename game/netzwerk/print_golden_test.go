package netzwerk

import (
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/print/printtest"
)

// The printed pages' golden tests, as print's own check the pages of the
// games print still holds.

// pagesIn are the documents Netzwerk prints, with their words in l.
func pagesIn(l lang.Lang) []printtest.Kind {
	o := DefaultBoardPrint()
	o.Page.Lang = l
	return []printtest.Kind{
		{Name: "netzwerk-board", Draw: func(d print.Doc) error { _, err := PrintBoard(d, rules.DefaultConfig, o); return err }},
		{Name: "netzwerk-tags", Draw: func(d print.Doc) error { return PrintTags(d, rules.DefaultConfig, o, 0, 0) }},
	}
}

// TestPrintFrenchGolden: what each page writes in French, and where, is
// testdata/fr/NAME.golden (its text only: the drawing is the English
// golden's; go test ./game/netzwerk -update rewrites them).
func TestPrintFrenchGolden(t *testing.T) { printtest.CheckFrench(t, *update, pagesIn(lang.FR)) }

// TestPrintEnglishUnchanged: a page in English (Lang "en") draws what a
// page with no language draws, which the English goldens hold.
func TestPrintEnglishUnchanged(t *testing.T) {
	printtest.CheckEnglishUnchanged(t, pagesIn(lang.EN), pagesIn(""))
}

// TestPrintTextFits: in both languages, no line of the pages runs off
// its page or into its neighbour (French is longer).
func TestPrintTextFits(t *testing.T) { printtest.CheckTextFits(t, pagesIn) }
