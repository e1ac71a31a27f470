package hub

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// BenchmarkFanout5000Burst is BenchmarkFanout5000 with bursts: each
// operation publishes 10 events back to back to the 5,000 subscribers and
// waits for all 50,000 deliveries, the case where several frames wait in a
// connection's queue and leave together (one writev each). It reports the
// CPU per event and the latency of each delivery from its burst's start.
func BenchmarkFanout5000Burst(b *testing.B) {
	const subscribers, burst = 5000, 10
	e := newEnv(b, envConfig{opts: Options{QueueMessages: 1024}})
	clients := make([]*tclient, subscribers)
	for i := range clients {
		clients[i] = e.dial(Client{BusinessID: testBiz, Staff: true})
		clients[i].send(subscribeFrame("business", nil))
		clients[i].expect("subscribed")
	}
	var (
		pubAt    atomic.Int64
		received atomic.Int64
		allIn    = make(chan struct{}, 1)
		lats     = make([][]time.Duration, subscribers)
		wg       sync.WaitGroup
	)
	for i, c := range clients {
		lats[i] = make([]time.Duration, 0, b.N*burst)
		wg.Go(func() {
			for {
				if _, _, err := c.ws.Read(context.Background()); err != nil {
					return // closed at the end of the benchmark
				}
				lats[i] = append(lats[i], time.Duration(time.Now().UnixNano()-pubAt.Load()))
				if received.Add(1) == subscribers*burst {
					allIn <- struct{}{}
				}
			}
		})
	}
	ev, _ := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]string{"name": "Ana"}, time.Now())
	cpu0 := cpuTime()
	b.ResetTimer()
	for range b.N {
		received.Store(0)
		pubAt.Store(time.Now().UnixNano())
		for range burst {
			if err := e.h.PublishEvent(context.Background(), ev); err != nil {
				b.Fatal(err)
			}
		}
		<-allIn
	}
	b.StopTimer()
	b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N*burst), "cpu-ms/event")
	for _, c := range clients {
		c.ws.CloseNow()
	}
	wg.Wait()
	reportLatencies(b, lats)
}
