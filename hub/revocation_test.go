package hub

import (
	"context"
	"sync"
	"testing"
	"time"
)

// TestRevokedKeyClosesItsConnections: once a key is revoked, every live
// connection opened with it is closed with 4001; others stay open.
func TestRevokedKeyClosesItsConnections(t *testing.T) {
	var mu sync.Mutex
	revoked := map[string]bool{}
	e := newEnv(t, envConfig{opts: Options{
		RevocationInterval: 20 * time.Millisecond,
		KeyRevoked: func(_ context.Context, biz, key string) (bool, error) {
			mu.Lock()
			defer mu.Unlock()
			return revoked[biz+"/"+key], nil
		},
	}})
	a1 := e.dial(Client{BusinessID: testBiz, Staff: true, KeyID: "key_a"})
	a2 := e.dial(Client{BusinessID: testBiz, Staff: true, KeyID: "key_a"})
	b := e.dial(Client{BusinessID: testBiz, Staff: true, KeyID: "key_b"})
	for _, c := range []*tclient{a1, a2, b} {
		c.send(map[string]any{"type": "ping"})
		c.expect("pong")
	}
	mu.Lock()
	revoked[testBiz+"/key_a"] = true
	mu.Unlock()
	a1.expectClose(StatusUnauthorized)
	a2.expectClose(StatusUnauthorized)
	b.send(map[string]any{"type": "ping"})
	b.expect("pong")
}

// TestRevokeKeyClosesAtOnce: RevokeKey closes the key's connections at once,
// long before the periodic check (an hour here) would.
func TestRevokeKeyClosesAtOnce(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{
		RevocationInterval: time.Hour,
		KeyRevoked:         func(context.Context, string, string) (bool, error) { return true, nil },
	}})
	a := e.dial(Client{BusinessID: testBiz, Staff: true, KeyID: "key_a"})
	other := e.dial(Client{BusinessID: "biz_other", Staff: true, KeyID: "key_a"})
	b := e.dial(Client{BusinessID: testBiz, Staff: true, KeyID: "key_b"})
	for _, c := range []*tclient{a, other, b} {
		c.send(map[string]any{"type": "ping"})
		c.expect("pong")
	}
	if err := e.h.RevokeKey(context.Background(), testBiz, "key_a"); err != nil {
		t.Fatal(err)
	}
	a.expectClose(StatusUnauthorized)
	for _, c := range []*tclient{other, b} {
		c.send(map[string]any{"type": "ping"})
		c.expect("pong")
	}
}
