package sqlflow

import (
	"context"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// StaffSteps is the SQL of the staff transactions.
type StaffSteps interface {
	// LockOwners counts the business's owners, so that two concurrent
	// demotions cannot both see a second one (locking their rows where the
	// database locks rows).
	LockOwners(ctx context.Context, businessID string) (int, error)
	// LockUser reads a user of the business for the rest of the
	// transaction; ErrNotFound when none.
	LockUser(ctx context.Context, businessID, id string) (*store.User, error)
	// SetUser writes u's name, role and password hash.
	SetUser(ctx context.Context, u *store.User) error
	// DeleteUser removes a user of the business and answers the role it
	// had; ErrNotFound when none.
	DeleteUser(ctx context.Context, businessID, id string) (string, error)
	// RevokeUserSessions ends the user's open sessions at now.
	RevokeUserSessions(ctx context.Context, userID string, now time.Time) error
	// SetLastLogin sets the user's LastLoginAt: false when the business has
	// no such user.
	SetLastLogin(ctx context.Context, businessID, userID string, now time.Time) (bool, error)
	// SweepSessions removes the sessions expired at now.
	SweepSessions(ctx context.Context, now time.Time) error
	// InsertSession writes a new session.
	InsertSession(ctx context.Context, sess *store.StaffSession) error
}

// UpdateUser applies a patch in one transaction, keeping at least one
// owner (store.UserPatch.Apply on the owners counted inside it).
func UpdateUser[T StaffSteps](ctx context.Context, f Backend[T], businessID, id string, p store.UserPatch) (*store.User, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	var out *store.User
	err := f.InTx(ctx, func(tx T) error {
		owners, err := tx.LockOwners(ctx, businessID)
		if err != nil {
			return err
		}
		u, err := tx.LockUser(ctx, businessID, id)
		if err != nil {
			return err
		}
		if err := p.Apply(u, owners); err != nil {
			return err
		}
		if err := tx.SetUser(ctx, u); err != nil {
			return err
		}
		out = u
		return nil
	})
	return out, err
}

// DeleteUser removes a user and revokes their sessions in one transaction,
// keeping at least one owner (the removal is rolled back otherwise).
func DeleteUser[T StaffSteps](ctx context.Context, f Backend[T], businessID, id string) error {
	return f.InTx(ctx, func(tx T) error {
		owners, err := tx.LockOwners(ctx, businessID)
		if err != nil {
			return err
		}
		role, err := tx.DeleteUser(ctx, businessID, id)
		if err != nil {
			return err
		}
		if err := store.KeepsAnOwner(owners, role == store.RoleOwner); err != nil {
			return fmt.Errorf("user %s: the business keeps at least one owner: %w", id, err)
		}
		return tx.RevokeUserSessions(ctx, id, f.Now())
	})
}

// RecordLogin stores a new session and sets the user's LastLoginAt in one
// transaction (ErrNotFound for an unknown user); expired sessions are swept
// on the way.
func RecordLogin[T StaffSteps](ctx context.Context, f Backend[T], sess *store.StaffSession) error {
	now := f.Now()
	sess.CreatedAt, sess.ExpiresAt = stored(sess.CreatedAt), stored(sess.ExpiresAt)
	return f.InTx(ctx, func(tx T) error {
		found, err := tx.SetLastLogin(ctx, sess.BusinessID, sess.UserID, now)
		if err != nil {
			return err
		}
		if !found {
			return fmt.Errorf("user %s: %w", sess.UserID, store.ErrNotFound)
		}
		if err := tx.SweepSessions(ctx, now); err != nil {
			return err
		}
		return tx.InsertSession(ctx, sess)
	})
}
