package hub

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// TestTextFrame checks the header of every length class against RFC 6455
// (5.2): FIN and text opcode, no mask, 7-bit, 16-bit and 64-bit lengths.
func TestTextFrame(t *testing.T) {
	for _, n := range []int{0, 1, 125, 126, 127, 65535, 65536, 70000} {
		payload := bytes.Repeat([]byte{'x'}, n)
		f := textFrame(payload)
		if f[0] != 0x81 || f[1]&0x80 != 0 {
			t.Fatalf("len %d: first bytes %x %x, want FIN+text and no mask", n, f[0], f[1])
		}
		var got, hdr int
		switch l := int(f[1]); {
		case l < 126:
			got, hdr = l, 2
		case l == 126:
			got, hdr = int(binary.BigEndian.Uint16(f[2:])), 4
			if got < 126 {
				t.Fatalf("len %d: 16-bit length for a short payload", n)
			}
		default:
			got, hdr = int(binary.BigEndian.Uint64(f[2:])), 10
			if got <= 0xffff {
				t.Fatalf("len %d: 64-bit length for a 16-bit payload", n)
			}
		}
		if got != n || len(f) != hdr+n || !bytes.Equal(framePayload(f), payload) {
			t.Fatalf("len %d: header says %d, frame %d bytes", n, got, len(f))
		}
	}
}

// TestWritePathInterleaving floods a subscriber with events written by the
// hub's own write path while coder/websocket writes control frames on the
// same socket both ways: the server pings every millisecond, and the client
// pings the server, whose pongs coder/websocket writes from the read side.
// A control frame landing inside a batch or a frame would corrupt the
// stream, which the client's reader would reject; every event must arrive,
// in order, and every ping must be answered. Large events (past the 2 KiB
// write buffer and past 64 KiB) are mixed in.
func TestWritePathInterleaving(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{PingInterval: time.Millisecond, QueueMessages: 20000, QueueBytes: 1 << 30}})
	c := e.dial(Client{BusinessID: testBiz, Staff: true})
	c.send(subscribeFrame("business", nil))
	first := c.expect("subscribed")

	const events = 1500
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var pings int
	pingErr := make(chan error, 1)
	wg.Go(func() { pings = c.pingUntil(ctx, pingErr) })
	wg.Go(func() {
		big := strings.Repeat("b", 3000)
		huge := strings.Repeat("h", 70000)
		for i := range events {
			var data any = map[string]int{"n": i}
			switch i % 100 {
			case 7:
				data = map[string]string{"big": big}
			case 51:
				data = map[string]string{"huge": huge}
			}
			if err := e.publishData(data); err != nil {
				t.Errorf("publish: %v", err)
				return
			}
		}
	})
	got := c.events("business", first.Offset, events)
	cancel()
	wg.Wait()
	select {
	case err := <-pingErr:
		t.Fatalf("a client ping failed: %v", err)
	default:
	}
	if pings == 0 {
		t.Fatal("the client's pings never got an answer")
	}
	if d := got[51].Event.Data; !bytes.Contains(d, []byte(strings.Repeat("h", 1000))) {
		t.Fatalf("the 70 KB event arrived as %d bytes", len(d))
	}
	t.Logf("%d events, %d client pings answered", len(got), pings)
}

