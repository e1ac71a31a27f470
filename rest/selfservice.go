package rest

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
)

// selfServiceRoutes adds the staff, user and key routes (and the catalog
// writes) to the authenticated group. POST /v1/keys and POST /v1/users are
// not idempotent-replayed: their answers carry a secret shown only once,
// which must not sit in the idempotency store.
func (s *Server) selfServiceRoutes(r chi.Router, scope func(string) func(http.Handler) http.Handler, post func(string) chi.Router) {
	r.Post("/auth/logout", s.logout)
	r.Post("/auth/password", s.changePassword)
	r.Get("/me", s.me)

	r.With(scope(store.ScopeUsersWrite)).Get("/users", s.listUsers)
	r.With(scope(store.ScopeUsersWrite)).Post("/users", s.createUser)
	r.With(scope(store.ScopeUsersWrite)).Patch("/users/{id}", s.patchUser)
	r.With(scope(store.ScopeUsersWrite)).Delete("/users/{id}", s.deleteUser)

	r.With(scope(store.ScopeKeysRead)).Get("/keys", s.listKeys)
	r.With(scope(store.ScopeKeysWrite)).Post("/keys", s.createKey)
	r.With(scope(store.ScopeKeysWrite)).Post("/keys/{id}/revoke", s.revokeKey)

	s.catalogRoutes(r, scope, post)

}

// ---- users ----

type createUserRequest struct {
	Email string `json:"email"`
	Name  string `json:"name"`
	Role  string `json:"role"`
}

type userCreated struct {
	*store.User
	OneTimePassword string `json:"one_time_password"`
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	users, err := s.store.ListUsers(r.Context(), principalFrom(r.Context()).Business.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for i := range users {
		users[i].Object = "user"
	}
	writeJSON(w, http.StatusOK, newList(users, false, func(u store.User) string { return u.ID }))
}

func (s *Server) createUser(w http.ResponseWriter, r *http.Request) {
	var req createUserRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	otp := store.NewOneTimePassword()
	u := &store.User{
		BusinessID: principalFrom(r.Context()).Business.ID, Email: store.NormalizeEmail(req.Email),
		Name: req.Name, Role: req.Role, PasswordHash: password.Hash(otp, password.Default),
	}
	err := s.store.CreateUser(r.Context(), u)
	if errors.Is(err, store.ErrConflict) {
		err = paramError("email", "a user with this email exists")
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.logger(r).Info("staff user created", "user_id", u.ID, "role", u.Role)
	writeJSON(w, http.StatusCreated, userCreated{User: u, OneTimePassword: otp})
}

type patchUserRequest struct {
	Name     *string `json:"name"`
	Role     *string `json:"role"`
	Password *string `json:"password"`
}

func (s *Server) patchUser(w http.ResponseWriter, r *http.Request) {
	var req patchUserRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	p := store.UserPatch{Name: req.Name, Role: req.Role}
	if req.Password != nil {
		if err := store.ValidatePassword(*req.Password); err != nil {
			s.writeError(w, r, err)
			return
		}
		h := password.Hash(*req.Password, password.Default)
		p.PasswordHash = &h
	}
	u, err := s.store.UpdateUser(r.Context(), principalFrom(r.Context()).Business.ID, chi.URLParam(r, "id"), p)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if err := s.store.DeleteUser(r.Context(), principalFrom(r.Context()).Business.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"id": id, "object": "user", "deleted": true})
}

// ---- keys ----

// keyView is a key as listed: never its text or its hash.
type keyView struct {
	ID         string     `json:"id"`
	Object     string     `json:"object"` // "api_key"
	Name       string     `json:"name"`
	Kind       string     `json:"kind"`
	Prefix     string     `json:"prefix"`
	Scopes     []string   `json:"scopes"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
	RevokedAt  *time.Time `json:"revoked_at"`
}

func viewKey(k *store.APIKey) keyView {
	v := keyView{ID: k.ID, Object: "api_key", Name: k.Name, Kind: k.Kind, Prefix: k.Prefix, Scopes: k.Scopes,
		CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt, RevokedAt: k.RevokedAt}
	if v.Scopes == nil {
		v.Scopes = []string{}
	}
	return v
}

func (s *Server) listKeys(w http.ResponseWriter, r *http.Request) {
	if _, err := queryParams(r); err != nil {
		s.writeError(w, r, err)
		return
	}
	keys, err := s.store.ListKeys(r.Context(), principalFrom(r.Context()).Business.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]keyView, 0, len(keys))
	for i := range keys {
		out = append(out, viewKey(&keys[i]))
	}
	writeJSON(w, http.StatusOK, newList(out, false, func(k keyView) string { return k.ID }))
}

type createKeyRequest struct {
	Name   string   `json:"name"`
	Kind   string   `json:"kind"`
	Scopes []string `json:"scopes"`
}

type keyCreated struct {
	keyView
	Key string `json:"key"`
}

func (s *Server) createKey(w http.ResponseWriter, r *http.Request) {
	var req createKeyRequest
	if err := decodeBody(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	p := principalFrom(r.Context())
	if err := store.ValidateNewKey(req.Name, req.Kind, req.Scopes, p.Scopes); err != nil {
		s.writeError(w, r, err)
		return
	}
	k, secret := store.NewAPIKey(p.Business.ID, req.Kind, req.Scopes)
	k.Name = req.Name
	if err := s.store.CreateKey(r.Context(), k); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.logger(r).Info("api key created", "key_id", k.ID, "kind", k.Kind, "by", p.CredentialID)
	writeJSON(w, http.StatusCreated, keyCreated{keyView: viewKey(k), Key: secret})
}

func (s *Server) revokeKey(w http.ResponseWriter, r *http.Request) {
	p := principalFrom(r.Context())
	id := chi.URLParam(r, "id")
	if err := s.store.RevokeKey(r.Context(), p.Business.ID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	k, err := s.store.Key(r.Context(), p.Business.ID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.logger(r).Info("api key revoked", "key_id", k.ID, "by", p.CredentialID)
	if s.cfg.Hub != nil {
		// Close the key's WebSockets on every instance now; should the signal
		// be lost, the hub's periodic check closes them within its interval.
		if err := s.cfg.Hub.RevokeKey(context.WithoutCancel(r.Context()), p.Business.ID, k.ID); err != nil {
			s.logger(r).Warn("signalling a key revocation failed", "key_id", k.ID, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, viewKey(k))
}
