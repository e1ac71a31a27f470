//go:build chaos

package chaos

import "syscall"

var (
	sigStop = syscall.SIGSTOP
	sigCont = syscall.SIGCONT
)
