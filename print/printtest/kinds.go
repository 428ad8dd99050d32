package printtest

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/print"
)

// Kind is one document a package prints, drawn from its test files.
type Kind struct {
	Name  string // its golden file is testdata/NAME.golden, its French one testdata/fr/NAME.golden
	Draw  func(print.Doc) error
	Codes []string // payloads of the QR codes on its pages, each once (nil: not scanned)
}

// CheckKinds checks, in a subtest each, that what each kind draws, page by
// page, is its golden file testdata/NAME.golden (update rewrites it); that
// its PDF has as many pages; and that two runs write the same bytes, a PDF
// with the fixed date. Use it with the kinds drawn in no language, as the
// English goldens were made.
func CheckKinds(t *testing.T, update bool, kinds []Kind) {
	for _, k := range kinds {
		t.Run(k.Name, func(t *testing.T) {
			var r print.Recorder
			if err := k.Draw(&r); err != nil {
				t.Fatal(err)
			}
			var out [2]bytes.Buffer
			for i := range out {
				p := print.NewPDF("mecanoid " + k.Name)
				if err := k.Draw(p); err != nil {
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
			CheckGolden(t, update, k.Name+".golden", r.String())
		})
	}
}

// CheckFrench checks, in a subtest each, that what each kind writes, and
// where, is testdata/fr/NAME.golden (its text only: the drawing is the
// English golden's; update rewrites them). Use it with the kinds drawn in
// French.
func CheckFrench(t *testing.T, update bool, kinds []Kind) {
	for _, k := range kinds {
		t.Run(k.Name, func(t *testing.T) {
			var r print.Recorder
			if err := k.Draw(&r); err != nil {
				t.Fatal(err)
			}
			CheckGolden(t, update, filepath.Join("fr", k.Name+".golden"), Texts(r.String()))
		})
	}
}

// CheckEnglishUnchanged checks that each kind drawn in English (Lang "en")
// draws what the same kind drawn with no language draws, which the English
// goldens hold. en and none list the same kinds in the same order.
func CheckEnglishUnchanged(t *testing.T, en, none []Kind) {
	t.Helper()
	if len(en) != len(none) {
		t.Fatalf("%d kinds in English, %d with no language", len(en), len(none))
	}
	for i := range en {
		var a, b print.Recorder
		if err := en[i].Draw(&a); err != nil {
			t.Fatal(err)
		}
		if err := none[i].Draw(&b); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: English differs from the default", en[i].Name)
		}
	}
}

// CheckTextFits draws the kinds of each language (kindsIn(l) for every l
// of lang.All) on a FitCheck: in no language does a line of any document
// run off its page or into its neighbour (French is longer).
func CheckTextFits(t *testing.T, kindsIn func(lang.Lang) []Kind) {
	t.Helper()
	for _, l := range lang.All {
		for _, k := range kindsIn(l) {
			if err := k.Draw(NewFitCheck(t, fmt.Sprintf("%s (%s)", k.Name, l))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// CheckCodesRead rasterises each kind's PDF with pdftoppm and reads its QR
// codes with zbarimg: what is printed can be scanned, and nothing else is
// on the pages (kinds without Codes are passed over). Skipped without the
// tools, and with -short.
func CheckCodesRead(t *testing.T, kinds []Kind) {
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
		if k.Codes == nil {
			continue
		}
		p := print.NewPDF(k.Name)
		if err := k.Draw(p); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := p.Write(&buf); err != nil {
			t.Fatal(err)
		}
		pdf := filepath.Join(dir, k.Name+".pdf")
		if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("pdftoppm", "-r", "150", "-png", pdf, filepath.Join(dir, k.Name)).CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v: %s", err, out)
		}
		pages, _ := filepath.Glob(filepath.Join(dir, k.Name+"-*.png"))
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
		want := append([]string(nil), k.Codes...)
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: codes read %v, want %v", k.Name, got, want)
		}
	}
}
