package app

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestEveryPathAnswersTheContract: unknown paths and methods anywhere get
// the contract's JSON error (405 with Allow), HEAD works on GET routes,
// /metrics serves GET and HEAD only, an authenticated unknown /v1 path
// carries the rate-limit headers, and a plain GET on /v1/ws is JSON too.
func TestEveryPathAnswersTheContract(t *testing.T) {
	s := startServer(t, Config{})
	cases := []struct {
		method, path string
		key          bool
		accept       string
		status       int
		code, allow  string
		rateHeaders  bool
	}{
		{"GET", "/v2/chat", false, "", 404, "not_found", "", false},
		{"GET", "/nope.js", false, "application/json", 404, "not_found", "", false},
		{"POST", "/widget.js", false, "", 405, "method_not_allowed", "GET, HEAD", false},
		{"GET", "/v1/chat", true, "", 405, "method_not_allowed", "POST, OPTIONS", false},
		{"DELETE", "/v1/bookings", true, "", 405, "method_not_allowed", "GET, HEAD, POST", false},
		{"POST", "/metrics", false, "", 405, "method_not_allowed", "GET, HEAD", false},
		{"GET", "/v1/nothing", true, "", 404, "not_found", "", true},
		{"GET", "/v1/ws", true, "", 426, "upgrade_required", "", false},
		{"GET", "/v1/leads?=x", true, "", 400, "invalid_parameter", "", false},
		{"HEAD", "/v1/bookings", true, "", 200, "", "", false},
		{"HEAD", "/healthz", false, "", 200, "", "", false},
		{"HEAD", "/metrics", false, "", 200, "", "", false},
		{"GET", "/metrics", false, "", 200, "", "", false},
	}
	for _, c := range cases {
		req, _ := http.NewRequest(c.method, s.srv.URL+c.path, nil)
		if c.key {
			req.Header.Set("Authorization", "Bearer "+s.key)
		}
		if c.accept != "" {
			req.Header.Set("Accept", c.accept)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		name := c.method + " " + c.path
		if resp.StatusCode != c.status {
			t.Errorf("%s = %d %s, want %d", name, resp.StatusCode, raw, c.status)
			continue
		}
		if resp.Header.Get("X-Request-Id") == "" {
			t.Errorf("%s: no X-Request-Id", name)
		}
		if c.code != "" {
			var e struct {
				Error struct{ Code, Field, RequestID string } `json:"error"`
			}
			if err := json.Unmarshal(raw, &e); err != nil || e.Error.Code != c.code ||
				!strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
				t.Errorf("%s: body %q (%s), want JSON error %s", name, raw, resp.Header.Get("Content-Type"), c.code)
			}
			if c.code == "invalid_parameter" && e.Error.Field == "" {
				t.Errorf("%s: invalid_parameter without field: %s", name, raw)
			}
		}
		if c.allow != "" && resp.Header.Get("Allow") != c.allow {
			t.Errorf("%s: Allow %q, want %q", name, resp.Header.Get("Allow"), c.allow)
		}
		if c.rateHeaders && resp.Header.Get("X-RateLimit-Limit") == "" {
			t.Errorf("%s: no rate-limit headers on an authenticated 404", name)
		}
		if c.method == "HEAD" && len(raw) != 0 {
			t.Errorf("%s: HEAD answered a body", name)
		}
	}
}
