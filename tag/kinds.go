package tag

import "mecanoid/fault"

// A sheet ticked wrongly is a photo to take again, once the ticks are
// fixed (fault.Register). The other errors keep no kind: a code that is
// not a tag is ignored by a scan and bad input elsewhere.
func init() {
	fault.Register(ErrTicks, fault.Rescan)
}
