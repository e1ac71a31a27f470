package postgres_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

func open(t testing.TB, url string, opts postgres.Options) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), url, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestMigrateIsIdempotentAndConcurrent(t *testing.T) {
	url := pgtest.NewDatabase(t) // already migrated once
	ctx := context.Background()
	if err := postgres.Migrate(ctx, url); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() { errs[i] = postgres.Migrate(ctx, url) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("concurrent migrate %d: %v", i, err)
		}
	}
	s := open(t, url, postgres.Options{})
	if err := s.Ping(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestConcurrentFirstMigrate(t *testing.T) {
	// A fresh, unmigrated database: two instances starting together.
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	s := open(t, url, postgres.Options{})
	if _, err := s.Pool().Exec(ctx, `DROP SCHEMA public CASCADE; CREATE SCHEMA public`); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() { errs[i] = postgres.Migrate(ctx, url) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("concurrent first migrate %d: %v", i, err)
		}
	}
	var n int
	if err := s.Pool().QueryRow(ctx, `SELECT count(*) FROM goose_db_version WHERE version_id > 0`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("migrations", "*.sql"))
	if err != nil {
		t.Fatal(err)
	}
	if want := len(files); n != want {
		t.Errorf("migrations recorded = %d, want %d (one per file, once)", n, want)
	}
}

func TestPingUnreachable(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := open(t, "postgres://postgres@127.0.0.1:1/postgres?sslmode=disable&connect_timeout=2", postgres.Options{})
	err := s.Ping(ctx)
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Ping = %v, want ErrUnavailable", err)
	}
	if _, err := s.Business(ctx, "biz_x"); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Business = %v, want ErrUnavailable", err)
	}
	if err := postgres.Migrate(ctx, "postgres://postgres@127.0.0.1:1/postgres?sslmode=disable"); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Migrate = %v, want ErrUnavailable", err)
	}
}

// TestMigrateOutOfOrder: a database migrated before a lower-numbered
// migration existed (numbers are given per feature, features land in any
// order) takes it on the next start.
func TestMigrateOutOfOrder(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	s := open(t, url, postgres.Options{})
	var n int
	if err := s.Pool().QueryRow(ctx, `SELECT count(*) FROM goose_db_version WHERE version_id = 3`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("00003 recorded %d times (%v)", n, err)
	}
	// Undo 00003 by hand, as if the database had been migrated before it.
	if _, err := s.Pool().Exec(ctx, `DROP TABLE knowledge_entries; ALTER TABLE businesses DROP COLUMN facts;
		ALTER TABLE services DROP COLUMN facts; DELETE FROM goose_db_version WHERE version_id = 3`); err != nil {
		t.Fatal(err)
	}
	if err := postgres.Migrate(ctx, url); err != nil {
		t.Fatalf("migrate with a missing lower migration: %v", err)
	}
	if err := s.Pool().QueryRow(ctx, `SELECT count(*) FROM knowledge_entries`).Scan(&n); err != nil {
		t.Fatalf("00003 not applied: %v", err)
	}
}
