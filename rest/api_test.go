package rest

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/tourchat/tourchat/store"
)

func TestHealth(t *testing.T) {
	h := newHarness(t)
	for _, p := range []string{"/healthz", "/readyz"} {
		r := h.do("GET", p, "", nil)
		if r.Status != 200 || r.json(t)["status"] != "ok" {
			t.Errorf("%s: %d %s", p, r.Status, r.Body)
		}
	}
}

func TestBookingLifecycle(t *testing.T) {
	h := newHarness(t)
	slot := h.firstSlot("2026-12-05")
	id := slot["slot_id"].(string)
	before := int(slot["availability"].(float64))

	r := h.do("POST", "/v1/bookings", h.keyA, map[string]any{
		"slot_id": id, "guests": 2, "notes": "vegetarian",
		"customer": map[string]any{"name": "Ana Silva", "email": "ana@Example.com", "phone": "912 345 678"},
	})
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	b := r.json(t)
	cust := b["customer"].(map[string]any)
	if b["status"] != "confirmed" || b["object"] != "booking" || b["source"] != "api" || cust["phone"] != "+351912345678" || cust["email"] != "ana@example.com" {
		t.Fatalf("record: %s", r.Body)
	}
	if b["total_price"].(float64) != 2*b["unit_price"].(float64) || b["currency"] != "EUR" {
		t.Errorf("prices: %s", r.Body)
	}
	bid := b["id"].(string)
	if !strings.HasPrefix(bid, "bk_") {
		t.Errorf("id %s", bid)
	}

	// The same slot by service, date and time.
	r = h.do("POST", "/v1/bookings", h.keyA, map[string]any{
		"service_id": slot["service_id"], "date": "2026-12-05", "time": slot["time"], "guests": 1,
		"customer": map[string]any{"name": "Joe", "email": "joe@example.com"},
	})
	if r.Status != 201 || r.json(t)["slot_id"] != id {
		t.Fatalf("create by service/date/time: %d %s", r.Status, r.Body)
	}

	r = h.do("GET", "/v1/bookings?date=2026-12-05&service_id="+slot["service_id"].(string)+"&guests=2", h.keyA, nil)
	av := r.json(t)
	for _, s := range av["slots"].([]any) {
		s := s.(map[string]any)
		if s["slot_id"] == id && int(s["availability"].(float64)) != before-3 {
			t.Errorf("availability %v, want %d", s["availability"], before-3)
		}
	}
	if n := len(av["bookings"].([]any)); n != 2 || av["guests"].(float64) != 2 || av["service_id"] != slot["service_id"] {
		t.Errorf("availability body: %s", r.Body)
	}

	if r = h.do("GET", "/v1/bookings/"+bid, h.keyA, nil); r.Status != 200 || r.json(t)["id"] != bid {
		t.Fatalf("get: %d %s", r.Status, r.Body)
	}
	r = h.do("POST", "/v1/bookings/"+bid+"/cancel", h.keyA, map[string]any{"reason": "rain"})
	if r.Status != 200 || r.json(t)["status"] != "cancelled" || r.json(t)["cancelled_at"] == nil {
		t.Fatalf("cancel: %d %s", r.Status, r.Body)
	}
	r = h.do("POST", "/v1/bookings/"+bid+"/cancel", h.keyA, nil)
	if r.Status != 409 || r.errorObj(t)["code"] != "invalid_state" {
		t.Fatalf("cancel twice: %d %s", r.Status, r.Body)
	}

	// Too many guests, and a slot in the past.
	r = h.do("POST", "/v1/bookings", h.keyA, map[string]any{"slot_id": id, "guests": 100,
		"customer": map[string]any{"name": "Big", "email": "big@example.com"}})
	if r.Status != 409 || r.errorObj(t)["code"] != "insufficient_availability" {
		t.Fatalf("overbook: %d %s", r.Status, r.Body)
	}
	past := h.do("GET", "/v1/bookings?date=2026-12-01", h.keyA, nil).json(t)["slots"].([]any)[0].(map[string]any)
	if past["bookable"] != false || past["status"] != "closed" {
		t.Errorf("past slot: %v", past)
	}
	r = h.do("POST", "/v1/bookings", h.keyA, map[string]any{"slot_id": past["slot_id"], "guests": 1,
		"customer": map[string]any{"name": "Late", "email": "late@example.com"}})
	if r.Status != 409 || r.errorObj(t)["code"] != "slot_unavailable" {
		t.Fatalf("past: %d %s", r.Status, r.Body)
	}
}

