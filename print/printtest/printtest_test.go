package printtest

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/print"
)

// failures is a testing.TB that keeps what Errorf says instead of failing,
// to see the checks fail.
type failures struct {
	testing.TB
	said []string
}

func (f *failures) Helper() {}
func (f *failures) Errorf(format string, args ...any) {
	f.said = append(f.said, fmt.Sprintf(format, args...))
}

// TestFitCheckBites: a line within 3 mm of the page's edge, and one that
// runs into its neighbour at the same height and size, each fail once;
// clipped text and text on a new page are not compared.
func TestFitCheckBites(t *testing.T) {
	f := &failures{TB: t}
	d := NewFitCheck(f, "doc")
	ink := color.Black
	d.AddPage(100, 100)
	d.Text(print.Pt{X: 10, Y: 10}, 4, "fits", ink, 0)
	d.Text(print.Pt{X: 99, Y: 20}, 4, "off the edge", ink, 1)
	d.Text(print.Pt{X: 10, Y: 30}, 4, "first", ink, 0)
	d.Text(print.Pt{X: 10 + print.TextWidth("first", 4) + 0.2, Y: 30}, 4, "second", ink, 0)
	d.Clip(0, 0, 100, 100)
	d.Text(print.Pt{X: -50, Y: 40}, 4, "a board's label cut by the window", ink, 0)
	d.Unclip()
	d.AddPage(100, 100)
	d.Text(print.Pt{X: 10, Y: 10}, 4, "fits", ink, 0)
	if len(f.said) != 2 || !strings.Contains(f.said[0], `doc, page 1: "off the edge" runs off the page`) ||
		!strings.Contains(f.said[1], `doc, page 1: "second" runs into "first"`) {
		t.Errorf("said %q", f.said)
	}
}

// TestCheckGoldenBites: a record that differs from its golden file fails
// naming the file and the first line that differs; update rewrites it.
func TestCheckGoldenBites(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.MkdirAll("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "a.golden"), []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := &failures{TB: t}
	CheckGolden(f, false, "a.golden", "one\ntwo\n")
	CheckGolden(f, false, "a.golden", "one\nthree\n")
	CheckGolden(f, false, "a.golden", "one\ntwo\n\nfour")
	if len(f.said) != 2 || !strings.Contains(f.said[0], "testdata/a.golden") || !strings.Contains(f.said[0], "at line 2:\ngot  three\nwant two") ||
		!strings.Contains(f.said[1], "4 lines, want 3") {
		t.Errorf("said %q", f.said)
	}
	f.said = nil
	CheckGolden(f, true, "a.golden", "one\nthree\n")
	CheckGolden(f, false, "a.golden", "one\nthree\n")
	if len(f.said) != 0 {
		t.Errorf("after update, said %q", f.said)
	}
}

// TestTexts: a record's text lines only, each ending its line.
func TestTexts(t *testing.T) {
	var r print.Recorder
	r.AddPage(100, 100)
	r.Line(print.Pt{}, print.Pt{X: 1, Y: 1}, 1, color.Black)
	r.Text(print.Pt{X: 10, Y: 10}, 4, "hello", color.Black, 0)
	got := Texts(r.String())
	if strings.Count(got, "\n") != 1 || !strings.HasPrefix(got, "text ") || !strings.Contains(got, `"hello"`) {
		t.Errorf("texts %q of\n%s", got, r.String())
	}
}
