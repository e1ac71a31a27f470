package store

import "time"

// IdempotencyTTL is how long a completed answer is replayed.
const IdempotencyTTL = 24 * time.Hour

// IdempotencyLease is how long a reservation may stay in flight. Past it the
// request is taken to have died with its instance (a crash between begin and
// complete), and the key can be used again instead of answering 409 for a day.
const IdempotencyLease = 5 * time.Minute

// IdempotencyRecord is a stored answer to a POST with an Idempotency-Key.
type IdempotencyRecord struct {
	BusinessID  string
	Key         string
	RequestHash string
	Completed   bool
	Status      int
	Body        []byte
	CreatedAt   time.Time
}
