package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// sweepEvery bounds how often Begin scans every record for expired ones.
const sweepEvery = time.Hour

// expired reports whether a record is past IdempotencyTTL at now.
func expired(r *store.IdempotencyRecord, now time.Time) bool {
	return !now.Before(r.CreatedAt.Add(store.IdempotencyTTL))
}

// sweepIdempotency drops expired records, at most once per sweepEvery, so the
// map stays bounded by a day of keys. Callers hold s.mu.
func (s *Store) sweepIdempotency(now time.Time) {
	if now.Sub(s.idemSwept) < sweepEvery {
		return
	}
	s.idemSwept = now
	for k, r := range s.idem {
		if expired(r, now) {
			delete(s.idem, k)
		}
	}
}

// BeginIdempotent reserves (business, key) for a request with hash, or
// answers with the completed record, ErrIdempotencyInFlight or
// ErrIdempotencyMismatch. Expired records count as absent.
func (s *Store) BeginIdempotent(_ context.Context, businessID, key, hash string) (*store.IdempotencyRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clock()
	s.sweepIdempotency(now)
	k := bizKey{businessID, key}
	if r := s.idem[k]; r != nil && !expired(r, now) && !stale(r, now) {
		switch {
		case r.RequestHash != hash:
			return nil, fmt.Errorf("idempotency key %q: %w", key, store.ErrIdempotencyMismatch)
		case !r.Completed:
			return nil, fmt.Errorf("idempotency key %q: %w", key, store.ErrIdempotencyInFlight)
		default:
			return ptr(cloneIdem(r)), nil
		}
	}
	s.idem[k] = &store.IdempotencyRecord{BusinessID: businessID, Key: key, RequestHash: hash, CreatedAt: now}
	return nil, nil
}

// CompleteIdempotent stores the answer of a reserved request; ErrNotFound
// when there is no live reservation.
func (s *Store) CompleteIdempotent(_ context.Context, businessID, key string, status int, body []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.idem[bizKey{businessID, key}]
	if r == nil || expired(r, s.clock()) {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	r.Completed, r.Status, r.Body = true, status, append([]byte(nil), body...)
	return nil
}

// AbandonIdempotent releases a reservation still running; a completed answer stays.
func (s *Store) AbandonIdempotent(_ context.Context, businessID, key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := bizKey{businessID, key}
	if r := s.idem[k]; r != nil && !r.Completed {
		delete(s.idem, k)
	}
	return nil
}

// stale reports whether a reservation outlived store.IdempotencyLease
// without completing: its request died with its instance.
func stale(r *store.IdempotencyRecord, now time.Time) bool {
	return !r.Completed && now.Sub(r.CreatedAt) > store.IdempotencyLease
}
