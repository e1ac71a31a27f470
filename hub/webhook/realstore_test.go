package webhook

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/tourchat/tourchat/store"
)

// realBackends are the stores that write events themselves (the outbox).
func realBackends() []backend {
	var out []backend
	for _, b := range backends {
		if b.name != "fake" {
			out = append(out, b)
		}
	}
	return out
}

// book creates a booking for tomorrow through store.Book, the path the REST
// and chat layers use, so that the store writes booking.created.
func book(t *testing.T, h harness, sessionID string) *store.Booking {
	t.Helper()
	ctx := context.Background()
	biz, err := h.full.Business(ctx, h.biz)
	if err != nil {
		t.Fatal(err)
	}
	svc := &store.Service{
		ID: "svc_sunsetcruise", BusinessID: h.biz, Name: store.Text{"en": "Sunset cruise"},
		DurationMinutes: 90, Price: 35, Capacity: 20, Images: []store.Image{}, Languages: []string{"en"},
		Schedule: store.Schedule{"mon": {"18:00"}, "tue": {"18:00"}, "wed": {"18:00"}, "thu": {"18:00"},
			"fri": {"18:00"}, "sat": {"18:00"}, "sun": {"18:00"}},
		CreatedAt: time.Now().UTC(),
	}
	if err := h.full.UpsertService(ctx, svc); err != nil {
		t.Fatalf("UpsertService: %v", err)
	}
	tomorrow := time.Now().In(biz.Location()).AddDate(0, 0, 1)
	offers, err := store.ListSlots(ctx, h.full, biz, svc.ID, tomorrow)
	if err != nil || len(offers) == 0 {
		t.Fatalf("ListSlots: %d offers, %v", len(offers), err)
	}
	b, err := store.Book(ctx, h.full, biz, store.BookingRequest{
		SlotID: offers[0].ID, Guests: 2, SessionID: sessionID, Source: "api",
		Customer: store.Customer{Name: "Ana Silva", Email: "ana@example.com", Phone: "+351912345678"},
	}, time.Now())
	if err != nil {
		t.Fatalf("Book: %v", err)
	}
	return b
}

func captureLead(t *testing.T, h harness, sessionID string) *store.Lead {
	t.Helper()
	l, created, err := h.full.CaptureLead(context.Background(), store.LeadCapture{
		BusinessID: h.biz, SessionID: sessionID, Name: "Ben Ng", Email: "ben@example.com", Language: "en",
	})
	if err != nil || !created {
		t.Fatalf("CaptureLead: created %v, %v", created, err)
	}
	return l
}

