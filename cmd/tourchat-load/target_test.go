package main

import (
	"context"
	"io"
	"net/url"
	"strings"
	"testing"
)

func TestCheckTarget(t *testing.T) {
	cases := []struct {
		url    string
		remote bool
		ok     bool
	}{
		{"http://127.0.0.1:8080", false, true},
		{"http://[::1]:8080", false, true},
		{"http://localhost:8080", false, true},
		{"https://127.0.0.2", false, true},
		{"http://10.0.0.5:8080", false, false},
		{"http://192.0.2.1", false, false},
		{"http://192.0.2.1", true, true},
		{"ftp://127.0.0.1", false, false},
		{"127.0.0.1:8080", false, false},
	}
	for _, c := range cases {
		_, err := checkTarget(context.Background(), c.url, c.remote)
		if (err == nil) != c.ok {
			t.Errorf("checkTarget(%q, allowRemote=%v) = %v, want ok=%v", c.url, c.remote, err, c.ok)
		}
	}
}

func TestWSURL(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:8080":       "ws://127.0.0.1:8080/v1/ws",
		"https://127.0.0.1/base/?x=1": "wss://127.0.0.1/base/v1/ws",
	} {
		u, _ := url.Parse(in)
		if got := wsURL(u); got != want {
			t.Errorf("wsURL(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestParseMetrics(t *testing.T) {
	text := `# HELP go_memstats_heap_inuse_bytes Number of heap bytes that are in use.
# TYPE go_memstats_heap_inuse_bytes gauge
go_memstats_heap_inuse_bytes 1.2345e+07
go_goroutines 42
process_resident_memory_bytes 5.5e+07
http_requests_total{code="200"} 9
`
	m, err := parseMetrics(strings.NewReader(text), metricHeap, metricRSS, metricGoroutines)
	if err != nil {
		t.Fatal(err)
	}
	if m[metricHeap] != 12345000 || m[metricRSS] != 55e6 || m[metricGoroutines] != 42 {
		t.Fatalf("parsed %v", m)
	}
	if _, err := parseMetrics(strings.NewReader("go_goroutines 1\n"), metricHeap); err == nil {
		t.Fatal("a missing metric must be an error")
	}
	if _, err := parseMetrics(strings.NewReader("go_goroutines x\n"), metricGoroutines); err == nil {
		t.Fatal("a malformed value must be an error")
	}
}

func TestParseFlags(t *testing.T) {
	cases := []struct {
		args []string
		ok   bool
	}{
		{[]string{"-key", "k"}, true},
		{[]string{}, false}, // no key (when $TOURCHAT_DEMO_KEY is unset)
		{[]string{"-key", "k", "-conns", "50001"}, false},
		{[]string{"-key", "k", "-rate", "0"}, false},
		{[]string{"-key", "k", "-rate", "0", "-publish", "none"}, true},
		{[]string{"-key", "k", "-duration", "31m"}, false},
		{[]string{"-key", "k", "-subscribe", "everything"}, false},
		{[]string{"-key", "k", "-publish", "spam"}, false},
		{[]string{"-key", "k", "-sessions", "0"}, false},
		{[]string{"-key", "k", "-warmup", "2s"}, true},
		{[]string{"-key", "k", "-warmup", "-1s"}, false},
		{[]string{"-key", "k", "-warmup", "1s", "-publish", "none"}, false},
	}
	t.Setenv("TOURCHAT_DEMO_KEY", "")
	for _, c := range cases {
		_, err := parseFlags(c.args, io.Discard)
		if (err == nil) != c.ok {
			t.Errorf("parseFlags(%v) = %v, want ok=%v", c.args, err, c.ok)
		}
	}
}
