package app

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"
)

// newConnGrace is how long a drain waits for a connection accepted before
// the listener closed to send its first request: a client writes its
// request as soon as it has connected, so one silent for longer is left to
// net/http's Shutdown (which closes it once it has been new for 5 s).
const newConnGrace = 2 * time.Second

// Drainer lets an http.Server answer every request a client has already
// sent before net/http's Shutdown begins. Shutdown alone is not enough:
// once it has begun, a connection that reads a request (one accepted just
// before the listener closed, or a keep-alive connection whose next request
// was on its way) returns without answering it, and the client sees its
// connection closed (EOF) with no answer and, on a new connection, no
// retry. Drain instead stops accepting and turns keep-alives off, so every
// connection closes after its next answer, and waits until none is reading
// or serving a request; only then is Shutdown called, with nothing left to
// drop.
type Drainer struct {
	ln net.Listener

	mu    sync.Mutex
	conns map[net.Conn]connState
}

// connState is a connection's state and when it entered it.
type connState struct {
	state http.ConnState
	since time.Time
}

// NewDrainer tracks srv's connections (through srv.ConnState, chaining a
// hook already set) for a drain of ln, the listener srv serves.
func NewDrainer(srv *http.Server, ln net.Listener) *Drainer {
	d := &Drainer{ln: ln, conns: map[net.Conn]connState{}}
	prev := srv.ConnState
	srv.ConnState = func(c net.Conn, s http.ConnState) {
		d.track(c, s)
		if prev != nil {
			prev(c, s)
		}
	}
	return d
}

func (d *Drainer) track(c net.Conn, s http.ConnState) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch s {
	case http.StateHijacked, http.StateClosed:
		delete(d.conns, c) // a WebSocket is the hub's to close
	default:
		d.conns[c] = connState{s, time.Now()}
	}
}

// busy counts the connections still to wait for at now: those serving a
// request, and those accepted within newConnGrace whose request may still
// come.
func (d *Drainer) busy(now time.Time) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := 0
	for _, cs := range d.conns {
		if cs.state == http.StateActive || (cs.state == http.StateNew && now.Sub(cs.since) < newConnGrace) {
			n++
		}
	}
	return n
}

// Drain stops srv accepting (Serve then returns net.ErrClosed) and turns
// keep-alives off (which also closes the idle connections: a request sent
// on one meanwhile is retried by the client, as on any keep-alive
// connection), then waits until no connection is busy or ctx ends.
func (d *Drainer) Drain(ctx context.Context, srv *http.Server) {
	srv.SetKeepAlivesEnabled(false)
	_ = d.ln.Close()
	t := time.NewTicker(5 * time.Millisecond)
	defer t.Stop()
	for d.busy(time.Now()) > 0 {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
