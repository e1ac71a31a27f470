package redisbroker_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/brokertest"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/store"
)

// startHub runs a hub on b behind an httptest server that accepts every
// WebSocket as staff of biz_1, and returns the server's ws:// URL.
func startHub(t *testing.T, b hub.Broker) (*hub.Hub, string) {
	t.Helper()
	h := hub.New(b, hub.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.Run(ctx) }()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.Accept(w, r, hub.Client{BusinessID: "biz_1", Staff: true}, hub.AcceptOptions{InsecureSkipVerify: true})
	}))
	t.Cleanup(func() {
		sctx, scancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer scancel()
		if err := h.Shutdown(sctx); err != nil {
			t.Errorf("hub shutdown: %v", err)
		}
		srv.Close()
		cancel()
		if err := <-done; err != nil {
			t.Errorf("hub run: %v", err)
		}
		_ = b.Close()
	})
	return h, "ws" + strings.TrimPrefix(srv.URL, "http")
}

type wsFrame struct {
	Type    string `json:"type"`
	Channel string `json:"channel"`
	Offset  uint64 `json:"offset"`
	Event   struct {
		ID string `json:"id"`
	} `json:"event"`
}

// readUntil reads frames until one of type typ arrives, within the suite's
// wait bound.
func readUntil(t *testing.T, c *websocket.Conn, typ string) wsFrame {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), brokertest.WaitTimeout)
	defer cancel()
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			t.Fatalf("waiting for a %q frame: %v", typ, err)
		}
		var f wsFrame
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		if f.Type == typ {
			return f
		}
	}
}

// TestHubRecoversAcrossRedisOutage runs two hubs on Redis brokers (two
// instances), cuts the subscribing instance off Redis while the other
// publishes, and checks the WebSocket client still gets every event in
// order with no gap once Redis is back, recovered from the Redis history
// (TestReconnect shows HandleReconnect itself fires).
func TestHubRecoversAcrossRedisOutage(t *testing.T) {
	direct, prefix, px, viaProxy := proxied(t)

	_, url := startHub(t, redisbroker.New(newClient(t, viaProxy), brokerOptions(prefix)))
	pubHub, _ := startHub(t, redisbroker.New(direct, brokerOptions(prefix)))

	ctx := context.Background()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"subscribe","channel":"business"}`)); err != nil {
		t.Fatal(err)
	}
	sub := readUntil(t, c, "subscribed")

	publish := func(id string) {
		t.Helper()
		ev := store.Event{ID: id, Object: "event", Type: store.EventBookingCreated, CreatedAt: time.Now().UTC(),
			BusinessID: "biz_1", Data: json.RawMessage(`{}`)}
		if err := pubHub.PublishEvent(ctx, ev); err != nil {
			t.Fatal(err)
		}
	}
	publish("evt_1")
	if f := readUntil(t, c, "event"); f.Event.ID != "evt_1" || f.Offset != sub.Offset+1 {
		t.Fatalf("first event %+v", f)
	}

	px.setDown(true)
	publish("evt_2") // the subscribing instance cannot see this one live
	px.setDown(false)
	publish("evt_3")
	for i, want := range []string{"evt_2", "evt_3"} {
		f := readUntil(t, c, "event")
		if f.Event.ID != want || f.Offset != sub.Offset+2+uint64(i) {
			t.Fatalf("after the outage got %s at offset %d, want %s at %d", f.Event.ID, f.Offset, want, sub.Offset+2+uint64(i))
		}
	}
}
