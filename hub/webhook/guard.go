package webhook

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"

	"code.dny.dev/ssrf"

	"github.com/tourchat/tourchat/store"
)

// ErrForbiddenDestination is wrapped by every refusal of the SSRF guard: the
// address is loopback, private, link-local, shared (CGNAT), a cloud metadata
// endpoint or another range that is not the public internet.
var ErrForbiddenDestination = errors.New("destination is not a public address")

// Resolver looks up a host's addresses; *net.Resolver satisfies it. Tests pass
// a stub to play DNS rebinding.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// AllowList is the operator's exceptions to the SSRF guard
// (TOURCHAT_WEBHOOK_ALLOW_HOSTS): host names that may be reached whatever
// they resolve to, and address prefixes that may be reached although they are
// not public. The zero value allows nothing.
type AllowList struct {
	hosts    []string
	prefixes []netip.Prefix
}

// ParseAllowList parses a comma-separated list of host names, IP addresses
// and CIDR prefixes, e.g. "localhost,127.0.0.1,10.0.0.0/8,hooks.internal".
// An empty string gives the empty list.
func ParseAllowList(s string) (AllowList, error) {
	var a AllowList
	for _, item := range strings.Split(s, ",") {
		item = strings.ToLower(strings.TrimSpace(item))
		switch {
		case item == "":
			continue
		case strings.Contains(item, "/"):
			p, err := netip.ParsePrefix(item)
			if err != nil {
				return AllowList{}, fmt.Errorf("webhook allow list: %q is not a CIDR prefix: %w", item, err)
			}
			a.prefixes = append(a.prefixes, p.Masked())
		default:
			if ip, err := netip.ParseAddr(strings.Trim(item, "[]")); err == nil {
				ip = ip.Unmap()
				a.prefixes = append(a.prefixes, netip.PrefixFrom(ip, ip.BitLen()))
				continue
			}
			if strings.ContainsAny(item, ":@ ") {
				return AllowList{}, fmt.Errorf("webhook allow list: %q is not a host name, address or CIDR prefix", item)
			}
			a.hosts = append(a.hosts, strings.TrimSuffix(item, "."))
		}
	}
	return a, nil
}

// String lists the entries, comma-separated, as ParseAllowList reads them.
func (a AllowList) String() string {
	parts := append([]string(nil), a.hosts...)
	for _, p := range a.prefixes {
		parts = append(parts, p.String())
	}
	return strings.Join(parts, ",")
}

// allowsHost reports whether host (a name or a literal address, as it
// appears in a URL) is an exception: a listed name, or an address inside a
// listed prefix.
func (a AllowList) allowsHost(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if ip, err := netip.ParseAddr(host); err == nil {
		return a.allowsAddr(ip)
	}
	for _, h := range a.hosts {
		if h == host {
			return true
		}
	}
	return false
}

func (a AllowList) allowsAddr(ip netip.Addr) bool {
	ip = ip.Unmap()
	for _, p := range a.prefixes {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// guard decides whether an address may be dialled. The ssrf package carries
// the IANA special-purpose registries; its IPv6 rule (only 2000::/3 is
// reachable) also covers unique-local ranges such as fd00:ec2::254.
type guard struct {
	allow AllowList
	ssrf  *ssrf.Guardian
}

func newGuard(allow AllowList) *guard {
	return &guard{allow: allow, ssrf: ssrf.New(ssrf.WithAnyPort())}
}

func (g *guard) check(ip netip.Addr) error {
	// Unmap so that ::ffff:10.0.0.1 meets the IPv4 rules and the allow list.
	ip = ip.Unmap().WithZone("")
	if g.allow.allowsAddr(ip) {
		return nil
	}
	if err := g.ssrf.SafeAddr(ip); err != nil {
		return fmt.Errorf("%w: %s", ErrForbiddenDestination, ip)
	}
	return nil
}

// control runs on every socket just before connect, so it sees the address
// actually dialled, whatever resolved it.
func (g *guard) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("%w: cannot parse %q", ErrForbiddenDestination, address)
	}
	return g.check(ap.Addr())
}

// dialer resolves names itself, refuses the connection when any answer is
// forbidden (a name mixing public and private answers is a rebinding trick),
// and dials the checked addresses with the guard also set as the socket
// control. Names on the allow list are dialled as they are.
type dialer struct {
	guard    *guard
	resolver Resolver
	guarded  net.Dialer
	plain    net.Dialer
}

