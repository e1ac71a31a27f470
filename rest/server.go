// Package rest is TourChat's HTTP surface: the chi router, the middleware
// (request id, logging, recovery, authentication, scopes, rate limits,
// idempotency) and one file per resource. Handlers are thin: decode,
// validate, call one domain operation, encode.
package rest

import (
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/session"
	"github.com/tourchat/tourchat/store"
)

// Config is everything the HTTP layer needs; the binary wires it.
type Config struct {
	Store store.Store
	Chat  session.Chatter
	// Limiter counts requests per key; nil disables rate limiting.
	Limiter ratelimit.Limiter
	// RateLimit is the number of requests per minute per key (default 600).
	RateLimit int
	// TokenSecrets sign session and staff JWTs: the first signs, all verify.
	TokenSecrets [][]byte
	Logger       *slog.Logger
	Now          func() time.Time
	// ValidateWebhookURL refuses webhook URLs the delivery guard would refuse
	// (answered 400 field=url). Nil accepts any http(s) URL.
	ValidateWebhookURL func(ctx context.Context, raw string) error
	// NewWebhookSecret makes a webhook signing secret (whsec_...).
	NewWebhookSecret func() string
	// Changed is called after every request that wrote events, so the relay
	// and the webhook worker pick them up without waiting for their poll.
	Changed func()
	// Hub serves GET /v1/ws once the request is authenticated; nil answers 404.
	Hub *hub.Hub
	// ReadyChecks are pinged by /readyz besides the store (e.g. Redis).
	ReadyChecks map[string]func(context.Context) error
	// Metrics serves /metrics; nil answers 404.
	Metrics http.Handler
	// Web serves everything outside /v1 (widget, dashboard, demo page, media).
	Web http.Handler
}

// Server is the HTTP API.
type Server struct {
	cfg     Config
	store   store.Store
	chat    session.Chatter
	limiter ratelimit.Limiter
	tokens  *tokenSigner
	// loginLimiter counts sign-in attempts (cfg.Limiter, else a private
	// in-process one: sign-in is never unlimited); hashSem bounds argon2id.
	loginLimiter ratelimit.Limiter
	hashSem      chan struct{}
	log          *slog.Logger
	now          func() time.Time
	handler      http.Handler
}

// New builds the API server and its router.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || cfg.Chat == nil {
		return nil, errors.New("rest: Store and Chat are required")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.RateLimit <= 0 {
		cfg.RateLimit = 600
	}
	if len(cfg.TokenSecrets) == 0 {
		secret := make([]byte, 32)
		_, _ = rand.Read(secret)
		cfg.TokenSecrets = [][]byte{secret}
	}
	if cfg.NewWebhookSecret == nil {
		return nil, errors.New("rest: NewWebhookSecret is required")
	}
	if cfg.Changed == nil {
		cfg.Changed = func() {}
	}
	tokens, err := newTokenSigner(cfg.TokenSecrets, cfg.Now)
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg: cfg, store: cfg.Store, chat: cfg.Chat, limiter: cfg.Limiter,
		tokens: tokens, log: cfg.Logger, now: cfg.Now,
		loginLimiter: cfg.Limiter, hashSem: make(chan struct{}, hashSlots),
	}
	if s.loginLimiter == nil {
		s.loginLimiter = ratelimit.NewMemory(ratelimit.MemoryOptions{})
	}
	s.handler = s.routes()
	return s, nil
}

// ServeHTTP makes the Server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

