package rest

import (
	"strings"
	"testing"
)

// TestMalformedRequests sends bad requests across every endpoint and checks
// each gets the contract's status, code and field, never a 500.
func TestMalformedRequests(t *testing.T) {
	h := newHarness(t)
	okChat := `{"business_id":"biz_demo","message":"hi","session_id":"s1"}`
	huge := `{"business_id":"biz_demo","session_id":"s1","message":"` + strings.Repeat("a", 70<<10) + `"}`
	bigMeta := `{"business_id":"biz_demo","session_id":"s1","message":"hi","metadata":{"x":"` + strings.Repeat("a", 17<<10) + `"}}`
	slot := h.firstSlot("2026-12-05")["slot_id"].(string)
	cases := []struct {
		name, method, path, key, body string
		headers                       []string
		status                        int
		code, field                   string
	}{
		// authentication
		{"no key", "GET", "/v1/leads", "", "", nil, 401, "unauthorized", ""},
		{"basic auth", "GET", "/v1/leads", "", "", []string{"Authorization", "Basic dXNlcjpwYXNz"}, 401, "unauthorized", ""},
		{"bearer empty", "GET", "/v1/leads", "", "", []string{"Authorization", "Bearer "}, 401, "unauthorized", ""},
		{"unknown key", "GET", "/v1/leads", "tc_live_" + strings.Repeat("x", 43), "", nil, 401, "unauthorized", ""},
		{"malformed key", "GET", "/v1/leads", "tc_live_short", "", nil, 401, "unauthorized", ""},
		{"revoked key", "GET", "/v1/leads", h.revoked, "", nil, 401, "unauthorized", ""},
		{"garbage jwt", "GET", "/v1/leads", "a.b.c", "", nil, 401, "unauthorized", ""},
		{"publishable on chat", "POST", "/v1/chat", h.pkA, okChat, nil, 403, "forbidden", ""},
		{"missing scope", "GET", "/v1/leads", h.keyARead, "", nil, 403, "forbidden", ""},
		{"other business chat", "POST", "/v1/chat", h.keyB, okChat, nil, 403, "forbidden", ""},
		// bodies
		{"not json", "POST", "/v1/chat", h.keyA, `{"business_id":`, nil, 400, "invalid_json", ""},
		{"json array", "POST", "/v1/chat", h.keyA, `[1,2]`, nil, 400, "invalid_json", ""},
		{"json string", "POST", "/v1/chat", h.keyA, `"hello"`, nil, 400, "invalid_json", ""},
		{"two objects", "POST", "/v1/chat", h.keyA, okChat + okChat, nil, 400, "invalid_json", ""},
		{"empty body", "POST", "/v1/chat", h.keyA, "", nil, 400, "invalid_json", ""},
		{"wrong content type", "POST", "/v1/chat", h.keyA, okChat, []string{"Content-Type", "text/plain"}, 415, "unsupported_media_type", ""},
		{"form content type", "POST", "/v1/bookings", h.keyA, "a=b", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type", ""},
		{"huge body", "POST", "/v1/chat", h.keyA, huge, nil, 413, "request_too_large", ""},
		{"unknown field camelCase", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"hi","sessionId":"s1"}`, nil, 400, "invalid_parameter", "sessionId"},
		{"message wrong type", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":5,"session_id":"s1"}`, nil, 400, "invalid_parameter", "message"},
		{"missing message", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","session_id":"s1"}`, nil, 400, "invalid_parameter", "message"},
		{"blank message", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"   ","session_id":"s1"}`, nil, 400, "invalid_parameter", "message"},
		{"message too long", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","session_id":"s1","message":"` + strings.Repeat("é", 4001) + `"}`, nil, 400, "invalid_parameter", "message"},
		{"missing session", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"hi"}`, nil, 400, "invalid_parameter", "session_id"},
		{"bad session chars", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"hi","session_id":"a b"}`, nil, 400, "invalid_parameter", "session_id"},
		{"missing business", "POST", "/v1/chat", h.keyA, `{"message":"hi","session_id":"s1"}`, nil, 400, "invalid_parameter", "business_id"},
		{"bad language", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"hi","session_id":"s1","language":"english"}`, nil, 400, "invalid_parameter", "language"},
		{"metadata not object", "POST", "/v1/chat", h.keyA, `{"business_id":"biz_demo","message":"hi","session_id":"s1","metadata":[1]}`, nil, 400, "invalid_parameter", "metadata"},
		{"metadata too big", "POST", "/v1/chat", h.keyA, bigMeta, nil, 400, "invalid_parameter", "metadata"},
		// bookings
		{"bad date", "GET", "/v1/bookings?date=03-12-2026", h.keyA, "", nil, 400, "invalid_parameter", "date"},
		{"date not a day", "GET", "/v1/bookings?date=2026-02-30", h.keyA, "", nil, 400, "invalid_parameter", "date"},
		{"guests zero", "GET", "/v1/bookings?guests=0", h.keyA, "", nil, 400, "invalid_parameter", "guests"},
		{"guests text", "GET", "/v1/bookings?guests=four", h.keyA, "", nil, 400, "invalid_parameter", "guests"},
		{"unknown query", "GET", "/v1/bookings?when=today", h.keyA, "", nil, 400, "invalid_parameter", "when"},
		{"unknown service", "GET", "/v1/bookings?service_id=svc_nope", h.keyA, "", nil, 404, "not_found", ""},
		{"booking no slot", "POST", "/v1/bookings", h.keyA, `{"guests":2,"customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "slot_id"},
		{"booking bad slot", "POST", "/v1/bookings", h.keyA, `{"slot_id":"nope","guests":2,"customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "slot_id"},
		{"booking guests string", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":"2","customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "guests"},
		{"booking guests missing", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "guests"},
		{"booking guests 101", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":101,"customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "guests"},
		{"booking no customer", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":2}`, nil, 400, "invalid_parameter", "customer"},
		{"booking no name", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":2,"customer":{"email":"a@b.co"}}`, nil, 400, "invalid_parameter", "customer.name"},
		{"booking bad email", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":2,"customer":{"name":"A","email":"nope"}}`, nil, 400, "invalid_parameter", "customer.email"},
		{"booking bad phone", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":2,"customer":{"name":"A","phone":"12"}}`, nil, 400, "invalid_parameter", "customer.phone"},
		{"booking no contact", "POST", "/v1/bookings", h.keyA, `{"slot_id":"` + slot + `","guests":2,"customer":{"name":"A"}}`, nil, 400, "invalid_parameter", "customer.email"},
		{"booking bad time", "POST", "/v1/bookings", h.keyA, `{"service_id":"svc_tagus_kayak","date":"2026-12-05","time":"noon","guests":2,"customer":{"name":"A","email":"a@b.co"}}`, nil, 400, "invalid_parameter", "time"},
		{"booking unknown field", "POST", "/v1/bookings", h.keyA, `{"slot":"x"}`, nil, 400, "invalid_parameter", "slot"},
		{"booking unknown slot", "POST", "/v1/bookings", h.keyA, `{"service_id":"svc_tagus_kayak","date":"2026-12-05","time":"03:00","guests":2,"customer":{"name":"A","email":"a@b.co"}}`, nil, 404, "not_found", ""},
		{"booking not found", "GET", "/v1/bookings/bk_nope", h.keyA, "", nil, 404, "not_found", ""},
		{"cancel not found", "POST", "/v1/bookings/bk_nope/cancel", h.keyA, "", nil, 404, "not_found", ""},
		{"cancel bad body", "POST", "/v1/bookings/bk_nope/cancel", h.keyA, `{"why":"x"}`, nil, 400, "invalid_parameter", "why"},
		// leads, webhooks, analytics, services, events
		{"leads bad status", "GET", "/v1/leads?status=hot", h.keyA, "", nil, 400, "invalid_parameter", "status"},
		{"leads bad limit", "GET", "/v1/leads?limit=1000", h.keyA, "", nil, 400, "invalid_parameter", "limit"},
		{"leads bad since", "GET", "/v1/leads?since=yesterday", h.keyA, "", nil, 400, "invalid_parameter", "since"},
		{"lead not found", "GET", "/v1/leads/lead_nope", h.keyA, "", nil, 404, "not_found", ""},
		{"lead patch bad status", "PATCH", "/v1/leads/lead_nope", h.keyA, `{"status":"hot"}`, nil, 400, "invalid_parameter", "status"},
		{"webhook no url", "POST", "/v1/webhooks", h.keyA, `{"events":["*"]}`, nil, 400, "invalid_parameter", "url"},
		{"webhook ftp url", "POST", "/v1/webhooks", h.keyA, `{"url":"ftp://x.example/","events":["*"]}`, nil, 400, "invalid_parameter", "url"},
		{"webhook bad event", "POST", "/v1/webhooks", h.keyA, `{"url":"https://x.example/h","events":["booking.exploded"]}`, nil, 400, "invalid_parameter", "events"},
		{"webhook events type", "POST", "/v1/webhooks", h.keyA, `{"url":"https://x.example/h","events":"*"}`, nil, 400, "invalid_parameter", "events"},
		{"webhook not found", "GET", "/v1/webhooks/wh_nope", h.keyA, "", nil, 404, "not_found", ""},
		{"analytics bad from", "GET", "/v1/analytics?from=2026-13-01", h.keyA, "", nil, 400, "invalid_parameter", "from"},
		{"analytics bad to", "GET", "/v1/analytics?to=x", h.keyA, "", nil, 400, "invalid_parameter", "to"},
		{"analytics from after to", "GET", "/v1/analytics?from=2026-12-10&to=2026-12-01", h.keyA, "", nil, 400, "invalid_parameter", "from"},
		{"service not found", "GET", "/v1/services/svc_nope", h.keyA, "", nil, 404, "not_found", ""},
		{"services bad language", "GET", "/v1/services?language=english", h.keyA, "", nil, 400, "invalid_parameter", "language"},
		{"events bad type", "GET", "/v1/events?type=nope", h.keyA, "", nil, 400, "invalid_parameter", "type"},
		// handoff
		{"staff message not found", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{"text":"hi"}`, nil, 404, "not_found", ""},
		{"staff message missing text", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{}`, nil, 400, "invalid_parameter", "text"},
		{"staff message blank", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{"text":" \n "}`, nil, 400, "invalid_parameter", "text"},
		{"staff message text type", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{"text":5}`, nil, 400, "invalid_parameter", "text"},
		{"staff message too long", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{"text":"` + strings.Repeat("é", 4001) + `"}`, nil, 400, "invalid_parameter", "text"},
		{"staff message unknown field", "POST", "/v1/conversations/conv_nope/messages", h.keyA, `{"message":"hi"}`, nil, 400, "invalid_parameter", "message"},
		{"staff message missing scope", "POST", "/v1/conversations/conv_nope/messages", h.keyARead, `{"text":"hi"}`, nil, 403, "forbidden", ""},
		{"assign bad assignee", "POST", "/v1/conversations/conv_nope/assign", h.keyA, `{"assignee":"usr_x"}`, nil, 400, "invalid_parameter", "assignee"},
		{"assign assignee type", "POST", "/v1/conversations/conv_nope/assign", h.keyA, `{"assignee":1}`, nil, 400, "invalid_parameter", "assignee"},
		{"assign no body", "POST", "/v1/conversations/conv_nope/assign", h.keyA, "", nil, 400, "invalid_parameter", "assignee"},
		{"assign not found", "POST", "/v1/conversations/conv_nope/assign", h.keyA, `{"assignee":"me"}`, nil, 404, "not_found", ""},
		{"release not found", "POST", "/v1/conversations/conv_nope/release", h.keyA, "", nil, 404, "not_found", ""},
		{"close bad body", "POST", "/v1/conversations/conv_nope/close", h.keyA, `{"reason":"x"}`, nil, 400, "invalid_parameter", "reason"},
		{"handoff not found", "POST", "/v1/conversations/conv_nope/handoff", h.keyA, "", nil, 404, "not_found", ""},
		{"read not json", "POST", "/v1/conversations/conv_nope/read", h.keyA, `{`, nil, 400, "invalid_json", ""},
		{"conversations bad status", "GET", "/v1/conversations?status=open", h.keyA, "", nil, 400, "invalid_parameter", "status"},
		{"presence unknown query", "GET", "/v1/presence?who=1", h.keyA, "", nil, 400, "invalid_parameter", "who"},
		{"token session with name", "POST", "/v1/tokens", h.keyA, `{"kind":"session","session_id":"s1","name":"Maria"}`, nil, 400, "invalid_parameter", "name"},
		{"token staff name too long", "POST", "/v1/tokens", h.keyA, `{"kind":"staff","name":"` + strings.Repeat("n", 81) + `"}`, nil, 400, "invalid_parameter", "name"},
		{"token bad kind", "POST", "/v1/tokens", h.keyA, `{"kind":"admin"}`, nil, 400, "invalid_parameter", "kind"},
		{"token session missing id", "POST", "/v1/tokens", h.keyA, `{"kind":"session"}`, nil, 400, "invalid_parameter", "session_id"},
		{"idempotency key too long", "POST", "/v1/chat", h.keyA, okChat, []string{"Idempotency-Key", strings.Repeat("k", 256)}, 400, "invalid_parameter", "Idempotency-Key"},
		{"no route", "GET", "/v1/nothing", h.keyA, "", nil, 404, "not_found", ""},
		{"widget session secret key", "POST", "/v1/widget/session", h.keyA, `{"business_id":"biz_demo"}`, nil, 403, "forbidden", ""},
		{"widget session no origin", "POST", "/v1/widget/session", h.pkA, `{"business_id":"biz_demo"}`, nil, 403, "forbidden", ""},
		{"widget session bad origin", "POST", "/v1/widget/session", h.pkA, `{"business_id":"biz_demo"}`, []string{"Origin", "https://evil.example"}, 403, "forbidden", ""},
		{"widget session wrong business", "POST", "/v1/widget/session", h.pkA, `{"business_id":"biz_other"}`, []string{"Origin", "http://localhost:3000"}, 403, "forbidden", ""},
	}
	if len(cases) < 40 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var body any
			if tc.body != "" {
				body = tc.body
			}
			r := h.do(tc.method, tc.path, tc.key, body, tc.headers...)
			if r.Status != tc.status {
				t.Fatalf("status %d, want %d: %s", r.Status, tc.status, r.Body)
			}
			e := r.errorObj(t)
			if e["code"] != tc.code {
				t.Errorf("code %v, want %s", e["code"], tc.code)
			}
			if tc.field != "" && e["field"] != tc.field {
				t.Errorf("field %v, want %s", e["field"], tc.field)
			}
			if tc.field == "" && e["field"] != nil {
				t.Errorf("unexpected field %v", e["field"])
			}
			if e["message"] == "" || e["request_id"] != r.Header.Get("X-Request-Id") || r.Header.Get("X-Request-Id") == "" {
				t.Errorf("message or request id missing: %s", r.Body)
			}
		})
	}
}
