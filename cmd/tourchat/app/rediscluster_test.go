package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// TestTwoInstancesRedisCluster runs two instances on one Postgres database
// and a Redis Cluster (TOURCHAT_REDIS_URL=redis+cluster://...): a chat on A
// reaches a staff WebSocket and a widget WebSocket on B, through sharded
// pub/sub.
func TestTwoInstancesRedisCluster(t *testing.T) {
	db := pgtest.NewDatabase(t)
	clusterURL := storetest.RedisClusterURL(t)
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	cfg := Config{
		DatabaseURL: db, RedisURL: clusterURL, RedisPrefix: "tctest:" + hex.EncodeToString(rnd[:]) + ":",
		JWTSecrets: [][]byte{secret}, RateLimit: 100000,
	}
	a, b := startServer(t, cfg), startServer(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	tok := a.call("POST", "/v1/tokens", a.key, map[string]any{"kind": "session", "session_id": "cl-1"}, 201)["token"].(string)
	w, _, err := b.dial(ctx, tok, http.Header{"Origin": {"http://localhost:3000"}})
	if err != nil {
		t.Fatal(err)
	}
	w.next(ctx, isType("subscribed"))
	// The visitor's message is the first message_created event of each
	// turn, the assistant's answer the second.
	for _, text := range []string{"hello from instance A", "and again"} {
		a.chat("cl-1", text)
		ev := w.next(ctx, isEvent("conversation.message_created"))
		if ev["event"].(map[string]any)["data"].(map[string]any)["text"] != text {
			t.Fatalf("event: %v", ev)
		}
		ev = w.next(ctx, isEvent("conversation.message_created"))
		if ev["event"].(map[string]any)["data"].(map[string]any)["role"] != "assistant" {
			t.Fatalf("want the answer, got %v", ev)
		}
	}
}
