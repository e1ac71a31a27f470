package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/puddle/v2"

	"github.com/tourchat/tourchat/store"
)

func TestTranslate(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want error // nil: none of the sentinels
	}{
		{"no rows", pgx.ErrNoRows, store.ErrNotFound},
		{"wrapped no rows", fmt.Errorf("scan: %w", pgx.ErrNoRows), store.ErrNotFound},
		{"unique", &pgconn.PgError{Code: "23505", ConstraintName: "businesses_pkey"}, store.ErrConflict},
		{"serialization", &pgconn.PgError{Code: "40001"}, store.ErrConflict},
		{"connection failure", &pgconn.PgError{Code: "08006"}, store.ErrUnavailable},
		{"admin shutdown", &pgconn.PgError{Code: "57P01"}, store.ErrUnavailable},
		{"too many connections", &pgconn.PgError{Code: "53300"}, store.ErrUnavailable},
		{"statement timeout", &pgconn.PgError{Code: "57014"}, store.ErrUnavailable},
		{"deadline", context.DeadlineExceeded, store.ErrUnavailable},
		{"eof", io.ErrUnexpectedEOF, store.ErrUnavailable},
		{"closed pool", puddle.ErrClosedPool, store.ErrUnavailable},
		{"undefined table", &pgconn.PgError{Code: "42P01", Message: "relation does not exist"}, nil},
		{"check violation", &pgconn.PgError{Code: "23514"}, nil},
	}
	sentinels := []error{store.ErrNotFound, store.ErrConflict, store.ErrUnavailable}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := translate(c.err)
			for _, s := range sentinels {
				if is := errors.Is(got, s); is != (s == c.want) {
					t.Errorf("translate(%v) = %v: errors.Is(%v) = %v", c.err, got, s, is)
				}
			}
			if c.want != store.ErrConflict && !errors.Is(got, c.err) {
				t.Errorf("translate(%v) = %v does not wrap the driver error", c.err, got)
			}
		})
	}
	if translate(nil) != nil {
		t.Error("translate(nil) != nil")
	}
}

func TestConflictNamesConstraintNotDetail(t *testing.T) {
	err := translate(&pgconn.PgError{Code: "23505", ConstraintName: "api_keys_hash_key",
		Detail: "Key (hash)=(\\x0102) already exists."})
	if !errors.Is(err, store.ErrConflict) || strings.Contains(err.Error(), "0102") {
		t.Fatalf("translate = %v", err)
	}
}
