//go:build !cgo

package zbar

import (
	"errors"
	"image"

	"mecanoid/vision"
)

// Available tells whether this build carries zbar.
const Available = false

// ErrNoZbar: the build has no cgo, so no zbar.
var ErrNoZbar = errors.New("zbar: built without cgo: zbar is not available")

// Reader decodes with zbar; without cgo it only reports ErrNoZbar.
type Reader struct{ Density int }

var (
	_ vision.Decoder     = Reader{}
	_ vision.PatchReader = Reader{}
)

// Decode reports ErrNoZbar.
func (Reader) Decode(*image.Gray) ([]vision.Code, error) { return nil, ErrNoZbar }

// ReadPatch finds nothing.
func (Reader) ReadPatch(*image.Gray) []vision.Code { return nil }
