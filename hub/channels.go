package hub

import (
	"context"
	"hash/maphash"
	"log/slog"
	"runtime"
	"sync"
)

// shard is one slice of the hub's subscriber maps, keyed by broker channel.
// Its lock is taken only for map work and for handing frames to connection
// queues, never across I/O or a broker call.
type shard struct {
	mu    sync.RWMutex
	chans map[string]*chanState
}

// chanState is a channel with local subscribers (or a broker operation still
// in flight for it).
type chanState struct {
	subs map[*sub]struct{}
	// op is the latest broker Subscribe/Unsubscribe of the channel. They are
	// issued on the 0→1 and 1→0 transitions of len(subs) and each waits for
	// the previous one, so the broker sees them in order without the shard
	// lock being held across the call.
	op *brokerOp
}

type brokerOp struct {
	subscribe bool
	prev      *brokerOp // runner-owned; nil once this op has started
	done      chan struct{}
	err       error // set before done is closed
}

// sub is one connection's subscription to one channel. While recovering it
// buffers live publications; once live it delivers those that follow its
// position and recovers when one does not.
type sub struct {
	c       *conn
	channel string // broker channel
	wire    string // name on the wire

	mu         sync.Mutex
	epoch      string // position of the last frame delivered
	offset     uint64
	recovering bool   // live publications go to buf
	busy       bool   // a recovery for this sub is running
	buf        []item // bounded by the hub's HistoryLimit
	lost       bool   // buf overflowed: ask the history again
	closed     bool
}

// item is a live publication with its frame, encoded once for all subscribers.
type item struct {
	p     Publication
	frame []byte // the whole WebSocket frame (eventFrame), shared by every subscriber
}

func (h *Hub) shardOf(channel string) *shard {
	return &h.shards[maphash.String(h.seed, channel)%uint64(len(h.shards))]
}

// addSub makes s receive the channel's publications (into its buffer, as it
// starts recovering) and returns once the broker subscription is in place.
func (h *Hub) addSub(ctx context.Context, s *sub) error {
	sh := h.shardOf(s.channel)
	sh.mu.Lock()
	cs := sh.chans[s.channel]
	if cs == nil {
		cs = &chanState{subs: make(map[*sub]struct{})}
		sh.chans[s.channel] = cs
	}
	cs.subs[s] = struct{}{}
	var mine *brokerOp
	if len(cs.subs) == 1 {
		mine = &brokerOp{subscribe: true, prev: cs.op, done: make(chan struct{})}
		cs.op = mine
	}
	wait := cs.op // while the channel has subscribers its latest op is a subscribe
	sh.mu.Unlock()
	h.m.subscriptions.Inc()

	if mine != nil {
		h.runOp(s.channel, mine)
	}
	var err error
	select {
	case <-wait.done:
		err = wait.err
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		h.removeSub(s)
	}
	return err
}

// removeSub stops s and unsubscribes the broker when s was the channel's
// last local subscriber. It is idempotent.
func (h *Hub) removeSub(s *sub) {
	s.mu.Lock()
	s.closed, s.buf = true, nil
	s.mu.Unlock()

	sh := h.shardOf(s.channel)
	sh.mu.Lock()
	cs := sh.chans[s.channel]
	if cs == nil {
		sh.mu.Unlock()
		return
	}
	if _, ok := cs.subs[s]; !ok {
		sh.mu.Unlock()
		return
	}
	delete(cs.subs, s)
	var mine *brokerOp
	if len(cs.subs) == 0 {
		mine = &brokerOp{prev: cs.op, done: make(chan struct{})}
		cs.op = mine
	}
	sh.mu.Unlock()
	h.m.subscriptions.Dec()
	if mine != nil {
		h.runOp(s.channel, mine)
	}
}

// runOp performs a broker (un)subscription after the channel's previous
// one, then forgets the channel if nobody subscribed meanwhile.
func (h *Hub) runOp(channel string, op *brokerOp) {
	if op.prev != nil {
		<-op.prev.done // bounded: every op runs with BrokerTimeout
		op.prev = nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), h.opts.BrokerTimeout)
	if op.subscribe {
		op.err = h.broker.Subscribe(ctx, channel)
	} else {
		op.err = h.broker.Unsubscribe(ctx, channel)
	}
	cancel()
	if op.err != nil {
		lvl := slog.LevelWarn
		if !op.subscribe && h.isClosing() {
			lvl = slog.LevelDebug // the broker may be closing too
		}
		h.log.Log(context.Background(), lvl, "hub: broker subscription change failed", "channel", channel, "subscribe", op.subscribe, "err", op.err)
	}
	close(op.done)

	sh := h.shardOf(channel)
	sh.mu.Lock()
	if cs := sh.chans[channel]; cs != nil && cs.op == op && len(cs.subs) == 0 {
		delete(sh.chans, channel)
	}
	sh.mu.Unlock()
}

