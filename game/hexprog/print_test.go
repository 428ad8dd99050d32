package hexprog

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/print/printtest"
	"mecanoid/tag"
)

// arena is the bundled hex board: 9 x 8 hexes of 60 mm.
func arena(t testing.TB) *rules.Board {
	return printtest.ParseFile(t, "../../boards/arena.hex", rules.ParseBoard)
}

// The arena of 60 mm hexes is 484.97 x 510 mm; with 45 mm corner markers
// (5 mm gap + 40 mm) and 3 mm of white the print spans 580.97 x 606 mm. On A4
// with 10 mm margins, a 10 mm strip and 10 mm overlaps a portrait window is
// 190 x 267 mm: ceil(570.97/180) = 4 columns, ceil(596/257) = 3 rows;
// landscape (277 x 180) needs 3 x 4 too, and portrait wins the tie.
func TestHexBoardTiling(t *testing.T) {
	b := arena(t)
	tl, err := PlanBoard(b, DefaultBoardPrint())
	if err != nil {
		t.Fatal(err)
	}
	if tl.Cols != 4 || tl.Rows != 3 || tl.Page.Paper.W != 210 {
		t.Errorf("tiling %s, want 4 columns x 3 rows of portrait A4", tl.Describe())
	}
	var r print.Recorder
	if _, err := PrintBoard(&r, b, DefaultBoardPrint()); err != nil {
		t.Fatal(err)
	}
	if r.Pages() != 13 {
		t.Errorf("%d pages, want a cover and 12 sheets", r.Pages())
	}
}

