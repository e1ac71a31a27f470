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
