// Package zxing reads QR codes with zxing-cpp (libzxing-dev 1.4 on Debian
// and Raspberry Pi OS bookworm) through a small C shim. It is the scanner's
// patch reader when the build has cgo: on the bench it reads more small,
// blurred and washed-out codes than gozxing, in a tenth of the time (see
// docs/vision.md). Without cgo, Available is false and vision.Gozxing is
// used instead.
package zxing
