// Package app wires TourChat's pieces into one server: the store (SQLite,
// memory or Postgres), the realtime hub (in-process or Redis), the outbox relay, the
// webhook worker, the conversation engine, rate limits and the HTTP API. The
// binary and the end-to-end tests build servers through it.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/redis/go-redis/v9"

	"github.com/tourchat/tourchat/hub"
	"github.com/tourchat/tourchat/hub/redisbroker"
	"github.com/tourchat/tourchat/hub/webhook"
	"github.com/tourchat/tourchat/rest"
	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/session"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/sqlite"
	"github.com/tourchat/tourchat/web"
)

// Config is the server's configuration (see the README's table).
type Config struct {
	Addr string
	// Store picks the backend: StorePostgres (needs DatabaseURL),
	// StoreSQLite (a file in DataDir) or StoreMemory. Empty means Postgres
	// when DatabaseURL is set, else SQLite when DataDir is set, else memory.
	Store string
	// DataDir holds the SQLite file and what the server keeps beside it
	// (a generated token secret, the demo's publishable key).
	DataDir string
	// SQLiteSync is the SQLite store's synchronous setting, NORMAL (the
	// default) or FULL; see sqlite.Options.
	SQLiteSync  string
	DatabaseURL string
	RedisURL    string // empty: in-process hub and rate limits
	// RedisPrefix starts every Redis key and channel (default "tourchat:"),
	// so several deployments (or tests) can share one Redis.
	RedisPrefix string
	// PresenceTTL is how long a staff connection stays online without a
	// refresh (default hub.DefaultPresenceTTL); tests shorten it.
	PresenceTTL time.Duration
	// RevocationInterval is how often the hub checks the keys of live
	// WebSockets for revocations made outside the API, e.g. by the CLI
	// (default 5s); tests lengthen it.
	RevocationInterval time.Duration
	// JWTSecrets sign tokens; required with Postgres; on SQLite generated
	// once and kept in DataDir; random per start on the memory store.
	JWTSecrets [][]byte
	Demo       bool // seed the demo business
	// DemoKey and DemoPublishableKey fix the demo's keys; generated when empty.
	DemoKey, DemoPublishableKey string
	WebhookAllowHosts           string
	WebhookRetrySchedule        string
	RateLimit                   int
	PublicURL                   string
	Logger                      *slog.Logger
	Now                         func() time.Time
	// Registerer receives the metrics; a fresh registry when nil.
	Registry *prometheus.Registry
}

// The stores Config.Store names.
const (
	StoreSQLite   = "sqlite"
	StoreMemory   = "memory"
	StorePostgres = "postgres"
)

// SQLiteFile is the database file's name inside the data directory.
const SQLiteFile = "tourchat.db"

// Kind returns the store the configuration selects (see Config.Store).
func (c Config) Kind() string {
	switch {
	case c.Store != "":
		return c.Store
	case c.DatabaseURL != "":
		return StorePostgres
	case c.DataDir != "":
		return StoreSQLite
	}
	return StoreMemory
}

// SQLitePath is the SQLite file of the configuration's data directory.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, SQLiteFile) }

// App is a wired server. Start runs its background work; Close stops it.
type App struct {
	cfg     Config
	log     *slog.Logger
	Store   store.Store
	Hub     *hub.Hub
	Relay   *hub.Relay
	Worker  *webhook.Worker
	Engine  *session.Engine
	API     *rest.Server
	redis   redis.UniversalClient // a *redis.Client, or a *redis.ClusterClient for a redis+cluster:// URL
	handler http.Handler

	// Demo is set when the demo business is served.
	Demo *DemoKeys
	// Kind is the store in use (StoreSQLite, StoreMemory, StorePostgres).
	Kind string

	cancel    context.CancelFunc
	wg        sync.WaitGroup
	closeOnce sync.Once
	closeErr  error
}

// DemoKeys are the demo business's credentials, for printing at start.
type DemoKeys struct {
	BusinessID string
	// SecretKey is empty when it was not made by this start: set by the
	// operator, or made on an earlier start of a persistent store.
	SecretKey      string
	PublishableKey string
	// OwnerEmail and OwnerPassword sign in to the dashboard; the password is
	// empty when the owner existed before this start.
	OwnerEmail    string
	OwnerPassword string
	// Seeded is true when this start created the demo business (on SQLite,
	// the first start only).
	Seeded bool
}

