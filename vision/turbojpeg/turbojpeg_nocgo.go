//go:build !cgo

package turbojpeg

import "image"

// Available tells whether this build carries libjpeg-turbo: not without cgo.
const Available = false

// Decode fails with ErrNoTurboJPEG: this build has no libjpeg-turbo.
func Decode(data []byte) (*image.Gray, error) { return nil, ErrNoTurboJPEG }

// DecodeSmall fails with ErrNoTurboJPEG: this build has no libjpeg-turbo.
func DecodeSmall(data []byte) (*image.Gray, error) { return nil, ErrNoTurboJPEG }
