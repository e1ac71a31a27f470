package app

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/rest"
)

// TestChatReachesSessionSubscribers: a chat POSTed for a session reaches
// every WebSocket of that session (two tabs), in order.
func TestChatReachesSessionSubscribers(t *testing.T) {
	s := startServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sess := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "session", "session_id": "tabs-1"}, 201)["token"].(string)
	origin := http.Header{"Origin": {"http://localhost:3000"}}
	var tabs []*wsClient
	for i := 0; i < 2; i++ {
		w, _, err := s.dial(ctx, sess, origin)
		if err != nil {
			t.Fatal(err)
		}
		w.next(ctx, isType("subscribed"))
		tabs = append(tabs, w)
	}
	s.chat("tabs-1", "hello, any kayak tours on Saturday?")
	for i, w := range tabs {
		visitor := w.next(ctx, isEvent("conversation.message_created"))
		reply := w.next(ctx, isEvent("conversation.message_created"))
		vd := visitor["event"].(map[string]any)["data"].(map[string]any)
		rd := reply["event"].(map[string]any)["data"].(map[string]any)
		if vd["role"] != "visitor" || rd["role"] != "assistant" || visitor["channel"] != "session:tabs-1" {
			t.Fatalf("tab %d: %v then %v", i, vd["role"], rd["role"])
		}
		if reply["offset"].(float64) <= visitor["offset"].(float64) {
			t.Errorf("tab %d: offsets not increasing", i)
		}
	}
	// Chat over the WebSocket reaches the other tab too, and replies in place.
	tabs[0].send(ctx, map[string]any{"type": "chat", "id": "c1", "message": "and for 3 people?"})
	r := tabs[0].next(ctx, isType("chat.reply"))
	if r["reply_to"] != "c1" || r["reply"].(map[string]any)["session_id"] != "tabs-1" {
		t.Fatalf("chat.reply: %v", r)
	}
	tabs[1].next(ctx, func(m map[string]any) bool {
		if !isEvent("conversation.message_created")(m) {
			return false
		}
		return m["event"].(map[string]any)["data"].(map[string]any)["text"] == "and for 3 people?"
	})
}

// TestStaffSeesBookingsAndLeads: a staff connection sees booking.created from
// a REST booking and lead.captured from a chat.
func TestStaffSeesBookingsAndLeads(t *testing.T) {
	s := startServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	staff := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "staff"}, 201)["token"].(string)
	w, _, err := s.dial(ctx, staff, http.Header{"Origin": {"http://localhost:8080"}})
	if err != nil {
		t.Fatal(err)
	}
	w.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	w.next(ctx, isType("subscribed"))

	day := time.Now().In(mustLoc(t)).AddDate(0, 0, 3).Format("2006-01-02")
	av := s.call("GET", "/v1/bookings?date="+day, s.key, nil, 200)
	slot := av["slots"].([]any)[0].(map[string]any)
	bk := s.call("POST", "/v1/bookings", s.key, map[string]any{"slot_id": slot["slot_id"], "guests": 2,
		"customer": map[string]any{"name": "Staff Test", "email": "st@example.com"}}, 201)
	ev := w.next(ctx, isEvent("booking.created"))
	if ev["event"].(map[string]any)["data"].(map[string]any)["id"] != bk["id"] || ev["channel"] != "business" {
		t.Fatalf("booking event: %v", ev)
	}
	s.chat("lead-1", "Hi, I'm Marta, my email is marta@example.com")
	lead := w.next(ctx, isEvent("lead.captured"))
	if lead["event"].(map[string]any)["data"].(map[string]any)["email"] != "marta@example.com" {
		t.Fatalf("lead event: %v", lead)
	}
}