// New opens the backends and wires the server; nothing runs until Start.
func New(ctx context.Context, cfg Config) (_ *App, err error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.RateLimit <= 0 {
		cfg.RateLimit = 600
	}
	if cfg.Registry == nil {
		cfg.Registry = prometheus.NewRegistry()
		cfg.Registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	}
	kind := cfg.Kind()
	switch kind {
	case StorePostgres:
		if cfg.DatabaseURL == "" {
			return nil, errors.New("the postgres store needs TOURCHAT_DATABASE_URL")
		}
		if len(cfg.JWTSecrets) == 0 {
			return nil, errors.New("TOURCHAT_JWT_SECRET is required with TOURCHAT_DATABASE_URL (instances must share it)")
		}
	case StoreSQLite:
		if cfg.DataDir == "" {
			return nil, errors.New("the sqlite store needs TOURCHAT_DATA_DIR")
		}
		if len(cfg.JWTSecrets) == 0 {
			secret, err := dataDirSecret(cfg.DataDir)
			if err != nil {
				return nil, err
			}
			cfg.JWTSecrets = [][]byte{secret}
		}
	case StoreMemory:
	default:
		return nil, fmt.Errorf("TOURCHAT_STORE: %q is not sqlite, memory or postgres", kind)
	}
	a := &App{cfg: cfg, log: cfg.Logger, Kind: kind}
	defer func() {
		if err != nil {
			a.closeBackends()
		}
	}()
	if err := a.openStore(ctx); err != nil {
		return nil, err
	}
	schedule, err := webhook.ParseSchedule(cfg.WebhookRetrySchedule)
	if err != nil {
		return nil, fmt.Errorf("TOURCHAT_WEBHOOK_RETRY_SCHEDULE: %w", err)
	}
	allow, err := webhook.ParseAllowList(cfg.WebhookAllowHosts)
	if err != nil {
		return nil, fmt.Errorf("TOURCHAT_WEBHOOK_ALLOW_HOSTS: %w", err)
	}

	var broker hub.Broker
	var limiter ratelimit.Limiter = ratelimit.NewMemory(ratelimit.MemoryOptions{})
	ready := map[string]func(context.Context) error{}
	var presence hub.Presence
	if cfg.RedisURL != "" {
		prefix := cfg.RedisPrefix
		if prefix == "" {
			prefix = "tourchat:"
		}
		if redisbroker.IsClusterURL(cfg.RedisURL) {
			a.redis, broker, err = openRedisCluster(cfg.RedisURL, redisbroker.Options{Prefix: prefix + "hub:", Logger: cfg.Logger})
			if err != nil {
				return nil, err
			}
		} else {
			opts, err := redis.ParseURL(cfg.RedisURL)
			if err != nil {
				return nil, fmt.Errorf("TOURCHAT_REDIS_URL: %w", err)
			}
			boundRedisCalls(opts)
			client := redis.NewClient(opts)
			a.redis = client
			broker = redisbroker.New(client, redisbroker.Options{Prefix: prefix + "hub:", Logger: cfg.Logger})
		}
		presence = redisbroker.NewPresence(a.redis, prefix+"hub:", nil)
		limiter = ratelimit.NewRedis(a.redis, ratelimit.Options{Prefix: prefix + "rl:", Fallback: limiter, Logger: cfg.Logger})
		ready["redis"] = func(ctx context.Context) error { return a.redis.Ping(ctx).Err() }
	} else {
		broker = hub.NewMemoryBroker(hub.MemoryBrokerOptions{})
	}
	a.Hub = hub.New(broker, hub.Options{
		Logger: cfg.Logger, Registerer: cfg.Registry, Presence: presence, PresenceTTL: cfg.PresenceTTL,
		KeyRevoked: a.keyRevoked, RevocationInterval: cfg.RevocationInterval,
	})
	a.Relay = hub.NewRelay(a.Store, a.Hub, cfg.Logger)
	a.Worker = webhook.NewWorker(a.Store, webhook.Options{Logger: cfg.Logger, Schedule: schedule, AllowHosts: allow})

	publicURL := cfg.PublicURL
	if publicURL == "" {
		publicURL = defaultPublicURL(cfg.Addr)
	}
	a.Engine = session.New(a.Store, session.Options{Now: cfg.Now, MediaBaseURL: strings.TrimRight(publicURL, "/"), Logger: cfg.Logger})

	if cfg.Demo {
		if kind == StoreSQLite {
			a.Demo, err = seedDemoOnce(ctx, a.Store, cfg.DataDir, cfg.DemoKey, cfg.DemoPublishableKey)
		} else {
			a.Demo, err = seedDemo(ctx, a.Store, cfg.DemoKey, cfg.DemoPublishableKey)
		}
		if err != nil {
			return nil, err
		}
	}
	webOpts := web.Options{}
	if a.Demo != nil {
		webOpts.DemoBusinessID, webOpts.DemoPublishableKey = a.Demo.BusinessID, a.Demo.PublishableKey
	}
	a.API, err = rest.New(rest.Config{
		Store: a.Store, Chat: a.Engine, Limiter: limiter, RateLimit: cfg.RateLimit,
		TokenSecrets: cfg.JWTSecrets, Logger: cfg.Logger, Now: cfg.Now,
		ValidateWebhookURL: func(ctx context.Context, raw string) error {
			return webhook.ValidateURL(ctx, raw, allow, nil)
		},
		NewWebhookSecret: webhook.NewSecret,
		Changed:          a.changed,
		Hub:              a.Hub,
		ReadyChecks:      ready,
		Metrics:          promhttp.HandlerFor(cfg.Registry, promhttp.HandlerOpts{}),
		Web:              web.Handler(webOpts),
	})
	if err != nil {
		return nil, err
	}
	a.handler = a.API
	return a, nil
}

