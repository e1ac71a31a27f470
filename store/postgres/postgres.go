// Package postgres is TourChat's production store: every interface of
// package store on PostgreSQL through pgx (pgxpool). Changes and the events
// they cause are written in one transaction (the outbox), and places on a
// slot are taken with a conditional UPDATE so that any number of instances
// sharing the database never overbook.
package postgres

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

// Options tunes a Store. The zero value is usable.
type Options struct {
	// Now is the clock every timestamp is taken from; time.Now when nil.
	// Timestamps are kept to the microsecond, as Postgres stores them.
	Now func() time.Time
	// MaxConns caps the pool; DefaultMaxConns when zero.
	MaxConns int32
	// MinConns is how many connections the pool keeps open when idle.
	MinConns int32
	// MaxConnIdleTime closes connections idle for longer (pgxpool's default when zero).
	MaxConnIdleTime time.Duration
}

// DefaultMaxConns is the pool size per instance. pgxpool's own default,
// max(4, CPUs), starves a chat server: a turn, the outbox relay and the
// webhook worker each hold a connection, and turns queued behind them take
// hundreds of milliseconds. Sixteen leaves room for several instances under
// Postgres's default max_connections of 100.
const DefaultMaxConns = 16

// Store is the Postgres backend. It is safe for concurrent use; several
// Stores (instances) may share one database.
type Store struct {
	pool      *pgxpool.Pool
	now       func() time.Time
	closeOnce sync.Once
	zones     sync.Map // time zone name -> *time.Location
	owner     *ownerLock
	flow      sqlflow.Backend[txSteps] // the transactions shared with sqlite
}

var _ store.Store = (*Store)(nil)

// Open creates a Store on the database at url. It does not connect yet, so
// that a server can start (and report itself not ready) while the database
// is down; call Ping to check. It does not migrate: see Migrate.
func Open(ctx context.Context, url string, opts Options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: parse database url: %w", err)
	}
	cfg.MaxConns = DefaultMaxConns
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	}
	if opts.MinConns > 0 {
		cfg.MinConns = opts.MinConns
	}
	if opts.MaxConnIdleTime > 0 {
		cfg.MaxConnIdleTime = opts.MaxConnIdleTime
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, translate(err)
	}
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	s := &Store{pool: pool, now: now, owner: newOwnerLock(cfg.ConnString())}
	s.flow = s.flowBackend()
	return s, nil
}

// Close closes the pool, waiting for connections in use to be released. It
// may be called more than once.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		s.owner.stop()
		s.pool.Close()
	})
	return nil
}

// pingTimeout bounds a Ping whose context has no deadline, so that a
// readiness probe against a silent network does not hang.
const pingTimeout = 5 * time.Second

// Ping checks that the database answers; the error wraps store.ErrUnavailable
// when it does not.
func (s *Store) Ping(ctx context.Context) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, pingTimeout)
		defer cancel()
	}
	if err := s.pool.Ping(ctx); err != nil {
		return unavailable(err)
	}
	return nil
}

// Pool exposes the connection pool, for health metrics and tests.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// clock returns the current time as Postgres stores it: UTC, microseconds,
// no monotonic reading, so that what a method returns equals what a later
// read returns.
func (s *Store) clock() time.Time { return pgTime(s.now()) }

func pgTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// inTx runs fn in a transaction, committing when it returns nil. Errors
// from fn are returned as they are (fn translates its own); errors from
// begin and commit are translated here. A transaction that Postgres aborts
// as a deadlock or serialization failure is run again, a few times, so fn
// must set every result it returns from scratch.
func (s *Store) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	var err error
	for range 3 {
		if err = s.tryTx(ctx, fn); !retryable(err) {
			return err
		}
	}
	return err
}

func (s *Store) tryTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return translate(err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // a no-op after Commit
	if err := fn(tx); err != nil {
		return err
	}
	return translate(tx.Commit(ctx))
}

// page trims one extra row fetched to learn whether more follow.
func page[T any](rows []T, limit int) ([]T, bool) {
	if len(rows) > limit {
		return rows[:limit], true
	}
	if rows == nil {
		rows = []T{}
	}
	return rows, false
}

// collect scans every row with scan, answering an empty (not nil) slice
// when there are none.
func collect[T any](rows pgx.Rows, scan func(pgx.Row) (*T, error)) ([]T, error) {
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *v)
	}
	return out, rows.Err()
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
