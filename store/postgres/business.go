package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
)

// CreateBusiness stores a new tenant; ErrConflict when the id exists.
func (s *Store) CreateBusiness(ctx context.Context, b *store.Business) error {
	if b.CreatedAt.IsZero() {
		b.CreatedAt = s.clock()
	} else {
		b.CreatedAt = pgTime(b.CreatedAt)
	}
	b.Object = "business"
	_, err := s.pool.Exec(ctx, `
		INSERT INTO businesses (id, name, timezone, currency, country, default_language, languages, origins, created_at, facts)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		b.ID, b.Name, b.Timezone, b.Currency, b.Country, b.DefaultLanguage,
		nonNil(b.Languages), nonNil(b.Origins), b.CreatedAt, b.BusinessFacts)
	return translate(err)
}

// Business returns a tenant by id.
func (s *Store) Business(ctx context.Context, id string) (*store.Business, error) {
	row := s.pool.QueryRow(ctx, `
		SELECT id, name, timezone, currency, country, default_language, languages, origins, created_at, facts
		FROM businesses
		WHERE id = $1`, id)
	b, err := scanBusiness(row)
	if err != nil {
		return nil, translate(err)
	}
	return b, nil
}

// UpdateBusiness replaces a tenant's settings (not its id or creation time).
func (s *Store) UpdateBusiness(ctx context.Context, b *store.Business) error {
	row := s.pool.QueryRow(ctx, `
		UPDATE businesses
		SET name = $2, timezone = $3, currency = $4, country = $5, default_language = $6,
		    languages = $7, origins = $8, facts = $9
		WHERE id = $1
		RETURNING created_at`,
		b.ID, b.Name, b.Timezone, b.Currency, b.Country, b.DefaultLanguage,
		nonNil(b.Languages), nonNil(b.Origins), b.BusinessFacts)
	if err := row.Scan(&b.CreatedAt); err != nil {
		return translate(err)
	}
	b.Object = "business"
	return nil
}

func scanBusiness(row pgx.Row) (*store.Business, error) {
	b := store.Business{Object: "business"}
	err := row.Scan(&b.ID, &b.Name, &b.Timezone, &b.Currency, &b.Country, &b.DefaultLanguage,
		&b.Languages, &b.Origins, &b.CreatedAt, &b.BusinessFacts)
	if err != nil {
		return nil, err
	}
	b.CreatedAt = b.CreatedAt.UTC()
	return &b, nil
}

// nonNil turns a nil slice into an empty one, for NOT NULL array columns.
func nonNil(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}
