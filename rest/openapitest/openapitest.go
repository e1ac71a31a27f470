// Package openapitest checks HTTP answers against TourChat's OpenAPI
// document (rest/openapi.json) in tests: the status must be one the
// operation lists, and the content type and body must match its schema
// (JSON Schema 2020-12, kin-openapi's openapi3filter). Only test binaries
// import it, so the server does not link kin-openapi.
package openapitest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
)

// routeHost is the host the router matches; requests are checked as if
// sent to it.
const routeHost = "localhost:8080"

// Checker validates answers against one document.
type Checker struct {
	Doc    *openapi3.T
	router routers.Router
}

// New loads and validates the document (including its examples).
func New(spec []byte) (*Checker, error) {
	doc, err := openapi3.NewLoader().LoadFromData(spec)
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, err
	}
	// The document's server is relative ("/"); the router matches full
	// URLs, so route on a copy that names a host.
	routed := *doc
	routed.Servers = openapi3.Servers{{URL: "http://" + routeHost}}
	router, err := legacy.NewRouter(&routed)
	if err != nil {
		return nil, err
	}
	return &Checker{Doc: doc, router: router}, nil
}

// API tells the API's paths from the web files (widget, dashboard, media)
// that the same server answers outside the document.
func API(path string) bool {
	return strings.HasPrefix(path, "/v1/") || path == "/healthz" || path == "/readyz" || path == "/metrics"
}

// Check validates one answer to r. An API path the document does not know
// must answer the contract's 404 or 405 error object.
func (c *Checker) Check(r *http.Request, status int, header http.Header, body []byte) error {
	req := r.Clone(context.Background())
	req.URL.Scheme, req.URL.Host, req.Host = "http", routeHost, routeHost
	req.Body = io.NopCloser(bytes.NewReader(nil))
	if r.Method == http.MethodHead {
		// HEAD is GET without its body (RFC 9110): every GET route answers
		// it, and there is no body to validate.
		get := req.Clone(context.Background())
		get.Method = http.MethodGet
		if _, _, err := c.router.FindRoute(get); err == nil {
			return nil
		}
	}
	route, params, err := c.router.FindRoute(req)
	if err != nil {
		var re *routers.RouteError
		if !errors.As(err, &re) || (re.Reason != routers.ErrPathNotFound.Error() && re.Reason != routers.ErrMethodNotAllowed.Error()) {
			return err
		}
		if status != http.StatusNotFound && status != http.StatusMethodNotAllowed {
			return fmt.Errorf("a route missing from the document answered %d", status)
		}
		var v any
		if err := json.Unmarshal(body, &v); err != nil {
			return err
		}
		return c.Doc.Components.Schemas["Error"].Value.VisitJSON(v, openapi3.EnableJSONSchema2020())
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}},
		Status: status, Header: header, Body: io.NopCloser(bytes.NewReader(body)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	return openapi3filter.ValidateResponse(context.Background(), in)
}

// Wrap checks every answer of next to an API path and reports a mismatch
// with t.Errorf. WebSocket upgrades and web files pass through unchecked.
func (c *Checker) Wrap(t testing.TB, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") || !API(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		res := rec.Result()
		body := rec.Body.Bytes()
		if err := c.Check(r, res.StatusCode, res.Header, body); err != nil {
			t.Errorf("answer of %s %s breaks rest/openapi.json: %v\nstatus %d body %s", r.Method, r.URL.RequestURI(), err, res.StatusCode, truncate(body, 600))
		}
		for k, v := range res.Header {
			w.Header()[k] = v
		}
		w.WriteHeader(res.StatusCode)
		_, _ = w.Write(body)
	})
}

func truncate(b []byte, n int) []byte {
	if len(b) > n {
		return append(b[:n:n], "..."...)
	}
	return b
}
