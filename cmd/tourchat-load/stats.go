package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"time"
)

// maxSamples bounds a Latencies' memory (8 MB of samples); beyond it a
// uniform reservoir keeps the percentiles honest while count and max stay
// exact.
const maxSamples = 1 << 20

// Latencies collects durations for percentiles. It is safe for concurrent
// use.
type Latencies struct {
	mu      sync.Mutex
	cap     int
	samples []time.Duration
	count   int64
	sum     time.Duration
	max     time.Duration
	rng     *rand.Rand
}

// NewLatencies returns a collector keeping at most capacity samples (0
// means maxSamples).
func NewLatencies(capacity int) *Latencies {
	if capacity <= 0 {
		capacity = maxSamples
	}
	return &Latencies{cap: capacity, rng: rand.New(rand.NewPCG(1, 2))}
}

// Add records one duration; negative ones (clock skew) count as zero.
func (l *Latencies) Add(d time.Duration) {
	d = max(d, 0)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.count++
	l.sum += d
	l.max = max(l.max, d)
	if len(l.samples) < l.cap {
		l.samples = append(l.samples, d)
		return
	}
	// Algorithm R: the i-th sample replaces a kept one with probability cap/i.
	if j := l.rng.Int64N(l.count); j < int64(l.cap) {
		l.samples[j] = d
	}
}

// Reset forgets every duration added so far.
func (l *Latencies) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.samples, l.count, l.sum, l.max = l.samples[:0], 0, 0, 0
}

// Summary is what a report prints about one kind of latency.
type Summary struct {
	Count int64         `json:"count"`
	Mean  time.Duration `json:"mean_ns"`
	P50   time.Duration `json:"p50_ns"`
	P90   time.Duration `json:"p90_ns"`
	P99   time.Duration `json:"p99_ns"`
	Max   time.Duration `json:"max_ns"`
}

// Summary computes the percentiles of what was added so far.
func (l *Latencies) Summary() Summary {
	l.mu.Lock()
	sorted := slices.Clone(l.samples)
	s := Summary{Count: l.count, Max: l.max}
	if l.count > 0 {
		s.Mean = l.sum / time.Duration(l.count)
	}
	l.mu.Unlock()
	slices.Sort(sorted)
	s.P50 = Percentile(sorted, 50)
	s.P90 = Percentile(sorted, 90)
	s.P99 = Percentile(sorted, 99)
	return s
}

// Percentile returns the nearest-rank p-th percentile (0 < p <= 100) of
// sorted, or 0 when it is empty: the smallest sample with at least p% of
// the samples at or below it.
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	rank = min(max(rank, 1), len(sorted))
	return sorted[rank-1]
}

// Counter counts by name; safe for concurrent use.
type Counter struct {
	mu sync.Mutex
	m  map[string]int64
}

// Add adds n to name.
func (c *Counter) Add(name string, n int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = make(map[string]int64)
	}
	c.m[name] += n
}

// Reset forgets every count.
func (c *Counter) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.m)
}

// Snapshot returns a copy of the counts.
func (c *Counter) Snapshot() map[string]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[string]int64, len(c.m))
	for k, v := range c.m {
		out[k] = v
	}
	return out
}

// Errors keeps the first few distinct error texts and counts all of them,
// so a failing run says why without flooding the report.
type Errors struct {
	mu    sync.Mutex
	total int64
	seen  map[string]int64
}

const maxDistinctErrors = 10

// Add records err under what.
func (e *Errors) Add(what string, err error) {
	if err == nil {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.total++
	if e.seen == nil {
		e.seen = make(map[string]int64)
	}
	key := what + ": " + err.Error()
	if _, ok := e.seen[key]; ok || len(e.seen) < maxDistinctErrors {
		e.seen[key]++
	}
}

// Snapshot returns the total and the distinct errors with their counts.
func (e *Errors) Snapshot() (int64, map[string]int64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make(map[string]int64, len(e.seen))
	for k, v := range e.seen {
		out[k] = v
	}
	return e.total, out
}
