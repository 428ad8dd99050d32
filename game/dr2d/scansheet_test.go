package dr2d

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"mecanoid/cli/clitest"
	"mecanoid/game/dr2d/cartridge"
	"os"
	"path/filepath"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/print"
	"mecanoid/tag"
)

// sheetPhoto writes a JPEG of cartridge sheet id filled with p (nil: blank)
// lying upside down on a table, with extra drawn over the sheet, and
// returns its name.
func sheetPhoto(t *testing.T, id tag.SheetID, p *rules.Program, extra func(c print.Canvas, l tag.SheetLayout)) string {
	t.Helper()
	l := cartridge.Sheet()
	const margin, scale = 25.0, 6.0
	r := print.NewRaster(l.W+2*margin, l.H+2*margin, scale)
	r.Off = print.Pt{X: -margin, Y: -margin}
	print.Rect(r, -margin, -margin, l.W+2*margin, l.H+2*margin, color.RGBA{110, 110, 105, 255})
	print.Rect(r, 0, 0, l.W, l.H, print.White)
	var ticks []tag.Box
	if p != nil {
		ticks = cartridge.Ticks(l, *p)
	}
	if err := print.DrawSheet(r, l, id, print.SheetText{}, print.Pt{}, ticks); err != nil {
		t.Fatal(err)
	}
	if extra != nil {
		extra(r, l)
	}
	// Upside down: the reader finds the sheet's way up from its code.
	b := r.Img.Bounds()
	turned := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			turned.Set(b.Dx()-1-x, b.Dy()-1-y, r.Img.At(x, y))
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, turned, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "sheet.jpg")
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func program(t *testing.T, sleep int, moves ...string) rules.Program {
	t.Helper()
	p := rules.Program{SleepBefore: sleep}
	for i, s := range moves {
		m, err := rules.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.Cartridge[i] = m
	}
	return p
}

