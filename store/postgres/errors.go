package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/puddle/v2"

	"github.com/tourchat/tourchat/store"
)

// translate maps a driver error onto the store's vocabulary, wrapping the
// original with %w so that logs keep the detail: no rows is ErrNotFound, a
// unique violation ErrConflict, a lost or unreachable server or a timeout
// ErrUnavailable. Callers above the store see the sentinel; the SQL text
// never becomes part of an answer.
func translate(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%w: %w", store.ErrNotFound, err)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch {
		case pgErr.Code == "23505": // unique_violation
			return fmt.Errorf("%w: %s", store.ErrConflict, pgErr.ConstraintName)
		case pgErr.Code == "23503": // foreign_key_violation: an unknown business (or parent)
			return fmt.Errorf("%w: %s", store.ErrNotFound, pgErr.ConstraintName)
		case pgErr.Code == "23514": // check_violation
			if field, ok := checkFields[pgErr.ConstraintName]; ok {
				return store.Param(field, "invalid value")
			}
		case pgErr.Code == "40001", pgErr.Code == "40P01": // serialization failure, deadlock
			return fmt.Errorf("%w: %w", store.ErrConflict, err)
		case len(pgErr.Code) == 5 && pgErr.Code[:2] == "08", // connection exception
			pgErr.Code == "57P01", pgErr.Code == "57P02", pgErr.Code == "57P03", // shutdown, cannot connect now
			pgErr.Code == "53300", // too many connections
			pgErr.Code == "57014": // query cancelled (statement timeout)
			return unavailable(err)
		}
		return fmt.Errorf("postgres: %w", err)
	}
	if isUnavailable(err) {
		return unavailable(err)
	}
	return fmt.Errorf("postgres: %w", err)
}

// checkFields names the field each schema CHECK constraint guards
// (migration 00002), so a violation is the parameter error the store
// package's validation would have given.
var checkFields = map[string]string{
	"bookings_slot_id_nonempty":         "slot_id",
	"bookings_status_known":             "status",
	"leads_session_id_nonempty":         "session_id",
	"leads_status_known":                "status",
	"conversations_session_id_nonempty": "session_id",
	"services_id_nonempty":              "id",
	"api_keys_hash_nonempty":            "hash",
}

// retryable reports whether err is Postgres aborting a transaction that
// would succeed if run again (deadlock, serialization failure).
func retryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40001" || pgErr.Code == "40P01")
}

// isUnavailable reports whether err means the server could not be reached
// or did not answer in time.
func isUnavailable(err error) bool {
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded), pgconn.Timeout(err):
		return true
	case errors.As(err, &connectErr), errors.As(err, &netErr):
		return true
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, net.ErrClosed):
		return true
	case errors.Is(err, puddle.ErrClosedPool): // the Store was closed (shutting down)
		return true
	}
	return false
}

func unavailable(err error) error {
	if errors.Is(err, store.ErrUnavailable) {
		return err
	}
	return fmt.Errorf("%w: %w", store.ErrUnavailable, err)
}
