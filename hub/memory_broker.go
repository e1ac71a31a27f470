package hub

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sync"
	"time"
)

// ErrBrokerClosed is returned by a broker's methods after Close.
var ErrBrokerClosed = errors.New("hub: broker closed")

// MemoryBrokerOptions bounds the history a MemoryBroker keeps per channel
// and over all channels.
type MemoryBrokerOptions struct {
	// HistorySize is the number of publications kept per channel (default 100).
	HistorySize int
	// HistoryTTL is how long a publication stays in history (default 5
	// minutes); a channel idle for longer and not subscribed is forgotten,
	// so its next publication starts a new epoch.
	HistoryTTL time.Duration
	// MaxHistoryBytes bounds the history kept over all channels (default
	// DefaultMaxHistoryBytes): past it the oldest publications go first,
	// whatever their channel, and a client recovering from before them is
	// told the history is unavailable. The per-channel bounds alone let
	// memory grow with the publication rate times the TTL.
	MaxHistoryBytes int
}

// DefaultMaxHistoryBytes is the memory broker's history budget: about five
// thousand chat messages, minutes of recovery for a busy single server.
const DefaultMaxHistoryBytes = 8 << 20

// pubOverhead is what a retained publication costs beyond its data (its
// memPub and its ledger entry), counted against MaxHistoryBytes.
const pubOverhead = 64

// MemoryBroker is the single-process Broker: history lives in this process
// and publications go straight to the handler given to Run.
type MemoryBroker struct {
	size int
	ttl  time.Duration
	now  func() time.Time

	maxBytes int

	mu       sync.Mutex
	streams  map[string]*memStream
	handler  BrokerHandler
	running  bool
	closed   bool
	closedCh chan struct{}

	// The ledger lists retained publications in the order they were made,
	// over all channels, with the bytes they hold; lmu guards it and is
	// never held while a stream's mutex is taken.
	lmu    sync.Mutex
	ledger []ledgerEntry // ledger[head:] are counted in bytes
	head   int
	bytes  int
}

// ledgerEntry is one publication in the ledger. An entry whose publication
// a channel's own bounds already dropped still counts until it leaves the
// ledger, so the budget errs on the side of less memory.
type ledgerEntry struct {
	s      *memStream
	offset uint64
	size   int
}

var _ Broker = (*MemoryBroker)(nil)

// memStream is one channel's position and retained publications. Its mutex
// is held while the handler is called so that deliveries of a channel keep
// offset order even when several goroutines publish to it at once.
type memStream struct {
	mu         sync.Mutex
	channel    string
	epoch      string
	offset     uint64
	pubs       []memPub // oldest first, offsets contiguous, ending at offset
	subscribed bool
	delivered  uint64 // last offset handed to the handler while subscribed
	touched    time.Time
	dead       bool // removed from the broker's map: callers must look again
}

type memPub struct {
	offset uint64
	at     time.Time
	data   []byte
}

// NewMemoryBroker returns a MemoryBroker with the given history bounds.
func NewMemoryBroker(o MemoryBrokerOptions) *MemoryBroker {
	if o.HistorySize <= 0 {
		o.HistorySize = 100
	}
	if o.HistoryTTL <= 0 {
		o.HistoryTTL = 5 * time.Minute
	}
	if o.MaxHistoryBytes <= 0 {
		o.MaxHistoryBytes = DefaultMaxHistoryBytes
	}
	return &MemoryBroker{
		size: o.HistorySize, ttl: o.HistoryTTL, maxBytes: o.MaxHistoryBytes, now: time.Now,
		streams: make(map[string]*memStream), closedCh: make(chan struct{}),
	}
}

// newEpoch returns a random epoch so that a stream forgotten and created
// again is never mistaken for the old one.
func newEpoch() string {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b[:])
}