// TestFanoutWriteCutShortKeepsFramesWhole covers the fan-out's non-blocking
// writes (writeNow) when the socket takes only part of a frame: the client
// stops reading while events far larger than its small socket buffer are
// published and both sides ping, so that writes are cut short and finished
// by a writer goroutine holding the wire. Every event must then arrive
// whole and in order, with no control frame inside one, and every ping be
// answered.
func TestFanoutWriteCutShortKeepsFramesWhole(t *testing.T) {
	e := newEnv(t, envConfig{sockBuf: 4096, opts: Options{PingInterval: time.Millisecond, QueueMessages: 20000, QueueBytes: 1 << 30}})
	c := e.dial(Client{BusinessID: testBiz, Staff: true})
	c.send(subscribeFrame("business", nil))
	first := c.expect("subscribed")

	const events = 400
	big := strings.Repeat("b", 9000)
	publish := func(from, to int) {
		for i := from; i < to; i++ {
			if err := e.publishData(map[string]any{"n": i, "big": big}); err != nil {
				t.Errorf("publish: %v", err)
				return
			}
		}
	}
	// The client reads nothing until a write has been cut short, then
	// reads slowly while more are published and both sides ping. A server
	// ping that holds the wire when an event comes hands that event, and
	// every one queued behind it, to a writer goroutine (writeNow's
	// TryLock), so no fan-out write is tried, let alone cut short: then
	// the client reads what was sent, the queue empties, and the next
	// events try again.
	got := make([]frame, 0, events)
	readUpTo := func(n int) {
		for len(got) < n {
			got = append(got, c.events("business", first.Offset+uint64(len(got)), 1)...)
		}
	}
	const batch = 30 // 270 KB, far more than the socket buffers hold
	published, tries := 0, 0
	for ; value(e.h.m.deferredWrites) == 0; tries++ {
		if published+batch > events/2 {
			t.Fatalf("no fan-out write was cut short in %d tries", tries)
		}
		publish(published, published+batch)
		published += batch
		deadline := time.Now().Add(2 * time.Second)
		for value(e.h.m.deferredWrites) == 0 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if value(e.h.m.deferredWrites) == 0 {
			readUpTo(published)
		}
	}

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var pings int
	pingErr := make(chan error, 1)
	wg.Go(func() { pings = c.pingUntil(ctx, pingErr) })
	wg.Go(func() { publish(published, events) })
	for len(got) < events {
		got = append(got, c.events("business", first.Offset+uint64(len(got)), 1)...)
		if len(got)%10 == 0 {
			time.Sleep(time.Millisecond)
		}
	}
	cancel()
	wg.Wait()
	for i, f := range got {
		var d struct {
			N   int    `json:"n"`
			Big string `json:"big"`
		}
		if err := json.Unmarshal(f.Event.Data, &d); err != nil || d.N != i || d.Big != big {
			t.Fatalf("event %d arrived as n=%d with %d bytes (%v)", i, d.N, len(d.Big), err)
		}
	}
	select {
	case err := <-pingErr:
		t.Fatalf("a client ping failed: %v", err)
	default:
	}
	// A pong may have waited behind a large batch until the reads above
	// were done: with a reader running, one more ping must be answered.
	c.ws.CloseRead(context.Background())
	pctx, pcancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer pcancel()
	if err := c.ws.Ping(pctx); err != nil {
		t.Fatalf("the last ping: %v", err)
	}
	t.Logf("%d events, %.0f writes cut short (after %d tries), %d client pings answered while reading", len(got), value(e.h.m.deferredWrites), tries, pings)
}

// TestLargeFanoutReachesEverySubscriber publishes to more subscribers than
// one goroutine writes to (parallelWrites): the fan-out's writes are shared
// among the processors, and every subscriber gets every event, in order.
func TestLargeFanoutReachesEverySubscriber(t *testing.T) {
	e := newEnv(t, envConfig{})
	n := 2*parallelWrites + 37
	clients := make([]*tclient, n)
	var firsts []uint64
	for i := range clients {
		clients[i] = e.dial(Client{BusinessID: testBiz, Staff: true})
		clients[i].send(subscribeFrame("business", nil))
		firsts = append(firsts, clients[i].expect("subscribed").Offset)
	}
	const events = 5
	for range events {
		e.publish(store.EventLeadCaptured, "", 1)
	}
	for i, c := range clients {
		c.events("business", firsts[i], events)
	}
}

// pingUntil pings the server from the client, one ping at a time, until
// ctx ends, and returns how many were answered; a ping that fails before
// then is sent on failed (buffered) and ends the loop.
func (c *tclient) pingUntil(ctx context.Context, failed chan<- error) int {
	pings := 0
	for ctx.Err() == nil {
		pctx, pcancel := context.WithTimeout(ctx, 5*time.Second)
		err := c.ws.Ping(pctx)
		pcancel()
		if err != nil {
			if ctx.Err() == nil {
				failed <- err
			}
			return pings
		}
		pings++
	}
	return pings
}
