package sqlite

import (
	"context"
	"fmt"

	"github.com/tourchat/tourchat/store"
)

// BeginIdempotent reserves (business, key) for a request with hash, held by
// token and by this Store (its owner id): a new record, an expired one, a
// reservation that outlived store.IdempotencyLease, or one of another owner
// is (re)claimed by one INSERT ... ON CONFLICT in a write transaction, so
// exactly one of several concurrent requests runs. One process serves an
// SQLite file, so a reservation of another owner was left by a process that
// crashed: it is freed at once. The others read the record and apply
// store.CheckIdempotent.
func (s *Store) BeginIdempotent(ctx context.Context, businessID, key, hash, token string) (*store.IdempotencyRecord, error) {
	var rec *store.IdempotencyRecord
	err := s.inTx(ctx, func(tx runner) error {
		rec = nil
		now := s.clock()
		res, err := tx.ExecContext(ctx, `
			INSERT INTO idempotency_keys (business_id, key, request_hash, completed, status, body, created_at, owner, token)
			VALUES (?1, ?2, ?3, 0, 0, NULL, ?4, ?7, ?8)
			ON CONFLICT (business_id, key) DO UPDATE
			SET request_hash = excluded.request_hash, completed = 0, status = 0, body = NULL,
			    created_at = excluded.created_at, owner = excluded.owner, token = excluded.token
			WHERE idempotency_keys.created_at <= ?5
			   OR (NOT idempotency_keys.completed AND
			       (idempotency_keys.created_at < ?6 OR idempotency_keys.owner <> ?7))`,
			businessID, key, hash, us(now), us(now.Add(-store.IdempotencyTTL)), us(now.Add(-store.IdempotencyLease)),
			s.owner, token)
		if err != nil {
			return translate(err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return nil
		}
		r := store.IdempotencyRecord{BusinessID: businessID, Key: key}
		var created int64
		err = tx.QueryRowContext(ctx, `
			SELECT request_hash, token, completed, status, COALESCE(body, X''), created_at
			FROM idempotency_keys
			WHERE business_id = ? AND key = ?`, businessID, key).
			Scan(&r.RequestHash, &r.Token, &r.Completed, &r.Status, &r.Body, &created)
		if err != nil {
			return translate(err)
		}
		r.CreatedAt = fromUS(created)
		rec, err = store.CheckIdempotent(&r, key, hash)
		return err
	})
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// completeIdempotent stores the answer of the reservation held by token;
// ErrNotFound when the caller no longer holds it.
func completeIdempotent(ctx context.Context, db runner, businessID, key, token string, status int, body []byte) error {
	if body == nil {
		body = []byte{}
	}
	res, err := db.ExecContext(ctx, `
		UPDATE idempotency_keys
		SET completed = 1, status = ?, body = ?
		WHERE business_id = ? AND key = ? AND token = ? AND NOT completed`,
		status, body, businessID, key, token)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	return nil
}

// CompleteIdempotent stores the answer of the reservation held by token.
func (s *Store) CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error {
	return completeIdempotent(ctx, s.wr(), businessID, key, token, status, body)
}

// CompleteIdempotent stores the answer of the reservation held by token in
// the write transaction (a booking's own, see store.IdempotentAnswer).
func (t txSteps) CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error {
	return completeIdempotent(ctx, t.tx, businessID, key, token, status, body)
}

// AbandonIdempotent releases the reservation held by token, so that a retry
// runs again. A completed answer, or another request's reservation, is kept.
func (s *Store) AbandonIdempotent(ctx context.Context, businessID, key, token string) error {
	_, err := s.wr().ExecContext(ctx, `
		DELETE FROM idempotency_keys
		WHERE business_id = ? AND key = ? AND token = ? AND NOT completed`, businessID, key, token)
	return translate(err)
}
