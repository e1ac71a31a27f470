package store

import (
	"errors"
	"fmt"
)

// Sentinel errors shared by every backend. The rest package maps each one to a
// status and a contract error code in a single table.
var (
	// ErrNotFound means the resource does not exist for the caller's business.
	ErrNotFound = errors.New("not found")
	// ErrInsufficientAvailability means fewer places are left than guests asked.
	ErrInsufficientAvailability = errors.New("insufficient availability")
	// ErrSlotUnavailable means the slot is closed, cancelled or in the past.
	ErrSlotUnavailable = errors.New("slot unavailable")
	// ErrInvalidState means the transition is not allowed from the current state.
	ErrInvalidState = errors.New("invalid state")
	// ErrConflict means a unique value (an id, a key) already exists.
	ErrConflict = errors.New("conflict")
	// ErrIdempotencyInFlight means a request with the same Idempotency-Key is still running.
	ErrIdempotencyInFlight = errors.New("idempotency key in flight")
	// ErrIdempotencyMismatch means the Idempotency-Key was used with another request.
	ErrIdempotencyMismatch = errors.New("idempotency key reused with a different request")
	// ErrPersonHandling means a person handles the conversation (waiting or
	// human): the assistant's turn is not saved.
	ErrPersonHandling = errors.New("a person handles the conversation")
	// ErrUnavailable means a backing store cannot be reached right now.
	ErrUnavailable = errors.New("backing store unavailable")
)

// ParamError reports a malformed, missing or unknown parameter; Field names it
// exactly as the client sent it (wire name).
type ParamError struct {
	Field   string
	Message string
}

func (e *ParamError) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.Message) }

// Param builds a *ParamError with a formatted message.
func Param(field, format string, args ...any) error {
	return &ParamError{Field: field, Message: fmt.Sprintf(format, args...)}
}

// AsParam returns the *ParamError inside err, if any.
func AsParam(err error) (*ParamError, bool) {
	var pe *ParamError
	if errors.As(err, &pe) {
		return pe, true
	}
	return nil, false
}

// IsParam reports whether err is (or wraps) a *ParamError.
func IsParam(err error) bool {
	_, ok := AsParam(err)
	return ok
}

// StateError is an ErrInvalidState whose message is written for the API's
// caller (why the change is refused and what to do), so the rest package
// can answer it instead of the generic text.
type StateError struct{ Message string }

func (e *StateError) Error() string { return e.Message }

// Unwrap makes a StateError an ErrInvalidState for errors.Is.
func (e *StateError) Unwrap() error { return ErrInvalidState }

// InvalidState builds a *StateError with a formatted message.
func InvalidState(format string, args ...any) error {
	return &StateError{Message: fmt.Sprintf(format, args...)}
}
