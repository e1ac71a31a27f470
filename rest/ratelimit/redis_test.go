package ratelimit_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/store/storetest"
)

// logBuffer is a concurrency-safe slog sink.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) count(substr string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.Count(b.buf.String(), substr)
}

func redisOptions(t *testing.T) *redis.Options {
	t.Helper()
	opt, err := redis.ParseURL(storetest.RedisURL(t))
	if err != nil {
		t.Fatal(err)
	}
	return opt
}

func newClient(t *testing.T, opt *redis.Options) *redis.Client {
	c := redis.NewClient(opt)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// newPrefix returns a prefix of the test's own and deletes its keys at the
// end (the Redis server is shared: never FLUSHALL).
func newPrefix(t *testing.T, c *redis.Client) string {
	var raw [6]byte
	_, _ = rand.Read(raw[:])
	prefix := "tctest:rl:" + hex.EncodeToString(raw[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		iter := c.Scan(ctx, 0, "*"+prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			c.Del(ctx, iter.Val())
		}
	})
	return prefix
}

func TestRedisSharedBudget(t *testing.T) {
	opt := redisOptions(t)
	c1, c2 := newClient(t, opt), newClient(t, opt)
	prefix := newPrefix(t, c1)
	// Two limiters on two clients stand for two instances.
	a := ratelimit.NewRedis(c1, ratelimit.RedisOptions{Prefix: prefix})
	b := ratelimit.NewRedis(c2, ratelimit.RedisOptions{Prefix: prefix})
	ctx := context.Background()
	start := time.Now()
	for i := range 5 {
		l := a
		if i%2 == 1 {
			l = b
		}
		res, err := l.Allow(ctx, "key_1", 5, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Allowed || res.Limit != 5 || res.Remaining != 4-i || res.RetryAfter != 0 {
			t.Fatalf("request %d: %+v, want allowed with %d remaining", i+1, res, 4-i)
		}
		if !res.Reset.After(start) || res.Reset.After(start.Add(time.Minute+time.Second)) {
			t.Fatalf("request %d: Reset %v not within the window", i+1, res.Reset)
		}
	}
	for _, l := range []*ratelimit.Redis{a, b} {
		res, err := l.Allow(ctx, "key_1", 5, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		// GCRA refills one request every window/limit = 12 s.
		if res.Allowed || res.Remaining != 0 || res.RetryAfter <= 0 || res.RetryAfter > 12*time.Second {
			t.Fatalf("over the shared budget: %+v, want refused with a RetryAfter up to 12s", res)
		}
	}
	if res, err := a.Allow(ctx, "key_2", 5, time.Minute); err != nil || !res.Allowed {
		t.Fatalf("another key: %+v, %v", res, err)
	}
}

// flakyDialer dials Redis unless down is set, standing in for an outage.
type flakyDialer struct {
	down  atomic.Bool
	dials atomic.Int64
}

func (f *flakyDialer) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	f.dials.Add(1)
	if f.down.Load() {
		return nil, errors.New("test: redis is down")
	}
	var d net.Dialer
	return d.DialContext(ctx, network, addr)
}

func TestRedisFallbackOnClosedPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close() // nothing listens there now
	c := newClient(t, &redis.Options{Addr: addr, MaxRetries: -1, DialerRetries: 1, DialTimeout: time.Second})
	logs := &logBuffer{}
	clk := newClock()
	l := ratelimit.NewRedis(c, ratelimit.RedisOptions{
		Logger:   slog.New(slog.NewTextHandler(logs, nil)),
		Fallback: ratelimit.NewMemory(ratelimit.MemoryOptions{Now: clk.Now}),
		// Probe Redis on every request, to show the log still says it once.
		RetryInterval: time.Nanosecond,
	})
	ctx := context.Background()
	for i := range 20 {
		res, err := l.Allow(ctx, "key_1", 3, time.Minute)
		if err != nil {
			t.Fatalf("request %d: %v (Redis down must not fail requests)", i+1, err)
		}
		if res.Allowed != (i < 3) || res.Limit != 3 {
			t.Fatalf("request %d: %+v: the fallback must still limit", i+1, res)
		}
	}
	if n := logs.count("redis unreachable"); n != 1 {
		t.Fatalf("outage logged %d times, want once:\n%s", n, logs.buf.String())
	}
}

func TestRedisFallbackAndRecovery(t *testing.T) {
	opt := redisOptions(t)
	fd := &flakyDialer{}
	fd.down.Store(true)
	flaky := *opt
	flaky.Dialer = fd.dial
	flaky.MaxRetries = -1
	flaky.DialerRetries = 1
	c := newClient(t, &flaky)
	prefix := newPrefix(t, newClient(t, opt))
	logs := &logBuffer{}
	clk := newClock()
	l := ratelimit.NewRedis(c, ratelimit.RedisOptions{
		Prefix: prefix, Logger: slog.New(slog.NewTextHandler(logs, nil)),
		Fallback:      ratelimit.NewMemory(ratelimit.MemoryOptions{Now: clk.Now}),
		RetryInterval: 10 * time.Second, Now: clk.Now,
	})
	ctx := context.Background()
	allow := func(what string) ratelimit.Result {
		t.Helper()
		res, err := l.Allow(ctx, "key_1", 100, time.Minute)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return res
	}
	for i := range 10 {
		if res := allow("redis down"); !res.Allowed || res.Remaining != 99-i {
			t.Fatalf("redis down, request %d: %+v, want the fallback's count", i+1, res)
		}
	}
	// Within RetryInterval only the first request tried Redis.
	if n := fd.dials.Load(); n != 1 {
		t.Fatalf("%d dials during the outage's first interval, want 1", n)
	}
	if n := logs.count("redis unreachable"); n != 1 {
		t.Fatalf("outage logged %d times, want once", n)
	}

	fd.down.Store(false)
	clk.Advance(11 * time.Second)
	// Back on Redis, whose budget the outage did not touch (the fallback
	// would say 89 remaining; GCRA may round one down).
	if res := allow("redis back"); !res.Allowed || res.Remaining < 98 {
		t.Fatalf("redis back: %+v, want Redis's count (98 or 99 remaining)", res)
	}
	if n := logs.count("redis reachable again"); n != 1 {
		t.Fatalf("recovery logged %d times, want once", n)
	}
	allow("still up")
	if n := logs.count("level="); n != 2 {
		t.Fatalf("%d log lines, want the two transitions only:\n%s", n, logs.buf.String())
	}
}

func TestRedisContextEnded(t *testing.T) {
	opt := redisOptions(t)
	c := newClient(t, opt)
	l := ratelimit.NewRedis(c, ratelimit.RedisOptions{Prefix: newPrefix(t, c)})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := l.Allow(ctx, "k", 1, time.Minute); !errors.Is(err, context.Canceled) {
		t.Fatalf("Allow with an ended context: %v, want context.Canceled", err)
	}
}

// TestRedisHungFallsBackQuickly: a Redis that accepts connections and never
// answers (a paused process) costs a request at most the call timeout; the
// fallback counts, and the breaker spares the next requests the wait.
func TestRedisHungFallsBackQuickly(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var held []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c) // read nothing, answer nothing
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range held {
			c.Close()
		}
		mu.Unlock()
	})
	c := newClient(t, &redis.Options{Addr: ln.Addr().String(), ContextTimeoutEnabled: true})
	l := ratelimit.NewRedis(c, ratelimit.RedisOptions{CallTimeout: 100 * time.Millisecond})
	for i := range 5 {
		start := time.Now()
		res, err := l.Allow(context.Background(), "key_h", 3, time.Minute)
		if err != nil || res.Allowed != (i < 3) {
			t.Fatalf("request %d on a hung Redis: %+v, %v", i+1, res, err)
		}
		// Generous bound for a loaded machine; without the call timeout the
		// first request waits go-redis's 3 s read timeout (and retries).
		if d := time.Since(start); d > time.Second {
			t.Fatalf("request %d waited %v on a hung Redis", i+1, d)
		}
	}
}
