package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.Staff = (*Store)(nil)

const userColumns = `id, business_id, email, name, role, password_hash, created_at, last_login_at`

func scanUser(row scanner) (*store.User, error) {
	u := store.User{Object: "user"}
	var created int64
	var login sql.NullInt64
	if err := row.Scan(&u.ID, &u.BusinessID, &u.Email, &u.Name, &u.Role, &u.PasswordHash, &created, &login); err != nil {
		return nil, err
	}
	u.CreatedAt, u.LastLoginAt = fromUS(created), fromNullUS(login)
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
		u.ID = s.ids.New(store.PrefixUser, now)
	}
	if u.CreatedAt.IsZero() {
		u.CreatedAt = now
	} else {
		u.CreatedAt = at(u.CreatedAt)
	}
	u.Object = "user"
	res, err := s.wr().ExecContext(ctx, `
		INSERT INTO users (id, business_id, email, name, role, password_hash, created_at)
		SELECT ?, ?, ?, ?, ?, ?, ?
		WHERE EXISTS (SELECT 1 FROM businesses WHERE id = ?)`,
		u.ID, u.BusinessID, u.Email, u.Name, u.Role, u.PasswordHash, us(u.CreatedAt), u.BusinessID)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("business %s: %w", u.BusinessID, store.ErrNotFound)
	}
	return nil
}

// User finds a user of the business.
func (s *Store) User(ctx context.Context, businessID, id string) (*store.User, error) {
	u, err := scanUser(s.rd().QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = ? AND id = ?`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// UserByEmail finds a user by normalised email.
func (s *Store) UserByEmail(ctx context.Context, email string) (*store.User, error) {
	u, err := scanUser(s.rd().QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE email = ?`, store.NormalizeEmail(email)))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// ListUsers lists a business's users, oldest first.
func (s *Store) ListUsers(ctx context.Context, businessID string) ([]store.User, error) {
	rows, err := s.rd().QueryContext(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = ? ORDER BY id`, businessID)
	users, err := collect(rows, err, scanUser)
	if err != nil {
		return nil, err
	}
	if users == nil {
		users = []store.User{}
	}
	return users, nil
}

// LockOwners counts the business's owners (the write transaction holds
// the file's write lock: no other demotion interleaves).
func (t txSteps) LockOwners(ctx context.Context, businessID string) (int, error) {
	var n int
	err := t.tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE business_id = ? AND role = 'owner'`, businessID).Scan(&n)
	return n, translate(err)
}

// LockUser reads a user of the business inside the write transaction.
func (t txSteps) LockUser(ctx context.Context, businessID, id string) (*store.User, error) {
	u, err := scanUser(t.tx.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE business_id = ? AND id = ?`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return u, nil
}

// SetUser writes u's name, role and password hash.
func (t txSteps) SetUser(ctx context.Context, u *store.User) error {
	_, err := t.tx.ExecContext(ctx, `UPDATE users SET name = ?, role = ?, password_hash = ? WHERE business_id = ? AND id = ?`,
		u.Name, u.Role, u.PasswordHash, u.BusinessID, u.ID)
	return translate(err)
}

// DeleteUser removes a user and answers the role it had.
func (t txSteps) DeleteUser(ctx context.Context, businessID, id string) (string, error) {
	var role string
	if err := t.tx.QueryRowContext(ctx, `SELECT role FROM users WHERE business_id = ? AND id = ?`, businessID, id).Scan(&role); err != nil {
		return "", translate(err)
	}
	if _, err := t.tx.ExecContext(ctx, `DELETE FROM users WHERE business_id = ? AND id = ?`, businessID, id); err != nil {
		return "", translate(err)
	}
	return role, nil
}

// RevokeUserSessions ends the user's open sessions.
func (t txSteps) RevokeUserSessions(ctx context.Context, userID string, now time.Time) error {
	_, err := t.tx.ExecContext(ctx, `UPDATE staff_sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL`, us(now), userID)
	return translate(err)
}

// UpdateUser applies a patch in one write transaction, keeping an owner
// (sqlflow.UpdateUser).
func (s *Store) UpdateUser(ctx context.Context, businessID, id string, p store.UserPatch) (*store.User, error) {
	return sqlflow.UpdateUser(ctx, s.flow, businessID, id, p)
}

// DeleteUser removes a user and revokes their sessions, keeping an owner
// (sqlflow.DeleteUser).
func (s *Store) DeleteUser(ctx context.Context, businessID, id string) error {
	return sqlflow.DeleteUser(ctx, s.flow, businessID, id)
}

// RecordLogin stores a new session and sets the user's LastLoginAt in one
// write transaction; expired sessions are swept on the way
// (sqlflow.RecordLogin).
func (s *Store) RecordLogin(ctx context.Context, sess *store.StaffSession) error {
	return sqlflow.RecordLogin(ctx, s.flow, sess)
}

// SetLastLogin sets a user's LastLoginAt.
func (t txSteps) SetLastLogin(ctx context.Context, businessID, userID string, now time.Time) (bool, error) {
	res, err := t.tx.ExecContext(ctx, `UPDATE users SET last_login_at = ? WHERE business_id = ? AND id = ?`, us(now), businessID, userID)
	if err != nil {
		return false, translate(err)
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// SweepSessions removes the expired sessions.
func (t txSteps) SweepSessions(ctx context.Context, now time.Time) error {
	_, err := t.tx.ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at <= ?`, us(now))
	return translate(err)
}