func (s *Server) routes() http.Handler {
	r := chi.NewRouter()
	mux := r
	// GetHead answers HEAD on every GET route (net/http drops the body).
	r.Use(s.withRequestID, s.logRequests, s.recoverer, s.checkPath(r), middleware.GetHead)
	r.NotFound(s.notFound)
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		s.methodNotAllowed(w, r, mux)
	})
	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	if s.cfg.Metrics != nil {
		// GET and HEAD only; any other method is the JSON 405.
		r.Method(http.MethodGet, "/metrics", s.cfg.Metrics)
	}
	r.Route("/v1", func(r chi.Router) {
		// An unknown /v1 path with a credential is authenticated and counted
		// like any request (so it carries the rate-limit headers); without
		// one it is a plain 404.
		r.NotFound(func(w http.ResponseWriter, r *http.Request) {
			if _, ok := bearer(r); ok {
				s.requireAuth(s.rateLimit(http.HandlerFunc(s.notFound))).ServeHTTP(w, r)
				return
			}
			s.notFound(w, r)
		})
		r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
			s.methodNotAllowed(w, r, mux)
		})
		r.Options("/widget/session", s.preflight)
		r.Options("/chat", s.preflight)
		r.Options("/presence", s.preflight)
		r.With(s.requirePublishable, s.rateLimit).Post("/widget/session", s.widgetSession)
		r.Get("/ws", s.websocket)
		r.Get("/openapi.json", s.openapi)
		r.Post("/auth/login", s.login)
		r.Group(func(r chi.Router) {
			r.Use(s.requireAuth, s.rateLimit)
			scope := func(sc string) func(http.Handler) http.Handler { return requireScope(s, sc) }
			post := func(sc string) chi.Router { return r.With(scope(sc), s.idempotent) }

			post(store.ScopeChatWrite).Post("/chat", s.postChat)
			post(store.ScopeTokensWrite).Post("/tokens", s.createToken)

			r.With(scope(store.ScopeCatalogRead)).Get("/services", s.listServices)
			r.With(scope(store.ScopeCatalogRead)).Get("/services/{id}", s.getService)
			r.With(scope(store.ScopeCatalogRead)).Get("/knowledge", s.listKnowledge)
			post(store.ScopeCatalogWrite).Post("/knowledge", s.createKnowledge)
			r.With(scope(store.ScopeCatalogRead)).Get("/knowledge/{id}", s.getKnowledge)
			r.With(scope(store.ScopeCatalogWrite)).Patch("/knowledge/{id}", s.patchKnowledge)
			r.With(scope(store.ScopeCatalogWrite)).Delete("/knowledge/{id}", s.deleteKnowledge)

			r.With(scope(store.ScopeBookingsRead)).Get("/bookings", s.getAvailability)
			post(store.ScopeBookingsWrite).Post("/bookings", s.createBooking)
			r.With(scope(store.ScopeBookingsRead)).Get("/bookings/{id}", s.getBooking)
			post(store.ScopeBookingsWrite).Post("/bookings/{id}/cancel", s.cancelBooking)

			r.With(scope(store.ScopeLeadsRead)).Get("/leads", s.listLeads)
			r.With(scope(store.ScopeLeadsRead)).Get("/leads/{id}", s.getLead)
			r.With(scope(store.ScopeLeadsWrite)).Patch("/leads/{id}", s.patchLead)

			r.With(scope(store.ScopeConversationsRead)).Get("/conversations", s.listConversations)
			r.With(scope(store.ScopeConversationsRead)).Get("/conversations/{id}", s.getConversation)
			r.With(scope(store.ScopeConversationsRead)).Get("/conversations/{id}/messages", s.listMessages)
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/messages", s.postStaffMessage)
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/assign", s.conversationAction(store.ActAssign))
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/release", s.conversationAction(store.ActRelease))
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/close", s.conversationAction(store.ActClose))
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/read", s.conversationAction(store.ActRead))
			post(store.ScopeConversationsWrite).Post("/conversations/{id}/handoff", s.conversationAction(store.ActRequestHandoff))
			r.Get("/presence", s.getPresence)

			post(store.ScopeWebhooksWrite).Post("/webhooks", s.createWebhook)
			r.With(scope(store.ScopeWebhooksRead)).Get("/webhooks", s.listWebhooks)
			r.With(scope(store.ScopeWebhooksRead)).Get("/webhooks/{id}", s.getWebhook)
			r.With(scope(store.ScopeWebhooksWrite)).Patch("/webhooks/{id}", s.patchWebhook)
			r.With(scope(store.ScopeWebhooksWrite)).Delete("/webhooks/{id}", s.deleteWebhook)
			post(store.ScopeWebhooksWrite).Post("/webhooks/{id}/test", s.testWebhook)
			r.With(scope(store.ScopeWebhooksRead)).Get("/webhooks/{id}/deliveries", s.listDeliveries)
			post(store.ScopeWebhooksWrite).Post("/webhooks/{id}/deliveries/{did}/retry", s.retryDelivery)
			r.With(scope(store.ScopeWebhooksRead)).Get("/events", s.listEvents)

			r.With(scope(store.ScopeAnalyticsRead)).Get("/analytics", s.getAnalytics)

			s.selfServiceRoutes(r, scope, post)
		})
	})
	if s.cfg.Web != nil {
		// The pages answer GET (and HEAD); another method on a page's path
		// is theirs to refuse too (methodNotAllowed hands it over).
		r.Method(http.MethodGet, "/*", s.jsonErrors(s.cfg.Web))
	}
	return r
}

// notFound is the contract's 404 for a path no route serves.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, errorf(http.StatusNotFound, "not_found", "no such route: "+r.Method+" "+r.URL.Path))
}

// routeMethods are the methods a 405's Allow header may list.
var routeMethods = []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodOptions}

