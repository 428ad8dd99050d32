package referee

import (
	"errors"

	"mecanoid/referee/talk"
)

// Errors of the referee, tested with errors.Is.
var (
	// ErrCamera: no frame could be had (unplugged, stopped).
	ErrCamera = errors.New("referee: camera")
	// ErrTable: the table does not show a playable position.
	ErrTable = errors.New("referee: table")
	// ErrStopped: the players stopped the game before its end. It is
	// talk.ErrStopped, which the Askers return.
	ErrStopped = talk.ErrStopped
)
