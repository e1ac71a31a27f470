package hub

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/tourchat/tourchat/store"
)

// Options tunes a Hub; zero fields take the defaults given on each.
type Options struct {
	// Logger receives connection and broker problems (default slog.Default()).
	Logger *slog.Logger
	// Registerer, when set, receives the hub's Prometheus metrics.
	Registerer prometheus.Registerer
	// QueueMessages and QueueBytes bound each connection's outgoing queue
	// (default 256 frames and 1 MiB); overflowing either closes it with 4008.
	QueueMessages int
	QueueBytes    int
	// WriteTimeout bounds every write and every ping's answer (default 10s).
	WriteTimeout time.Duration
	// PingInterval is the time between pings to each client (default 25s).
	PingInterval time.Duration
	// ReadLimit is the largest frame accepted from a client (default 64 KiB).
	ReadLimit int64
	// HistoryLimit is the most publications one recovery replays; a client
	// further behind gets recovered:false (default 100).
	HistoryLimit int
	// Shards is the number of independently locked subscriber maps (default 32).
	Shards int
	// MaxSubscriptions bounds the channels of one connection (default 100).
	MaxSubscriptions int
	// BrokerTimeout bounds each broker call made for a subscription (default 5s).
	BrokerTimeout time.Duration
	// KeyRevoked, when set, is asked every RevocationInterval about the keys
	// live connections were opened with; a revoked key's connections close
	// with 4001. It is the safety net behind RevokeKey, which closes them at
	// once, for revocations made elsewhere (the CLI) or signals lost.
	KeyRevoked KeyRevoked
	// RevocationInterval is how often keys are checked (default 5s).
	RevocationInterval time.Duration
	// RecoveryWorkers is the number of goroutines recovering channels after a
	// gap or a broker reconnect (default 2).
	RecoveryWorkers int
	// Presence shares which staff are online between instances (default a
	// MemoryPresence: this process only).
	Presence Presence
	// PresenceTTL is how long a staff connection stays online without a
	// refresh (default DefaultPresenceTTL); the hub refreshes at a third of it.
	PresenceTTL time.Duration
}

func (o *Options) setDefaults() {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.QueueMessages, 256)
	def(&o.QueueBytes, 1<<20)
	def(&o.HistoryLimit, 100)
	def(&o.Shards, 32)
	def(&o.MaxSubscriptions, 100)
	def(&o.RecoveryWorkers, 2)
	if o.WriteTimeout <= 0 {
		o.WriteTimeout = 10 * time.Second
	}
	if o.PingInterval <= 0 {
		o.PingInterval = 25 * time.Second
	}
	if o.ReadLimit <= 0 {
		o.ReadLimit = 64 << 10
	}
	if o.BrokerTimeout <= 0 {
		o.BrokerTimeout = 5 * time.Second
	}
	if o.Presence == nil {
		o.Presence = NewMemoryPresence(nil)
	}
	if o.PresenceTTL <= 0 {
		o.PresenceTTL = DefaultPresenceTTL
	}
	if o.RevocationInterval <= 0 {
		o.RevocationInterval = 5 * time.Second
	}
}

// Hub fans publications out from a Broker to WebSocket connections: one
// subscription to the broker per channel with local subscribers, however
// many connections share it.
type Hub struct {
	broker Broker
	opts   Options
	log    *slog.Logger
	m      *metrics
	seed   maphash.Seed
	shards []shard
	rec    recoverySet

	presence Presence

	mu       sync.Mutex
	conns    map[*conn]struct{}
	present  map[*conn]PresenceEntry // staff connections subscribed to their business
	closing  bool                    // Shutdown started: no new connection
	connWG   sync.WaitGroup          // one per served connection
	running  bool
	runDone  chan struct{} // closed when Run returns
	stopRun  chan struct{} // closed by Shutdown to end Run
	stopOnce sync.Once
}

var _ BrokerHandler = (*Hub)(nil)

