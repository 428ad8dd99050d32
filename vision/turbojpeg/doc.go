// Package turbojpeg decodes JPEG files straight to their luminance with
// libjpeg-turbo's TurboJPEG API (cgo, libturbojpeg0-dev), which skips the
// colour planes: several times faster than image/jpeg at 12 Mpx, the
// difference between a frame read in 250 ms or not on a Raspberry Pi.
//
// Importing it is enough: built with cgo, it registers Decode as the JPEG
// decoder of vision.DecodeImage (vision.RegisterJPEGDecoder). Built without
// cgo it registers nothing, Available is false and Decode fails with
// ErrNoTurboJPEG; vision then decodes with image/jpeg.
//
// It replaces OpenCV's decoder (gocv's IMDecode, libjpeg-turbo too), which
// linked all of OpenCV, videoio and imgcodecs with their 240 libraries,
// into every command of the binary (issue 19, point 4).
package turbojpeg

import "errors"

// ErrNoTurboJPEG: this program was built without cgo, so without
// libjpeg-turbo.
var ErrNoTurboJPEG = errors.New("turbojpeg: built without cgo/libjpeg-turbo: JPEG files are decoded by image/jpeg")

// ErrDecode: libjpeg-turbo cannot decode these bytes (not a JPEG, truncated,
// corrupt, too large); the error says what libjpeg-turbo found.
var ErrDecode = errors.New("turbojpeg: cannot decode")

// Name names the decoder for vision.JPEGDecoder.
const Name = "libjpeg-turbo"

// maxPixels bounds the pictures Decode accepts, before it allocates: a
// corrupt header may announce 65535x65535 pixels (4 GiB). 256 Mpx is
// twenty times the Pi HQ camera's frame.
const maxPixels = 1 << 28
