package ratelimit

import (
	"context"
	"errors"
	"sync"
	"time"
)

// DefaultMaxKeys bounds a Memory limiter built with a zero MaxKeys.
const DefaultMaxKeys = 100_000

// sweepEvery is how often Allow drops ended windows, so memory follows the
// keys active in the current window rather than every key ever seen.
const sweepEvery = time.Minute

// errBadLimit is returned for a limit or window that is not positive.
var errBadLimit = errors.New("ratelimit: limit and window must be positive")

// MemoryOptions configure a Memory limiter.
type MemoryOptions struct {
	// MaxKeys caps the windows kept; at the cap, ended windows are dropped
	// first, then an arbitrary live one (that key starts a fresh window, so
	// a flood of keys can at worst reset another key's count, never grow
	// memory). Zero means DefaultMaxKeys.
	MaxKeys int
	// Now is the clock; nil means time.Now. Tests set it.
	Now func() time.Time
}

// Memory is an in-process Limiter counting in fixed windows aligned to the
// clock (a one-minute window ends on the minute), so every key's Reset is
// predictable. It is safe for concurrent use.
type Memory struct {
	maxKeys int
	now     func() time.Time

	mu        sync.Mutex
	windows   map[windowKey]*window
	lastSweep time.Time
}

type windowKey struct {
	key    string
	window time.Duration
}

type window struct {
	end   time.Time
	count int
}

var _ Limiter = (*Memory)(nil)

// NewMemory returns an in-process limiter.
func NewMemory(opt MemoryOptions) *Memory {
	if opt.MaxKeys <= 0 {
		opt.MaxKeys = DefaultMaxKeys
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Memory{maxKeys: opt.MaxKeys, now: opt.Now, windows: make(map[windowKey]*window)}
}

// Allow implements Limiter.
func (m *Memory) Allow(_ context.Context, key string, limit int, per time.Duration) (Result, error) {
	if limit <= 0 || per <= 0 {
		return Result{}, errBadLimit
	}
	now := m.now()
	k := windowKey{key, per}

	m.mu.Lock()
	defer m.mu.Unlock()
	if now.Sub(m.lastSweep) >= sweepEvery {
		m.sweepLocked(now)
	}
	w := m.windows[k]
	if w == nil {
		if len(m.windows) >= m.maxKeys {
			m.sweepLocked(now)
		}
		for victim := range m.windows {
			if len(m.windows) < m.maxKeys {
				break
			}
			delete(m.windows, victim)
		}
		w = &window{}
		m.windows[k] = w
	}
	if !now.Before(w.end) {
		w.end = now.Truncate(per).Add(per)
		w.count = 0
	}
	res := Result{Limit: limit, Reset: w.end}
	if w.count < limit {
		w.count++
		res.Allowed = true
	} else {
		res.RetryAfter = w.end.Sub(now)
	}
	res.Remaining = limit - w.count
	return res, nil
}

func (m *Memory) sweepLocked(now time.Time) {
	m.lastSweep = now
	for k, w := range m.windows {
		if !now.Before(w.end) {
			delete(m.windows, k)
		}
	}
}

// Len returns how many windows are held (for tests and metrics).
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.windows)
}
