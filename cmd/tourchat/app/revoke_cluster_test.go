package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"testing"
	"time"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// revokeAcrossInstances: a key revoked through POST /v1/keys/{id}/revoke on
// instance A closes its WebSocket on instance B with 4001 at once, through
// the broker's signal. The periodic check is an hour away here, so only the
// signal can close it within the deadline.
func revokeAcrossInstances(t *testing.T, redisURL string) {
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	cfg := Config{
		DatabaseURL: pgtest.NewDatabase(t), RedisURL: redisURL, RedisPrefix: "tctest:" + hex.EncodeToString(rnd[:]) + ":",
		JWTSecrets: [][]byte{secret}, RateLimit: 100000, RevocationInterval: time.Hour,
	}
	a, b := startServer(t, cfg), startServer(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	k := a.call("POST", "/v1/keys", a.key, map[string]any{"name": "partner", "kind": "secret", "scopes": []string{"catalog:read"}}, 201)
	ws, _, err := b.dial(ctx, "", http.Header{"Authorization": {"Bearer " + k["key"].(string)}})
	if err != nil {
		t.Fatal(err)
	}
	ws.send(ctx, map[string]any{"type": "ping"})
	ws.next(ctx, isType("pong"))
	a.call("POST", "/v1/keys/"+k["id"].(string)+"/revoke", a.key, nil, 200)
	cctx, ccancel := context.WithTimeout(ctx, 3*time.Second)
	defer ccancel()
	if st := ws.closeStatus(cctx); st != hub.StatusUnauthorized {
		t.Fatalf("close status %d, want 4001 within 3s of the revocation", st)
	}
}

func TestRevokeViaAPIClosesWebSocketOnOtherInstance(t *testing.T) {
	revokeAcrossInstances(t, storetest.RedisURL(t))
}

func TestRevokeViaAPIClosesWebSocketOnOtherInstanceRedisCluster(t *testing.T) {
	revokeAcrossInstances(t, storetest.RedisClusterURL(t))
}

// TestRevokeViaAPIClosesWebSocketAlone: one instance on the memory broker
// closes the key's WebSocket at once too (the periodic check is an hour away).
func TestRevokeViaAPIClosesWebSocketAlone(t *testing.T) {
	s := startServer(t, Config{RevocationInterval: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	k := s.call("POST", "/v1/keys", s.key, map[string]any{"name": "partner", "kind": "secret", "scopes": []string{"catalog:read"}}, 201)
	ws, _, err := s.dial(ctx, "", http.Header{"Authorization": {"Bearer " + k["key"].(string)}})
	if err != nil {
		t.Fatal(err)
	}
	ws.send(ctx, map[string]any{"type": "ping"})
	ws.next(ctx, isType("pong"))
	s.call("POST", "/v1/keys/"+k["id"].(string)+"/revoke", s.key, nil, 200)
	cctx, ccancel := context.WithTimeout(ctx, 3*time.Second)
	defer ccancel()
	if st := ws.closeStatus(cctx); st != hub.StatusUnauthorized {
		t.Fatalf("close status %d, want 4001 within 3s of the revocation", st)
	}
}
