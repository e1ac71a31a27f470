package store

import "time"

// IdempotencyTTL is how long a completed answer is replayed.
const IdempotencyTTL = 24 * time.Hour

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
