// Package ratelimit counts requests per key: in process by default (Memory:
// fixed windows, bounded memory), in Redis when configured (Redis: GCRA via
// redis_rate, one budget shared by every instance).
//
// When Redis is unreachable the Redis limiter falls back to a local limiter:
// requests keep being limited, per instance, for the length of the outage;
// the outage is logged once when it starts and once when it ends, never per
// request.
package ratelimit

import (
	"context"
	"time"
)

// Result is the outcome of one Allow call, with what the rate-limit headers
// report.
type Result struct {
	Allowed    bool
	Limit      int           // requests allowed per window
	Remaining  int           // requests left in the window
	Reset      time.Time     // when the window ends
	RetryAfter time.Duration // when not allowed: how long to wait
}

// Limiter decides whether one more request under key fits in limit per window.
type Limiter interface {
	Allow(ctx context.Context, key string, limit int, window time.Duration) (Result, error)
}