func newDialer(allow AllowList, r Resolver) *dialer {
	if r == nil {
		r = net.DefaultResolver
	}
	g := newGuard(allow)
	d := &dialer{guard: g, resolver: r}
	d.guarded = net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second, Control: g.control}
	d.plain = net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	return d
}

// DialContext has the signature http.Transport wants.
func (d *dialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if d.guard.allow.allowsHost(host) {
		return d.plain.DialContext(ctx, network, addr)
	}
	var ips []netip.Addr
	if ip, err := netip.ParseAddr(host); err == nil {
		ips = []netip.Addr{ip}
	} else {
		lookup := "ip"
		switch network {
		case "tcp4":
			lookup = "ip4"
		case "tcp6":
			lookup = "ip6"
		}
		ips, err = d.resolver.LookupNetIP(ctx, lookup, host)
		if err != nil {
			return nil, err
		}
		if len(ips) == 0 {
			return nil, fmt.Errorf("lookup %s: no addresses", host)
		}
	}
	for _, ip := range ips {
		if err := d.guard.check(ip); err != nil {
			return nil, err
		}
	}
	var firstErr error
	for _, ip := range ips {
		conn, err := d.guarded.DialContext(ctx, network, net.JoinHostPort(ip.Unmap().String(), port))
		if err == nil {
			return conn, nil
		}
		if firstErr == nil {
			firstErr = err
		}
		if ctx.Err() != nil {
			break
		}
	}
	return nil, firstErr
}

// newTransport returns the transport deliveries use: guarded dials, no proxy
// from the environment (a proxy would dial for us, past the guard), HTTP/2
// where the receiver offers it.
func newTransport(allow AllowList, r Resolver, maxPerHost int) *http.Transport {
	d := newDialer(allow, r)
	return &http.Transport{
		Proxy:                 nil,
		DialContext:           d.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		MaxIdleConnsPerHost:   maxPerHost,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
		// Only the status and a short excerpt matter: bound what a
		// receiver can make us hold.
		MaxResponseHeaderBytes: 64 << 10,
	}
}

// noRedirect makes the client hand back a 3xx as it is: following it would
// let a receiver bounce the signed request to another host.
func noRedirect(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// ValidateURL checks a webhook URL before it is stored (create and patch):
// https, or http only to an allowed development host; no credentials; and a
// host that is on the allow list or whose every address is public. Errors
// are *store.ParamError for field "url", ready for a 400 answer. A nil
// resolver means the system's. Dial time checks again, so a name that
// changes its answers later is still refused.
func ValidateURL(ctx context.Context, raw string, allow AllowList, r Resolver) error {
	if r == nil {
		r = net.DefaultResolver
	}
	if len(raw) > 2048 {
		return store.Param("url", "must be at most 2048 characters")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Opaque != "" || !u.IsAbs() {
		return store.Param("url", "must be an absolute https URL")
	}
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if host == "" {
		return store.Param("url", "must have a host")
	}
	if u.User != nil {
		return store.Param("url", "must not contain credentials")
	}
	if err := checkScheme(u, allow); err != nil {
		return err
	}
	if allow.allowsHost(host) {
		return nil
	}
	g := newGuard(allow)
	if ip, err := netip.ParseAddr(host); err == nil {
		if g.check(ip) != nil {
			return store.Param("url", "must not point to a private, loopback, link-local or metadata address")
		}
		return nil
	}
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return store.Param("url", "must not point to a private, loopback, link-local or metadata address")
	}
	lctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	ips, err := r.LookupNetIP(lctx, "ip", host)
	if err != nil || len(ips) == 0 {
		// A name that does not resolve yet (a receiver being set up, or no
		// DNS from here) is accepted: it cannot be shown to be private, and
		// the dial-time guard refuses it later if it turns out to be.
		return nil
	}
	for _, ip := range ips {
		if g.check(ip) != nil {
			return store.Param("url", "host %q resolves to a private, loopback, link-local or metadata address", host)
		}
	}
	return nil
}

// checkScheme allows https everywhere and http only to allowed hosts, where
// a developer runs a receiver without a certificate.
func checkScheme(u *url.URL, allow AllowList) error {
	switch strings.ToLower(u.Scheme) {
	case "https":
		return nil
	case "http":
		if allow.allowsHost(u.Hostname()) {
			return nil
		}
		return store.Param("url", "must use https (http is allowed only to hosts in TOURCHAT_WEBHOOK_ALLOW_HOSTS)")
	default:
		return store.Param("url", "must be an absolute https URL")
	}
}
