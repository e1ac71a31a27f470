package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// startCluster runs two instances on one fresh Postgres database and one
// Redis (with a prefix of its own), as docker-compose does.
func startCluster(t *testing.T) (a, b *server) {
	t.Helper()
	return startClusterOn(t, pgtest.NewDatabase(t))
}

// startClusterOn runs the two instances on the Postgres database at db.
func startClusterOn(t *testing.T, db string) (a, b *server) {
	t.Helper()
	redisURL := storetest.RedisURL(t)
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	cfg := Config{
		DatabaseURL: db, RedisURL: redisURL, RedisPrefix: "tctest:" + hex.EncodeToString(rnd[:]) + ":",
		JWTSecrets: [][]byte{secret}, RateLimit: 100000,
	}
	return startServer(t, cfg), startServer(t, cfg)
}

func TestTwoInstances(t *testing.T) {
	a, b := startCluster(t)
	twoInstances(t, a, b)
}

// twoInstances is the cluster's acceptance: realtime across instances,
// bookings that never overbook, conversations that move between instances.
func twoInstances(t *testing.T, a, b *server) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	t.Run("chat on A reaches a WebSocket on B", func(t *testing.T) {
		tok := a.call("POST", "/v1/tokens", a.key, map[string]any{"kind": "session", "session_id": "cross-1"}, 201)["token"].(string)
		w, _, err := b.dial(ctx, tok, http.Header{"Origin": {"http://localhost:3000"}})
		if err != nil {
			t.Fatal(err)
		}
		w.next(ctx, isType("subscribed"))
		a.chat("cross-1", "hello from instance A")
		ev := w.next(ctx, isEvent("conversation.message_created"))
		if ev["event"].(map[string]any)["data"].(map[string]any)["text"] != "hello from instance A" {
			t.Fatalf("event: %v", ev)
		}
	})

	t.Run("300 bookings over A and B on 10 places confirm exactly 10", func(t *testing.T) {
		day := time.Now().In(mustLoc(t)).AddDate(0, 0, 4).Format("2006-01-02")
		slot := a.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", a.key, nil, 200)["slots"].([]any)[0].(map[string]any)
		left := int(slot["availability"].(float64))
		if left > 10 {
			a.call("POST", "/v1/bookings", a.key, map[string]any{"slot_id": slot["slot_id"], "guests": left - 10,
				"customer": map[string]any{"name": "Filler", "email": "filler@example.com"}}, 201)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		sem := make(chan struct{}, 32)
		for i := 0; i < 300; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				srv := a
				if i%2 == 1 {
					srv = b
				}
				code := srv.status("POST", "/v1/bookings", map[string]any{"slot_id": slot["slot_id"], "guests": 1,
					"customer": map[string]any{"name": "Racer", "email": fmt.Sprintf("r%d@example.com", i)}})
				mu.Lock()
				codes[code]++
				mu.Unlock()
			}(i)
		}
		wg.Wait()
		if codes[201] != 10 || codes[409] != 290 {
			t.Fatalf("codes %v, want 10 created and 290 conflicts", codes)
		}
		after := b.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", b.key, nil, 200)["slots"].([]any)[0].(map[string]any)
		if after["availability"].(float64) != 0 || after["status"] != "sold_out" {
			t.Fatalf("after: %v", after)
		}
	})

	t.Run("one yes sent to A and B at once books once", func(t *testing.T) {
		day := time.Now().In(mustLoc(t)).AddDate(0, 0, 5).Format("2006-01-02")
		a.chat("yes-1", "Do you have the kayak tour on "+day+" at 9am for 2?")
		a.chat("yes-1", "that one")
		sum := b.chat("yes-1", "I'm Ana Silva, ana@example.com")
		if opts := sum["booking_options"].([]any); len(opts) != 1 {
			t.Fatalf("want the summary of one slot, got %v", sum["message"])
		}
		var wg sync.WaitGroup
		codes := make([]int, 6)
		for i := range codes {
			srv := a
			if i%2 == 1 {
				srv = b
			}
			wg.Go(func() {
				codes[i] = srv.status("POST", "/v1/chat", map[string]any{"business_id": "biz_demo", "session_id": "yes-1", "message": "yes"})
			})
		}
		wg.Wait()
		for _, c := range codes {
			if c != 200 {
				t.Fatalf("chat answers %v", codes)
			}
		}
		list := a.call("GET", "/v1/bookings?date="+day+"&service_id=svc_tagus_kayak", a.key, nil, 200)["bookings"].([]any)
		n := 0
		for _, bk := range list {
			if bk.(map[string]any)["session_id"] == "yes-1" {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d bookings from one confirmation over two instances", n)
		}
	})

	t.Run("a conversation begun on A continues on B", func(t *testing.T) {
		first := a.chat("cont-1", "Do you have kayak tours next Saturday?")
		opts := first["booking_options"].([]any)
		if len(opts) == 0 {
			t.Fatalf("no options: %v", first["message"])
		}
		second := b.chat("cont-1", "and for 4 people?")
		opts2 := second["booking_options"].([]any)
		if len(opts2) == 0 {
			t.Fatalf("B forgot the search: %v", second["message"])
		}
		for _, o := range opts2 {
			o := o.(map[string]any)
			if o["service_id"] != "svc_tagus_kayak" || o["date"] != opts[0].(map[string]any)["date"] || o["availability"].(float64) < 4 {
				t.Fatalf("B's option does not refine A's search: %v", o)
			}
		}
	})
}
