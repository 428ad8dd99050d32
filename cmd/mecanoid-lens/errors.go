package main

import (
	"errors"
	"regexp"
	"strings"

	"mecanoid/calibration/cvlens"
	"mecanoid/internal/cliflag"
	"mecanoid/internal/fileerr"
	"mecanoid/internal/lang"
)

// errNoOpenCV: this helper was built without cgo, so without OpenCV, the
// one thing it is for.
var errNoOpenCV = errors.New(noOpenCV)

// noOpenCV is errNoOpenCV's text, a key of lenscal's catalog (where every
// word of the helper is, so that mecanoid's catalog test sees them).
const noOpenCV = "this mecanoid-lens was built without cgo, so without OpenCV, which measuring a lens needs: build it again with `make lens` where libopencv-dev and a C++ compiler are installed (scripts/setup.sh installs them; not with CGO_ENABLED=0)"

// packagePrefix is a package's name opening an error ("vision: "), which
// tells the user nothing (as mecanoid's command line drops it).
var packagePrefix = regexp.MustCompile(`(^| ?: )(vision|videocam|calibration|cvlens) ?: `)

// errorText is err as the user reads it after "mecanoid calibrate lens:",
// in p's language: the helper's own errors and the command line's said
// from the catalog, a file that cannot be read as mecanoid says it
// (internal/fileerr), OpenCV's failures with their words kept.
func errorText(p *lang.Printer, err error) string {
	var fe *cliflag.FlagError
	switch {
	case errors.Is(err, errNoOpenCV):
		return p.Sprintf(noOpenCV)
	case errors.As(err, &fe):
		return cliflag.Say(p, fe)
	case errors.Is(err, cvlens.ErrFailed), errors.Is(err, cvlens.ErrTooFewViews):
		// OpenCV's own words after what they mean here.
		detail := packagePrefix.ReplaceAllString(err.Error(), "$1")
		return p.Sprintf("OpenCV found no lens that fits these views (%s): show the chessboard again, tilted more, in every part of the picture", detail)
	}
	text := fileerr.Text(p, err)
	for {
		next := packagePrefix.ReplaceAllString(text, "$1")
		if next == text {
			return strings.TrimSpace(text)
		}
		text = next
	}
}
