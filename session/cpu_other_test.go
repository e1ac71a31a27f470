//go:build !linux

package session

import "time"

// threadCPU is not measured off Linux; the benchmark reports wall time.
func threadCPU() time.Duration { return 0 }

func lockThread()   {}
func unlockThread() {}
