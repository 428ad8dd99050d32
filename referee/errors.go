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
	// ErrUndo: the players take back the step just played, while its
	// table is checked (Ready returns it when the table types "undo").
	ErrUndo = errors.New("referee: undo the step just played")
)
