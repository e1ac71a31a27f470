// Package sqlite is TourChat's embedded store: every interface of package
// store in one SQLite file through modernc.org/sqlite (pure Go, no cgo). It
// is the default for a server on one machine. The file is in WAL mode, so
// readers never wait for the writer; all writes go through one connection,
// so a transaction never has to be retried for a lock another connection of
// this process holds, and a busy timeout covers other processes (the
// operator commands, a backup) writing to the same file. Changes and their
// events commit in one transaction (the outbox), as on Postgres.
package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/url"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

// Options tunes a Store. The zero value is usable.
type Options struct {
	// Now is the clock every timestamp is taken from; time.Now when nil.
	// Timestamps are kept to the microsecond, as on Postgres.
	Now func() time.Time
	// Readers caps the reader pool; max(4, CPUs) when zero.
	Readers int
	// BusyTimeout is how long a statement waits for another process's
	// write lock before it fails; DefaultBusyTimeout when zero.
	BusyTimeout time.Duration
	// Synchronous is SQLite's synchronous setting. "NORMAL" (the default)
	// writes every commit to the WAL before it returns, so a crash of the
	// process (or SIGKILL) loses nothing; it syncs the disk at checkpoints
	// only, so a power cut may lose the last commits (never the file's
	// consistency). "FULL" syncs the WAL at every commit: durable against
	// power loss too, at the disk's fsync latency per write.
	Synchronous string
	// CheckpointInterval is how often the WAL is copied into the database
	// file in the background; DefaultCheckpointInterval when zero.
	CheckpointInterval time.Duration
	// WALLimit is the WAL size past which a checkpoint waits for the
	// readers still using the WAL so that it starts afresh (a RESTART
	// checkpoint, which holds writes back meanwhile); DefaultWALLimit when
	// zero.
	WALLimit int64
}

// DefaultWALLimit is the WAL size a Store lets a busy file reach.
const DefaultWALLimit = 16 << 20

// DefaultCheckpointInterval is how often a Store checkpoints its WAL.
const DefaultCheckpointInterval = time.Second

// DefaultBusyTimeout is how long a write waits for another process (an
// operator command) holding the file's write lock.
const DefaultBusyTimeout = 10 * time.Second

// Store is the SQLite backend. It is safe for concurrent use by one
// process; other processes may open the same file (operator commands,
// backups) and wait at most the busy timeout for each other's writes.
type Store struct {
	path      string
	w         *sql.DB // one connection: every write transaction
	r         *sql.DB // the reader pool, query_only
	cp        *sql.DB // the checkpointer's connection
	commits   atomic.Uint64
	walLimit  int64
	owner     int64         // this Store's id on its Idempotency-Key reservations
	stop      chan struct{} // closed by Close: the checkpointer stops
	stopped   chan struct{} // closed by the checkpointer once it has stopped
	now       func() time.Time
	closeOnce sync.Once
	zones     sync.Map                 // time zone name -> *time.Location
	wstmts    sync.Map                 // query text -> *sql.Stmt on w
	rstmts    sync.Map                 // query text -> *sql.Stmt on r
	ids       store.IDs                // ids in creation order, for the lists that page by id
	flow      sqlflow.Backend[txSteps] // the transactions shared with postgres
}

var _ store.Store = (*Store)(nil)

// Open opens (creating it if needed) the database file at path, applies
// the schema migrations it has not seen, and starts the Store's background
// checkpoints, which Close stops.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if err := Migrate(ctx, path); err != nil {
		return nil, err
	}
	return open(path, opts)
}

func open(path string, opts Options) (*Store, error) {
	busy := opts.BusyTimeout
	if busy <= 0 {
		busy = DefaultBusyTimeout
	}
	mode := opts.Synchronous
	switch mode {
	case "":
		mode = "NORMAL"
	case "FULL", "NORMAL":
	default:
		return nil, fmt.Errorf("sqlite: synchronous must be FULL or NORMAL, not %q", mode)
	}
	w, err := sql.Open("sqlite", dsn(path, busy, mode, false))
	if err != nil {
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxIdleTime(0)
	w.SetConnMaxLifetime(0)
	readers := opts.Readers
	if readers <= 0 {
		readers = max(4, runtime.NumCPU())
	}
	r, err := sql.Open("sqlite", dsn(path, busy, mode, true))
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	r.SetMaxOpenConns(readers)
	r.SetMaxIdleConns(readers)
	// The checkpointer's own connection: a checkpoint copies pages and syncs
	// the file, which must not hold up the writer's commits.
	cp, err := sql.Open("sqlite", dsn(path, busy, mode, false))
	if err != nil {
		w.Close()
		r.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	cp.SetMaxOpenConns(1)
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	interval := opts.CheckpointInterval
	if interval <= 0 {
		interval = DefaultCheckpointInterval
	}
	walLimit := opts.WALLimit
	if walLimit <= 0 {
		walLimit = DefaultWALLimit
	}
	s := &Store{path: path, w: w, r: r, cp: cp, now: now, walLimit: walLimit, owner: newOwner(),
		stop: make(chan struct{}), stopped: make(chan struct{})}
	s.flow = s.flowBackend()
	go s.checkpoints(interval)
	return s, nil
}

// checkpoints copies the WAL into the database file every interval while
// there were commits, until Close. The writer's automatic checkpoints are
// off (wal_autocheckpoint(0)): run inside a commit, they made that commit
// wait for the copy and the file's sync every thousand pages.
func (s *Store) checkpoints(interval time.Duration) {
	defer close(s.stopped)
	t := time.NewTicker(interval)
	defer t.Stop()
	var done uint64
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
		}
		if n := s.commits.Load(); n != done {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			if s.Checkpoint(ctx) == nil {
				done = n
			}
			cancel()
		}
	}
}

