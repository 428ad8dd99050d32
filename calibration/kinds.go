package calibration

import "mecanoid/fault"

// A calibration file that cannot be used is bad input (fault.Register).
// Markers that do not locate the board keep no kind: a photo to take again
// for one caller, bad input for another.
func init() {
	fault.Register(ErrFile, fault.Input)
}
