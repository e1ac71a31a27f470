package webhook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"go.uber.org/goleak"

	"github.com/tourchat/tourchat/store"
)

func TestDeliverySignedAndRecorded(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, nil)
		wh := h.webhook(t, rc.srv.URL+"/hook?token=abc")
		w := NewWorker(h.st, testOptions(t))
		start(t, w)
		d := h.emit(t, wh)
		w.Kick()
		got := h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)

		reqs := rc.requests()
		if len(reqs) != 1 {
			t.Fatalf("receiver got %d requests, want 1", len(reqs))
		}
		r := reqs[0]
		verifier, err := standardwebhooks.NewWebhook(wh.Secret)
		if err != nil {
			t.Fatal(err)
		}
		if err := verifier.Verify(r.body, r.header); err != nil {
			t.Errorf("library verifier refuses the delivery: %v", err)
		}
		if id := r.header.Get("webhook-id"); id != d.EventID {
			t.Errorf("webhook-id %q, want the event id %q", id, d.EventID)
		}
		if ct := r.header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type %q", ct)
		}
		var ev store.Event
		if err := json.Unmarshal(r.body, &ev); err != nil {
			t.Fatalf("body is not an event: %v", err)
		}
		if ev.ID != d.EventID || ev.Type != store.EventWebhookTest || ev.Object != "event" || ev.BusinessID != h.biz {
			t.Errorf("envelope %+v", ev)
		}
		if len(got.Attempts) != 1 {
			t.Fatalf("%d attempts recorded, want 1", len(got.Attempts))
		}
		a := got.Attempts[0]
		if a.StatusCode != 200 || a.Error != "" || a.ResponseExcerpt != `{"ok":true}` || a.LatencyMS < 0 || a.At.IsZero() {
			t.Errorf("attempt %+v", a)
		}
		if got.NextAttemptAt != nil {
			t.Errorf("a succeeded delivery has a next attempt at %v", got.NextAttemptAt)
		}
	})
}

func TestRetryUntilReceiverRecovers(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, func(n int, _ request) int {
			if n <= 3 {
				return http.StatusServiceUnavailable
			}
			return http.StatusOK
		})
		wh := h.webhook(t, rc.srv.URL)
		w := NewWorker(h.st, testOptions(t))
		start(t, w)
		d := h.emit(t, wh)
		got := h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)

		reqs := rc.requests()
		if len(reqs) != 4 {
			t.Fatalf("receiver got %d requests, want 4", len(reqs))
		}
		verifier, _ := standardwebhooks.NewWebhook(wh.Secret)
		for i, r := range reqs {
			if id := r.header.Get("webhook-id"); id != d.EventID {
				t.Errorf("try %d: webhook-id %q, want %q", i+1, id, d.EventID)
			}
			if !bytes.Equal(r.body, reqs[0].body) {
				t.Errorf("try %d: body differs from the first", i+1)
			}
			if err := verifier.Verify(r.body, r.header); err != nil {
				t.Errorf("try %d: %v", i+1, err)
			}
		}
		if len(got.Attempts) != 4 {
			t.Fatalf("%d attempts, want 4", len(got.Attempts))
		}
		for i, a := range got.Attempts[:3] {
			if a.StatusCode != 503 || a.Error != "receiver answered 503" {
				t.Errorf("attempt %d: %+v", i+1, a)
			}
		}
		if a := got.Attempts[3]; a.StatusCode != 200 || a.Error != "" {
			t.Errorf("last attempt: %+v", a)
		}
	})
}

func TestScheduleUsedUpFails(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, func(int, request) int { return http.StatusInternalServerError })
		wh := h.webhook(t, rc.srv.URL)
		opts := testOptions(t)
		opts.Schedule = []time.Duration{5 * time.Millisecond, 5 * time.Millisecond}
		w := NewWorker(h.st, opts)
		start(t, w)
		d := h.emit(t, wh)
		got := h.waitDelivery(t, wh, d.ID, store.DeliveryFailed, 5*time.Second)
		if len(got.Attempts) != 3 || got.NextAttemptAt != nil {
			t.Fatalf("failed delivery: %d attempts, next %v; want 3 and none", len(got.Attempts), got.NextAttemptAt)
		}
		if n := len(rc.requests()); n != 3 {
			t.Fatalf("receiver got %d requests, want 3", n)
		}
	})
}

