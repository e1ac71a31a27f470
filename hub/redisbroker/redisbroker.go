// Package redisbroker is the hub.Broker on Redis, for running several
// TourChat instances behind one load balancer.
//
// Each channel has a meta hash (epoch and top offset) and a capped stream
// holding its recent publications. Publish is one Lua script that bumps the
// offset, appends to the stream and PUBLISHes "offset:epoch:data", so
// delivery order, offsets and history always agree (the design of
// Centrifugo's Redis engine). Each broker owns one pub/sub connection, read
// by Run; when it is cut (a Redis restart, a network fault) go-redis
// redials and resubscribes every channel, and Run then calls
// HandleReconnect so the hub recovers what it missed from history.
//
// Keys use hash tags ({channel}) so a channel's two keys share a Redis
// Cluster slot.
package redisbroker

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
)

// Defaults for the zero Options fields.
const (
	DefaultPrefix       = "tourchat:hub:"
	DefaultHistorySize  = 100
	DefaultHistoryTTL   = 10 * time.Minute
	DefaultMetaTTL      = 24 * time.Hour
	DefaultPingInterval = 5 * time.Second
)

// ErrClosed is returned by calls on a closed broker; it is
// hub.ErrBrokerClosed, as for every broker.
var ErrClosed = hub.ErrBrokerClosed

// Options configure a Broker; zero fields take the defaults above.
type Options struct {
	// Prefix starts every key and pub/sub channel name, so several
	// deployments (or tests) can share one Redis.
	Prefix string
	// HistorySize is how many publications each channel keeps.
	HistorySize int
	// HistoryTTL is how long a channel's history lives after its last
	// publication.
	HistoryTTL time.Duration
	// MetaTTL is how long a channel's epoch and offset live after its last
	// use; when it lapses the channel starts a new epoch. It is raised to
	// HistoryTTL when shorter.
	MetaTTL time.Duration
	// PingInterval is how often an idle pub/sub connection is checked, which
	// bounds how long a silently dead connection goes unnoticed.
	PingInterval time.Duration
	// Logger receives connection loss and recovery (once each per outage).
	Logger *slog.Logger
}

// Broker is a hub.Broker on Redis. Its methods are safe for concurrent use.
type Broker struct {
	client redis.UniversalClient
	opt    Options
	log    *slog.Logger

	subMu sync.Mutex // orders SUBSCRIBE/UNSUBSCRIBE; held across their round trip on purpose

	mu      sync.Mutex
	ps      *redis.PubSub              // replaced when a connection stops answering pings
	subs    map[string]struct{}        // hub channels delivered to this instance
	waiters map[string][]chan struct{} // pub/sub channel -> Subscribe calls awaiting confirmation
	closed  bool
	running bool
	done    chan struct{} // closed by Close

	shard *shard // set on a Redis Cluster partition (cluster.go); nil on one Redis
}

var _ hub.Broker = (*Broker)(nil)

// New returns a broker on client. The client stays the caller's: Close does
// not close it. For a Redis Cluster use NewCluster.
func New(client redis.UniversalClient, opt Options) *Broker {
	return newBroker(client, withDefaults(opt), nil)
}

func withDefaults(opt Options) Options {
	if opt.Prefix == "" {
		opt.Prefix = DefaultPrefix
	}
	if opt.HistorySize <= 0 {
		opt.HistorySize = DefaultHistorySize
	}
	if opt.HistoryTTL <= 0 {
		opt.HistoryTTL = DefaultHistoryTTL
	}
	if opt.MetaTTL <= 0 {
		opt.MetaTTL = DefaultMetaTTL
	}
	if opt.MetaTTL < opt.HistoryTTL {
		opt.MetaTTL = opt.HistoryTTL
	}
	if opt.PingInterval <= 0 {
		opt.PingInterval = DefaultPingInterval
	}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	return opt
}

func newBroker(client redis.UniversalClient, opt Options, sh *shard) *Broker {
	log := opt.Logger.With("component", "redisbroker")
	if sh != nil {
		log = log.With("partition", sh.tag)
	}
	b := &Broker{
		client: client, opt: opt, log: log, shard: sh,
		subs:    make(map[string]struct{}),
		waiters: make(map[string][]chan struct{}),
		done:    make(chan struct{}),
	}
	b.ps = b.newPubSub()
	return b
}

func (b *Broker) streamKey(ch string) string {
	if b.shard != nil {
		return b.shard.key("h", ch)
	}
	return b.opt.Prefix + "h{" + ch + "}"
}

func (b *Broker) metaKey(ch string) string {
	if b.shard != nil {
		return b.shard.key("m", ch)
	}
	return b.opt.Prefix + "m{" + ch + "}"
}

