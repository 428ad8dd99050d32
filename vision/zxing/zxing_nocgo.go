//go:build !cgo

package zxing

import (
	"errors"
	"image"

	"mecanoid/vision"
)

// Available tells whether this build carries zxing-cpp.
const Available = false

// ErrNoZXing: the build has no cgo, so no zxing-cpp.
var ErrNoZXing = errors.New("zxing: built without cgo: zxing-cpp is not available (vision.Gozxing reads codes in pure Go)")

// Reader decodes with zxing-cpp; without cgo it only reports ErrNoZXing.
type Reader struct{ Harder bool }

var (
	_ vision.Decoder     = Reader{}
	_ vision.PatchReader = Reader{}
)

// Decode reports ErrNoZXing.
func (Reader) Decode(*image.Gray) ([]vision.Code, error) { return nil, ErrNoZXing }

// ReadPatch finds nothing.
func (Reader) ReadPatch(*image.Gray) []vision.Code { return nil }
