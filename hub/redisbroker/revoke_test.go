package redisbroker_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/redisbroker"
)

// startKeyHub runs a hub whose periodic revocation check is an hour away
// and which accepts every WebSocket as opened with key_a of biz_1.
func startKeyHub(t *testing.T, b hub.Broker) (*hub.Hub, string) {
	t.Helper()
	h := hub.New(b, hub.Options{
		Logger:             slog.New(slog.NewTextHandler(io.Discard, nil)),
		RevocationInterval: time.Hour,
		KeyRevoked:         func(context.Context, string, string) (bool, error) { return true, nil },
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.Run(ctx) }()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.Accept(w, r, hub.Client{BusinessID: "biz_1", Staff: true, KeyID: "key_a"}, hub.AcceptOptions{InsecureSkipVerify: true})
	}))
	t.Cleanup(func() {
		sctx, scancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer scancel()
		_ = h.Shutdown(sctx)
		srv.Close()
		cancel()
		if err := <-done; err != nil {
			t.Errorf("hub run: %v", err)
		}
		_ = b.Close()
	})
	return h, "ws" + strings.TrimPrefix(srv.URL, "http")
}

// TestRevokeKeyReachesOtherHub: two hubs on Redis (two instances); RevokeKey
// on one closes the key's connection on the other with 4001 through the
// broker's signal, long before the hour-long periodic check.
func TestRevokeKeyReachesOtherHub(t *testing.T) {
	opt := redisOptions(t)
	c1, c2 := newClient(t, opt), newClient(t, opt)
	prefix := newPrefix(t, c1)
	revoker, _ := startKeyHub(t, redisbroker.New(c1, brokerOptions(prefix)))
	_, url := startKeyHub(t, redisbroker.New(c2, brokerOptions(prefix)))

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"ping"}`)); err != nil {
		t.Fatal(err)
	}
	readUntil(t, c, "pong")
	// Both hubs subscribe to revocation signals once their broker runs:
	// signal until the connection closes, as a second revocation would.
	closed := make(chan websocket.StatusCode, 1)
	go func() {
		for {
			if _, _, err := c.Read(ctx); err != nil {
				closed <- websocket.CloseStatus(err)
				return
			}
		}
	}()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		if err := revoker.RevokeKey(ctx, "biz_1", "key_a"); err != nil {
			t.Fatal(err)
		}
		select {
		case st := <-closed:
			if st != hub.StatusUnauthorized {
				t.Fatalf("closed with %d, want 4001", st)
			}
			return
		case <-ctx.Done():
			t.Fatal("the connection on the other hub was not closed")
		case <-tick.C:
		}
	}
}