func (b *Broker) pubsubName(ch string) string {
	if b.shard != nil {
		return b.shard.key("c", ch)
	}
	return b.opt.Prefix + "c:" + ch
}

func newEpoch() string {
	var raw [8]byte
	_, _ = rand.Read(raw[:]) // crypto/rand never fails on supported platforms
	return hex.EncodeToString(raw[:])
}

func seconds(d time.Duration) int64 {
	s := int64((d + time.Second - 1) / time.Second)
	return max(s, 1)
}

func (b *Broker) isClosed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.closed
}

// Publish implements hub.Broker.
func (b *Broker) Publish(ctx context.Context, channel string, data []byte) (hub.StreamPosition, error) {
	if b.isClosed() {
		return hub.StreamPosition{}, ErrClosed
	}
	res, err := publishScript.Run(ctx, b.client,
		[]string{b.streamKey(channel), b.metaKey(channel)},
		data, b.opt.HistorySize, seconds(b.opt.HistoryTTL), b.pubsubName(channel),
		seconds(b.opt.MetaTTL), newEpoch(), b.publishCommand(),
	).Slice()
	if err != nil {
		return hub.StreamPosition{}, fmt.Errorf("redisbroker: publish %s: %w", channel, err)
	}
	if len(res) != 2 {
		return hub.StreamPosition{}, fmt.Errorf("redisbroker: publish %s: unexpected reply %v", channel, res)
	}
	off, ok1 := res[0].(int64)
	epoch, ok2 := res[1].(string)
	if !ok1 || !ok2 || off <= 0 {
		return hub.StreamPosition{}, fmt.Errorf("redisbroker: publish %s: unexpected reply %v", channel, res)
	}
	return hub.StreamPosition{Epoch: epoch, Offset: uint64(off)}, nil
}

// History implements hub.Broker. A limit of zero or less means the whole
// retained history.
func (b *Broker) History(ctx context.Context, channel string, since hub.StreamPosition, limit int) ([]hub.Publication, hub.StreamPosition, error) {
	if b.isClosed() {
		return nil, hub.StreamPosition{}, ErrClosed
	}
	if limit <= 0 || limit > b.opt.HistorySize {
		limit = b.opt.HistorySize
	}
	res, err := historyScript.Run(ctx, b.client,
		[]string{b.streamKey(channel), b.metaKey(channel)},
		since.Epoch, since.Offset, limit, seconds(b.opt.MetaTTL), newEpoch(),
	).Slice()
	if err != nil {
		return nil, hub.StreamPosition{}, fmt.Errorf("redisbroker: history %s: %w", channel, err)
	}
	bad := fmt.Errorf("redisbroker: history %s: unexpected reply %v", channel, res)
	if len(res) != 4 {
		return nil, hub.StreamPosition{}, bad
	}
	top, ok1 := res[0].(int64)
	epoch, ok2 := res[1].(string)
	status, ok3 := res[2].(int64)
	entries, ok4 := res[3].([]any)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil, hub.StreamPosition{}, bad
	}
	pos := hub.StreamPosition{Epoch: epoch, Offset: uint64(top)}
	if status != 0 {
		return nil, pos, hub.ErrHistoryUnavailable
	}
	if len(entries) == 0 {
		return nil, pos, nil
	}
	pubs := make([]hub.Publication, 0, len(entries))
	for _, e := range entries {
		p, err := parseEntry(channel, epoch, e)
		if err != nil {
			return nil, pos, fmt.Errorf("redisbroker: history %s: %w", channel, err)
		}
		pubs = append(pubs, p)
	}
	return pubs, pos, nil
}

// parseEntry decodes one XRANGE entry: {"<offset>-0", {"d", data}}.
func parseEntry(channel, epoch string, e any) (hub.Publication, error) {
	pair, ok := e.([]any)
	if !ok || len(pair) != 2 {
		return hub.Publication{}, fmt.Errorf("bad stream entry %v", e)
	}
	id, _ := pair[0].(string)
	fields, _ := pair[1].([]any)
	offText, _, _ := strings.Cut(id, "-")
	off, err := strconv.ParseUint(offText, 10, 64)
	if err != nil || len(fields) != 2 {
		return hub.Publication{}, fmt.Errorf("bad stream entry %v", e)
	}
	data, _ := fields[1].(string)
	return hub.Publication{Channel: channel, Epoch: epoch, Offset: off, Data: []byte(data)}, nil
}

