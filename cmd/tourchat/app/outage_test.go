package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// viaProxy rewrites a URL's host to the proxy's address.
func viaProxy(t *testing.T, raw string, p *proxy) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Host = p.addr()
	return u.String()
}

func hostOf(t *testing.T, raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u.Host
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestBackendOutage cuts Postgres and then Redis under a running instance:
// /readyz and requests that need the store answer 503 (never 500), nothing
// crashes, and everything recovers by itself when they return; a WebSocket
// subscriber gets events again after Redis comes back.
func TestBackendOutage(t *testing.T) {
	db := pgtest.NewDatabase(t)
	redisURL := storetest.RedisURL(t)
	pgProxy := newProxy(t, hostOf(t, db))
	redisProxy := newProxy(t, hostOf(t, redisURL))
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	s := startServer(t, Config{
		DatabaseURL: viaProxy(t, db, pgProxy), RedisURL: viaProxy(t, redisURL, redisProxy),
		RedisPrefix: "tctest:" + hex.EncodeToString(rnd[:]) + ":", JWTSecrets: [][]byte{make([]byte, 32)},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	ready := func() int {
		resp, err := http.Get(s.srv.URL + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if ready() != 200 {
		t.Fatal("not ready at start")
	}

	pgProxy.cut()
	waitFor(t, 10*time.Second, "readyz 503 without Postgres", func() bool { return ready() == 503 })
	if code := s.status("POST", "/v1/chat", map[string]any{"business_id": "biz_demo", "session_id": "o1", "message": "hi"}); code != 503 {
		t.Fatalf("chat without Postgres: %d, want 503", code)
	}
	pgProxy.restore()
	waitFor(t, 15*time.Second, "recovery after Postgres returns", func() bool {
		return ready() == 200 && s.status("POST", "/v1/chat", map[string]any{"business_id": "biz_demo", "session_id": "o1", "message": "hi"}) == 200
	})

	w := s.dialKey(ctx)
	w.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	w.next(ctx, isType("subscribed"))
	redisProxy.cut()
	waitFor(t, 10*time.Second, "readyz 503 without Redis", func() bool { return ready() == 503 })
	// Requests that need only Postgres keep working (rate limits count locally).
	if code := s.status("POST", "/v1/chat", map[string]any{"business_id": "biz_demo", "session_id": "o2", "message": "hello"}); code != 200 {
		t.Fatalf("chat without Redis: %d", code)
	}
	redisProxy.restore()
	waitFor(t, 15*time.Second, "readyz after Redis returns", func() bool { return ready() == 200 })
	start := time.Now()
	s.chat("o3", "my email is back@example.com")
	w.next(ctx, isEvent("lead.captured"))
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("delivery resumed after %v, want under 5 s", d)
	}
}
