// Package vision turns pictures of the table into board states.
//
// Sources give Frames: image files and folders (Files), the Raspberry Pi
// camera through rpicam-vid (RPiCam), and a USB webcam, stream or video
// file through ffmpeg (package vision/videocam). Pictures that cannot be
// decoded fail with ErrUnreadable, naming the file. JPEG files are decoded
// straight to their luminance by libjpeg-turbo (package vision/turbojpeg,
// which registers itself when imported in a cgo build), else by image/jpeg.
//
// Reading codes: a QRReader finds the patches of a frame that are as busy as
// a QR code of the expected module size (a texture map, opened to cut the
// board's lines away), enlarges each patch and hands it to a PatchReader:
// zxing-cpp (package vision/zxing, which registers itself when imported in a
// cgo build), zxing-cpp then zbar where it reads nothing (an Either, which
// package vision/zbar registers, cgo too) or Gozxing (pure Go).
// DefaultReader picks the best one built in.
// A Decoder is anything that finds the codes of a grey picture.
//
// Judging: a Scanner places each code on the board through the calibration
// (package calibration), at the height of its tag (robot tags sit on
// figurines), and gives a State: piece, cell, facing, confidence. It refuses
// to guess: a duplicated tag, a missing piece, a tag on a cell edge or
// between two facings, a board or camera that moved out of sight of its
// markers: Scan returns ErrRescan, saying which piece, where and why.
// Foreign codes (a phone, a label) are reported, never taken for pieces.
//
// Cartridge sheets: ReadSheet reads a photo of a filled sheet back into the
// robot, the turn and the boxes ticked, measuring with the layout print drew
// with (tag.SheetLayout); the game reads its program from the boxes. It
// refuses to guess too: a faint mark or two ticks in one group give a
// tag.TickError naming the move and the box.
//
// Package vision/synth makes the photos the tests and the bench use;
// package vision/bench measures the scanner on them.
package vision
