package rest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
)

// The OpenAPI document and its router, loaded once for every test.
var (
	specOnce   sync.Once
	specDoc    *openapi3.T
	specRouter routers.Router
	specErr    error
)

func loadSpec(t testing.TB) (*openapi3.T, routers.Router) {
	t.Helper()
	specOnce.Do(func() {
		loader := openapi3.NewLoader()
		specDoc, specErr = loader.LoadFromData(OpenAPI)
		if specErr != nil {
			return
		}
		if specErr = specDoc.Validate(context.Background()); specErr != nil {
			return
		}
		// The document's server is relative ("/"); the router matches full
		// URLs, so route on a copy that names the host checkAnswer uses.
		routed := *specDoc
		routed.Servers = openapi3.Servers{{URL: "http://localhost:8080"}}
		specRouter, specErr = legacy.NewRouter(&routed)
	})
	if specErr != nil {
		t.Fatalf("rest/openapi.json: %v", specErr)
	}
	return specDoc, specRouter
}

// specChecker wraps the API so that every answer the tests receive is
// validated against the OpenAPI document: status, content type and body of
// the route's operation, or the error schema for unknown routes. WebSocket
// upgrades pass through untouched.
type specChecker struct {
	t    testing.TB
	next http.Handler
}

func (c specChecker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		c.next.ServeHTTP(w, r)
		return
	}
	rec := httptest.NewRecorder()
	c.next.ServeHTTP(rec, r)
	res := rec.Result()
	body := rec.Body.Bytes()
	if err := checkAnswer(c.t, r, res.StatusCode, res.Header, body); err != nil {
		c.t.Errorf("answer of %s %s breaks rest/openapi.json: %v\nstatus %d body %s", r.Method, r.URL.RequestURI(), err, res.StatusCode, truncate(body, 600))
	}
	for k, v := range res.Header {
		w.Header()[k] = v
	}
	w.WriteHeader(res.StatusCode)
	_, _ = w.Write(body)
}

func truncate(b []byte, n int) []byte {
	if len(b) > n {
		return append(b[:n:n], "..."...)
	}
	return b
}

// checkAnswer validates one answer against the document.
func checkAnswer(t testing.TB, r *http.Request, status int, header http.Header, body []byte) error {
	doc, router := loadSpec(t)
	// The router matches on the document's server; ask it with that host.
	req := r.Clone(context.Background())
	req.URL.Scheme, req.URL.Host, req.Host = "http", "localhost:8080", "localhost:8080"
	req.Body = io.NopCloser(bytes.NewReader(nil))
	route, params, err := router.FindRoute(req)
	if err != nil {
		var re *routers.RouteError
		if !errors.As(err, &re) || (re.Reason != routers.ErrPathNotFound.Error() && re.Reason != routers.ErrMethodNotAllowed.Error()) {
			return err
		}
		// Unknown route or method: the contract's 404 or 405 error object.
		if status != http.StatusNotFound && status != http.StatusMethodNotAllowed {
			return errors.New("a route missing from the document answered " + http.StatusText(status))
		}
		return validateJSON(doc.Components.Schemas["Error"].Value, body)
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc}},
		Status: status, Header: header, Body: io.NopCloser(bytes.NewReader(body)),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	return openapi3filter.ValidateResponse(context.Background(), in)
}

func validateJSON(schema *openapi3.Schema, body []byte) error {
	v, err := decodeAny(body)
	if err != nil {
		return err
	}
	return schema.VisitJSON(v, openapi3.EnableJSONSchema2020())
}
