package hub

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/tourchat/tourchat/store"
)

func TestTwoTabsOfASessionSeeEveryEvent(t *testing.T) {
	e := newEnv(t, envConfig{})
	session := Client{BusinessID: testBiz, SessionID: "ses_1"}
	tabs := []*tclient{e.dial(session), e.dial(session)}
	for _, tab := range tabs {
		if f := tab.expect("subscribed"); f.Channel != "session:ses_1" || f.Offset != 0 || f.Recovered != nil {
			t.Fatalf("auto-subscription: %+v", f)
		}
	}
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(map[string]any{"type": "subscribe", "channel": "business"})
	staff.expect("subscribed")

	var sent []store.Event
	for i := range 10 {
		sent = append(sent, e.publish(store.EventConversationMessageCreated, "ses_1", i))
		e.publish(store.EventBookingCreated, "ses_1", i)          // business only
		e.publish(store.EventConversationStarted, "ses_other", i) // another session
	}
	for _, tab := range tabs {
		got := tab.events("session:ses_1", 0, len(sent))
		for i, f := range got {
			if f.Event.ID != sent[i].ID || f.Event.Type != sent[i].Type || f.Event.BusinessID != testBiz {
				t.Fatalf("event %d: %+v, want %s", i, f.Event, sent[i].ID)
			}
		}
	}
	staff.events("business", 0, 30)
	// Nothing else is pending: the next frame answers our ping.
	tabs[0].send(map[string]any{"type": "ping"})
	tabs[0].expect("pong")
}

func TestForbiddenSubscriptionsClose4003(t *testing.T) {
	cases := []struct {
		name    string
		client  Client
		channel string
	}{
		{"session token to another session", Client{BusinessID: testBiz, SessionID: "ses_1"}, "session:ses_2"},
		{"session token to business", Client{BusinessID: testBiz, SessionID: "ses_1"}, "business"},
		{"non-staff to business", Client{BusinessID: testBiz, AnySession: true}, "business"},
		{"staff without any-session to a session", Client{BusinessID: testBiz, Staff: true}, "session:ses_1"},
	}
	e := newEnv(t, envConfig{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := e.dial(c.client)
			cl.t = t
			if c.client.SessionID != "" {
				cl.expect("subscribed")
			}
			cl.send(map[string]any{"type": "subscribe", "channel": c.channel})
			cl.expectClose(StatusForbidden)
		})
	}
}

func TestBadFramesAnswerErrorsAndKeepTheConnection(t *testing.T) {
	cases := []struct {
		frame string
		code  string
		field string
	}{
		{`not json`, CodeInvalidJSON, ""},
		{`[1,2]`, CodeInvalidJSON, ""},
		{`{"id":"x"}`, CodeInvalidParameter, "type"},
		{`{"type":"dance","id":"x"}`, CodeInvalidParameter, "type"},
		{`{"type":"ping","id":"x","extra":1}`, CodeInvalidParameter, "extra"},
		{`{"type":"chat","id":"x"}`, CodeInvalidParameter, "message"},
		{`{"type":"chat","id":"x","message":5}`, CodeInvalidParameter, "message"},
		{`{"type":"chat","id":"x","message":"hi","metadata":[1]}`, CodeInvalidParameter, "metadata"},
		{`{"type":"subscribe","id":"x"}`, CodeInvalidParameter, "channel"},
		{`{"type":"subscribe","id":"x","channel":"everything"}`, CodeInvalidParameter, "channel"},
		{`{"type":"subscribe","id":"x","channel":"session:"}`, CodeInvalidParameter, "channel"},
		{`{"type":"subscribe","id":"x","channel":"business","since":5}`, CodeInvalidParameter, "since"},
		{`{"type":"subscribe","id":"x","channel":"business","since":{"offset":1}}`, CodeInvalidParameter, "since.epoch"},
		{`{"type":"subscribe","id":"x","channel":"business","since":{"epoch":"e","offset":-1}}`, CodeInvalidParameter, "since.offset"},
		{`{"type":"unsubscribe","id":"x","channel":7}`, CodeInvalidParameter, "channel"},
	}
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, Staff: true})
	for _, c := range cases {
		cl.sendRaw(c.frame)
		f := cl.expect("error")
		if f.Error.Code != c.code || f.Error.Field != c.field {
			t.Errorf("%s: got %+v, want %s field %q", c.frame, f.Error, c.code, c.field)
		}
		if c.code == CodeInvalidParameter && f.ReplyTo != "x" {
			t.Errorf("%s: reply_to %q", c.frame, f.ReplyTo)
		}
	}
	cl.send(map[string]any{"type": "ping"})
	cl.expect("pong")
}

