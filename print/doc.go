// Package print draws what the table is made of: DR2D boards, QR tags and
// corner markers. Drawings are made once against a Canvas measured in
// millimetres; a Raster canvas turns them into pictures (for screens, and for
// the synthetic photos the scanner is tested on).
//
// Tags are drawn as the tag package defines them, so that what is printed is
// what vision reads back.
package print
