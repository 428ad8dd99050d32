// Package boards holds the board `mecanoid demo` plays on and its LED map,
// built into the binary so that the demo runs from any directory. The other
// bundled boards are read from their files.
package boards

import _ "embed"

// Demo is demo.board, the demo's board; DemoLEDs is demo.leds, its LED map.
var (
	//go:embed demo.board
	Demo []byte
	//go:embed demo.leds
	DemoLEDs []byte
)

// The names the demo gives them in its messages, as in the repository.
const (
	DemoName     = "boards/demo.board"
	DemoLEDsName = "boards/demo.leds"
)