// TestScanSheet: a filled sheet reads back as the cartridge, in words and
// as the JSON a game file holds: pasted into a game, it is the same program.
func TestScanSheet(t *testing.T) {
	id := tag.SheetID{Game: tag.DR2D, Robot: 3, Turn: 12}
	tests := []struct {
		name string
		p    rules.Program
		text string
		json string
	}{
		{"moves and sleep", program(t, 4, "LF", "RRB", "F", "-", "-"),
			"robot 3, turn 12 (sheet MC1:DR2D:S:3:12)\n" +
				"move 1  LF    turn left, forward\n" +
				"move 2  RRB   U-turn, back\n" +
				"move 3  F     forward\n" +
				"move 4  -     cancelled: the robot falls asleep before this move (sleep_before 4)\n" +
				"move 5  -     cancelled\n",
			`{"robot":3,"moves":["LF","RRB","F","-","-"],"sleep_before":4}`},
		{"no sleep", program(t, 0, "-", "FR", "B", "LFR", "R"),
			"robot 3, turn 12 (sheet MC1:DR2D:S:3:12)\n" +
				"move 1  -     no move\n" +
				"move 2  FR    forward, turn right\n" +
				"move 3  B     back\n" +
				"move 4  LFR   turn left, forward, turn right\n" +
				"move 5  R     turn right\n",
			`{"robot":3,"moves":["-","FR","B","LFR","R"]}`},
		{"asleep at once", program(t, 1), "", `{"robot":3,"sleep_before":1}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			photo := sheetPhoto(t, id, &tt.p, nil)
			code, out, stderr := clitest.Run("scan-sheet", photo)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			if tt.text != "" && out != tt.text {
				t.Errorf("got:\n%s\nwant:\n%s", out, tt.text)
			}
			code, out, stderr = clitest.Run("scan-sheet", "--json", photo)
			if code != 0 {
				t.Fatalf("--json: exit %d: %s", code, stderr)
			}
			if out != tt.json+"\n" {
				t.Errorf("--json: %s, want %s", out, tt.json)
			}
			game := fmt.Sprintf(`{"board": "../../boards/training.board", "robots": [{"id": 3, "cell": [2, 2], "facing": "S"}], "turns": [{"cartridges": [%s]}]}`, out)
			g, err := rules.ParseGame("sheet-game.json", []byte(game), os.ReadFile)
			if err != nil {
				t.Fatalf("the JSON is not a game file's cartridge: %v", err)
			}
			if got := g.Turns[0][3]; got != tt.p {
				t.Errorf("as a game's cartridge: %+v, want %+v", got, tt.p)
			}
		})
	}
}

// TestScanSheetErrors: an unreadable photo or no sheet is bad input (exit
// 2); a sheet ticked wrongly must be fixed and photographed again (exit 3),
// each problem on its own line, naming the move and the box.
func TestScanSheetErrors(t *testing.T) {
	id := tag.SheetID{Game: tag.DR2D, Robot: 2, Turn: 5}
	p := program(t, 0, "LF", "F", "LFR", "-", "R")
	cross := func(c print.Canvas, b tag.Box) {
		a, z := print.Pt{X: b.Min[0] + 1.3, Y: b.Min[1] + 1.3}, print.Pt{X: b.Min[0] + 5.7, Y: b.Min[1] + 5.7}
		c.Line(a, z, 0.7, print.Pen)
		c.Line(print.Pt{X: a.X, Y: z.Y}, print.Pt{X: z.X, Y: a.Y}, 0.7, print.Pen)
	}
	wrong := sheetPhoto(t, id, &p, func(c print.Canvas, l tag.SheetLayout) {
		right, _ := l.Box(3, tag.TurnBefore, 1)
		cross(c, right)
		back, _ := l.Box(2, tag.StepGroup, int(rules.Backward))
		print.Rect(c, back.Min[0]+1, back.Min[1]+1, 5, 5, color.RGBA{205, 205, 200, 255})
	})
	blank := sheetPhoto(t, id, nil, func(c print.Canvas, l tag.SheetLayout) {
		print.Rect(c, l.QRCentre[0]-l.QRSize/2, l.QRCentre[1]-l.QRSize/2, l.QRSize, l.QRSize, print.White)
	})
	dir := t.TempDir()
	notImage := filepath.Join(dir, "notes.jpg")
	if err := os.WriteFile(notImage, []byte("robot 3: LF RRB F"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want []string // lines of the error
	}{
		{nil, 2, []string{"mecanoid scan-sheet: want one photo: mecanoid scan-sheet PHOTO [--json]"}},
		{[]string{"--colour", wrong}, 2, []string{"mecanoid scan-sheet: flag provided but not defined: -colour"}},
		{[]string{filepath.Join(dir, "missing.jpg")}, 2, []string{"no such file"}},
		{[]string{notImage}, 2, []string{"mecanoid scan-sheet: unreadable image: " + notImage + ": not a PNG or JPEG image"}},
		{[]string{blank}, 2, []string{"mecanoid scan-sheet: " + blank + ": no cartridge sheet in the photo: no QR code found"}},
		{[]string{wrong, "--json"}, 3, []string{
			"mecanoid scan-sheet: " + wrong + ": sheet of robot 2, turn 5: cartridge sheet ticked wrongly:",
			"  move 2, step 'back': faint mark, tick it clearly or leave it empty",
			"  move 3, turn before: both 'left' and 'right' ticked",
		}},
	}
	for _, tt := range tests {
		code, out, stderr := clitest.Run(append([]string{"scan-sheet"}, tt.args...)...)
		if code != tt.code {
			t.Errorf("%v: exit %d, want %d: %s", tt.args, code, tt.code, stderr)
		}
		if out != "" {
			t.Errorf("%v: printed %q", tt.args, out)
		}
		for _, w := range tt.want {
			if !strings.Contains(stderr, w) {
				t.Errorf("%v: stderr lacks %q:\n%s", tt.args, w, stderr)
			}
		}
		if tt.code == 3 {
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			if len(lines) != len(tt.want) {
				t.Errorf("%v: %d lines, want %d:\n%s", tt.args, len(lines), len(tt.want), stderr)
			}
		}
	}
}
