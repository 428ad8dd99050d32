// Command chessboard-views writes photos of the printed chessboard (10x7
// squares of 25 mm) seen from many angles through vision/synth's wide lens
// at 960x540, as a camera would show them: the folder scripts/lens-guidance.sh
// gives `mecanoid calibrate lens --camera` to draw docs/vision.md's
// pictures of the guidance.
//
//	go run ./scripts/chessboard-views [-n 20] DIR
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"mecanoid/vision/synth"
)

func main() {
	n := flag.Int("n", 20, "photos to write")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/chessboard-views [-n 20] DIR")
		os.Exit(2)
	}
	if err := write(flag.Arg(0), *n); err != nil {
		fmt.Fprintln(os.Stderr, "chessboard-views:", err)
		os.Exit(1)
	}
}

func write(dir string, n int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// The lens of cmd/mecanoid-lens's TestCalibrateLensPhotos.
	l := synth.WideLens
	l.Width, l.Height = 960, 540
	l.FX, l.FY = synth.WideFocal*960, synth.WideFocal*960
	l.CX, l.CY = 481, 270.5
	for i, v := range (synth.Chessboard{Squares: image.Pt(10, 7), Square: 25, Lens: l}).Views(n, 7) {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("view%02d.png", i)))
		if err != nil {
			return err
		}
		if err := png.Encode(f, v.Image); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}
