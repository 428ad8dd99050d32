package dr2d

import (
	"bytes"
	"image/color"
	"image/jpeg"
	"image/png"
	"mecanoid/cli/clitest"
	"mecanoid/game"
	"mecanoid/game/dr2d/cartridge"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/print"
	"mecanoid/tag"
)

// print tags --game netzwerk prints Netzwerk's tags, whose code game/netzwerk
// registers; this test binary does not link it.
func init() { tag.RegisterGame("NETZ", "netzwerk") }

// TestPrintBoard: the board PDF and PNG are written, and a second run
// writes the same bytes.
func TestPrintBoard(t *testing.T) {
	dir := t.TempDir()
	var pdfs [2][]byte
	for i := range pdfs {
		pdf := filepath.Join(dir, "board"+string(rune('a'+i))+".pdf")
		code, out, stderr := clitest.Run("print", "board", "../../boards/factory.board", "-o", pdf, "--png", filepath.Join(dir, "board.png"), "--dpi", "20")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		for _, want := range []string{"wrote " + pdf + ": 14 pages, Factory floor at 50 mm a tile on 12 sheets of a4 portrait (3 rows x 4 columns)", "board.png: 549x549 px at 20 dpi"} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s", want, out)
			}
		}
		var err error
		if pdfs[i], err = os.ReadFile(pdf); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.HasPrefix(pdfs[0], []byte("%PDF-")) {
		t.Error("not a PDF")
	}
	if !bytes.Equal(pdfs[0], pdfs[1]) {
		t.Error("two runs wrote different PDFs")
	}
	f, err := os.Open(filepath.Join(dir, "board.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Errorf("PNG: %v", err)
	}
}

// TestPrintKinds: every kind of print works from the bundled files, on both papers.
func TestPrintKinds(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tags", "--robots", "1-4,7", "--laws", "1-3", "--batteries", "2", "--corners"},
			"14 tags of 40 mm\n40 mm tags: 1.6 mm modules."},
		{[]string{"tags", "--game", "netzwerk", "--robots", "0", "--laws", "0", "--batteries", "3", "--size", "25", "--view", "700"},
			"3 tags of 25 mm\n25 mm tags: 1 mm modules. At 3 px a module a camera needs 3.00 px per mm of table: seeing a 700 mm wide table, ≥ 2100 px across: 2592x1944 (5 MP) is enough; 1920x1080 (1080p) is not (2.7 px a module)."},
		{[]string{"sheets", "../../examples/factory-demo.json", "--turns", "3"}, "6 pages, 12 cartridge sheets: robots [1 2 3 4], turns 3-5"},
		{[]string{"sheets", "../../boards/training.board", "--robots", "2,5", "--turns", "4-5", "--paper", "letter"}, "2 pages, 4 cartridge sheets: robots [2 5], turns 4-5"},
		{[]string{"report", "../../examples/factory-demo.json"}, "2 turns of factory-demo.json"},
		{[]string{"board", "../../boards/gauntlet.board", "--layout", "3", "--paper", "letter", "--margin", "6", "--overlap", "0"}, "The gauntlet at 50 mm a tile on 12 sheets of letter portrait"},
	} {
		out := filepath.Join(dir, tc.args[0]+".pdf")
		code, stdout, stderr := clitest.Run(append(append([]string{"print"}, tc.args...), "-o", out)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, code, stderr)
			continue
		}
		if !strings.Contains(stdout, tc.want) {
			t.Errorf("%v: output lacks %q:\n%s", tc.args, tc.want, stdout)
		}
		if data, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%v: no PDF written (%v)", tc.args, err)
		}
	}
}

func TestPrintStdout(t *testing.T) {
	code, out, stderr := clitest.Run("print", "report", "../../examples/factory-demo.json", "-o", "-")
	if code != 0 || !strings.HasPrefix(out, "%PDF-") || !strings.HasSuffix(out, "%%EOF\n") {
		t.Fatalf("exit %d, output %.20q: %s", code, out, stderr)
	}
}

