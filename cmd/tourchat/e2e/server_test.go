// Package e2e holds the browser acceptance tests: the whole server (through
// cmd/tourchat/app) driven by Debian's chromium with chromedp.
package e2e

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// server is a whole TourChat server on a fixed loopback address, so that it
// can be stopped and started again where the browser expects it.
type server struct {
	t    *testing.T
	cfg  app.Config
	addr string
	URL  string

	app   *app.App
	http  *http.Server
	serve chan error
}

// backends picks the stores: PostgreSQL and Redis when the integration
// servers are configured (always in CI), else the memory store and the
// in-process hub.
func backends(t *testing.T, cfg *app.Config) string {
	if os.Getenv("TOURCHAT_TEST_DATABASE_URL") == "" && os.Getenv("TOURCHAT_REQUIRE_INTEGRATION") != "1" {
		return "memory"
	}
	cfg.DatabaseURL = pgtest.NewDatabase(t)
	cfg.RedisURL = storetest.RedisURL(t)
	// Other tests share the Redis server: keys of our own.
	cfg.RedisPrefix = "tourchat-e2e-" + base62(t, 10) + ":"
	return "postgres+redis"
}

// startServer starts the demo server with fixed keys and signing secret, so
// that a restart keeps the page's publishable key and the issued tokens valid.
func startServer(t *testing.T, persistent bool, options ...func(*app.Config)) *server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		t.Fatal(err)
	}
	cfg := app.Config{
		Addr:               addr,
		PublicURL:          "http://" + addr,
		JWTSecrets:         [][]byte{secret},
		Demo:               true,
		DemoKey:            "tc_test_" + base62(t, 43),
		DemoPublishableKey: "tc_pk_" + base62(t, 43),
		RateLimit:          10000,
		// The contract's default schedule; the e2e tests make no webhooks.
		WebhookRetrySchedule: "5s,5m,30m,2h,5h,10h,10h",
	}
	for _, o := range options {
		o(&cfg)
	}
	kind := "memory"
	if persistent {
		kind = backends(t, &cfg)
	}
	t.Logf("server on %s with %s backends", addr, kind)
	s := &server{t: t, cfg: cfg, addr: addr, URL: "http://" + addr}
	s.start(ln)
	t.Cleanup(s.stop)
	return s
}

func (s *server) start(ln net.Listener) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, err := app.New(ctx, s.cfg)
	if err != nil {
		ln.Close()
		s.t.Fatalf("app.New: %v", err)
	}
	a.Start()
	s.app = a
	s.http = &http.Server{Handler: a.Handler(), ReadHeaderTimeout: 10 * time.Second}
	s.serve = make(chan error, 1)
	srv := s.http
	// Owned by s: stop waits for it.
	go func() { s.serve <- srv.Serve(ln) }()
}

// stop closes WebSockets with 1012 (the app's shutdown), then the listener.
// It is idempotent.
func (s *server) stop() {
	if s.app == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.app.Close(ctx); err != nil {
		s.t.Logf("app.Close: %v", err)
	}
	if err := s.http.Shutdown(ctx); err != nil {
		s.t.Logf("http shutdown: %v", err)
		_ = s.http.Close()
	}
	if err := <-s.serve; err != nil && !errors.Is(err, http.ErrServerClosed) {
		s.t.Logf("serve: %v", err)
	}
	s.app = nil
}

// restart stops the server and starts a new one on the same address.
func (s *server) restart(down time.Duration) {
	s.t.Helper()
	s.stop()
	// Down for a moment so that the browser sees failed reconnects.
	time.Sleep(down)
	var ln net.Listener
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		if ln, err = net.Listen("tcp", s.addr); err == nil {
			break
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("listening again on %s: %v", s.addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.start(ln)
}

// api calls the REST API with the demo's secret key and decodes the answer.
func (s *server) api(method, path string, body any, out any) int {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, s.URL+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+s.cfg.DemoKey)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if out != nil && res.StatusCode < 300 {
		if err := json.Unmarshal(raw, out); err != nil {
			s.t.Fatalf("%s %s: decoding %s: %v", method, path, raw, err)
		}
	}
	if res.StatusCode >= 300 {
		s.t.Logf("%s %s: %d %s", method, path, res.StatusCode, raw)
	}
	return res.StatusCode
}

// booking is the part of a booking record the tests read.
type booking struct {
	ID     string `json:"id"`
	SlotID string `json:"slot_id"`
	Date   string `json:"date"`
	Guests int    `json:"guests"`
	Status string `json:"status"`
	// TotalPrice and Tickets are the price by ticket type.
	TotalPrice float64        `json:"total_price"`
	Tickets    map[string]int `json:"tickets"`
	Source     string         `json:"source"`
	Customer   struct {
		Name  string `json:"name"`
		Email string `json:"email"`
	} `json:"customer"`
}

// waitBooking polls GET /v1/bookings on date until a booking for name exists.
func (s *server) waitBooking(date, name string, timeout time.Duration) booking {
	s.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var a struct {
			Bookings []booking `json:"bookings"`
		}
		s.api(http.MethodGet, "/v1/bookings?date="+date, nil, &a)
		for _, b := range a.Bookings {
			if b.Customer.Name == name {
				return b
			}
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("no booking for %q on %s after %s: %+v", name, date, timeout, a.Bookings)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// bookings lists the bookings starting on date.
func (s *server) bookings(date string) []booking {
	s.t.Helper()
	var a struct {
		Bookings []booking `json:"bookings"`
	}
	s.api(http.MethodGet, "/v1/bookings?date="+date, nil, &a)
	return a.Bookings
}

// tomorrow is tomorrow's date in the demo business's time zone.
func tomorrow(t *testing.T) string {
	loc, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		t.Fatal(err)
	}
	return time.Now().In(loc).AddDate(0, 0, 1).Format(time.DateOnly)
}

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func base62(t *testing.T, n int) string {
	var b strings.Builder
	for range n {
		i, err := rand.Int(rand.Reader, big.NewInt(int64(len(alphabet))))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteByte(alphabet[i.Int64()])
	}
	return b.String()
}
