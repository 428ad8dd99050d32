package device

import "mecanoid/fault"

// The kinds of a map file's errors (fault.Register). ErrNoGPIO and
// ErrClosed keep none: the machine or the program failed, not the map.
func init() {
	fault.Register(ErrSyntax, fault.Parse)
	fault.Register(ErrDuplicate, fault.Setup)
	fault.Register(ErrBoard, fault.Setup)
	fault.Register(ErrNoPin, fault.Setup) // the map names a pin this machine lacks
}
