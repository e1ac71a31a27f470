package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/session"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
	"github.com/tourchat/tourchat/store/memory"
)

// testNow is the harness clock: a Wednesday morning in Lisbon.
var testNow = time.Date(2026, 12, 2, 9, 30, 0, 0, time.UTC)

// harness is a real API server over httptest on the memory store, with the
// demo business (A), a second business (B) and keys of several kinds.
type harness struct {
	t        *testing.T
	srv      *httptest.Server
	st       *memory.Store
	api      *Server
	logs     *syncBuffer
	keyA     string // all scopes, business A
	keyARead string // bookings:read only
	keyB     string // all scopes, business B
	pkA      string // publishable, business A
	revoked  string // revoked key of A
	bizA     *store.Business
	bizB     *store.Business
	changed  int
	mu       sync.Mutex
}

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

type harnessOpts struct {
	rateLimit int
	chat      session.Chatter
}

func newHarness(t *testing.T, opts ...harnessOpts) *harness {
	t.Helper()
	var o harnessOpts
	if len(opts) > 0 {
		o = opts[0]
	}
	ctx := context.Background()
	now := func() time.Time { return testNow }
	st := memory.New(memory.Options{Now: now})
	h := &harness{t: t, st: st, logs: &syncBuffer{}}
	h.bizA = demo.Business()
	must(t, st.CreateBusiness(ctx, h.bizA))
	svcs, err := demo.Services()
	must(t, err)
	for i := range svcs {
		must(t, st.UpsertService(ctx, &svcs[i]))
	}
	h.bizB = &store.Business{ID: "biz_other", Object: "business", Name: "Other", Timezone: "Europe/Madrid",
		Currency: "EUR", Country: "ES", DefaultLanguage: "es", Languages: []string{"es", "en"}}
	must(t, st.CreateBusiness(ctx, h.bizB))
	other := svcs[0]
	other.ID, other.BusinessID = "svc_other_tour", h.bizB.ID
	must(t, st.UpsertService(ctx, &other))

	mk := func(biz, kind string, scopes ...string) (string, *store.APIKey) {
		k, secret := store.NewAPIKey(biz, kind, scopes)
		must(t, st.CreateKey(ctx, k))
		return secret, k
	}
	h.keyA, _ = mk(h.bizA.ID, store.KeySecret, store.ScopeAll)
	h.keyARead, _ = mk(h.bizA.ID, store.KeySecret, store.ScopeBookingsRead)
	h.keyB, _ = mk(h.bizB.ID, store.KeySecret, store.ScopeAll)
	h.pkA, _ = mk(h.bizA.ID, store.KeyPublishable)
	var rk *store.APIKey
	h.revoked, rk = mk(h.bizA.ID, store.KeySecret, store.ScopeAll)
	must(t, st.RevokeKey(ctx, h.bizA.ID, rk.ID))

	chat := o.chat
	if chat == nil {
		chat = &recordingChat{st: st, now: now}
	}
	cfg := Config{
		Store: st, Chat: chat, Now: now, RateLimit: o.rateLimit,
		Limiter:          ratelimit.NewMemory(ratelimit.MemoryOptions{}),
		Logger:           slog.New(slog.NewJSONHandler(h.logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		NewWebhookSecret: func() string { return "whsec_dGVzdHNlY3JldHRlc3RzZWNyZXR0ZXN0c2VjcmV0MTI=" },
		Changed:          func() { h.mu.Lock(); h.changed++; h.mu.Unlock() },
	}
	h.api, err = New(cfg)
	must(t, err)
	// Every answer the tests receive is checked against the OpenAPI document.
	h.srv = httptest.NewServer(loadChecker(t).Wrap(t, h.api))
	t.Cleanup(h.srv.Close)
	return h
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// response is a decoded answer.
type response struct {
	Status int
	Header http.Header
	Body   []byte
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.Body, &m); err != nil {
		t.Fatalf("body is not a JSON object: %v: %s", err, r.Body)
	}
	return m
}

func (r response) errorObj(t *testing.T) map[string]any {
	t.Helper()
	e, ok := r.json(t)["error"].(map[string]any)
	if !ok {
		t.Fatalf("no error object in %s", r.Body)
	}
	return e
}

// do sends a request; body may be a string (sent as is) or a value (JSON).
func (h *harness) do(method, path, key string, body any, headers ...string) response {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		must(h.t, err)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, h.srv.URL+path, rd)
	must(h.t, err)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] == "" {
			req.Header.Del(headers[i])
			continue
		}
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := h.srv.Client().Do(req)
	must(h.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	must(h.t, err)
	return response{Status: resp.StatusCode, Header: resp.Header, Body: raw}
}

// firstSlot returns a bookable slot id of the demo catalog on date.
func (h *harness) firstSlot(date string) map[string]any {
	h.t.Helper()
	r := h.do("GET", "/v1/bookings?date="+date, h.keyA, nil)
	if r.Status != 200 {
		h.t.Fatalf("availability: %d %s", r.Status, r.Body)
	}
	for _, s := range r.json(h.t)["slots"].([]any) {
		slot := s.(map[string]any)
		if slot["bookable"] == true {
			return slot
		}
	}
	h.t.Fatalf("no bookable slot on %s", date)
	return nil
}

// recordingChat is the HTTP tests' engine: it saves each turn through the
// store, as the real engine does, and answers a fixed reply. The real
// engine is exercised end to end in the session and app packages.
type recordingChat struct {
	st  store.Store
	now func() time.Time
}

func (c *recordingChat) Chat(ctx context.Context, req session.Request) (*session.Reply, error) {
	var version int64
	conv, err := c.st.ConversationBySession(ctx, req.Business.ID, req.SessionID)
	switch {
	case err == nil:
		version = conv.Version
	case !errors.Is(err, store.ErrNotFound):
		return nil, err
	}
	lang := req.Language
	if lang == "" {
		lang = req.Business.DefaultLanguage
	}
	reply := &session.Reply{
		ID: store.NewID(store.PrefixMessage), Message: "echo: " + req.Message, SessionID: req.SessionID,
		Language: lang, CreatedAt: c.now().UTC(), BookingOptions: []session.BookingOption{},
		Media: []session.Media{}, SuggestedActions: []string{session.ActionViewTours},
		HandledBy: session.HandledByAssistant,
	}
	raw, _ := json.Marshal(reply)
	_, err = c.st.SaveTurn(ctx, store.Turn{
		BusinessID: req.Business.ID, SessionID: req.SessionID, Language: lang, State: json.RawMessage(`{}`),
		ExpectVersion: version,
		Visitor:       store.Message{Role: store.RoleVisitor, Text: req.Message, Language: lang, Intent: store.IntentGreet, Metadata: req.Metadata},
		Reply:         store.Message{ID: reply.ID, Role: store.RoleAssistant, Text: reply.Message, Language: lang, Reply: raw},
	})
	return reply, err
}
