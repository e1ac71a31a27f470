package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
)

// Backup writes a consistent copy of the database file at src to dst,
// which must not exist yet, while servers and commands keep using src:
// VACUUM INTO reads one snapshot of the file (readers and the writer go on)
// and writes a compact database with the same schema and migrations.
func Backup(ctx context.Context, src, dst string) error {
	if _, err := os.Stat(src); err != nil {
		return fmt.Errorf("sqlite: backup source: %w", err)
	}
	if _, err := os.Stat(dst); err == nil {
		return fmt.Errorf("sqlite: backup: %s already exists", dst)
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("sqlite: backup: %w", err)
	}
	db, err := sql.Open("sqlite", dsn(src, DefaultBusyTimeout, "FULL", false))
	if err != nil {
		return fmt.Errorf("sqlite: open %s: %w", src, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, dst); err != nil {
		return fmt.Errorf("sqlite: backup to %s: %w", dst, translate(err))
	}
	return nil
}
