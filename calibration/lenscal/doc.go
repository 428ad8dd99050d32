// Package lenscal is `mecanoid calibrate lens`: it measures a camera's lens
// from a printed chessboard (`mecanoid print chessboard`), shown to the
// camera or photographed, and writes the lens file calibrate --lens takes.
// A Guide tells the person holding the chessboard what the views still
// lack (a part of the picture, tilt, more views), draws it on the camera's
// view (Coverage, written at each view kept) and refuses a lens that is not
// good enough, saying why.
//
// Finding the chessboard's corners and fitting the lens are OpenCV's
// (calibration/cvlens), which links OpenCV's libraries: the mecanoid
// binary does not carry them, so that every other command starts as fast
// as before. Run takes a Measurer; cmd/mecanoid-lens is the helper program
// that has OpenCV and runs the command, and the mecanoid binary runs it
// (Helper) when it is installed next to it, or says how to get it.
package lenscal
