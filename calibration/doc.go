// Package calibration knows where the board is in the camera's picture.
//
// The board plane (millimetres from the north-west corner of cell [1,1]) and
// the image (pixels) are related by a Homography, found from the corner
// markers printed around the board (FromPoints: four or more point pairs).
package calibration
