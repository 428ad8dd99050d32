package vision

import "mecanoid/fault"

// The kinds of the errors whose meaning does not depend on who meets them
// (fault.Register). A rescan is a photo to take again; a caller that stops
// asking (the referee after its last picture) gives its own kind over it.
// The cameras' errors keep none: a failing camera is no bad input.
func init() {
	fault.Register(ErrUnreadable, fault.Input)
	fault.Register(ErrRescan, fault.Rescan)
	fault.Register(ErrNoSheet, fault.Input)
	fault.Register(ErrSheet, fault.Rescan)
}