// Subscribe implements hub.Broker. It returns once Redis has confirmed the
// subscription, so a publication made after it returns is delivered; that
// confirmation is read by Run, so Subscribe waits for Run (or ctx).
// Subscribing to a channel twice is the same as once.
func (b *Broker) Subscribe(ctx context.Context, channel string) error {
	b.subMu.Lock()
	defer b.subMu.Unlock()
	name := b.pubsubName(channel)
	confirmed := make(chan struct{})
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return ErrClosed
	}
	b.waiters[name] = append(b.waiters[name], confirmed)
	// Wanted from now on: the first publication may be read right after the
	// confirmation, before this goroutine wakes up.
	_, had := b.subs[channel]
	b.subs[channel] = struct{}{}
	ps := b.ps
	b.mu.Unlock()

	err := b.subscribe(ctx, ps, name)
	if err != nil && b.pubsub() != ps {
		// Replaced meanwhile: the new connection subscribes every channel
		// in subs, this one included, and its confirmation will come.
		err = nil
	}
	if err == nil {
		select {
		case <-confirmed:
			return nil
		case <-ctx.Done():
			err = ctx.Err()
		case <-b.done:
			err = ErrClosed
		}
	}
	// Undo, so that a failed Subscribe leaves nothing behind for go-redis to
	// resubscribe later.
	b.mu.Lock()
	b.removeWaiterLocked(name, confirmed)
	if !had {
		delete(b.subs, channel)
	}
	b.mu.Unlock()
	if !had {
		uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		_ = b.unsubscribe(uctx, b.pubsub(), name)
		cancel()
	}
	return fmt.Errorf("redisbroker: subscribe %s: %w", channel, err)
}

func (b *Broker) pubsub() *redis.PubSub {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.ps
}

// replacePubSub drops a connection that is open but silent (a half-open
// TCP connection, a partition without a reset), which go-redis would keep
// forever, and subscribes every wanted channel on a new one.
func (b *Broker) replacePubSub(ctx context.Context) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	old := b.ps
	b.ps = b.newPubSub()
	ps := b.ps
	names := make([]string, 0, len(b.subs)+1)
	for ch := range b.subs {
		names = append(names, b.pubsubName(ch))
	}
	if b.shard != nil {
		names = append(names, b.shard.pin)
	}
	b.mu.Unlock()
	_ = old.Close()
	if len(names) > 0 {
		// On failure go-redis keeps the names and subscribes them when it
		// next dials, which Run's next receive does.
		_ = b.subscribe(ctx, ps, names...)
	}
}

func (b *Broker) removeWaiterLocked(name string, w chan struct{}) {
	ws := b.waiters[name]
	for i, c := range ws {
		if c == w {
			ws = append(ws[:i], ws[i+1:]...)
			break
		}
	}
	if len(ws) == 0 {
		delete(b.waiters, name)
	} else {
		b.waiters[name] = ws
	}
}

// Unsubscribe implements hub.Broker. Delivery stops when it returns, even
// if Redis has not processed the UNSUBSCRIBE yet (late messages are dropped).
func (b *Broker) Unsubscribe(ctx context.Context, channel string) error {
	b.subMu.Lock()
	defer b.subMu.Unlock()
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return ErrClosed
	}
	delete(b.subs, channel)
	b.mu.Unlock()
	// go-redis forgets the channel even when the command fails, so a dead
	// connection will not resubscribe it.
	if err := b.unsubscribe(ctx, b.pubsub(), b.pubsubName(channel)); err != nil {
		return fmt.Errorf("redisbroker: unsubscribe %s: %w", channel, err)
	}
	return nil
}

// Close implements hub.Broker: it closes the pub/sub connection (ending
// Run) but not the client. It is idempotent.
func (b *Broker) Close() error {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return nil
	}
	b.closed = true
	close(b.done)
	ps := b.ps
	b.mu.Unlock()
	if err := ps.Close(); err != nil && !errors.Is(err, redis.ErrClosed) {
		return fmt.Errorf("redisbroker: close: %w", err)
	}
	return nil
}

var _ hub.Signaller = (*Broker)(nil)

// Signal implements hub.Signaller: a plain PUBLISH with offset 0 and no
// epoch, kept in no stream, so subscribers get it live or never.
func (b *Broker) Signal(ctx context.Context, channel string, data []byte) error {
	if b.isClosed() {
		return ErrClosed
	}
	payload := make([]byte, 0, len(data)+3)
	payload = append(append(payload, "0::"...), data...)
	if err := b.client.Do(ctx, b.publishCommand(), b.pubsubName(channel), payload).Err(); err != nil {
		return fmt.Errorf("redisbroker: signal %s: %w", channel, err)
	}
	return nil
}
