package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// hostileStrings are JSON string literals no store can hold: an escaped NUL,
// raw invalid UTF-8 and a truncated sequence.
var hostileStrings = []string{`"a\u0000b"`, `"\u0000"`, "\"a\xffb\"", "\"\xc3\"", "\"ok\xed\xa0\x80\""}

// hostileQuery are query or path values no store can hold.
var hostileQuery = []string{"%00", "a%00b", "%ff", "bk_%c3", "%ed%a0%80"}

// hostileCase is one request with a hostile value at %s and the field the
// answer must name.
type hostileCase struct {
	method, path, body, field string
}

func hostileCases() []hostileCase {
	var out []hostileCase
	bodies := []hostileCase{
		{"POST", "/v1/chat", `{"business_id":"biz_demo","session_id":"s1","message":%s}`, "message"},
		{"POST", "/v1/chat", `{"business_id":"biz_demo","session_id":%s,"message":"hi"}`, "session_id"},
		{"POST", "/v1/chat", `{"business_id":%s,"session_id":"s1","message":"hi"}`, "business_id"},
		{"POST", "/v1/chat", `{"business_id":"biz_demo","session_id":"s1","message":"hi","language":%s}`, "language"},
		{"POST", "/v1/chat", `{"business_id":"biz_demo","session_id":"s1","message":"hi","metadata":{"k":%s}}`, "metadata.k"},
		{"POST", "/v1/bookings", `{"slot_id":"slot_x","guests":1,"customer":{"name":%s,"email":"a@b.co"}}`, "customer.name"},
		{"POST", "/v1/bookings", `{"slot_id":"slot_x","guests":1,"customer":{"name":"A","email":"a@b.co"},"notes":%s}`, "notes"},
		{"POST", "/v1/bookings", `{"slot_id":%s,"guests":1,"customer":{"name":"A","email":"a@b.co"}}`, "slot_id"},
		{"POST", "/v1/bookings/bk_x/cancel", `{"reason":%s}`, "reason"},
		{"POST", "/v1/webhooks", `{"url":"https://example.com/h","events":["*"],"description":%s}`, "description"},
		{"POST", "/v1/webhooks", `{"url":%s,"events":["*"]}`, "url"},
		{"POST", "/v1/webhooks", `{"url":"https://example.com/h","events":[%s]}`, "events"},
		{"PATCH", "/v1/webhooks/wh_x", `{"description":%s}`, "description"},
		{"PATCH", "/v1/leads/lead_x", `{"status":%s}`, "status"},
		{"POST", "/v1/tokens", `{"kind":"session","session_id":%s}`, "session_id"},
		{"POST", "/v1/widget/session", `{"business_id":"biz_demo","session_id":%s}`, "session_id"},
	}
	for _, b := range bodies {
		for _, v := range hostileStrings {
			out = append(out, hostileCase{b.method, b.path, fmt.Sprintf(b.body, v), b.field})
		}
	}
	queries := []hostileCase{
		{"GET", "/v1/bookings?service_id=%s", "", "service_id"},
		{"GET", "/v1/bookings?date=%s", "", "date"},
		{"GET", "/v1/leads?cursor=%s", "", "cursor"},
		{"GET", "/v1/leads?status=%s", "", "status"},
		{"GET", "/v1/conversations?cursor=%s", "", "cursor"},
		{"GET", "/v1/webhooks?cursor=%s", "", "cursor"},
		{"GET", "/v1/events?type=%s", "", "type"},
		{"GET", "/v1/events?cursor=%s", "", "cursor"},
		{"GET", "/v1/services?language=%s", "", "language"},
		{"GET", "/v1/analytics?from=%s", "", "from"},
		{"GET", "/v1/bookings/%s", "", "id"},
		{"POST", "/v1/bookings/%s/cancel", "", "id"},
		{"GET", "/v1/leads/%s", "", "id"},
		{"PATCH", "/v1/leads/%s", `{"status":"lost"}`, "id"},
		{"GET", "/v1/services/%s", "", "id"},
		{"GET", "/v1/conversations/%s/messages", "", "id"},
		{"GET", "/v1/webhooks/%s", "", "id"},
		{"DELETE", "/v1/webhooks/%s", "", "id"},
		{"POST", "/v1/webhooks/wh_x/deliveries/%s/retry", "", "did"},
	}
	for _, q := range queries {
		for _, v := range hostileQuery {
			out = append(out, hostileCase{q.method, fmt.Sprintf(q.path, v), q.body, q.field})
		}
	}
	return out
}

// TestHostileBytes sends NUL characters and invalid UTF-8 in bodies, query
// parameters, path ids and chat frames to both stores: every one is the
// contract's 400 invalid_parameter naming the field, never a 5xx.
func TestHostileBytes(t *testing.T) {
	t.Run("memory", func(t *testing.T) { hostileOn(t, startServer(t, Config{})) })
	t.Run("postgres", func(t *testing.T) {
		db := pgtest.NewDatabase(t)
		hostileOn(t, startServer(t, Config{DatabaseURL: db, JWTSecrets: [][]byte{[]byte("hostile-test-secret-0123456789abcdef")}}))
	})
}

func hostileOn(t *testing.T, s *server) {
	for _, c := range hostileCases() {
		req, err := http.NewRequest(c.method, s.srv.URL+c.path, strings.NewReader(c.body))
		if err != nil {
			t.Fatalf("%s %q: %v", c.method, c.path, err)
		}
		req.Header.Set("Authorization", "Bearer "+s.key)
		if strings.HasPrefix(c.path, "/v1/widget/") {
			req.Header.Set("Authorization", "Bearer "+s.pk)
			req.Header.Set("Origin", "http://localhost:3000")
		}
		if c.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %q: %v", c.method, c.path, err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e struct {
			Error struct{ Code, Field string } `json:"error"`
		}
		_ = json.Unmarshal(raw, &e)
		if resp.StatusCode != 400 || e.Error.Code != "invalid_parameter" || e.Error.Field != c.field {
			t.Errorf("%s %q %q = %d %s, want 400 invalid_parameter field %s", c.method, c.path, c.body, resp.StatusCode, raw, c.field)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws := s.dialKey(ctx)
	for i, v := range hostileStrings {
		frame := fmt.Sprintf(`{"type":"chat","id":"c%d","session_id":"s1","message":%s}`, i, v)
		if err := ws.c.Write(ctx, 1, []byte(frame)); err != nil {
			t.Fatal(err)
		}
		got := ws.next(ctx, isType("error"))
		e, _ := got["error"].(map[string]any)
		if got["reply_to"] != fmt.Sprintf("c%d", i) || e["code"] != "invalid_parameter" || e["field"] != "message" {
			t.Errorf("chat frame %q answered %v, want invalid_parameter on message", frame, got)
		}
	}
}