// dsn is the connection string of the file at path: WAL, the busy
// timeout, foreign keys on, and BEGIN IMMEDIATE for transactions so that a
// write transaction takes the write lock when it starts (waiting the busy
// timeout for it) instead of failing when it first writes. Readers are
// query_only.
func dsn(path string, busy time.Duration, synchronous string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busy.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous("+synchronous+")")
	q.Add("_pragma", "wal_autocheckpoint(0)")
	q.Add("_pragma", "journal_size_limit(67108864)") // a WAL started afresh shrinks to 64 MiB
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate")
	}
	return "file:" + path + "?" + q.Encode()
}

// Checkpoint copies the WAL into the database file now; a Store does it by
// itself every CheckpointInterval while there are commits. It works in two
// steps. The first, on a connection of its own, copies what is there and
// syncs the file while commits go on (PASSIVE blocks no one). Commits keep adding to
// the WAL meanwhile, and a WAL is only written again from its start once
// all of it has been copied and no reader still reads it: the second step
// copies the little added since on the writer's connection, between two
// commits, so that the next commit can start the WAL afresh. Readers that
// never pause can still keep it from doing so; once the WAL has grown past
// the limit, the second step is a RESTART, which waits for them (holding
// writes back for as long as the reads in progress take).
func (s *Store) Checkpoint(ctx context.Context) error {
	var busy, frames, copied int64
	if err := s.cp.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied); err != nil {
		return translate(err)
	}
	mode := "PASSIVE"
	if frames*s.pageSize(ctx) > s.walLimit {
		mode = "RESTART"
	}
	if _, err := s.w.ExecContext(ctx, `PRAGMA wal_checkpoint(`+mode+`)`); err != nil {
		return translate(err)
	}
	return nil
}

// pageSize is the database's page size (4096 unless the file says else).
func (s *Store) pageSize(ctx context.Context) int64 {
	var n int64
	if err := s.cp.QueryRowContext(ctx, `PRAGMA page_size`).Scan(&n); err != nil || n <= 0 {
		return 4096
	}
	return n
}

// Path is the database file's path.
func (s *Store) Path() string { return s.path }

// Close stops the background checkpoints and closes the connections,
// waiting for those in use to be released. It may be called more than once.
func (s *Store) Close() error {
	var err error
	s.closeOnce.Do(func() {
		close(s.stop)
		<-s.stopped
		// A last checkpoint copies what it can; another process (a server
		// and a command share the file) may still be using the WAL.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		_, _ = s.cp.ExecContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`)
		cancel()
		if e := s.cp.Close(); e != nil {
			err = e
		}
		for _, m := range []*sync.Map{&s.rstmts, &s.wstmts} {
			m.Range(func(_, v any) bool {
				v.(*sql.Stmt).Close()
				return true
			})
		}
		if e := s.r.Close(); e != nil {
			err = e
		}
		if e := s.w.Close(); e != nil {
			err = e
		}
	})
	return err
}

// Ping checks that the file can be read; the error wraps
// store.ErrUnavailable when it cannot.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	if err := s.rd().QueryRowContext(ctx, `SELECT 1`).Scan(&one); err != nil {
		return unavailable(err)
	}
	return nil
}

// clock returns the current time as stored: UTC, microseconds, no
// monotonic reading.
func (s *Store) clock() time.Time { return at(s.now()) }

func at(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// inTx runs fn in a write transaction (BEGIN IMMEDIATE on the writer
// connection), committing when fn returns nil. Errors from fn are returned
// as they are; errors from begin and commit are translated.
func (s *Store) inTx(ctx context.Context, fn func(tx runner) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return translate(err)
	}
	r := runner{db: s.w, stmts: &s.wstmts, tx: tx, misses: new([]string)}
	err = fn(r)
	if err == nil {
		err = translate(tx.Commit())
		s.commits.Add(1)
	} else {
		_ = tx.Rollback()
	}
	r.prepareMisses(ctx)
	return err
}

// rd runs statements on the reader pool.
func (s *Store) rd() runner { return runner{db: s.r, stmts: &s.rstmts} }

