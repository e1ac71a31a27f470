package hub

import (
	"bufio"
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Close codes of the contract, beyond the standard ones.
const (
	StatusUnauthorized   websocket.StatusCode = 4001
	StatusForbidden      websocket.StatusCode = 4003
	StatusTooSlow        websocket.StatusCode = 4008
	StatusTokenExpired   websocket.StatusCode = 4009
	StatusServiceRestart                      = websocket.StatusServiceRestart // 1012
)

// Client is what the caller learned when it authenticated the connection.
type Client struct {
	BusinessID string
	// SessionID is set for session tokens: the connection is subscribed to
	// that session at connect and may subscribe to no other session.
	SessionID string
	// Staff may subscribe to the business channel.
	Staff bool
	// AnySession may subscribe to any session of the business.
	AnySession bool
	// ExpiresAt closes the connection with 4009 when reached; zero never does.
	ExpiresAt time.Time
	// Chat runs chat frames; nil answers them with an error frame.
	Chat ChatFunc
}

// AcceptOptions carries the handshake decisions the caller made after
// checking the request's origin against the business allow-list.
type AcceptOptions struct {
	OriginPatterns     []string
	InsecureSkipVerify bool
}

// conn is one served WebSocket connection. It has exactly two goroutines
// besides the one in Accept, which supervises them: a reader that handles
// client frames in order and a writer that drains the queue.
type conn struct {
	h      *Hub
	ws     *websocket.Conn
	raw    net.Conn // the hijacked socket, closed to stop everything at once
	client Client
	log    *slog.Logger
	q      *queue

	// ctx carries the request's values; it is cancelled when the
	// connection must stop, which also aborts a Read or Write in progress.
	ctx    context.Context
	cancel context.CancelFunc

	closeOnce sync.Once
	closing   chan struct{} // closed by closeWith
	code      websocket.StatusCode
	reason    string

	subs map[string]*sub // by wire channel; owned by the reader, then by teardown

	// handling is set while the reader runs a frame (a chat turn, a
	// subscription): it does not read then, so pongs wait and a ping would
	// wrongly time out; the supervisor skips pings meanwhile.
	handling atomic.Bool
	frames   atomic.Uint64 // frames the reader started handling
}

// hijackRecorder keeps the net.Conn that websocket.Accept hijacks, so that
// Shutdown can cut a connection whose peer does not answer the close.
type hijackRecorder struct {
	http.ResponseWriter
	conn net.Conn
}

// Hijack hijacks the underlying connection and remembers it.
func (w *hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	w.conn = c
	return c, rw, err
}

// Accept upgrades the request and serves the connection until it ends. The
// caller has authenticated the request and decided the origin rules. After
// Shutdown has started it answers 503 without upgrading.
func (h *Hub) Accept(w http.ResponseWriter, r *http.Request, cl Client, o AcceptOptions) {
	if h.isClosing() {
		http.Error(w, "server restarting", http.StatusServiceUnavailable)
		return
	}
	rec := &hijackRecorder{ResponseWriter: w}
	ws, err := websocket.Accept(rec, r, &websocket.AcceptOptions{
		OriginPatterns: o.OriginPatterns, InsecureSkipVerify: o.InsecureSkipVerify,
	})
	if err != nil {
		h.log.Debug("hub: websocket handshake failed", "err", err)
		return // Accept has answered the request
	}
	defer ws.CloseNow()
	ws.SetReadLimit(h.opts.ReadLimit)

	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	defer cancel()
	c := &conn{
		h: h, ws: ws, raw: rec.conn, client: cl, q: newQueue(h.opts.QueueMessages, h.opts.QueueBytes),
		log: h.log.With("business_id", cl.BusinessID), ctx: ctx, cancel: cancel,
		closing: make(chan struct{}), subs: make(map[string]*sub),
	}
	if !h.register(c) {
		_ = ws.Close(StatusServiceRestart, "server restarting")
		return
	}
	defer h.unregister(c)
	c.serve()
}

// Reject upgrades the request only to close it at once with code (4001 or
// 4003, say): a browser sees a close code but never an HTTP status of a
// failed handshake. No origin check is needed as nothing is exchanged.
func Reject(w http.ResponseWriter, r *http.Request, code websocket.StatusCode, reason string) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return // Accept has answered the request
	}
	defer ws.CloseNow()
	_ = ws.Close(code, reason) // waits a few seconds at most for the peer's answer
}