func TestConcurrentBookingsNeverOverbook(t *testing.T) {
	h := newHarness(t)
	slot := h.firstSlot("2026-12-06")
	left := int(slot["availability"].(float64))
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for i := 0; i < left+20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			r := h.do("POST", "/v1/bookings", h.keyA, map[string]any{"slot_id": slot["slot_id"], "guests": 1,
				"customer": map[string]any{"name": "G", "email": fmt.Sprintf("g%d@example.com", i)}})
			mu.Lock()
			codes[r.Status]++
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	if codes[201] != left || codes[409] != 20 {
		t.Fatalf("codes %v, want %d created and 20 conflicts", codes, left)
	}
}

func TestTokens(t *testing.T) {
	h := newHarness(t)
	r := h.do("POST", "/v1/tokens", h.keyA, map[string]any{"kind": "session", "session_id": "web-1"})
	if r.Status != 201 {
		t.Fatalf("mint: %d %s", r.Status, r.Body)
	}
	tok := r.json(t)["token"].(string)
	chat := func(key, sess string) response {
		return h.do("POST", "/v1/chat", key, map[string]any{"business_id": "biz_demo", "message": "hello", "session_id": sess})
	}
	if r = chat(tok, "web-1"); r.Status != 200 {
		t.Fatalf("session token chat: %d %s", r.Status, r.Body)
	}
	if r = chat(tok, "web-2"); r.Status != 403 {
		t.Fatalf("other session: %d %s", r.Status, r.Body)
	}
	if r = h.do("GET", "/v1/leads", tok, nil); r.Status != 403 {
		t.Fatalf("session token on leads: %d", r.Status)
	}

	r = h.do("POST", "/v1/tokens", h.keyA, map[string]any{"kind": "staff"})
	staff := r.json(t)["token"].(string)
	if r = h.do("GET", "/v1/leads", staff, nil); r.Status != 200 {
		t.Fatalf("staff token: %d %s", r.Status, r.Body)
	}
	// A staff token cannot mint tokens, and carries no more than its key.
	if r = h.do("POST", "/v1/tokens", staff, map[string]any{"kind": "staff"}); r.Status != 403 {
		t.Fatalf("staff minting: %d", r.Status)
	}
	r = h.do("POST", "/v1/tokens", h.keyARead, map[string]any{"kind": "staff"})
	if r.Status != 403 {
		t.Fatalf("key without tokens:write: %d", r.Status)
	}
	// A staff token dies with the key that minted it.
	k, keyText := store.NewAPIKey("biz_demo", store.KeySecret, []string{store.ScopeAll})
	must(t, h.st.CreateKey(context.Background(), k))
	short := h.do("POST", "/v1/tokens", keyText, map[string]any{"kind": "staff"}).json(t)["token"].(string)
	if r = h.do("GET", "/v1/leads", short, nil); r.Status != 200 {
		t.Fatalf("staff token before revoke: %d", r.Status)
	}
	must(t, h.st.RevokeKey(context.Background(), "biz_demo", k.ID))
	if r = h.do("GET", "/v1/leads", short, nil); r.Status != 401 {
		t.Fatalf("staff token after its key was revoked: %d", r.Status)
	}

	// Widget session from an allowed origin.
	r = h.do("POST", "/v1/widget/session", h.pkA, map[string]any{"business_id": "biz_demo"}, "Origin", "http://localhost:5173")
	if r.Status != 201 || !strings.HasPrefix(r.json(t)["session_id"].(string), "sess_") {
		t.Fatalf("widget session: %d %s", r.Status, r.Body)
	}

	// Forged and expired tokens.
	forge := func(method jwt.SigningMethod, key any, exp time.Time) string {
		c := tokenClaims{BusinessID: "biz_demo", Kind: tokenSession}
		c.Subject, c.Issuer, c.Audience = "web-1", tokenIssuer, jwt.ClaimStrings{tokenAudience}
		c.ExpiresAt, c.IssuedAt = jwt.NewNumericDate(exp), jwt.NewNumericDate(testNow.Add(-time.Hour))
		tk := jwt.NewWithClaims(method, c)
		tk.Header["kid"] = h.api.tokens.current
		s, err := tk.SignedString(key)
		must(t, err)
		return s
	}
	secret := h.api.tokens.secrets[h.api.tokens.current]
	for name, bad := range map[string]string{
		"expired":    forge(jwt.SigningMethodHS256, secret, testNow.Add(-time.Minute)),
		"alg none":   forge(jwt.SigningMethodNone, jwt.UnsafeAllowNoneSignatureType, testNow.Add(time.Minute)),
		"wrong key":  forge(jwt.SigningMethodHS256, []byte(strings.Repeat("k", 32)), testNow.Add(time.Minute)),
		"HS512":      forge(jwt.SigningMethodHS512, secret, testNow.Add(time.Minute)),
		"truncated":  tok[:len(tok)-3],
		"tampered":   tok[:20] + "x" + tok[21:],
		"not base64": "!!.??.**",
	} {
		if r = chat(bad, "web-1"); r.Status != 401 {
			t.Errorf("%s token: %d %s", name, r.Status, r.Body)
		}
	}
}