// TestPrintBadInput: bad input fails with exit 2, a message naming the
// problem (and the file and line for files), nothing on standard output
// and no file written.
func TestPrintBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.pdf")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"board", "../../cli/testdata/bad/unknown-tile.board"}, `testdata/bad/unknown-tile.board:2:7: unknown tile "Q"`},
		{[]string{"board", "../../cli/testdata/no-such.board"}, "no such file"},
		{[]string{"board", "../../boards/factory.board", "--paper", "a3"}, `print: unknown paper "a3"; known: a4, letter`},
		{[]string{"board", "../../boards/factory.board", "--tile", "10"}, "print: tile 10 mm is too small; tiles are at least 20 mm"},
		{[]string{"board", "../../boards/factory.board", "--layout", "3"}, "print: no layout 3: the board has 2"},
		{[]string{"board", "../../boards/factory.board", "--margin", "90"}, "print: margin 90 mm on a4 paper"},
		{[]string{"board", "../../boards/factory.board", "--overlap", "120"}, "print: overlap 120 mm"},
		{[]string{"board", "../../boards/factory.board", "--png", filepath.Join(dir, "x.png"), "--dpi", "5000"}, "--dpi 5000: 10..600"},
		{[]string{"board", "../../boards/factory.board", "--tiles", "40"}, "flag provided but not defined: -tiles"},
		{[]string{"board"}, "usage: mecanoid print board BOARDFILE"},
		{[]string{"tags", "--size", "8"}, "print: tags of 8 mm are too small to be read; at least 15 mm"},
		{[]string{"tags", "--robots", "3-1"}, `--robots "3-1": want numbers 1..999 like 1-6 or 1,3,5`},
		{[]string{"tags", "--game", "chess"}, `--game "chess": known games are dr2d, `},
		{[]string{"tags", "--view", "wide"}, `--view "wide": want WIDTH or WIDTHxHEIGHT in mm`},
		{[]string{"tags", "--robots", "0", "--laws", "0"}, "print: no tag to print"},
		{[]string{"sheets", "../../examples/factory-demo.json", "--turns", "0"}, `--turns "0": want a count N (1..100) or a range A-B`},
		{[]string{"sheets", "../../cli/testdata/bad/truncated.json"}, "truncated.json:3:44: JSON ends too early"},
		{[]string{"sheets", "../../boards/factory.board", "--paper", "letter", "--margin", "30"}, "print: cartridge sheets are 180 x 125 mm"},
		{[]string{"report", "../../cli/testdata/bad/unknown-tile.json"}, `unknown-tile.board:2:7: unknown tile "Q"`},
		{[]string{"report"}, "usage: mecanoid print report GAME"},
		{[]string{"poster"}, `unknown thing to print "poster"`},
		{nil, "want: mecanoid print board BOARDFILE | tags | sheets GAME_OR_BOARD | report GAME"},
	} {
		args := append([]string{"print"}, tc.args...)
		if len(tc.args) > 0 && tc.args[0] != "poster" {
			args = append(args, "-o", out)
		}
		code, stdout, stderr := clitest.Run(args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: wrote %s anyway", tc.args, out)
		}
	}
}

// fakeLP installs a stand-in for lp that notes its arguments and keeps a
// copy of the file it was given.
func fakeLP(t *testing.T, script string) (dir string) {
	t.Helper()
	dir = t.TempDir()
	lp := filepath.Join(dir, "lp")
	if err := os.WriteFile(lp, []byte("#!/bin/sh\n"+script), 0o755); err != nil {
		t.Fatal(err)
	}
	old := game.LPCommand
	game.LPCommand = lp
	t.Cleanup(func() { game.LPCommand = old })
	return dir
}

