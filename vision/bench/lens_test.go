package bench

import (
	"image"
	"strings"
	"testing"

	"mecanoid/internal/lang"
	"mecanoid/vision/synth"
)

// TestWideLens: photos through a wide-angle lens are read right with the
// lens file, and without it never read wrong (refused, or right).
func TestWideLens(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and scans photos through a wide lens: ~20 s")
	}
	c, _ := synth.CategoryByName("wide-lens")
	var misses strings.Builder
	rows, err := Vision(Options{PerCell: 6, Sizes: []image.Point{synth.Size1080p}, Seed: 1, Categories: []synth.Category{c}, Misses: &misses})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].lens != NoLensFile || rows[1].lens != LensFile {
		t.Fatalf("rows %+v, want the category without then with its lens file", rows)
	}
	for _, r := range rows {
		if r.wrong+r.firstWrong > 0 {
			t.Errorf("%s: %d wrong states, %d as a first frame\n%s", r.name(lang.EN.Printer()), r.wrong, r.firstWrong, misses.String())
		}
	}
	with := rows[1]
	if with.right != with.frames || with.firstRefusedAll > 0 {
		t.Errorf("with the lens file: %d of %d right, %d first frames refused\n%s", with.right, with.frames, with.firstRefusedAll, misses.String())
	}
	var b strings.Builder
	WriteTable(&b, rows, false, lang.FR.Printer())
	if !strings.Contains(b.String(), "| wide-lens (avec fichier d'objectif) | 1920x1080 | 6 |") {
		t.Errorf("table in French:\n%s", b.String())
	}
}
