package hub

import (
	"net"
	"sync"
	"syscall"
	"time"

	"github.com/coder/websocket"
)

// queue is a connection's outgoing frames, bounded in count and bytes.
// Publishers only append under a short mutex; a writer goroutine takes
// everything queued at once and writes it outside the lock, so a slow
// socket never holds up a publication. The writer runs only while there is
// something to write: an idle connection has none.
type queue struct {
	maxItems, maxBytes int

	mu     sync.Mutex
	items  [][]byte
	bytes  int
	closed bool
	// writing is set by the push that must start a writer and cleared by
	// the take that finds the queue empty. Both happen under mu, so a frame
	// pushed after the writer saw the queue empty starts a new writer: none
	// is ever stranded, and at most one writer runs, which keeps the order.
	writing bool

	// wire is held while data frames are on their way to the socket, and
	// by each of coder/websocket's writes (its control frames reach the
	// socket through wireWriter): nothing lands inside a batch, even one a
	// non-blocking write cut short and a writer goroutine finishes. The
	// closer takes it before the close handshake, so the close frame never
	// precedes (or splits) a batch.
	wire sync.Mutex
	// pongQueued is set while a pong waits to be written: more pings meanwhile
	// get that one pong, so a client pinging fast while reading promptly is
	// not taken for a slow reader (pongs carry nothing to lose).
	pongQueued bool
}

// keepBatch is the largest backing array an idle queue keeps for the next
// batch: a burst's larger one is left to the garbage collector.
const keepBatch = 16

func newQueue(maxItems, maxBytes int) *queue {
	return &queue{maxItems: maxItems, maxBytes: maxBytes}
}

// push appends a frame. It reports ok=false when the frame would exceed a
// bound; the caller then drops the connection as too slow. It reports
// start=true when no writer is running: the caller must start one. After
// close it accepts and discards everything.
func (q *queue) push(frame []byte) (ok, start bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return true, false
	}
	pong := isPong(frame)
	if pong && q.pongQueued {
		return true, false
	}
	if len(q.items)+1 > q.maxItems || q.bytes+len(frame) > q.maxBytes {
		return false, false
	}
	q.items = append(q.items, frame)
	q.bytes += len(frame)
	q.pongQueued = q.pongQueued || pong
	start = !q.writing
	q.writing = true
	return true, start
}

// take returns every queued frame and gives the queue spare's backing array,
// so that a busy connection reuses two slices instead of allocating. When
// nothing is queued it returns nil and the writer must return: the next
// push starts another.
func (q *queue) take(spare [][]byte) [][]byte {
	clear(spare)
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) == 0 {
		q.writing = false
		if cap(q.items) > keepBatch {
			q.items = nil
		}
		return nil
	}
	out := q.items
	q.items, q.bytes, q.pongQueued = spare[:0], 0, false
	return out
}

// done ends a write of batch by the holder of the writer token (see
// conn.writeNow): when nothing was queued meanwhile it clears writing, keeps
// batch's backing array for the next push and reports true; otherwise the
// caller still holds the token and must write what is queued.
func (q *queue) done(batch [][]byte) (idle bool) {
	clear(batch)
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) > 0 {
		return false
	}
	q.writing = false
	if !q.closed && q.items == nil && cap(batch) <= keepBatch {
		q.items = batch[:0]
	}
	return true
}

// pongWire is the pong as a whole WebSocket frame, built once and shared, so
// the queue can tell a queued pong by its identity.
var pongWire = textFrame(pongFrame)

// isPong reports whether frame is the shared pong frame.
func isPong(frame []byte) bool {
	return len(frame) == len(pongWire) && len(frame) > 0 && &frame[0] == &pongWire[0]
}

// close drops what is queued and makes later pushes no-ops that start no
// writer.
func (q *queue) close() {
	q.mu.Lock()
	q.closed, q.items, q.bytes = true, nil, 0
	q.mu.Unlock()
}

// send queues a JSON frame (see sendWire).
func (c *conn) send(payload []byte) { c.sendWire(textFrame(payload)) }

// sendWire queues a whole WebSocket frame, starting a writer when none
// runs; a full queue closes the connection as too slow. It never blocks, so
// it may be called with hub locks held.
func (c *conn) sendWire(frame []byte) {
	if c.push(frame) {
		// Refused only during teardown (or for a conn that is not served),
		// when nothing is written any more.
		c.goTask(c.writeLoop)
	}
}

// sendOwn is send for the goroutine handling a client frame (a chat
// reply): when no writer runs, that goroutine writes the frame itself,
// with whatever is queued meanwhile, instead of starting one. The reader
// waits for it anyway, and a turn costs one goroutine start and wake-up
// less.
func (c *conn) sendOwn(payload []byte) {
	if c.push(textFrame(payload)) {
		c.writeLoop()
	}
}

// push queues a frame and reports whether the caller must write the queue
// (no writer runs); a full queue closes the connection as too slow.
func (c *conn) push(frame []byte) (mustWrite bool) {
	ok, start := c.q.push(frame)
	if !ok {
		if c.closeWith(StatusTooSlow, "too slow") {
			c.h.m.slowClients.Inc() // counted once, and not when closing for another reason
		}
	}
	return start
}

