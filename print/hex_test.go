package print

import (
	"math"
	"os"
	"strings"
	"testing"

	"mecanoid/engine/hexprog"
	"mecanoid/tag"
)

func arena(t testing.TB) *hexprog.Board {
	t.Helper()
	return parseFile(t, "../boards/arena.hex", hexprog.ParseBoard)
}

// The arena of 60 mm hexes is 484.97 x 510 mm; with 45 mm corner markers
// (5 mm gap + 40 mm) and 3 mm of white the print spans 580.97 x 606 mm. On A4
// with 10 mm margins, a 10 mm strip and 10 mm overlaps a portrait window is
// 190 x 267 mm: ceil(570.97/180) = 4 columns, ceil(596/257) = 3 rows;
// landscape (277 x 180) needs 3 x 4 too, and portrait wins the tie.
func TestHexBoardTiling(t *testing.T) {
	b := arena(t)
	tl, err := PlanHexBoard(b, DefaultHexBoardPrint())
	if err != nil {
		t.Fatal(err)
	}
	if tl.Cols != 4 || tl.Rows != 3 || tl.Page.Paper.W != 210 {
		t.Errorf("tiling %s, want 4 columns x 3 rows of portrait A4", tl.Describe())
	}
	var r Recorder
	if _, err := PrintHexBoard(&r, b, DefaultHexBoardPrint()); err != nil {
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
	o := DefaultHexBoardPrint()
	l, w, h := o.HexLayout(b)
	r := 60 / math.Sqrt(3)
	c11, c32 := l.Centre(hexprog.Cell{Col: 1, Row: 1}.Hex()), l.Centre(hexprog.Cell{Col: 3, Row: 2}.Hex())
	if math.Abs(c11.X-r) > 1e-9 || math.Abs(c11.Y-30) > 1e-9 || math.Abs(c32.X-c11.X-3*r) > 1e-9 || math.Abs(c32.Y-c11.Y-60) > 1e-9 {
		t.Errorf("[1,1] at %v, [3,2] at %v", c11, c32)
	}
	var rec Recorder
	rec.AddPage(1000, 1000)
	if err := drawHexPoster(&rec, b, o, Pt{100, 100}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(rec.String(), "\nqr "); n != 4 {
		t.Errorf("%d QR codes on the poster, want the 4 corner markers", n)
	}
	x, y := tag.DefaultMarkers.Centre(2, w, h)
	if !strings.Contains(rec.String(), "qr "+pt(Pt{100 + x, 100 + y})) {
		t.Errorf("no south-east marker at %v", Pt{100 + x, 100 + y})
	}
}

func TestHexPrintErrors(t *testing.T) {
	b := arena(t)
	o := DefaultHexBoardPrint()
	o.Across = 20
	if _, err := PlanHexBoard(b, o); err == nil || !strings.Contains(err.Error(), "hexes of 20 mm") {
		t.Errorf("20 mm hexes: %v", err)
	}
	var r Recorder
	if err := PrintHexTags(&r, HexTags{Robots: []int{1}, Size: 10, Page: DefaultPage}); err == nil {
		t.Errorf("10 mm tags were accepted")
	}
	if err := PrintProgramSheets(&r, ProgramSheets{Page: DefaultPage}); err == nil {
		t.Errorf("program sheets for no robot were accepted")
	}
}

// hexKinds are the hex documents, drawn small enough for golden files.
func hexKinds(t *testing.T) []printKind {
	small, err := hexprog.ParseBoard("small", []byte("name Small\n. ~ Z\nSr G @\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := parseFile(t, "../examples/hexprog/duel.json", func(name string, data []byte) (*hexprog.Game, error) {
		return hexprog.ParseGame(name, data, os.ReadFile)
	})
	return []printKind{
		{"hex-board", func(d Doc) error {
			o := DefaultHexBoardPrint()
			o.Markers = tag.Markers{Size: 20, Gap: 3}
			_, err := PrintHexBoard(d, small, o)
			return err
		}, []string{"MC1:HEXP:C:0", "MC1:HEXP:C:1", "MC1:HEXP:C:2", "MC1:HEXP:C:3"}},
		{"hex-sheets", func(d Doc) error {
			return PrintProgramSheets(d, ProgramSheets{Board: "Arena", Robots: append(ProgramSheetsOf(g.Setup)[:1], ProgramSheet{Robot: 5}), Page: DefaultPage})
		}, nil},
		{"hex-tags", func(d Doc) error {
			return PrintHexTags(d, HexTags{Robots: []int{1, 2, 12}, Size: 30, Page: DefaultPage})
		}, []string{"MC1:HEXP:R:1", "MC1:HEXP:R:2", "MC1:HEXP:R:12"}},
	}
}

// TestHexGolden: each hex document is its golden file, and a PDF of as
// many pages, the same bytes twice.
func TestHexGolden(t *testing.T) { checkKinds(t, hexKinds(t)) }

// TestHexCodesRead: the corner markers and robot tags can be scanned.
func TestHexCodesRead(t *testing.T) { checkCodesRead(t, hexKinds(t)) }

// The program sheet shows the program's steps and tests as written.
func TestProgramSheetContent(t *testing.T) {
	prog, err := hexprog.ParseProgram("?1 T ?2 D+1 R+1", map[int]string{1: "robot enemy ahead within 2", 2: "ahead free"}, 15)
	if err != nil {
		t.Fatal(err)
	}
	var r Recorder
	if err := PrintProgramSheets(&r, ProgramSheets{Robots: []ProgramSheet{{Robot: 1, Name: "Hunter", Player: "Vert", Program: prog}}, Page: DefaultPage}); err != nil {
		t.Fatal(err)
	}
	out := r.String()
	for _, want := range []string{`"robot 1 Hunter"`, `"D+1"`, `"?2"`, `"robot enemy ahead within 2"`, `"Shots (10):"`, `"Signals (5):"`, `"15"`} {
		if !strings.Contains(out, want) {
			t.Errorf("sheet lacks %s", want)
		}
	}
}