func TestPrintToPrinter(t *testing.T) {
	dir := fakeLP(t, `echo "$@" > "$(dirname "$0")/args"; cp "$3" "$(dirname "$0")/printed.pdf"; echo "request id is office-42 (1 file)"`)
	code, out, stderr := clitest.Run("print", "tags", "--robots", "1", "--laws", "0", "--printer", "office")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "sent 1 page to printer office: request id is office-42") || strings.Contains(out, "wrote") {
		t.Errorf("output: %q", out)
	}
	args, _ := os.ReadFile(filepath.Join(dir, "args"))
	f := strings.Fields(string(args))
	if len(f) != 3 || f[0] != "-d" || f[1] != "office" || !strings.HasSuffix(f[2], ".pdf") {
		t.Fatalf("lp called with %q", args)
	}
	if _, err := os.Stat(f[2]); err == nil {
		t.Errorf("temporary %s left behind", f[2])
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "printed.pdf")); !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Error("lp was not given a PDF")
	}

	// With -o the file is kept and printed.
	keep := filepath.Join(t.TempDir(), "kept.pdf")
	if code, out, stderr := clitest.Run("print", "tags", "--robots", "1", "--printer", "office", "-o", keep); code != 0 || !strings.Contains(out, "wrote "+keep) {
		t.Fatalf("exit %d: %s%s", code, out, stderr)
	}
	if args, _ := os.ReadFile(filepath.Join(dir, "args")); strings.TrimSpace(string(args)) != "-d office "+keep {
		t.Errorf("lp called with %q", args)
	}
}

func TestPrintPrinterFails(t *testing.T) {
	fakeLP(t, `echo "lp: The printer or class does not exist." >&2; exit 1`)
	code, _, stderr := clitest.Run("print", "tags", "--printer", "nowhere")
	if code != 1 || !strings.Contains(stderr, "-d nowhere: exit status 1: lp: The printer or class does not exist.") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// TestScanFrenchSheet: a cartridge sheet printed in French, its labels
// longer, reads back as the program ticked on it.
func TestScanFrenchSheet(t *testing.T) {
	id := tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 7}
	p := program(t, 5, "RRF", "LB", "-", "FL")
	l := cartridge.Sheet()
	const margin, scale = 25.0, 6.0
	r := print.NewRaster(l.W+2*margin, l.H+2*margin, scale)
	r.Off = print.Pt{X: -margin, Y: -margin}
	print.Rect(r, -margin, -margin, l.W+2*margin, l.H+2*margin, color.RGBA{110, 110, 105, 255})
	print.Rect(r, 0, 0, l.W, l.H, print.White)
	if err := print.DrawSheet(r, l, id, print.SheetText{Board: "Factory floor", Lang: lang.FR}, print.Pt{}, cartridge.Ticks(l, p)); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, r.Img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	photo := filepath.Join(t.TempDir(), "feuille.jpg")
	if err := os.WriteFile(photo, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := clitest.Run("scan-sheet", "--json", photo)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if want := `{"robot":2,"moves":["RRF","LB","-","FL","-"],"sleep_before":5}` + "\n"; out != want {
		t.Errorf("read %s, want %s", out, want)
	}
}

// TestPrintFrenchErrors: what is wrong with a print command is said in
// French with --lang fr, print's own checks included, and is bad input.
func TestPrintFrenchErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"board", "../../boards/factory.board", "--tile", "10"},
			"des dalles de 10 mm sont trop petites ; 20 mm au moins (un robot et son étiquette tiennent sur une dalle)"},
		{[]string{"board", "../../boards/factory.board", "--paper", "a5"}, `papier "a5" inconnu ; connus : a4, letter`},
		{[]string{"tags", "--size", "10"}, "des étiquettes de 10 mm sont trop petites pour être lues ; 15 mm au moins"},
		{[]string{"tags", "--view", "abc"}, `--view "abc" : LARGEUR ou LARGEURxHAUTEUR en mm, comme 700x700`},
		{[]string{"sheets", "../../examples/factory-demo.json", "--turns", "x"}, `--turns "x" : un nombre N (de 1 à 100) ou des tours A-B (de 1 à 999)`},
		{[]string{"board"}, "usage : mecanoid print board BOARDFILE"},
	} {
		code, _, stderr := clitest.Run(append(append([]string{"print"}, tc.args...), "--lang", "fr", "-o", filepath.Join(t.TempDir(), "x.pdf"))...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
	if _, _, stderr := clitest.Run("print", "board", "../../boards/factory.board", "--tile", "10", "--lang", "en"); !strings.Contains(stderr, "tile 10 mm is too small; tiles are at least 20 mm") {
		t.Errorf("English: %s", stderr)
	}
}
