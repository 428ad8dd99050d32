package print

import (
	"fmt"
	"image/color"
	"mecanoid/game/dr2d/cartridge"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/internal/lang"
	"mecanoid/tag"
)

// kindsIn are every document print makes, drawn from the test files with
// their words in l.
func kindsIn(t *testing.T, l lang.Lang) []printKind {
	b, g := benchBoard(t), benchGame(t)
	prog := g.Turns[0][2]
	page := DefaultPage
	page.Lang = l
	letter := Page{Paper: Letter, Margin: 10, Lang: l}
	board := benchPrint()
	board.Page = page
	return []printKind{
		{"board", func(d Doc) error { _, err := PrintBoard(d, b, board); return err }, nil},
		{"tags", func(d Doc) error {
			return PrintTags(d, TagSheets{Game: tag.DR2D, Robots: []int{1, 2}, Laws: []int{1}, Batteries: []int{1},
				Corners: true, MarkerSize: 25, Size: 30, ViewW: 700, ViewH: 700, Page: page})
		}, nil},
		{"sheets", func(d Doc) error {
			return PrintCartridgeSheets(d, CartridgeSheets{Game: tag.DR2D, Layout: cartridge.Sheet(), Board: "Test bench", Robots: []int{1, 2},
				Turns: []int{1}, Names: map[int]string{1: "Rouge"}, Page: letter})
		}, nil},
		{"sheet-filled", func(d Doc) error {
			d.AddPage(A4.W, A4.H)
			return DrawSheet(d, cartridge.Sheet(), tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 1}, SheetText{Board: "Test bench", Lang: l}, Pt{15, 15}, cartridge.Ticks(cartridge.Sheet(), prog))
		}, nil},
		{"report", func(d Doc) error { return PrintReport(d, g, "bench-game.json", page) }, nil},
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

// TestFrenchGolden: what each document writes in French, and where, is
// testdata/fr/NAME.golden (its text only: the drawing is the English
// golden's; go test ./print -update rewrites them).
func TestFrenchGolden(t *testing.T) {
	for _, k := range kindsIn(t, lang.FR) {
		t.Run(k.name, func(t *testing.T) {
			var r Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, filepath.Join("fr", k.name+".golden"), texts(r.String()))
		})
	}
}

// TestEnglishUnchanged: a page in English (Lang "en") draws what a page
// with no language draws, which the English goldens hold.
func TestEnglishUnchanged(t *testing.T) {
	en, none := kindsIn(t, lang.EN), kindsIn(t, "")
	for i := range en {
		var a, b Recorder
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
func (f *fitCheck) Clip(x, y, w, h float64)                { f.clipped = true }
func (f *fitCheck) Unclip()                                { f.clipped = false }
func (f *fitCheck) Polygon([]Pt, color.Color)              {}
func (f *fitCheck) Line(a, b Pt, w float64, c color.Color) {}
func (f *fitCheck) Circle(Pt, float64, color.Color)        {}
func (f *fitCheck) Text(p Pt, size float64, s string, c color.Color, align float64) {
	if f.clipped || strings.TrimSpace(s) == "" {
		return // the board's own labels, cut by the sheet's window
	}
	w := TextWidth(s, size)
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

// TestTextFits: in both languages, no line of any document runs off its
// page or into its neighbour (French is longer).
func TestTextFits(t *testing.T) {
	for _, l := range lang.All {
		for _, k := range kindsIn(t, l) {
			f := &fitCheck{t: t, name: fmt.Sprintf("%s (%s)", k.name, l)}
			if err := k.draw(f); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestReportEventWords: the turn report says each event with the words
// it is given, in the page's language, the rule after it.
func TestReportEventWords(t *testing.T) {
	g := benchGame(t)
	var r Recorder
	words := func(p *lang.Printer, e dr2d.Event, before *dr2d.State) string {
		return p.Sprintf("robot %d", e.Robot) + " " + string(e.Kind)
	}
	if err := PrintReportIn(&r, g, "bench-game.json", Page{Paper: A4, Margin: 10, Lang: lang.FR}, words); err != nil {
		t.Fatal(err)
	}
	rec := r.String()
	for _, want := range []string{`"robot 1 law [law]"`, `"robot 2 actuator [actuator]"`, `"Mouvement 1"`} {
		if !strings.Contains(rec, want) {
			t.Errorf("the report lacks %s", want)
		}
	}
	if strings.Contains(rec, "downloads law") {
		t.Error("the report keeps the engine's words")
	}
}

// TestReportRobotWords: the report says robots and cartridges in English
// as the engine does (dr2d.RobotLine, dr2d.ProgramsText, their padding
// gone), and in French in the rule texts' words.
func TestReportRobotWords(t *testing.T) {
	var robots []dr2d.Robot
	for i, f := range []dr2d.Dir{dr2d.North, dr2d.East, dr2d.South, dr2d.West} {
		robots = append(robots, dr2d.Robot{ID: i + 1, Cell: dr2d.Cell{X: i + 1, Y: 2}, Facing: f, PC: 7 - i, Sleep: dr2d.Sleep(i % 3)})
	}
	robots = append(robots, dr2d.Robot{ID: 5, Name: "Rouge", Left: true, PC: 3, Laws: 7},
		dr2d.Robot{ID: 6, Cell: dr2d.Cell{X: 3, Y: 3}, Laws: 5, LostMoves: 2, Sleep: dr2d.Asleep},
		dr2d.Robot{ID: 7, Cell: dr2d.Cell{X: 3, Y: 4}, LostMoves: 1})
	en := lang.EN.Printer()
	for _, rb := range robots {
		if got, want := robotWords(en, rb), strings.Join(strings.Fields(dr2d.RobotLine(rb)), " "); got != want {
			t.Errorf("English %q, the engine says %q", got, want)
		}
	}
	fr := lang.FR.Printer()
	for i, want := range map[int]string{
		1: "robot 2 [2,2] face à l'est 6 PC aucune loi passe en veille",
		3: "robot 4 [4,2] face à l'ouest 4 PC aucune loi en marche",
		4: "robot 5 (Rouge) a quitté le plateau 3 PC lois : 1 2 3 en marche",
		5: "robot 6 [3,3] face au nord 0 PC lois : 1 3 en veille, 2 mouvements à perdre",
		6: "robot 7 [3,4] face au nord 0 PC aucune loi en marche, 1 mouvement à perdre",
	} {
		if got := robotWords(fr, robots[i]); got != want {
			t.Errorf("French %q, want %q", got, want)
		}
	}
	g := benchGame(t)
	var want []string
	for _, l := range strings.Split(strings.TrimSpace(dr2d.ProgramsText(g.Turns[0])), "\n") {
		want = append(want, strings.Join(strings.Fields(l), " "))
	}
	var got []string
	for _, l := range programLines(en, g.Turns[0]) {
		got = append(got, strings.Join(strings.Fields(l), " "))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("cartridges in English:\n%s\nthe engine says:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if fr := programLines(fr, g.Turns[0]); len(fr) != 2 || fr[1] != "robot 2 : F F L - RRF (veille avant le mouvement 5)" {
		t.Errorf("cartridges in French: %q", fr)
	}
}
