package store

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/url"
	"slices"
	"strings"
	"time"
)

// Business is a tenant: a tour operator or activity provider.
type Business struct {
	ID       string `json:"id"`
	Object   string `json:"object"` // always "business"
	Name     string `json:"name"`
	Timezone string `json:"timezone"` // IANA name, e.g. Europe/Lisbon
	Currency string `json:"currency"` // ISO 4217
	// Country (ISO 3166-1 alpha-2) is the default region for phone numbers.
	Country         string   `json:"country"`
	DefaultLanguage string   `json:"default_language"`
	Languages       []string `json:"languages"`
	Origins         []string `json:"origins"` // allow-list, patterns like http://localhost:*
	// BusinessFacts answer visitors' questions (payment, cancellation, ...).
	BusinessFacts
	CreatedAt time.Time `json:"created_at"`
}

// Location returns the business's time zone, UTC when the name is unknown.
func (b *Business) Location() *time.Location {
	loc, err := time.LoadLocation(b.Timezone)
	if err != nil {
		return time.UTC
	}
	return loc
}

// AllowsOrigin reports whether origin (scheme://host[:port]) matches the
// business's allow-list. A pattern's port may be "*"; an empty origin never
// matches.
func (b *Business) AllowsOrigin(origin string) bool {
	if origin == "" {
		return false
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || (u.Path != "" && u.Path != "/") {
		return false
	}
	for _, p := range b.Origins {
		if originMatches(strings.TrimRight(p, "/"), u) {
			return true
		}
	}
	return false
}

func originMatches(pattern string, u *url.URL) bool {
	scheme, rest, ok := strings.Cut(pattern, "://")
	if !ok || !strings.EqualFold(scheme, u.Scheme) {
		return false
	}
	host, port, hasPort := strings.Cut(rest, ":")
	if !strings.EqualFold(host, u.Hostname()) {
		return false
	}
	switch {
	case !hasPort:
		return u.Port() == ""
	case port == "*":
		return true
	default:
		return port == u.Port()
	}
}

// Key kinds.
const (
	KeySecret      = "secret"
	KeyPublishable = "publishable"
)

// Scopes a key may carry; ScopeAll grants every one.
const (
	ScopeAll                = "*"
	ScopeChatWrite          = "chat:write"
	ScopeBookingsRead       = "bookings:read"
	ScopeBookingsWrite      = "bookings:write"
	ScopeLeadsRead          = "leads:read"
	ScopeLeadsWrite         = "leads:write"
	ScopeWebhooksRead       = "webhooks:read"
	ScopeWebhooksWrite      = "webhooks:write"
	ScopeAnalyticsRead      = "analytics:read"
	ScopeCatalogRead        = "catalog:read"
	ScopeCatalogWrite       = "catalog:write"
	ScopeConversationsRead  = "conversations:read"
	ScopeConversationsWrite = "conversations:write"
	ScopeRealtimeStaff      = "realtime:staff"
	ScopeTokensWrite        = "tokens:write"
)

// AllScopes lists every named scope (not "*").
var AllScopes = []string{
	ScopeChatWrite, ScopeBookingsRead, ScopeBookingsWrite, ScopeLeadsRead, ScopeLeadsWrite,
	ScopeWebhooksRead, ScopeWebhooksWrite, ScopeAnalyticsRead, ScopeCatalogRead, ScopeCatalogWrite,
	ScopeConversationsRead, ScopeConversationsWrite, ScopeRealtimeStaff, ScopeTokensWrite,
}

// APIKey is a stored key: only its SHA-256 hash and a display prefix are kept.
type APIKey struct {
	ID         string     `json:"id"`
	BusinessID string     `json:"business_id"`
	Name       string     `json:"name"`
	Kind       string     `json:"kind"`   // KeySecret or KeyPublishable
	Prefix     string     `json:"prefix"` // first characters, for display
	Hash       []byte     `json:"-"`
	Scopes     []string   `json:"scopes"`
	CreatedAt  time.Time  `json:"created_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
	// LastUsedAt is when the key last authenticated a request, to the
	// minute (store.KeyTouchInterval).
	LastUsedAt *time.Time `json:"last_used_at"`
}

// HasScope reports whether the key grants scope.
func (k *APIKey) HasScope(scope string) bool {
	return slices.Contains(k.Scopes, ScopeAll) || slices.Contains(k.Scopes, scope)
}

// Revoked reports whether the key has been revoked.
func (k *APIKey) Revoked() bool { return k.RevokedAt != nil }

// HashKey returns the SHA-256 of a key's full text, the only form stored.
func HashKey(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// KeyMatches compares a presented key with a stored hash in constant time.
func KeyMatches(secret string, hash []byte) bool {
	return subtle.ConstantTimeCompare(HashKey(secret), hash) == 1
}

// ValidScope reports whether s is a known scope or "*".
func ValidScope(s string) bool {
	return s == ScopeAll || slices.Contains(AllScopes, s) || slices.Contains(StaffScopes, s)
}
