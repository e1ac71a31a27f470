package app

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/session/reply"
	"github.com/tourchat/tourchat/store"
)

// hookRecorder is a webhook endpoint that records the event types it got.
type hookRecorder struct {
	mu    sync.Mutex
	types []string
	data  []map[string]any
}

func (h *hookRecorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var ev struct {
		Type string         `json:"type"`
		Data map[string]any `json:"data"`
	}
	_ = json.Unmarshal(raw, &ev)
	h.mu.Lock()
	h.types = append(h.types, ev.Type)
	h.data = append(h.data, ev.Data)
	h.mu.Unlock()
}

func (h *hookRecorder) has(typ string, match func(map[string]any) bool) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i, t := range h.types {
		if t == typ && (match == nil || match(h.data[i])) {
			return true
		}
	}
	return false
}

func eventData(f map[string]any) map[string]any {
	return f["event"].(map[string]any)["data"].(map[string]any)
}

// isEventWith matches an event frame of typ whose data satisfies match.
func isEventWith(typ string, match func(d map[string]any) bool) func(map[string]any) bool {
	return func(m map[string]any) bool { return isEvent(typ)(m) && match(eventData(m)) }
}

func chatAs(s *server, token, session, msg string) map[string]any {
	s.t.Helper()
	return s.call("POST", "/v1/chat", token, map[string]any{"business_id": "biz_demo", "session_id": session, "message": msg}, 200)
}

// alwaysOpen gives the demo business support hours that never close, so
// that a handoff depends only on who is online, whatever the time of day
// the test runs at.
func alwaysOpen(t *testing.T, st store.Store) {
	t.Helper()
	ctx := context.Background()
	biz, err := st.Business(ctx, "biz_demo")
	if err != nil {
		t.Fatal(err)
	}
	biz.SupportHours = store.SupportHours{}
	for _, d := range store.Weekdays {
		biz.SupportHours[d] = []string{"00:00-24:00"}
	}
	if err := st.UpdateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
}