// Run delivers publications to h until ctx ends or the broker is closed,
// sweeping idle channels meanwhile.
func (b *MemoryBroker) Run(ctx context.Context, h BrokerHandler) error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return ErrBrokerClosed
	}
	if b.running {
		b.mu.Unlock()
		return errors.New("hub: memory broker already running")
	}
	b.running, b.handler = true, h
	streams := make([]*memStream, 0, len(b.streams))
	for _, s := range b.streams {
		streams = append(streams, s)
	}
	b.mu.Unlock()
	// Publications made after a Subscribe but before Run had a handler to
	// give them to are still in history: deliver them now, in order.
	for _, s := range streams {
		s.mu.Lock()
		if !s.dead && s.subscribed {
			s.flush(h)
		}
		s.mu.Unlock()
	}
	defer func() {
		b.mu.Lock()
		b.handler = nil
		b.mu.Unlock()
	}()

	sweep := max(b.ttl/2, time.Second)
	t := time.NewTicker(sweep)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-b.closedCh:
			return nil
		case <-t.C:
			b.sweep()
		}
	}
}

// sweep forgets channels that nobody here subscribes to and whose history
// has aged out, so that memory follows the live channels only.
func (b *MemoryBroker) sweep() {
	now := b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	for name, s := range b.streams {
		s.mu.Lock()
		if !s.subscribed && now.Sub(s.touched) > b.ttl {
			s.dead = true
			delete(b.streams, name)
		}
		s.mu.Unlock()
	}
}

// stream returns the channel's stream, locked, creating it with a new epoch
// when needed. The caller unlocks it.
func (b *MemoryBroker) stream(channel string) (*memStream, BrokerHandler, error) {
	for {
		b.mu.Lock()
		if b.closed {
			b.mu.Unlock()
			return nil, nil, ErrBrokerClosed
		}
		s := b.streams[channel]
		if s == nil {
			s = &memStream{channel: channel, epoch: newEpoch(), touched: b.now()}
			b.streams[channel] = s
		}
		h := b.handler
		b.mu.Unlock()
		s.mu.Lock()
		if !s.dead {
			return s, h, nil
		}
		s.mu.Unlock() // swept between the two locks: look again
	}
}

// trim drops publications beyond the size bound or older than the TTL.
func (b *MemoryBroker) trim(s *memStream, now time.Time) {
	drop := max(len(s.pubs)-b.size, 0)
	for drop < len(s.pubs) && now.Sub(s.pubs[drop].at) > b.ttl {
		drop++
	}
	if drop > 0 {
		// Reslice instead of copying the history on every publication; the
		// dropped entries are cleared so their data can be collected, and
		// append moves the live part to a fresh array once the capacity
		// left runs out, so the array stays within about twice the bound.
		clear(s.pubs[:drop])
		s.pubs = s.pubs[drop:]
	}
}

// Publish appends data, not a copy (see Broker.Publish), to the channel's
// history and delivers it to the handler when the channel is subscribed.
func (b *MemoryBroker) Publish(ctx context.Context, channel string, data []byte) (StreamPosition, error) {
	if err := ctx.Err(); err != nil {
		return StreamPosition{}, err
	}
	s, h, err := b.stream(channel)
	if err != nil {
		return StreamPosition{}, err
	}
	now := b.now()
	s.offset++
	s.touched = now
	s.pubs = append(s.pubs, memPub{offset: s.offset, at: now, data: data})
	b.trim(s, now)
	if s.subscribed && h != nil {
		s.flush(h)
	}
	pos := StreamPosition{Epoch: s.epoch, Offset: s.offset}
	s.mu.Unlock()
	b.account(s, pos.Offset, len(data)+pubOverhead)
	return pos, nil
}

