package webhook

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// harness is a store under test with a business to hang webhooks on.
type harness struct {
	name string
	st   store.Webhooks
	biz  string
}

// backends lists the stores the worker tests run against.
func backends(t *testing.T) []harness {
	t.Helper()
	return []harness{{name: "fake", st: newFakeStore(), biz: "biz_test"}}
}

// forEachBackend runs fn as a subtest per backend.
func forEachBackend(t *testing.T, fn func(t *testing.T, h harness)) {
	for _, h := range backends(t) {
		t.Run(h.name, func(t *testing.T) { fn(t, h) })
	}
}

func (h harness) webhook(t *testing.T, url string, events ...string) *store.Webhook {
	t.Helper()
	if len(events) == 0 {
		events = []string{"*"}
	}
	now := time.Now().UTC()
	w := &store.Webhook{
		ID: store.NewID(store.PrefixWebhook), Object: "webhook", BusinessID: h.biz, URL: url,
		Events: events, Enabled: true, Secret: NewSecret(), CreatedAt: now, UpdatedAt: now,
	}
	if err := h.st.CreateWebhook(context.Background(), w); err != nil {
		t.Fatalf("CreateWebhook: %v", err)
	}
	return w
}

// emit writes a webhook.test event for w and returns its delivery.
func (h harness) emit(t *testing.T, w *store.Webhook) *store.Delivery {
	t.Helper()
	d, err := h.st.SendTestEvent(context.Background(), h.biz, w.ID)
	if err != nil {
		t.Fatalf("SendTestEvent: %v", err)
	}
	return d
}

func (h harness) delivery(t *testing.T, w *store.Webhook, id string) *store.Delivery {
	t.Helper()
	d, err := h.st.Delivery(context.Background(), h.biz, w.ID, id)
	if err != nil {
		t.Fatalf("Delivery: %v", err)
	}
	return d
}

// waitDelivery waits until the delivery reaches status and returns it.
func (h harness) waitDelivery(t *testing.T, w *store.Webhook, id, status string, within time.Duration) *store.Delivery {
	t.Helper()
	var d *store.Delivery
	waitFor(t, within, func() bool {
		d = h.delivery(t, w, id)
		return d.Status == status
	}, func() string { return "delivery " + id + " status " + d.Status + ", want " + status })
	return d
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, within time.Duration, cond func() bool, what func() string) {
	t.Helper()
	deadline := time.Now().Add(within)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s: %s", within, what())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// request is what a receiver saw.
type request struct {
	header http.Header
	body   []byte
}

// receiver is a local webhook endpoint whose answers a test scripts.
type receiver struct {
	srv    *httptest.Server
	mu     sync.Mutex
	reqs   []request
	answer func(n int, r request) int // n counts from 1
}

func newReceiver(t *testing.T, answer func(n int, r request) int) *receiver {
	t.Helper()
	rc := &receiver{answer: answer}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		req := request{header: r.Header.Clone(), body: body}
		rc.mu.Lock()
		rc.reqs = append(rc.reqs, req)
		n := len(rc.reqs)
		rc.mu.Unlock()
		code := http.StatusOK
		if rc.answer != nil {
			code = rc.answer(n, req)
		}
		w.WriteHeader(code)
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

func (rc *receiver) requests() []request {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]request(nil), rc.reqs...)
}

// testOptions are fast settings that let the worker reach 127.0.0.1.
func testOptions(t *testing.T) Options {
	t.Helper()
	allow, err := ParseAllowList("127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	return Options{
		Schedule:     []time.Duration{10 * time.Millisecond, 10 * time.Millisecond, 10 * time.Millisecond, 10 * time.Millisecond, 10 * time.Millisecond},
		Jitter:       -1,
		PollInterval: 20 * time.Millisecond,
		Timeout:      2 * time.Second,
		AllowHosts:   allow,
	}
}

// start runs w until the test ends and checks that Run returns.
func start(t *testing.T, w *Worker) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("Run did not return after cancel")
		}
	})
}
