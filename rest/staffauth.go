package rest

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
)

// Staff sign-in: POST /v1/auth/login sets an HttpOnly session cookie whose
// token is stored only as a hash; unsafe cookie requests must echo the
// session's CSRF token in X-CSRF-Token.
const (
	credUserSession = "user_session"
	sessionCookie   = "tourchat_session"
	csrfHeader      = "X-CSRF-Token"
)

// Login limits: per account and per client address, over a quarter hour.
const (
	loginWindow     = 15 * time.Minute
	loginPerAccount = 10
	loginPerIP      = 30
	// hashSlots bounds concurrent argon2id computations (19 MiB each).
	hashSlots = 4
)

// dummyHash is checked when the email is unknown, so that a wrong email and
// a wrong password take the same time.
var dummyHash = sync.OnceValue(func() string { return password.Hash("tourchat-dummy-password", password.Default) })

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (q *loginRequest) validate() error {
	if q.Email == "" {
		return paramError("email", "email is required")
	}
	if q.Password == "" {
		return paramError("password", "password is required")
	}
	if len(q.Password) > 1024 {
		return paramError("password", "password is too long")
	}
	return nil
}

type loginResponse struct {
	Object    string      `json:"object"` // "staff_session"
	User      *store.User `json:"user"`
	Business  bizSummary  `json:"business"`
	Scopes    []string    `json:"scopes"`
	CSRFToken string      `json:"csrf_token"`
	CSRFHdr   string      `json:"csrf_header"`
	ExpiresAt time.Time   `json:"expires_at"`
}

type bizSummary struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Timezone string `json:"timezone"`
	Currency string `json:"currency"`
}

func summarize(b *store.Business) bizSummary {
	return bizSummary{ID: b.ID, Name: b.Name, Timezone: b.Timezone, Currency: b.Currency}
}

var errBadLogin = errorf(http.StatusUnauthorized, "unauthorized", "the email or the password is wrong")

// login answers POST /v1/auth/login.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	var req loginRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := req.validate(); err != nil {
		s.writeError(w, r, err)
		return
	}
	email := store.NormalizeEmail(req.Email)
	for _, lim := range []struct {
		key string
		n   int
	}{{"login:ip:" + clientIP(r), loginPerIP}, {"login:acct:" + email, loginPerAccount}} {
		res, err := s.loginLimiter.Allow(r.Context(), lim.key, lim.n, loginWindow)
		if err != nil {
			// Without a working limit, sign-in is refused rather than open to guessing.
			s.writeError(w, r, fmt.Errorf("login limiter: %w: %v", store.ErrUnavailable, err))
			return
		}
		if !res.Allowed {
			retry := int64(res.RetryAfter.Seconds() + 0.999)
			w.Header().Set("Retry-After", strconv.FormatInt(max(retry, 1), 10))
			s.writeError(w, r, errorf(http.StatusTooManyRequests, "rate_limited", "too many sign-in attempts; retry later"))
			return
		}
	}
	user, err := s.store.UserByEmail(r.Context(), email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		s.writeError(w, r, err)
		return
	}
	hash := dummyHash()
	if user != nil {
		hash = user.PasswordHash
	}
	ok, err := s.checkPassword(r.Context(), req.Password, hash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok || user == nil {
		s.logger(r).Info("staff sign-in refused", "ip", clientIP(r))
		s.writeError(w, r, errBadLogin)
		return
	}
	biz, err := s.store.Business(r.Context(), user.BusinessID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	sess, token := store.NewStaffSession(user, s.now())
	if err := s.store.RecordLogin(r.Context(), sess); err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: isHTTPS(r), Expires: sess.ExpiresAt, MaxAge: int(store.StaffSessionLifetime / time.Second),
	})
	s.logger(r).Info("staff signed in", "user_id", user.ID, "session_id", sess.ID)
	now := s.now()
	user.LastLoginAt = &now
	writeJSON(w, http.StatusOK, loginResponse{
		Object: "staff_session", User: user, Business: summarize(biz), Scopes: store.RoleScopes(user.Role),
		CSRFToken: sess.CSRF, CSRFHdr: csrfHeader, ExpiresAt: sess.ExpiresAt,
	})
}

// checkPassword runs argon2id in one of a few slots, so that a burst of
// sign-ins cannot take all memory.
func (s *Server) checkPassword(ctx context.Context, pw, hash string) (bool, error) {
	select {
	case s.hashSem <- struct{}{}:
	case <-ctx.Done():
		return false, ctx.Err()
	}
	defer func() { <-s.hashSem }()
	ok, err := password.Check(pw, hash)
	if errors.Is(err, password.ErrMalformed) {
		return false, nil
	}
	return ok, err
}

func isHTTPS(r *http.Request) bool {
	return r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https"
}

