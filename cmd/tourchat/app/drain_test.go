package app

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// TestDrainAnswersARequestSentAfterShutdownBegan: a connection accepted
// before the shutdown whose request comes only once it has begun (the
// listener closed) is answered, with Connection: close, before
// srv.Shutdown ends; net/http's Shutdown alone reads such a request and
// closes the connection without an answer.
func TestDrainAnswersARequestSentAfterShutdownBegan(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "answered")
	})}
	d := NewDrainer(srv, ln)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()

	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	waitUntil(t, func() bool { return d.busy(time.Now()) == 1 }) // accepted, no request yet

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	shut := make(chan error, 1)
	go func() {
		d.Drain(ctx, srv)
		shut <- srv.Shutdown(ctx)
	}()
	waitUntil(t, func() bool {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err == nil {
			c.Close()
		}
		return err != nil // the listener is closed: the shutdown has begun
	})

	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: tourchat\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the request sent during the drain got no answer: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || string(body) != "answered" || !resp.Close {
		t.Fatalf("answer %d %q, close %v; want 200 \"answered\" with Connection: close", resp.StatusCode, body, resp.Close)
	}
	if err := <-shut; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if err := <-served; !errors.Is(err, net.ErrClosed) {
		t.Fatalf("Serve returned %v, want the closed listener's error", err)
	}
}

// TestDrainLeavesASilentConnectionToShutdown: a connection that sends
// nothing holds the drain for newConnGrace at most, not until the
// shutdown's deadline.
func TestDrainLeavesASilentConnectionToShutdown(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.NotFoundHandler()}
	d := NewDrainer(srv, ln)
	go func() { _ = srv.Serve(ln) }()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	waitUntil(t, func() bool { return d.busy(time.Now()) == 1 })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	d.Drain(ctx, srv)
	if ctx.Err() != nil {
		t.Fatal("the drain waited for the shutdown's deadline")
	}
	if n := d.busy(time.Now()); n != 0 {
		t.Fatalf("%d connections still busy after the drain", n)
	}
	_ = srv.Close()
}

func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 5s")
		}
		time.Sleep(2 * time.Millisecond)
	}
}
