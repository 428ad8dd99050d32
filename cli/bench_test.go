package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	qrcode "github.com/skip2/go-qrcode"
)

// TestBenchVision runs the vision bench on a few 1080p frames: one a
// category. Its table must have a row a category and the total, easy
// frames must read whole, and no frame may ever give a wrong state, as
// the referee scans it or as a game's first frame.
func TestBenchVision(t *testing.T) {
	code, out, errs := runCLI("bench", "vision", "--frames", "12", "--sizes", "1080p", "--no-zbar")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// Progress, on stderr: a bench runs for minutes.
	if !strings.Contains(errs, "of 12 photos (perspective 1920x1080)") || !strings.Contains(errs, "bench vision: 12 of 12 photos") {
		t.Errorf("the bench shows no progress: %q", errs)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| category") {
			continue
		}
		cells := strings.Split(line, "|")
		cells = cells[1 : len(cells)-1]
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		rows[cells[0]] = cells
	}
	for _, cat := range []string{"easy", "perspective", "lighting", "blur-noise", "occlusion", "hard", "law-glare", "corner-robot", "far-tilt", "edge-robots", "far-marker", "wide-lens (no lens file)", "wide-lens (lens file)", "all"} {
		if len(rows[cat]) != 20 {
			t.Fatalf("row %q: %q\n%s", cat, rows[cat], out)
		}
	}
	if easy := rows["easy"]; easy[3] != "100.0%" || easy[5] != "100.0%" {
		t.Errorf("easy frame not read whole: %q", easy)
	}
	// The wide lens's photo is read twice: without its lens file, and with.
	if all := rows["all"]; all[2] != "13" || all[9] != "0" || all[12] != "0" {
		t.Errorf("total: %d frames, %s WRONG, %s WRONG as first frames: %q", 13, all[9], all[12], all)
	}
	for cat, cells := range rows {
		for _, c := range cells[3:7] {
			if v, ok := strings.CutSuffix(c, "%"); ok && mustFloat(t, v) > 100 {
				t.Errorf("%s: a share over 100%%: %q", cat, cells)
			}
		}
	}
	if !strings.Contains(out, "JPEG decoder ") || !strings.Contains(out, "board state right (≥3 px/module)") || !strings.Contains(out, "refused, all readable") {
		t.Errorf("header:\n%s", out)
	}
	if code, _, errs := runCLI("bench", "vision", "--frames", "2"); code != 2 || !strings.Contains(errs, "--frames too small") {
		t.Errorf("too few frames: exit %d %s", code, errs)
	}
	if code, _, errs := runCLI("bench", "vision", "--categories", "easy,nosuch"); code != 2 || !strings.Contains(errs, `--categories: no category "nosuch"`) {
		t.Errorf("no such category: exit %d %s", code, errs)
	}
}

// TestBenchVisionFOV (issue 34): the first frames of far-marker, a corner
// marker covered or too blurred to read, are refused for it unless the
// camera's field of view is given (--fov), as the referee's --fov gives
// it; then they are read right. Never a wrong board, even with the field
// of view 5° off.
func TestBenchVisionFOV(t *testing.T) {
	firstRefused := func(args ...string) (all, marker string) {
		t.Helper()
		args = append([]string{"bench", "vision", "--categories", "far-marker", "--frames", "3", "--sizes", "1080p", "--no-zbar"}, args...)
		code, out, errs := runCLI(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s\n%s", args, code, errs, out)
		}
		for _, line := range strings.Split(out, "\n") {
			if cells := strings.Split(line, "|"); len(cells) > 14 && strings.TrimSpace(cells[1]) == "far-marker" {
				if w := strings.TrimSpace(cells[10]) + strings.TrimSpace(cells[13]); w != "00" {
					t.Errorf("%v: WRONG states: %s", args, line)
				}
				return strings.TrimSpace(cells[11]), strings.TrimSpace(cells[12])
			}
		}
		t.Fatalf("%v: no far-marker row:\n%s", args, out)
		return
	}
	// Seeds 1-3: the far marker blurred, shaded, covered.
	if all, marker := firstRefused(); mustFloat(t, all)+mustFloat(t, marker) != 3 {
		t.Errorf("without --fov: first frames refused %s with every marker readable, %s with a marker hidden; want the three", all, marker)
	}
	if all, marker := firstRefused("--fov"); all != "0" || marker != "0" {
		t.Errorf("--fov: first frames refused %s with every marker readable, %s with a marker hidden; want none", all, marker)
	}
	// A field of view 5° off: the twelve corners do not fit the camera
	// (refused) or fit it closely enough: never a wrong board.
	firstRefused("--fov", "--fov-error", "5")
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestBenchDecoders compares the decoders on a folder of photos with their
// texts: a code each decoder reads, and a photo whose text file says
// something else, counted as a wrong text.
func TestBenchDecoders(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"a": "MC1:DR2D:R:1", "b": "HTTPS://EXAMPLE.COM"} {
		q, err := qrcode.New(text, qrcode.Medium)
		if err != nil {
			t.Fatal(err)
		}
		if err := q.WriteFile(200, filepath.Join(dir, name+".png")); err != nil {
			t.Fatal(err)
		}
		want := text
		if name == "b" {
			want = "HTTPS://EXAMPLE.ORG"
		}
		if err := os.WriteFile(filepath.Join(dir, name+".txt"), []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("no photo"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("bench", "decoders", dir, "--no-zbar")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	var all []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| all |") {
			all = strings.Split(line, "|")
		}
	}
	if len(all) < 4 {
		t.Fatalf("no total row:\n%s", out)
	}
	for _, cell := range all[3 : len(all)-1] {
		if strings.TrimSpace(cell) != "1 (1)" {
			t.Errorf("a decoder read %q, want 1 (1): 1 photo read, 1 with a wrong text\n%s", cell, out)
		}
	}
	if code, _, errs := runCLI("bench", "decoders", t.TempDir()); code == 0 || !strings.Contains(errs, "no photo") {
		t.Errorf("an empty folder: exit %d %s", code, errs)
	}
}

func TestBenchLive(t *testing.T) {
	code, out, errs := runCLI("bench", "live", "--clips", "1", "--size", "640x360", "--fps", "10")
	if code != 0 || !strings.Contains(out, "| 1 | ") || !strings.Contains(out, "watch ms a frame") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	if code, _, errs := runCLI("bench", "live", "--clips", "0"); code != 2 || !strings.Contains(errs, "positive") {
		t.Errorf("--clips 0: exit %d, %s", code, errs)
	}
}
