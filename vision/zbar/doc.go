// Package zbar reads QR codes with zbar (libzbar0, Debian's libzbar-dev)
// through cgo. It is the second opinion of the scanner's patch reader:
// vision.Either{First: zxing-cpp, Second: zbar} asks zbar only about the
// patches zxing-cpp finds nothing in (see docs/vision.md, "A second
// decoder", for what it reads more and what it costs). Alone, zbar reads
// fewer codes than zxing-cpp; use Reader directly only to compare.
// Without cgo, Available is false and Reader finds nothing.
package zbar
