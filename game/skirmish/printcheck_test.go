package skirmish

// What print's tests check of every page it makes, for the pages this
// folder prints (copied from print's helpers_test.go and french_test.go,
// whose helpers a game's tests cannot reach).

import (
	"bytes"
	"fmt"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"mecanoid/print"
)

// parseFile reads the file at path and parses it, or fails the test.
func parseFile[T any](t testing.TB, path string, parse func(name string, data []byte) (T, error)) T {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	v, err := parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// printKind is a document this folder prints, for golden and scanning tests.
type printKind struct {
	name  string // its golden file is testdata/NAME.golden
	draw  func(print.Doc) error
	codes []string // payloads of the QR codes on its pages, each once
}

// checkPrintGolden: got is testdata/name (go test -update rewrites it).
func checkPrintGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./game/skirmish -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Errorf("differs from %s (go test ./game/skirmish -update rewrites it) at line %d:\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("differs from %s (go test ./game/skirmish -update rewrites it): %d lines, want %d", path, len(gl), len(wl))
}

// checkKinds: what each kind draws, page by page, is its golden file; its
// PDF has as many pages, and two runs write the same bytes, a PDF with the
// fixed date.
func checkKinds(t *testing.T, kinds []printKind) {
	for _, k := range kinds {
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
			b := out[0].Bytes()
			if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.Contains(b, []byte("D:20250101000000")) {
				t.Errorf("not a PDF with the fixed date")
			}
			checkPrintGolden(t, k.name+".golden", r.String())
		})
	}
}

// checkCodesRead rasterises each kind's PDF with pdftoppm and reads its QR
// codes with zbarimg: what is printed can be scanned, and nothing else is
// on the pages. Skipped without the tools.
func checkCodesRead(t *testing.T, kinds []printKind) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if testing.Short() {
		t.Skip("short")
	}
	dir := t.TempDir()
	for _, k := range kinds {
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
		return // the map's own labels, cut by the sheet's window
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
