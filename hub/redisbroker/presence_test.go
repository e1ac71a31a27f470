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
	"github.com/tourchat/tourchat/hub/brokertest"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/store"
)

// presenceInstance is one instance: a hub on its own Redis client, with
// Redis presence, accepting every WebSocket as staff member who of biz_1.
type presenceInstance struct {
	hub  *hub.Hub
	url  string
	stop func() // ends Run without Shutdown: what a kill -9 leaves behind
}

func startPresenceInstance(t *testing.T, prefix string, who store.Assignee, ttl time.Duration) (*presenceInstance, func() error) {
	t.Helper()
	client := newClient(t, redisOptions(t))
	b := redisbroker.New(client, brokerOptions(prefix))
	h := hub.New(b, hub.Options{
		Logger:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		Presence: redisbroker.NewPresence(client, prefix, nil), PresenceTTL: ttl,
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.Run(ctx) }()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.Accept(w, r, hub.Client{BusinessID: "biz_1", Staff: true, AnySession: true, Person: &who}, hub.AcceptOptions{InsecureSkipVerify: true})
	}))
	stopped := false
	stop := func() {
		if !stopped {
			stopped = true
			cancel()
			<-done
		}
	}
	t.Cleanup(func() {
		sctx, scancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer scancel()
		srv.CloseClientConnections()
		_ = h.Shutdown(sctx)
		srv.Close()
		stop()
		_ = b.Close()
	})
	return &presenceInstance{hub: h, url: "ws" + strings.TrimPrefix(srv.URL, "http"), stop: stop}, client.Close
}

func online(t *testing.T, h *hub.Hub) []store.Assignee {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	staff, err := h.StaffOnline(ctx, "biz_1")
	if err != nil {
		t.Fatalf("StaffOnline: %v", err)
	}
	return staff
}

// waitOnline waits until h sees n staff online, within limit.
func waitOnline(t *testing.T, h *hub.Hub, n int, limit time.Duration) []store.Assignee {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		staff := online(t, h)
		if len(staff) == n {
			return staff
		}
		if time.Now().After(deadline) {
			t.Fatalf("staff online = %v after %v, want %d", staff, limit, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestPresenceAcrossInstances: a staff socket on instance A is seen online
// from instance B; closed normally it is gone at once; when A dies without
// cleaning up (its Redis connection gone, its refresher stopped, the
// socket dropped: a kill -9) it disappears within the TTL, not before the
// last refresh runs out.
func TestPresenceAcrossInstances(t *testing.T) {
	direct := newClient(t, redisOptions(t))
	prefix := newPrefix(t, direct)
	const ttl = 1500 * time.Millisecond
	maria := store.Assignee{ID: "stf_maria", Name: "Maria"}
	a, killRedisA := startPresenceInstance(t, prefix, maria, ttl)
	b, _ := startPresenceInstance(t, prefix, store.Assignee{ID: "stf_joao", Name: "João"}, ttl)
	ctx, cancel := context.WithTimeout(context.Background(), brokertest.WaitTimeout+10*time.Second)
	defer cancel()

	dialStaff := func(url string) *websocket.Conn {
		c, _, err := websocket.Dial(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.CloseNow() })
		if err := c.Write(ctx, websocket.MessageText, []byte(`{"type":"subscribe","channel":"business"}`)); err != nil {
			t.Fatal(err)
		}
		readUntil(t, c, "subscribed")
		return c
	}

	if n := len(online(t, b.hub)); n != 0 {
		t.Fatalf("%d online before anyone connected", n)
	}
	// Seen by the other instance, and kept past the TTL by the refresher.
	c1 := dialStaff(a.url)
	if got := waitOnline(t, b.hub, 1, 2*time.Second); got[0] != maria {
		t.Fatalf("B sees %v", got)
	}
	time.Sleep(2 * ttl)
	if got := online(t, b.hub); len(got) != 1 {
		t.Fatalf("a refreshed staff socket expired: %v", got)
	}
	// A clean close removes it at once.
	c1.Close(websocket.StatusNormalClosure, "")
	waitOnline(t, b.hub, 0, ttl/2)

	// A second socket, then instance A dies.
	c2 := dialStaff(a.url)
	waitOnline(t, b.hub, 1, 2*time.Second)
	died := time.Now()
	a.stop()
	_ = killRedisA()
	c2.CloseNow()
	if got := online(t, b.hub); len(got) != 1 {
		t.Fatalf("the dead instance's staff vanished before the TTL (%v): its removal must have failed", got)
	}
	waitOnline(t, b.hub, 0, ttl+time.Second)
	if since := time.Since(died); since > ttl+time.Second {
		t.Fatalf("gone after %v, TTL %v", since, ttl)
	}
}
