package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/pressly/goose/v3"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate creates the database file at path (and its directory) when
// missing and applies the embedded schema migrations it has not seen. A
// server and an operator command may start at once: an exclusive lock on a
// file next to the database serialises them, and the later one finds
// nothing left to do.
func Migrate(ctx context.Context, path string) error {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return fmt.Errorf("sqlite: data directory: %w", err)
		}
	}
	unlock, err := lockFile(ctx, path+".migrate-lock")
	if err != nil {
		return fmt.Errorf("sqlite: migration lock: %w", err)
	}
	defer unlock()
	// The file holds webhook secrets and visitors' details: readable by its
	// owner only (SQLite gives its WAL and index the same mode).
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("sqlite: create %s: %w", path, err)
	}
	f.Close()
	db, err := sql.Open("sqlite", dsn(path, DefaultBusyTimeout, "FULL", false))
	if err != nil {
		return fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if err := db.PingContext(ctx); err != nil {
		return fmt.Errorf("sqlite: open %s: %w", path, translate(err))
	}
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, sub, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return fmt.Errorf("sqlite: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("sqlite: migrate: %w", translate(err))
	}
	return nil
}