func TestStoreEventsArriveSigned(t *testing.T) {
	for _, b := range realBackends() {
		t.Run(b.name, func(t *testing.T) {
			h := b.open(t)
			rc := newReceiver(t, nil)
			wh := h.webhook(t, rc.srv.URL+"/hooks", store.EventBookingCreated, store.EventLeadCaptured)
			w := NewWorker(h.st, testOptions(t))
			start(t, w)

			lead := captureLead(t, h, "sess_lead")
			bk := book(t, h, "sess_booking")
			w.Kick()
			waitFor(t, 10*time.Second, func() bool { return len(rc.requests()) >= 2 },
				func() string { return fmt.Sprintf("%d requests, want 2", len(rc.requests())) })

			verifier, err := standardwebhooks.NewWebhook(wh.Secret)
			if err != nil {
				t.Fatal(err)
			}
			byType := map[string]store.Event{}
			for _, r := range rc.requests() {
				if err := verifier.Verify(r.body, r.header); err != nil {
					t.Errorf("library verifier refuses a delivery: %v", err)
				}
				var ev store.Event
				if err := json.Unmarshal(r.body, &ev); err != nil {
					t.Fatalf("body is not an event: %v", err)
				}
				if got := r.header.Get("webhook-id"); got != ev.ID {
					t.Errorf("%s: webhook-id %q, want the event id %q", ev.Type, got, ev.ID)
				}
				stored, err := h.full.Event(context.Background(), h.biz, ev.ID)
				if err != nil {
					t.Errorf("%s: event %s not in the log: %v", ev.Type, ev.ID, err)
				} else if stored.Type != ev.Type {
					t.Errorf("log has %s for %s", stored.Type, ev.Type)
				}
				byType[ev.Type] = ev
			}
			var gotLead store.Lead
			if err := json.Unmarshal(byType[store.EventLeadCaptured].Data, &gotLead); err != nil || gotLead.ID != lead.ID {
				t.Errorf("lead.captured data %s, want lead %s (%v)", byType[store.EventLeadCaptured].Data, lead.ID, err)
			}
			var gotBooking store.Booking
			if err := json.Unmarshal(byType[store.EventBookingCreated].Data, &gotBooking); err != nil || gotBooking.ID != bk.ID {
				t.Errorf("booking.created data %s, want booking %s (%v)", byType[store.EventBookingCreated].Data, bk.ID, err)
			}
			ds, _, err := h.st.Deliveries(context.Background(), h.biz, wh.ID, store.Page{Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			if len(ds) != 2 {
				t.Fatalf("%d deliveries, want 2", len(ds))
			}
			for _, d := range ds {
				got := h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)
				if len(got.Attempts) != 1 || got.Attempts[0].StatusCode != 200 {
					t.Errorf("delivery %s: attempts %+v, want one 200", d.EventType, got.Attempts)
				}
			}
			if n := len(rc.requests()); n != 2 {
				t.Errorf("receiver got %d requests, want 2", n)
			}
		})
	}
}

// TestReceiverDownAcrossRestart writes events while the receiver is down,
// stops the worker and closes the store (the server going down), then
// reopens the store and starts a new worker with the receiver up: every
// event arrives.
func TestReceiverDownAcrossRestart(t *testing.T) {
	for _, b := range realBackends() {
		t.Run(b.name, func(t *testing.T) {
			h1 := b.open(t)
			if h1.reopen == nil {
				return // the memory store does not outlive its process
			}
			receiverDownAcrossRestart(t, h1)
		})
	}
}

func receiverDownAcrossRestart(t *testing.T, h1 harness) {
	const leads = 25

	// A port with nothing listening: the receiver is down.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()

	opts := testOptions(t)
	opts.Schedule = slices.Repeat([]time.Duration{20 * time.Millisecond}, 50)
	opts.PollInterval = 10 * time.Millisecond
	// A send cut short by the stop comes back when its lease (Timeout+5s)
	// runs out.
	opts.Timeout = time.Second

	st1 := h1.full
	wh := h1.webhook(t, "http://"+addr+"/hooks", store.EventLeadCaptured, store.EventLeadUpdated)
	want := map[string]bool{}
	for i := range leads {
		captureLead(t, h1, fmt.Sprintf("sess_%02d", i))
	}
	evs, _, err := st1.ListEvents(context.Background(), h1.biz, store.EventFilter{Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		want[e.ID] = true
	}
	if len(want) != leads {
		t.Fatalf("%d events in the log, want %d", len(want), leads)
	}

	ctx1, stop1 := context.WithCancel(context.Background())
	w1 := NewWorker(st1, opts)
	done1 := make(chan error, 1)
	go func() { done1 <- w1.Run(ctx1) }()
	// Every delivery fails at least twice against the closed port.
	waitFor(t, 20*time.Second, func() bool {
		ds, _, err := st1.Deliveries(context.Background(), h1.biz, wh.ID, store.Page{Limit: 100})
		if err != nil || len(ds) != leads {
			return false
		}
		for _, d := range ds {
			if len(d.Attempts) < 2 || d.Status != store.DeliveryRetrying {
				return false
			}
		}
		return true
	}, func() string { return "deliveries did not all fail twice" })
	stop1()
	if err := <-done1; err != nil {
		t.Fatal(err)
	}
	if err := st1.Close(); err != nil {
		t.Fatal(err)
	}
	ds, _, err := h1.reopen(t).Deliveries(context.Background(), h1.biz, wh.ID, store.Page{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		if d.Attempts[0].StatusCode != 0 || d.Attempts[0].Error == "" {
			t.Fatalf("attempt against a closed port: %+v", d.Attempts[0])
		}
	}

	// The receiver comes up on the same address.
	var mu sync.Mutex
	got := map[string]int{}
	verifier, _ := standardwebhooks.NewWebhook(wh.Secret)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := verifier.Verify(body, r.Header); err != nil {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		mu.Lock()
		got[r.Header.Get("webhook-id")]++
		mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("receiver cannot listen again on %s: %v", addr, err)
	}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			t.Errorf("receiver: %v", err)
		}
	}()
	t.Cleanup(func() { _ = srv.Close() })

	st2 := h1.reopen(t)
	h2 := harness{name: h1.name, st: st2, full: st2, biz: h1.biz}
	w2 := NewWorker(st2, opts)
	began := time.Now()
	start(t, w2)
	waitFor(t, 20*time.Second, func() bool {
		mu.Lock()
		defer mu.Unlock()
		for id := range want {
			if got[id] == 0 {
				return false
			}
		}
		return true
	}, func() string {
		mu.Lock()
		defer mu.Unlock()
		return fmt.Sprintf("%d of %d events arrived after the restart", len(got), len(want))
	})
	for _, d := range ds {
		h2.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 10*time.Second)
	}
	mu.Lock()
	defer mu.Unlock()
	for id := range got {
		if !want[id] {
			t.Errorf("unexpected event %s", id)
		}
	}
	t.Logf("%d events delivered %s after the restart", len(got), time.Since(began).Round(time.Millisecond))
}