func TestRetryWaitsForTheSchedule(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, func(n int, _ request) int {
			if n == 1 {
				return http.StatusInternalServerError
			}
			return http.StatusOK
		})
		wh := h.webhook(t, rc.srv.URL)
		opts := testOptions(t)
		opts.Schedule = []time.Duration{300 * time.Millisecond}
		opts.PollInterval = 5 * time.Millisecond
		w := NewWorker(h.st, opts)
		start(t, w)
		d := h.emit(t, wh)
		got := h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)
		gap := got.Attempts[1].At.Sub(got.Attempts[0].At)
		if gap < 300*time.Millisecond {
			t.Fatalf("second try %v after the first, want at least 300ms", gap)
		}
	})
}

func TestManyEventsFlakyReceiver(t *testing.T) {
	const events = 1000
	forEachBackend(t, func(t *testing.T, h harness) {
		var mu sync.Mutex
		seen := map[string]int{}
		var calls atomic.Int64
		rc := newReceiver(t, func(_ int, r request) int {
			id := r.header.Get("webhook-id")
			mu.Lock()
			seen[id]++
			mu.Unlock()
			calls.Add(1)
			if rand.IntN(2) == 0 {
				return http.StatusInternalServerError
			}
			return http.StatusNoContent
		})
		wh := h.webhook(t, rc.srv.URL)
		opts := testOptions(t)
		// 30 retries: a delivery fails for good with odds 2^-31.
		opts.Schedule = slices.Repeat([]time.Duration{time.Millisecond}, 30)
		opts.Concurrency = 16
		w := NewWorker(h.st, opts)
		ids := make(map[string]string, events) // event id -> delivery id
		for range events {
			d := h.emit(t, wh)
			ids[d.EventID] = d.ID
		}
		began := time.Now()
		start(t, w)
		w.Kick()
		waitFor(t, 60*time.Second, func() bool {
			mu.Lock()
			defer mu.Unlock()
			for id := range ids {
				if seen[id] == 0 {
					return false
				}
			}
			return true
		}, func() string {
			mu.Lock()
			defer mu.Unlock()
			return fmt.Sprintf("%d of %d event ids arrived", len(seen), events)
		})
		elapsed := time.Since(began)
		// Every delivery ends succeeded: some try answered 204.
		for _, did := range ids {
			h.waitDelivery(t, wh, did, store.DeliverySucceeded, 10*time.Second)
		}
		mu.Lock()
		extra := 0
		for id, n := range seen {
			if _, ok := ids[id]; !ok {
				t.Errorf("unknown event id %q arrived", id)
			}
			extra += n - 1
		}
		mu.Unlock()
		t.Logf("%d events delivered in %s with %d requests (%d retries)", events, elapsed.Round(time.Millisecond), calls.Load(), extra)
	})
}

func TestGoneDisablesEndpoint(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, func(int, request) int { return http.StatusGone })
		wh := h.webhook(t, rc.srv.URL)
		w := NewWorker(h.st, testOptions(t))
		start(t, w)
		d1 := h.emit(t, wh)
		got := h.waitDelivery(t, wh, d1.ID, store.DeliveryFailed, 5*time.Second)
		if len(got.Attempts) != 1 || got.Attempts[0].StatusCode != 410 {
			t.Fatalf("attempts %+v, want one 410", got.Attempts)
		}
		after, err := h.st.Webhook(context.Background(), h.biz, wh.ID)
		if err != nil {
			t.Fatal(err)
		}
		if after.Enabled {
			t.Fatal("endpoint still enabled after 410")
		}
		if after.DisabledReason == "" {
			t.Error("no disabled_reason")
		}
		// Later events are not sent to a disabled endpoint.
		h.emit(t, wh)
		w.Kick()
		time.Sleep(100 * time.Millisecond) // proving an absence: nothing to wait for
		if n := len(rc.requests()); n != 1 {
			t.Fatalf("disabled endpoint got %d requests, want 1", n)
		}
	})
}

