package rest

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/tourchat/tourchat/store"
)

// Token kinds.
const (
	tokenSession = "session"
	tokenStaff   = "staff"
)

const (
	tokenIssuer   = "tourchat"
	tokenAudience = "tourchat-api"
	// TokenLifetime is how long a minted token lives (the contract's maximum).
	TokenLifetime = 15 * time.Minute
)

// tokenClaims are a TourChat JWT's claims: registered ones plus the business,
// the kind, and for staff tokens the minting key and its scopes.
type tokenClaims struct {
	jwt.RegisteredClaims
	BusinessID string   `json:"biz"`
	Kind       string   `json:"kind"`
	KeyID      string   `json:"key,omitempty"`
	Scopes     []string `json:"scopes,omitempty"`
	// Name is the staff member a staff token speaks for (author of their
	// messages, assignee when they take a conversation).
	Name string `json:"name,omitempty"`
	// StaffSessionID is set on staff tokens minted from a dashboard sign-in.
	StaffSessionID string `json:"ssn,omitempty"`
}

// tokenIssuer signs and verifies HS256 tokens. The first secret signs; every
// secret verifies (by kid), so secrets can be rotated without logging
// everyone out.
type tokenSigner struct {
	secrets map[string][]byte
	current string
	now     func() time.Time
}

func newTokenSigner(secrets [][]byte, now func() time.Time) (*tokenSigner, error) {
	if len(secrets) == 0 {
		return nil, errors.New("no token secret")
	}
	t := &tokenSigner{secrets: map[string][]byte{}, now: now}
	for i, s := range secrets {
		if len(s) < 32 {
			return nil, errors.New("token secrets must be at least 32 bytes")
		}
		sum := sha256.Sum256(s)
		kid := hex.EncodeToString(sum[:4])
		t.secrets[kid] = s
		if i == 0 {
			t.current = kid
		}
	}
	return t, nil
}

func (t *tokenSigner) sign(c tokenClaims) (string, time.Time, error) {
	now := t.now()
	exp := now.Add(TokenLifetime)
	c.Issuer = tokenIssuer
	c.Audience = jwt.ClaimStrings{tokenAudience}
	c.IssuedAt = jwt.NewNumericDate(now)
	c.NotBefore = jwt.NewNumericDate(now.Add(-5 * time.Second))
	c.ExpiresAt = jwt.NewNumericDate(exp)
	c.ID = store.NewID("tok_")
	tok := jwt.NewWithClaims(jwt.SigningMethodHS256, c)
	tok.Header["kid"] = t.current
	s, err := tok.SignedString(t.secrets[t.current])
	return s, exp, err
}

func (t *tokenSigner) verify(raw string) (*tokenClaims, error) {
	var c tokenClaims
	_, err := jwt.ParseWithClaims(raw, &c, func(tok *jwt.Token) (any, error) {
		kid, _ := tok.Header["kid"].(string)
		key, ok := t.secrets[kid]
		if !ok {
			return nil, fmt.Errorf("unknown kid")
		}
		return key, nil
	},
		jwt.WithValidMethods([]string{"HS256"}),
		jwt.WithIssuer(tokenIssuer),
		jwt.WithAudience(tokenAudience),
		jwt.WithExpirationRequired(),
		jwt.WithIssuedAt(),
		jwt.WithTimeFunc(t.now),
	)
	if err != nil {
		return nil, err
	}
	if c.BusinessID == "" || c.Subject == "" || (c.Kind != tokenSession && c.Kind != tokenStaff) {
		return nil, errors.New("incomplete claims")
	}
	return &c, nil
}

type tokenRequest struct {
	Kind      string `json:"kind"`
	SessionID string `json:"session_id"`
	Name      string `json:"name"` // staff tokens: the person's display name
}

type tokenResponse struct {
	Object    string    `json:"object"`
	Token     string    `json:"token"`
	Kind      string    `json:"kind"`
	SessionID string    `json:"session_id,omitempty"`
	ExpiresAt time.Time `json:"expires_at"`
}

