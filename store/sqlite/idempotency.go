package sqlite

import (
	"context"
	"fmt"

	"github.com/tourchat/tourchat/store"
)

// BeginIdempotent reserves (business, key) for a request with hash: a new,
// expired or abandoned-in-flight record is (re)claimed by one INSERT ... ON
// CONFLICT in a write transaction, so exactly one of several concurrent
// requests runs. The others read the record: the stored answer for the
// same hash, ErrIdempotencyMismatch for another hash, ErrIdempotencyInFlight
// while it runs.
func (s *Store) BeginIdempotent(ctx context.Context, businessID, key, hash string) (*store.IdempotencyRecord, error) {
	var rec *store.IdempotencyRecord
	err := s.inTx(ctx, func(tx runner) error {
		rec = nil
		now := s.clock()
		res, err := tx.ExecContext(ctx, `
			INSERT INTO idempotency_keys (business_id, key, request_hash, completed, status, body, created_at)
			VALUES (?1, ?2, ?3, 0, 0, NULL, ?4)
			ON CONFLICT (business_id, key) DO UPDATE
			SET request_hash = excluded.request_hash, completed = 0, status = 0, body = NULL,
			    created_at = excluded.created_at
			WHERE idempotency_keys.created_at <= ?5
			   OR (NOT idempotency_keys.completed AND idempotency_keys.created_at <= ?6)`,
			businessID, key, hash, us(now), us(now.Add(-store.IdempotencyTTL)), us(now.Add(-store.IdempotencyLease)))
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return nil
		}
		r := store.IdempotencyRecord{BusinessID: businessID, Key: key}
		var created int64
		err = tx.QueryRowContext(ctx, `
			SELECT request_hash, completed, status, COALESCE(body, X''), created_at
			FROM idempotency_keys
			WHERE business_id = ? AND key = ?`, businessID, key).
			Scan(&r.RequestHash, &r.Completed, &r.Status, &r.Body, &created)
		if err != nil {
			return translate(err)
		}
		r.CreatedAt = fromUS(created)
		switch {
		case r.RequestHash != hash:
			return store.ErrIdempotencyMismatch
		case !r.Completed:
			return store.ErrIdempotencyInFlight
		}
		rec = &r
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// CompleteIdempotent stores the answer of a reserved request.
func (s *Store) CompleteIdempotent(ctx context.Context, businessID, key string, status int, body []byte) error {
	if body == nil {
		body = []byte{}
	}
	res, err := s.wr().ExecContext(ctx, `
		UPDATE idempotency_keys
		SET completed = 1, status = ?, body = ?
		WHERE business_id = ? AND key = ?`,
		status, body, businessID, key)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	return nil
}

// AbandonIdempotent releases a reservation that did not complete, so that
// a retry runs again. A completed answer is kept.
func (s *Store) AbandonIdempotent(ctx context.Context, businessID, key string) error {
	_, err := s.wr().ExecContext(ctx, `
		DELETE FROM idempotency_keys
		WHERE business_id = ? AND key = ? AND NOT completed`, businessID, key)
	return translate(err)
}
