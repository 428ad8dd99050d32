package dr2d

import (
	"encoding/json"
	"mecanoid/cli/clitest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	rules "mecanoid/engine/dr2d"
	"mecanoid/tag"
	"mecanoid/vision/synth"
)

// TestSynthThenScan: the acceptance of the scanner from the command line. A
// generated photo is read right, with and without a calibration file.
func TestSynthThenScan(t *testing.T) {
	dir := t.TempDir()
	if code, _, stderr := clitest.Run("synth", "-o", dir, "--category", "perspective", "--seed", "5"); code != 0 {
		t.Fatalf("synth: exit %d: %s", code, stderr)
	}
	base := filepath.Join(dir, "perspective-1920x1080-5")
	var truth synth.Truth
	data, err := os.ReadFile(base + ".json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &truth); err != nil {
		t.Fatal(err)
	}

	calFile := filepath.Join(dir, "cal.json")
	code, out, stderr := clitest.Run("calibrate", base+".jpg", "--board", base+".board", "-o", calFile)
	if code != 0 {
		t.Fatalf("calibrate: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "wrote "+calFile) {
		t.Errorf("calibrate said %q", out)
	}
	// Progress, on stderr: a 12 Mpx photo takes seconds.
	if !strings.Contains(stderr, "calibrate: reading the codes of a ") || !strings.Contains(stderr, "4 of the 4 corner markers; solving the camera") {
		t.Errorf("calibrate shows no progress: %q", stderr)
	}
	if st, err := os.Stat(filepath.Join(dir, "cal-found.png")); err != nil || st.Size() == 0 {
		t.Errorf("annotated picture: %v", err)
	}

	for _, withCal := range []bool{false, true} {
		args := []string{"scan", base + ".jpg", "--board", base + ".board", "--json", "--robots", "1-2"}
		if withCal {
			args = append(args, "--calibration", calFile)
		}
		code, out, stderr := clitest.Run(args...)
		if code != 0 {
			t.Fatalf("scan (calibration file %v): exit %d: %s\n%s", withCal, code, stderr, out)
		}
		var got struct {
			Pieces []struct {
				Tag      string
				Col, Row int
				Facing   string
			}
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		if len(got.Pieces) != len(truth.Pieces) {
			t.Errorf("read %d pieces, the photo has %d", len(got.Pieces), len(truth.Pieces))
		}
		read := map[string]string{}
		for _, p := range got.Pieces {
			read[p.Tag] = strings.Join([]string{itoa(p.Col), itoa(p.Row), p.Facing}, " ")
		}
		for _, p := range truth.Pieces {
			if want := strings.Join([]string{itoa(p.Col), itoa(p.Row), p.Facing}, " "); read[p.Payload] != want {
				t.Errorf("%s: read %q, truly %q", p.Payload, read[p.Payload], want)
			}
		}
	}

	// The same, as text, in English and in French: a line a piece.
	for _, c := range []struct{ lang, facing, confidence string }{{"en", "] facing ", ", confidence "}, {"fr", "] face ", ", confiance "}} {
		code, out, stderr := clitest.Run("scan", base+".jpg", "--board", base+".board", "--robots", "1-2", "--lang", c.lang)
		if code != 0 || strings.Count(out, c.facing) != len(truth.Pieces) || strings.Count(out, c.confidence) != len(truth.Pieces) {
			t.Errorf("scan --lang %s: exit %d, %s\n%s", c.lang, code, stderr, out)
		}
	}

	// Every code, game piece or not.
	code, out, stderr = clitest.Run("scan", "--codes", base+".jpg")
	if code != 0 {
		t.Fatalf("scan --codes: exit %d: %s", code, stderr)
	}
	lines := strings.Fields(out)
	if len(lines) != len(truth.Pieces)+4+len(truth.Foreign) {
		t.Errorf("scan --codes printed %d codes, the photo has %d pieces, 4 markers and %d foreign codes:\n%s", len(lines), len(truth.Pieces), len(truth.Foreign), out)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestScanBadInput(t *testing.T) {
	dir := t.TempDir()
	ph, err := synth.Generate(synth.Options{Category: synth.Categories[0], Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	board := filepath.Join(dir, "b.board")
	os.WriteFile(board, []byte(ph.Truth.BoardText), 0o644)
	truncated := filepath.Join(dir, "cut.jpg")
	os.WriteFile(truncated, ph.JPEG[:len(ph.JPEG)/2], 0o644)
	text := filepath.Join(dir, "notes.png")
	os.WriteFile(text, []byte("hello"), 0o644)
	badCal := filepath.Join(dir, "cal.json")
	os.WriteFile(badCal, []byte(`{"version": 1, "colour": "red"}`), 0o644)
	photo := filepath.Join(dir, "ok.jpg")
	os.WriteFile(photo, ph.JPEG, 0o644)

	cases := []struct {
		args []string
		code int
		say  string
	}{
		{[]string{"scan", truncated, "--board", board}, 2, "cut.jpg"},
		{[]string{"scan", "--codes", text}, 2, "notes.png: not a PNG or JPEG"},
		{[]string{"scan", filepath.Join(dir, "none.jpg"), "--board", board}, 2, "none.jpg"},
		{[]string{"scan", photo}, 2, "--board"},
		{[]string{"scan", photo, "--board", board, "--calibration", badCal}, 2, "cal.json"},
		{[]string{"scan", photo, "--board", board, "--robots", "9"}, 3, "robot 9: not seen"},
		{[]string{"scan", photo, "--board", board, "--robots", "9", "--lang", "fr"}, 3, "photo à reprendre :\n  robot 9 : pas vue : son étiquette est-elle cachée"},
		{[]string{"calibrate", truncated, "--board", board, "-o", filepath.Join(dir, "c.json")}, 2, "cut.jpg"},
	}
	for _, c := range cases {
		code, out, stderr := clitest.Run(c.args...)
		if code != c.code || !strings.Contains(stderr, c.say) {
			t.Errorf("%v: exit %d, stderr %q (stdout %q); want exit %d saying %q", c.args, code, stderr, out, c.code, c.say)
		}
	}
}

// TestScanExpectsTheLaws: the laws the board file places are expected: a
// law token not seen is a photo to take again (exit 3) naming it, unless a
// robot stands on its cell; without --robots the scan says that a hidden
// robot is not noticed.
func TestScanExpectsTheLaws(t *testing.T) {
	const boardFile = "../../boards/demo.board"
	text, _ := os.ReadFile(boardFile)
	b, err := rules.ParseBoard(boardFile, text)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	photo := func(name string, ps []synth.Placement) string {
		easy, _ := synth.CategoryByName("easy")
		ph, err := synth.Generate(synth.Options{Category: easy, Seed: 5, BoardText: string(text), Pieces: ps})
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, ph.JPEG, 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	robot := func(id, col, row int) synth.Placement {
		return synth.Placement{Payload: tag.Payload{Game: tag.DR2D, Kind: tag.Robot, ID: id}.String(), Col: col, Row: row, Facing: "N"}
	}
	all := demoPieces(b, []synth.Placement{robot(1, 2, 2)})
	withoutLaw3 := all[:len(all)-1]
	l3 := b.Laws[2]
	for _, tc := range []struct {
		name   string
		pieces []synth.Placement
		code   int
		says   string
	}{
		{"every law", all, 0, ""},
		{"law 3 missing", withoutLaw3, 3, "law 3: not seen"},
		{"law 3 under robot 2", append(append([]synth.Placement{}, withoutLaw3...), robot(2, l3.X, l3.Y)), 0, ""},
	} {
		code, out, errs := clitest.Run("scan", photo(strings.ReplaceAll(tc.name, " ", "-")+".jpg", tc.pieces), "--board", boardFile)
		if code != tc.code || !strings.Contains(out+errs, tc.says) {
			t.Errorf("%s: exit %d, want %d saying %q:\n%s%s", tc.name, code, tc.code, tc.says, out, errs)
		}
		if !strings.Contains(errs, "no robots expected (--robots 1-4): a robot hidden or off the board is not noticed") {
			t.Errorf("%s: without --robots the scan does not say so: %q", tc.name, errs)
		}
	}
}