// logout answers POST /v1/auth/logout: the session ends server side and the
// cookie is cleared.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	if p.Kind != credUserSession {
		s.writeError(w, r, errForbidden("only a signed-in staff member can sign out"))
		return
	}
	if err := s.store.RevokeStaffSession(r.Context(), p.Business.ID, p.StaffSession.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r), MaxAge: -1})
	writeJSON(w, http.StatusOK, map[string]any{"object": "staff_session", "signed_out": true})
}

type meResponse struct {
	Object     string      `json:"object"` // "me"
	Credential string      `json:"credential"`
	User       *store.User `json:"user"`
	KeyID      string      `json:"key_id,omitempty"`
	Business   bizSummary  `json:"business"`
	Scopes     []string    `json:"scopes"`
	CSRFToken  string      `json:"csrf_token,omitempty"`
	ExpiresAt  *time.Time  `json:"expires_at,omitempty"`
}

// me answers GET /v1/me: who the credential is and what it may do. For a
// cookie session it repeats the CSRF token, so a reloaded page can go on.
func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	out := meResponse{Object: "me", Credential: p.Kind, User: p.User, KeyID: p.KeyID, Business: summarize(p.Business), Scopes: p.Scopes}
	if p.StaffSession != nil {
		out.CSRFToken = p.StaffSession.CSRF
		exp := p.StaffSession.ExpiresAt
		out.ExpiresAt = &exp
	}
	if out.Scopes == nil {
		out.Scopes = []string{}
	}
	writeJSON(w, http.StatusOK, out)
}

// authenticateCookie resolves the session cookie to a Principal and, for
// unsafe methods, checks the CSRF header.
func (s *Server) authenticateCookie(r *http.Request, token string) (*Principal, error) {
	ctx := r.Context()
	sess, err := s.store.SessionByToken(ctx, store.HashToken(token))
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	if err != nil {
		return nil, err
	}
	if !sess.Active(s.now()) {
		return nil, errUnauthorized
	}
	p, err := s.sessionPrincipal(ctx, sess)
	if err != nil {
		return nil, err
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
	default:
		got := r.Header.Get(csrfHeader)
		if got == "" || subtle.ConstantTimeCompare([]byte(got), []byte(sess.CSRF)) != 1 {
			return nil, errForbidden("cookie requests that change something need the " + csrfHeader + " header from the sign-in answer")
		}
	}
	return p, nil
}

// sessionPrincipal builds the Principal of an active staff session; the
// role is read afresh, so a demotion or removal applies at once.
func (s *Server) sessionPrincipal(ctx context.Context, sess *store.StaffSession) (*Principal, error) {
	user, err := s.store.User(ctx, sess.BusinessID, sess.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	if err != nil {
		return nil, err
	}
	biz, err := s.business(ctx, sess.BusinessID)
	if err != nil {
		return nil, err
	}
	return &Principal{
		Business: biz, Kind: credUserSession, CredentialID: sess.ID, Scopes: store.RoleScopes(user.Role),
		LimitKey: "user:" + user.ID, User: user, StaffSession: sess,
	}, nil
}

// staffSessionActive checks the session behind a staff token minted from a
// cookie session.
func (s *Server) staffSessionActive(ctx context.Context, businessID, id string) (*store.StaffSession, error) {
	sess, err := s.store.StaffSession(ctx, businessID, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	if err != nil {
		return nil, err
	}
	if !sess.Active(s.now()) {
		return nil, errUnauthorized
	}
	return sess, nil
}

type passwordRequest struct {
	CurrentPassword string `json:"current_password"`
	NewPassword     string `json:"new_password"`
}

// changePassword answers POST /v1/auth/password: a signed-in staff member
// replaces their own password (the one-time one first). The current
// password is checked under the account's sign-in limit.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	if p.User == nil {
		s.writeError(w, r, errForbidden("only a signed-in staff member has a password"))
		return
	}
	var req passwordRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.CurrentPassword == "" {
		s.writeError(w, r, paramError("current_password", "current_password is required"))
		return
	}
	if err := store.ValidatePassword(req.NewPassword); err != nil {
		s.writeError(w, r, paramError("new_password", err.(*store.ParamError).Message))
		return
	}
	res, err := s.loginLimiter.Allow(r.Context(), "login:acct:"+p.User.Email, loginPerAccount, loginWindow)
	if err != nil {
		s.writeError(w, r, fmt.Errorf("login limiter: %w: %v", store.ErrUnavailable, err))
		return
	}
	if !res.Allowed {
		s.writeError(w, r, errorf(http.StatusTooManyRequests, "rate_limited", "too many attempts; retry later"))
		return
	}
	ok, err := s.checkPassword(r.Context(), req.CurrentPassword, p.User.PasswordHash)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		s.writeError(w, r, paramError("current_password", "the current password is wrong"))
		return
	}
	h := password.Hash(req.NewPassword, password.Default)
	u, err := s.store.UpdateUser(r.Context(), p.Business.ID, p.User.ID, store.UserPatch{PasswordHash: &h})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.logger(r).Info("staff password changed", "user_id", u.ID)
	writeJSON(w, http.StatusOK, u)
}
