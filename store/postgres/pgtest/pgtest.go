// Package pgtest gives each test a fresh, migrated PostgreSQL database on
// the integration server, so that tests of several packages can share the
// server at the same time.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/storetest"
)

// NewDatabase creates a database with a random name on the server of
// storetest.DatabaseURL (skipping or failing as that does when unset),
// migrates it, and drops it when the test ends. It returns its URL.
func NewDatabase(t testing.TB) string {
	t.Helper()
	base := storetest.DatabaseURL(t)
	var raw [6]byte
	if _, err := rand.Read(raw[:]); err != nil {
		t.Fatal(err)
	}
	name := "tourchat_test_" + hex.EncodeToString(raw[:])
	dbURL, err := withDatabase(base, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	admin(ctx, t, base, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		admin(ctx, t, base, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)")
	})
	if err := postgres.Migrate(ctx, dbURL); err != nil {
		t.Fatalf("pgtest: migrate %s: %v", name, err)
	}
	return dbURL
}

// admin runs one statement on the server's own database.
func admin(ctx context.Context, t testing.TB, base, sql string) {
	t.Helper()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("pgtest: connect: %v", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, sql); err != nil {
		t.Fatalf("pgtest: %s: %v", sql, err)
	}
}

// withDatabase returns base with its database name replaced. Both URL
// (postgres://...) and keyword/value (host=... dbname=...) forms work.
func withDatabase(base, name string) (string, error) {
	if u, err := url.Parse(base); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		u.Path = "/" + name
		return u.String(), nil
	}
	return base + " dbname=" + name, nil
}
