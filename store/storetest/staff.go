package storetest

import (
	"errors"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

func (f *fixture) addUser(bizID, email, role string) *store.User {
	f.t.Helper()
	u := &store.User{BusinessID: bizID, Email: email, Name: "Staff " + role, Role: role, PasswordHash: "$2a$10$notarealhashbutlongenough"}
	noErr(f.t, "CreateUser", f.s.CreateUser(f.ctx, u))
	return u
}

var staffTests = []test{
	{"CreateFindList", func(t *testing.T, f *fixture) {
		u := f.addUser(f.biz.ID, " Ana@Example.COM ", store.RoleOwner)
		if u.ID == "" || u.Email != "ana@example.com" || u.Object != "user" || u.CreatedAt.IsZero() {
			t.Fatalf("created %+v", u)
		}
		got, err := f.s.UserByEmail(f.ctx, "ANA@example.com")
		noErr(t, "UserByEmail", err)
		if got.ID != u.ID || got.PasswordHash != u.PasswordHash || got.Role != store.RoleOwner || got.LastLoginAt != nil {
			t.Fatalf("UserByEmail = %+v", got)
		}
		other := f.addBusiness("Other")
		_, err = f.s.User(f.ctx, other.ID, u.ID)
		wantErr(t, "User of another business", err, store.ErrNotFound)
		f.addUser(other.ID, "bob@example.com", store.RoleAgent)
		list, err := f.s.ListUsers(f.ctx, f.biz.ID)
		noErr(t, "ListUsers", err)
		if len(list) != 1 || list[0].ID != u.ID {
			t.Fatalf("ListUsers = %+v", list)
		}
	}},
	{"EmailUniqueAndInputChecked", func(t *testing.T, f *fixture) {
		f.addUser(f.biz.ID, "ana@example.com", store.RoleOwner)
		other := f.addBusiness("Other")
		err := f.s.CreateUser(f.ctx, &store.User{BusinessID: other.ID, Email: "ANA@example.com", Name: "x", Role: store.RoleAgent, PasswordHash: "h"})
		wantErr(t, "same email", err, store.ErrConflict)
		for field, u := range map[string]*store.User{
			"email": {BusinessID: f.biz.ID, Email: "not-an-email", Name: "x", Role: store.RoleAgent, PasswordHash: "h"},
			"role":  {BusinessID: f.biz.ID, Email: "c@example.com", Name: "x", Role: "boss", PasswordHash: "h"},
			"name":  {BusinessID: f.biz.ID, Email: "d@example.com", Name: " ", Role: store.RoleAgent, PasswordHash: "h"},
		} {
			pe, ok := store.AsParam(f.s.CreateUser(f.ctx, u))
			if !ok || pe.Field != field {
				t.Fatalf("bad %s: got %v", field, pe)
			}
		}
		err = f.s.CreateUser(f.ctx, &store.User{BusinessID: "biz_nope", Email: "e@example.com", Name: "x", Role: store.RoleAgent, PasswordHash: "h"})
		wantErr(t, "unknown business", err, store.ErrNotFound)
	}},
	{"LastOwnerStays", func(t *testing.T, f *fixture) {
		owner := f.addUser(f.biz.ID, "own@example.com", store.RoleOwner)
		agent := f.addUser(f.biz.ID, "agent@example.com", store.RoleAgent)
		admin := store.RoleAdmin
		_, err := f.s.UpdateUser(f.ctx, f.biz.ID, owner.ID, store.UserPatch{Role: &admin})
		wantErr(t, "demote last owner", err, store.ErrInvalidState)
		wantErr(t, "delete last owner", f.s.DeleteUser(f.ctx, f.biz.ID, owner.ID), store.ErrInvalidState)
		own := store.RoleOwner
		up, err := f.s.UpdateUser(f.ctx, f.biz.ID, agent.ID, store.UserPatch{Role: &own})
		noErr(t, "promote", err)
		if up.Role != store.RoleOwner {
			t.Fatalf("promoted %+v", up)
		}
		noErr(t, "delete first owner", f.s.DeleteUser(f.ctx, f.biz.ID, owner.ID))
		_, err = f.s.User(f.ctx, f.biz.ID, owner.ID)
		wantErr(t, "deleted user", err, store.ErrNotFound)
		bad := "boss"
		_, err = f.s.UpdateUser(f.ctx, f.biz.ID, agent.ID, store.UserPatch{Role: &bad})
		if pe, ok := store.AsParam(err); !ok || pe.Field != "role" {
			t.Fatalf("bad role: %v", err)
		}
		wantErr(t, "delete unknown", f.s.DeleteUser(f.ctx, f.biz.ID, "usr_nope"), store.ErrNotFound)
	}},
	{"SessionsLoginRevoke", func(t *testing.T, f *fixture) {
		u := f.addUser(f.biz.ID, "ana@example.com", store.RoleAdmin)
		now := time.Now().UTC()
		sess, token := store.NewStaffSession(u, now)
		noErr(t, "RecordLogin", f.s.RecordLogin(f.ctx, sess))
		got, err := f.s.SessionByToken(f.ctx, store.HashToken(token))
		noErr(t, "SessionByToken", err)
		if got.ID != sess.ID || got.UserID != u.ID || got.CSRF != sess.CSRF || !got.Active(now) {
			t.Fatalf("session %+v", got)
		}
		if after, _ := f.s.User(f.ctx, f.biz.ID, u.ID); after.LastLoginAt == nil {
			t.Fatal("LastLoginAt not set")
		}
		_, err = f.s.SessionByToken(f.ctx, store.HashToken("other"))
		wantErr(t, "unknown token", err, store.ErrNotFound)
		noErr(t, "Revoke", f.s.RevokeStaffSession(f.ctx, f.biz.ID, sess.ID))
		got, _ = f.s.SessionByToken(f.ctx, store.HashToken(token))
		if got.Active(now) {
			t.Fatal("revoked session still active")
		}
		// Deleting a user ends their sessions.
		f.addUser(f.biz.ID, "own@example.com", store.RoleOwner)
		s2, tok2 := store.NewStaffSession(u, now)
		noErr(t, "RecordLogin", f.s.RecordLogin(f.ctx, s2))
		noErr(t, "DeleteUser", f.s.DeleteUser(f.ctx, f.biz.ID, u.ID))
		got, err = f.s.SessionByToken(f.ctx, store.HashToken(tok2))
		if err == nil && got.Active(now) {
			t.Fatal("session of a deleted user still active")
		}
		ghost := &store.User{ID: "usr_ghost", BusinessID: f.biz.ID}
		s3, _ := store.NewStaffSession(ghost, now)
		if err := f.s.RecordLogin(f.ctx, s3); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("login of unknown user: %v", err)
		}
	}},
	{"KeyNameAndLastUse", func(t *testing.T, f *fixture) {
		k, _ := store.NewAPIKey(f.biz.ID, store.KeySecret, []string{store.ScopeBookingsRead})
		k.Name = "Website"
		noErr(t, "CreateKey", f.s.CreateKey(f.ctx, k))
		at := time.Now().UTC().Truncate(time.Second)
		noErr(t, "TouchKey", f.s.TouchKey(f.ctx, k.ID, at))
		noErr(t, "TouchKey soon after", f.s.TouchKey(f.ctx, k.ID, at.Add(10*time.Second)))
		got, err := f.s.Key(f.ctx, f.biz.ID, k.ID)
		noErr(t, "Key", err)
		if got.Name != "Website" || got.LastUsedAt == nil || !got.LastUsedAt.Equal(at) {
			t.Fatalf("key %+v (last used %v)", got, got.LastUsedAt)
		}
		noErr(t, "TouchKey later", f.s.TouchKey(f.ctx, k.ID, at.Add(2*time.Minute)))
		got, _ = f.s.Key(f.ctx, f.biz.ID, k.ID)
		if !got.LastUsedAt.Equal(at.Add(2 * time.Minute)) {
			t.Fatalf("last used %v", got.LastUsedAt)
		}
		wantErr(t, "TouchKey unknown", f.s.TouchKey(f.ctx, "key_nope", at), store.ErrNotFound)
	}},
}
