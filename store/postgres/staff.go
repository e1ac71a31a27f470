package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.Staff = (*Store)(nil)

const userColumns = `id, business_id, email, name, role, password_hash, created_at, last_login_at`

func scanUser(row pgx.Row) (*store.User, error) {
	var u store.User
	if err := row.Scan(&u.ID, &u.BusinessID, &u.Email, &u.Name, &u.Role, &u.PasswordHash, &u.CreatedAt, &u.LastLoginAt); err != nil {
		return nil, err
	}
	u.Object = "user"
	u.CreatedAt = u.CreatedAt.UTC()
	u.LastLoginAt = utcPtr(u.LastLoginAt)
	return &u, nil
}

// CreateUser stores a user; ErrConflict when the id or the email is taken.
func (s *Store) CreateUser(ctx context.Context, u *store.User) error {
	u.Email = store.NormalizeEmail(u.Email)
	if err := u.Validate(); err != nil {
		return err
	}
	now := s.clock()
	if u.ID == "" {
		u.ID = store.NewIDAt(store.PrefixUser, now)
	}
	if u.CreatedAt.IsZero() {
		u.CreatedAt = now
	} else {
		u.CreatedAt = pgTime(u.CreatedAt)
	}
	u.Object = "user"
	tag, err := s.pool.Exec(ctx, `
		INSERT INTO users (id, business_id, email, name, role, password_hash, created_at)
		SELECT $1, $2, $3, $4, $5, $6, $7
		WHERE EXISTS (SELECT 1 FROM businesses WHERE id = $2)`,
		u.ID, u.BusinessID, u.Email, u.Name, u.Role, u.PasswordHash, u.CreatedAt)
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("business %s: %w", u.BusinessID, store.ErrNotFound)
	}
	return nil
}

// User finds a user of the business.
func (s *Store) User(ctx context.Context, businessID, id string) (*store.User, error) {
	u, err := scanUser(s.pool.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = $1 AND id = $2`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// UserByEmail finds a user by normalised email.
func (s *Store) UserByEmail(ctx context.Context, email string) (*store.User, error) {
	u, err := scanUser(s.pool.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE email = $1`, store.NormalizeEmail(email)))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// ListUsers lists a business's users, oldest first.
