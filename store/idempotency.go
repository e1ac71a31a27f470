package store

import (
	"fmt"
	"time"
)

// IdempotencyTTL is how long a completed answer is replayed.
const IdempotencyTTL = 24 * time.Hour

// IdempotencyLease is how long a reservation may stay in flight when the
// backend cannot tell whether its owner is still alive. Past it the request
// is taken to have died (a hung request is cut off by its deadline long
// before), and the key can be used again. The Postgres backend frees the key
// of a crashed instance at once (its owner lock is gone); the memory store
// loses every reservation with its process.
const IdempotencyLease = time.Minute

// IdempotencyRecord is a stored answer to a POST with an Idempotency-Key.
type IdempotencyRecord struct {
	BusinessID  string
	Key         string
	RequestHash string
	// Token identifies the request holding the reservation: only that
	// request may complete or abandon it.
	Token     string
	Completed bool
	Status    int
	Body      []byte
	CreatedAt time.Time
}

// IdempotentAnswer asks a store change to complete an Idempotency-Key's
// reservation in the change's own transaction, so that the change and its
// stored answer commit together: a crash between the two can no longer leave
// a change whose key a retry runs again. Render gives the answer to store for
// the change's result; when the reservation is no longer the caller's (its
// owner was taken to be dead and another request took the key), the change is
// rolled back with ErrIdempotencyInFlight.
type IdempotentAnswer struct {
	Key    string
	Token  string
	Render func(b *Booking) (status int, body []byte, err error)
}

// CheckIdempotent is the one rule both backends apply to an existing record
// found for a key: it answers the record to replay, ErrIdempotencyMismatch
// for another request, or ErrIdempotencyInFlight while the first one runs.
// Callers have already discarded expired records and reservations whose
// owner is gone.
func CheckIdempotent(r *IdempotencyRecord, key, hash string) (*IdempotencyRecord, error) {
	switch {
	case r.RequestHash != hash:
		return nil, fmt.Errorf("idempotency key %q: %w", key, ErrIdempotencyMismatch)
	case !r.Completed:
		return nil, fmt.Errorf("idempotency key %q: %w", key, ErrIdempotencyInFlight)
	}
	return r, nil
}

// IdempotencyLive reports whether a record still holds its key at now: a
// completed answer for IdempotencyTTL, a reservation for IdempotencyLease
// (backends that know their owner is alive or dead decide sooner).
func IdempotencyLive(r *IdempotencyRecord, now time.Time) bool {
	if !now.Before(r.CreatedAt.Add(IdempotencyTTL)) {
		return false
	}
	return r.Completed || now.Sub(r.CreatedAt) <= IdempotencyLease
}
