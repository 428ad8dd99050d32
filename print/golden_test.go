package print

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"mecanoid/engine/dr2d"
	"mecanoid/tag"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func benchBoard(t testing.TB) *dr2d.Board {
	t.Helper()
	data, err := os.ReadFile("testdata/bench.board")
	if err != nil {
		t.Fatal(err)
	}
	b, err := dr2d.ParseBoard("testdata/bench.board", data)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func benchGame(t testing.TB) *dr2d.Game {
	t.Helper()
	data, err := os.ReadFile("testdata/bench-game.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := dr2d.ParseGame("testdata/bench-game.json", data, os.ReadFile)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// benchPrint prints the bench board on two sheets side by side: small
// corner markers keep it to one row.
func benchPrint() BoardPrint {
	o := DefaultBoardPrint()
	o.Markers = tag.Markers{Size: 20, Gap: 3}
	return o
}

// kinds are the documents mecanoid prints, each drawn from the bench files.
func kinds(t testing.TB) []struct {
	name  string
	draw  func(Doc) error
	codes []string // payloads of the QR codes on its pages, each once
} {
	b, g := benchBoard(t), benchGame(t)
	prog := g.Turns[0][2]
	corners := []string{"MC1:DR2D:C:0", "MC1:DR2D:C:1", "MC1:DR2D:C:2", "MC1:DR2D:C:3"}
	return []struct {
		name  string
		draw  func(Doc) error
		codes []string
	}{
		{"board", func(d Doc) error { _, err := PrintBoard(d, b, benchPrint()); return err },
			corners},
		{"tags", func(d Doc) error {
			return PrintTags(d, TagSheets{Game: tag.DR2D, Robots: []int{1, 2}, Laws: []int{1}, Batteries: []int{1},
				Corners: true, MarkerSize: 25, Size: 30, ViewW: 700, ViewH: 700, Page: DefaultPage})
		}, append([]string{"MC1:DR2D:R:1", "MC1:DR2D:R:2", "MC1:DR2D:L:1", "MC1:DR2D:B:1"}, corners...)},
		{"sheets", func(d Doc) error {
			return PrintCartridgeSheets(d, CartridgeSheets{Game: tag.DR2D, Board: "Test bench", Robots: []int{1, 2},
				Turns: []int{1}, Names: map[int]string{1: "Rouge"}, Page: Page{Letter, 10}})
		}, []string{"MC1:DR2D:S:1:1", "MC1:DR2D:S:2:1"}},
		{"sheet-filled", func(d Doc) error {
			d.AddPage(A4.W, A4.H)
			return DrawSheet(d, tag.CartridgeSheet(), tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 1}, SheetText{Board: "Test bench"}, Pt{15, 15}, &prog)
		}, []string{"MC1:DR2D:S:2:1"}},
		{"report", func(d Doc) error { return PrintReport(d, g, "bench-game.json", DefaultPage) }, nil},
	}
}

// TestGolden: what each kind of PDF draws, page by page, is what
// testdata/KIND.golden says (go test ./print -update rewrites them).
func TestGolden(t *testing.T) {
	for _, k := range kinds(t) {
		t.Run(k.name, func(t *testing.T) {
			var r Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			var p *PDF = NewPDF("test")
			if err := k.draw(p); err != nil {
				t.Fatal(err)
			}
			if p.Pages() != r.Pages() {
				t.Errorf("PDF has %d pages, record %d", p.Pages(), r.Pages())
			}
			path := filepath.Join("testdata", k.name+".golden")
			got := r.String()
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("differs from %s (go test ./print -update rewrites it) at line %d:\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("differs from %s (go test ./print -update rewrites it): %d lines, want %d", path, len(gl), len(wl))
			}
		})
	}
}

// TestPDFDeterministic: the same drawing gives the same bytes.
func TestPDFDeterministic(t *testing.T) {
	for _, k := range kinds(t) {
		var out [2]bytes.Buffer
		for i := range out {
			p := NewPDF("mecanoid " + k.name)
			if err := k.draw(p); err != nil {
				t.Fatal(err)
			}
			if err := p.Write(&out[i]); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(out[0].Bytes(), out[1].Bytes()) {
			t.Errorf("%s: two runs wrote different PDFs", k.name)
		}
		b := out[0].Bytes()
		if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.Contains(b, []byte("D:20250101000000")) {
			t.Errorf("%s: not a PDF with the fixed date", k.name)
		}
	}
}

// TestPDFCodesRead rasterises each PDF with pdftoppm and reads its QR codes
// with zbarimg: what is printed can be scanned. Skipped without the tools.
func TestPDFCodesRead(t *testing.T) {
	for _, tool := range []string{"pdftoppm", "zbarimg"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if testing.Short() {
		t.Skip("short")
	}
	dir := t.TempDir()
	for _, k := range kinds(t) {
		if k.codes == nil {
			continue
		}
		p := NewPDF(k.name)
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
