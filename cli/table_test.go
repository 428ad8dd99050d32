package cli

import (
	"bytes"
	"image"
	"image/draw"
	"image/jpeg"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mecanoid/vision"
)

// writeFrame writes into dir/name a photo of a position for a game's
// bundled frames: of the photos of 40 seeds from seed, the first whose
// smallest module has minModule px or more (a margin: the bundle must read
// the same on every machine) and which, as a grey JPEG of the quality
// given, reads back as the position. A grey JPEG: the scanner reads grey,
// and the bundle stays small. It gives the frame's size in bytes.
func writeFrame(t *testing.T, dir, name string, seed uint64, quality int, minModule float64,
	photo func(seed uint64) (img image.Image, modulePx float64), reads func(image.Image) bool) int {
	t.Helper()
	for k := range uint64(40) {
		img, module := photo(seed + k)
		if module < minModule {
			continue
		}
		g := image.NewGray(img.Bounds())
		draw.Draw(g, g.Bounds(), img, image.Point{}, draw.Src)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, g, &jpeg.Options{Quality: quality}); err != nil {
			t.Fatal(err)
		}
		back, err := vision.DecodeImage(name, buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !reads(back) {
			continue
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return buf.Len()
	}
	t.Fatalf("%s: no photo of the position reads back in 40 seeds from %d", name, seed)
	return 0
}

// usageCase is a command line refused and what its error says.
type usageCase struct {
	args []string
	says string
}

// wantUsage runs the command prefix followed by each case's arguments:
// exit 2, the error saying what the case says.
func wantUsage(t *testing.T, prefix []string, cases []usageCase) {
	t.Helper()
	for _, c := range cases {
		args := append(append([]string(nil), prefix...), c.args...)
		if code, out, errs := runCLI(args...); code != 2 || !strings.Contains(errs, c.says) {
			t.Errorf("%v: exit %d, %q %q; want 2 and %q", c.args, code, out, errs, c.says)
		}
	}
}

// wantOutput: the output holds each of wants.
func wantOutput(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
