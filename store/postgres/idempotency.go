package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/tourchat/tourchat/store"
)

// BeginIdempotent reserves (business, key) for a request with hash, held by
// token and by this instance (its owner lock): a new record, an expired one,
// or a reservation whose owner instance is gone (crashed: its lock vanished
// with its connection; this instance's own reservations are alive even
// before its lock is taken) or outlived store.IdempotencyLease is (re)claimed by
// one INSERT ... ON CONFLICT, which Postgres serialises, so exactly one of
// several concurrent requests runs. The others read the record and apply
// store.CheckIdempotent.
func (s *Store) BeginIdempotent(ctx context.Context, businessID, key, hash, token string) (*store.IdempotencyRecord, error) {
	// A record abandoned between our INSERT and SELECT makes the SELECT miss;
	// trying again then reserves it.
	for range 3 {
		now := s.clock()
		tag, err := s.pool.Exec(ctx, `
			INSERT INTO idempotency_keys (business_id, key, request_hash, completed, status, body, created_at, owner, token)
			VALUES ($1, $2, $3, false, 0, NULL, $4, $7, $8)
			ON CONFLICT (business_id, key) DO UPDATE
			SET request_hash = EXCLUDED.request_hash, completed = false, status = 0, body = NULL,
			    created_at = EXCLUDED.created_at, owner = EXCLUDED.owner, token = EXCLUDED.token
			WHERE idempotency_keys.created_at <= $5
			   OR (NOT idempotency_keys.completed AND
			       (idempotency_keys.created_at < $6 OR
			        (idempotency_keys.owner <> $7 AND NOT `+ownerAliveSQL+`)))`,
			businessID, key, hash, now, now.Add(-store.IdempotencyTTL), now.Add(-store.IdempotencyLease),
			s.owner.id, token)
		if err != nil {
			return nil, translate(err)
		}
		if tag.RowsAffected() == 1 {
			return nil, nil
		}
		rec := store.IdempotencyRecord{BusinessID: businessID, Key: key}
		err = s.pool.QueryRow(ctx, `
			SELECT request_hash, token, completed, status, COALESCE(body, ''), created_at
			FROM idempotency_keys
			WHERE business_id = $1 AND key = $2`, businessID, key).
			Scan(&rec.RequestHash, &rec.Token, &rec.Completed, &rec.Status, &rec.Body, &rec.CreatedAt)
		if err != nil {
			if err = translate(err); errors.Is(err, store.ErrNotFound) {
				continue
			}
			return nil, err
		}
		rec.CreatedAt = rec.CreatedAt.UTC()
		return store.CheckIdempotent(&rec, key, hash)
	}
	return nil, fmt.Errorf("idempotency key %q kept changing: %w", key, store.ErrIdempotencyInFlight)
}

// execer is a pool or a transaction.
type execer interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// completeIdempotent stores the answer of the reservation held by token, in
// tx or the pool; ErrNotFound when the caller no longer holds it.
func completeIdempotent(ctx context.Context, db execer, businessID, key, token string, status int, body []byte) error {
	if body == nil {
		body = []byte{}
	}
	tag, err := db.Exec(ctx, `
		UPDATE idempotency_keys
		SET completed = true, status = $4, body = $5
		WHERE business_id = $1 AND key = $2 AND token = $3 AND NOT completed`,
		businessID, key, token, status, body)
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("idempotency key %q: %w", key, store.ErrNotFound)
	}
	return nil
}

// CompleteIdempotent stores the answer of the reservation held by token.
func (s *Store) CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error {
	return completeIdempotent(ctx, s.pool, businessID, key, token, status, body)
}

// CompleteIdempotent stores the answer of the reservation held by token in
// the transaction (a booking's own, see store.IdempotentAnswer).
func (t txSteps) CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error {
	return completeIdempotent(ctx, t.tx, businessID, key, token, status, body)
}

// AbandonIdempotent releases the reservation held by token, so that a retry
// runs again. A completed answer, or another request's reservation, is kept.
func (s *Store) AbandonIdempotent(ctx context.Context, businessID, key, token string) error {
	_, err := s.pool.Exec(ctx, `
		DELETE FROM idempotency_keys
		WHERE business_id = $1 AND key = $2 AND token = $3 AND NOT completed`, businessID, key, token)
	return translate(err)
}
