package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"

	"github.com/tourchat/tourchat/cmd/tourchat/app"
)

// setting is one configuration value: an environment variable and the flag
// of the same name in kebab-case (TOURCHAT_REDIS_URL is --redis-url).
type setting struct {
	env, def, usage string
	dst             *string
}

// config is the operator's configuration, from flags over environment over
// defaults.
type config struct {
	addr, storeKind, dataDir, databaseURL, redisURL, jwtSecret, demo, demoKey string
	demoPublishableKey, sqliteSync                                            string
	webhookAllowHosts, webhookRetrySchedule, rateLimit, logLevel, logFormat   string
	publicURL, debugAddr                                                      string
}

func (c *config) settings() []setting {
	return []setting{
		{"TOURCHAT_ADDR", ":8080", "listen address", &c.addr},
		{"TOURCHAT_STORE", "", "sqlite, memory (not persistent) or postgres (default: postgres with a database URL, else sqlite)", &c.storeKind},
		{"TOURCHAT_DATA_DIR", "./tourchat-data", "where the sqlite store keeps its data", &c.dataDir},
		{"TOURCHAT_SQLITE_SYNC", "NORMAL", "NORMAL (a commit survives the process crashing) or FULL (also a power cut, slower)", &c.sqliteSync},
		{"TOURCHAT_DATABASE_URL", "", "Postgres URL (unset: the sqlite store in the data directory)", &c.databaseURL},
		{"TOURCHAT_REDIS_URL", "", "Redis URL, or redis+cluster://host:port,host:port for a Redis Cluster (unset: in-process hub and rate limits)", &c.redisURL},
		{"TOURCHAT_JWT_SECRET", "", "token signing secret, 32+ bytes; comma-separated to rotate (first signs)", &c.jwtSecret},
		{"TOURCHAT_DEMO", "", "seed the demo business (default true on sqlite, on its first start only, and on memory)", &c.demo},
		{"TOURCHAT_DEMO_KEY", "", "the demo's secret key (generated and printed when unset)", &c.demoKey},
		{"TOURCHAT_DEMO_PUBLISHABLE_KEY", "", "the demo's publishable key (generated and printed when unset)", &c.demoPublishableKey},
		{"TOURCHAT_WEBHOOK_ALLOW_HOSTS", "", "hosts or CIDRs webhooks may reach despite the SSRF guard", &c.webhookAllowHosts},
		{"TOURCHAT_WEBHOOK_RETRY_SCHEDULE", "5s,5m,30m,2h,5h,10h,10h", "webhook retry delays", &c.webhookRetrySchedule},
		{"TOURCHAT_RATE_LIMIT", "600", "requests per minute per key", &c.rateLimit},
		{"TOURCHAT_LOG_LEVEL", "info", "debug, info, warn or error", &c.logLevel},
		{"TOURCHAT_LOG_FORMAT", "json", "json or text", &c.logFormat},
		{"TOURCHAT_DEBUG_ADDR", "", "listen address for Go's profiler (/debug/pprof/); keep it on loopback (unset: off)", &c.debugAddr},
		{"TOURCHAT_PUBLIC_URL", "", "the server's public base URL, for absolute media links (default http://localhost:<port>)", &c.publicURL},
	}
}

func flagName(env string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(env, "TOURCHAT_")), "_", "-")
}

// register adds every setting to fs with its environment value as default.
func (c *config) register(fs *flag.FlagSet) {
	for _, s := range c.settings() {
		def := s.def
		if v, ok := os.LookupEnv(s.env); ok {
			def = v
		}
		fs.StringVar(s.dst, flagName(s.env), def, s.usage+" ("+s.env+")")
	}
}

// appConfig turns the settings into the app's configuration.
func (c *config) appConfig(log *slog.Logger) (app.Config, error) {
	ac := app.Config{
		Addr: c.addr, Store: c.storeKind, DataDir: c.dataDir, SQLiteSync: strings.ToUpper(c.sqliteSync), DatabaseURL: c.databaseURL, RedisURL: c.redisURL,
		DemoKey: c.demoKey, DemoPublishableKey: c.demoPublishableKey,
		WebhookAllowHosts: c.webhookAllowHosts, WebhookRetrySchedule: c.webhookRetrySchedule,
		PublicURL: c.publicURL, Logger: log,
	}
	if c.jwtSecret != "" {
		for _, s := range strings.Split(c.jwtSecret, ",") {
			ac.JWTSecrets = append(ac.JWTSecrets, []byte(strings.TrimSpace(s)))
		}
	}
	switch ac.Kind() {
	case app.StoreSQLite, app.StoreMemory:
	case app.StorePostgres:
		if c.databaseURL == "" {
			return ac, errors.New("TOURCHAT_STORE=postgres needs TOURCHAT_DATABASE_URL")
		}
	default:
		return ac, fmt.Errorf("TOURCHAT_STORE: %q is not sqlite, memory or postgres", c.storeKind)
	}
	if ac.Kind() == app.StoreSQLite && strings.TrimSpace(c.dataDir) == "" {
		return ac, errors.New("TOURCHAT_DATA_DIR must name a directory")
	}
	if ac.SQLiteSync != "NORMAL" && ac.SQLiteSync != "FULL" {
		return ac, fmt.Errorf("TOURCHAT_SQLITE_SYNC: %q is not NORMAL or FULL", c.sqliteSync)
	}
	ac.Demo = ac.Kind() != app.StorePostgres
	if c.demo != "" {
		v, err := strconv.ParseBool(c.demo)
		if err != nil {
			return ac, fmt.Errorf("TOURCHAT_DEMO: %q is not a boolean", c.demo)
		}
		ac.Demo = v
	}
	n, err := strconv.Atoi(c.rateLimit)
	if err != nil || n < 1 {
		return ac, fmt.Errorf("TOURCHAT_RATE_LIMIT: %q is not a positive integer", c.rateLimit)
	}
	ac.RateLimit = n
	return ac, nil
}

// logger builds the slog logger the settings ask for.
func (c *config) logger(w io.Writer) (*slog.Logger, error) {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.logLevel)); err != nil {
		return nil, fmt.Errorf("TOURCHAT_LOG_LEVEL: %q is not a level", c.logLevel)
	}
	opts := &slog.HandlerOptions{Level: level}
	switch c.logFormat {
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("TOURCHAT_LOG_FORMAT: %q is not json or text", c.logFormat)
}
