package rest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/password"
)

const staffPassword = "correct-horse-42"

// addStaff creates a user of business A with staffPassword.
func (h *harness) addStaff(email, role string) *store.User {
	h.t.Helper()
	u := &store.User{BusinessID: h.bizA.ID, Email: email, Name: role + " person", Role: role, PasswordHash: password.Hash(staffPassword, password.Default)}
	must(h.t, h.st.CreateUser(context.Background(), u))
	return u
}

// staffClient is a signed-in browser: its cookie and CSRF token.
type staffClient struct {
	cookie string
	csrf   string
}

func (h *harness) signIn(email string) staffClient {
	h.t.Helper()
	r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": email, "password": staffPassword})
	if r.Status != 200 {
		h.t.Fatalf("login %s: %d %s", email, r.Status, r.Body)
	}
	var cookie string
	for _, c := range (&http.Response{Header: r.Header}).Cookies() {
		if c.Name == sessionCookie {
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode {
				h.t.Fatalf("session cookie flags: %+v", c)
			}
			cookie = c.Name + "=" + c.Value
		}
	}
	csrf, _ := r.json(h.t)["csrf_token"].(string)
	if cookie == "" || csrf == "" {
		h.t.Fatalf("login answer lacks cookie or csrf_token: %v %s", r.Header, r.Body)
	}
	return staffClient{cookie: cookie, csrf: csrf}
}

// as sends a cookie request with the CSRF header.
func (h *harness) as(c staffClient, method, path string, body any) response {
	h.t.Helper()
	return h.do(method, path, "", body, "Cookie", c.cookie, csrfHeader, c.csrf)
}

func TestStaffLoginCookieAndCSRF(t *testing.T) {
	h := newHarness(t)
	h.addStaff("owner@example.com", store.RoleOwner)
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "owner@example.com", "password": "wrong-password-1"}); r.Status != 401 {
		t.Fatalf("wrong password: %d %s", r.Status, r.Body)
	}
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "nobody@example.com", "password": staffPassword}); r.Status != 401 {
		t.Fatalf("unknown email: %d %s", r.Status, r.Body)
	}
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "owner@example.com"}); r.Status != 400 || r.errorObj(t)["field"] != "password" {
		t.Fatalf("missing password: %d %s", r.Status, r.Body)
	}
	c := h.signIn("OWNER@example.com")
	me := h.as(c, "GET", "/v1/me", nil)
	if me.Status != 200 || me.json(t)["csrf_token"] != c.csrf || me.json(t)["user"].(map[string]any)["role"] != "owner" {
		t.Fatalf("me: %d %s", me.Status, me.Body)
	}
	if strings.Contains(string(me.Body), "argon2") {
		t.Fatalf("me leaks the password hash: %s", me.Body)
	}
	// A cookie request that changes something without the CSRF header is 403.
	body := map[string]any{"name": "ci", "kind": "secret", "scopes": []string{"bookings:read"}}
	if r := h.do("POST", "/v1/keys", "", body, "Cookie", c.cookie); r.Status != 403 || r.errorObj(t)["code"] != "forbidden" {
		t.Fatalf("no CSRF header: %d %s", r.Status, r.Body)
	}
	if r := h.do("POST", "/v1/keys", "", body, "Cookie", c.cookie, csrfHeader, "forged"); r.Status != 403 {
		t.Fatalf("wrong CSRF header: %d %s", r.Status, r.Body)
	}
	if r := h.as(c, "POST", "/v1/keys", body); r.Status != 201 {
		t.Fatalf("with CSRF: %d %s", r.Status, r.Body)
	}
	// Reads need no CSRF header.
	if r := h.do("GET", "/v1/keys", "", nil, "Cookie", c.cookie); r.Status != 200 {
		t.Fatalf("GET with cookie only: %d %s", r.Status, r.Body)
	}
	// A signed-in staff member mints a staff token for the WebSocket; it dies with the session.
	tok := h.as(c, "POST", "/v1/tokens", map[string]string{"kind": "staff"})
	if tok.Status != 201 {
		t.Fatalf("staff token: %d %s", tok.Status, tok.Body)
	}
	jwt := tok.json(t)["token"].(string)
	if r := h.do("GET", "/v1/keys", jwt, nil); r.Status != 200 {
		t.Fatalf("staff token use: %d %s", r.Status, r.Body)
	}
	if r := h.as(c, "POST", "/v1/tokens", map[string]string{"kind": "session", "session_id": "s1"}); r.Status != 403 {
		t.Fatalf("session token from a cookie: %d %s", r.Status, r.Body)
	}
	if r := h.as(c, "POST", "/v1/auth/logout", nil); r.Status != 200 {
		t.Fatalf("logout: %d %s", r.Status, r.Body)
	}
	if r := h.as(c, "GET", "/v1/me", nil); r.Status != 401 {
		t.Fatalf("after logout: %d %s", r.Status, r.Body)
	}
	if r := h.do("GET", "/v1/keys", jwt, nil); r.Status != 401 {
		t.Fatalf("staff token after logout: %d %s", r.Status, r.Body)
	}
	if logs := h.logs.String(); strings.Contains(logs, staffPassword) || strings.Contains(logs, "argon2id") || strings.Contains(logs, c.csrf) {
		t.Fatal("a password, hash or CSRF token reached the logs")
	}
}

