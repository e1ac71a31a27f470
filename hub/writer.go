package hub

import "sync"

// queue is a connection's outgoing frames, bounded in count and bytes.
// Publishers only append under a short mutex; the connection's writer
// goroutine takes everything queued at once and writes it outside the lock,
// so a slow socket never holds up a publication.
type queue struct {
	maxItems, maxBytes int

	mu     sync.Mutex
	items  [][]byte
	bytes  int
	closed bool
	wake   chan struct{} // capacity 1: "there is something to take"
}

func newQueue(maxItems, maxBytes int) *queue {
	return &queue{maxItems: maxItems, maxBytes: maxBytes, wake: make(chan struct{}, 1)}
}

// push appends a frame. It reports false when the frame would exceed a
// bound; the caller then drops the connection as too slow. After close it
// accepts and discards everything.
func (q *queue) push(frame []byte) bool {
	q.mu.Lock()
	if q.closed {
		q.mu.Unlock()
		return true
	}
	if len(q.items)+1 > q.maxItems || q.bytes+len(frame) > q.maxBytes {
		q.mu.Unlock()
		return false
	}
	q.items = append(q.items, frame)
	q.bytes += len(frame)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default: // a wake-up is already pending
	}
	return true
}

// take returns every queued frame and gives the queue spare's backing array,
// so that a busy connection reuses two slices instead of allocating.
func (q *queue) take(spare [][]byte) [][]byte {
	clear(spare)
	q.mu.Lock()
	out := q.items
	q.items, q.bytes = spare[:0], 0
	q.mu.Unlock()
	return out
}

// close drops what is queued and makes later pushes no-ops.
func (q *queue) close() {
	q.mu.Lock()
	q.closed, q.items, q.bytes = true, nil, 0
	q.mu.Unlock()
}