// InsertSession writes a new session.
func (t txSteps) InsertSession(ctx context.Context, sess *store.StaffSession) error {
	_, err := t.tx.ExecContext(ctx, `
		INSERT INTO staff_sessions (id, business_id, user_id, token_hash, csrf, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
		sess.ID, sess.BusinessID, sess.UserID, sess.TokenHash, sess.CSRF, us(sess.CreatedAt), us(sess.ExpiresAt))
	return translate(err)
}

const sessionColumns = `id, business_id, user_id, token_hash, csrf, created_at, expires_at, revoked_at`

func scanSession(row scanner) (*store.StaffSession, error) {
	var ss store.StaffSession
	var created, expires int64
	var revoked sql.NullInt64
	if err := row.Scan(&ss.ID, &ss.BusinessID, &ss.UserID, &ss.TokenHash, &ss.CSRF, &created, &expires, &revoked); err != nil {
		return nil, err
	}
	ss.CreatedAt, ss.ExpiresAt, ss.RevokedAt = fromUS(created), fromUS(expires), fromNullUS(revoked)
	return &ss, nil
}

// SessionByToken finds a session by its token hash.
func (s *Store) SessionByToken(ctx context.Context, tokenHash []byte) (*store.StaffSession, error) {
	ss, err := scanSession(s.rd().QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM staff_sessions WHERE token_hash = ?`, tokenHash))
	if err != nil {
		return nil, translate(err)
	}
	return ss, nil
}

// StaffSession finds a session of the business by id.
func (s *Store) StaffSession(ctx context.Context, businessID, id string) (*store.StaffSession, error) {
	ss, err := scanSession(s.rd().QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM staff_sessions WHERE business_id = ? AND id = ?`, businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return ss, nil
}

// RevokeStaffSession ends a session; ending it again keeps the first time.
func (s *Store) RevokeStaffSession(ctx context.Context, businessID, id string) error {
	res, err := s.wr().ExecContext(ctx, `UPDATE staff_sessions SET revoked_at = COALESCE(revoked_at, ?) WHERE business_id = ? AND id = ?`,
		us(s.clock()), businessID, id)
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("session %s: %w", id, store.ErrNotFound)
	}
	return nil
}

// TouchKey records a key's use, writing only when the stored time is older
// than store.KeyTouchInterval.
func (s *Store) TouchKey(ctx context.Context, id string, when time.Time) error {
	res, err := s.wr().ExecContext(ctx, `
		UPDATE api_keys SET last_used_at = ?
		WHERE id = ? AND (last_used_at IS NULL OR last_used_at <= ?)`,
		us(when), id, us(when.Add(-store.KeyTouchInterval)))
	if err != nil {
		return translate(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var one int
		if err := s.rd().QueryRowContext(ctx, `SELECT 1 FROM api_keys WHERE id = ?`, id).Scan(&one); err != nil {
			return translate(err)
		}
	}
	return nil
}
