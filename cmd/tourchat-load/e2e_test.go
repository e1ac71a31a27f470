package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/goleak"
)

const fakeKey = "tc_test_fake"

// fakeServer speaks just enough of the contract (WebSocket subscribe and
// chat frames, POST /v1/chat, bookings, /metrics) for the tool to be
// tested end to end before the real server exists.
type fakeServer struct {
	pubMu     sync.Mutex // keeps each channel's deliveries in offset order
	mu        sync.Mutex
	subs      map[string][]*fakeConn // channel -> subscribers
	offsets   map[string]uint64
	conns     int
	places    map[string]int // slot -> places left
	cancelled int
	nextID    int
	refuse    bool // answer every subscribe with a forbidden error
	// chatConns is, per connection that chatted, the sessions it chatted in.
	chatConns map[*fakeConn]map[string]bool
	chats     int64 // chat frames received
}

type fakeConn struct {
	c  *websocket.Conn
	mu sync.Mutex // one writer at a time
}

func (fc *fakeConn) write(v any) {
	b, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	fc.mu.Lock()
	defer fc.mu.Unlock()
	_ = fc.c.Write(ctx, websocket.MessageText, b)
}

func newFakeServer(t *testing.T) (*fakeServer, *httptest.Server) {
	f := &fakeServer{subs: map[string][]*fakeConn{}, offsets: map[string]uint64{}, places: map[string]int{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /metrics", f.metrics)
	mux.HandleFunc("GET /v1/ws", f.ws)
	mux.HandleFunc("POST /v1/chat", f.chat)
	mux.HandleFunc("GET /v1/bookings", f.availability)
	mux.HandleFunc("POST /v1/bookings", f.book)
	mux.HandleFunc("POST /v1/bookings/{id}/cancel", f.cancel)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer "+fakeKey {
			http.Error(w, `{"error":{"code":"unauthorized"}}`, http.StatusUnauthorized)
			return
		}
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return f, srv
}

// metrics reports 1 MB of heap plus exactly 1000 bytes per open WebSocket.
func (f *fakeServer) metrics(w http.ResponseWriter, _ *http.Request) {
	f.mu.Lock()
	n := f.conns
	f.mu.Unlock()
	fmt.Fprintf(w, "go_memstats_heap_inuse_bytes %d\nprocess_resident_memory_bytes %d\ngo_goroutines %d\n",
		1_000_000+1000*n, 5_000_000+2000*n, 10+n)
}

func (f *fakeServer) publish(channel, typ string, data any) {
	raw, _ := json.Marshal(data)
	f.pubMu.Lock()
	defer f.pubMu.Unlock()
	f.mu.Lock()
	f.offsets[channel]++
	off := f.offsets[channel]
	subs := append([]*fakeConn(nil), f.subs[channel]...)
	f.mu.Unlock()
	for _, s := range subs {
		s.write(map[string]any{"type": "event", "channel": channel, "epoch": "e1", "offset": off,
			"event": map[string]any{"id": "evt_x", "type": typ, "created_at": time.Now(), "data": json.RawMessage(raw)}})
	}
}

func (f *fakeServer) ws(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer c.CloseNow()
	fc := &fakeConn{c: c}
	f.mu.Lock()
	f.conns++
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		f.conns--
		for ch, list := range f.subs {
			for i, s := range list {
				if s == fc {
					f.subs[ch] = append(list[:i:i], list[i+1:]...)
					break
				}
			}
		}
		f.mu.Unlock()
	}()
	for {
		_, data, err := c.Read(r.Context())
		if err != nil {
			return
		}
		var in struct {
			Type, Channel, ID, Message string
			SessionID                  string `json:"session_id"`
			Metadata                   json.RawMessage
		}
		_ = json.Unmarshal(data, &in)
		switch in.Type {
		case "subscribe":
			f.mu.Lock()
			if f.refuse {
				f.mu.Unlock()
				fc.write(map[string]any{"type": "error", "error": map[string]string{"code": "forbidden"}})
				continue
			}
			f.subs[in.Channel] = append(f.subs[in.Channel], fc)
			off := f.offsets[in.Channel]
			f.mu.Unlock()
			fc.write(map[string]any{"type": "subscribed", "channel": in.Channel, "epoch": "e1", "offset": off})
		case "chat":
			f.mu.Lock()
			if f.chatConns == nil {
				f.chatConns = map[*fakeConn]map[string]bool{}
			}
			if f.chatConns[fc] == nil {
				f.chatConns[fc] = map[string]bool{}
			}
			f.chatConns[fc][in.SessionID] = true
			f.chats++
			f.mu.Unlock()
			f.chatted(in.SessionID, in.Metadata)
			fc.write(map[string]any{"type": "chat.reply", "reply_to": in.ID, "reply": map[string]string{"message": "hi"}})
		}
	}
}

