package session

import (
	"runtime"
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU is the CPU time of the current OS thread, with nanosecond
// resolution (getrusage counts in scheduler ticks, too coarse for a turn).
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

func lockThread()   { runtime.LockOSThread() }
func unlockThread() { runtime.UnlockOSThread() }
