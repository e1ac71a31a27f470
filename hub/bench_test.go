package hub

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/tourchat/tourchat/store"
)

// BenchmarkFanout5000 publishes one event at a time to 5,000 WebSocket
// subscribers of the business channel (real connections over loopback, in
// this process) and reports the delivery latency percentiles: from the
// publish call to each client's Read returning the frame.
func BenchmarkFanout5000(b *testing.B) {
	const subscribers = 5000
	e := newEnv(b, envConfig{opts: Options{QueueMessages: 1024}})
	clients := make([]*tclient, subscribers)
	for i := range clients {
		clients[i] = e.dial(Client{BusinessID: testBiz, Staff: true})
		clients[i].send(subscribeFrame("business", nil))
		clients[i].expect("subscribed")
	}

	var (
		pubAt    atomic.Int64 // when the current event was published
		received atomic.Int64
		allIn    = make(chan struct{}, 1)
		lats     = make([][]time.Duration, subscribers)
		wg       sync.WaitGroup
	)
	for i, c := range clients {
		lats[i] = make([]time.Duration, 0, b.N)
		wg.Go(func() {
			for {
				_, _, err := c.ws.Read(context.Background())
				if err != nil {
					return // closed at the end of the benchmark
				}
				lats[i] = append(lats[i], time.Duration(time.Now().UnixNano()-pubAt.Load()))
				if received.Add(1) == subscribers {
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
		if err := e.h.PublishEvent(context.Background(), ev); err != nil {
			b.Fatal(err)
		}
		<-allIn
	}
	b.StopTimer()
	// CPU per fan-out (both ends, this process) does not depend on how
	// many other processes share the machine, unlike the latencies.
	b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")

	for _, c := range clients {
		c.ws.CloseNow()
	}
	wg.Wait()
	reportLatencies(b, lats)
}

// BenchmarkFanout5000Floor is what this machine allows any server: the
// same fan-out as BenchmarkFanout5000 with no WebSocket, no hub and no
// encoding, only one goroutine writing a 700-byte message to 5,000
// loopback TCP sockets and a reader goroutine per socket timing its
// arrival. A hub figure can only be compared with this floor.
func BenchmarkFanout5000Floor(b *testing.B) {
	const subscribers, size = 5000, 700
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer ln.Close()
	servers := make([]net.Conn, 0, subscribers)
	accepted := make(chan struct{})
	go func() { // ends when the listener closes
		defer close(accepted)
		for len(servers) < subscribers {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			servers = append(servers, c)
		}
	}()
	var (
		pubAt    atomic.Int64
		received atomic.Int64
		allIn    = make(chan struct{}, 1)
		lats     = make([][]time.Duration, subscribers)
		wg       sync.WaitGroup
		clients  = make([]net.Conn, subscribers)
	)
	for i := range clients {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			b.Fatal(err)
		}
		clients[i] = c
		lats[i] = make([]time.Duration, 0, b.N)
		wg.Go(func() {
			buf := make([]byte, size)
			for {
				if _, err := io.ReadFull(c, buf); err != nil {
					return // closed at the end of the benchmark
				}
				lats[i] = append(lats[i], time.Duration(time.Now().UnixNano()-pubAt.Load()))
				if received.Add(1) == subscribers {
					allIn <- struct{}{}
				}
			}
		})
	}
	<-accepted
	if len(servers) != subscribers {
		b.Fatalf("accepted %d connections", len(servers))
	}
	msg := make([]byte, size)
	cpu0 := cpuTime()
	b.ResetTimer()
	for range b.N {
		received.Store(0)
		pubAt.Store(time.Now().UnixNano())
		for _, c := range servers {
			if _, err := c.Write(msg); err != nil {
				b.Fatal(err)
			}
		}
		<-allIn
	}
	b.StopTimer()
	b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	for i := range clients {
		clients[i].Close()
		servers[i].Close()
	}
	wg.Wait()
	reportLatencies(b, lats)
}

// BenchmarkIdleConnMemory reports the heap and stack held per idle
// connection, both ends in this process: a session token auto-subscribed to
// its own session ("bytes/conn"), and a bare coder/websocket pair whose
// server only waits ("bare-bytes/conn") for comparison.
func BenchmarkIdleConnMemory(b *testing.B) {
	const conns = 1000
	b.Run("hub", func(b *testing.B) {
		var sum float64
		for range b.N {
			e := newEnv(b, envConfig{})
			var dialed []*tclient
			per := measure(b, conns, func(i int) {
				c := e.dial(Client{BusinessID: testBiz, SessionID: fmt.Sprintf("ses_%d", i)})
				c.expect("subscribed")
				dialed = append(dialed, c)
			})
			sum += per
			for _, c := range dialed {
				c.ws.CloseNow()
			}
			e.close()
		}
		b.ReportMetric(sum/float64(b.N), "bytes/conn")
	})
	b.Run("bare", func(b *testing.B) {
		var sum float64
		for range b.N {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				ws, err := websocket.Accept(w, r, nil)
				if err != nil {
					return
				}
				defer ws.CloseNow()
				<-ws.CloseRead(context.Background()).Done()
			}))
			var dialed []*websocket.Conn
			per := measure(b, conns, func(int) {
				ws, _, err := websocket.Dial(context.Background(), "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
				if err != nil {
					b.Fatal(err)
				}
				dialed = append(dialed, ws)
			})
			sum += per
			for _, ws := range dialed {
				ws.CloseNow()
			}
			srv.Close()
		}
		b.ReportMetric(sum/float64(b.N), "bare-bytes/conn")
	})
}

// measure returns the growth of heap and stack in use per call of open.
func measure(b *testing.B, n int, open func(i int)) float64 {
	inUse := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapInuse + m.StackInuse
	}
	before := inUse()
	for i := range n {
		open(i)
	}
	time.Sleep(100 * time.Millisecond) // let the server goroutines park: nothing to wait on
	return float64(inUse()-before) / float64(n)
}

