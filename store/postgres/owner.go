package postgres

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// ownerLockClass is the first key of the session advisory lock by which an
// instance shows that it is alive: (ownerLockClass, owner id). Postgres drops
// the lock the moment the instance's connection dies, so another instance
// can tell at once that an Idempotency-Key reservation's owner crashed.
const ownerLockClass int32 = 0x74634b31 // "tcK1"

// ownerAliveSQL is true when the reservation's owner still holds its lock.
// An advisory lock on two int4 keys shows in pg_locks as classid, objid and
// objsubid = 2.
var ownerAliveSQL = fmt.Sprintf(`EXISTS (SELECT 1 FROM pg_locks
	WHERE locktype = 'advisory' AND granted AND objsubid = 2
	  AND classid::bigint = %d AND objid::bigint = idempotency_keys.owner)`, ownerLockClass)

// ownerLock holds the instance's liveness lock on a connection of its own,
// reconnecting when that connection drops. While it is not held, others may
// take this instance's reservations over; a booking then fails its
// reservation check instead of being made twice, so correctness never
// depends on the lock, only how soon a crash frees a key.
type ownerLock struct {
	id     int64 // the lock's second key, a positive int32
	url    string
	cancel context.CancelFunc
	done   chan struct{}

	mu   sync.Mutex
	conn *pgx.Conn
}

// ownerLockRetry is how long the lock keeper waits between attempts and
// checks; ownerLockTimeout bounds each connect and check.
const (
	ownerLockRetry   = 2 * time.Second
	ownerLockTimeout = 3 * time.Second
)

func newOwnerLock(url string) *ownerLock {
	var b [4]byte
	_, _ = rand.Read(b[:])
	id := int64(binary.BigEndian.Uint32(b[:])&0x7fffffff) | 1
	ctx, cancel := context.WithCancel(context.Background())
	l := &ownerLock{id: id, url: url, cancel: cancel, done: make(chan struct{})}
	go l.keep(ctx)
	return l
}

// keep connects, takes the lock and checks it every ownerLockRetry until
// stopped.
func (l *ownerLock) keep(ctx context.Context) {
	defer close(l.done)
	defer l.drop()
	t := time.NewTicker(ownerLockRetry)
	defer t.Stop()
	for {
		l.check(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// check pings the held connection, or connects and locks when there is none.
func (l *ownerLock) check(ctx context.Context) {
	cctx, cancel := context.WithTimeout(ctx, ownerLockTimeout)
	defer cancel()
	l.mu.Lock()
	conn := l.conn
	l.mu.Unlock()
	if conn != nil {
		if conn.Ping(cctx) == nil {
			return
		}
		l.drop()
	}
	c, err := pgx.Connect(cctx, l.url)
	if err != nil {
		return
	}
	if _, err := c.Exec(cctx, `SELECT pg_advisory_lock($1::int4, $2::int4)`, ownerLockClass, int32(l.id)); err != nil {
		_ = c.Close(context.Background())
		return
	}
	l.mu.Lock()
	l.conn = c
	l.mu.Unlock()
}

func (l *ownerLock) drop() {
	l.mu.Lock()
	c := l.conn
	l.conn = nil
	l.mu.Unlock()
	if c != nil {
		ctx, cancel := context.WithTimeout(context.Background(), ownerLockTimeout)
		defer cancel()
		_ = c.Close(ctx)
	}
}

// stop releases the lock and waits for the keeper to end.
func (l *ownerLock) stop() {
	l.cancel()
	<-l.done
}
