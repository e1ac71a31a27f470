package rest

import (
	"context"
	"errors"
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/tourchat/tourchat/store"
)

// Credential kinds a Principal can come from.
const (
	credSecretKey    = "secret_key"
	credSessionToken = "session_token"
	credStaffToken   = "staff_token"
	credPublishable  = "publishable_key"
)

// Principal is who is calling: a business and what the credential allows.
type Principal struct {
	Business *store.Business
	// Kind is credSecretKey, credSessionToken or credStaffToken.
	Kind string
	// CredentialID names the credential in logs: a key id or a token id,
	// never the secret itself.
	CredentialID string
	// KeyID is the secret key behind the credential (staff tokens carry the
	// key that minted them).
	KeyID string
	// Scopes are the key's scopes; a session token has only chat:write.
	Scopes []string
	// SessionID is set for session tokens: the one conversation they may use.
	SessionID string
	// LimitKey is the rate-limit budget the request counts against.
	LimitKey string
	// Token is the verified token's claims, for token credentials.
	Token *tokenClaims
	// User and StaffSession are set for a signed-in staff member (cookie,
	// or a staff token minted from the cookie session).
	User         *store.User
	StaffSession *store.StaffSession
}

// Has reports whether the principal holds scope.
func (p *Principal) Has(scope string) bool {
	return slices.Contains(p.Scopes, store.ScopeAll) || slices.Contains(p.Scopes, scope)
}

func principalFrom(ctx context.Context) *Principal {
	p, _ := ctx.Value(ctxPrincipal).(*Principal)
	return p
}

func withPrincipal(ctx context.Context, p *Principal) context.Context {
	return context.WithValue(ctx, ctxPrincipal, p)
}

// bearer extracts the credential of an "Authorization: Bearer X" header.
func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	scheme, cred, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	cred = strings.TrimSpace(cred)
	return cred, cred != ""
}

// authenticate resolves a credential (secret key or JWT) to a Principal.
// Publishable keys are refused here: only POST /v1/widget/session takes them.
func (s *Server) authenticate(ctx context.Context, cred string) (*Principal, error) {
	if kind, ok := store.KeyKindOf(cred, 24); ok {
		if kind == store.KeyPublishable {
			return nil, errForbidden("publishable keys are accepted only by POST /v1/widget/session")
		}
		key, err := s.lookupKey(ctx, cred)
		if err != nil {
			return nil, err
		}
		biz, err := s.business(ctx, key.BusinessID)
		if err != nil {
			return nil, err
		}
		return &Principal{
			Business: biz, Kind: credSecretKey, CredentialID: key.ID, KeyID: key.ID,
			Scopes: key.Scopes, LimitKey: "key:" + key.ID,
		}, nil
	}
	if strings.Count(cred, ".") == 2 {
		claims, err := s.tokens.verify(cred)
		if err != nil {
			return nil, errUnauthorized
		}
		biz, err := s.business(ctx, claims.BusinessID)
		if err != nil {
			return nil, err
		}
		p := &Principal{Business: biz, CredentialID: claims.ID, Token: claims}
		switch claims.Kind {
		case tokenSession:
			p.Kind, p.SessionID, p.Scopes = credSessionToken, claims.Subject, []string{store.ScopeChatWrite}
		case tokenStaff:
			if claims.StaffSessionID != "" {
				// Minted from a dashboard sign-in: it dies with that session
				// and carries the user's current role.
				sess, err := s.staffSessionActive(ctx, biz.ID, claims.StaffSessionID)
				if err != nil {
					return nil, err
				}
				sp, err := s.sessionPrincipal(ctx, sess)
				if err != nil {
					return nil, err
				}
				sp.Kind, sp.CredentialID, sp.Token = credStaffToken, claims.ID, claims
				return sp, nil
			}
			p.Kind, p.KeyID, p.Scopes, p.LimitKey = credStaffToken, claims.KeyID, claims.Scopes, "key:"+claims.KeyID
			// A staff token dies with the key that minted it.
			if _, err := s.keyByID(ctx, biz.ID, claims.KeyID); err != nil {
				return nil, err
			}
		default:
			return nil, errUnauthorized
		}
		return p, nil
	}
	return nil, errUnauthorized
}

// lookupKey finds an active key by its text; unknown or revoked answers 401.
func (s *Server) lookupKey(ctx context.Context, cred string) (*store.APIKey, error) {
	key, err := s.store.KeyByHash(ctx, store.HashKey(cred))
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	if err != nil {
		return nil, err
	}
	if key.Revoked() || !store.KeyMatches(cred, key.Hash) {
		return nil, errUnauthorized
	}
	// Keys are never cached: every request reads the key, so a revocation
	// applies at once on every instance. Last use is written at most once
	// a minute per key.
	if now := s.now(); key.LastUsedAt == nil || now.Sub(*key.LastUsedAt) >= store.KeyTouchInterval {
		if err := s.store.TouchKey(ctx, key.ID, now); err != nil {
			s.log.Warn("recording key use failed", "key_id", key.ID, "err", err)
		}
	}
	return key, nil
}

// keyByID checks that a key still exists and is active (for staff tokens).
func (s *Server) keyByID(ctx context.Context, businessID, id string) (*store.APIKey, error) {
	key, err := s.store.Key(ctx, businessID, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	if err != nil {
		return nil, err
	}
	if key.Revoked() {
		return nil, errUnauthorized
	}
	return key, nil
}

func (s *Server) business(ctx context.Context, id string) (*store.Business, error) {
	b, err := s.store.Business(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errUnauthorized
	}
	return b, err
}

// requireAuth authenticates the Authorization header for every /v1 route
// except the public ones.
func (s *Server) requireAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var p *Principal
		var err error
		if cred, ok := bearer(r); ok {
			p, err = s.authenticate(r.Context(), cred)
		} else if c, cerr := r.Cookie(sessionCookie); cerr == nil && r.Header.Get("Authorization") == "" {
			p, err = s.authenticateCookie(r, c.Value)
		} else {
			err = errUnauthorized
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		allowCORS(w, r, p)
		next.ServeHTTP(w, r.WithContext(withPrincipal(r.Context(), p)))
	})
}

// requireScope answers 403 unless the principal holds scope.
func requireScope(s *Server, scope string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if p := principalFrom(r.Context()); p == nil || !p.Has(scope) {
				s.writeError(w, r, errForbidden("this credential lacks the "+scope+" scope"))
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
