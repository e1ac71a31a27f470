package main

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// The profiler answers on its own address only when one is set, and stops
// with the server.
func TestServeDebug(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	stop, err := serveDebug("", log)
	if err != nil {
		t.Fatal(err)
	}
	stop()

	free, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := free.Addr().String()
	_ = free.Close()
	stop, err = serveDebug(addr, log)
	if err != nil {
		t.Fatal(err)
	}
	hc := &http.Client{Timeout: 5 * time.Second}
	resp, err := hc.Get("http://" + addr + "/debug/pprof/cmdline")
	if err != nil {
		stop()
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK || len(body) == 0 {
		stop()
		t.Fatalf("cmdline: %d %q", resp.StatusCode, body)
	}
	if _, err := serveDebug(addr, log); err == nil || !strings.Contains(err.Error(), "TOURCHAT_DEBUG_ADDR") {
		t.Errorf("a second listener on %s: %v, want the setting named in the error", addr, err)
	}
	stop()
	hc.CloseIdleConnections()
	if _, err := hc.Get("http://" + addr + "/debug/pprof/cmdline"); err == nil {
		t.Fatal("the profiler still answers after stop")
	}
}
