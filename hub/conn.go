package hub

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store"
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
	// Person is the staff member a Staff connection is present as once it
	// subscribes to the business channel (GET /v1/presence), and the name
	// its typing frames carry; nil for visitors.
	Person *store.Assignee
	// KeyID is the API key the connection was opened with, if any: when it
	// is revoked the connection is closed with 4001 (Options.KeyRevoked).
	KeyID string
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
	// Values is the context whose values (a request id, say) the
	// connection's work sees for its whole life; its cancellation is
	// ignored. When nil it is the request's context, which also keeps the
	// router's per-request state alive as long as the connection.
	Values context.Context
}

// conn is one served WebSocket connection. An idle connection costs one
// goroutine, started by Accept, which reads client frames in order and
// tears the connection down (serve). Everything else runs only when there
// is work: a writer while frames are queued that a fan-out could not write
// at once (writeNow), a closer while the close handshake runs, and the
// ping and token-expiry callbacks of two timers.
// Every such goroutine is started through goTask, so serve waits for all of
// them before the connection is unregistered.
type conn struct {
	id  string // unique across instances (presence)
	h   *Hub
	ws  *websocket.Conn
	raw net.Conn // the hijacked socket, closed to stop everything at once
	// rc is raw's file descriptor when raw is a TCP socket (nil otherwise),
	// for the fan-out's non-blocking writes (writeNow).
	rc     syscall.RawConn
	client Client
	q      *queue

	// ctx carries the request's values; it is cancelled when the
	// connection must stop, which aborts a chat turn, a broker call or a
	// write in progress.
	ctx    context.Context
	cancel context.CancelFunc
	// bg has ctx's values but is never cancelled: reads and writes take it
	// so that coder/websocket arms no callback per frame (see write).
	bg context.Context

	lastTyping time.Time // the last typing frame relayed; read and set by the frame handler only

	closeOnce sync.Once
	closing   atomic.Bool // set by closeWith; the reader stops at the next frame
	code      websocket.StatusCode
	reason    string

	// mu guards live, the timers' rearming and every start of a goroutine
	// (wg.Add), so that none starts once serve waits on wg.
	mu     sync.Mutex
	live   bool // goroutines may start; set by Accept, cleared by serve
	wg     sync.WaitGroup
	pinger *time.Timer // nil until armed
	expiry *time.Timer // nil when the token never expires

	subs map[string]*sub // by wire channel; owned by the reader, then by teardown

	// handling is set while the reader runs a frame (a chat turn, a
	// subscription): it does not read then, so pongs wait and a ping would
	// wrongly time out; pings are skipped meanwhile.
	handling atomic.Bool
	frames   atomic.Uint64 // frames the reader started handling
}

// hijackRecorder keeps the net.Conn that websocket.Accept hijacks, so that
// Shutdown can cut a connection whose peer does not answer the close. It
// also hands coder/websocket smaller buffers than net/http's 4 KiB ones:
// the connection outlives the handler, and an idle one should hold as
// little as possible. Reads larger than the read buffer go straight to the
// socket; a frame larger than the write buffer leaves in two writes
// instead of one.
type hijackRecorder struct {
	http.ResponseWriter
	conn net.Conn
	// wire is the connection's queue's wire: coder/websocket's writes take
	// it (wireWriter).
	wire *sync.Mutex
}

// wireWriter is what coder/websocket's buffered writer writes to: the
// socket, with the connection's wire held for each write, so that a control
// frame waits for a batch of data frames in flight, even one a writer
// goroutine is finishing after a non-blocking write was cut short.
type wireWriter struct {
	conn net.Conn
	wire *sync.Mutex
}

func (w wireWriter) Write(p []byte) (int, error) {
	w.wire.Lock()
	defer w.wire.Unlock()
	return w.conn.Write(p)
}

// Buffer sizes of a hijacked connection: a frame header and a small client
// frame fit the read buffer. The hub writes its data frames to the socket
// itself (writer.go), so coder/websocket's write buffer only ever holds one
// control frame (a ping, a pong, the close frame: 127 bytes at most), which
// it must hold whole so that the frame leaves in one Write.
const (
	readBufferSize  = 512
	writeBufferSize = 256
	maxControlFrame = 2 + 125 // an unmasked header and the largest control payload
)

// A control frame must fit the write buffer (see writeBatch).
var _ [writeBufferSize - maxControlFrame]struct{}

