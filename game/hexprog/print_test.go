package hexprog

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	rules "mecanoid/engine/hexprog"
	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// arena is the bundled hex board: 9 x 8 hexes of 60 mm.
func arena(t testing.TB) *rules.Board {
	t.Helper()
	data, err := os.ReadFile("../../boards/arena.hex")
	if err != nil {
		t.Fatal(err)
	}
	b, err := rules.ParseBoard("../../boards/arena.hex", data)
	if err != nil {
		t.Fatal(err)
	}
	return b
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

// printKind is a document the hex game prints, for golden and scanning
// tests (print's own tests have theirs).
type printKind struct {
	name  string // its golden file is testdata/NAME.golden
	draw  func(print.Doc) error
	codes []string // payloads of the QR codes on its pages, each once
}

// printKinds are the hex documents, drawn small enough for golden files,
// their words in l ("": no language, as the English goldens were made).
func printKinds(t *testing.T, l lang.Lang) []printKind {
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
	return []printKind{
		{"hex-board", func(d print.Doc) error {
			o := DefaultBoardPrint()
			o.Markers, o.Page = tag.Markers{Size: 20, Gap: 3}, page
			_, err := PrintBoard(d, small, o)
			return err
		}, []string{"MC1:HEXP:C:0", "MC1:HEXP:C:1", "MC1:HEXP:C:2", "MC1:HEXP:C:3"}},
		{"hex-sheets", func(d print.Doc) error {
			return PrintProgramSheets(d, ProgramSheets{Board: "Arena", Robots: append(ProgramSheetsOf(g.Setup)[:1], ProgramSheet{Robot: 5}), Page: page})
		}, nil},
		{"hex-tags", func(d print.Doc) error {
			return PrintTags(d, Tags{Robots: []int{1, 2, 12}, Size: 30, Page: page})
		}, []string{"MC1:HEXP:R:1", "MC1:HEXP:R:2", "MC1:HEXP:R:12"}},
	}
}

// TestHexGolden: what each hex document draws, page by page, is its golden
// file testdata/KIND.golden (go test ./game/hexprog -update rewrites them);
// its PDF has as many pages and is the same bytes from one run to the next.
func TestHexGolden(t *testing.T) {
	for _, k := range printKinds(t, "") {
		t.Run(k.name, func(t *testing.T) {
			var r print.Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			var out [2]bytes.Buffer
			for i := range out {
				p := print.NewPDF("mecanoid " + k.name)
				if err := k.draw(p); err != nil {
					t.Fatal(err)
				}
				if p.Pages() != r.Pages() {
					t.Errorf("PDF has %d pages, record %d", p.Pages(), r.Pages())
				}
				if err := p.Write(&out[i]); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
				t.Errorf("two runs wrote different PDFs")
			}
			if b := out[0].Bytes(); !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.Contains(b, []byte("D:20250101000000")) {
				t.Errorf("not a PDF with the fixed date")
			}
			checkGolden(t, k.name+".golden", r.String())
		})
	}
}

// TestHexCodesRead: the corner markers and robot tags can be scanned:
// each document's PDF, rasterised with pdftoppm, reads with zbarimg to
// its codes and nothing else. Skipped without the tools.
func TestHexCodesRead(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if testing.Short() {
		t.Skip("short")
	}
	dir := t.TempDir()
	for _, k := range printKinds(t, "") {
		if k.codes == nil {
			continue
		}
		p := print.NewPDF(k.name)
		if err := k.draw(p); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := p.Write(&buf); err != nil {
			t.Fatal(err)
		}
		pdf := filepath.Join(dir, k.name+".pdf")
		if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("pdftoppm", "-r", "150", "-png", pdf, filepath.Join(dir, k.name)).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v: %s", err, out)
		}
		pages, _ := filepath.Glob(filepath.Join(dir, k.name+"-*.png"))
		seen := map[string]bool{}
		for _, png := range pages {
			out, _ := exec.Command("zbarimg", "-q", "--raw", png).Output() // exit 4: no code on the page
			for _, code := range strings.Fields(string(out)) {
				seen[code] = true
			}
		}
		var got []string
		for code := range seen {
			got = append(got, code)
		}
		want := append([]string(nil), k.codes...)
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: codes read %v, want %v", k.name, got, want)
		}
	}
}

