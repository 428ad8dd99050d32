package print

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

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

// printKind is a document mecanoid prints, for golden and scanning tests.
type printKind struct {
	name  string // its golden file is testdata/NAME.golden
	draw  func(Doc) error
	codes []string // payloads of the QR codes on its pages, each once
}

// checkGolden: got is testdata/name (go test ./print -update rewrites it).
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
		t.Fatalf("%v (go test ./print -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			t.Errorf("differs from %s (go test ./print -update rewrites it) at line %d:\ngot  %s\nwant %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("differs from %s (go test ./print -update rewrites it): %d lines, want %d", path, len(gl), len(wl))
}

// checkKinds: what each kind draws, page by page, is its golden file; its
// PDF has as many pages, and two runs write the same bytes, a PDF with the
// fixed date.
func checkKinds(t *testing.T, kinds []printKind) {
	for _, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			var r Recorder
			if err := k.draw(&r); err != nil {
				t.Fatal(err)
			}
			var out [2]bytes.Buffer
			for i := range out {
				p := NewPDF("mecanoid " + k.name)
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
			checkGolden(t, k.name+".golden", r.String())
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

// qrRecord is how the Recorder writes the modules of payload p: a space
// and the row's bits in hexadecimal, dark 1, left first, for each row.
// Written out here rather than asked of the Recorder, to check it.
func qrRecord(t *testing.T, p string) string {
	t.Helper()
	mods, err := QRModules(p)
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
