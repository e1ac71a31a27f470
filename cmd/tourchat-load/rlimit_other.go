//go:build !unix

package main

import "errors"

// raiseFileLimit is not available here; the run goes ahead unchecked.
func raiseFileLimit() (uint64, error) { return 0, errors.New("no rlimit on this platform") }
