//go:build cgo

package zbar

import "mecanoid/vision"

// Name is the name of the patch reader this package registers.
const Name = "zbar where zxing-cpp reads nothing"

// Imported in a cgo build, the package makes zbar vision's second reader
// of the second look (when an expected piece is missing): it reads once
// each patch where zxing-cpp found nothing in any look. On the bench
// zxing-cpp then zbar reads more tags and more photos than zxing-cpp
// alone and never a wrong text, but zbar costs some five times
// zxing-cpp's time on a patch without a code, so the first look, which
// reads most frames whole, keeps zxing-cpp alone (docs/vision.md, "A
// second decoder").
func init() { vision.RegisterSearchReader(Name, Reader{}) }
