package webhook

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/sqlite"
)

// harness is a store under test with a business to hang webhooks on.
type harness struct {
	name string
	st   store.Webhooks
	full store.Store // nil for the fake
	biz  string
	// reopen opens another Store on the same database (a second instance,
	// or the same one after a restart); nil for the stores that live in
	// one process.
	reopen func(t *testing.T) store.Store
}

// backend opens a fresh store for one subtest.
type backend struct {
	name string
	open func(t *testing.T) harness
}

// backends lists the stores the worker tests run against. The Postgres one
// skips (or fails in CI) without TOURCHAT_TEST_DATABASE_URL; the SQLite one
// uses a file in the test's temporary directory.
var backends = []backend{
	{name: "fake", open: func(*testing.T) harness {
		return harness{name: "fake", st: newFakeStore(), biz: "biz_test"}
	}},
	{name: "memory", open: func(t *testing.T) harness {
		st := memory.New(memory.Options{})
		t.Cleanup(func() { _ = st.Close() })
		return realHarness(t, "memory", st)
	}},
	{name: "postgres", open: func(t *testing.T) harness {
		url := pgtest.NewDatabase(t)
		h := realHarness(t, "postgres", openPostgres(t, url))
		h.reopen = func(t *testing.T) store.Store { return openPostgres(t, url) }
		return h
	}},
	{name: "sqlite", open: func(t *testing.T) harness {
		path := filepath.Join(t.TempDir(), "tourchat.db")
		h := realHarness(t, "sqlite", openSQLite(t, path))
		h.reopen = func(t *testing.T) store.Store { return openSQLite(t, path) }
		return h
	}},
}

// openSQLite opens a store on the file at path and closes it when the test ends.
func openSQLite(t *testing.T, path string) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// openPostgres opens a store on url and closes it when the test ends.
func openPostgres(t *testing.T, url string) *postgres.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// realHarness creates a business in st to hang webhooks on.
func realHarness(t *testing.T, name string, st store.Store) harness {
	t.Helper()
	biz := &store.Business{
		ID: store.NewID(store.PrefixBusiness), Object: "business", Name: "Webhook Tours",
		Timezone: "Europe/Lisbon", Currency: "EUR", Country: "PT", DefaultLanguage: "en",
		Languages: []string{"en"}, Origins: []string{}, CreatedAt: time.Now().UTC(),
	}
	if err := st.CreateBusiness(context.Background(), biz); err != nil {
		t.Fatalf("CreateBusiness: %v", err)
	}
	return harness{name: name, st: st, full: st, biz: biz.ID}
}

// forEachBackend runs fn as a subtest per backend.
func forEachBackend(t *testing.T, fn func(t *testing.T, h harness)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { fn(t, b.open(t)) })
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
