package main

import (
	"strconv"
	"strings"
	"testing"
)

// TestBenchVision runs the vision bench on a few 1080p frames: one a
// category. Its table must have a row a category and the total, easy
// frames must read whole, and no frame may ever give a wrong state, as
// the referee scans it or as a game's first frame.
func TestBenchVision(t *testing.T) {
	code, out, errs := runCLI("bench", "vision", "--frames", "10", "--sizes", "1080p", "--no-zbar")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// Progress, on stderr: a bench runs for minutes.
	if !strings.Contains(errs, "bench vision: 1 of 10 photos (easy 1920x1080)") || !strings.Contains(errs, "bench vision: 10 of 10 photos") {
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
	for _, cat := range []string{"easy", "perspective", "lighting", "blur-noise", "occlusion", "hard", "law-glare", "corner-robot", "far-tilt", "edge-robots", "all"} {
		if len(rows[cat]) != 20 {
			t.Fatalf("row %q: %q\n%s", cat, rows[cat], out)
		}
	}
	if easy := rows["easy"]; easy[3] != "100.0%" || easy[5] != "100.0%" {
		t.Errorf("easy frame not read whole: %q", easy)
	}
	if all := rows["all"]; all[2] != "10" || all[9] != "0" || all[12] != "0" {
		t.Errorf("total: %d frames, %s WRONG, %s WRONG as first frames: %q", 10, all[9], all[12], all)
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
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