// createToken mints a session or staff token (POST /v1/tokens).
func (s *Server) createToken(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	var req tokenRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if p.Kind != credSecretKey && (p.Kind != credUserSession || req.Kind != tokenStaff) {
		s.writeError(w, r, errForbidden("tokens are minted with a secret key (a signed-in staff member may mint a staff token)"))
		return
	}
	c := tokenClaims{BusinessID: p.Business.ID, Kind: req.Kind}
	switch req.Kind {
	case tokenSession:
		if !validSessionID(req.SessionID) {
			s.writeError(w, r, paramError("session_id", "session_id must be 1..128 of [A-Za-z0-9._:-]"))
			return
		}
		if req.Name != "" {
			s.writeError(w, r, paramError("name", "session tokens take no name"))
			return
		}
		c.Subject = req.SessionID
	case tokenStaff:
		name := strings.TrimSpace(req.Name)
		if runeLen(name) > maxStaffName || strings.ContainsAny(name, "\x00\n\r") {
			s.writeError(w, r, paramError("name", "name must be at most 80 characters on one line"))
			return
		}
		c.Name = name
		if req.SessionID != "" {
			s.writeError(w, r, paramError("session_id", "staff tokens take no session_id"))
			return
		}
		if p.Kind == credUserSession {
			c.Subject, c.StaffSessionID, c.Scopes, c.Name = p.User.ID, p.StaffSession.ID, p.Scopes, p.User.Name
			break
		}
		c.Subject, c.KeyID, c.Scopes = p.KeyID, p.KeyID, p.Scopes
	case "":
		s.writeError(w, r, paramError("kind", "kind is required: session or staff"))
		return
	default:
		s.writeError(w, r, paramError("kind", "kind must be session or staff"))
		return
	}
	s.respondToken(w, r, c, http.StatusCreated)
}

func (s *Server) respondToken(w http.ResponseWriter, r *http.Request, c tokenClaims, status int) {
	tok, exp, err := s.tokens.sign(c)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	resp := tokenResponse{Object: "token", Token: tok, Kind: c.Kind, ExpiresAt: exp.UTC()}
	if c.Kind == tokenSession {
		resp.SessionID = c.Subject
	}
	writeJSON(w, status, resp)
}

type widgetSessionRequest struct {
	BusinessID string `json:"business_id"`
	SessionID  string `json:"session_id"`
}

// requirePublishable authenticates a publishable key (tc_pk_...) for POST
// /v1/widget/session, the one endpoint that takes one.
func (s *Server) requirePublishable(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cred, ok := bearer(r)
		kind, wellFormed := store.KeyKindOf(cred, 24)
		if !ok || !wellFormed {
			s.writeError(w, r, errUnauthorized)
			return
		}
		if kind != store.KeyPublishable {
			s.writeError(w, r, errForbidden("this endpoint takes a publishable key (tc_pk_...), never a secret key"))
			return
		}
		key, err := s.lookupKey(r.Context(), cred)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		biz, err := s.business(r.Context(), key.BusinessID)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		p := &Principal{Business: biz, Kind: credPublishable, CredentialID: key.ID, LimitKey: "ip:" + clientIP(r)}
		allowCORS(w, r, p)
		next.ServeHTTP(w, r.WithContext(withPrincipal(r.Context(), p)))
	})
}

// widgetSession exchanges a publishable key, from an allowed Origin, for a
// session token (POST /v1/widget/session).
func (s *Server) widgetSession(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	origin := r.Header.Get("Origin")
	if origin == "" || !biz.AllowsOrigin(origin) {
		s.writeError(w, r, errForbidden("the Origin is missing or not on the business's allow-list"))
		return
	}
	var req widgetSessionRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	switch {
	case req.BusinessID == "":
		s.writeError(w, r, paramError("business_id", "business_id is required"))
		return
	case req.BusinessID != biz.ID:
		s.writeError(w, r, errForbidden("the key does not belong to this business"))
		return
	case req.SessionID == "":
		req.SessionID = store.NewID("sess_")
	case !validSessionID(req.SessionID):
		s.writeError(w, r, paramError("session_id", "session_id must be 1..128 of [A-Za-z0-9._:-]"))
		return
	}
	s.respondToken(w, r, tokenClaims{BusinessID: biz.ID, Kind: tokenSession, RegisteredClaims: jwt.RegisteredClaims{Subject: req.SessionID}}, http.StatusCreated)
}
