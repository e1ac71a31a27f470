package rest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store/memory"
)

// TestOpenAPIDocumentsEveryRoute walks the router, built with every optional
// part (metrics, web), and fails for a route the document leaves out or a
// documented route the router lacks.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	doc := loadChecker(t).Doc
	st := memory.New(memory.Options{})
	nop := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	srv, err := New(Config{Store: st, Chat: &recordingChat{st: st}, Metrics: nop, Web: nop,
		NewWebhookSecret: func() string { return "whsec_x" }})
	must(t, err)
	routed := map[string]bool{}
	err = chi.Walk(srv.handler.(chi.Routes), func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		route = strings.TrimSuffix(strings.ReplaceAll(route, "/*/", "/"), "/")
		if route == "" || route == "/*" {
			return nil // the web handler: widget, dashboard and media files, not the API
		}
		routed[method+" "+route] = true
		return nil
	})
	must(t, err)
	documented := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented[method+" "+path] = true
		}
	}
	var missing, extra []string
	for r := range routed {
		if !documented[r] {
			missing = append(missing, r)
		}
	}
	for r := range documented {
		if !routed[r] {
			extra = append(extra, r)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 {
		t.Errorf("routes missing from rest/openapi.json (see docs/openapi.md):\n  %s", strings.Join(missing, "\n  "))
	}
	if len(extra) > 0 {
		t.Errorf("rest/openapi.json documents routes the router lacks:\n  %s", strings.Join(extra, "\n  "))
	}
	if len(routed) < 30 {
		t.Errorf("walked only %d routes", len(routed))
	}
}

// TestOpenAPIDocument checks what the clients and the linter rely on: 3.1,
// a unique operationId, a summary and an example for every success answer
// with a JSON body.
func TestOpenAPIDocument(t *testing.T) {
	doc := loadChecker(t).Doc
	if doc.OpenAPI != "3.1.0" {
		t.Fatalf("openapi = %q", doc.OpenAPI)
	}
	seen := map[string]string{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			where := method + " " + path
			if op.OperationID == "" || op.Summary == "" {
				t.Errorf("%s: operationId and summary are required", where)
			}
			if prev, dup := seen[op.OperationID]; dup {
				t.Errorf("operationId %s on %s and %s", op.OperationID, prev, where)
			}
			seen[op.OperationID] = where
			for code, resp := range op.Responses.Map() {
				if !strings.HasPrefix(code, "2") || resp.Value == nil {
					continue
				}
				if mt := resp.Value.Content.Get("application/json"); mt != nil && mt.Example == nil && path != "/v1/openapi.json" {
					t.Errorf("%s %s: no example", where, code)
				}
			}
			if op.RequestBody != nil {
				if mt := op.RequestBody.Value.Content.Get("application/json"); mt == nil || mt.Example == nil {
					t.Errorf("%s: request body without an example", where)
				}
			}
		}
	}
}

// TestOpenAPIServed: GET /v1/openapi.json answers the embedded document with
// no key, and refuses query parameters like every endpoint.
func TestOpenAPIServed(t *testing.T) {
	h := newHarness(t)
	r := h.do("GET", "/v1/openapi.json", "", nil)
	if r.Status != 200 || !bytes.Equal(r.Body, OpenAPI) {
		t.Fatalf("status %d, %d bytes", r.Status, len(r.Body))
	}
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("content type %q", ct)
	}
	var m map[string]any
	must(t, json.Unmarshal(r.Body, &m))
	if m["openapi"] != "3.1.0" {
		t.Errorf("openapi = %v", m["openapi"])
	}
	for _, path := range []string{"/v1/openapi.json?x=1", "/healthz?x=1", "/readyz?x=1"} {
		if r := h.do("GET", path, "", nil); r.Status != 400 || r.errorObj(t)["field"] != "x" {
			t.Errorf("%s: %d %s", path, r.Status, r.Body)
		}
	}
}

// TestSpecCheckerCatchesDrift proves the harness's validation can fail: an
// answer missing a required field, an undocumented status and a wrong type
// are each reported.
func TestSpecCheckerCatchesDrift(t *testing.T) {
	req, _ := http.NewRequest("GET", "http://x/v1/leads/lead_1", nil)
	hdr := http.Header{"Content-Type": {"application/json"}}
	cases := map[string]struct {
		status int
		body   string
	}{
		"missing field":        {200, `{"id":"lead_1","object":"lead"}`},
		"undocumented status":  {418, `{"error":{"code":"x","message":"y","request_id":"z"}}`},
		"wrong type":           {404, `{"error":{"code":"not_found","message":5,"request_id":"z"}}`},
		"unknown route status": {200, `{}`},
	}
	for name, c := range cases {
		r := req
		if name == "unknown route status" {
			r, _ = http.NewRequest("GET", "http://x/v1/nope", nil)
		}
		if err := checkAnswer(t, r, c.status, hdr, []byte(c.body)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	good := `{"error":{"code":"not_found","message":"no such resource","request_id":"req_1"}}`
	if err := checkAnswer(t, req, 404, hdr, []byte(good)); err != nil {
		t.Errorf("a valid answer was refused: %v", err)
	}
}