// serve runs the reader and writer and supervises them: pings, token
// expiry and close requests all end here, in one place.
func (c *conn) serve() {
	readerDone, writerDone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(writerDone)
		c.writeLoop()
	}()
	go func() {
		defer close(readerDone)
		c.readLoop()
	}()

	var expired <-chan time.Time
	if !c.client.ExpiresAt.IsZero() {
		t := time.NewTimer(time.Until(c.client.ExpiresAt))
		defer t.Stop()
		expired = t.C
	}
	ping := time.NewTicker(c.h.opts.PingInterval)
	defer ping.Stop()
loop:
	for {
		select {
		case <-c.closing:
			break loop
		case <-readerDone:
			break loop
		case <-expired:
			c.closeWith(StatusTokenExpired, "token expired")
		case <-ping.C:
			if c.handling.Load() {
				continue // busy with the client's own request: it is alive
			}
			before := c.frames.Load()
			ctx, cancel := context.WithTimeout(c.ctx, c.h.opts.WriteTimeout)
			err := c.ws.Ping(ctx)
			cancel()
			if errors.Is(err, context.DeadlineExceeded) && (c.handling.Load() || c.frames.Load() != before) {
				continue // the pong is queued behind a frame being handled
			}
			if err != nil {
				c.log.Debug("hub: ping failed", "err", err)
				break loop
			}
		}
	}

	c.closeWith(0, "") // stop the writer if nothing else did
	if c.code == StatusTooSlow {
		c.log.Info("hub: closing a client too slow to read its events", "queue_limit", c.h.opts.QueueMessages)
	}
	if c.code != 0 {
		c.q.close()
		if err := c.ws.Close(c.code, c.reason); err != nil && !errors.Is(err, net.ErrClosed) {
			c.log.Debug("hub: closing websocket", "code", int(c.code), "err", err)
		}
	}
	c.kill()
	<-readerDone
	<-writerDone
	_ = c.ws.CloseNow() // before Accept unregisters, so Shutdown's wait covers it
	for _, s := range c.subs {
		c.h.removeSub(s)
	}
}

// closeWith asks the supervisor to close the connection with code (0: drop
// it without a close frame). The first call wins and reports true; it never
// blocks.
func (c *conn) closeWith(code websocket.StatusCode, reason string) bool {
	won := false
	c.closeOnce.Do(func() {
		c.code, c.reason = code, reason
		close(c.closing)
		won = true
	})
	return won
}

// kill stops the connection at once: whatever is blocked on the socket
// returns. It is safe to call at any time and more than once.
func (c *conn) kill() {
	c.cancel()
	if c.raw != nil {
		_ = c.raw.Close()
	}
}

// send queues a frame; a full queue closes the connection as too slow.
// It never blocks, so it may be called with hub locks held.
func (c *conn) send(frame []byte) {
	if !c.q.push(frame) && c.closeWith(StatusTooSlow, "too slow") {
		c.h.m.slowClients.Inc() // counted once, and not when closing for another reason
	}
}

// writeLoop writes queued frames, each with the write timeout, until the
// connection closes or a write fails.
func (c *conn) writeLoop() {
	var batch [][]byte
	for {
		select {
		case <-c.closing:
			return
		case <-c.q.wake:
		}
		batch = c.q.take(batch)
		for _, frame := range batch {
			select {
			case <-c.closing:
				return
			default:
			}
			ctx, cancel := context.WithTimeout(c.ctx, c.h.opts.WriteTimeout)
			err := c.ws.Write(ctx, websocket.MessageText, frame)
			cancel()
			if err != nil {
				c.log.Debug("hub: write failed", "err", err)
				c.closeWith(0, "")
				return
			}
		}
	}
}
