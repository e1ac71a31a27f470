package memory

import (
	"context"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// sweepEvery bounds how often Begin scans every record for expired ones.
const sweepEvery = time.Hour

// sweepIdempotency drops records that no longer hold their key, at most once
// per sweepEvery, so the map stays bounded by a day of keys. Callers hold s.mu.
func (s *Store) sweepIdempotency(now time.Time) {
	if now.Sub(s.idemSwept) < sweepEvery {
		return
	}
	s.idemSwept = now
	for k, r := range s.idem {
		if !store.IdempotencyLive(r, now) {
			delete(s.idem, k)
		}
	}
}

// BeginIdempotent reserves (business, key) for a request with hash, or
// answers with the completed record, ErrIdempotencyInFlight or
// ErrIdempotencyMismatch (store.CheckIdempotent). A reservation cannot
// outlive the process that holds it, so only store.IdempotencyLease frees one
// whose request never completed nor abandoned it.
func (s *Store) BeginIdempotent(_ context.Context, businessID, key, hash, token string) (*store.IdempotencyRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.clock()
	s.sweepIdempotency(now)
	k := bizKey{businessID, key}
	if r := s.idem[k]; r != nil && store.IdempotencyLive(r, now) {
		rec, err := store.CheckIdempotent(r, key, hash)
		if err != nil {
			return nil, err
		}
		return ptr(cloneIdem(rec)), nil
	}
	s.idem[k] = &store.IdempotencyRecord{BusinessID: businessID, Key: key, RequestHash: hash, Token: token, CreatedAt: now}
	return nil, nil
}

// heldIdempotency returns the live reservation of key held by token, or nil.
// Callers hold s.mu.
func (s *Store) heldIdempotency(businessID, key, token string, now time.Time) *store.IdempotencyRecord {
	r := s.idem[bizKey{businessID, key}]
	if r == nil || r.Completed || r.Token != token || !store.IdempotencyLive(r, now) {
		return nil
	}
	return r
}

// CompleteIdempotent stores the answer of the reservation held by token;
// ErrNotFound when there is no such live reservation.
func (s *Store) CompleteIdempotent(_ context.Context, businessID, key, token string, status int, body []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.heldIdempotency(businessID, key, token, s.clock())
	if r == nil {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	r.Completed, r.Status, r.Body = true, status, append([]byte(nil), body...)
	return nil
}

// AbandonIdempotent releases the reservation held by token; a completed
// answer, or another request's reservation, stays.
func (s *Store) AbandonIdempotent(_ context.Context, businessID, key, token string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := bizKey{businessID, key}
	if r := s.idem[k]; r != nil && !r.Completed && r.Token == token {
		delete(s.idem, k)
	}
	return nil
}