// Hijack hijacks the underlying connection and remembers it. Bytes the
// client sent past the handshake (net/http may have read some) move into
// the new reader's buffer, where coder/websocket looks for them.
func (w *hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, rw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return c, rw, err
	}
	w.conn = c
	bw := bufio.NewWriterSize(wireWriter{c, w.wire}, writeBufferSize) // net/http's writer is empty: it flushed the handshake
	n := rw.Reader.Buffered()
	if n > readBufferSize {
		return c, bufio.NewReadWriter(rw.Reader, bw), nil // keep net/http's reader: it holds more than ours would
	}
	var src io.Reader = c
	if n > 0 {
		early, _ := rw.Reader.Peek(n)
		src = io.MultiReader(bytes.NewReader(bytes.Clone(early)), c)
	}
	br := bufio.NewReaderSize(src, readBufferSize)
	if n > 0 {
		if _, err := br.Peek(n); err != nil { // served from memory: never blocks
			return c, bufio.NewReadWriter(rw.Reader, bw), nil
		}
	}
	return c, bufio.NewReadWriter(br, bw), nil
}

// rawConnOf returns c's file descriptor for non-blocking writes when c is
// a TCP socket, nil otherwise (a TLS connection's bytes are not the
// frames').
func rawConnOf(c net.Conn) syscall.RawConn {
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return nil
	}
	rc, err := tc.SyscallConn()
	if err != nil {
		return nil
	}
	return rc
}

// Accept upgrades the request and hands the connection to a goroutine that
// the hub owns (Shutdown waits for it), then returns: the handler's
// goroutine, its grown stack and net/http's per-request state are not kept
// for the connection's whole life. The caller has authenticated the request
// and decided the origin rules. After Shutdown has started it answers 503
// without upgrading.
func (h *Hub) Accept(w http.ResponseWriter, r *http.Request, cl Client, o AcceptOptions) {
	if h.isClosing() {
		http.Error(w, "server restarting", http.StatusServiceUnavailable)
		return
	}
	q := newQueue(h.opts.QueueMessages, h.opts.QueueBytes)
	rec := &hijackRecorder{ResponseWriter: w, wire: &q.wire}
	ws, err := websocket.Accept(rec, r, &websocket.AcceptOptions{
		OriginPatterns: o.OriginPatterns, InsecureSkipVerify: o.InsecureSkipVerify,
	})
	if err != nil {
		h.log.Debug("hub: websocket handshake failed", "err", err)
		return // Accept has answered the request
	}
	ws.SetReadLimit(h.opts.ReadLimit)

	// The connection keeps the values but not the request's cancellation,
	// which net/http fires when this handler returns.
	values := o.Values
	if values == nil {
		values = r.Context()
	}
	ctx, cancel := context.WithCancel(context.WithoutCancel(values))
	c := &conn{
		id: newConnID(), h: h, ws: ws, raw: rec.conn, rc: rawConnOf(rec.conn), client: cl, q: q,
		ctx: ctx, cancel: cancel, bg: context.WithoutCancel(ctx),
		live: true, subs: make(map[string]*sub),
	}
	if !h.register(c) {
		_ = ws.Close(StatusServiceRestart, "server restarting")
		cancel()
		_ = ws.CloseNow()
		return
	}
	// The setup runs here, on the stack the handshake has already grown;
	// the connection's own goroutine then starts small and, idle, stays so.
	c.armTimers()
	c.subscribeOwnSession()
	go func() { // owned by the hub: register counted it in connWG, unregister ends it
		defer h.unregister(c)
		defer cancel()
		defer ws.CloseNow()
		c.serve()
	}()
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

// serve reads client frames until the connection ends, then tears it
// down: every goroutine the connection started is waited for and every
// subscription removed before it returns.
func (c *conn) serve() {
	c.readLoop()

	// The reader is done: the peer left, reading failed, or a close was
	// asked (its closer may still be running the handshake). Drop the
	// connection unless such a close is under way.
	c.closeWith(0, "")
	c.mu.Lock()
	c.live = false // from here on goTask refuses and timers stay stopped
	c.mu.Unlock()
	if c.pinger != nil {
		c.pinger.Stop()
	}
	if c.expiry != nil {
		c.expiry.Stop()
	}
	c.wg.Wait()         // closer, writer, a ping: each ends once the socket is closed
	_ = c.ws.CloseNow() // before Accept unregisters, so Shutdown's wait covers it
	for _, s := range c.subs {
		c.h.removeSub(s)
	}
	c.h.markAbsent(c)
}

// goTask runs f in a goroutine that serve waits for, unless the connection
// is being torn down (or was never served); it reports whether f started.
func (c *conn) goTask(f func()) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.live {
		return false
	}
	c.wg.Go(f)
	return true
}