// writeNow writes what is queued from the caller's goroutine, for a
// caller that pushed a frame and was told to write (it holds the writer
// token): a fan-out writes each subscriber's frame this way, outside its
// locks, instead of starting a goroutine per connection. The write never
// waits: the socket is non-blocking, and what the kernel does not take at
// once (a client not reading, a full socket buffer) is left, with whatever
// is queued after it, to a writer goroutine that already holds the wire, so
// no control frame can land inside the frame cut short. Without a raw TCP
// socket (TLS, or a connection that is not hijacked), or while the wire is
// held by a control frame or the closer, a writer goroutine does it all.
func (c *conn) writeNow() {
	if c.rc == nil || !c.q.wire.TryLock() {
		c.goTask(c.writeLoop)
		return
	}
	batch := c.q.take(nil)
	if batch == nil || c.closing.Load() {
		// Closed meanwhile: take cleared the token, or the closer owns the
		// socket and pushes are discarded.
		c.q.wire.Unlock()
		return
	}
	i, off, err := c.writeSome(batch)
	if err != nil {
		c.q.wire.Unlock()
		if !c.closing.Load() {
			c.logger().Debug("hub: write failed", "err", err)
		}
		c.closeWith(0, "")
		return
	}
	if i == len(batch) {
		c.q.wire.Unlock()
		if !c.q.done(batch) {
			c.goTask(c.writeLoop) // frames queued meanwhile
		}
		return
	}
	c.h.m.deferredWrites.Inc()
	rest := batch[i:]
	rest[0] = rest[0][off:] // a slice of the shared frame: its bytes are not touched
	if !c.goTask(func() { c.finishWrite(rest) }) {
		c.q.wire.Unlock() // torn down: nothing more is written
	}
}

// writeSome writes batch's frames to the non-blocking socket, each in one
// system call, until the kernel takes no more: frames batch[:i] left whole,
// and off bytes of batch[i].
func (c *conn) writeSome(batch [][]byte) (i, off int, err error) {
	rerr := c.rc.Write(func(fd uintptr) bool {
		for i < len(batch) {
			n, werr := syscall.Write(int(fd), batch[i][off:])
			switch {
			case werr == syscall.EINTR:
				continue
			case werr == syscall.EAGAIN:
				return true // full: the rest goes to a writer
			case werr != nil:
				err = werr
				return true
			}
			if off += n; off < len(batch[i]) {
				return true // cut short: the socket buffer is full
			}
			i, off = i+1, 0
		}
		return true
	})
	if err == nil {
		err = rerr // the socket was closed, or its deadline passed
	}
	return i, off, err
}

// finishWrite is the writer goroutine writeNow starts for a batch the
// socket did not take whole: it receives the wire held, writes the rest
// within the write timeout, releases the wire and goes on as writeLoop.
func (c *conn) finishWrite(rest [][]byte) {
	err := c.writeRaw(rest)
	c.q.wire.Unlock()
	if err != nil {
		if !c.closing.Load() {
			c.logger().Debug("hub: write failed", "err", err)
		}
		c.closeWith(0, "")
		return
	}
	c.writeLoop()
}

// writeLoop writes what is queued, everything queued at once in one system
// call (a batch), until the queue is empty, the connection closes or a
// write fails (which drops the connection). Each batch must be written
// within the write timeout.
func (c *conn) writeLoop() {
	var batch [][]byte
	for {
		if batch = c.q.take(batch); batch == nil {
			return
		}
		if err := c.writeBatch(batch); err != nil {
			if !c.closing.Load() {
				c.logger().Debug("hub: write failed", "err", err)
			}
			c.closeWith(0, "")
			return
		}
		if c.closing.Load() {
			return // the closer owns the socket now; pushes are discarded
		}
	}
}

// errClosing ends a writer when the connection is closing.
var errClosing = net.ErrClosed

// writeBatch writes whole frames to the socket in one writev (net.Buffers
// on a TCP connection), within the write timeout: one deadline per batch,
// not per frame, and no copy of the frames, which several connections
// share.
//
// Why coder/websocket's own writes (pings, pongs, the close frame) cannot
// land inside a batch or inside a frame: every data frame is written here,
// never through coder/websocket, so its buffered writer only ever holds one
// control frame (at most 127 bytes, within its buffer: conn.go), which it
// flushes in one Write call. A net.Conn serializes its Write calls, and a
// TCP connection's writev is one call that returns only when all of it is
// written (or the connection failed, which drops it); on a connection
// without writev (TLS) net.Buffers writes one whole frame per call. The
// close frame, which must come after the last data frame, waits for a batch
// in flight (q.wire, see sendClose), and no batch starts once closing is
// set. TestWritePathInterleaving drives pings both ways through a flood of
// events.
func (c *conn) writeBatch(batch [][]byte) error {
	c.q.wire.Lock()
	defer c.q.wire.Unlock()
	if c.closing.Load() {
		return errClosing
	}
	if c.raw == nil { // not a hijacked connection: frame by frame through coder/websocket
		for _, f := range batch {
			if err := c.ws.Write(c.bg, websocket.MessageText, framePayload(f)); err != nil {
				return err
			}
		}
		return nil
	}
	return c.writeRaw(batch)
}

// writeRaw writes batch to the socket within the write timeout, the wire
// held. The deadline is lifted before the wire is released, so a writer
// that starts next never inherits it nor has its own lifted by this one:
// pings and the close handshake bound their writes with their own contexts.
func (c *conn) writeRaw(batch [][]byte) error {
	if err := c.raw.SetWriteDeadline(time.Now().Add(c.h.opts.WriteTimeout)); err != nil {
		return err
	}
	defer func() { _ = c.raw.SetWriteDeadline(time.Time{}) }()
	if len(batch) == 1 {
		_, err := c.raw.Write(batch[0])
		return err
	}
	bufs := net.Buffers(batch) // WriteTo consumes bufs, not the frames
	_, err := bufs.WriteTo(c.raw)
	return err
}

// waitWrites waits for a batch being written; called by the closer once
// closing is set, after which no batch starts.
func (c *conn) waitWrites() {
	c.q.wire.Lock()
	c.q.wire.Unlock() // an empty critical section: a barrier
}
