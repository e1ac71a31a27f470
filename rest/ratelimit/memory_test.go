package ratelimit_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tourchat/tourchat/rest/ratelimit"
	"github.com/tourchat/tourchat/store/storetest"
)

func newClock() *storetest.Clock {
	return storetest.NewClock(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
}

func TestMemoryFixedWindow(t *testing.T) {
	clk := newClock()
	clk.Advance(15 * time.Second) // mid-window: Reset must still be the minute
	m := ratelimit.NewMemory(ratelimit.MemoryOptions{Now: clk.Now})
	ctx := context.Background()
	end := time.Date(2026, 11, 22, 10, 1, 0, 0, time.UTC)
	steps := []struct {
		advance    time.Duration
		key        string
		allowed    bool
		remaining  int
		reset      time.Time
		retryAfter time.Duration
	}{
		{0, "a", true, 2, end, 0},
		{0, "a", true, 1, end, 0},
		{0, "b", true, 2, end, 0}, // keys are independent
		{10 * time.Second, "a", true, 0, end, 0},
		{0, "a", false, 0, end, 35 * time.Second},
		{5 * time.Second, "a", false, 0, end, 30 * time.Second},
		{30 * time.Second, "a", true, 2, end.Add(time.Minute), 0}, // new window
	}
	for i, s := range steps {
		clk.Advance(s.advance)
		res, err := m.Allow(ctx, s.key, 3, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		want := ratelimit.Result{Allowed: s.allowed, Limit: 3, Remaining: s.remaining, Reset: s.reset, RetryAfter: s.retryAfter}
		if res != want {
			t.Fatalf("step %d: %+v, want %+v", i, res, want)
		}
	}
}

func TestMemoryRejectsBadLimits(t *testing.T) {
	m := ratelimit.NewMemory(ratelimit.MemoryOptions{})
	for _, c := range []struct {
		limit  int
		window time.Duration
	}{{0, time.Minute}, {-1, time.Minute}, {1, 0}} {
		if _, err := m.Allow(context.Background(), "k", c.limit, c.window); err == nil {
			t.Fatalf("Allow(limit %d, window %v) accepted", c.limit, c.window)
		}
	}
}

func TestMemoryBoundedKeys(t *testing.T) {
	clk := newClock()
	m := ratelimit.NewMemory(ratelimit.MemoryOptions{MaxKeys: 10, Now: clk.Now})
	ctx := context.Background()
	for i := range 100 {
		if _, err := m.Allow(ctx, fmt.Sprint("flood-", i), 5, time.Minute); err != nil {
			t.Fatal(err)
		}
		if m.Len() > 10 {
			t.Fatalf("after %d keys: %d windows held, cap 10", i+1, m.Len())
		}
	}
	// Once the windows end, they are dropped rather than kept to the cap.
	clk.Advance(2 * time.Minute)
	if _, err := m.Allow(ctx, "late", 5, time.Minute); err != nil {
		t.Fatal(err)
	}
	if m.Len() != 1 {
		t.Fatalf("after the windows ended: %d windows held, want 1", m.Len())
	}
}

func TestMemoryConcurrent(t *testing.T) {
	m := ratelimit.NewMemory(ratelimit.MemoryOptions{Now: newClock().Now})
	var allowed atomic.Int64
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				res, err := m.Allow(context.Background(), "shared", 100, time.Hour)
				if err != nil {
					t.Error(err)
					return
				}
				if res.Allowed {
					allowed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if n := allowed.Load(); n != 100 {
		t.Fatalf("%d allowed of 400 with limit 100", n)
	}
}