// HandlePublication hands a broker publication to every local subscriber of
// its channel. It encodes the event frame once, queues it to every
// subscriber under the channel's lock, then, with no lock held, writes it
// to the sockets of the connections that had nothing queued (writeNow). It
// never waits for a client: the writes are non-blocking, what a socket
// does not take goes to a writer goroutine, and a connection whose queue is
// full is closed instead.
func (h *Hub) HandlePublication(p Publication) {
	if p.Channel == revocationChannel {
		h.handleRevocation(p.Data)
		return
	}
	sh := h.shardOf(p.Channel)
	sh.mu.RLock()
	cs := sh.chans[p.Channel]
	if cs == nil || len(cs.subs) == 0 {
		sh.mu.RUnlock()
		return
	}
	n := 0
	if p.Offset == 0 { // a signal (typing): not an event, no position
		for s := range cs.subs {
			s.deliverSignal(p.Data)
		}
		sh.mu.RUnlock()
		return
	}
	it := item{p: p, frame: eventFrame(wireChannel(p.Channel), p)}
	w := getWrites()
	for s := range cs.subs {
		if ok, write := s.deliverLive(it); ok {
			n++
			if write {
				w.conns = append(w.conns, s.c)
			}
		}
	}
	sh.mu.RUnlock()
	h.m.deliveries.Add(float64(n))
	w.run()
	putWrites(w)
}

// writes are the connections a fan-out must write to (writeNow), each
// holding its writer token. Pooled: a fan-out to thousands would otherwise
// allocate its list every time.
type writes struct{ conns []*conn }

var writesPool = sync.Pool{New: func() any { return new(writes) }}

func getWrites() *writes { return writesPool.Get().(*writes) }

// putWrites returns w to the pool, unless a burst made it large.
func putWrites(w *writes) {
	clear(w.conns)
	if cap(w.conns) > 1<<16 {
		return
	}
	w.conns = w.conns[:0]
	writesPool.Put(w)
}

// parallelWrites is the number of connections from which a fan-out's
// writes are shared among the processors: below it one goroutine writes
// them all, a few microseconds each.
const parallelWrites = 256

// run writes to every connection of w. A large fan-out is cut into one part
// per processor, each written by a goroutine that run waits for (the
// calling goroutine writes the first), so that every core does the
// system calls, which are most of a fan-out's cost.
func (w *writes) run() {
	parts := min(runtime.GOMAXPROCS(0), len(w.conns)/parallelWrites)
	if parts <= 1 {
		for _, c := range w.conns {
			c.writeNow()
		}
		return
	}
	var wg sync.WaitGroup
	size := (len(w.conns) + parts - 1) / parts
	for i := size; i < len(w.conns); i += size {
		part := w.conns[i:min(i+size, len(w.conns))]
		wg.Go(func() {
			for _, c := range part {
				c.writeNow()
			}
		})
	}
	for _, c := range w.conns[:size] {
		c.writeNow()
	}
	wg.Wait()
}

// HandleReconnect marks every subscription as recovering: the broker may
// have dropped publications while it was disconnected.
func (h *Hub) HandleReconnect() {
	for i := range h.shards {
		sh := &h.shards[i]
		sh.mu.RLock()
		for ch, cs := range sh.chans {
			for s := range cs.subs {
				s.mu.Lock()
				if !s.recovering && !s.closed {
					s.recovering = true
				}
				s.mu.Unlock()
			}
			h.rec.add(ch)
		}
		sh.mu.RUnlock()
	}
}

// deliverLive queues a live publication when it follows the position, skips
// it when already delivered, and starts a recovery on a gap. It reports
// whether it queued a frame, and write when the caller must then write the
// connection's queue (c.writeNow), with no lock held.
func (s *sub) deliverLive(it item) (ok, write bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false, false
	}
	if s.recovering {
		s.buffer(it)
		return false, false
	}
	p := it.p
	switch {
	case s.epoch == "": // position unknown after a failed recovery: start here
		s.epoch, s.offset = p.Epoch, p.Offset
	case p.Epoch == s.epoch && p.Offset <= s.offset:
		return false, false // already delivered (from history, or twice by the broker)
	case p.Epoch == s.epoch && p.Offset == s.offset+1:
		s.offset++
	default:
		s.recovering = true
		s.buffer(it)
		s.c.h.rec.add(s.channel)
		return false, false
	}
	return true, s.c.push(it.frame)
}

// buffer keeps a live publication for after the recovery, or notes that
// some were lost when the bound is reached.
func (s *sub) buffer(it item) {
	if len(s.buf) >= s.c.h.opts.HistoryLimit {
		s.lost, s.buf = true, nil
		return
	}
	if !s.lost {
		s.buf = append(s.buf, it)
	}
}
