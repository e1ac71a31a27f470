package rest

import (
	"context"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/store"
)

func TestServices(t *testing.T) {
	h := newHarness(t)
	r := h.do("GET", "/v1/services?language=es", h.keyA, nil)
	l := r.json(t)
	data := l["data"].([]any)
	if r.Status != 200 || l["object"] != "list" || len(data) < 6 {
		t.Fatalf("list: %d %s", r.Status, r.Body)
	}
	svc := data[0].(map[string]any)
	for _, f := range []string{"id", "object", "name", "description", "duration", "duration_minutes", "price", "currency", "capacity", "images", "schedule", "languages", "created_at"} {
		if _, ok := svc[f]; !ok {
			t.Errorf("service lacks %s", f)
		}
	}
	one := h.do("GET", "/v1/services/"+svc["id"].(string)+"?language=es", h.keyA, nil).json(t)
	if one["name"] != svc["name"] || one["language"] != "es" {
		t.Errorf("get: %v", one)
	}
	en := h.do("GET", "/v1/services/"+svc["id"].(string), h.keyA, nil).json(t)
	if en["name"] == one["name"] {
		t.Errorf("language ignored: %v", en["name"])
	}
}

func TestLeadsFromChatAndPatch(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	lead, created, err := h.st.CaptureLead(ctx, store.LeadCapture{BusinessID: "biz_demo", SessionID: "s-lead", Name: "Rita", Email: "rita@example.com", Language: "pt"})
	if err != nil || !created {
		t.Fatal(err)
	}
	r := h.do("GET", "/v1/leads?status=new", h.keyA, nil)
	if data := r.json(t)["data"].([]any); len(data) != 1 || data[0].(map[string]any)["id"] != lead.ID {
		t.Fatalf("list: %s", r.Body)
	}
	if r = h.do("GET", "/v1/leads?since=2026-12-02&until=2026-12-02", h.keyA, nil); len(r.json(t)["data"].([]any)) != 1 {
		t.Fatalf("since/until today: %s", r.Body)
	}
	if r = h.do("GET", "/v1/leads?until=2026-12-01", h.keyA, nil); len(r.json(t)["data"].([]any)) != 0 {
		t.Fatalf("until yesterday: %s", r.Body)
	}
	if r = h.do("PATCH", "/v1/leads/"+lead.ID, h.keyA, map[string]any{"status": "contacted"}); r.Status != 200 || r.json(t)["status"] != "contacted" {
		t.Fatalf("patch: %d %s", r.Status, r.Body)
	}
	if r = h.do("PATCH", "/v1/leads/"+lead.ID, h.keyA, map[string]any{"status": "new"}); r.Status != 409 || r.errorObj(t)["code"] != "invalid_state" {
		t.Fatalf("back to new: %d %s", r.Status, r.Body)
	}
	if r = h.do("GET", "/v1/leads/"+lead.ID, h.keyB, nil); r.Status != 404 {
		t.Fatalf("other business sees lead: %d", r.Status)
	}
}