func TestRedirectNotFollowed(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		target, targetHits := countingServer(t)
		rc := newReceiver(t, nil)
		rc.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/elsewhere", http.StatusTemporaryRedirect)
		})
		wh := h.webhook(t, rc.srv.URL)
		w := NewWorker(h.st, testOptions(t))
		start(t, w)
		d := h.emit(t, wh)
		var got *store.Delivery
		waitFor(t, 5*time.Second, func() bool {
			got = h.delivery(t, wh, d.ID)
			return len(got.Attempts) >= 1
		}, func() string { return "no attempt recorded" })
		a := got.Attempts[0]
		if a.StatusCode != 307 || !strings.Contains(a.Error, "redirect") {
			t.Errorf("attempt %+v, want a failed 307", a)
		}
		if got.Status == store.DeliverySucceeded {
			t.Error("a redirect counted as success")
		}
		if targetHits.Load() != 0 {
			t.Errorf("redirect target reached %d times", targetHits.Load())
		}
	})
}

func TestSlowReceiverTimesOut(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		release := make(chan struct{})
		slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-release:
			}
		}))
		t.Cleanup(slow.Close)
		t.Cleanup(func() { close(release) })
		wh := h.webhook(t, slow.URL)
		opts := testOptions(t)
		opts.Timeout = 100 * time.Millisecond
		opts.Schedule = []time.Duration{time.Hour}
		w := NewWorker(h.st, opts)
		start(t, w)
		d := h.emit(t, wh)
		var got *store.Delivery
		waitFor(t, 5*time.Second, func() bool {
			got = h.delivery(t, wh, d.ID)
			return len(got.Attempts) == 1
		}, func() string { return "no attempt recorded" })
		a := got.Attempts[0]
		if a.StatusCode != 0 || a.Error != "no answer within 100ms" || a.LatencyMS < 100 || a.LatencyMS > 5000 {
			t.Errorf("attempt %+v, want a 100ms timeout", a)
		}
		if got.Status != store.DeliveryRetrying || got.NextAttemptAt == nil {
			t.Errorf("status %s next %v, want retrying with a next attempt", got.Status, got.NextAttemptAt)
		}
	})
}

func TestExcerptBoundedAndValidUTF8(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		big := strings.Repeat("é", 2000) // 2 bytes each: 512 cuts none, 511 would
		rc := newReceiver(t, nil)
		rc.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = w.Write([]byte("x" + big + "\x00"))
		})
		wh := h.webhook(t, rc.srv.URL)
		opts := testOptions(t)
		opts.Schedule = []time.Duration{time.Hour}
		w := NewWorker(h.st, opts)
		start(t, w)
		d := h.emit(t, wh)
		var got *store.Delivery
		waitFor(t, 5*time.Second, func() bool {
			got = h.delivery(t, wh, d.ID)
			return len(got.Attempts) == 1
		}, func() string { return "no attempt recorded" })
		ex := got.Attempts[0].ResponseExcerpt
		if len(ex) > ExcerptLimit || len(ex) < ExcerptLimit-4 || !utf8.ValidString(ex) || !strings.HasPrefix(ex, "xé") {
			t.Errorf("excerpt of %d bytes, valid %v, starts %q", len(ex), utf8.ValidString(ex), ex[:min(8, len(ex))])
		}
	})
}

func TestConcurrencyBounded(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		var cur, peak atomic.Int64
		rc := newReceiver(t, nil)
		rc.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			n := cur.Add(1)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			time.Sleep(30 * time.Millisecond) // hold the slot so sends overlap
			cur.Add(-1)
			w.WriteHeader(http.StatusOK)
		})
		wh := h.webhook(t, rc.srv.URL)
		var ds []*store.Delivery
		for range 40 {
			ds = append(ds, h.emit(t, wh))
		}
		opts := testOptions(t)
		opts.Concurrency = 4
		w := NewWorker(h.st, opts)
		start(t, w)
		for _, d := range ds {
			h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 10*time.Second)
		}
		if p := peak.Load(); p > 4 || p < 2 {
			t.Fatalf("peak concurrency %d, want 2..4", p)
		}
	})
}

func TestKickWakesWorker(t *testing.T) {
	forEachBackend(t, func(t *testing.T, h harness) {
		rc := newReceiver(t, nil)
		wh := h.webhook(t, rc.srv.URL)
		opts := testOptions(t)
		opts.PollInterval = time.Hour
		w := NewWorker(h.st, opts)
		start(t, w)
		// Let Run reach its idle wait: it claims nothing at first.
		time.Sleep(20 * time.Millisecond)
		d := h.emit(t, wh)
		w.Kick()
		w.Kick() // coalesced, never blocks
		h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)
	})
}

func TestRunTwiceRefused(t *testing.T) {
	w := NewWorker(newFakeStore(), testOptions(t))
	start(t, w)
	waitFor(t, time.Second, w.running.Load, func() string { return "Run did not start" })
	if err := w.Run(context.Background()); err == nil {
		t.Fatal("a second Run was accepted")
	}
}

