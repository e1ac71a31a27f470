package webhook

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// DefaultSchedule returns the contract's retry delays (5s, 5m, 30m, 2h, 5h,
// 10h, 10h): eight attempts over about a day and a half. It returns a fresh
// slice each time so callers cannot change the default for everyone.
func DefaultSchedule() []time.Duration {
	return []time.Duration{
		5 * time.Second, 5 * time.Minute, 30 * time.Minute,
		2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour,
	}
}

// ParseSchedule parses TOURCHAT_WEBHOOK_RETRY_SCHEDULE: comma-separated Go
// durations ("5s,5m,30m,2h,5h,10h,10h"), each greater than zero. Entry i is
// the wait after the (i+1)-th failed attempt.
func ParseSchedule(s string) ([]time.Duration, error) {
	if strings.TrimSpace(s) == "" {
		return nil, errors.New("retry schedule is empty")
	}
	parts := strings.Split(s, ",")
	out := make([]time.Duration, 0, len(parts))
	for i, p := range parts {
		p = strings.TrimSpace(p)
		d, err := time.ParseDuration(p)
		if err != nil {
			return nil, fmt.Errorf("retry schedule entry %d %q: %w", i+1, p, err)
		}
		if d <= 0 {
			return nil, fmt.Errorf("retry schedule entry %d %q: must be greater than zero", i+1, p)
		}
		out = append(out, d)
	}
	return out, nil
}

// nextDelay returns the wait before the next attempt after `failed` failed
// attempts (1 after the first), spread by ±jitter (a fraction) so that a
// receiver coming back up is not hit by every queued delivery at once. ok is
// false when the schedule is used up and the delivery has failed for good.
func nextDelay(schedule []time.Duration, failed int, jitter float64) (d time.Duration, ok bool) {
	if failed < 1 || failed > len(schedule) {
		return 0, false
	}
	d = schedule[failed-1]
	if jitter > 0 {
		// rand/v2's top-level functions are safe for concurrent use.
		f := 1 + jitter*(2*rand.Float64()-1)
		d = time.Duration(float64(d) * f)
	}
	if d < 0 {
		d = 0
	}
	return d, true
}
