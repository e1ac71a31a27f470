package memory

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tourchat/tourchat/store"
)

var _ store.Staff = (*Store)(nil)

// staffState holds users and dashboard sessions. Expired sessions are swept
// at each sign-in, so the map holds at most the live ones.
type staffState struct {
	users         map[string]*store.User // by id
	userByEmail   map[string]*store.User
	sessions      map[string]*store.StaffSession // by id
	sessionByHash map[string]*store.StaffSession
}

func newStaffState() staffState {
	return staffState{
		users: map[string]*store.User{}, userByEmail: map[string]*store.User{},
		sessions: map[string]*store.StaffSession{}, sessionByHash: map[string]*store.StaffSession{},
	}
}

func cloneUser(u *store.User) *store.User {
	c := *u
	c.LastLoginAt = cloneTime(u.LastLoginAt)
	return &c
}

func cloneSession(s *store.StaffSession) *store.StaffSession {
	c := *s
	c.TokenHash = slices.Clone(s.TokenHash)
	c.RevokedAt = cloneTime(s.RevokedAt)
	return &c
}

// CreateUser stores a user; ErrConflict when the email is taken.
func (s *Store) CreateUser(_ context.Context, u *store.User) error {
	u.Email = store.NormalizeEmail(u.Email)
	if err := u.Validate(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.needBusiness(u.BusinessID); err != nil {
		return err
	}
	now := s.clock()
	if u.ID == "" {
		u.ID = s.newID(store.PrefixUser, now)
	}
	if _, ok := s.staff.users[u.ID]; ok {
		return fmt.Errorf("user %s: %w", u.ID, store.ErrConflict)
	}
	if _, ok := s.staff.userByEmail[u.Email]; ok {
		return fmt.Errorf("user email: %w", store.ErrConflict)
	}
	u.Object = "user"
	if u.CreatedAt.IsZero() {
		u.CreatedAt = now
	}
	c := cloneUser(u)
	s.staff.users[c.ID] = c
	s.staff.userByEmail[c.Email] = c
	return nil
}

// User finds a user of the business.
func (s *Store) User(_ context.Context, businessID, id string) (*store.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.staff.users[id]
	if !ok || u.BusinessID != businessID {
		return nil, notFound("user", id)
	}
	return cloneUser(u), nil
}

// UserByEmail finds a user by normalised email.
func (s *Store) UserByEmail(_ context.Context, email string) (*store.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.staff.userByEmail[store.NormalizeEmail(email)]
	if !ok {
		return nil, fmt.Errorf("user: %w", store.ErrNotFound)
	}
	return cloneUser(u), nil
}

// ListUsers lists a business's users, oldest first.
func (s *Store) ListUsers(_ context.Context, businessID string) ([]store.User, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []store.User{}
	for _, u := range s.staff.users {
		if u.BusinessID == businessID {
			out = append(out, *cloneUser(u))
		}
	}
	slices.SortFunc(out, func(a, b store.User) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

func (s *Store) ownersLocked(businessID string) int {
	n := 0
	for _, u := range s.staff.users {
		if u.BusinessID == businessID && u.Role == store.RoleOwner {
			n++
		}
	}
	return n
}

// UpdateUser applies a patch, keeping at least one owner.
func (s *Store) UpdateUser(_ context.Context, businessID, id string, p store.UserPatch) (*store.User, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.staff.users[id]
	if !ok || u.BusinessID != businessID {
		return nil, notFound("user", id)
	}
	if err := p.Apply(u, s.ownersLocked(businessID)); err != nil {
		return nil, err
	}
	return cloneUser(u), nil
}

// DeleteUser removes a user and revokes their sessions, keeping an owner.
func (s *Store) DeleteUser(_ context.Context, businessID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.staff.users[id]
	if !ok || u.BusinessID != businessID {
		return notFound("user", id)
	}
	if err := store.KeepsAnOwner(s.ownersLocked(businessID), u.Role == store.RoleOwner); err != nil {
		return fmt.Errorf("user %s: the business keeps at least one owner: %w", id, err)
	}
	delete(s.staff.users, id)
	delete(s.staff.userByEmail, u.Email)
	now := s.clock()
	for _, ss := range s.staff.sessions {
		if ss.UserID == id && ss.RevokedAt == nil {
			ss.RevokedAt = ptr(now)
		}
	}
	return nil
}

// RecordLogin stores a new session and sets the user's LastLoginAt; expired
// sessions are swept on the way.
func (s *Store) RecordLogin(_ context.Context, sess *store.StaffSession) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	u, ok := s.staff.users[sess.UserID]
	if !ok || u.BusinessID != sess.BusinessID {
		return notFound("user", sess.UserID)
	}
	now := s.clock()
	for id, old := range s.staff.sessions {
		if !now.Before(old.ExpiresAt) {
			delete(s.staff.sessions, id)
			delete(s.staff.sessionByHash, string(old.TokenHash))
		}
	}
	if _, ok := s.staff.sessionByHash[string(sess.TokenHash)]; ok {
		return fmt.Errorf("session token: %w", store.ErrConflict)
	}
	u.LastLoginAt = ptr(now)
	c := cloneSession(sess)
	s.staff.sessions[c.ID] = c
	s.staff.sessionByHash[string(c.TokenHash)] = c
	return nil
}

// SessionByToken finds a session by its token hash.
func (s *Store) SessionByToken(_ context.Context, tokenHash []byte) (*store.StaffSession, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ss, ok := s.staff.sessionByHash[string(tokenHash)]
	if !ok {
		return nil, fmt.Errorf("session: %w", store.ErrNotFound)
	}
	return cloneSession(ss), nil
}

// StaffSession finds a session of the business by id.
func (s *Store) StaffSession(_ context.Context, businessID, id string) (*store.StaffSession, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ss, ok := s.staff.sessions[id]
	if !ok || ss.BusinessID != businessID {
		return nil, notFound("session", id)
	}
	return cloneSession(ss), nil
}

// RevokeStaffSession ends a session; ending it again keeps the first time.
func (s *Store) RevokeStaffSession(_ context.Context, businessID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	ss, ok := s.staff.sessions[id]
	if !ok || ss.BusinessID != businessID {
		return notFound("session", id)
	}
	if ss.RevokedAt == nil {
		ss.RevokedAt = ptr(s.clock())
	}
	return nil
}

// TouchKey records a key's use, at most once per store.KeyTouchInterval.
func (s *Store) TouchKey(_ context.Context, id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[id]
	if !ok {
		return notFound("key", id)
	}
	if k.LastUsedAt == nil || at.Sub(*k.LastUsedAt) >= store.KeyTouchInterval {
		k.LastUsedAt = ptr(at.UTC())
	}
	return nil
}