// TestHandoffCycle walks a conversation bot → waiting → human → bot →
// closed → bot with real clients: the visitor on a session token (REST and
// WebSocket), a staff member on a named staff token (WebSocket on the
// business channel, REST for actions), and a webhook endpoint.
func TestHandoffCycle(t *testing.T) {
	hooks := &hookRecorder{}
	hookSrv := httptest.NewServer(hooks)
	defer hookSrv.Close()
	s := startServer(t, Config{WebhookAllowHosts: "127.0.0.1"})
	alwaysOpen(t, s.app.Store)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s.call("POST", "/v1/webhooks", s.key, map[string]any{"url": hookSrv.URL + "/hook", "events": []string{"*"}}, 201)

	origin := http.Header{"Origin": {"http://localhost:3000"}}
	staffTok := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "staff", "name": "Maria"}, 201)["token"].(string)
	staff, _, err := s.dial(ctx, staffTok, origin)
	if err != nil {
		t.Fatal(err)
	}
	staff.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	staff.next(ctx, isType("subscribed"))

	pres := s.call("GET", "/v1/presence", s.key, nil, 200)
	if pres["staff_online"].(float64) != 1 || pres["staff"].([]any)[0].(map[string]any)["name"] != "Maria" {
		t.Fatalf("presence with a staff socket: %v", pres)
	}

	const sid = "hand-1"
	visTok := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "session", "session_id": sid}, 201)["token"].(string)
	visitor, _, err := s.dial(ctx, visTok, origin)
	if err != nil {
		t.Fatal(err)
	}
	visitor.next(ctx, isType("subscribed"))
	if p := s.call("GET", "/v1/presence", visTok, nil, 200); p["staff_online"].(float64) != 1 || p["staff"] != nil {
		t.Fatalf("presence for a session token: %v", p)
	}

	// bot: the assistant answers.
	r := chatAs(s, visTok, sid, "hola, ¿tenéis tours en kayak?")
	if r["handled_by"] != "assistant" || r["message"] == "" {
		t.Fatalf("bot reply: %v", r)
	}
	// bot → waiting: the visitor asks for a person, in Spanish.
	r = chatAs(s, visTok, sid, "Quiero hablar con una persona, por favor")
	if r["handled_by"] != "assistant" || !strings.Contains(r["message"].(string), "equipo") {
		t.Fatalf("handoff reply: %v", r)
	}
	hr := staff.next(ctx, isEvent("conversation.handoff_requested"))
	conv := eventData(hr)
	convID := conv["id"].(string)
	if conv["status"] != "waiting" || conv["session_id"] != sid || conv["handoff_requested_at"] == nil {
		t.Fatalf("handoff_requested data: %v", conv)
	}

	// waiting: the assistant is silent, the message is kept for staff.
	r = chatAs(s, visTok, sid, "¿hola? ¿hay alguien?")
	if r["handled_by"] != "human" || r["message"] != "" || len(r["booking_options"].([]any)) != 0 {
		t.Fatalf("reply while waiting: %v", r)
	}
	staff.next(ctx, isEventWith("conversation.message_created", func(d map[string]any) bool {
		return d["text"] == "¿hola? ¿hay alguien?" && d["role"] == "visitor"
	}))
	if c := s.call("GET", "/v1/conversations/"+convID, s.key, nil, 200); c["status"] != "waiting" || c["unread"].(float64) != 3 {
		t.Fatalf("conversation while waiting: %v", c)
	}

	// Scopes: a session token cannot write as staff; another business's conversation is 404.
	s.call("POST", "/v1/conversations/"+convID+"/messages", visTok, map[string]any{"text": "I am staff"}, 403)
	s.call("POST", "/v1/conversations/"+convID+"/assign", visTok, map[string]any{"assignee": "me"}, 403)
	otherKey := otherBusinessKey(t, s)
	s.call("POST", "/v1/conversations/"+convID+"/messages", otherKey, map[string]any{"text": "hi"}, 404)
	s.call("POST", "/v1/conversations/"+convID+"/close", otherKey, nil, 404)
	// Bad input: 400 naming the field.
	for _, tc := range []struct {
		path  string
		body  any
		field string
	}{
		{"/messages", map[string]any{"text": "   "}, "text"},
		{"/messages", map[string]any{}, "text"},
		{"/messages", map[string]any{"text": strings.Repeat("a", 4001)}, "text"},
		{"/messages", map[string]any{"txt": "x"}, "txt"},
		{"/assign", map[string]any{"assignee": "usr_nobody"}, "assignee"},
		{"/assign", map[string]any{}, "assignee"},
		{"/release", map[string]any{"why": "x"}, "why"},
	} {
		e := s.call("POST", "/v1/conversations/"+convID+tc.path, staffTok, tc.body, 400)["error"].(map[string]any)
		if e["field"] != tc.field {
			t.Errorf("%s %v: field %v, want %s", tc.path, tc.body, e["field"], tc.field)
		}
	}

	// waiting → human: Maria takes over; staff and visitor hear it.
	c := s.call("POST", "/v1/conversations/"+convID+"/assign", staffTok, map[string]any{"assignee": "me"}, 200)
	if c["status"] != "human" || c["assignee"].(map[string]any)["name"] != "Maria" {
		t.Fatalf("after assign: %v", c)
	}
	staff.next(ctx, isEvent("conversation.assigned"))
	joined := visitor.next(ctx, isEvent("conversation.assigned"))
	if eventData(joined)["assignee"].(map[string]any)["name"] != "Maria" {
		t.Fatalf("visitor's assigned event: %v", joined)
	}

	// Typing both ways over the session channel, never stored.
	staff.send(ctx, map[string]any{"type": "subscribe", "channel": "session:" + sid})
	staff.next(ctx, isType("subscribed"))
	for range 5 { // throttled: one per second per connection is relayed
		staff.send(ctx, map[string]any{"type": "typing", "channel": "session:" + sid})
	}
	ty := visitor.next(ctx, isType("typing"))
	if ty["role"] != "staff" || ty["name"] != "Maria" || ty["channel"] != "session:"+sid {
		t.Fatalf("staff typing as the visitor sees it: %v", ty)
	}
	visitor.send(ctx, map[string]any{"type": "typing", "channel": "session:" + sid})
	// Staff also hear their own typing on the channel (clients skip their own role).
	staff.next(ctx, func(m map[string]any) bool { return m["type"] == "typing" && m["role"] == "visitor" })

	// A staff reply reaches the visitor live, with the author's name.
	m := s.call("POST", "/v1/conversations/"+convID+"/messages", staffTok, map[string]any{"text": "¡Hola! Soy Maria, ¿en qué te ayudo?"}, 201)
	if m["role"] != "staff" || m["author"].(map[string]any)["name"] != "Maria" {
		t.Fatalf("staff message: %v", m)
	}
	extraTyping := 0
	got := visitor.next(ctx, func(m map[string]any) bool {
		if m["type"] == "typing" && m["role"] == "staff" {
			extraTyping++
		}
		return isEventWith("conversation.message_created", func(d map[string]any) bool { return d["role"] == "staff" })(m)
	})
	if extraTyping != 0 {
		t.Fatalf("%d more typing frames relayed within a second, want 0", extraTyping)
	}
	if d := eventData(got); d["text"] != "¡Hola! Soy Maria, ¿en qué te ayudo?" || d["author"].(map[string]any)["name"] != "Maria" {
		t.Fatalf("visitor's staff message: %v", d)
	}

	// human: the assistant stays silent on the WebSocket chat frame too.
	visitor.send(ctx, map[string]any{"type": "chat", "id": "w1", "message": "quiero reservar el kayak mañana"})
	wr := visitor.next(ctx, isType("chat.reply"))
	if rep := wr["reply"].(map[string]any); rep["handled_by"] != "human" || rep["message"] != "" {
		t.Fatalf("WebSocket reply while human: %v", wr)
	}
	msgs := s.call("GET", "/v1/conversations/"+convID+"/messages?limit=100", s.key, nil, 200)["data"].([]any)
	last := msgs[len(msgs)-1].(map[string]any)
	if last["role"] != "visitor" || last["text"] != "quiero reservar el kayak mañana" {
		t.Fatalf("the assistant spoke while human: last message %v", last)
	}
	s.call("POST", "/v1/conversations/"+convID+"/read", staffTok, nil, 200)
	if c := s.call("GET", "/v1/conversations/"+convID, s.key, nil, 200); c["unread"].(float64) != 0 {
		t.Fatalf("unread after read: %v", c["unread"])
	}

	// human → bot: released, the assistant answers again.
	c = s.call("POST", "/v1/conversations/"+convID+"/release", staffTok, nil, 200)
	if c["status"] != "bot" || c["assignee"] != nil {
		t.Fatalf("after release: %v", c)
	}
	visitor.next(ctx, isEvent("conversation.released"))
	if r = chatAs(s, visTok, sid, "¿y el sábado?"); r["handled_by"] != "assistant" || r["message"] == "" {
		t.Fatalf("reply after release: %v", r)
	}
	s.call("POST", "/v1/conversations/"+convID+"/release", staffTok, nil, 409)

	// bot → closed → bot on the next visitor message.
	if c = s.call("POST", "/v1/conversations/"+convID+"/close", s.key, nil, 200); c["status"] != "closed" {
		t.Fatalf("after close: %v", c)
	}
	staff.next(ctx, isEvent("conversation.closed"))
	s.call("POST", "/v1/conversations/"+convID+"/close", s.key, nil, 409)
	if r = chatAs(s, visTok, sid, "hola otra vez"); r["handled_by"] != "assistant" || r["message"] == "" {
		t.Fatalf("reply on a closed conversation: %v", r)
	}
	if c = s.call("GET", "/v1/conversations/"+convID, s.key, nil, 200); c["status"] != "bot" {
		t.Fatalf("a visitor message did not reopen the conversation: %v", c)
	}
	// Staff mark it as needing a person: waiting again, the assistant silent.
	if c = s.call("POST", "/v1/conversations/"+convID+"/handoff", staffTok, nil, 200); c["status"] != "waiting" {
		t.Fatalf("after staff marked it: %v", c)
	}
	s.call("POST", "/v1/conversations/"+convID+"/handoff", staffTok, nil, 409)
	if r = chatAs(s, visTok, sid, "¿sigues ahí?"); r["handled_by"] != "human" {
		t.Fatalf("reply after staff marked it: %v", r)
	}

	// Webhooks got the lifecycle.
	deadline := time.Now().Add(20 * time.Second)
	for _, typ := range []string{"conversation.handoff_requested", "conversation.assigned", "conversation.released", "conversation.closed"} {
		for !hooks.has(typ, func(d map[string]any) bool { return d["id"] == convID }) {
			if time.Now().After(deadline) {
				t.Fatalf("webhook never got %s", typ)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	for !hooks.has("conversation.message_created", func(d map[string]any) bool { return d["role"] == "staff" }) {
		if time.Now().After(deadline) {
			t.Fatal("webhook never got the staff message")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// otherBusinessKey creates a second business with a key of all scopes.
func otherBusinessKey(t *testing.T, s *server) string {
	t.Helper()
	ctx := context.Background()
	biz := &store.Business{ID: "biz_other", Name: "Other", Timezone: "Europe/Lisbon", Currency: "EUR", DefaultLanguage: "en", Languages: []string{"en"}}
	if err := s.app.Store.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	k, secret := store.NewAPIKey(biz.ID, store.KeySecret, []string{store.ScopeAll})
	if err := s.app.Store.CreateKey(ctx, k); err != nil {
		t.Fatal(err)
	}
	return secret
}

// TestHandoffTeamAway: with nobody online, or outside support hours, a
// request for a person is answered honestly and the conversation stays
// with the assistant, which takes the contact details as a lead.
func TestHandoffTeamAway(t *testing.T) {
	s := startServer(t, Config{})
	alwaysOpen(t, s.app.Store)
	ctx := context.Background()

	r := s.chat("away-1", "I want to talk to a person")
	if !strings.Contains(r["message"].(string), "Nobody from our team is online") || r["handled_by"] != "assistant" {
		t.Fatalf("nobody online: %v", r)
	}
	c, err := s.app.Store.ConversationBySession(ctx, "biz_demo", "away-1")
	if err != nil || c.Status != store.StatusBot {
		t.Fatalf("conversation after an away handoff: %+v, %v", c, err)
	}
	s.chat("away-1", "I'm Rita, rita@example.com")
	if _, err := s.app.Store.LeadBySession(ctx, "biz_demo", "away-1"); err != nil {
		t.Fatalf("no lead after contact details: %v", err)
	}

	// Outside support hours (open only on a day that is not today), even
	// with a staff member online.
	biz, err := s.app.Store.Business(ctx, "biz_demo")
	if err != nil {
		t.Fatal(err)
	}
	tomorrow := time.Now().In(biz.Location()).AddDate(0, 0, 1)
	biz.SupportHours = store.SupportHours{store.WeekdayKey(tomorrow.Weekday()): {"09:00-17:00"}}
	if err := s.app.Store.UpdateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	tok := s.call("POST", "/v1/tokens", s.key, map[string]any{"kind": "staff", "name": "Night owl"}, 201)["token"].(string)
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	w, _, err := s.dial(wctx, tok, http.Header{"Origin": {"http://localhost:3000"}})
	if err != nil {
		t.Fatal(err)
	}
	w.send(wctx, map[string]any{"type": "subscribe", "channel": "business"})
	w.next(wctx, isType("subscribed"))
	// The business is cached by the API for a short while: wait for the hours.
	deadline := time.Now().Add(15 * time.Second)
	for {
		r = s.call("POST", "/v1/chat", s.key, map[string]any{"business_id": "biz_demo", "session_id": "away-2", "message": "Quiero hablar con una persona", "language": "es"}, 200)
		if strings.Contains(r["message"].(string), "vuelve "+reply.OnDate("es", tomorrow, time.Now())+" a las 09:00") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("outside hours: %v", r["message"])
		}
		time.Sleep(100 * time.Millisecond)
	}
	if c, _ := s.app.Store.ConversationBySession(ctx, "biz_demo", "away-2"); c.Status != store.StatusBot || c.HandoffRequestedAt != nil {
		t.Fatalf("an away handoff waited: %+v", c)
	}
	if !slices.Contains(r["suggested_actions"].([]any), any("share_contact")) {
		t.Fatalf("away reply does not offer share_contact: %v", r["suggested_actions"])
	}
}

// TestHandoffAcrossInstances: on Postgres and Redis, a staff member on
// instance A is online for instance B, and their typing and reply reach a
// visitor connected to B; the visitor's message while human is held on B.
func TestHandoffAcrossInstances(t *testing.T) {
	a, b := startCluster(t)
	alwaysOpen(t, a.app.Store)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	origin := http.Header{"Origin": {"http://localhost:3000"}}

	staffTok := a.call("POST", "/v1/tokens", a.key, map[string]any{"kind": "staff", "name": "Maria"}, 201)["token"].(string)
	staff, _, err := a.dial(ctx, staffTok, origin)
	if err != nil {
		t.Fatal(err)
	}
	staff.send(ctx, map[string]any{"type": "subscribe", "channel": "business"})
	staff.next(ctx, isType("subscribed"))
	// The presence is written to Redis right after "subscribed" is queued
	// (hub.markPresent), so B may read it a moment later.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		p := b.call("GET", "/v1/presence", b.key, nil, 200)
		if p["staff_online"].(float64) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("B's presence: %v", p)
		}
	}

	const sid = "cross-hand"
	visTok := b.call("POST", "/v1/tokens", b.key, map[string]any{"kind": "session", "session_id": sid}, 201)["token"].(string)
	visitor, _, err := b.dial(ctx, visTok, origin)
	if err != nil {
		t.Fatal(err)
	}
	visitor.next(ctx, isType("subscribed"))
	chatAs(b, visTok, sid, "I'd like to speak to a human")
	convID := eventData(staff.next(ctx, isEvent("conversation.handoff_requested")))["id"].(string)

	a.call("POST", "/v1/conversations/"+convID+"/assign", staffTok, map[string]any{"assignee": "me"}, 200)
	visitor.next(ctx, isEvent("conversation.assigned"))
	staff.send(ctx, map[string]any{"type": "typing", "channel": "session:" + sid})
	if ty := visitor.next(ctx, isType("typing")); ty["name"] != "Maria" {
		t.Fatalf("typing across instances: %v", ty)
	}
	a.call("POST", "/v1/conversations/"+convID+"/messages", staffTok, map[string]any{"text": "Hi, Maria here"}, 201)
	visitor.next(ctx, isEventWith("conversation.message_created", func(d map[string]any) bool { return d["text"] == "Hi, Maria here" }))
	if r := chatAs(b, visTok, sid, "great, thanks"); r["handled_by"] != "human" {
		t.Fatalf("B answered while human: %v", r)
	}
}
