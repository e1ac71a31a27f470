package rest

import (
	"net/http"
	"strings"
)

// Browser callers are the widget on a business's own site: it exchanges a
// publishable key for a session token, chats with that token and reads the
// team's presence. Those endpoints answer CORS; everything else is for servers (secret keys) or the
// dashboard on TourChat's own origin, and gets no CORS headers, so a page
// can never use a secret key cross-origin.

const corsMaxAge = "600"

// preflight answers OPTIONS for the browser endpoints. It cannot know the
// business (a preflight carries no Authorization), so it allows any origin
// to ask; the real request is answered with CORS headers only when its
// credential's business lists the origin.
func (s *Server) preflight(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if origin == "" {
		s.writeError(w, r, errorf(http.StatusNotFound, "not_found", "no such route: OPTIONS "+r.URL.Path))
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	h.Set("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
	h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, Idempotency-Key, X-Request-Id")
	h.Set("Access-Control-Max-Age", corsMaxAge)
	w.WriteHeader(http.StatusNoContent)
}

// allowCORS adds the CORS headers to a browser credential's answer when the
// business allows the request's origin.
func allowCORS(w http.ResponseWriter, r *http.Request, p *Principal) {
	origin := r.Header.Get("Origin")
	if origin == "" || (p.Kind != credSessionToken && p.Kind != credPublishable) || !p.Business.AllowsOrigin(origin) {
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	h.Set("Access-Control-Expose-Headers", strings.Join([]string{
		"X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
		"RateLimit", "RateLimit-Policy", "Retry-After", "Idempotent-Replayed",
	}, ", "))
}