func TestIdempotency(t *testing.T) {
	h := newHarness(t)
	slot := h.firstSlot("2026-12-07")
	body := map[string]any{"slot_id": slot["slot_id"], "guests": 1, "customer": map[string]any{"name": "I", "email": "i@example.com"}}
	r1 := h.do("POST", "/v1/bookings", h.keyA, body, "Idempotency-Key", "order-42")
	r2 := h.do("POST", "/v1/bookings", h.keyA, body, "Idempotency-Key", "order-42")
	if r1.Status != 201 || r2.Status != 201 || string(r1.Body) != string(r2.Body) || r2.Header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("replay: %d %d %q", r1.Status, r2.Status, r2.Header.Get("Idempotent-Replayed"))
	}
	body["guests"] = 2
	r3 := h.do("POST", "/v1/bookings", h.keyA, body, "Idempotency-Key", "order-42")
	if r3.Status != 422 || r3.errorObj(t)["code"] != "idempotency_mismatch" {
		t.Fatalf("mismatch: %d %s", r3.Status, r3.Body)
	}
	// Another business may use the same key.
	if r := h.do("POST", "/v1/webhooks", h.keyB, map[string]any{"url": "https://b.example/h", "events": []string{"*"}}, "Idempotency-Key", "order-42"); r.Status != 201 {
		t.Fatalf("other business: %d %s", r.Status, r.Body)
	}
}

func TestRateLimit(t *testing.T) {
	h := newHarness(t, harnessOpts{rateLimit: 3})
	for i := 1; i <= 4; i++ {
		r := h.do("GET", "/v1/services", h.keyA, nil)
		if r.Header.Get("X-RateLimit-Limit") != "3" || r.Header.Get("RateLimit-Policy") == "" || r.Header.Get("RateLimit") == "" || r.Header.Get("X-RateLimit-Reset") == "" {
			t.Fatalf("headers missing: %v", r.Header)
		}
		if i <= 3 && r.Status != 200 {
			t.Fatalf("request %d: %d", i, r.Status)
		}
		if i == 4 {
			if r.Status != http.StatusTooManyRequests || r.errorObj(t)["code"] != "rate_limited" || r.Header.Get("Retry-After") == "" {
				t.Fatalf("4th: %d %v %s", r.Status, r.Header, r.Body)
			}
		}
	}
	// Another key has its own budget.
	if r := h.do("GET", "/v1/services", h.keyB, nil); r.Status != 200 {
		t.Fatalf("other key: %d", r.Status)
	}
}

// TestNoSecretsInLogs runs requests with keys and tokens, good and bad, and
// checks that no credential text reaches the logs.
func TestNoSecretsInLogs(t *testing.T) {
	h := newHarness(t)
	tok := h.do("POST", "/v1/tokens", h.keyA, map[string]any{"kind": "staff"}).json(t)["token"].(string)
	unknown := "tc_live_" + strings.Repeat("Z", 43)
	h.do("GET", "/v1/leads", h.keyA, nil)
	h.do("GET", "/v1/leads", tok, nil)
	h.do("GET", "/v1/leads", unknown, nil)
	h.do("GET", "/v1/leads", h.revoked, nil)
	h.do("POST", "/v1/chat", h.pkA, map[string]any{"business_id": "biz_demo", "message": "hi", "session_id": "x"})
	h.do("POST", "/v1/webhooks", h.keyA, map[string]any{"url": "https://a.example/h", "events": []string{"*"}})
	logs := h.logs.String()
	if !strings.Contains(logs, `"request_id"`) {
		t.Fatalf("no request logs captured: %s", logs)
	}
	for name, secret := range map[string]string{"key": h.keyA, "token": tok, "unknown": unknown, "revoked": h.revoked,
		"publishable": h.pkA, "webhook secret": "whsec_", "key body": h.keyA[8:20]} {
		if strings.Contains(logs, secret) {
			t.Errorf("%s appears in the logs", name)
		}
	}
}