func TestChatFrames(t *testing.T) {
	var got []string
	chat := func(_ context.Context, sid, msg, lang string, meta json.RawMessage) (json.RawMessage, *ErrorBody) {
		if msg == "fail" {
			return nil, &ErrorBody{Code: "rate_limited", Message: "slow down"}
		}
		got = append(got, sid+"|"+msg+"|"+lang+"|"+string(meta)) // the reader calls Chat in order
		return json.RawMessage(`{"object":"chat_reply","session_id":"` + sid + `"}`), nil
	}
	e := newEnv(t, envConfig{})
	token := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1", Chat: chat})
	token.expect("subscribed")
	token.send(map[string]any{"type": "chat", "id": "c1", "message": "hola", "language": "es", "metadata": map[string]int{"a": 1}})
	if f := token.expect("chat.reply"); f.ReplyTo != "c1" || string(f.Reply) != `{"object":"chat_reply","session_id":"ses_1"}` {
		t.Fatalf("reply %+v", f)
	}
	token.send(map[string]any{"type": "chat", "id": "c2", "message": "hi", "session_id": "ses_9"})
	if f := token.expect("error"); f.ReplyTo != "c2" || f.Error.Code != CodeForbidden || f.Error.Field != "session_id" {
		t.Fatalf("other session: %+v", f)
	}
	token.send(map[string]any{"type": "chat", "id": "c3", "message": "fail"})
	if f := token.expect("error"); f.ReplyTo != "c3" || f.Error.Code != "rate_limited" {
		t.Fatalf("chat error: %+v", f)
	}

	server := e.dial(Client{BusinessID: testBiz, Staff: true, AnySession: true, Chat: chat})
	server.send(map[string]any{"type": "chat", "id": "s1", "message": "hello"})
	if f := server.expect("error"); f.Error.Field != "session_id" {
		t.Fatalf("missing session: %+v", f)
	}
	server.send(map[string]any{"type": "chat", "id": "s2", "message": "hello", "session_id": "ses_7"})
	server.expect("chat.reply")

	want := []string{`ses_1|hola|es|{"a":1}`, "ses_7|hello||"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("chat calls %q, want %q", got, want)
	}
	if n := value(e.h.m.chatTurns.WithLabelValues("ok")); n != 2 {
		t.Fatalf("chat turns ok = %v", n)
	}
}

// TestChatPanicAnswersInternalError: the connection's goroutine is the
// hub's, outside net/http's recovery, so a panicking chat must become an
// error frame on that connection and nothing more.
func TestChatPanicAnswersInternalError(t *testing.T) {
	chat := func(_ context.Context, sid, msg, _ string, _ json.RawMessage) (json.RawMessage, *ErrorBody) {
		if msg == "boom" {
			panic("engine bug")
		}
		return json.RawMessage(`{"object":"chat_reply"}`), nil
	}
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1", Chat: chat})
	cl.expect("subscribed")
	cl.send(map[string]any{"type": "chat", "id": "c1", "message": "boom"})
	if f := cl.expect("error"); f.ReplyTo != "c1" || f.Error.Code != CodeInternalError || strings.Contains(f.Error.Message, "engine bug") {
		t.Fatalf("panic answered %+v", f)
	}
	cl.send(map[string]any{"type": "chat", "id": "c2", "message": "hello"})
	if f := cl.expect("chat.reply"); f.ReplyTo != "c2" {
		t.Fatalf("after the panic: %+v", f)
	}
}