func TestRoles(t *testing.T) {
	h := newHarness(t)
	h.addStaff("owner@example.com", store.RoleOwner)
	h.addStaff("admin@example.com", store.RoleAdmin)
	agentUser := h.addStaff("agent@example.com", store.RoleAgent)
	owner, admin, agent := h.signIn("owner@example.com"), h.signIn("admin@example.com"), h.signIn("agent@example.com")
	newKey := map[string]any{"name": "k", "kind": "secret", "scopes": []string{"bookings:read"}}
	newUser := map[string]any{"email": "new@example.com", "name": "New", "role": "agent"}
	cases := []struct {
		who    string
		c      staffClient
		method string
		path   string
		body   any
		want   int
	}{
		{"agent creates key", agent, "POST", "/v1/keys", newKey, 403},
		{"agent lists keys", agent, "GET", "/v1/keys", nil, 403},
		{"agent creates user", agent, "POST", "/v1/users", newUser, 403},
		{"agent reads bookings", agent, "GET", "/v1/bookings?date=2026-12-03", nil, 200},
		{"agent reads analytics", agent, "GET", "/v1/analytics", nil, 403},
		{"admin lists users", admin, "GET", "/v1/users", nil, 403},
		{"admin creates user", admin, "POST", "/v1/users", newUser, 403},
		{"admin deletes user", admin, "DELETE", "/v1/users/" + agentUser.ID, nil, 403},
		{"admin creates key", admin, "POST", "/v1/keys", newKey, 201},
		{"admin cannot hand out *", admin, "POST", "/v1/keys", map[string]any{"name": "k", "kind": "secret", "scopes": []string{"*"}}, 400},
		{"admin cannot hand out users:write", admin, "POST", "/v1/keys", map[string]any{"name": "k", "kind": "secret", "scopes": []string{"users:write"}}, 400},
		{"owner creates user", owner, "POST", "/v1/users", newUser, 201},
		{"owner lists users", owner, "GET", "/v1/users", nil, 200},
	}
	for _, tc := range cases {
		if r := h.as(tc.c, tc.method, tc.path, tc.body); r.Status != tc.want {
			t.Errorf("%s: %d, want %d: %s", tc.who, r.Status, tc.want, r.Body)
		}
	}
	// A key with users:write may manage users; a key without may not.
	if r := h.do("POST", "/v1/users", h.keyARead, newUser); r.Status != 403 {
		t.Fatalf("key without users:write: %d", r.Status)
	}
	// The new user signs in with the one-time password shown once.
	r := h.as(owner, "POST", "/v1/users", map[string]any{"email": "second@example.com", "name": "Second", "role": "admin"})
	otp, _ := r.json(t)["one_time_password"].(string)
	if r.Status != 201 || len(otp) < store.MinPasswordLength {
		t.Fatalf("create user: %d %s", r.Status, r.Body)
	}
	if l := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "second@example.com", "password": otp}); l.Status != 200 {
		t.Fatalf("sign in with one-time password: %d %s", l.Status, l.Body)
	}
	if list := h.as(owner, "GET", "/v1/users", nil); strings.Contains(string(list.Body), "argon2") || strings.Contains(string(list.Body), otp) {
		t.Fatalf("user list leaks a hash or password: %s", list.Body)
	}
	if r := h.as(owner, "POST", "/v1/users", newUser); r.Status != 400 || r.errorObj(t)["field"] != "email" {
		t.Fatalf("duplicate email: %d %s", r.Status, r.Body)
	}
	// Demoting the agent's role applies at once; the last owner stays.
	if r := h.as(owner, "PATCH", "/v1/users/"+agentUser.ID, map[string]any{"role": "admin"}); r.Status != 200 {
		t.Fatalf("promote: %d %s", r.Status, r.Body)
	}
	if r := h.as(agent, "GET", "/v1/keys", nil); r.Status != 200 {
		t.Fatalf("promoted agent lists keys: %d", r.Status)
	}
	ownerID := h.as(owner, "GET", "/v1/me", nil).json(t)["user"].(map[string]any)["id"].(string)
	if r := h.as(owner, "DELETE", "/v1/users/"+ownerID, nil); r.Status != 409 || r.errorObj(t)["code"] != "invalid_state" {
		t.Fatalf("delete last owner: %d %s", r.Status, r.Body)
	}
	if r := h.as(owner, "DELETE", "/v1/users/"+agentUser.ID, nil); r.Status != 200 {
		t.Fatalf("delete: %d %s", r.Status, r.Body)
	}
	if r := h.as(agent, "GET", "/v1/bookings?date=2026-12-03", nil); r.Status != 401 {
		t.Fatalf("removed user's session: %d", r.Status)
	}
}

