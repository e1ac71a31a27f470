package main

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

func TestPercentile(t *testing.T) {
	ten := []time.Duration{ms(1), ms(2), ms(3), ms(4), ms(5), ms(6), ms(7), ms(8), ms(9), ms(10)}
	hundred := make([]time.Duration, 100)
	for i := range hundred {
		hundred[i] = ms(i + 1)
	}
	cases := []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   time.Duration
	}{
		{"empty", nil, 50, 0},
		{"one sample p50", []time.Duration{ms(7)}, 50, ms(7)},
		{"one sample p99", []time.Duration{ms(7)}, 99, ms(7)},
		{"ten p50", ten, 50, ms(5)},
		{"ten p90", ten, 90, ms(9)},
		{"ten p99", ten, 99, ms(10)},
		{"ten p100", ten, 100, ms(10)},
		{"ten p1 is the minimum", ten, 1, ms(1)},
		{"hundred p50", hundred, 50, ms(50)},
		{"hundred p90", hundred, 90, ms(90)},
		{"hundred p99", hundred, 99, ms(99)},
		{"two p50 is the lower", []time.Duration{ms(1), ms(9)}, 50, ms(1)},
		{"two p51 is the upper", []time.Duration{ms(1), ms(9)}, 51, ms(9)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Percentile(c.sorted, c.p); got != c.want {
				t.Fatalf("Percentile(p%v) = %v, want %v", c.p, got, c.want)
			}
		})
	}
}

func TestLatenciesSummary(t *testing.T) {
	l := NewLatencies(0)
	if s := l.Summary(); s != (Summary{}) {
		t.Fatalf("empty summary = %+v", s)
	}
	// Added out of order and concurrently: the summary must sort.
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 100 - w; i > 0; i -= 4 {
				l.Add(ms(i))
			}
		}()
	}
	wg.Wait()
	l.Add(-ms(5)) // clock skew counts as zero
	s := l.Summary()
	want := Summary{Count: 101, Mean: ms(5050) / 101, P50: ms(50), P90: ms(90), P99: ms(99), Max: ms(100)}
	if s != want {
		t.Fatalf("summary = %+v, want %+v", s, want)
	}
}

func TestLatenciesBounded(t *testing.T) {
	l := NewLatencies(1000)
	for i := range 100_000 {
		l.Add(time.Duration(i) * time.Microsecond)
	}
	if len(l.samples) != 1000 {
		t.Fatalf("kept %d samples, cap 1000", len(l.samples))
	}
	s := l.Summary()
	if s.Count != 100_000 || s.Max != 99_999*time.Microsecond {
		t.Fatalf("count and max must stay exact: %+v", s)
	}
	// A uniform reservoir of a uniform ramp: p50 near the middle.
	if s.P50 < 40*time.Millisecond || s.P50 > 60*time.Millisecond {
		t.Fatalf("p50 of a 0..100ms ramp = %v from the reservoir", s.P50)
	}
}

func TestErrorsBounded(t *testing.T) {
	var e Errors
	for i := range 50 {
		e.Add("publish", fmt.Errorf("error %d", i))
		e.Add("publish", errors.New("same"))
	}
	e.Add("x", nil)
	total, seen := e.Snapshot()
	if total != 100 || len(seen) != maxDistinctErrors {
		t.Fatalf("total %d, %d distinct: want 100 and %d", total, len(seen), maxDistinctErrors)
	}
	if seen["publish: same"] != 50 {
		t.Fatalf("a kept error keeps counting: %v", seen)
	}
}
