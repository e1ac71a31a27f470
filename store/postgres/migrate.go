package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migrationLockID is the advisory lock goose holds while migrating, so that
// instances starting together apply each migration once. It is ours (not
// goose's default) so that another goose-managed schema in the same
// database does not wait on us.
const migrationLockID int64 = 0x746f7572636861 // "tourcha"

// Migrate applies the embedded schema migrations that the database at url
// has not seen. It is safe to run at every start and from several
// instances at once: a session advisory lock serialises them, and the late
// ones find nothing left to do.
func Migrate(ctx context.Context, url string) error {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return fmt.Errorf("postgres: parse database url: %w", err)
	}
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	if err := db.PingContext(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", translate(err))
	}
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return fmt.Errorf("postgres: migrations: %w", err)
	}
	// Retry the lock every second for up to ten minutes: a migration that
	// takes longer than that is an operator's job, not a start-up's.
	locker, err := lock.NewPostgresSessionLocker(lock.WithLockID(migrationLockID), lock.WithLockTimeout(1, 600))
	if err != nil {
		return fmt.Errorf("postgres: migration lock: %w", err)
	}
	// Out of order is allowed: migrations are numbered per feature and
	// land in any order (00004 may be applied before 00003 arrives); each
	// touches only its own tables and columns.
	p, err := goose.NewProvider(goose.DialectPostgres, db, sub,
		goose.WithSessionLocker(locker), goose.WithDisableGlobalRegistry(true), goose.WithAllowOutofOrder(true))
	if err != nil {
		return fmt.Errorf("postgres: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrate: %w", translate(err))
	}
	return nil
}
