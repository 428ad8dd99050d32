//go:build cgo

package zbar

import (
	"mecanoid/vision"
	"mecanoid/vision/zxing"
)

// Name is the name of the patch reader this package registers.
const Name = "zxing-cpp, then zbar"

// Imported in a cgo build, the package makes zxing-cpp, then zbar where
// zxing-cpp reads nothing, vision's preferred patch reader of the second
// look (when an expected piece is missing): on the bench it reads more
// tags and more photos than zxing-cpp alone and never a wrong text, but
// costs some five times zxing-cpp's time on a patch without a code, so
// the first look, which reads most frames whole, keeps zxing-cpp alone
// (docs/vision.md, "A second decoder").
func init() {
	vision.RegisterSearchReader(Name, vision.Either{First: zxing.Reader{Harder: true}, Second: Reader{}})
}
