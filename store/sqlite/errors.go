package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	sqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/tourchat/tourchat/store"
)

// translate maps a driver error onto the store's vocabulary, wrapping the
// original with %w so that logs keep the detail: no rows is ErrNotFound, a
// unique or primary key violation ErrConflict, a lock held past the busy
// timeout, a full disk, an I/O error, a closed store or a deadline
// ErrUnavailable.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %w", store.ErrNotFound, err)
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %w", store.ErrConflict, err)
		case sqlite3.SQLITE_CONSTRAINT_TRIGGER: // the business triggers of migration 00002
			if strings.Contains(se.Error(), "foreign key") {
				return fmt.Errorf("%w: %w", store.ErrNotFound, err)
			}
		}
		switch se.Code() & 0xff { // the primary result code
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR,
			sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_INTERRUPT:
			return unavailable(err)
		}
		return fmt.Errorf("sqlite: %w", err)
	}
	if errors.Is(err, sql.ErrConnDone) || errors.Is(err, context.DeadlineExceeded) || isClosed(err) {
		return unavailable(err)
	}
	return fmt.Errorf("sqlite: %w", err)
}

// isClosed reports database/sql's error for a closed *sql.DB, which has no
// sentinel.
func isClosed(err error) bool { return err != nil && err.Error() == "sql: database is closed" }

func unavailable(err error) error {
	if errors.Is(err, store.ErrUnavailable) {
		return err
	}
	return fmt.Errorf("%w: %w", store.ErrUnavailable, err)
}
