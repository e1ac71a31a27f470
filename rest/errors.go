package rest

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/tourchat/tourchat/store"
)

// apiError is the contract's error object.
type apiError struct {
	Status    int    `json:"-"`
	Code      string `json:"code"`
	Message   string `json:"message"`
	Field     string `json:"field,omitempty"`
	RequestID string `json:"request_id,omitempty"`
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func errorf(status int, code, message string) *apiError {
	return &apiError{Status: status, Code: code, Message: message}
}

func paramError(field, message string) *apiError {
	return &apiError{Status: http.StatusBadRequest, Code: "invalid_parameter", Message: message, Field: field}
}

var (
	errUnauthorized = errorf(http.StatusUnauthorized, "unauthorized", "missing, malformed, unknown or revoked API key or token")
	errNotFound     = errorf(http.StatusNotFound, "not_found", "no such resource")
	errInternal     = errorf(http.StatusInternalServerError, "internal_error", "the server failed to handle the request; it has been logged with the request id")
)

func errForbidden(msg string) *apiError { return errorf(http.StatusForbidden, "forbidden", msg) }

// domainErrors maps the store's sentinels to the contract's status and code:
// the one table that turns domain outcomes into HTTP answers.
var domainErrors = []struct {
	err  error
	resp *apiError
}{
	{store.ErrNotFound, errNotFound},
	{store.ErrInsufficientAvailability, errorf(http.StatusConflict, "insufficient_availability", "fewer places are left than guests asked")},
	{store.ErrSlotUnavailable, errorf(http.StatusConflict, "slot_unavailable", "the slot is closed, cancelled or in the past")},
	{store.ErrPersonHandling, errorf(http.StatusConflict, "invalid_state", "a person took over this conversation meanwhile; send the message again")},
	{store.ErrInvalidState, errorf(http.StatusConflict, "invalid_state", "the resource is not in a state that allows this")},
	{store.ErrIdempotencyInFlight, errorf(http.StatusConflict, "idempotency_conflict", "a request with this Idempotency-Key is still being processed")},
	{store.ErrIdempotencyMismatch, errorf(http.StatusUnprocessableEntity, "idempotency_mismatch", "this Idempotency-Key was used with a different request")},
	{store.ErrUnavailable, errorf(http.StatusServiceUnavailable, "unavailable", "a backing store is unreachable; retry later")},
}

// toAPIError turns any error into the contract's error; ok is false for the
// unexpected ones (answered 500 and logged at Error).
func toAPIError(err error) (e *apiError, ok bool) {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae, true
	}
	if pe, isParam := store.AsParam(err); isParam {
		return paramError(pe.Field, pe.Message), true
	}
	if se := (*store.StateError)(nil); errors.As(err, &se) {
		return errorf(http.StatusConflict, "invalid_state", se.Message), true
	}
	for _, d := range domainErrors {
		if errors.Is(err, d.err) {
			c := *d.resp
			if d.err == store.ErrNotFound {
				c.Message = "no such resource"
			}
			return &c, true
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return errorf(http.StatusServiceUnavailable, "unavailable", "the request timed out waiting for a backing store"), true
	}
	return errInternal, false
}

// writeError answers with the contract's error body. Unexpected errors are
// logged at Error with the request id; client errors at Debug.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	ae, ok := toAPIError(err)
	reqID := requestID(r.Context())
	log := s.log.With("request_id", reqID, "method", r.Method, "path", r.URL.Path)
	switch {
	case !ok:
		log.Error("request failed", "err", err)
	case ae.Status >= 500:
		log.Warn("request failed", "code", ae.Code, "err", err)
	default:
		log.Debug("client error", "code", ae.Code, "field", ae.Field, "msg", ae.Message)
	}
	out := *ae
	out.RequestID = reqID
	if ae.Status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "5")
	}
	writeJSON(w, ae.Status, map[string]any{"error": out})
}

// logger returns the server's logger with the request id.
func (s *Server) logger(r *http.Request) *slog.Logger {
	return s.log.With("request_id", requestID(r.Context()))
}
