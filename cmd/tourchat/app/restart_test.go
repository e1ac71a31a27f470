package app

import (
	"context"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestRestartOnPostgres: after a restart, bookings, leads, keys, webhooks
// and conversations (with their memory) are all there.
func TestRestartOnPostgres(t *testing.T) {
	db := pgtest.NewDatabase(t)
	cfg := Config{DatabaseURL: db, JWTSecrets: [][]byte{[]byte("restart-test-secret-0123456789abcdef")}}
	s := startServer(t, cfg)
	day := time.Now().In(mustLoc(t)).AddDate(0, 0, 5).Format("2006-01-02")
	slot := s.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", s.key, nil, 200)["slots"].([]any)[0].(map[string]any)
	bk := s.call("POST", "/v1/bookings", s.key, map[string]any{"slot_id": slot["slot_id"], "guests": 3,
		"customer": map[string]any{"name": "Persist", "email": "persist@example.com"}}, 201)["id"].(string)
	s.chat("restart-1", "Do you have kayak tours next Saturday?")
	s.chat("restart-2", "I'm Ines, ines@example.com")
	wh := s.call("POST", "/v1/webhooks", s.key, map[string]any{"url": "https://hooks.example.com/tc", "events": []string{"*"}}, 201)["id"].(string)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.app.Close(ctx); err != nil {
		t.Fatal(err)
	}
	s.srv.Close()

	s2 := startServer(t, cfg) // same database, same demo key
	if b := s2.call("GET", "/v1/bookings/"+bk, s2.key, nil, 200); b["guests"].(float64) != 3 {
		t.Errorf("booking: %v", b)
	}
	leads := s2.call("GET", "/v1/leads", s2.key, nil, 200)["data"].([]any)
	if len(leads) != 1 || leads[0].(map[string]any)["email"] != "ines@example.com" {
		t.Errorf("leads: %v", leads)
	}
	if w := s2.call("GET", "/v1/webhooks/"+wh, s2.key, nil, 200); w["id"] != wh {
		t.Errorf("webhook: %v", w)
	}
	if convs := s2.call("GET", "/v1/conversations", s2.key, nil, 200)["data"].([]any); len(convs) != 2 {
		t.Errorf("conversations: %d", len(convs))
	}
	// The conversation's memory survived: a follow-up refines the search.
	r := s2.chat("restart-1", "and for 4 people?")
	opts := r["booking_options"].([]any)
	if len(opts) == 0 || opts[0].(map[string]any)["service_id"] != "svc_tagus_kayak" {
		t.Errorf("follow-up after restart: %v", r["message"])
	}
	if after := s2.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", s2.key, nil, 200)["slots"].([]any)[0].(map[string]any); after["availability"].(float64) != slot["availability"].(float64)-3 {
		t.Errorf("places after restart: %v, want %v", after["availability"], slot["availability"].(float64)-3)
	}
}