func TestKeysAPI(t *testing.T) {
	h := newHarness(t)
	// A second instance on the same store: nothing about keys is cached.
	api2, err := New(h.api.cfg)
	must(t, err)
	srv2 := httptest.NewServer(api2)
	t.Cleanup(srv2.Close)

	r := h.do("POST", "/v1/keys", h.keyA, map[string]any{"name": "Booking site", "kind": "secret", "scopes": []string{"bookings:read", "catalog:read"}})
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	created := r.json(t)
	secret := created["key"].(string)
	id := created["id"].(string)
	if !strings.HasPrefix(secret, "tc_live_") || created["object"] != "api_key" || created["prefix"] != secret[:12] {
		t.Fatalf("created %s", r.Body)
	}
	get := func(base, key string) int {
		req, _ := http.NewRequest("GET", base+"/v1/services", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		must(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}
	if get(h.srv.URL, secret) != 200 || get(srv2.URL, secret) != 200 {
		t.Fatal("new key refused")
	}
	list := h.do("GET", "/v1/keys", h.keyA, nil)
	if list.Status != 200 || strings.Contains(string(list.Body), secret) || strings.Contains(string(list.Body), `"hash"`) {
		t.Fatalf("list leaks: %s", list.Body)
	}
	var found map[string]any
	for _, k := range list.json(t)["data"].([]any) {
		if k.(map[string]any)["id"] == id {
			found = k.(map[string]any)
		}
	}
	if found == nil || found["name"] != "Booking site" || found["last_used_at"] == nil || found["revoked_at"] != nil {
		t.Fatalf("listed key %v", found)
	}
	if r := h.do("POST", "/v1/keys/"+id+"/revoke", h.keyA, nil); r.Status != 200 || r.json(t)["revoked_at"] == nil {
		t.Fatalf("revoke: %d %s", r.Status, r.Body)
	}
	if a, b := get(h.srv.URL, secret), get(srv2.URL, secret); a != 401 || b != 401 {
		t.Fatalf("revoked key: %d on one instance, %d on the other", a, b)
	}
	if r := h.do("POST", "/v1/keys/key_nope/revoke", h.keyA, nil); r.Status != 404 {
		t.Fatalf("revoke unknown: %d", r.Status)
	}
	for _, tc := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"kind": "secret", "scopes": []string{"bookings:read"}}, "name"},
		{map[string]any{"name": "x", "kind": "root", "scopes": []string{"bookings:read"}}, "kind"},
		{map[string]any{"name": "x", "kind": "secret", "scopes": []string{"bookings:delete"}}, "scopes"},
		{map[string]any{"name": "x", "kind": "publishable", "scopes": []string{"bookings:read"}}, "scopes"},
		{map[string]any{"name": "x", "kind": "secret", "scopes": []string{"bookings:read"}, "extra": 1}, "extra"},
	} {
		if r := h.do("POST", "/v1/keys", h.keyA, tc.body); r.Status != 400 || r.errorObj(t)["field"] != tc.field {
			t.Errorf("%v: %d %s", tc.body, r.Status, r.Body)
		}
	}
	pk := h.do("POST", "/v1/keys", h.keyA, map[string]any{"name": "Widget", "kind": "publishable", "scopes": []string{}})
	if pk.Status != 201 || !strings.HasPrefix(pk.json(t)["key"].(string), "tc_pk_") {
		t.Fatalf("publishable: %d %s", pk.Status, pk.Body)
	}
	if strings.Contains(h.logs.String(), secret) {
		t.Fatal("a full key reached the logs")
	}
}