// TestTwoWorkersShareTheWork runs two workers, as two instances would, on one
// database: every event arrives exactly once (the receiver always answers
// 204, so a second copy could only come from a double claim).
func TestTwoWorkersShareTheWork(t *testing.T) {
	const events = 200
	for _, b := range realBackends() {
		t.Run(b.name, func(t *testing.T) {
			h := b.open(t)
			other := h.st // the memory store is one process: share it
			if h.reopen != nil {
				other = h.reopen(t) // a second instance's own connections
			}
			var mu sync.Mutex
			seen := map[string]int{}
			rc := newReceiver(t, func(_ int, r request) int {
				mu.Lock()
				seen[r.header.Get("webhook-id")]++
				mu.Unlock()
				return http.StatusNoContent
			})
			wh := h.webhook(t, rc.srv.URL)
			var ids []string
			for range events {
				ids = append(ids, h.emit(t, wh).ID)
			}
			opts := testOptions(t)
			opts.Concurrency = 4
			c1, c2 := &countingStore{Webhooks: h.st}, &countingStore{Webhooks: other}
			w1, w2 := NewWorker(c1, opts), NewWorker(c2, opts)
			start(t, w1)
			start(t, w2)
			for _, id := range ids {
				h.waitDelivery(t, wh, id, store.DeliverySucceeded, 20*time.Second)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(seen) != events {
				t.Errorf("%d distinct events arrived, want %d", len(seen), events)
			}
			for id, n := range seen {
				if n != 1 {
					t.Errorf("event %s arrived %d times", id, n)
				}
			}
			n1, n2 := c1.claimed.Load(), c2.claimed.Load()
			if n1+n2 != events {
				t.Errorf("claimed %d + %d, want %d in all", n1, n2, events)
			}
			t.Logf("worker 1 sent %d, worker 2 sent %d", n1, n2)
		})
	}
}

// countingStore counts the deliveries a worker claims.
type countingStore struct {
	store.Webhooks
	claimed atomic.Int64
}

func (c *countingStore) ClaimDeliveries(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]store.DeliveryJob, error) {
	jobs, err := c.Webhooks.ClaimDeliveries(ctx, now, lease, limit)
	c.claimed.Add(int64(len(jobs)))
	return jobs, err
}
