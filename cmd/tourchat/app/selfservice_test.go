package app

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// cookieCall sends a request with a session cookie (and the CSRF header
// when given) and answers the status and the decoded body.
func (s *server) cookieCall(method, path, cookie, csrf string, body any) (int, map[string]any, http.Header) {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, s.srv.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	if csrf != "" {
		req.Header.Set("X-CSRF-Token", csrf)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return resp.StatusCode, m, resp.Header
}

// TestSelfServiceAcrossInstances runs keys, sign-in and login limits on two
// instances sharing Postgres and Redis: nothing about a credential is cached
// on one instance, and the login budget is one for both.
func TestSelfServiceAcrossInstances(t *testing.T) {
	a, b := startCluster(t)

	t.Run("a key revoked on A is refused at once on B", func(t *testing.T) {
		k := a.call("POST", "/v1/keys", a.key, map[string]any{"name": "partner", "kind": "secret", "scopes": []string{"catalog:read"}}, 201)
		key := k["key"].(string)
		b.call("GET", "/v1/services", key, nil, 200)
		a.call("POST", "/v1/keys/"+k["id"].(string)+"/revoke", a.key, nil, 200)
		b.call("GET", "/v1/services", key, nil, 401)
		a.call("GET", "/v1/services", key, nil, 401)
	})

	t.Run("a session started on A works on B and ends everywhere", func(t *testing.T) {
		u := a.call("POST", "/v1/users", a.key, map[string]any{"email": "maria@lisbontours.example", "name": "Maria", "role": "admin"}, 201)
		code, login, hdr := a.cookieCall("POST", "/v1/auth/login", "", "", map[string]any{"email": "maria@lisbontours.example", "password": u["one_time_password"]})
		if code != 200 {
			t.Fatalf("login: %d %v", code, login)
		}
		cookies := (&http.Response{Header: hdr}).Cookies()
		if len(cookies) != 1 {
			t.Fatalf("cookies %v", cookies)
		}
		cookie := cookies[0].Name + "=" + cookies[0].Value
		csrf := login["csrf_token"].(string)
		if code, me, _ := b.cookieCall("GET", "/v1/me", cookie, "", nil); code != 200 || me["user"].(map[string]any)["role"] != "admin" {
			t.Fatalf("me on B: %d %v", code, me)
		}
		if code, _, _ := b.cookieCall("POST", "/v1/keys", cookie, "", map[string]any{"name": "x", "kind": "secret", "scopes": []string{"bookings:read"}}); code != 403 {
			t.Fatalf("no CSRF header on B: %d", code)
		}
		if code, _, _ := b.cookieCall("POST", "/v1/users", cookie, csrf, map[string]any{"email": "x@example.com", "name": "X", "role": "agent"}); code != 403 {
			t.Fatalf("admin creates a user on B: %d", code)
		}
		if code, _, _ := a.cookieCall("POST", "/v1/auth/logout", cookie, csrf, nil); code != 200 {
			t.Fatalf("logout on A: %d", code)
		}
		if code, _, _ := b.cookieCall("GET", "/v1/me", cookie, "", nil); code != 401 {
			t.Fatalf("me on B after logout: %d", code)
		}
	})

	t.Run("login attempts count on both instances", func(t *testing.T) {
		var last int
		for i := range 11 {
			s := a
			if i%2 == 1 {
				s = b
			}
			last, _, _ = s.cookieCall("POST", "/v1/auth/login", "", "", map[string]any{"email": "owner@demo.tourchat.dev", "password": "wrong-password-1"})
		}
		if last != 429 {
			t.Fatalf("11th attempt across two instances: %d, want 429", last)
		}
	})
}

// TestChatBooksATicketMix: on a tour created over the API with adult and
// child prices, "2 adults and a child" in the chat is summarised and booked
// by ticket type, at the real total.
func TestChatBooksATicketMix(t *testing.T) {
	s := startServer(t, Config{})
	s.call("POST", "/v1/services", s.key, map[string]any{
		"name": map[string]string{"en": "Harbour Lights Cruise"}, "duration_minutes": 90, "capacity": 12, "price": 40,
		"schedule":     map[string][]string{"mon": {"20:30"}, "tue": {"20:30"}, "wed": {"20:30"}, "thu": {"20:30"}, "fri": {"20:30"}, "sat": {"20:30"}, "sun": {"20:30"}},
		"ticket_types": []map[string]any{{"id": "adult", "price": 40}, {"id": "child", "price": 20, "min_age": 4, "max_age": 12}},
	}, 201)
	// The party comes as a refinement: in one message with the tour,
	// "... for 2 adults and a child" is answered today from the knowledge
	// entry about children, as a question.
	s.chat("mix-1", "Harbour Lights Cruise tomorrow")
	r := s.chat("mix-1", "for 2 adults and 1 child")
	opts, _ := r["booking_options"].([]any)
	if len(opts) == 0 {
		t.Fatalf("no options: %v", r["message"])
	}
	o := opts[0].(map[string]any)
	if o["service_id"] != "svc_harbour_lights_cruise" || len(o["ticket_types"].([]any)) != 2 {
		t.Fatalf("option %v", o)
	}
	s.chat("mix-1", "the first one")
	r = s.chat("mix-1", "I'm Ana Costa, ana@example.com")
	if msg, _ := r["message"].(string); !strings.Contains(msg, "100") {
		t.Fatalf("the summary does not state 100: %q", msg)
	}
	r = s.chat("mix-1", "yes")
	var day struct {
		Bookings []struct {
			Guests     int            `json:"guests"`
			TotalPrice float64        `json:"total_price"`
			Tickets    map[string]int `json:"tickets"`
		} `json:"bookings"`
	}
	date := o["date"].(string)
	raw, _ := json.Marshal(s.call("GET", "/v1/bookings?date="+date+"&service_id=svc_harbour_lights_cruise", s.key, nil, 200))
	_ = json.Unmarshal(raw, &day)
	if len(day.Bookings) != 1 || day.Bookings[0].Guests != 3 || day.Bookings[0].TotalPrice != 100 ||
		day.Bookings[0].Tickets["adult"] != 2 || day.Bookings[0].Tickets["child"] != 1 {
		t.Fatalf("after yes (%q): %+v", r["message"], day.Bookings)
	}
}