func TestTokenExpiryCloses4009(t *testing.T) {
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1", ExpiresAt: time.Now().Add(300 * time.Millisecond)})
	cl.expect("subscribed")
	cl.expectClose(StatusTokenExpired)
	waitFor(t, func() bool { return value(e.h.m.connections) == 0 })
	if n := value(e.h.m.subscriptions); n != 0 {
		t.Fatalf("subscriptions left: %v", n)
	}
	// The last local subscriber left: the broker subscription went too.
	sh := e.h.shardOf(SessionChannel(testBiz, "ses_1"))
	sh.mu.RLock()
	n := len(sh.chans)
	sh.mu.RUnlock()
	e.b.mu.Lock()
	s := e.b.streams[SessionChannel(testBiz, "ses_1")]
	e.b.mu.Unlock()
	s.mu.Lock()
	subscribed := s.subscribed
	s.mu.Unlock()
	if n != 0 || subscribed {
		t.Fatalf("channel kept: %d in the shard, broker subscribed %v", n, subscribed)
	}
}

func TestSlowClientClosed4008WhileOthersKeepReceiving(t *testing.T) {
	e := newEnv(t, envConfig{
		opts:    Options{QueueMessages: 16, QueueBytes: 32 << 10, WriteTimeout: 5 * time.Second},
		sockBuf: 4 << 10,
	})
	staff := Client{BusinessID: testBiz, Staff: true}
	sub := map[string]any{"type": "subscribe", "channel": "business"}
	slow, err := e.tryDial(staff, smallReadBuf(4<<10))
	if err != nil {
		t.Fatal(err)
	}
	slow.send(sub)
	slow.expect("subscribed")

	// Fifteen readers that check every event arrives, in order, up to the
	// target offset the publisher sets before its last publication.
	const readers = 15
	var target atomic.Uint64
	var progress [readers]atomic.Uint64
	errs := make(chan error, readers)
	for r := range readers {
		c := e.dial(staff)
		c.send(sub)
		c.expect("subscribed")
		go func() {
			for next := uint64(1); ; next++ {
				if t := target.Load(); t != 0 && next > t {
					errs <- nil
					return
				}
				f, err := c.read()
				if err != nil {
					errs <- err
					return
				}
				if f.Type != "event" || f.Offset != next {
					errs <- fmt.Errorf("reader got %s offset %d, want offset %d", f.Type, f.Offset, next)
					return
				}
				progress[r].Store(next)
			}
		}()
	}

	// The slow client never reads: publish until its queue overflows.
	pad := strings.Repeat("x", 1<<10)
	var n uint64
	for value(e.h.m.slowClients) == 0 {
		if n > 2000 {
			t.Fatal("slow client never dropped")
		}
		n++
		ev, _ := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]string{"pad": pad}, time.Now())
		if err := e.h.PublishEvent(context.Background(), ev); err != nil {
			t.Fatal(err)
		}
		// Pace on the readers, so that only the one that stopped falls behind.
		waitFor(t, func() bool {
			for i := range progress {
				if progress[i].Load() < n {
					return false
				}
			}
			return true
		})
	}
	for range 4 { // the others still get what follows
		n++
		e.publish(store.EventLeadUpdated, "", int(n))
	}
	target.Store(n + 1)
	e.publish(store.EventLeadUpdated, "", int(n+1))
	for range readers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	slow.expectClose(StatusTooSlow)
	if got := value(e.h.m.slowClients); got != 1 {
		t.Fatalf("dropped %v clients, want 1", got)
	}
	t.Logf("slow client dropped after %d events", n-4)
}

