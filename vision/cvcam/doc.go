// Package cvcam registers OpenCV's JPEG decoder (libjpeg-turbo, to
// luminance) with vision.DecodeImage when built with cgo; without cgo it
// is empty and image/jpeg decodes. Video devices and files moved to
// vision/videocam (ffmpeg); this decoder is moving out of OpenCV too.
package cvcam
