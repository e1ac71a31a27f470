//go:build chaos

package chaos

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store/postgres/pgtest"
)

// TestHungRedisStallsNothing pauses Redis (SIGSTOP: connections open,
// nothing answered) for three seconds, twice, while REST requests and
// readiness probes run. Target: no request waits more than 500 ms and none
// fails because of Redis (readiness answers 503 quickly, as it should).
func TestHungRedisStallsNothing(t *testing.T) {
	rd := startRedis(t)
	srv := start(t, "TOURCHAT_DATABASE_URL="+pgtest.NewDatabase(t), "TOURCHAT_REDIS_URL="+rd.url())
	ctx, cancel := context.WithCancel(context.Background())
	type stat struct {
		n, failed int
		max       time.Duration
	}
	var mu sync.Mutex
	stats := map[string]*stat{}
	var slow []string
	paused := false
	reqs := []struct{ name, method, path, body string }{
		{"chat", "POST", "/v1/chat", `{"business_id":"biz_demo","session_id":"hung-%d","message":"any tours tomorrow?"}`},
		{"handoff", "POST", "/v1/chat", `{"business_id":"biz_demo","session_id":"hand-%d","message":"I want to talk to a person"}`},
		{"bookings", "GET", "/v1/bookings", ""},
		{"leads", "GET", "/v1/leads", ""},
		{"readyz", "GET", "/readyz", ""},
	}
	var wg sync.WaitGroup
	for _, rq := range reqs {
		stats[rq.name] = &stat{}
		for w := range 2 {
			wg.Go(func() {
				for i := 0; ctx.Err() == nil; i++ {
					var body []byte
					if rq.body != "" {
						body = fmt.Appendf(nil, rq.body, w*100000+i)
					}
					start := time.Now()
					rctx, rcancel := context.WithTimeout(context.Background(), 15*time.Second)
					st, _, err := srv.do(rctx, rq.method, rq.path, body, nil)
					rcancel()
					d := time.Since(start)
					mu.Lock()
					s := stats[rq.name]
					s.n++
					s.max = max(s.max, d)
					bad := err != nil || (st >= 300 && !(rq.name == "readyz" && st == http.StatusServiceUnavailable))
					if bad {
						s.failed++
					}
					if d > 500*time.Millisecond || bad {
						slow = append(slow, fmt.Sprintf("%s %d %v (redis paused: %v) %v", rq.name, st, d, paused, err))
					}
					mu.Unlock()
					time.Sleep(10 * time.Millisecond)
				}
			})
		}
	}
	for range 2 {
		time.Sleep(time.Second)
		mu.Lock()
		paused = true
		mu.Unlock()
		rd.pause()
		time.Sleep(3 * time.Second)
		rd.resume()
		mu.Lock()
		paused = false
		mu.Unlock()
	}
	time.Sleep(time.Second)
	cancel()
	wg.Wait()
	line := "2 Redis pauses of 3s:"
	for _, rq := range reqs {
		s := stats[rq.name]
		line += fmt.Sprintf(" %s %d reqs max %v failed %d;", rq.name, s.n, s.max.Round(time.Millisecond), s.failed)
	}
	report(t, "%s %d over 500 ms or failed", line, len(slow))
	if len(slow) > 0 {
		if len(slow) > 20 {
			slow = slow[:20]
		}
		t.Errorf("slow or failed requests:\n%v", slow)
	}
}
