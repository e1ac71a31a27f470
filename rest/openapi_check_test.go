package rest

import (
	"net/http"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/rest/openapitest"
)

// The OpenAPI checker, loaded once for every test.
var (
	specOnce    sync.Once
	specChecker *openapitest.Checker
	specErr     error
)

func loadChecker(t testing.TB) *openapitest.Checker {
	t.Helper()
	specOnce.Do(func() { specChecker, specErr = openapitest.New(OpenAPI) })
	if specErr != nil {
		t.Fatalf("rest/openapi.json: %v", specErr)
	}
	return specChecker
}

// checkAnswer validates one answer against the document.
func checkAnswer(t testing.TB, r *http.Request, status int, header http.Header, body []byte) error {
	return loadChecker(t).Check(r, status, header, body)
}