// wr runs one statement on the writer connection (its own transaction).
func (s *Store) wr() runner { return runner{db: s.w, stmts: &s.wstmts, commits: &s.commits} }

// runner runs statements on a pool or in one of its transactions, through
// prepared statements kept per query text: SQLite spends more time parsing
// a chat turn's dozen statements than running them. The query texts are
// the constants of this package, so the cache is bounded. A statement
// first met inside a transaction is prepared on the transaction alone (the
// writer's one connection is busy with it) and kept once it ends.
type runner struct {
	db     *sql.DB
	stmts  *sync.Map // query text -> *sql.Stmt prepared on db
	tx     *sql.Tx
	misses *[]string // inside a transaction: query texts to prepare after it
	// commits counts the writer's statements outside transactions, so the
	// checkpointer knows there is work.
	commits *atomic.Uint64
}

func (r runner) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	if v, ok := r.stmts.Load(query); ok {
		if r.tx != nil {
			return r.tx.StmtContext(ctx, v.(*sql.Stmt)), nil
		}
		return v.(*sql.Stmt), nil
	}
	if r.tx != nil {
		*r.misses = append(*r.misses, query)
		return r.tx.PrepareContext(ctx, query) // closed with the transaction
	}
	return r.prepare(ctx, query)
}

// prepare prepares query on the pool and keeps it.
func (r runner) prepare(ctx context.Context, query string) (*sql.Stmt, error) {
	st, err := r.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if v, loaded := r.stmts.LoadOrStore(query, st); loaded {
		st.Close()
		return v.(*sql.Stmt), nil
	}
	return st, nil
}

// prepareMisses keeps the statements a finished transaction met first.
func (r runner) prepareMisses(ctx context.Context) {
	for _, q := range *r.misses {
		if _, ok := r.stmts.Load(q); !ok {
			_, _ = r.prepare(context.WithoutCancel(ctx), q) // on failure, the next use prepares again
		}
	}
}

// ExecContext runs a statement that returns no rows.
func (r runner) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := r.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	if r.commits != nil {
		defer r.commits.Add(1)
	}
	return st.ExecContext(ctx, args...)
}

// QueryContext runs a query.
func (r runner) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := r.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// QueryRowContext runs a query for one row.
func (r runner) QueryRowContext(ctx context.Context, query string, args ...any) scanner {
	st, err := r.stmt(ctx, query)
	if err != nil {
		return errRow{err}
	}
	if r.commits != nil {
		defer r.commits.Add(1)
	}
	return st.QueryRowContext(ctx, args...)
}

// errRow is a row whose query could not be prepared.
type errRow struct{ err error }

func (e errRow) Scan(...any) error { return e.err }

// scanner is a row: *sql.Row or *sql.Rows.
type scanner interface {
	Scan(dest ...any) error
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
// when there are none. Errors are translated.
func collect[T any](rows *sql.Rows, err error, scan func(scanner) (*T, error)) ([]T, error) {
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, translate(err)
		}
		out = append(out, *v)
	}
	return out, translate(rows.Err())
}

// us stores a time as microseconds since the epoch.
func us(t time.Time) int64 { return t.UnixMicro() }

// usPtr stores an optional time (NULL when nil).
func usPtr(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UnixMicro()
}

// fromUS reads a stored time back in UTC.
func fromUS(v int64) time.Time { return time.UnixMicro(v).UTC() }

// fromNullUS reads an optional stored time.
func fromNullUS(v sql.NullInt64) *time.Time {
	if !v.Valid {
		return nil
	}
	t := fromUS(v.Int64)
	return &t
}

// optUS is NULL for the zero time (no bound), else the stored time.
func optUS(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return at(t).UnixMicro()
}

// jsonText encodes v for a JSON column; nil slices and maps are given by
// the caller as empty ones.
func jsonText(v any) (string, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("sqlite: encode: %w", err)
	}
	return string(raw), nil
}

// rawOrNull stores an absent JSON document as NULL.
func rawOrNull(v []byte) any {
	if len(v) == 0 {
		return nil
	}
	return string(v)
}

// bytesOrNull stores an absent blob as NULL.
func bytesOrNull(v []byte) any {
	if len(v) == 0 {
		return nil
	}
	return v
}

// raw turns a scanned JSON column into a document, nil for NULL.
func raw(b []byte) json.RawMessage {
	if b == nil {
		return nil
	}
	return json.RawMessage(b)
}

func nonNil(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// location returns the named zone a booking's times were written in (UTC
// for an unknown name), loading each zone once per Store.
func (s *Store) location(name string) *time.Location {
	if loc, ok := s.zones.Load(name); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = time.UTC
	}
	s.zones.Store(name, loc)
	return loc
}

// newOwner is a random positive id for a Store's reservations.
func newOwner() int64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return int64(binary.BigEndian.Uint64(b[:]) >> 1)
}
