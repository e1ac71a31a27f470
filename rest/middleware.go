package rest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"regexp"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5/middleware"
)

type ctxKey int

const (
	ctxRequestID ctxKey = iota
	ctxPrincipal
)

var clientRequestIDRE = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(ctxRequestID).(string)
	return id
}

func newRequestID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return "req_" + hex.EncodeToString(b[:])
}

// withRequestID gives every request our own id (in X-Request-Id and error
// bodies). A client's own well-formed X-Request-Id is only logged.
func (s *Server) withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := newRequestID()
		w.Header().Set("X-Request-Id", id)
		ctx := context.WithValue(r.Context(), ctxRequestID, id)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// logRequests writes one line per request. It never logs headers or bodies,
// so keys and tokens stay out of the logs.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		next.ServeHTTP(ww, r)
		attrs := []any{
			"request_id", requestID(r.Context()), "method", r.Method, "path", r.URL.Path,
			"status", ww.Status(), "bytes", ww.BytesWritten(), "duration_ms", time.Since(start).Milliseconds(),
			"remote", r.RemoteAddr,
		}
		if c := r.Header.Get("X-Request-Id"); c != "" && clientRequestIDRE.MatchString(c) {
			attrs = append(attrs, "client_request_id", c)
		}
		if p := principalFrom(r.Context()); p != nil {
			attrs = append(attrs, "business_id", p.Business.ID, "credential", p.CredentialID)
		}
		s.log.Info("request", attrs...)
	})
}

// recoverer turns a panic into the contract's 500, logged with its stack.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.Error("panic", "request_id", requestID(r.Context()), "panic", v, "stack", string(debug.Stack()))
				s.writeError(w, r, errInternal)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// rateLimit counts the request against the caller's budget and sets the
// contract's headers on every answer. A limiter error lets the request
// through: availability of the API beats exactness of the budget.
func (s *Server) rateLimit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := principalFrom(r.Context())
		if p == nil || s.limiter == nil {
			next.ServeHTTP(w, r)
			return
		}
		key := p.LimitKey
		if key == "" {
			key = "ip:" + clientIP(r)
		}
		res, err := s.limiter.Allow(r.Context(), key, s.cfg.RateLimit, time.Minute)
		if err != nil {
			s.logger(r).Warn("rate limiter failed; request let through", "err", err)
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		reset := int64(time.Until(res.Reset).Seconds() + 0.999)
		if reset < 0 {
			reset = 0
		}
		h.Set("X-RateLimit-Limit", strconv.Itoa(res.Limit))
		h.Set("X-RateLimit-Remaining", strconv.Itoa(res.Remaining))
		h.Set("X-RateLimit-Reset", strconv.FormatInt(res.Reset.Unix(), 10))
		h.Set("RateLimit-Policy", strconv.Itoa(res.Limit)+";w=60")
		h.Set("RateLimit", "limit="+strconv.Itoa(res.Limit)+", remaining="+strconv.Itoa(res.Remaining)+", reset="+strconv.FormatInt(reset, 10))
		if !res.Allowed {
			retry := int64(res.RetryAfter.Seconds() + 0.999)
			if retry < 1 {
				retry = 1
			}
			h.Set("Retry-After", strconv.FormatInt(retry, 10))
			s.writeError(w, r, errorf(http.StatusTooManyRequests, "rate_limited", "rate limit exceeded; retry after "+strconv.FormatInt(retry, 10)+" s"))
			return
		}
		next.ServeHTTP(w, r)
	})
}