func (s *Store) ListUsers(ctx context.Context, businessID string) ([]store.User, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = $1 ORDER BY id`, businessID)
	if err != nil {
		return nil, translate(err)
	}
	users, err := collect(rows, scanUser)
	if err != nil {
		return nil, translate(err)
	}
	if users == nil {
		users = []store.User{}
	}
	return users, nil
}

// LockOwners locks the business's owner rows and counts them, so two
// concurrent demotions cannot both see a second owner.
func (t txSteps) LockOwners(ctx context.Context, businessID string) (int, error) {
	rows, err := t.tx.Query(ctx, `SELECT id FROM users WHERE business_id = $1 AND role = 'owner' FOR UPDATE`, businessID)
	if err != nil {
		return 0, translate(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	return n, translate(rows.Err())
}

// LockUser reads and locks a user of the business.
func (t txSteps) LockUser(ctx context.Context, businessID, id string) (*store.User, error) {
	u, err := scanUser(t.tx.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = $1 AND id = $2 FOR UPDATE`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// SetUser writes u's name, role and password hash.
func (t txSteps) SetUser(ctx context.Context, u *store.User) error {
	_, err := t.tx.Exec(ctx, `UPDATE users SET name = $3, role = $4, password_hash = $5 WHERE business_id = $1 AND id = $2`,
		u.BusinessID, u.ID, u.Name, u.Role, u.PasswordHash)
	return translate(err)
}

// DeleteUser removes a user and answers the role it had.
func (t txSteps) DeleteUser(ctx context.Context, businessID, id string) (string, error) {
	var role string
	if err := t.tx.QueryRow(ctx, `DELETE FROM users WHERE business_id = $1 AND id = $2 RETURNING role`, businessID, id).Scan(&role); err != nil {
		return "", translate(err)
	}
	return role, nil
}

// RevokeUserSessions ends the user's open sessions.
func (t txSteps) RevokeUserSessions(ctx context.Context, userID string, now time.Time) error {
	_, err := t.tx.Exec(ctx, `UPDATE staff_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, userID, now)
	return translate(err)
}

// UpdateUser applies a patch in one transaction, keeping at least one
// owner (sqlflow.UpdateUser).
func (s *Store) UpdateUser(ctx context.Context, businessID, id string, p store.UserPatch) (*store.User, error) {
	return sqlflow.UpdateUser(ctx, s.flow, businessID, id, p)
}

// DeleteUser removes a user and revokes their sessions, keeping an owner
// (sqlflow.DeleteUser).
func (s *Store) DeleteUser(ctx context.Context, businessID, id string) error {
	return sqlflow.DeleteUser(ctx, s.flow, businessID, id)
}

// RecordLogin stores a new session and sets the user's LastLoginAt in one
// transaction; expired sessions are swept on the way (sqlflow.RecordLogin).
func (s *Store) RecordLogin(ctx context.Context, sess *store.StaffSession) error {
	return sqlflow.RecordLogin(ctx, s.flow, sess)
}

// SetLastLogin sets a user's LastLoginAt.
func (t txSteps) SetLastLogin(ctx context.Context, businessID, userID string, now time.Time) (bool, error) {
	tag, err := t.tx.Exec(ctx, `UPDATE users SET last_login_at = $3 WHERE business_id = $1 AND id = $2`, businessID, userID, now)
	if err != nil {
		return false, translate(err)
	}
	return tag.RowsAffected() > 0, nil
}

// SweepSessions removes the expired sessions.
func (t txSteps) SweepSessions(ctx context.Context, now time.Time) error {
	_, err := t.tx.Exec(ctx, `DELETE FROM staff_sessions WHERE expires_at <= $1`, now)
	return translate(err)
}

// InsertSession writes a new session.
func (t txSteps) InsertSession(ctx context.Context, sess *store.StaffSession) error {
	_, err := t.tx.Exec(ctx, `
		INSERT INTO staff_sessions (id, business_id, user_id, token_hash, csrf, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		sess.ID, sess.BusinessID, sess.UserID, sess.TokenHash, sess.CSRF, sess.CreatedAt, sess.ExpiresAt)
	return translate(err)
}

const sessionColumns = `id, business_id, user_id, token_hash, csrf, created_at, expires_at, revoked_at`

func scanSession(row pgx.Row) (*store.StaffSession, error) {
	var ss store.StaffSession
	if err := row.Scan(&ss.ID, &ss.BusinessID, &ss.UserID, &ss.TokenHash, &ss.CSRF, &ss.CreatedAt, &ss.ExpiresAt, &ss.RevokedAt); err != nil {
		return nil, err
	}
	ss.CreatedAt, ss.ExpiresAt, ss.RevokedAt = ss.CreatedAt.UTC(), ss.ExpiresAt.UTC(), utcPtr(ss.RevokedAt)
	return &ss, nil
}

// SessionByToken finds a session by its token hash.
func (s *Store) SessionByToken(ctx context.Context, tokenHash []byte) (*store.StaffSession, error) {
	ss, err := scanSession(s.pool.QueryRow(ctx, `SELECT `+sessionColumns+` FROM staff_sessions WHERE token_hash = $1`, tokenHash))
	if err != nil {
		return nil, translate(err)
	}
	return ss, nil
}

// StaffSession finds a session of the business by id.
func (s *Store) StaffSession(ctx context.Context, businessID, id string) (*store.StaffSession, error) {
	ss, err := scanSession(s.pool.QueryRow(ctx, `SELECT `+sessionColumns+` FROM staff_sessions WHERE business_id = $1 AND id = $2`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return ss, nil
}

// RevokeStaffSession ends a session; ending it again keeps the first time.
func (s *Store) RevokeStaffSession(ctx context.Context, businessID, id string) error {
	tag, err := s.pool.Exec(ctx, `UPDATE staff_sessions SET revoked_at = COALESCE(revoked_at, $3) WHERE business_id = $1 AND id = $2`,
		businessID, id, s.clock())
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("session %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// TouchKey records a key's use, writing only when the stored time is older
// than store.KeyTouchInterval.
func (s *Store) TouchKey(ctx context.Context, id string, at time.Time) error {
	at = pgTime(at)
	tag, err := s.pool.Exec(ctx, `
		UPDATE api_keys SET last_used_at = $2
		WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $3)`,
		id, at, at.Add(-store.KeyTouchInterval))
	if err != nil {
		return translate(err)
	}
	if tag.RowsAffected() == 0 {
		var one int
		if err := s.pool.QueryRow(ctx, `SELECT 1 FROM api_keys WHERE id = $1`, id).Scan(&one); err != nil {
			return translate(err)
		}
	}
	return nil
}
