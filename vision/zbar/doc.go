// Package zbar reads QR codes with zbar (libzbar0, Debian's libzbar-dev)
// through cgo. It is the scanner's second decoder: imported in a cgo
// build, it registers vision.Either{First: zxing-cpp, Second: zbar} as
// vision's preferred patch reader, which asks zbar only about the patches
// zxing-cpp finds nothing in (docs/vision.md, "A second decoder": it reads
// more tags and photos, never a wrong text, at some cost in time where
// zxing-cpp finds nothing). Alone, zbar reads fewer codes than zxing-cpp
// and more slowly: use Reader directly only to compare. Without cgo,
// Available is false, Reader finds nothing and nothing is registered.
package zbar
