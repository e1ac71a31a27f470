package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Staff id prefixes.
const (
	PrefixUser         = "usr_"
	PrefixStaffSession = "sess_"
)

// Staff roles: owner everything; admin everything but users; agent
// conversations, bookings, leads and reading the catalog and knowledge.
const (
	RoleOwner = "owner"
	RoleAdmin = "admin"
	RoleAgent = "agent"
)

// Scopes of the second wave.
const (
	ScopeKeysRead   = "keys:read"
	ScopeKeysWrite  = "keys:write"
	ScopeUsersWrite = "users:write"
)

// StaffScopes are the scopes over keys and users, beside AllScopes.
var StaffScopes = []string{ScopeKeysRead, ScopeKeysWrite, ScopeUsersWrite}

// Roles lists the staff roles, strongest first.
var Roles = []string{RoleOwner, RoleAdmin, RoleAgent}

// MinPasswordLength is the shortest password accepted, in characters.
const MinPasswordLength = 10

// StaffSessionLifetime is how long a dashboard sign-in lasts.
const StaffSessionLifetime = 12 * time.Hour

// RoleScopes maps a role to the scopes a signed-in staff member holds. Keys
// keep their own scopes; this is only for people.
func RoleScopes(role string) []string {
	switch role {
	case RoleOwner:
		return []string{ScopeAll}
	case RoleAdmin:
		out := slices.Clone(AllScopes)
		return append(out, ScopeKeysRead, ScopeKeysWrite)
	case RoleAgent:
		return []string{
			ScopeChatWrite, ScopeConversationsRead, ScopeConversationsWrite,
			ScopeBookingsRead, ScopeBookingsWrite, ScopeLeadsRead, ScopeLeadsWrite,
			ScopeCatalogRead, ScopeRealtimeStaff, ScopeTokensWrite,
		}
	}
	return nil
}

// ScopesWithin reports whether every requested scope is granted by held: a
// credential never hands out more than it has ("*" only from "*").
func ScopesWithin(held, requested []string) bool {
	if slices.Contains(held, ScopeAll) {
		return true
	}
	for _, s := range requested {
		if s == ScopeAll || !slices.Contains(held, s) {
			return false
		}
	}
	return true
}

// User is a staff member of a business who signs in to the dashboard.
// PasswordHash is a bcrypt or argon2id hash; it never leaves the store layer
// in an answer or a log.
type User struct {
	ID           string     `json:"id"`
	Object       string     `json:"object"` // "user"
	BusinessID   string     `json:"business_id"`
	Email        string     `json:"email"`
	Name         string     `json:"name"`
	Role         string     `json:"role"`
	PasswordHash string     `json:"-"`
	CreatedAt    time.Time  `json:"created_at"`
	LastLoginAt  *time.Time `json:"last_login_at"`
}

// NormalizeEmail lower-cases and trims an address; sign-in compares these.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// ValidateEmail checks a plain address (no display name).
func ValidateEmail(field, s string) error {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || len(s) > 254 {
		return Param(field, "must be a valid email address")
	}
	return nil
}

// ValidateRole checks a role name.
func ValidateRole(role string) error {
	if !slices.Contains(Roles, role) {
		return Param("role", "must be owner, admin or agent")
	}
	return nil
}

// ValidatePassword checks the length rule (characters, not bytes).
func ValidatePassword(pw string) error {
	if n := utf8.RuneCountInString(pw); n < MinPasswordLength || n > 256 {
		return Param("password", "must be %d to 256 characters", MinPasswordLength)
	}
	return nil
}

// Validate checks a user before it is stored; Email must be normalised.
func (u *User) Validate() error {
	if err := ValidateEmail("email", u.Email); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(strings.TrimSpace(u.Name)); n == 0 || n > 200 {
		return Param("name", "must be 1 to 200 characters")
	}
	if err := ValidateRole(u.Role); err != nil {
		return err
	}
	if u.PasswordHash == "" {
		return Param("password", "required")
	}
	return nil
}

// UserPatch changes a user; nil fields stay.
type UserPatch struct {
	Name         *string
	Role         *string
	PasswordHash *string
}

// Validate checks the fields a patch sets.
func (p *UserPatch) Validate() error {
	if p.Name != nil {
		if n := utf8.RuneCountInString(strings.TrimSpace(*p.Name)); n == 0 || n > 200 {
			return Param("name", "must be 1 to 200 characters")
		}
	}
	if p.Role != nil {
		return ValidateRole(*p.Role)
	}
	return nil
}

// Apply changes u, one of the users of a business that has owners owners,
// by the patch; ErrInvalidState (u untouched) when it would take the owner
// role from the last owner (KeepsAnOwner).
func (p *UserPatch) Apply(u *User, owners int) error {
	losing := p.Role != nil && u.Role == RoleOwner && *p.Role != RoleOwner
	if err := KeepsAnOwner(owners, losing); err != nil {
		return fmt.Errorf("user %s: the business keeps at least one owner: %w", u.ID, err)
	}
	if p.Name != nil {
		u.Name = *p.Name
	}
	if p.Role != nil {
		u.Role = *p.Role
	}
	if p.PasswordHash != nil {
		u.PasswordHash = *p.PasswordHash
	}
	return nil
}