// texts are the text lines of a record.
func texts(rec string) string {
	var b strings.Builder
	for _, l := range strings.Split(rec, "\n") {
		if strings.HasPrefix(l, "text ") {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// TestHexFrenchGolden: what each hex document writes in French, and
// where, is testdata/fr/NAME.golden (its text only: the drawing is the
// English golden's; go test ./game/hexprog -update rewrites them).
func TestHexFrenchGolden(t *testing.T) {
	for _, k := range printKinds(t, lang.FR) {
		t.Run(k.name, func(t *testing.T) {
			var r print.Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, filepath.Join("fr", k.name+".golden"), texts(r.String()))
		})
	}
}

// TestHexEnglishUnchanged: a hex document in English (Lang "en") draws
// what one with no language draws, which the English goldens hold.
func TestHexEnglishUnchanged(t *testing.T) {
	en, none := printKinds(t, lang.EN), printKinds(t, "")
	for i := range en {
		var a, b print.Recorder
		if err := en[i].draw(&a); err != nil {
			t.Fatal(err)
		}
		if err := none[i].draw(&b); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: English differs from the default", en[i].name)
		}
	}
}

// fitCheck is a Doc that checks that each line of text lies on its page
// and keeps half a millimetre from any other written at the same height.
type fitCheck struct {
	t       *testing.T
	name    string
	page    int
	w, h    float64
	clipped bool
	boxes   []textBox
}

type textBox struct {
	x0, x1, y, size float64
	s               string
}

func (f *fitCheck) AddPage(w, h float64) {
	f.page++
	f.w, f.h, f.clipped, f.boxes = w, h, false, nil
}
func (f *fitCheck) Clip(x, y, w, h float64)                      { f.clipped = true }
func (f *fitCheck) Unclip()                                      { f.clipped = false }
func (f *fitCheck) Polygon([]print.Pt, color.Color)              {}
func (f *fitCheck) Line(a, b print.Pt, w float64, c color.Color) {}
func (f *fitCheck) Circle(print.Pt, float64, color.Color)        {}
func (f *fitCheck) Text(p print.Pt, size float64, s string, c color.Color, align float64) {
	if f.clipped || strings.TrimSpace(s) == "" {
		return // the board's own labels, cut by the sheet's window
	}
	w := print.TextWidth(s, size)
	b := textBox{p.X - align*w, p.X + (1-align)*w, p.Y, size, s}
	const edge = 3.0 // what no printer prints
	if b.x0 < edge-1e-6 || b.x1 > f.w-edge+1e-6 {
		f.t.Errorf("%s, page %d: %q runs off the page (%.1f..%.1f mm of %.0f)", f.name, f.page, s, b.x0, b.x1, f.w)
	}
	for _, o := range f.boxes {
		if o.y == b.y && o.size == b.size && b.x0 < o.x1+0.5 && o.x0 < b.x1+0.5 {
			f.t.Errorf("%s, page %d: %q runs into %q", f.name, f.page, s, o.s)
		}
	}
	f.boxes = append(f.boxes, b)
}

// TestHexTextFits: in both languages, no line of any hex document runs
// off its page or into its neighbour (French is longer).
func TestHexTextFits(t *testing.T) {
	for _, l := range lang.All {
		for _, k := range printKinds(t, l) {
			f := &fitCheck{t: t, name: fmt.Sprintf("%s (%s)", k.name, l)}
			if err := k.draw(f); err != nil {
				t.Fatal(err)
			}
		}
	}
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