func TestWebhooksCRUDAndEvents(t *testing.T) {
	h := newHarness(t)
	r := h.do("POST", "/v1/webhooks", h.keyA, map[string]any{"url": "https://hooks.example/tc", "events": []string{"booking.created", "booking.created"}, "description": "crm"})
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	wh := r.json(t)
	id := wh["id"].(string)
	if !strings.HasPrefix(wh["secret"].(string), "whsec_") || len(wh["events"].([]any)) != 1 {
		t.Fatalf("create body: %s", r.Body)
	}
	if got := h.do("GET", "/v1/webhooks/"+id, h.keyA, nil).json(t); got["secret"] != nil {
		t.Errorf("secret shown again: %v", got)
	}
	if l := h.do("GET", "/v1/webhooks", h.keyA, nil).json(t); len(l["data"].([]any)) != 1 {
		t.Errorf("list: %v", l)
	}
	r = h.do("PATCH", "/v1/webhooks/"+id, h.keyA, map[string]any{"enabled": false, "events": []string{"*"}})
	if r.Status != 200 || r.json(t)["enabled"] != false {
		t.Fatalf("patch: %d %s", r.Status, r.Body)
	}
	h.do("PATCH", "/v1/webhooks/"+id, h.keyA, map[string]any{"enabled": true})
	r = h.do("POST", "/v1/webhooks/"+id+"/test", h.keyA, nil)
	if r.Status != 201 || r.json(t)["event_type"] != "webhook.test" {
		t.Fatalf("test: %d %s", r.Status, r.Body)
	}
	did := r.json(t)["id"].(string)
	if l := h.do("GET", "/v1/webhooks/"+id+"/deliveries", h.keyA, nil).json(t); len(l["data"].([]any)) != 1 {
		t.Errorf("deliveries: %v", l)
	}
	if r = h.do("POST", "/v1/webhooks/"+id+"/deliveries/"+did+"/retry", h.keyA, nil); r.Status != 200 {
		t.Errorf("retry: %d %s", r.Status, r.Body)
	}
	// A booking writes booking.created to the event log.
	slot := h.firstSlot("2026-12-05")
	h.do("POST", "/v1/bookings", h.keyA, map[string]any{"slot_id": slot["slot_id"], "guests": 1, "customer": map[string]any{"name": "E", "email": "e@example.com"}})
	ev := h.do("GET", "/v1/events?type=booking.created", h.keyA, nil).json(t)["data"].([]any)
	if len(ev) != 1 || ev[0].(map[string]any)["data"].(map[string]any)["object"] != "booking" {
		t.Fatalf("events: %v", ev)
	}
	if r = h.do("GET", "/v1/webhooks/"+id, h.keyB, nil); r.Status != 404 {
		t.Errorf("other business sees webhook: %d", r.Status)
	}
	if r = h.do("DELETE", "/v1/webhooks/"+id, h.keyA, nil); r.Status != 200 {
		t.Fatalf("delete: %d", r.Status)
	}
	if r = h.do("GET", "/v1/webhooks/"+id, h.keyA, nil); r.Status != 404 {
		t.Fatalf("after delete: %d", r.Status)
	}
}

func TestChatAndAnalytics(t *testing.T) {
	h := newHarness(t)
	r := h.do("POST", "/v1/chat", h.keyA, map[string]any{"business_id": "biz_demo", "message": "any kayak tours tomorrow for 4?", "session_id": "an-1", "metadata": map[string]any{"page": "/kayak"}})
	if r.Status != 200 {
		t.Fatalf("chat: %d %s", r.Status, r.Body)
	}
	reply := r.json(t)
	for _, f := range []string{"id", "message", "booking_options", "media", "suggested_actions", "session_id", "language", "created_at"} {
		if _, ok := reply[f]; !ok {
			t.Errorf("reply lacks %s: %s", f, r.Body)
		}
	}
	r = h.do("GET", "/v1/analytics?from=2026-11-25&to=2026-12-02", h.keyA, nil)
	a := r.json(t)
	tot := a["totals"].(map[string]any)
	if r.Status != 200 || a["object"] != "analytics" || tot["conversations"].(float64) != 1 || tot["messages_in"].(float64) != 1 || tot["messages_out"].(float64) != 1 {
		t.Fatalf("analytics: %d %s", r.Status, r.Body)
	}
	if len(a["by_day"].([]any)) != 8 || len(a["by_hour"].([]any)) != 24 {
		t.Errorf("series: %s", r.Body)
	}
	if b := h.do("GET", "/v1/analytics", h.keyB, nil).json(t)["totals"].(map[string]any); b["conversations"].(float64) != 0 {
		t.Errorf("other business sees conversations: %v", b)
	}
	convs := h.do("GET", "/v1/conversations", h.keyA, nil).json(t)["data"].([]any)
	if len(convs) != 1 {
		t.Fatalf("conversations: %v", convs)
	}
	cid := convs[0].(map[string]any)["id"].(string)
	msgs := h.do("GET", "/v1/conversations/"+cid+"/messages", h.keyA, nil).json(t)["data"].([]any)
	if len(msgs) != 2 || msgs[0].(map[string]any)["role"] != "visitor" {
		t.Errorf("messages: %v", msgs)
	}
	if r = h.do("GET", "/v1/conversations/"+cid, h.keyB, nil); r.Status != 404 {
		t.Errorf("other business sees conversation: %d", r.Status)
	}
}