// methodNotAllowed is the contract's 405, with the Allow header listing the
// methods the path's route serves.
func (s *Server) methodNotAllowed(w http.ResponseWriter, r *http.Request, mux *chi.Mux) {
	if s.cfg.Web != nil && mux.Find(chi.NewRouteContext(), http.MethodGet, r.URL.Path) == "/*" {
		// Only the pages' catch-all matched: the pages know their own paths
		// (405 with Allow for a page, 404 for anything else).
		s.jsonErrors(s.cfg.Web).ServeHTTP(w, r)
		return
	}
	var allow []string
	for _, m := range routeMethods {
		find := m
		if m == http.MethodHead {
			find = http.MethodGet // GetHead serves HEAD wherever GET is served
		}
		if mux.Find(chi.NewRouteContext(), find, r.URL.Path) != "" {
			allow = append(allow, m)
		}
	}
	w.Header().Set("Allow", strings.Join(allow, ", "))
	s.writeError(w, r, errorf(http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" is not allowed on "+r.URL.Path))
}

// jsonErrors turns the text 404 and 405 of the pages' handler into the
// contract's JSON error (keeping the Allow header), unless the client asks
// for HTML, as a browser does.
func (s *Server) jsonErrors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.Header.Get("Accept"), "text/html") {
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(&errorRewriter{ResponseWriter: w, s: s, r: r}, r)
	})
}

// errorRewriter replaces a 404 or 405 and its text body with the JSON error.
type errorRewriter struct {
	http.ResponseWriter
	s         *Server
	r         *http.Request
	rewritten bool
}

func (e *errorRewriter) WriteHeader(code int) {
	if code != http.StatusNotFound && code != http.StatusMethodNotAllowed {
		e.ResponseWriter.WriteHeader(code)
		return
	}
	e.rewritten = true
	e.Header().Del("X-Content-Type-Options")
	if code == http.StatusNotFound {
		e.s.notFound(e.ResponseWriter, e.r)
		return
	}
	e.s.writeError(e.ResponseWriter, e.r, errorf(http.StatusMethodNotAllowed, "method_not_allowed", e.r.Method+" is not allowed on "+e.r.URL.Path))
}

func (e *errorRewriter) Write(b []byte) (int, error) {
	if e.rewritten {
		return len(b), nil
	}
	return e.ResponseWriter.Write(b)
}

// checkPath refuses, before routing, a path holding NUL characters or
// invalid UTF-8 (an id like bk_%00): no store could hold it, and Postgres
// answers such text with an error. The field is the route parameter that
// holds it (id, did), else "path".
func (s *Server) checkPath(mux *chi.Mux) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if store.ValidText(r.URL.Path) {
				next.ServeHTTP(w, r)
				return
			}
			field := "path"
			rctx := chi.NewRouteContext()
			if mux.Find(rctx, r.Method, r.URL.Path) != "" {
				for i, k := range rctx.URLParams.Keys {
					if k != "*" && !store.ValidText(rctx.URLParams.Values[i]) {
						field = k
						break
					}
				}
			}
			s.writeError(w, r, store.TextError(field))
		})
	}
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyTimeout bounds /readyz: a probe must answer quickly even when a
// backend hangs (that backend is then reported unavailable).
const readyTimeout = 300 * time.Millisecond

// readyz answers 200 when every backing store answers, else 503 naming the
// failing ones (never their error text). The checks run in parallel under
// one short deadline.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	checks := map[string]func(context.Context) error{"store": s.store.Ping}
	for name, f := range s.cfg.ReadyChecks {
		checks[name] = f
	}
	type result struct {
		name string
		err  error
	}
	results := make(chan result, len(checks))
	for name, f := range checks {
		go func() { results <- result{name, f(ctx)} }()
	}
	out := map[string]string{}
	ok := true
	for range checks {
		var res result
		select {
		case res = <-results:
		case <-ctx.Done():
			// A check that ignores its context: report what has not answered.
			for name := range checks {
				if _, done := out[name]; !done {
					out[name] = "unavailable"
				}
			}
			ok = false
			s.logger(r).Warn("readiness checks timed out")
			writeReady(w, out, ok)
			return
		}
		if res.err != nil {
			ok = false
			out[res.name] = "unavailable"
			s.logger(r).Warn("readiness check failed", "check", res.name, "err", res.err)
			continue
		}
		out[res.name] = "ok"
	}
	writeReady(w, out, ok)
}

func writeReady(w http.ResponseWriter, checks map[string]string, ok bool) {
	status, code := "ok", http.StatusOK
	if !ok {
		status, code = "unavailable", http.StatusServiceUnavailable
	}
	writeJSON(w, code, map[string]any{"status": status, "checks": checks})
}