func TestShutdownCloses1012(t *testing.T) {
	e := newEnv(t, envConfig{})
	var clients []*tclient
	for i := range 5 {
		c := e.dial(Client{BusinessID: testBiz, SessionID: "ses_" + string(rune('a'+i))})
		c.expect("subscribed")
		clients = append(clients, c)
	}
	// A client that ignores everything: Shutdown must still end on time.
	deaf := e.dial(Client{BusinessID: testBiz, Staff: true})

	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- e.h.Shutdown(ctx) }()
	for _, c := range clients {
		c.expectClose(StatusServiceRestart)
	}
	if err := <-done; err != nil && err != context.DeadlineExceeded {
		t.Fatalf("shutdown: %v", err)
	}
	deaf.expectClose(StatusServiceRestart) // sent before it was cut off
	if err := e.h.Shutdown(context.Background()); err != nil {
		t.Fatalf("second shutdown: %v", err)
	}
	if _, err := e.tryDial(Client{BusinessID: testBiz}, nil); err == nil {
		t.Fatal("dial after shutdown succeeded")
	}
	if n := value(e.h.m.connections); n != 0 {
		t.Fatalf("connections after shutdown: %v", n)
	}
	// goleak in TestMain checks every goroutine is gone.
}

func TestPingIsAnsweredAndUnansweredPingsDrop(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{PingInterval: 50 * time.Millisecond, WriteTimeout: 200 * time.Millisecond}})
	live := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"})
	live.expect("subscribed")
	deaf := e.dial(Client{BusinessID: testBiz, Staff: true}) // never reads, so never answers a ping
	_ = deaf
	// The live client reads (its Read answers the server's pings) while the
	// deaf one is dropped for not answering.
	deadline := time.Now().Add(5 * time.Second)
	for value(e.h.m.connections) != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("connections = %v, want 1", value(e.h.m.connections))
		}
		live.send(map[string]any{"type": "ping"})
		live.expect("pong")
	}
	for range 5 {
		live.send(map[string]any{"type": "ping"})
		live.expect("pong")
	}
}

func TestRejectClosesWithTheCode(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		Reject(w, r, StatusUnauthorized, "bad token")
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	_, _, err = ws.Read(ctx)
	if websocket.CloseStatus(err) != StatusUnauthorized {
		t.Fatalf("read: %v", err)
	}
}

func TestSlowChatTurnDoesNotCostThePing(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{PingInterval: 20 * time.Millisecond, WriteTimeout: 50 * time.Millisecond}})
	slowChat := func(ctx context.Context, _, _, _ string, _ json.RawMessage) (json.RawMessage, *ErrorBody) {
		select { // a turn ten ping timeouts long, during which nobody reads pongs
		case <-time.After(500 * time.Millisecond):
		case <-ctx.Done():
		}
		return json.RawMessage(`{}`), nil
	}
	cl := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1", Chat: slowChat})
	cl.expect("subscribed")
	cl.send(map[string]any{"type": "chat", "id": "c1", "message": "hi"})
	if f := cl.expect("chat.reply"); f.ReplyTo != "c1" {
		t.Fatalf("reply %+v", f)
	}
}

func TestUnsubscribeAndSubscriptionLimit(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{MaxSubscriptions: 2, ReadLimit: 1 << 10}})
	cl := e.dial(Client{BusinessID: testBiz, Staff: true, AnySession: true})
	for _, ch := range []string{"session:a", "session:b"} {
		cl.send(subscribeFrame(ch, nil))
		cl.expect("subscribed")
	}
	cl.send(map[string]any{"type": "subscribe", "id": "third", "channel": "business"})
	if f := cl.expect("error"); f.ReplyTo != "third" || f.Error.Field != "channel" {
		t.Fatalf("third subscription: %+v", f)
	}
	cl.send(map[string]any{"type": "unsubscribe", "channel": "session:a"})
	cl.send(map[string]any{"type": "unsubscribe", "channel": "session:zzz"}) // not held: ignored
	cl.send(map[string]any{"type": "ping"})
	cl.expect("pong") // the unsubscribes were handled before it
	e.publish(store.EventConversationStarted, "a", 0)
	e.publish(store.EventConversationStarted, "b", 0)
	if got := cl.events("session:b", 0, 1); got[0].Event.Type != store.EventConversationStarted {
		t.Fatalf("got %+v", got[0])
	}
	cl.send(map[string]any{"type": "ping"})
	cl.expect("pong") // nothing from session:a came in between

	cl.sendRaw(`{"type":"chat","message":"` + strings.Repeat("x", 2<<10) + `"}`)
	cl.expectClose(websocket.StatusMessageTooBig)
}
