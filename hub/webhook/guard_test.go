package webhook

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/tourchat/tourchat/store"
)

// stubResolver answers from a table. A host with several answers gives them
// in turn, one per lookup, the last one repeating: DNS rebinding in a map.
type stubResolver struct {
	mu      sync.Mutex
	answers map[string][][]netip.Addr
	calls   map[string]int
}

func newStubResolver(answers map[string][]string) *stubResolver {
	r := &stubResolver{answers: map[string][][]netip.Addr{}, calls: map[string]int{}}
	for host, list := range answers {
		var turns [][]netip.Addr
		for _, turn := range list {
			var addrs []netip.Addr
			for _, a := range splitComma(turn) {
				addrs = append(addrs, netip.MustParseAddr(a))
			}
			turns = append(turns, addrs)
		}
		r.answers[host] = turns
	}
	return r
}

func splitComma(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

func (r *stubResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	turns, ok := r.answers[host]
	if !ok {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	i := min(r.calls[host], len(turns)-1)
	r.calls[host]++
	return turns[i], nil
}

func TestParseAllowList(t *testing.T) {
	a, err := ParseAllowList(" localhost, 127.0.0.1 ,10.0.0.0/8,[::1],Hooks.Internal., ")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := a.String(), "localhost,hooks.internal,127.0.0.1/32,10.0.0.0/8,::1/128"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	for _, host := range []string{"localhost", "LOCALHOST", "hooks.internal", "127.0.0.1", "10.9.8.7", "::1", "[::1]", "::ffff:10.1.1.1"} {
		if !a.allowsHost(host) {
			t.Errorf("%q not allowed", host)
		}
	}
	for _, host := range []string{"127.0.0.2", "11.0.0.1", "evil.localhost", "internal"} {
		if a.allowsHost(host) {
			t.Errorf("%q allowed", host)
		}
	}
	for _, bad := range []string{"10.0.0.0/33", "host:80", "a b", "user@host"} {
		if _, err := ParseAllowList(bad); err == nil {
			t.Errorf("ParseAllowList(%q) accepted", bad)
		}
	}
	if empty, err := ParseAllowList(""); err != nil || empty.String() != "" {
		t.Errorf("empty list: %v %q", err, empty.String())
	}
}

func TestGuardCheck(t *testing.T) {
	g := newGuard(AllowList{})
	forbidden := []string{
		"127.0.0.1", "127.1.2.3", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
		"169.254.169.254", "169.254.1.1", "100.64.0.1", "100.127.255.254", "0.0.0.0",
		"224.0.0.1", "255.255.255.255", "192.0.2.1",
		"::1", "::", "fe80::1", "fd00:ec2::254", "fc00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1",
		"::ffff:169.254.169.254", "64:ff9b::7f00:1", "2001:db8::1",
	}
	for _, s := range forbidden {
		if err := g.check(netip.MustParseAddr(s)); !errors.Is(err, ErrForbiddenDestination) {
			t.Errorf("%s: err = %v, want forbidden", s, err)
		}
	}
	for _, s := range []string{"1.1.1.1", "8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"} {
		if err := g.check(netip.MustParseAddr(s)); err != nil {
			t.Errorf("%s refused: %v", s, err)
		}
	}
	allow, _ := ParseAllowList("127.0.0.1,10.0.0.0/8")
	g = newGuard(allow)
	for _, s := range []string{"127.0.0.1", "10.2.3.4", "::ffff:10.2.3.4"} {
		if err := g.check(netip.MustParseAddr(s)); err != nil {
			t.Errorf("allowed %s refused: %v", s, err)
		}
	}
	if err := g.check(netip.MustParseAddr("127.0.0.2")); err == nil {
		t.Error("127.0.0.2 allowed by 127.0.0.1")
	}
}

func TestValidateURL(t *testing.T) {
	r := newStubResolver(map[string][]string{
		"hooks.example.com": {"93.184.216.34"},
		"v6.example.com":    {"2606:4700:4700::1111"},
		"internal.test":     {"10.0.0.7"},
		"mixed.test":        {"93.184.216.34,127.0.0.1"},
		"meta.test":         {"169.254.169.254"},
		"meta6.test":        {"fd00:ec2::254"},
		"cgnat.test":        {"100.64.3.4"},
	})
	devAllow, _ := ParseAllowList("127.0.0.1,devbox")
	tests := []struct {
		url   string
		allow AllowList
		ok    bool
	}{
		{url: "https://hooks.example.com/tourchat?token=x", ok: true},
		{url: "https://HOOKS.example.com.:8443/x", ok: true},
		{url: "https://v6.example.com/", ok: true},
		{url: "https://93.184.216.34/hook", ok: true},
		{url: "https://[2606:4700:4700::1111]/hook", ok: true},
		{url: "http://hooks.example.com/", ok: false},
		{url: "https://127.0.0.1/", ok: false},
		{url: "https://127.0.0.1:8080/", ok: false},
		{url: "https://[::1]/", ok: false},
		{url: "https://10.0.0.5/", ok: false},
		{url: "https://192.168.0.1/", ok: false},
		{url: "https://172.20.1.1/", ok: false},
		{url: "https://100.64.1.1/", ok: false},
		{url: "https://169.254.169.254/latest/meta-data/", ok: false},
		{url: "https://[fd00:ec2::254]/", ok: false},
		{url: "https://[fe80::1]/", ok: false},
		{url: "https://[::ffff:127.0.0.1]/", ok: false},
		{url: "https://0.0.0.0/", ok: false},
		{url: "https://localhost/", ok: false},
		{url: "https://app.localhost/", ok: false},
		{url: "https://internal.test/", ok: false},
		{url: "https://mixed.test/", ok: false},
		{url: "https://meta.test/", ok: false},
		{url: "https://meta6.test/", ok: false},
		{url: "https://cgnat.test/", ok: false},
		{url: "https://nowhere.test/", ok: true}, // not resolvable yet: the dial guard decides
		{url: "https://user:pw@hooks.example.com/", ok: false},
		{url: "ftp://hooks.example.com/", ok: false},
		{url: "hooks.example.com/x", ok: false},
		{url: "/relative", ok: false},
		{url: "https:///nohost", ok: false},
		{url: "mailto:a@b.c", ok: false},
		{url: "https://hooks.example.com/" + string(make([]byte, 2100)), ok: false},
		{url: "http://127.0.0.1:8080/hook", allow: devAllow, ok: true},
		{url: "https://127.0.0.1:8080/hook", allow: devAllow, ok: true},
		{url: "http://devbox:3000/hook", allow: devAllow, ok: true},
		{url: "http://127.0.0.2:8080/hook", allow: devAllow, ok: false},
		{url: "http://hooks.example.com/", allow: devAllow, ok: false},
	}
	for _, tt := range tests {
		err := ValidateURL(context.Background(), tt.url, tt.allow, r)
		if tt.ok != (err == nil) {
			t.Errorf("ValidateURL(%.60q) = %v, want ok %v", tt.url, err, tt.ok)
			continue
		}
		if err != nil {
			pe, ok := store.AsParam(err)
			if !ok || pe.Field != "url" {
				t.Errorf("ValidateURL(%.60q) error %v is not a ParamError on url", tt.url, err)
			}
		}
	}
}

// receiver counts the requests that reach it.
func countingServer(t *testing.T) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		n.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

func TestDialGuard(t *testing.T) {
	srv, hits := countingServer(t)
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	r := newStubResolver(map[string][]string{
		"loop.test":   {"127.0.0.1"},
		"rebind.test": {"93.184.216.34", "127.0.0.1"},
		"localhost":   {"127.0.0.1,::1"},
	})
	get := func(allow AllowList, rawURL string) error {
		tr := newTransport(allow, r, 1)
		defer tr.CloseIdleConnections()
		c := &http.Client{Transport: tr, CheckRedirect: noRedirect}
		resp, err := c.Get(rawURL)
		if err == nil {
			resp.Body.Close()
		}
		return err
	}

	for _, host := range []string{"127.0.0.1", "loop.test", "localhost"} {
		u := fmt.Sprintf("http://%s/", net.JoinHostPort(host, fmt.Sprint(port)))
		if err := get(AllowList{}, u); !errors.Is(err, ErrForbiddenDestination) {
			t.Errorf("GET %s: err = %v, want forbidden", u, err)
		}
	}

	// DNS rebinding: public when the URL is validated, loopback when dialled.
	u := fmt.Sprintf("https://rebind.test:%d/hook", port)
	if err := ValidateURL(context.Background(), u, AllowList{}, r); err != nil {
		t.Fatalf("validation should see the public answer: %v", err)
	}
	if err := get(AllowList{}, "http://"+net.JoinHostPort("rebind.test", fmt.Sprint(port))+"/"); !errors.Is(err, ErrForbiddenDestination) {
		t.Errorf("rebound name: err = %v, want forbidden at dial time", err)
	}

	// The socket control refuses on its own, whatever resolved the name.
	d := newDialer(AllowList{}, r)
	if _, err := d.guarded.DialContext(context.Background(), "tcp", srv.Listener.Addr().String()); !errors.Is(err, ErrForbiddenDestination) {
		t.Errorf("control: err = %v, want forbidden", err)
	}
	if hits.Load() != 0 {
		t.Fatalf("the receiver was reached %d times through the guard", hits.Load())
	}

	// The allow list opens the way, by address or by name.
	byAddr, _ := ParseAllowList("127.0.0.1")
	if err := get(byAddr, srv.URL); err != nil {
		t.Errorf("allowed address: %v", err)
	}
	if err := get(byAddr, fmt.Sprintf("http://loop.test:%d/", port)); err != nil {
		t.Errorf("name resolving to an allowed address: %v", err)
	}
	byName, _ := ParseAllowList("localhost")
	if err := get(byName, fmt.Sprintf("http://localhost:%d/", port)); err != nil {
		t.Errorf("allowed name: %v", err)
	}
	if hits.Load() != 3 {
		t.Errorf("receiver hit %d times, want 3", hits.Load())
	}
}