// TestTenantIsolation checks that business B's key sees nothing of A's on
// every endpoint that takes an id or lists.
func TestTenantIsolation(t *testing.T) {
	h := newHarness(t)
	slot := h.firstSlot("2026-12-05")
	bk := h.do("POST", "/v1/bookings", h.keyA, map[string]any{"slot_id": slot["slot_id"], "guests": 1, "customer": map[string]any{"name": "T", "email": "t@example.com"}}).json(t)["id"].(string)
	h.do("POST", "/v1/chat", h.keyA, map[string]any{"business_id": "biz_demo", "message": "my email is t@example.com", "session_id": "iso"})
	wh := h.do("POST", "/v1/webhooks", h.keyA, map[string]any{"url": "https://a.example/h", "events": []string{"*"}}).json(t)["id"].(string)
	lead, _, err := h.st.CaptureLead(context.Background(), store.LeadCapture{BusinessID: "biz_demo", SessionID: "iso", Email: "t@example.com"})
	must(t, err)
	conv, err := h.st.ConversationBySession(context.Background(), "biz_demo", "iso")
	must(t, err)

	for _, p := range []string{"/v1/bookings/" + bk, "/v1/leads/" + lead.ID, "/v1/webhooks/" + wh, "/v1/webhooks/" + wh + "/deliveries",
		"/v1/conversations/" + conv.ID, "/v1/conversations/" + conv.ID + "/messages", "/v1/services/" + slot["service_id"].(string), "/v1/bookings?service_id=" + slot["service_id"].(string)} {
		if r := h.do("GET", p, h.keyB, nil); r.Status != 404 {
			t.Errorf("B GET %s: %d %s", p, r.Status, r.Body)
		}
	}
	for _, p := range []string{"/v1/bookings/" + bk + "/cancel", "/v1/webhooks/" + wh + "/test"} {
		if r := h.do("POST", p, h.keyB, nil); r.Status != 404 {
			t.Errorf("B POST %s: %d", p, r.Status)
		}
	}
	if r := h.do("PATCH", "/v1/leads/"+lead.ID, h.keyB, map[string]any{"status": "lost"}); r.Status != 404 {
		t.Errorf("B PATCH lead: %d", r.Status)
	}
	if r := h.do("DELETE", "/v1/webhooks/"+wh, h.keyB, nil); r.Status != 404 {
		t.Errorf("B DELETE webhook: %d", r.Status)
	}
	if r := h.do("POST", "/v1/bookings", h.keyB, map[string]any{"slot_id": slot["slot_id"], "guests": 1, "customer": map[string]any{"name": "X", "email": "x@example.com"}}); r.Status != 404 {
		t.Errorf("B books A's slot: %d %s", r.Status, r.Body)
	}
	for _, p := range []string{"/v1/leads", "/v1/webhooks", "/v1/events", "/v1/conversations"} {
		if d := h.do("GET", p, h.keyB, nil).json(t)["data"].([]any); len(d) != 0 {
			t.Errorf("B lists %s: %v", p, d)
		}
	}
	if av := h.do("GET", "/v1/bookings?date=2026-12-05", h.keyB, nil).json(t); len(av["bookings"].([]any)) != 0 {
		t.Errorf("B sees A's bookings: %v", av["bookings"])
	}
}