// KeepsAnOwner is the rule every backend checks inside its transaction
// before demoting or removing a user: a business never loses its last owner.
// owners is the number of owners now; losing reports whether the change
// takes the owner role away from one of them.
func KeepsAnOwner(owners int, losing bool) error {
	if losing && owners <= 1 {
		return ErrInvalidState
	}
	return nil
}

// StaffSession is a dashboard sign-in: the cookie carries a random token whose
// SHA-256 is stored; CSRF is the token unsafe cookie requests must echo.
type StaffSession struct {
	ID         string     `json:"id"`
	BusinessID string     `json:"business_id"`
	UserID     string     `json:"user_id"`
	TokenHash  []byte     `json:"-"`
	CSRF       string     `json:"-"`
	CreatedAt  time.Time  `json:"created_at"`
	ExpiresAt  time.Time  `json:"expires_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

// Active reports whether the session may still be used at now.
func (s *StaffSession) Active(now time.Time) bool {
	return s.RevokedAt == nil && now.Before(s.ExpiresAt)
}

// NewStaffSession builds a session for a user and returns the cookie token,
// which is never stored.
func NewStaffSession(u *User, now time.Time) (*StaffSession, string) {
	token := randomToken()
	return &StaffSession{
		ID: NewIDAt(PrefixStaffSession, now), BusinessID: u.BusinessID, UserID: u.ID,
		TokenHash: HashKey(token), CSRF: randomToken(),
		CreatedAt: now, ExpiresAt: now.Add(StaffSessionLifetime),
	}, token
}

// NewOneTimePassword returns a random password of 20 characters that meets
// the length rule, shown once to whoever creates a user.
func NewOneTimePassword() string { return randomToken()[:20] }

func randomToken() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// HashToken returns the stored form of a session token.
func HashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// Staff stores staff users and their dashboard sessions.
type Staff interface {
	// CreateUser stores a user; ErrConflict when the email is taken (emails
	// are unique across businesses, since sign-in names no business).
	CreateUser(ctx context.Context, u *User) error
	User(ctx context.Context, businessID, id string) (*User, error)
	// UserByEmail finds a user by normalised email, any business.
	UserByEmail(ctx context.Context, email string) (*User, error)
	// ListUsers lists a business's users, oldest first.
	ListUsers(ctx context.Context, businessID string) ([]User, error)
	// UpdateUser applies a patch; demoting the last owner is ErrInvalidState.
	UpdateUser(ctx context.Context, businessID, id string, p UserPatch) (*User, error)
	// DeleteUser removes a user and revokes their sessions; removing the last
	// owner is ErrInvalidState.
	DeleteUser(ctx context.Context, businessID, id string) error
	// RecordLogin sets LastLoginAt and stores the new session in one step.
	RecordLogin(ctx context.Context, sess *StaffSession) error
	// SessionByToken finds a session, revoked or expired ones included, by
	// the hash of its cookie token.
	SessionByToken(ctx context.Context, tokenHash []byte) (*StaffSession, error)
	StaffSession(ctx context.Context, businessID, id string) (*StaffSession, error)
	// RevokeStaffSession ends a session; ending it again keeps the first time.
	RevokeStaffSession(ctx context.Context, businessID, id string) error
	// TouchKey records that a key was used at at, writing only when the
	// stored time is older than a minute (so a busy key is not a hot row).
	TouchKey(ctx context.Context, id string, at time.Time) error
}

// KeyTouchInterval is how stale a key's LastUsedAt may get before TouchKey writes.
const KeyTouchInterval = time.Minute

// ValidateNewKey checks a key asked for through the API: a name, a kind,
// known scopes (publishable keys take none), and no scope the creator does
// not hold itself. A secret key with no scope is refused: it could do nothing.
func ValidateNewKey(name, kind string, scopes, creator []string) error {
	if n := utf8.RuneCountInString(strings.TrimSpace(name)); n == 0 || n > 100 {
		return Param("name", "must be 1 to 100 characters")
	}
	switch kind {
	case KeySecret:
		if len(scopes) == 0 {
			return Param("scopes", "a secret key needs at least one scope")
		}
	case KeyPublishable:
		if len(scopes) != 0 {
			return Param("scopes", "publishable keys carry no scopes")
		}
	default:
		return Param("kind", "must be secret or publishable")
	}
	for _, sc := range scopes {
		if !ValidScope(sc) {
			return Param("scopes", "unknown scope %q", sc)
		}
	}
	if !ScopesWithin(creator, scopes) {
		return Param("scopes", "a key cannot hold a scope its creator lacks")
	}
	return nil
}
