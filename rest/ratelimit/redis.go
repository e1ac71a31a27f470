package ratelimit

import (
	"context"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// Defaults for the zero Options fields.
const (
	DefaultPrefix        = "tourchat:rl:"
	DefaultRetryInterval = 2 * time.Second
	// DefaultCallTimeout bounds one Redis call: a hung Redis (a paused
	// process, a network that stopped forwarding) costs a request at most
	// this long before the fallback answers, and trips the breaker.
	DefaultCallTimeout = 100 * time.Millisecond
)

// Options is RedisOptions, under the name the first callers used.
type Options = RedisOptions

// RedisOptions configure a Redis limiter.
type RedisOptions struct {
	// Prefix starts every key, so deployments (or tests) can share a Redis.
	Prefix string
	// Fallback counts while Redis is unreachable; nil means a NewMemory
	// limiter with default options.
	Fallback Limiter
	// RetryInterval is how long the limiter stays on the fallback after a
	// Redis failure before trying Redis again, so that a dead or
	// black-holed Redis costs one slow request per interval, not every one.
	RetryInterval time.Duration
	// CallTimeout bounds each Redis call; DefaultCallTimeout when zero.
	CallTimeout time.Duration
	// Logger hears of an outage once when it starts and once when it ends.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now. Tests set it.
	Now func() time.Time
}

// Redis is a Limiter that keeps its counts in Redis (GCRA, through
// github.com/go-redis/redis_rate), so every instance draws on one budget
// per key: limit requests per window, with bursts of up to limit. Its
// Reset is when the whole budget is back; RetryAfter, when refused, is when
// the next request fits.
//
// When Redis is unreachable it does not fail requests: it counts in the
// Fallback limiter instead (each instance then has its own budget, so the
// cluster-wide limit is loose for the outage), logs a warning once, and
// tries Redis again every RetryInterval, logging once more when it is back.
// An error is returned only when the caller's context has ended.
type Redis struct {
	rl       *redis_rate.Limiter
	prefix   string
	fallback Limiter
	retry    time.Duration
	timeout  time.Duration
	log      *slog.Logger
	now      func() time.Time

	down      atomic.Bool
	probing   atomic.Bool  // a request is trying Redis while it is down
	nextProbe atomic.Int64 // unix nanoseconds before which Redis is skipped
}

var _ Limiter = (*Redis)(nil)

// NewRedis returns a limiter on client.
func NewRedis(client redis.UniversalClient, opt RedisOptions) *Redis {
	if opt.Prefix == "" {
		opt.Prefix = DefaultPrefix
	}
	if opt.Fallback == nil {
		opt.Fallback = NewMemory(MemoryOptions{})
	}
	if opt.RetryInterval <= 0 {
		opt.RetryInterval = DefaultRetryInterval
	}
	if opt.Logger == nil {
		opt.Logger = slog.New(slog.DiscardHandler)
	}
	if opt.CallTimeout <= 0 {
		opt.CallTimeout = DefaultCallTimeout
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Redis{
		rl: redis_rate.NewLimiter(client), prefix: opt.Prefix, fallback: opt.Fallback,
		retry: opt.RetryInterval, timeout: opt.CallTimeout, log: opt.Logger.With("component", "ratelimit"), now: opt.Now,
	}
}

// Allow implements Limiter.
func (r *Redis) Allow(ctx context.Context, key string, limit int, window time.Duration) (Result, error) {
	if limit <= 0 || window <= 0 {
		return Result{}, errBadLimit
	}
	now := r.now()
	if r.down.Load() {
		// While Redis is down one request at a time probes it, once per
		// RetryInterval; the others count locally without waiting.
		if now.UnixNano() < r.nextProbe.Load() || !r.probing.CompareAndSwap(false, true) {
			return r.fallback.Allow(ctx, key, limit, window)
		}
		defer r.probing.Store(false)
	}
	// The window is part of the key: GCRA state for one rate means nothing
	// for another.
	cctx, cancel := context.WithTimeout(ctx, r.timeout)
	res, err := r.rl.Allow(cctx, r.prefix+key+":"+strconv.FormatInt(window.Milliseconds(), 10),
		redis_rate.Limit{Rate: limit, Burst: limit, Period: window})
	cancel()
	if err != nil {
		if ctx.Err() != nil {
			return Result{}, ctx.Err()
		}
		r.nextProbe.Store(now.Add(r.retry).UnixNano())
		if r.down.CompareAndSwap(false, true) {
			r.log.Warn("redis unreachable: rate limits are counted per instance until it is back", "error", err)
		}
		return r.fallback.Allow(ctx, key, limit, window)
	}
	if r.down.CompareAndSwap(true, false) {
		r.log.Info("redis reachable again: rate limits are shared across instances")
	}
	out := Result{
		Allowed:   res.Allowed > 0,
		Limit:     limit,
		Remaining: max(res.Remaining, 0),
		Reset:     now.Add(res.ResetAfter),
	}
	if !out.Allowed {
		out.RetryAfter = max(res.RetryAfter, 0)
	}
	return out, nil
}
