package rest

import (
	"net/http"
	"testing"
)

// TestCORS: the widget's two endpoints answer preflights and carry CORS
// headers for origins the business allows, for browser credentials only.
func TestCORS(t *testing.T) {
	h := newHarness(t)
	origin := "http://localhost:5173"
	for _, p := range []string{"/v1/chat", "/v1/widget/session"} {
		r := h.do("OPTIONS", p, "", nil, "Origin", origin, "Access-Control-Request-Method", "POST")
		if r.Status != http.StatusNoContent || r.Header.Get("Access-Control-Allow-Origin") != origin ||
			r.Header.Get("Access-Control-Allow-Headers") == "" {
			t.Fatalf("preflight %s: %d %v", p, r.Status, r.Header)
		}
	}
	r := h.do("POST", "/v1/widget/session", h.pkA, map[string]any{"business_id": "biz_demo"}, "Origin", origin)
	if r.Status != 201 || r.Header.Get("Access-Control-Allow-Origin") != origin || r.Header.Get("Access-Control-Expose-Headers") == "" {
		t.Fatalf("widget session: %d %v", r.Status, r.Header)
	}
	tok := r.json(t)["token"].(string)
	sess := r.json(t)["session_id"].(string)
	chat := map[string]any{"business_id": "biz_demo", "message": "hi", "session_id": sess}
	if r = h.do("POST", "/v1/chat", tok, chat, "Origin", origin); r.Status != 200 || r.Header.Get("Access-Control-Allow-Origin") != origin {
		t.Fatalf("chat with session token: %d %v", r.Status, r.Header)
	}
	// Errors after authentication are readable by the page too.
	chat["session_id"] = "someone-else"
	if r = h.do("POST", "/v1/chat", tok, chat, "Origin", origin); r.Status != 403 || r.Header.Get("Access-Control-Allow-Origin") != origin {
		t.Fatalf("403 with session token: %d %v", r.Status, r.Header)
	}
	chat["session_id"] = sess
	for name, c := range map[string]struct{ key, origin string }{
		"secret key":     {h.keyA, origin},
		"foreign origin": {tok, "https://evil.example"},
	} {
		if r = h.do("POST", "/v1/chat", c.key, chat, "Origin", c.origin); r.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("%s: CORS header %q", name, r.Header.Get("Access-Control-Allow-Origin"))
		}
	}
}
