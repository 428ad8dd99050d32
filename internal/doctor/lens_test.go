package doctor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mecanoid/calibration"
	"mecanoid/internal/lang"
)

// TestLens: the doctor says whether the table's calibration holds a
// measured lens, and how old it is.
func TestLens(t *testing.T) {
	var m Machine
	if c := m.Lens("", time.Now()); c.Status != "skip" {
		t.Errorf("no calibration: %+v", c)
	}
	data, err := os.ReadFile("../../calibration/testdata/demo.json")
	if err != nil {
		t.Fatal(err)
	}
	cal, err := calibration.Parse("demo.json", data)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bare := filepath.Join(dir, "bare.json")
	if err := cal.Save(bare); err != nil {
		t.Fatal(err)
	}
	if c := m.Lens(bare, time.Now()); c.Status != "warn" || !strings.Contains(c.Detail, "no lens measured") || !strings.Contains(c.Fix, "calibrate lens") {
		t.Errorf("no lens: %+v", c)
	}
	measured := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	cal.Lens = calibration.Lens{Width: cal.Width, Height: cal.Height, FX: 1000, FY: 1000, CX: float64(cal.Width) / 2, CY: float64(cal.Height) / 2, K1: -0.26, Measured: measured}
	withLens := filepath.Join(dir, "lens.json")
	if err := cal.Save(withLens); err != nil {
		t.Fatal(err)
	}
	c := m.Lens(withLens, measured.Add(40*24*time.Hour+time.Hour))
	if c.Status != "ok" || !strings.Contains(c.Detail, "measured 2026-03-01 (40 days ago)") {
		t.Errorf("a lens: %+v", c)
	}
	if fr := lang.FR.Printer().Say(c.Said.Detail); !strings.Contains(fr, "mesuré le 2026-03-01 (il y a 40 jours)") {
		t.Errorf("in French: %q", fr)
	}
	if c := m.Lens(filepath.Join(dir, "none.json"), time.Now()); c.Status != "warn" {
		t.Errorf("no file: %+v", c)
	}
}
