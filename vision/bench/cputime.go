package bench

import (
	"syscall"
	"time"
)

// CPUTime is the processor time this process has used so far (user and
// system). The benches time with it rather than the clock: with GOMAXPROCS=1
// it is the time the work takes on one core, whatever else the machine runs.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
