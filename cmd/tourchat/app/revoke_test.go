package app

import (
	"context"
	"testing"
	"time"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/store"
)

// TestRevokedKeyWebSocketCloses: revoking a key (as `tourchat keys revoke`
// does, straight in the store) stops its WebSocket's chat at once and
// closes the connection with 4001 within the hub's revocation interval.
func TestRevokedKeyWebSocketCloses(t *testing.T) {
	s := startServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	ws := s.dialKey(ctx)
	ws.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	ws.next(ctx, isType("subscribed"))
	k, err := s.app.Store.KeyByHash(ctx, store.HashKey(s.key))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.app.Store.RevokeKey(ctx, k.BusinessID, k.ID); err != nil {
		t.Fatal(err)
	}
	ws.send(ctx, map[string]any{"type": "chat", "id": "c1", "session_id": "rv-1", "message": "hello"})
	got := ws.next(ctx, func(m map[string]any) bool { return m["type"] == "error" || m["type"] == "chat.reply" })
	if e, _ := got["error"].(map[string]any); got["type"] != "error" || e["code"] != "unauthorized" {
		t.Fatalf("chat after revocation answered %v, want an unauthorized error", got)
	}
	if st := ws.closeStatus(ctx); st != hub.StatusUnauthorized {
		t.Fatalf("close status %d, want 4001", st)
	}
}
