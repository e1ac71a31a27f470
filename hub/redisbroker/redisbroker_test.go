package redisbroker_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"go.uber.org/goleak"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/brokertest"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/store/storetest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// redisOptions parses the integration URL.
func redisOptions(t *testing.T) *redis.Options {
	t.Helper()
	opt, err := redis.ParseURL(storetest.RedisURL(t))
	if err != nil {
		t.Fatalf("TOURCHAT_TEST_REDIS_URL: %v", err)
	}
	return opt
}

func newClient(t *testing.T, opt *redis.Options) *redis.Client {
	t.Helper()
	c := redis.NewClient(opt)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// newPrefix returns a key prefix of the test's own and deletes its keys
// when the test ends (the Redis server is shared: never FLUSHALL).
func newPrefix(t testing.TB, c *redis.Client) string {
	t.Helper()
	var raw [6]byte
	_, _ = rand.Read(raw[:])
	prefix := "tctest:" + hex.EncodeToString(raw[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		iter := c.Scan(ctx, 0, prefix+"*", 100).Iterator()
		for iter.Next(ctx) {
			c.Del(ctx, iter.Val())
		}
	})
	return prefix
}

// proxied is the setup of the outage tests: a direct client, a fresh key
// prefix, and the options of a client that reaches Redis through a proxy
// the test can cut, with go-redis's retries off so failures show.
func proxied(t *testing.T) (direct *redis.Client, prefix string, px *proxy, viaProxy *redis.Options) {
	opt := redisOptions(t)
	direct = newClient(t, opt)
	prefix = newPrefix(t, direct)
	px = newProxy(t, opt.Addr)
	o := *opt
	o.Addr = px.addr()
	o.MaxRetries = -1
	return direct, prefix, px, &o
}

func brokerOptions(prefix string) redisbroker.Options {
	return redisbroker.Options{
		Prefix: prefix, HistorySize: brokertest.HistorySize, HistoryTTL: time.Minute,
		PingInterval: 500 * time.Millisecond,
	}
}

func TestConformance(t *testing.T) {
	opt := redisOptions(t)
	brokertest.Run(t, func(t *testing.T) hub.Broker {
		c := newClient(t, opt)
		return redisbroker.New(c, brokerOptions(newPrefix(t, c)))
	})
}

func TestConformancePair(t *testing.T) {
	opt := redisOptions(t)
	brokertest.RunPair(t, func(t *testing.T) (hub.Broker, hub.Broker) {
		c1, c2 := newClient(t, opt), newClient(t, opt)
		prefix := newPrefix(t, c1)
		return redisbroker.New(c1, brokerOptions(prefix)), redisbroker.New(c2, brokerOptions(prefix))
	})
}

func TestHistorySurvivesBrokerInstances(t *testing.T) {
	opt := redisOptions(t)
	c := newClient(t, opt)
	prefix := newPrefix(t, c)
	ctx := context.Background()
	ch := hub.SessionChannel("biz_t", "survive")

	first := redisbroker.New(c, brokerOptions(prefix))
	var last hub.StreamPosition
	for _, d := range []string{"a", "b", "c"} {
		pos, err := first.Publish(ctx, ch, []byte(d))
		if err != nil {
			t.Fatal(err)
		}
		last = pos
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}

	second := redisbroker.New(newClient(t, opt), brokerOptions(prefix))
	defer second.Close()
	pubs, pos, err := second.History(ctx, ch, hub.StreamPosition{Epoch: last.Epoch, Offset: 1}, 10)
	if err != nil || pos != last {
		t.Fatalf("History on a new instance = %v, %+v; want nil, %+v", err, pos, last)
	}
	if len(pubs) != 2 || string(pubs[0].Data) != "b" || string(pubs[1].Data) != "c" || pubs[1].Offset != last.Offset {
		t.Fatalf("History on a new instance = %+v", pubs)
	}
	next, err := second.Publish(ctx, ch, []byte("d"))
	if err != nil || next.Epoch != last.Epoch || next.Offset != last.Offset+1 {
		t.Fatalf("Publish on a new instance = %+v, %v; want the next offset in epoch %s", next, err, last.Epoch)
	}
}

func TestClosedBrokerRefuses(t *testing.T) {
	opt := redisOptions(t)
	c := newClient(t, opt)
	b := redisbroker.New(c, brokerOptions(newPrefix(t, c)))
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := b.Publish(ctx, "x", nil); !errors.Is(err, redisbroker.ErrClosed) {
		t.Fatalf("Publish after Close: %v", err)
	}
	if err := b.Subscribe(ctx, "x"); !errors.Is(err, redisbroker.ErrClosed) {
		t.Fatalf("Subscribe after Close: %v", err)
	}
}

// TestReconnect cuts the subscriber's connection to Redis (as a restart
// would), publishes while it is down, and checks that the broker redials,
// tells the hub to recover, that history has what was missed, and that live
// delivery resumes.
func TestReconnect(t *testing.T) {
	direct, prefix, px, viaProxy := proxied(t)

	sub := redisbroker.New(newClient(t, viaProxy), brokerOptions(prefix))
	pub := redisbroker.New(direct, brokerOptions(prefix))
	defer pub.Close()
	rec := brokertest.Start(t, sub)
	ctx := context.Background()
	ch := hub.BusinessChannel("biz_reconnect")
	if err := sub.Subscribe(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before, err := pub.Publish(ctx, ch, []byte("before"))
	if err != nil {
		t.Fatal(err)
	}
	rec.WaitCount(t, ch, 1)

	px.setDown(true)
	missed, err := pub.Publish(ctx, ch, []byte("missed"))
	if err != nil {
		t.Fatal(err)
	}
	up := time.Now()
	px.setDown(false)

	rec.WaitFor(t, "HandleReconnect", func(r *brokertest.Recorder) bool { return r.Reconnects() >= 1 })
	t.Logf("HandleReconnect %v after Redis came back", time.Since(up).Round(time.Millisecond))
	pubs, pos, err := sub.History(ctx, ch, before, 10)
	if err != nil || pos != missed || len(pubs) != 1 || string(pubs[0].Data) != "missed" {
		t.Fatalf("recovery from history = %+v, %+v, %v; want the missed publication", pubs, pos, err)
	}

	after, err := pub.Publish(ctx, ch, []byte("after"))
	if err != nil {
		t.Fatal(err)
	}
	got := rec.WaitCount(t, ch, 2)
	if last := got[len(got)-1]; last.Offset != after.Offset || string(last.Data) != "after" {
		t.Fatalf("live delivery after reconnect = %+v, want offset %d", last, after.Offset)
	}
	t.Logf("delivery resumed %v after Redis came back", time.Since(up).Round(time.Millisecond))
}

// signalHandler is a slog.Handler that closes warned on the first warning.
type signalHandler struct {
	once   sync.Once
	warned chan struct{}
}

func (h *signalHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h *signalHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Level >= slog.LevelWarn {
		h.once.Do(func() { close(h.warned) })
	}
	return nil
}
func (h *signalHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h *signalHandler) WithGroup(string) slog.Handler      { return h }

// TestSilentConnection black-holes the subscriber's connection without
// closing it: only the missing PONG can tell, and the broker must replace
// the connection and recover.
func TestSilentConnection(t *testing.T) {
	direct, prefix, px, viaProxy := proxied(t)
	viaProxy.DialerRetries = 1
	viaProxy.ReadTimeout = 300 * time.Millisecond
	viaProxy.WriteTimeout = 300 * time.Millisecond

	logs := &signalHandler{warned: make(chan struct{})}
	subOpt := brokerOptions(prefix)
	subOpt.PingInterval = 200 * time.Millisecond
	subOpt.Logger = slog.New(logs)
	sub := redisbroker.New(newClient(t, viaProxy), subOpt)
	pub := redisbroker.New(direct, brokerOptions(prefix))
	defer pub.Close()
	rec := brokertest.Start(t, sub)
	ctx := context.Background()
	ch := hub.BusinessChannel("biz_silent")
	if err := sub.Subscribe(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if _, err := pub.Publish(ctx, ch, []byte("before")); err != nil {
		t.Fatal(err)
	}
	rec.WaitCount(t, ch, 1)

	px.setFrozen(true)
	if _, err := pub.Publish(ctx, ch, []byte("missed")); err != nil {
		t.Fatal(err)
	}
	select {
	case <-logs.warned:
	case <-time.After(brokertest.WaitTimeout):
		t.Fatal("the silent connection was not noticed")
	}
	px.setFrozen(false)
	rec.WaitFor(t, "HandleReconnect", func(r *brokertest.Recorder) bool { return r.Reconnects() >= 1 })
	after, err := pub.Publish(ctx, ch, []byte("after"))
	if err != nil {
		t.Fatal(err)
	}
	got := rec.WaitCount(t, ch, 2)
	if last := got[len(got)-1]; last.Offset != after.Offset {
		t.Fatalf("live delivery after replacing the connection = %+v, want offset %d", last, after.Offset)
	}
}

// BenchmarkPublishDeliver measures one publication through Redis to a
// subscribed instance: the script, the PUBLISH and the delivery.
func BenchmarkPublishDeliver(b *testing.B) {
	opt, err := redis.ParseURL(storetest.RedisURL(b))
	if err != nil {
		b.Fatal(err)
	}
	c := redis.NewClient(opt)
	b.Cleanup(func() { _ = c.Close() })
	br := redisbroker.New(c, brokerOptions(newPrefix(b, c)))
	rec := brokertest.Start(b, br)
	ctx := context.Background()
	ch := hub.BusinessChannel("biz_bench")
	if err := br.Subscribe(ctx, ch); err != nil {
		b.Fatal(err)
	}
	data := []byte(`{"id":"evt_x","object":"event","type":"booking.created","data":{}}`)
	b.ResetTimer()
	for b.Loop() {
		if _, err := br.Publish(ctx, ch, data); err != nil {
			b.Fatal(err)
		}
	}
	rec.WaitCount(b, ch, b.N)
}
