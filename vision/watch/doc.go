// Package watch tells a still table from hands over it, frame after
// frame, as a person standing at the table would: cheaply enough to look
// at every frame of a 30 frames a second camera.
//
// A Thumb is a frame made small: the mean luminance of a grid of blocks
// (FromGray; a JPEG decoder that scales down while it decodes gives one
// for almost nothing). A Watcher is fed one Thumb a frame and says what
// the table does: Moving while anything changes from one frame to the
// next (a hand, a piece set down), Still while nothing does, and Settled
// once, when the table has been still for the settle window after a
// movement: then the board is worth reading again, and Changed tells
// which blocks differ from the table last settled, so that only those
// need reading; Full says when too much changed (the camera nudged, the
// light changed) for anything to be carried over.
//
// Two things change a frame without anything moving: the sensor's noise,
// which the blocks' averages remove, and a lamp's flicker, which changes
// the brightness of whole bands of the picture (a rolling shutter reads
// rows one after the other): each row of blocks is compared after taking
// out its own gain, the median ratio of its blocks that do not clip; a
// block is unchanged anywhere between its value before and that times the
// gain, since where the sensor clips a brighter lamp changes nothing.
// Exposure steps and a lamp dimming are gains too.
//
// A hand resting still over a piece is not a still table: when the table
// has stood still for the settle window, what differs from the table last
// settled must not hold a blob coming from beyond the picture's edge and
// reaching an eighth of it in (an arm). While one does, the Watcher says
// Moving with Hand set; after HandHold (4 s) something left so is taken
// as part of the table.
//
// The package decides nothing about pieces: it says where to look.
package watch