// TestWebSocketAuth: session tokens are confined to their session, bad
// credentials are refused, and an expired token closes 4009.
func TestWebSocketAuth(t *testing.T) {
	// Tokens are minted 15 minutes minus 2 s in the past, so they expire soon.
	skew := rest.TokenLifetime - 2*time.Second
	s := startServer(t, Config{Now: func() time.Time { return time.Now().Add(-skew) }})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	origin := http.Header{"Origin": {"http://localhost:3000"}}
	sess := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "session", "session_id": "mine"}, 201)["token"].(string)

	w, _, err := s.dial(ctx, sess, origin)
	if err != nil {
		t.Fatal(err)
	}
	w.next(ctx, isType("subscribed"))
	w.send(ctx, map[string]any{"type": "subscribe", "channel": "session:theirs"})
	if st := w.closeStatus(ctx); st != 4003 {
		t.Fatalf("other session: close %d, want 4003", st)
	}
	w, _, err = s.dial(ctx, sess, origin)
	if err != nil {
		t.Fatal(err)
	}
	w.next(ctx, isType("subscribed"))
	w.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	if st := w.closeStatus(ctx); st != 4003 {
		t.Fatalf("business: close %d, want 4003", st)
	}
	// A bad token and an origin off the allow-list are refused.
	// The handshake completes so that a browser can read the close code.
	w, _, err = s.dial(ctx, "not.a.token", origin)
	if err != nil {
		t.Fatalf("bad token: the handshake failed (%v); want it accepted and closed with 4001", err)
	}
	if st := w.closeStatus(ctx); st != 4001 {
		t.Fatalf("bad token: close %d, want 4001", st)
	}
	w, _, err = s.dial(ctx, sess, http.Header{"Origin": {"https://evil.example"}})
	if err != nil {
		t.Fatalf("bad origin: the handshake failed (%v); want it accepted and closed with 4003", err)
	}
	if st := w.closeStatus(ctx); st != 4003 {
		t.Fatalf("bad origin: close %d, want 4003", st)
	}
	// A plain HTTP client gets the JSON error.
	resp, err := http.Get(s.srv.URL + "/v1/ws")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 401 {
		t.Fatalf("plain GET: %d", resp.StatusCode)
	}
	// The token expires about 2 s after minting: the connection closes 4009.
	w, _, err = s.dial(ctx, sess, origin)
	if err != nil {
		t.Fatal(err)
	}
	if st := w.closeStatus(ctx); st != 4009 {
		t.Fatalf("expiry: close %d, want 4009", st)
	}
}

// TestShutdownClosesWith1012 checks the binary's shutdown path.
func TestShutdownClosesWith1012(t *testing.T) {
	s := startServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	w := s.dialKey(ctx)
	w.send(ctx, map[string]any{"type": "ping"})
	w.next(ctx, isType("pong"))
	if err := s.app.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if st := w.closeStatus(ctx); st != websocket.StatusServiceRestart {
		t.Fatalf("close %d, want 1012", st)
	}
}

func mustLoc(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// TestWebSocketOrigins: a server (a secret key in the Authorization header,
// no Origin, as Node's ws sends) is accepted and hears booking.created;
// browser credentials (tokens) need an Origin on the allow-list, so a token
// without one is refused with 4003, and so is a secret key sent from an
// origin off the list.
func TestWebSocketOrigins(t *testing.T) {
	s := startServer(t, Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	w := s.dialKey(ctx)
	w.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	w.next(ctx, isType("subscribed"))
	day := time.Now().In(mustLoc(t)).AddDate(0, 0, 4).Format("2006-01-02")
	slot := s.call("GET", "/v1/bookings?date="+day, s.key, nil, 200)["slots"].([]any)[0].(map[string]any)
	bk := s.call("POST", "/v1/bookings", s.key, map[string]any{"slot_id": slot["slot_id"], "guests": 1,
		"customer": map[string]any{"name": "Node Server", "email": "node@example.com"}}, 201)
	ev := w.next(ctx, isEvent("booking.created"))
	if ev["event"].(map[string]any)["data"].(map[string]any)["id"] != bk["id"] {
		t.Fatalf("booking event: %v", ev)
	}

	staff := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "staff"}, 201)["token"].(string)
	refused := map[string]struct {
		token  string
		header http.Header
	}{
		"token without Origin":         {staff, nil},
		"secret key from a bad origin": {"", http.Header{"Authorization": {"Bearer " + s.key}, "Origin": {"https://evil.example"}}},
	}
	for name, c := range refused {
		w, _, err := s.dial(ctx, c.token, c.header)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if st := w.closeStatus(ctx); st != 4003 {
			t.Errorf("%s: close %d, want 4003", name, st)
		}
	}
}
