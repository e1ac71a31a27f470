package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
)

const keyColumns = `id, business_id, kind, prefix, hash, scopes, created_at, revoked_at, name, last_used_at`

// CreateKey stores a key (its hash, never its text); ErrConflict when the id
// or the hash exists.
func (s *Store) CreateKey(ctx context.Context, k *store.APIKey) error {
	if err := store.ValidateKey(k); err != nil {
		return err
	}
	if k.ID == "" {
		k.ID = store.NewID(store.PrefixKey)
	}
	if k.CreatedAt.IsZero() {
		k.CreatedAt = s.clock()
	} else {
		k.CreatedAt = pgTime(k.CreatedAt)
	}
	_, err := s.pool.Exec(ctx, `
		INSERT INTO api_keys (id, business_id, kind, prefix, hash, scopes, created_at, revoked_at, name)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		k.ID, k.BusinessID, k.Kind, k.Prefix, k.Hash, nonNil(k.Scopes), k.CreatedAt, k.RevokedAt, k.Name)
	return translate(err)
}

// KeyByHash finds a key, revoked ones included, by the SHA-256 of its text.
func (s *Store) KeyByHash(ctx context.Context, hash []byte) (*store.APIKey, error) {
	row := s.pool.QueryRow(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE hash = $1`, hash)
	k, err := scanKey(row)
	if err != nil {
		return nil, translate(err)
	}
	return k, nil
}

// Key finds a key of the business by id.
func (s *Store) Key(ctx context.Context, businessID, id string) (*store.APIKey, error) {
	row := s.pool.QueryRow(ctx, `SELECT `+keyColumns+` FROM api_keys WHERE business_id = $1 AND id = $2`, businessID, id)
	k, err := scanKey(row)
	if err != nil {
		return nil, translate(err)
	}
	return k, nil
}

// RevokeKey marks a key revoked; revoking it again keeps the first time.
func (s *Store) RevokeKey(ctx context.Context, businessID, id string) error {
	tag, err := s.pool.Exec(ctx, `
		UPDATE api_keys
		SET revoked_at = COALESCE(revoked_at, $3)
		WHERE business_id = $1 AND id = $2`,
		businessID, id, s.clock())
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("key %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// ListKeys lists a business's keys, oldest first.
func (s *Store) ListKeys(ctx context.Context, businessID string) ([]store.APIKey, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT `+keyColumns+`
		FROM api_keys
		WHERE business_id = $1
		ORDER BY id`, businessID)
	if err != nil {
		return nil, translate(err)
	}
	keys, err := collect(rows, scanKey)
	if err != nil {
		return nil, translate(err)
	}
	return keys, nil
}

func scanKey(row pgx.Row) (*store.APIKey, error) {
	var k store.APIKey
	err := row.Scan(&k.ID, &k.BusinessID, &k.Kind, &k.Prefix, &k.Hash, &k.Scopes, &k.CreatedAt, &k.RevokedAt, &k.Name, &k.LastUsedAt)
	if err != nil {
		return nil, err
	}
	k.CreatedAt = k.CreatedAt.UTC()
	k.RevokedAt = utcPtr(k.RevokedAt)
	k.LastUsedAt = utcPtr(k.LastUsedAt)
	return &k, nil
}