func (f *fakeServer) chatted(session string, meta json.RawMessage) {
	data := map[string]any{"object": "message", "session_id": session, "metadata": meta}
	f.publish("business", "conversation.message_created", data)
	f.publish("session:"+session, "conversation.message_created", data)
}

func (f *fakeServer) chat(w http.ResponseWriter, r *http.Request) {
	var in struct {
		SessionID string          `json:"session_id"`
		Metadata  json.RawMessage `json:"metadata"`
	}
	if json.NewDecoder(r.Body).Decode(&in) != nil || in.SessionID == "" {
		http.Error(w, `{"error":{"code":"invalid_json"}}`, http.StatusBadRequest)
		return
	}
	f.chatted(in.SessionID, in.Metadata)
	_, _ = io.WriteString(w, `{"id":"msg_x","message":"hello"}`)
}

// availability offers two slots of 3 places on every date.
func (f *fakeServer) availability(w http.ResponseWriter, r *http.Request) {
	date := r.URL.Query().Get("date")
	var slots []map[string]any
	f.mu.Lock()
	for i := range 2 {
		id := fmt.Sprintf("slot_%s_%d", date, i)
		if _, ok := f.places[id]; !ok {
			f.places[id] = 3
		}
		slots = append(slots, map[string]any{"slot_id": id, "availability": f.places[id], "bookable": f.places[id] > 0})
	}
	f.mu.Unlock()
	_ = json.NewEncoder(w).Encode(map[string]any{"object": "availability", "slots": slots})
}

func (f *fakeServer) book(w http.ResponseWriter, r *http.Request) {
	var in struct {
		SlotID   string          `json:"slot_id"`
		Metadata json.RawMessage `json:"metadata"`
	}
	_ = json.NewDecoder(r.Body).Decode(&in)
	f.mu.Lock()
	if f.places[in.SlotID] <= 0 {
		f.mu.Unlock()
		w.WriteHeader(http.StatusConflict)
		_, _ = io.WriteString(w, `{"error":{"code":"insufficient_availability"}}`)
		return
	}
	f.places[in.SlotID]--
	f.nextID++
	id := fmt.Sprintf("bk_%d", f.nextID)
	f.mu.Unlock()
	f.publish("business", "booking.created", map[string]any{"id": id, "metadata": in.Metadata})
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]string{"id": id, "object": "booking"})
}

func (f *fakeServer) cancel(w http.ResponseWriter, _ *http.Request) {
	f.mu.Lock()
	f.cancelled++
	f.mu.Unlock()
	_, _ = io.WriteString(w, `{"status":"cancelled"}`)
}

func runAgainst(t *testing.T, srv *httptest.Server, args ...string) *Report {
	t.Helper()
	cfg, err := parseFlags(append([]string{"-url", srv.URL, "-key", fakeKey, "-settle", "1s"}, args...), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := execute(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	_ = rep.WriteText(&b)
	t.Log("\n" + b.String())
	return rep
}

// checkLeaks verifies, after the test's server has closed, that the run
// left no goroutine behind.
func checkLeaks(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, ignore) })
}

func TestEndToEndChatBusiness(t *testing.T) {
	checkLeaks(t)
	_, srv := newFakeServer(t)
	rep := runAgainst(t, srv, "-conns", "20", "-subscribe", "business", "-publish", "chat", "-rate", "40", "-duration", "500ms")
	if rep.Conns.Connected != 20 || rep.Conns.Subscribed != 20 || rep.Conns.Failed != 0 {
		t.Fatalf("connections %+v", rep.Conns)
	}
	p := rep.Publish
	if p.Sent < 5 || p.OK != p.Sent || p.Latency.Count != p.OK {
		t.Fatalf("publish %+v", p)
	}
	d := rep.Delivery
	if d.Count != 20*p.OK || d.Sources["load_id"] != d.Count || d.Gaps != 0 || d.Latency.Count != d.Count {
		t.Fatalf("delivery %+v, want every chat delivered to all 20 clients, timed by load id", d)
	}
	if !rep.Memory.Measured || rep.Memory.HeapPerConn != 1000 || rep.Memory.RSSPerConn != 2000 {
		t.Fatalf("memory %+v, want 1000 B heap and 2000 B RSS per connection", rep.Memory)
	}
	if rep.ErrorsTotal != 0 {
		t.Fatalf("errors: %v", rep.Errors)
	}
}