// True scale: on the cover-less drawing, hex [3,2] of a 60 mm board lies
// 1.5·2 radii east and 1.5 hexes south of [1,1]'s centre, and every marker
// payload is a HEXP corner.
func TestHexPosterScale(t *testing.T) {
	b := arena(t)
	o := DefaultBoardPrint()
	l, w, h := o.HexLayout(b)
	r := 60 / math.Sqrt(3)
	c11, c32 := l.Centre(rules.Cell{Col: 1, Row: 1}.Hex()), l.Centre(rules.Cell{Col: 3, Row: 2}.Hex())
	if math.Abs(c11.X-r) > 1e-9 || math.Abs(c11.Y-30) > 1e-9 || math.Abs(c32.X-c11.X-3*r) > 1e-9 || math.Abs(c32.Y-c11.Y-60) > 1e-9 {
		t.Errorf("[1,1] at %v, [3,2] at %v", c11, c32)
	}
	var rec print.Recorder
	rec.AddPage(1000, 1000)
	if err := drawPoster(&rec, b, o, print.Pt{X: 100, Y: 100}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(rec.String(), "\nqr "); n != 4 {
		t.Errorf("%d QR codes on the poster, want the 4 corner markers", n)
	}
	x, y := tag.DefaultMarkers.Centre(2, w, h)
	if at := fmt.Sprintf("qr %.2f,%.2f", 100+x, 100+y); !strings.Contains(rec.String(), at) { // the Recorder's "x,y" to 0.01 mm
		t.Errorf("no south-east marker at %v", print.Pt{X: 100 + x, Y: 100 + y})
	}
}

func TestHexPrintErrors(t *testing.T) {
	b := arena(t)
	o := DefaultBoardPrint()
	o.Across = 20
	if _, err := PlanBoard(b, o); err == nil || !strings.Contains(err.Error(), "hexes of 20 mm") {
		t.Errorf("20 mm hexes: %v", err)
	}
	var r print.Recorder
	if err := PrintTags(&r, Tags{Robots: []int{1}, Size: 10, Page: print.DefaultPage}); err == nil {
		t.Errorf("10 mm tags were accepted")
	}
	if err := PrintProgramSheets(&r, ProgramSheets{Page: print.DefaultPage}); err == nil {
		t.Errorf("program sheets for no robot were accepted")
	}
}

// printKinds are the hex documents, drawn small enough for golden files,
// their words in l ("": no language, as the English goldens were made).
func printKinds(t *testing.T, l lang.Lang) []printtest.Kind {
	small, err := rules.ParseBoard("small", []byte("name Small\n. ~ Z\nSr G @\n"))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../examples/hexprog/duel.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.ParseGame("../../examples/hexprog/duel.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	page := print.DefaultPage
	page.Lang = l
	return []printtest.Kind{
		{Name: "hex-board", Draw: func(d print.Doc) error {
			o := DefaultBoardPrint()
			o.Markers, o.Page = tag.Markers{Size: 20, Gap: 3}, page
			_, err := PrintBoard(d, small, o)
			return err
		}, Codes: []string{"MC1:HEXP:C:0", "MC1:HEXP:C:1", "MC1:HEXP:C:2", "MC1:HEXP:C:3"}},
		{Name: "hex-sheets", Draw: func(d print.Doc) error {
			return PrintProgramSheets(d, ProgramSheets{Board: "Arena", Robots: append(ProgramSheetsOf(g.Setup)[:1], ProgramSheet{Robot: 5}), Page: page})
		}},
		{Name: "hex-tags", Draw: func(d print.Doc) error {
			return PrintTags(d, Tags{Robots: []int{1, 2, 12}, Size: 30, Page: page})
		}, Codes: []string{"MC1:HEXP:R:1", "MC1:HEXP:R:2", "MC1:HEXP:R:12"}},
	}
}

// TestHexGolden: what each hex document draws, page by page, is its golden
// file testdata/KIND.golden (go test ./game/hexprog -update rewrites them);
// its PDF has as many pages and is the same bytes from one run to the next.
func TestHexGolden(t *testing.T) { printtest.CheckKinds(t, *update, printKinds(t, "")) }

// TestHexCodesRead: the corner markers and robot tags can be scanned:
// each document's PDF, rasterised with pdftoppm, reads with zbarimg to
// its codes and nothing else. Skipped without the tools.
func TestHexCodesRead(t *testing.T) { printtest.CheckCodesRead(t, printKinds(t, "")) }

// TestHexFrenchGolden: what each hex document writes in French, and
// where, is testdata/fr/NAME.golden (its text only: the drawing is the
// English golden's; go test ./game/hexprog -update rewrites them).
func TestHexFrenchGolden(t *testing.T) { printtest.CheckFrench(t, *update, printKinds(t, lang.FR)) }

// TestHexEnglishUnchanged: a hex document in English (Lang "en") draws
// what one with no language draws, which the English goldens hold.
func TestHexEnglishUnchanged(t *testing.T) {
	printtest.CheckEnglishUnchanged(t, printKinds(t, lang.EN), printKinds(t, ""))
}

// TestHexTextFits: in both languages, no line of any hex document runs
// off its page or into its neighbour (French is longer).
func TestHexTextFits(t *testing.T) {
	printtest.CheckTextFits(t, func(l lang.Lang) []printtest.Kind { return printKinds(t, l) })
}

// The program sheet shows the program's steps and tests as written.
func TestProgramSheetContent(t *testing.T) {
	prog, err := rules.ParseProgram("?1 T ?2 D+1 R+1", map[int]string{1: "robot enemy ahead within 2", 2: "ahead free"}, 15)
	if err != nil {
		t.Fatal(err)
	}
	var r print.Recorder
	if err := PrintProgramSheets(&r, ProgramSheets{Robots: []ProgramSheet{{Robot: 1, Name: "Hunter", Player: "Vert", Program: prog}}, Page: print.DefaultPage}); err != nil {
		t.Fatal(err)
	}
	out := r.String()
	for _, want := range []string{`"robot 1 Hunter"`, `"D+1"`, `"?2"`, `"robot enemy ahead within 2"`, `"Shots (10):"`, `"Signals (5):"`, `"15"`} {
		if !strings.Contains(out, want) {
			t.Errorf("sheet lacks %s", want)
		}
	}
}