func TestStopLeavesNoGoroutine(t *testing.T) {
	for _, b := range backends[:2] { // fake and memory: Postgres's pool is not ours to check
		t.Run(b.name, func(t *testing.T) { testStop(t, b.open(t)) })
	}
}

func testStop(t *testing.T, h harness) {
	// Only goroutines born in this test count: earlier tests' clients may
	// still be winding down.
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent())
	block := make(chan struct{})
	var slowHits atomic.Int64
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		slowHits.Add(1)
		select {
		case <-r.Context().Done():
		case <-block:
		}
	}))
	defer slow.Close()
	defer close(block)
	fast := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer fast.Close()
	whSlow, whFast := h.webhook(t, slow.URL), h.webhook(t, fast.URL)
	var slowIDs []string
	for range 5 {
		slowIDs = append(slowIDs, h.emit(t, whSlow).ID)
	}
	d := h.emit(t, whFast)

	w := NewWorker(h.st, testOptions(t))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	h.waitDelivery(t, whFast, d.ID, store.DeliverySucceeded, 5*time.Second)
	waitFor(t, 5*time.Second, func() bool { return slowHits.Load() == 5 }, func() string {
		return fmt.Sprintf("%d slow sends in flight, want 5", slowHits.Load())
	})
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	// The sends cut short by the stop are not recorded as attempts.
	for _, id := range slowIDs {
		if got := h.delivery(t, whSlow, id); len(got.Attempts) != 0 {
			t.Errorf("interrupted delivery has %d attempts recorded", len(got.Attempts))
		}
	}
}

func TestLogsCarryNoSecrets(t *testing.T) {
	h := backends[0].open(t)
	var buf syncBuffer
	rc := newReceiver(t, func(n int, _ request) int {
		if n == 1 {
			return http.StatusInternalServerError
		}
		return http.StatusGone
	})
	wh := h.webhook(t, rc.srv.URL+"/hook?token=receiver-token-123")
	opts := testOptions(t)
	opts.Logger = slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	w := NewWorker(h.st, opts)
	start(t, w)
	d := h.emit(t, wh)
	h.waitDelivery(t, wh, d.ID, store.DeliveryFailed, 5*time.Second)
	// The worker logs just after it records the attempt.
	waitFor(t, 5*time.Second, func() bool { return strings.Contains(buf.String(), "answered 410") },
		func() string { return "no 410 line in the log:\n" + buf.String() })
	out := buf.String()
	if !strings.Contains(out, wh.ID) {
		t.Fatalf("log lacks the webhook id:\n%s", out)
	}
	secretBody := strings.TrimPrefix(wh.Secret, "whsec_")
	for _, leak := range []string{"receiver-token-123", secretBody[:12], "/hook"} {
		if strings.Contains(out, leak) {
			t.Errorf("log contains %q:\n%s", leak, out)
		}
	}
}

func TestStoreDownBacksOff(t *testing.T) {
	st := newFakeStore()
	h := harness{name: "fake", st: st, biz: "biz_test"}
	rc := newReceiver(t, nil)
	wh := h.webhook(t, rc.srv.URL)
	var buf syncBuffer
	opts := testOptions(t)
	opts.PollInterval = 10 * time.Millisecond
	opts.Logger = slog.New(slog.NewTextHandler(&buf, nil))
	st.setClaimErr(store.ErrUnavailable)
	w := NewWorker(st, opts)
	start(t, w)
	d := h.emit(t, wh)
	waitFor(t, 5*time.Second, func() bool { return strings.Count(buf.String(), "claiming deliveries") >= 3 },
		func() string { return "fewer than 3 claim errors logged" })
	time.Sleep(300 * time.Millisecond) // proving a rate: 30 polls' worth of time
	st.setClaimErr(nil)
	w.Kick()
	h.waitDelivery(t, wh, d.ID, store.DeliverySucceeded, 5*time.Second)
	// 10, 20, 40, 80, 160, 320 ms: about 7 lines in ~0.6s, not 60.
	if n := strings.Count(buf.String(), "claiming deliveries"); n > 9 {
		t.Errorf("%d claim errors logged while the store was down: no backoff", n)
	}
}

// syncBuffer is a bytes.Buffer safe for the worker's concurrent logging.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
