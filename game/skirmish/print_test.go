package skirmish

import (
	"fmt"
	"strings"
	"testing"

	rules "mecanoid/engine/skirmish"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/print/printtest"
	"mecanoid/tag"
)

const skirmishTestMap = `name Test plots
size 400 300
radius 20
plot A 100 100
plot B 300 100
plot C 200 220
bridge A B C A
`

func skirmishTestState(t testing.TB) *rules.State {
	t.Helper()
	game := `{"game": "skirmish", "map_lines": ` + jsonLines(skirmishTestMap) + `,
	 "teams": [
	  {"name": "Alice", "commander": 1, "robots": [{"id": 1, "type": "commandeur", "plot": "A"}], "garage": [{"id": 2, "type": "blinde"}]},
	  {"name": "Bruno", "commander": 11, "robots": [{"id": 11, "type": "commandeur", "plot": "B"}, {"id": 12, "type": "eclaireur", "plot": "C", "structure": 4}]}]}`
	g, err := rules.ParseGame("test.json", []byte(game), nil)
	if err != nil {
		t.Fatal(err)
	}
	return g.Setup
}

func jsonLines(s string) string {
	var q []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		q = append(q, fmt.Sprintf("%q", l))
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// printKinds are the skirmish documents, drawn from the test game with
// their words in l ("": the default page, English).
func printKinds(t testing.TB, l lang.Lang) []printtest.Kind {
	s := skirmishTestState(t)
	page := print.DefaultPage
	page.Lang = l
	mp := DefaultMapPrint()
	mp.Page = page
	return []printtest.Kind{
		{Name: "skirmish-map", Draw: func(d print.Doc) error { _, err := PrintMap(d, s.Map, mp); return err },
			Codes: []string{"MC1:SKIR:C:0", "MC1:SKIR:C:1", "MC1:SKIR:C:2", "MC1:SKIR:C:3"}},
		{Name: "skirmish-tags", Draw: func(d print.Doc) error { return PrintTags(d, s, 30, page) },
			Codes: []string{"MC1:SKIR:R:1", "MC1:SKIR:R:2", "MC1:SKIR:R:11", "MC1:SKIR:R:12"}},
		{Name: "skirmish-cards", Draw: func(d print.Doc) error { return PrintCards(d, s, page) }},
	}
}

// TestSkirmishGolden: what each skirmish PDF draws is testdata/NAME.golden
// (go test ./game/skirmish -update rewrites them); the PDF has as many pages.
func TestSkirmishGolden(t *testing.T) { printtest.CheckKinds(t, *update, printKinds(t, "")) }

// TestSkirmishFrenchGolden: what each skirmish PDF writes in French, and
// where, is testdata/fr/NAME.golden (its text only: the drawing is the
// English golden's).
func TestSkirmishFrenchGolden(t *testing.T) {
	printtest.CheckFrench(t, *update, printKinds(t, lang.FR))
}

// TestSkirmishEnglishUnchanged: a page in English (Lang "en") draws what
// a page with no language draws, which the English goldens hold.
func TestSkirmishEnglishUnchanged(t *testing.T) {
	printtest.CheckEnglishUnchanged(t, printKinds(t, lang.EN), printKinds(t, ""))
}

// TestSkirmishTextFits: in both languages, no line of any skirmish PDF
// runs off its page or into its neighbour (French is longer).
func TestSkirmishTextFits(t *testing.T) {
	printtest.CheckTextFits(t, func(l lang.Lang) []printtest.Kind { return printKinds(t, l) })
}

// TestSkirmishMapTrueScale: drawn at the origin, each plot is a disc of the
// map's radius at its position in mm, each bridge a band between two plot
// centres, and the corner markers are the SKIR corner codes where
// tag.Markers puts them (the DR2D board's layout).
func TestSkirmishMapTrueScale(t *testing.T) {
	s := skirmishTestState(t)
	var r print.Recorder
	if err := drawPoster(&r, s.Map, DefaultMapPrint(), print.Pt{}); err != nil {
		t.Fatal(err)
	}
	rec := r.String()
	for _, want := range []string{
		"circle #282828 100.00,100.00 r20.00", // plot A: ink rim
		"circle #282828 300.00,100.00 r20.00",
		"circle #282828 200.00,220.00 r20.00",
		"line #5f4128 w11.00 100.00,100.00 300.00,100.00", // bridge A-B
		"line #5f4128 w11.00 300.00,100.00 200.00,220.00", // B-C
		"line #5f4128 w11.00 100.00,100.00 200.00,220.00", // A-C (listed C A: lower index first)
		`text #282828 s7.60 a0.50 100.00,115.86 "A"`,
	} {
		if !strings.Contains(rec, want) {
			t.Errorf("the map drawing lacks %q", want)
		}
	}
	// Markers: centres 25 mm (gap 5 + half of 40) beyond each corner of the 400 x 300 area.
	for k, c := range []print.Pt{{X: -25, Y: -25}, {X: 425, Y: -25}, {X: 425, Y: 325}, {X: -25, Y: 325}} {
		want := fmt.Sprintf("qr %s s40.00 a0.00 q2%s\n", fmt.Sprintf("%.2f,%.2f", c.X, c.Y), printtest.QRRecord(t, fmt.Sprintf("MC1:SKIR:C:%d", k)))
		if !strings.Contains(rec, want) {
			t.Errorf("corner %d: no MC1:SKIR:C:%d marker at %s", k, k, fmt.Sprintf("%.2f,%.2f", c.X, c.Y))
		}
	}
}

// TestSkirmishTiling: a map larger than a page is tiled across A4 sheets.
func TestSkirmishTiling(t *testing.T) {
	m := printtest.ParseFile(t, "../../boards/skirmish-crossing.map", rules.ParseMap)
	o := DefaultMapPrint()
	// 700 x 500 mm and markers 45 mm beyond, plus 3 mm: 796 x 596 mm. A4
	// landscape windows are 277 x 180 mm (190 less the 10 mm strip),
	// overlapping 10: 3 columns (10 + 3 x 267 >= 796), 4 rows (10 + 4 x 170 >= 596).
	tl, err := PlanMap(m, o)
	if err != nil {
		t.Fatal(err)
	}
	if tl.Cols != 3 || tl.Rows != 4 || tl.Page.Paper.W != 297 {
		t.Errorf("tiling %s, want 4 rows x 3 columns of a4 landscape", tl.Describe())
	}
	var r print.Recorder
	if _, err := PrintMap(&r, m, o); err != nil {
		t.Fatal(err)
	}
	if r.Pages() != 13 {
		t.Errorf("%d pages, want a cover and 12 sheets", r.Pages())
	}
	// The small test map (446 x 346 mm with its markers) needs sheets too;
	// without markers on letter paper... it still needs more than one.
	small := skirmishTestState(t).Map
	tl, _ = PlanMap(small, MapPrint{Page: print.DefaultPage, Overlap: 10})
	if tl.Sheets() < 2 {
		t.Errorf("a 400 x 300 mm map on %d sheet(s)", tl.Sheets())
	}
	if _, err := PlanMap(small, MapPrint{Markers: tag.Markers{Size: 5}, Page: print.DefaultPage}); err == nil {
		t.Error("5 mm corner markers accepted")
	}
}

// TestSkirmishCards: a card shows the robot's stats, weapons and one box a
// structure point.
func TestSkirmishCards(t *testing.T) {
	s := skirmishTestState(t)
	r, _ := s.Robot(1)
	var rec print.Recorder
	DrawCard(&rec, s, *r, print.Pt{})
	out := rec.String()
	for _, want := range []string{`"1  Commandeur porte-drapeau"`, `"commander, Alice"`, `"Speed 2 bridges/turn   Structure 12   Armour 2"`,
		`"canon"`, `"3 br."`, `"pistolet"`, `"MC1:SKIR:R:1"`} {
		if !strings.Contains(out, want) {
			t.Errorf("card lacks %s", want)
		}
	}
	// 12 boxes numbered 12 down to 1.
	for i := 1; i <= 12; i++ {
		if !strings.Contains(out, fmt.Sprintf("%q\n", fmt.Sprint(i))) {
			t.Errorf("no box %d on the structure track", i)
		}
	}
	if h := CardHeight(*r); h <= 0 || h > 100 {
		t.Errorf("card height %g", h)
	}
}

// TestSkirmishCodesRead: the corner markers and robot tags can be scanned.
func TestSkirmishCodesRead(t *testing.T) { printtest.CheckCodesRead(t, printKinds(t, "")) }
