// Package vision turns pictures of the table into board states.
//
// A Source gives Frames: image files and folders today, a video device and the
// Raspberry Pi camera where they are built in. Pictures that cannot be decoded
// fail with ErrUnreadable, naming the file.
package vision