func TestLoginRateLimited(t *testing.T) {
	h := newHarness(t)
	h.addStaff("owner@example.com", store.RoleOwner)
	var last response
	for i := 0; i <= loginPerAccount; i++ {
		last = h.do("POST", "/v1/auth/login", "", map[string]string{"email": "owner@example.com", "password": "not-the-password"})
	}
	if last.Status != 429 || last.Header.Get("Retry-After") == "" {
		t.Fatalf("attempt %d: %d %s", loginPerAccount+1, last.Status, last.Body)
	}
	// Even the right password waits now: guessing cannot go on.
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "owner@example.com", "password": staffPassword}); r.Status != 429 {
		t.Fatalf("right password while limited: %d", r.Status)
	}
}

func TestChangeOwnPassword(t *testing.T) {
	h := newHarness(t)
	h.addStaff("agent@example.com", store.RoleAgent)
	c := h.signIn("agent@example.com")
	for _, tc := range []struct {
		body  map[string]string
		field string
	}{
		{map[string]string{"current_password": "wrong-password-9", "new_password": "a-brand-new-secret"}, "current_password"},
		{map[string]string{"current_password": staffPassword, "new_password": "short"}, "new_password"},
		{map[string]string{"new_password": "a-brand-new-secret"}, "current_password"},
	} {
		if r := h.as(c, "POST", "/v1/auth/password", tc.body); r.Status != 400 || r.errorObj(t)["field"] != tc.field {
			t.Errorf("%v: %d %s", tc.body, r.Status, r.Body)
		}
	}
	if r := h.as(c, "POST", "/v1/auth/password", map[string]string{"current_password": staffPassword, "new_password": "a-brand-new-secret"}); r.Status != 200 {
		t.Fatalf("change: %d %s", r.Status, r.Body)
	}
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "agent@example.com", "password": staffPassword}); r.Status != 401 {
		t.Fatalf("old password still works: %d", r.Status)
	}
	if r := h.do("POST", "/v1/auth/login", "", map[string]string{"email": "agent@example.com", "password": "a-brand-new-secret"}); r.Status != 200 {
		t.Fatalf("new password: %d", r.Status)
	}
	if r := h.do("POST", "/v1/auth/password", h.keyA, map[string]string{"current_password": "x", "new_password": "a-brand-new-secret"}); r.Status != 403 {
		t.Fatalf("a key has no password: %d", r.Status)
	}
	if strings.Contains(h.logs.String(), "a-brand-new-secret") {
		t.Fatal("a password reached the logs")
	}
}

// TestStaffAccountsInConversations: a signed-in person writes as themselves
// and a conversation can be assigned to a user of the business by id.
func TestStaffAccountsInConversations(t *testing.T) {
	h := newHarness(t)
	h.addStaff("owner@example.com", store.RoleOwner)
	agent := h.addStaff("agent@example.com", store.RoleAgent)
	owner := h.signIn("owner@example.com")
	if r := h.do("POST", "/v1/chat", h.keyA, map[string]any{"business_id": h.bizA.ID, "session_id": "sess-staff-1", "message": "hello"}); r.Status != 200 {
		t.Fatalf("chat: %d %s", r.Status, r.Body)
	}
	conv, err := h.st.ConversationBySession(context.Background(), h.bizA.ID, "sess-staff-1")
	must(t, err)
	m := h.as(owner, "POST", "/v1/conversations/"+conv.ID+"/messages", map[string]any{"text": "Hi, I am the owner."})
	if m.Status != 201 {
		t.Fatalf("staff message: %d %s", m.Status, m.Body)
	}
	if a, _ := m.json(t)["author"].(map[string]any); a == nil || a["name"] != "owner person" || !strings.HasPrefix(a["id"].(string), "usr_") {
		t.Fatalf("author %s", m.Body)
	}
	r := h.as(owner, "POST", "/v1/conversations/"+conv.ID+"/assign", map[string]any{"assignee": agent.ID})
	if r.Status != 200 {
		t.Fatalf("assign to a user: %d %s", r.Status, r.Body)
	}
	if a, _ := r.json(t)["assignee"].(map[string]any); a == nil || a["id"] != agent.ID || a["name"] != agent.Name {
		t.Fatalf("assignee %s", r.Body)
	}
	other := &store.User{BusinessID: h.bizB.ID, Email: "b@example.com", Name: "B", Role: store.RoleOwner, PasswordHash: "x"}
	must(t, h.st.CreateUser(context.Background(), other))
	if r := h.as(owner, "POST", "/v1/conversations/"+conv.ID+"/assign", map[string]any{"assignee": other.ID}); r.Status != 400 || r.errorObj(t)["field"] != "assignee" {
		t.Fatalf("assign to another business's user: %d %s", r.Status, r.Body)
	}
}
