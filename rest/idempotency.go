package rest

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"

	"github.com/tourchat/tourchat/store"
)

// recorder captures an answer so it can be stored for replay.
type recorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	r.body.Write(b)
	return r.ResponseWriter.Write(b)
}

// idemClaim is the Idempotency-Key reservation a request holds.
type idemClaim struct {
	key, token string
	stored     bool // the handler's change stored the answer in its transaction
}

type idemClaimKey struct{}

// idempotentAnswer returns what a store change needs to complete the
// request's reservation in its own transaction (nil without a key), and
// marks the answer as stored by the change. render must give the exact
// answer the handler then writes.
func idempotentAnswer(r *http.Request, render func(b *store.Booking) (int, []byte, error)) (*store.IdempotentAnswer, func()) {
	c, _ := r.Context().Value(idemClaimKey{}).(*idemClaim)
	if c == nil {
		return nil, func() {}
	}
	return &store.IdempotentAnswer{Key: c.key, Token: c.token, Render: render}, func() { c.stored = true }
}

// newToken returns a random token naming one request's reservation.
func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// idempotent implements Idempotency-Key for POSTs: the first complete answer
// per (business, key) is stored 24 h and replayed with Idempotent-Replayed;
// the same key with another request answers 422, one still running 409.
// Server errors and rate limits are not stored, so a retry runs again.
func (s *Server) idempotent(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" {
			next.ServeHTTP(w, r)
			return
		}
		if n := runeLen(key); n > 255 || !store.ValidText(key) {
			s.writeError(w, r, paramError("Idempotency-Key", "Idempotency-Key must be 1..255 characters"))
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBody))
		if err != nil {
			s.writeError(w, r, errorf(http.StatusRequestEntityTooLarge, "request_too_large", "request bodies are limited to 64 KiB"))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		h := sha256.New()
		h.Write([]byte(r.Method + " " + r.URL.Path + "?" + r.URL.RawQuery + "\n"))
		h.Write(body)
		hash := hex.EncodeToString(h.Sum(nil))
		biz := principalFrom(r.Context()).Business.ID
		claim := &idemClaim{key: key, token: newToken()}
		rec, err := s.store.BeginIdempotent(r.Context(), biz, key, hash, claim.token)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if rec != nil {
			w.Header().Set("Idempotent-Replayed", "true")
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.WriteHeader(rec.Status)
			_, _ = w.Write(rec.Body)
			return
		}
		rw := &recorder{ResponseWriter: w}
		completed := false
		defer func() {
			if !completed {
				// A panic or a server error: free the key so a retry runs.
				if err := s.store.AbandonIdempotent(context.WithoutCancel(r.Context()), biz, key, claim.token); err != nil {
					s.logger(r).Warn("idempotency: abandon failed", "err", err)
				}
			}
		}()
		next.ServeHTTP(rw, r.WithContext(context.WithValue(r.Context(), idemClaimKey{}, claim)))
		if claim.stored {
			// The change stored its answer in its own transaction.
			completed = true
			return
		}
		if rw.status >= 500 || rw.status == http.StatusTooManyRequests || rw.status == 0 {
			return
		}
		if err := s.store.CompleteIdempotent(context.WithoutCancel(r.Context()), biz, key, claim.token, rw.status, rw.body.Bytes()); err != nil {
			s.logger(r).Warn("idempotency: storing the answer failed", "err", err, "status", strconv.Itoa(rw.status))
			return
		}
		completed = true
	})
}