func TestEndToEndWSChatSessions(t *testing.T) {
	checkLeaks(t)
	f, srv := newFakeServer(t)
	rep := runAgainst(t, srv, "-conns", "10", "-subscribe", "session", "-sessions", "5",
		"-publish", "ws-chat", "-rate", "40", "-duration", "500ms")
	p := rep.Publish
	if p.Sent < 5 || p.OK != p.Sent || p.Latency.Count != p.OK {
		t.Fatalf("publish %+v: every chat frame must get its reply", p)
	}
	// Two clients per session channel.
	if rep.Delivery.Count != 2*p.OK {
		t.Fatalf("deliveries %d, want %d", rep.Delivery.Count, 2*p.OK)
	}
	// One chat connection per session, as visitors' widgets have.
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.chatConns) != 5 {
		t.Fatalf("chat frames came on %d connections, want one per session (5)", len(f.chatConns))
	}
	for _, sessions := range f.chatConns {
		if len(sessions) != 1 {
			t.Fatalf("a chat connection chatted in %d sessions, want 1", len(sessions))
		}
	}
}

// A warm-up publishes on the same connections and is left out of every
// figure.
func TestEndToEndWarmup(t *testing.T) {
	checkLeaks(t)
	f, srv := newFakeServer(t)
	rep := runAgainst(t, srv, "-conns", "10", "-subscribe", "session", "-sessions", "5",
		"-publish", "ws-chat", "-rate", "40", "-warmup", "500ms", "-duration", "250ms")
	p := rep.Publish
	if rep.Warmup != 500*time.Millisecond || p.Sent < 5 || p.Sent > 11 || p.OK != p.Sent || p.Latency.Count != p.OK {
		t.Fatalf("warm-up %s, publish %+v: want only the 250 ms run's ~10 chats counted", rep.Warmup, p)
	}
	if rep.Delivery.Count != 2*p.OK || rep.Delivery.Latency.Count != rep.Delivery.Count {
		t.Fatalf("deliveries %+v, want %d: the warm-up's left out", rep.Delivery, 2*p.OK)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.chatConns) != 5 || f.chats < p.Sent+15 {
		t.Fatalf("%d chat connections, %d chats: want the warm-up's 5 connections reused, and its ~20 chats sent", len(f.chatConns), f.chats)
	}
}

func TestEndToEndBookings(t *testing.T) {
	checkLeaks(t)
	f, srv := newFakeServer(t)
	rep := runAgainst(t, srv, "-conns", "3", "-publish", "booking", "-rate", "40", "-duration", "1s")
	p := rep.Publish
	// 6 places a day: the pool must move on to later days as slots fill.
	if p.OK <= 6 || p.Failed != 0 || p.OK != p.Sent {
		t.Fatalf("publish %+v, errors %v", p, rep.Errors)
	}
	if rep.Delivery.Count != 3*p.OK || rep.Delivery.ByType["booking.created"] != rep.Delivery.Count {
		t.Fatalf("delivery %+v", rep.Delivery)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if int64(f.cancelled) != p.OK {
		t.Fatalf("cancelled %d of %d bookings made", f.cancelled, p.OK)
	}
}

func TestEndToEndUnauthorized(t *testing.T) {
	_, srv := newFakeServer(t)
	cfg, _ := parseFlags([]string{"-url", srv.URL, "-key", "wrong", "-conns", "2", "-publish", "none", "-duration", "100ms", "-settle", "0s"}, io.Discard)
	rep, err := execute(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Conns.Failed != 2 || rep.Memory.Measured || rep.ErrorsTotal != 2 {
		t.Fatalf("with a wrong key: %+v %+v errors %v", rep.Conns, rep.Memory, rep.Errors)
	}
}

func TestEndToEndSubscribeRefused(t *testing.T) {
	checkLeaks(t)
	f, srv := newFakeServer(t)
	f.mu.Lock()
	f.refuse = true
	f.mu.Unlock()
	start := time.Now()
	rep := runAgainst(t, srv, "-conns", "3", "-publish", "none", "-duration", "100ms")
	if rep.Conns.Connected != 3 || rep.Conns.Refused != 3 || rep.Conns.Subscribed != 0 {
		t.Fatalf("connections %+v, want 3 refused subscriptions", rep.Conns)
	}
	// Refusals end the wait for subscriptions instead of running it out.
	if d := time.Since(start); d > maxSubscribeWt/2 {
		t.Fatalf("run took %v", d)
	}
}
