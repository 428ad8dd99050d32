//go:build !cgo

package cvcam

import (
	"context"
	"image"

	"mecanoid/vision"
)

// Camera is a video device or file read through OpenCV; in this build,
// without cgo, it cannot be opened (ErrNoOpenCV).
type Camera struct{}

var _ vision.Source = (*Camera)(nil)

// Open fails with ErrNoOpenCV: this build has no OpenCV.
func Open(name string, opts Options) (*Camera, error) { return nil, ErrNoOpenCV }

// Size is zero: nothing is open.
func (c *Camera) Size() image.Point { return image.Point{} }

// Next fails with ErrNoOpenCV.
func (c *Camera) Next(ctx context.Context) (vision.Frame, error) { return vision.Frame{}, ErrNoOpenCV }

// Close does nothing.
func (c *Camera) Close() error { return nil }