// New returns a Hub over b. Call Run to start deliveries and Shutdown to end.
func New(b Broker, opts Options) *Hub {
	opts.setDefaults()
	h := &Hub{
		broker: b, opts: opts, log: opts.Logger, m: newMetrics(opts.Registerer),
		seed: maphash.MakeSeed(), shards: make([]shard, opts.Shards),
		presence: opts.Presence, present: make(map[*conn]PresenceEntry),
		conns: make(map[*conn]struct{}), runDone: make(chan struct{}), stopRun: make(chan struct{}),
	}
	for i := range h.shards {
		h.shards[i].chans = make(map[string]*chanState)
	}
	h.rec.init()
	return h
}

// Run runs the broker with the hub as its handler, and the recovery
// workers, until ctx ends or Shutdown is called. It is called once.
func (h *Hub) Run(ctx context.Context) error {
	h.mu.Lock()
	if h.running {
		h.mu.Unlock()
		return errors.New("hub: Run called twice")
	}
	h.running = true
	h.mu.Unlock()
	defer close(h.runDone)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	wg.Go(func() { // ends Run's context when Shutdown asks
		select {
		case <-h.stopRun:
			cancel()
		case <-ctx.Done():
		}
	})
	for range h.opts.RecoveryWorkers {
		wg.Go(func() { h.recoveryWorker(ctx) })
	}
	wg.Go(func() { h.refreshPresence(ctx) })
	if h.opts.KeyRevoked != nil {
		wg.Go(func() { h.watchRevocations(ctx) })
	}
	if _, ok := h.broker.(Signaller); ok {
		wg.Go(func() { h.subscribeRevocations(ctx) })
	}
	err := h.broker.Run(ctx, h)
	cancel()
	wg.Wait()
	if err != nil && ctx.Err() == nil {
		return fmt.Errorf("hub: broker: %w", err)
	}
	return nil
}

// PublishEvent encodes the event envelope once and publishes it to the
// business channel and, for conversation events, to the session channel.
func (h *Hub) PublishEvent(ctx context.Context, ev store.Event) error {
	data, err := eventJSON(&ev)
	if err != nil {
		return fmt.Errorf("hub: encoding event %s: %w", ev.ID, err)
	}
	_, err = h.broker.Publish(ctx, BusinessChannel(ev.BusinessID), data)
	if err != nil {
		err = fmt.Errorf("hub: publishing %s to business: %w", ev.ID, err)
	}
	if ev.SessionID != "" && strings.HasPrefix(ev.Type, "conversation.") {
		if _, err2 := h.broker.Publish(ctx, SessionChannel(ev.BusinessID, ev.SessionID), data); err2 != nil {
			err = errors.Join(err, fmt.Errorf("hub: publishing %s to session: %w", ev.ID, err2))
		}
	}
	return err
}

// register adds a connection unless Shutdown has started.
func (h *Hub) register(c *conn) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return false
	}
	h.conns[c] = struct{}{}
	h.connWG.Add(1)
	h.m.connections.Inc()
	return true
}

func (h *Hub) unregister(c *conn) {
	h.mu.Lock()
	delete(h.conns, c)
	h.mu.Unlock()
	h.m.connections.Dec()
	h.connWG.Done()
}

// Shutdown closes every connection with 1012 (server restarting), waits for
// them and for Run to end, and closes the stragglers abruptly when ctx ends
// first. It is idempotent; the broker stays open for its owner to close.
func (h *Hub) Shutdown(ctx context.Context) error {
	h.mu.Lock()
	h.closing = true
	conns := make([]*conn, 0, len(h.conns))
	for c := range h.conns {
		conns = append(conns, c)
	}
	h.mu.Unlock()
	for _, c := range conns {
		c.closeWith(StatusServiceRestart, "server restarting")
	}

	var err error
	done := make(chan struct{})
	go func() { // ends when the last connection is served, which kill below bounds
		h.connWG.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		err = ctx.Err()
		for _, c := range conns {
			c.kill()
		}
		<-done
	}

	h.stopOnce.Do(func() { close(h.stopRun) })
	h.mu.Lock()
	running := h.running
	h.mu.Unlock()
	if running {
		<-h.runDone // Run stops promptly once stopRun is closed
	}
	return err
}

// isClosing reports whether Shutdown has started.
func (h *Hub) isClosing() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.closing
}
