package rest

import (
	_ "embed"
	"net/http"
)

// OpenAPI is the OpenAPI 3.1 document of every route of the router, served
// at GET /v1/openapi.json. It is written by hand (see docs/openapi.md): the
// route-walk test fails for a route it does not describe, and every answer
// of the REST tests is validated against it.
//
//go:embed openapi.json
var OpenAPI []byte

// openapi answers GET /v1/openapi.json; it needs no key and may be read
// from any origin (documentation tools fetch it from their own pages).
func (s *Server) openapi(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=300")
	h.Set("Access-Control-Allow-Origin", "*")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(OpenAPI)
}
