package cli

// Photos and frames of the table in JPEG are decoded by libjpeg-turbo,
// straight to their luminance, when built with cgo: vision/turbojpeg
// registers itself as vision's JPEG decoder. Without cgo, image/jpeg.
import _ "mecanoid/vision/turbojpeg"