// account adds a publication to the ledger and, while the history is over
// budget, drops the oldest publications of every channel. The caller holds
// no stream's mutex.
func (b *MemoryBroker) account(s *memStream, offset uint64, size int) {
	var evict []ledgerEntry
	b.lmu.Lock()
	b.ledger = append(b.ledger, ledgerEntry{s: s, offset: offset, size: size})
	b.bytes += size
	for b.bytes > b.maxBytes && b.head < len(b.ledger) {
		e := b.ledger[b.head]
		b.ledger[b.head] = ledgerEntry{}
		b.head++
		b.bytes -= e.size
		evict = append(evict, e)
	}
	if b.head > 1024 && b.head > len(b.ledger)/2 { // reuse the array's front
		n := copy(b.ledger, b.ledger[b.head:])
		clear(b.ledger[n:])
		b.ledger, b.head = b.ledger[:n], 0
	}
	b.lmu.Unlock()
	for _, e := range evict {
		e.s.mu.Lock()
		e.s.dropThrough(e.offset)
		e.s.mu.Unlock()
	}
}

// dropThrough forgets the publications up to offset; the stream is locked.
func (s *memStream) dropThrough(offset uint64) {
	drop := 0
	for drop < len(s.pubs) && s.pubs[drop].offset <= offset {
		drop++
	}
	if drop > 0 {
		clear(s.pubs[:drop])
		s.pubs = s.pubs[drop:]
	}
}

// flush hands h every retained publication it has not had yet, in order;
// the stream is locked. Those published before Run stored a handler go
// first, so that the handler sees offsets in order.
func (s *memStream) flush(h BrokerHandler) {
	first := s.offset + 1 - uint64(len(s.pubs))
	for i := max(s.delivered+1, first) - first; i < uint64(len(s.pubs)); i++ {
		p := s.pubs[i]
		h.HandlePublication(Publication{Channel: s.channel, Epoch: s.epoch, Offset: p.offset, Data: p.data})
	}
	s.delivered = s.offset
}

// Subscribe starts delivering the channel's publications to the handler.
func (b *MemoryBroker) Subscribe(ctx context.Context, channel string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s, _, err := b.stream(channel)
	if err != nil {
		return err
	}
	if !s.subscribed {
		s.subscribed, s.delivered = true, s.offset // only what follows is delivered
	}
	s.mu.Unlock()
	return nil
}

// Unsubscribe stops delivering the channel's publications; its history is
// kept until it ages out.
func (b *MemoryBroker) Unsubscribe(ctx context.Context, channel string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return ErrBrokerClosed
	}
	s := b.streams[channel]
	b.mu.Unlock()
	if s == nil {
		return nil
	}
	s.mu.Lock()
	s.subscribed = false
	s.touched = b.now()
	s.mu.Unlock()
	return nil
}

// History returns the publications after since, up to limit (no limit when
// limit <= 0), and the current position; see Broker.History.
func (b *MemoryBroker) History(ctx context.Context, channel string, since StreamPosition, limit int) ([]Publication, StreamPosition, error) {
	if err := ctx.Err(); err != nil {
		return nil, StreamPosition{}, err
	}
	s, _, err := b.stream(channel)
	if err != nil {
		return nil, StreamPosition{}, err
	}
	defer s.mu.Unlock()
	now := b.now()
	b.trim(s, now)
	pos := StreamPosition{Epoch: s.epoch, Offset: s.offset}
	if since.Epoch == "" {
		return nil, pos, nil
	}
	if since.Epoch != s.epoch || since.Offset > s.offset {
		return nil, pos, ErrHistoryUnavailable
	}
	if since.Offset == s.offset {
		return nil, pos, nil
	}
	first := s.offset + 1 - uint64(len(s.pubs)) // offset of s.pubs[0], or s.offset+1 when empty
	if since.Offset+1 < first {
		return nil, pos, ErrHistoryUnavailable
	}
	rest := s.pubs[since.Offset+1-first:]
	if limit > 0 && len(rest) > limit {
		rest = rest[:limit]
	}
	out := make([]Publication, len(rest))
	for i, p := range rest {
		out[i] = Publication{Channel: channel, Epoch: s.epoch, Offset: p.offset, Data: p.data}
	}
	return out, pos, nil
}

// Close stops Run and makes every later call fail with ErrBrokerClosed; it
// is idempotent.
func (b *MemoryBroker) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.closed {
		b.closed = true
		close(b.closedCh)
	}
	return nil
}
