// Package ratelimit counts requests per key in fixed windows: in process by
// default, in Redis (shared by every instance) when configured.
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
