package fault_test

import (
	"errors"
	"fmt"

	"mecanoid/fault"
)

// A package's sentinel, like an engine's; the engine cannot import fault,
// so the command that wires the game registers it.
var ErrSyntax = errors.New("dr2d: syntax error")

func init() { fault.Register(ErrSyntax, fault.Parse) }

func Example() {
	for _, err := range []error{
		nil,
		fault.New(fault.Usage, "want one game file"),
		fmt.Errorf("game.json:3:7: %w", ErrSyntax), // returned as it is: its kind is registered
		fault.Errorf(fault.Rescan, "photo.jpg: robot 2 missing"),
		errors.New("disk full"),
	} {
		fmt.Printf("%-8v %d  %v\n", fault.Of(err), fault.ExitStatus(err), err)
	}
	// Output:
	// other    0  <nil>
	// usage    2  want one game file
	// parse    2  game.json:3:7: dr2d: syntax error
	// rescan   3  photo.jpg: robot 2 missing
	// other    1  disk full
}
