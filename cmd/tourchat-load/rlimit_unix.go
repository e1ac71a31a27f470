//go:build unix

package main

import "syscall"

// raiseFileLimit raises this process's open-file soft limit to its hard
// limit (each WebSocket is a file) and returns the limit now in force.
func raiseFileLimit() (uint64, error) {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0, err
	}
	if l.Cur < l.Max {
		l.Cur = l.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			return 0, err
		}
	}
	return uint64(l.Cur), nil
}
