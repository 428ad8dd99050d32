// Command mecanoid-lens is the helper program of `mecanoid calibrate
// lens`: the one build of mecanoid that links OpenCV (calibration/cvlens),
// to find a chessboard and fit a lens to it. The mecanoid binary runs it
// in its place when it lies next to it or on the PATH, so that no other
// command loads OpenCV's libraries (docs/vision.md#lens). `make lens`
// builds it, where libopencv-dev is installed.
//
//	mecanoid-lens calibrate lens --camera SOURCE|PHOTOS... --chessboard 9x6 --square 25mm [-o lens.json]
package main

import (
	"fmt"
	"image"
	"io"
	"os"

	"mecanoid/calibration"
	"mecanoid/calibration/cvlens"
	"mecanoid/calibration/lenscal"
	"mecanoid/fault"
	"mecanoid/internal/lang"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the program, its exit status as mecanoid's (package fault).
func run(args []string, stdout, stderr io.Writer) int {
	if l, err := lang.FromEnv(os.Getenv); err == nil {
		lang.SetUser(l)
	}
	if len(args) < 2 || args[0] != "calibrate" || args[1] != "lens" {
		fmt.Fprintf(stderr, "usage: %s %s\n", lenscal.HelperName, lenscal.Usage)
		return 2
	}
	err := measure(args[2:], stdout)
	if err != nil {
		lang.Say().Fprintf(stderr, "mecanoid calibrate lens: %s\n", err)
	}
	return fault.ExitStatus(err)
}

func measure(args []string, stdout io.Writer) error {
	if !cvlens.Available {
		return cvlens.ErrNoOpenCV // built without cgo: exit 1
	}
	return lenscal.Run(args, stdout, openCV{})
}

// openCV measures with calibration/cvlens.
type openCV struct{}

func (openCV) FindCorners(img image.Image, cols, rows int) ([]calibration.Point, error) {
	return cvlens.FindCorners(img, cols, rows)
}

func (openCV) Calibrate(images []image.Image, cols, rows int, squareMM float64) (calibration.Lens, []float64, error) {
	lens, rep, err := cvlens.Calibrate(images, cols, rows, squareMM)
	rms := make([]float64, len(rep.Views))
	for i, v := range rep.Views {
		rms[i] = v.RMS
	}
	return lens, rms, err
}
