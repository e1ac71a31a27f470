package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/tourchat/tourchat/store"
)

// BeginIdempotent reserves (business, key) for a request with hash: a new
// or expired record is (re)claimed by one INSERT ... ON CONFLICT, which
// Postgres serialises, so exactly one of several concurrent requests runs.
// The others read the record: the stored answer for the same hash,
// ErrIdempotencyMismatch for another hash, ErrIdempotencyInFlight while it
// runs.
func (s *Store) BeginIdempotent(ctx context.Context, businessID, key, hash string) (*store.IdempotencyRecord, error) {
	// A record abandoned between our INSERT and SELECT makes the SELECT miss;
	// trying again then reserves it.
	for range 3 {
		now := s.clock()
		tag, err := s.pool.Exec(ctx, `
			INSERT INTO idempotency_keys (business_id, key, request_hash, completed, status, body, created_at)
			VALUES ($1, $2, $3, false, 0, NULL, $4)
			ON CONFLICT (business_id, key) DO UPDATE
			SET request_hash = EXCLUDED.request_hash, completed = false, status = 0, body = NULL,
			    created_at = EXCLUDED.created_at
			WHERE idempotency_keys.created_at <= $5
			   OR (NOT idempotency_keys.completed AND idempotency_keys.created_at <= $6)`,
			businessID, key, hash, now, now.Add(-store.IdempotencyTTL), now.Add(-store.IdempotencyLease))
		if err != nil {
			return nil, translate(err)
		}
		if tag.RowsAffected() == 1 {
			return nil, nil
		}
		rec := store.IdempotencyRecord{BusinessID: businessID, Key: key}
		err = s.pool.QueryRow(ctx, `
			SELECT request_hash, completed, status, COALESCE(body, ''), created_at
			FROM idempotency_keys
			WHERE business_id = $1 AND key = $2`, businessID, key).
			Scan(&rec.RequestHash, &rec.Completed, &rec.Status, &rec.Body, &rec.CreatedAt)
		if err != nil {
			if err = translate(err); errors.Is(err, store.ErrNotFound) {
				continue
			}
			return nil, err
		}
		rec.CreatedAt = rec.CreatedAt.UTC()
		switch {
		case rec.RequestHash != hash:
			return nil, store.ErrIdempotencyMismatch
		case !rec.Completed:
			return nil, store.ErrIdempotencyInFlight
		}
		return &rec, nil
	}
	return nil, fmt.Errorf("idempotency key %q kept changing: %w", key, store.ErrIdempotencyInFlight)
}

// CompleteIdempotent stores the answer of a reserved request.
func (s *Store) CompleteIdempotent(ctx context.Context, businessID, key string, status int, body []byte) error {
	if body == nil {
		body = []byte{}
	}
	tag, err := s.pool.Exec(ctx, `
		UPDATE idempotency_keys
		SET completed = true, status = $3, body = $4
		WHERE business_id = $1 AND key = $2`,
		businessID, key, status, body)
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	return nil
}

// AbandonIdempotent releases a reservation that did not complete, so that
// a retry runs again. A completed answer is kept.
func (s *Store) AbandonIdempotent(ctx context.Context, businessID, key string) error {
	_, err := s.pool.Exec(ctx, `
		DELETE FROM idempotency_keys
		WHERE business_id = $1 AND key = $2 AND NOT completed`, businessID, key)
	return translate(err)
}
