package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// checkTarget parses base and refuses a target that is not on this machine
// unless allowRemote: a load tool pointed at someone else's server by
// mistake is an attack.
func checkTarget(ctx context.Context, base string, allowRemote bool) (*url.URL, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("-url %q: want http(s)://host[:port]", base)
	}
	if allowRemote {
		return u, nil
	}
	host := u.Hostname()
	ips := []net.IP{net.ParseIP(host)}
	if ips[0] == nil {
		addrs, err := net.DefaultResolver.LookupIPAddr(ctx, host)
		if err != nil {
			return nil, fmt.Errorf("-url: resolve %s: %w", host, err)
		}
		ips = ips[:0]
		for _, a := range addrs {
			ips = append(ips, a.IP)
		}
	}
	for _, ip := range ips {
		if !ip.IsLoopback() {
			return nil, fmt.Errorf("-url %s resolves to %s, which is not loopback: pass -allow-remote to load a server you run elsewhere", base, ip)
		}
	}
	return u, nil
}

// wsURL is the WebSocket endpoint of base.
func wsURL(base *url.URL) string {
	u := *base
	if u.Scheme == "https" {
		u.Scheme = "wss"
	} else {
		u.Scheme = "ws"
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/v1/ws"
	u.RawQuery = ""
	return u.String()
}

// Metric names read from the server's /metrics.
const (
	metricHeap       = "go_memstats_heap_inuse_bytes"
	metricRSS        = "process_resident_memory_bytes"
	metricGoroutines = "go_goroutines"
)

// scrapeMetrics reads the unlabelled samples named in names from
// /metrics.
func scrapeMetrics(ctx context.Context, hc *http.Client, base *url.URL, key string, names ...string) (map[string]float64, error) {
	u := *base
	u.Path = strings.TrimSuffix(u.Path, "/") + "/metrics"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET /metrics: %s", resp.Status)
	}
	return parseMetrics(io.LimitReader(resp.Body, 16<<20), names...)
}

// parseMetrics reads Prometheus text format and returns the value of each
// of names that appears without labels.
func parseMetrics(r io.Reader, names ...string) (map[string]float64, error) {
	want := make(map[string]bool, len(names))
	for _, n := range names {
		want[n] = true
	}
	out := make(map[string]float64)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 2 || !want[fields[0]] {
			continue
		}
		v, err := strconv.ParseFloat(fields[1], 64)
		if err != nil {
			return nil, fmt.Errorf("metric %s: %w", fields[0], err)
		}
		out[fields[0]] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return out, fmt.Errorf("metric %s not exported", n)
		}
	}
	return out, nil
}
