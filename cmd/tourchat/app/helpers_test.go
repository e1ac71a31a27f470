package app

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/rest"
	"github.com/tourchat/tourchat/rest/openapitest"
)

// server is a running App behind httptest.
type server struct {
	t   *testing.T
	app *App
	srv *httptest.Server
	key string // demo secret key, all scopes
	pk  string // demo publishable key
}

const (
	testKey         = "tc_test_AppTestSecretKey0123456789abcdefABCDEF"
	testPublishable = "tc_pk_AppTestPublishableKey0123456789abcdefAB"
)

func startServer(t *testing.T, cfg Config) *server {
	t.Helper()
	cfg.Demo = true
	cfg.DemoKey, cfg.DemoPublishableKey = testKey, testPublishable
	if cfg.WebhookRetrySchedule == "" {
		cfg.WebhookRetrySchedule = "5s,5m"
	}
	a, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.Start()
	// Every API answer the tests receive is checked against the OpenAPI document.
	s := &server{t: t, app: a, srv: httptest.NewServer(openAPIChecker(t).Wrap(t, a.Handler())), key: testKey, pk: testPublishable}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		s.srv.CloseClientConnections()
		if err := a.Close(ctx); err != nil {
			t.Errorf("close: %v", err)
		}
		s.srv.Close()
	})
	return s
}

// call sends a JSON request and decodes the JSON answer.
func (s *server) call(method, path, key string, body any, wantStatus int) map[string]any {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, s.srv.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != wantStatus {
		s.t.Fatalf("%s %s: %d, want %d: %s", method, path, resp.StatusCode, wantStatus, raw)
	}
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return m
}

func (s *server) chat(session, msg string) map[string]any {
	return s.call("POST", "/v1/chat", s.key, map[string]any{"business_id": "biz_demo", "session_id": session, "message": msg}, 200)
}

// wsClient is a test WebSocket client.
type wsClient struct {
	t *testing.T
	c *websocket.Conn
}

func (s *server) dial(ctx context.Context, token string, header http.Header) (*wsClient, *http.Response, error) {
	u := "ws" + strings.TrimPrefix(s.srv.URL, "http") + "/v1/ws"
	if token != "" {
		u += "?token=" + token
	}
	c, resp, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		return nil, resp, err
	}
	c.SetReadLimit(1 << 20)
	w := &wsClient{t: s.t, c: c}
	s.t.Cleanup(func() { c.CloseNow() })
	return w, resp, nil
}

func (s *server) dialKey(ctx context.Context) *wsClient {
	s.t.Helper()
	w, _, err := s.dial(ctx, "", http.Header{"Authorization": {"Bearer " + s.key}})
	if err != nil {
		s.t.Fatal(err)
	}
	return w
}

func (w *wsClient) send(ctx context.Context, v any) {
	w.t.Helper()
	raw, _ := json.Marshal(v)
	if err := w.c.Write(ctx, websocket.MessageText, raw); err != nil {
		w.t.Fatal(err)
	}
}

// next reads frames until one satisfies match, failing at the deadline.
func (w *wsClient) next(ctx context.Context, match func(map[string]any) bool) map[string]any {
	w.t.Helper()
	for {
		_, raw, err := w.c.Read(ctx)
		if err != nil {
			w.t.Fatalf("reading a frame: %v", err)
		}
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			w.t.Fatalf("frame is not JSON: %s", raw)
		}
		if match(m) {
			return m
		}
	}
}

// closeStatus reads until the connection closes and returns its status.
func (w *wsClient) closeStatus(ctx context.Context) websocket.StatusCode {
	for {
		if _, _, err := w.c.Read(ctx); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}

func isEvent(typ string) func(map[string]any) bool {
	return func(m map[string]any) bool {
		if m["type"] != "event" {
			return false
		}
		ev, _ := m["event"].(map[string]any)
		return ev["type"] == typ
	}
}

func isType(typ string) func(map[string]any) bool {
	return func(m map[string]any) bool { return m["type"] == typ }
}

// status sends a JSON request with the demo key and returns the status.
func (s *server) status(method, path string, body any) int {
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, s.srv.URL+path, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+s.key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Error(err)
		return 0
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

var (
	checkerOnce sync.Once
	checker     *openapitest.Checker
	checkerErr  error
)

// openAPIChecker loads rest/openapi.json once for the package's tests.
func openAPIChecker(t *testing.T) *openapitest.Checker {
	t.Helper()
	checkerOnce.Do(func() { checker, checkerErr = openapitest.New(rest.OpenAPI) })
	if checkerErr != nil {
		t.Fatalf("rest/openapi.json: %v", checkerErr)
	}
	return checker
}
