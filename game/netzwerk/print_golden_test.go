package netzwerk

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	rules "mecanoid/engine/netzwerk"
	"mecanoid/internal/lang"
	"mecanoid/print"
)

// The printed pages' golden tests, as print's own (print/helpers_test.go,
// print/french_test.go) check the pages of the games print still holds.

// pagesIn are the documents Netzwerk prints, with their words in l.
func pagesIn(l lang.Lang) []struct {
	name string // its French golden is testdata/fr/NAME.golden
	draw func(print.Doc) error
} {
	o := DefaultBoardPrint()
	o.Page.Lang = l
	return []struct {
		name string
		draw func(print.Doc) error
	}{
		{"netzwerk-board", func(d print.Doc) error { _, err := PrintBoard(d, rules.DefaultConfig, o); return err }},
		{"netzwerk-tags", func(d print.Doc) error { return PrintTags(d, rules.DefaultConfig, o, 0, 0) }},
	}
}

// TestPrintFrenchGolden: what each page writes in French, and where, is
// testdata/fr/NAME.golden (its text only: the drawing is the English
// golden's; go test ./game/netzwerk -update rewrites them).
func TestPrintFrenchGolden(t *testing.T) {
	for _, k := range pagesIn(lang.FR) {
		t.Run(k.name, func(t *testing.T) {
			var r print.Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, filepath.Join("fr", k.name+".golden"), texts(r.String()))
		})
	}
}

// TestPrintEnglishUnchanged: a page in English (Lang "en") draws what a
// page with no language draws, which the English goldens hold.
func TestPrintEnglishUnchanged(t *testing.T) {
	en, none := pagesIn(lang.EN), pagesIn("")
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

// TestPrintTextFits: in both languages, no line of the pages runs off
// its page or into its neighbour (French is longer).
func TestPrintTextFits(t *testing.T) {
	for _, l := range lang.All {
		for _, k := range pagesIn(l) {
			f := &fitCheck{t: t, name: fmt.Sprintf("%s (%s)", k.name, l)}
			if err := k.draw(f); err != nil {
				t.Fatal(err)
			}
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

// checkGolden: got is testdata/name (go test ./game/netzwerk -update
// rewrites it).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./game/netzwerk -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Errorf("differs from %s (go test ./game/netzwerk -update rewrites it) at line %d:\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("differs from %s (go test ./game/netzwerk -update rewrites it): %d lines, want %d", path, len(gl), len(wl))
}

// qrRecord is how the Recorder writes the modules of payload p: a space
// and the row's bits in hexadecimal, dark 1, left first, for each row.
// Written out here rather than asked of the Recorder, to check it.
func qrRecord(t *testing.T, p string) string {
	t.Helper()
	mods, err := print.QRModules(p)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, row := range mods {
		v, bits := 0, 0
		b.WriteString(" ")
		for _, dark := range row {
			v <<= 1
			if dark {
				v |= 1
			}
			if bits++; bits == 4 {
				fmt.Fprintf(&b, "%x", v)
				v, bits = 0, 0
			}
		}
		if bits > 0 {
			fmt.Fprintf(&b, "%x", v<<(4-bits))
		}
	}
	return b.String()
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
