// Command mecanoid-lens is the helper program of `mecanoid calibrate
// lens`: the one build of mecanoid that links OpenCV (calibration/cvlens),
// to find a chessboard and fit a lens to it. The mecanoid binary runs it
// in its place when it lies next to it or on the PATH, so that no other
// command loads OpenCV's libraries (docs/vision.md#lens). `make lens`
// builds it, where libopencv-dev is installed; `make pi` builds it for the
// Raspberry Pi too (docs/raspberry-pi.md). It says everything in the
// user's language (MECANOID_LANG, which mecanoid sets from --lang, then
// the locale), as mecanoid does.
//
//	mecanoid-lens calibrate lens --camera SOURCE|PHOTOS... --chessboard 9x6 --square 25mm [-o lens.json]
package main

import (
	"errors"
	"image"
	"io"
	"os"

	"mecanoid/calibration"
	"mecanoid/calibration/cvlens"
	"mecanoid/calibration/lenscal"
	"mecanoid/fault"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/lang"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the program, its exit status as mecanoid's (package fault).
func run(args []string, stdout, stderr io.Writer) int {
	if l, err := lang.FromEnv(os.Getenv); err == nil {
		lang.SetUser(l)
	}
	p := lang.Say()
	if len(args) < 2 || args[0] != "calibrate" || args[1] != "lens" {
		p.Fprintf(stderr, "usage: %s %s\n", lenscal.HelperName, lenscal.Usage)
		return 2
	}
	err := measure(args[2:], stdout)
	var help *cliflag.HelpRequest
	if errors.As(err, &help) {
		lenscal.WriteHelp(stdout, p, help.FS)
		return 0
	}
	if err != nil {
		p.Fprintf(stderr, "mecanoid calibrate lens: %s\n", errorText(p, err))
		if errors.As(err, new(*cliflag.FlagError)) {
			p.Fprintf(stderr, "Run 'mecanoid calibrate lens --help' for usage.\n")
		}
	}
	return fault.ExitStatus(err)
}

func measure(args []string, stdout io.Writer) error {
	if err := lenscal.CheckArgs(args); err != nil {
		return err
	}
	if !cvlens.Available {
		return errNoOpenCV // built without cgo: exit 1
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