// BenchmarkHandlePublication5000 is the hub's own share of a fan-out: one
// publication handed to 5,000 live subscriptions' queues, with no socket.
func BenchmarkHandlePublication5000(b *testing.B) {
	const subscribers = 5000
	h := New(NewMemoryBroker(MemoryBrokerOptions{}), Options{})
	channel := BusinessChannel(testBiz)
	cs := &chanState{subs: make(map[*sub]struct{})}
	h.shardOf(channel).chans[channel] = cs
	queues := make([]*queue, subscribers)
	for i := range queues {
		queues[i] = newQueue(1<<20, 1<<30)
		cn := &conn{h: h, q: queues[i]}
		cs.subs[&sub{c: cn, channel: channel, wire: "business", epoch: "E"}] = struct{}{}
	}
	data := []byte(`{"id":"evt_1","object":"event","type":"lead.captured","business_id":"biz_1","data":{"name":"Ana"}}`)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		h.HandlePublication(Publication{Channel: channel, Epoch: "E", Offset: uint64(i + 1), Data: data})
		if i%100 == 99 {
			b.StopTimer()
			for _, q := range queues {
				q.take(nil)
			}
			b.StartTimer()
		}
	}
	b.StopTimer()
	if got := value(h.m.deliveries); got != float64(b.N*subscribers) {
		b.Fatalf("delivered %v, want %d", got, b.N*subscribers)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*subscribers), "ns/delivery")
}

// reportLatencies reports the p50, p99 and maximum of every subscriber's
// delivery latencies, in milliseconds.
func reportLatencies(b *testing.B, lats [][]time.Duration) {
	all := slices.Concat(lats...)
	slices.Sort(all)
	pct := func(p float64) float64 { return float64(all[int(p*float64(len(all)-1))].Microseconds()) / 1000 }
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(pct(1), "max-ms")
}

// cpuTime is the CPU time (user and system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