// enter registers a timer callback, already running in the timer's own
// goroutine, with serve's wait; the caller calls c.wg.Done when enter
// reports true. It reports false once teardown has started.
func (c *conn) enter() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.live {
		return false
	}
	c.wg.Add(1)
	return true
}

// armTimers starts the ping timer and the token-expiry timer. Waiting
// timers cost no goroutine; the runtime starts one for a callback only
// when it fires.
func (c *conn) armTimers() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pinger = time.AfterFunc(c.h.opts.PingInterval, c.ping)
	if !c.client.ExpiresAt.IsZero() {
		c.expiry = time.AfterFunc(time.Until(c.client.ExpiresAt), func() {
			if c.enter() {
				defer c.wg.Done()
				c.closeWith(StatusTokenExpired, "token expired")
			}
		})
	}
}

// ping pings the client and waits for its pong within the write timeout,
// then rearms itself to keep one ping per PingInterval; an unanswered ping
// drops the connection.
func (c *conn) ping() {
	if !c.enter() {
		return
	}
	defer c.wg.Done()
	start := time.Now()
	if !c.handling.Load() { // else busy with the client's own request: it is alive
		before := c.frames.Load()
		ctx, cancel := context.WithTimeout(c.ctx, c.h.opts.WriteTimeout)
		err := c.ws.Ping(ctx)
		cancel()
		if errors.Is(err, context.DeadlineExceeded) && (c.handling.Load() || c.frames.Load() != before) {
			err = nil // the pong is queued behind a frame being handled
		}
		if err != nil {
			if !c.closing.Load() {
				c.logger().Debug("hub: ping failed", "err", err)
			}
			c.closeWith(0, "")
			return
		}
	}
	c.mu.Lock()
	if c.live { // serve stops the timer after clearing live: never rearm past it
		c.pinger.Reset(max(0, c.h.opts.PingInterval-time.Since(start)))
	}
	c.mu.Unlock()
}

// closeWith closes the connection with code, or drops it without a close
// frame when code is 0. The first call wins and reports true. It never
// blocks, so send may call it with hub locks held; a code of 0 closes the
// socket in place, which its callers (writer, ping, teardown) do without
// locks.
func (c *conn) closeWith(code websocket.StatusCode, reason string) bool {
	won := false
	c.closeOnce.Do(func() {
		won = true
		c.code, c.reason = code, reason
		c.closing.Store(true)
		c.q.close() // nothing more is written, and no new writer starts
		if code == 0 {
			c.kill()
			return
		}
		// The handshake blocks (it waits for the peer's answer), so it runs
		// in its own goroutine; started inside the Once, it is registered
		// before serve's own closeWith returns.
		c.goTask(c.sendClose)
	})
	return won
}

// sendClose runs the close handshake with the code closeWith recorded, then
// closes the socket, which ends the read and any write or ping in progress.
// The read loop keeps reading meanwhile and so receives the peer's answer.
func (c *conn) sendClose() {
	if c.code == StatusTooSlow {
		c.logger().Info("hub: closing a client too slow to read its events", "queue_limit", c.h.opts.QueueMessages)
	}
	// Close waits for a write in progress and for the peer's answer, a few
	// seconds at most each; Shutdown's kill cuts it shorter.
	c.waitWrites() // the hub writes its data frames itself (writer.go)
	if err := c.ws.Close(c.code, c.reason); err != nil && !errors.Is(err, net.ErrClosed) {
		c.logger().Debug("hub: closing websocket", "code", int(c.code), "err", err)
	}
	c.kill()
}

// logger is the hub's logger with the connection's business; it is built
// only when something is logged, which idle connections never do.
func (c *conn) logger() *slog.Logger {
	return c.h.log.With("business_id", c.client.BusinessID)
}

// kill stops the connection at once: whatever is blocked on the socket
// returns. It is safe to call at any time and more than once.
func (c *conn) kill() {
	c.cancel()
	if c.raw != nil {
		_ = c.raw.Close()
	}
}