// boundRedisCalls gives every Redis call a short deadline unless the URL
// set its own: a hung Redis (a paused process, a network that stopped
// forwarding) must cost a request a fraction of a second, not go-redis's
// default of seconds per attempt and three retries. Callers' context
// deadlines are honoured (ContextTimeoutEnabled), so the rate limiter's own
// 100 ms bound and its breaker apply.
func boundRedisCalls(o *redis.Options) {
	o.ContextTimeoutEnabled = true
	if o.DialTimeout == 0 {
		o.DialTimeout = time.Second
	}
	if o.ReadTimeout == 0 {
		o.ReadTimeout = time.Second
	}
	if o.WriteTimeout == 0 {
		o.WriteTimeout = time.Second
	}
	if o.PoolTimeout == 0 {
		o.PoolTimeout = 500 * time.Millisecond
	}
	if o.MaxRetries == 0 {
		o.MaxRetries = 1
	}
	if o.MinIdleConns == 0 {
		o.MinIdleConns = minIdleRedisConns
	}
}

// minIdleRedisConns connections are dialled at start and kept open, so the
// first requests after a start, or after a burst closed idle ones, do not
// queue behind dials.
const minIdleRedisConns = 4

func (a *App) openStore(ctx context.Context) error {
	switch a.Kind {
	case StoreMemory:
		a.Store = memory.New(memory.Options{Now: a.cfg.Now})
		return nil
	case StoreSQLite:
		st, err := sqlite.Open(ctx, a.cfg.SQLitePath(), sqlite.Options{Now: a.cfg.Now, Synchronous: a.cfg.SQLiteSync})
		if err != nil {
			return err
		}
		a.Store = st
		return nil
	}
	if err := postgres.Migrate(ctx, a.cfg.DatabaseURL); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	st, err := postgres.Open(ctx, a.cfg.DatabaseURL, postgres.Options{Now: a.cfg.Now})
	if err != nil {
		return err
	}
	a.Store = st
	return nil
}

// keyRevoked reports whether a key was revoked or deleted, for the hub to
// close that key's WebSockets (4001).
func (a *App) keyRevoked(ctx context.Context, businessID, keyID string) (bool, error) {
	k, err := a.Store.Key(ctx, businessID, keyID)
	if errors.Is(err, store.ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	return k.Revoked(), nil
}

// changed wakes the relay and the webhook worker after a write.
func (a *App) changed() {
	a.Relay.Kick()
	a.Worker.Kick()
}

// Handler is the HTTP handler of the whole server.
func (a *App) Handler() http.Handler { return a.handler }

// Start runs the hub, the relay and the webhook worker until Close.
func (a *App) Start() {
	ctx, cancel := context.WithCancel(context.Background())
	a.cancel = cancel
	run := func(name string, f func(context.Context) error) {
		a.wg.Add(1)
		go func() {
			defer a.wg.Done()
			if err := f(ctx); err != nil && !errors.Is(err, context.Canceled) {
				a.log.Error("background task stopped", "task", name, "err", err)
			}
		}()
	}
	run("hub", a.Hub.Run)
	run("relay", func(ctx context.Context) error { a.Relay.Run(ctx); return nil })
	run("webhooks", a.Worker.Run)
	run("prune", a.prune)
}

// prune drops events older than the contract's 30 days, hourly.
func (a *App) prune(ctx context.Context) error {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if n, err := a.Store.PruneEvents(ctx, a.cfg.Now().Add(-30*24*time.Hour)); err != nil {
			a.log.Warn("pruning events failed", "err", err)
		} else if n > 0 {
			a.log.Info("pruned events", "count", n)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Shutdown stops srv and then the app, in the order that loses no answer:
// srv stops accepting and answers every request already sent (d's drain,
// then srv.Shutdown) while every WebSocket is closed with 1012 (hijacked
// connections are not srv's to drain); only when both are done do the
// relay and the workers stop and Postgres and Redis close, so no request
// still running meets a closed pool.
func (a *App) Shutdown(ctx context.Context, srv *http.Server, d *Drainer) error {
	drained := make(chan error, 1)
	go func() {
		d.Drain(ctx, srv)
		drained <- srv.Shutdown(ctx)
	}()
	hubErr := a.Hub.Shutdown(ctx)
	httpErr := <-drained
	return errors.Join(httpErr, hubErr, a.Close(ctx))
}

// Close closes every WebSocket with 1012, stops the background work and
// closes the backends. It is idempotent.
func (a *App) Close(ctx context.Context) error {
	a.closeOnce.Do(func() {
		if err := a.Hub.Shutdown(ctx); err != nil {
			a.closeErr = err
		}
		if a.cancel != nil {
			a.cancel()
		}
		a.wg.Wait()
		a.closeBackends()
	})
	return a.closeErr
}

func (a *App) closeBackends() {
	if a.Store != nil {
		_ = a.Store.Close()
	}
	if a.redis != nil {
		_ = a.redis.Close()
	}
}

func defaultPublicURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return "http://localhost:8080"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}
