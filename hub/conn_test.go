package hub

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// connGoroutines counts the goroutines running a conn method, and returns
// their stacks for a failure message.
func connGoroutines() (int, string) {
	buf := make([]byte, 1<<20)
	for {
		k := runtime.Stack(buf, true)
		if k < len(buf) {
			buf = buf[:k]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	n, stacks := 0, ""
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, "tourchat/hub.(*conn).") {
			n++
			stacks += g + "\n\n"
		}
	}
	return n, stacks
}

// waitConnGoroutines waits until exactly want goroutines run conn methods.
func waitConnGoroutines(t *testing.T, want int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		got, stacks := connGoroutines()
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines on connections, want %d:\n%s", got, want, stacks)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestIdleConnectionsCostOneGoroutine(t *testing.T) {
	e := newEnv(t, envConfig{})
	const n = 8
	clients := make([]*tclient, n)
	for i := range clients {
		clients[i] = e.dial(Client{BusinessID: testBiz, SessionID: fmt.Sprintf("ses_%d", i)})
		clients[i].expect("subscribed")
	}
	waitConnGoroutines(t, n) // each handler's read loop, nothing else

	// Traffic starts writers on demand; each ends when its queue is empty.
	for round := range 3 {
		for i := range clients {
			e.publish(store.EventConversationStarted, fmt.Sprintf("ses_%d", i), round)
		}
		for i, c := range clients {
			c.events(fmt.Sprintf("session:ses_%d", i), uint64(round), 1)
		}
		waitConnGoroutines(t, n)
	}
	for _, c := range clients { // the peers leave: each handler returns
		_ = c.ws.CloseNow()
	}
	waitConnGoroutines(t, 0)
}

// TestFramesKeepTheirOrderAcrossWriters has concurrent publishers send
// bursts of varied sizes to many clients, waiting for every client between
// bursts, so that writers end and start again both between and within
// bursts. Every client must get every event, in order.
func TestFramesKeepTheirOrderAcrossWriters(t *testing.T) {
	const clients, publishers, bursts = 20, 4, 30
	e := newEnv(t, envConfig{})
	progress := make([]atomic.Uint64, clients)
	var readers sync.WaitGroup
	errs := make(chan error, clients)
	var total uint64
	for b := range bursts {
		total += uint64(publishers * (1 + b%5))
	}
	for i := range clients {
		c := e.dial(Client{BusinessID: testBiz, Staff: true})
		c.send(map[string]any{"type": "subscribe", "channel": "business"})
		c.expect("subscribed")
		readers.Go(func() {
			for n := uint64(1); n <= total; n++ {
				f, err := c.read()
				if err != nil || f.Type != "event" || f.Offset != n {
					errs <- fmt.Errorf("client %d: want offset %d, got %s %d (%v)", i, n, f.Type, f.Offset, err)
					return
				}
				progress[i].Store(n)
			}
		})
	}
	var sent uint64
	for b := range bursts {
		var pubs sync.WaitGroup
		for range publishers {
			pubs.Go(func() {
				for k := range 1 + b%5 {
					ev, err := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]int{"k": k}, time.Now())
					if err == nil {
						err = e.h.PublishEvent(context.Background(), ev)
					}
					if err != nil {
						t.Error(err)
					}
				}
			})
		}
		pubs.Wait()
		sent += uint64(publishers * (1 + b%5))
		waitFor(t, func() bool { // every client has it all: no frame is left in a queue
			for i := range progress {
				if progress[i].Load() < sent && len(errs) == 0 {
					return false
				}
			}
			return true
		})
	}
	readers.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestFrameSentWithTheHandshake: a client may send its first frame in the
// same packet as the upgrade request. net/http has then read it into its
// buffer, and the hub's smaller reader must carry it over, not lose it.
func TestFrameSentWithTheHandshake(t *testing.T) {
	e := newEnv(t, envConfig{})
	e.mu.Lock()
	e.client["raw"] = Client{BusinessID: testBiz, Staff: true}
	e.mu.Unlock()
	nc, err := net.Dial("tcp", strings.TrimPrefix(e.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	_ = nc.SetDeadline(time.Now().Add(5 * time.Second))

	payload := []byte(`{"type":"ping"}`)
	mask := [4]byte{1, 2, 3, 4}
	frame := append([]byte{0x81, 0x80 | byte(len(payload))}, mask[:]...)
	for i, b := range payload {
		frame = append(frame, b^mask[i%4])
	}
	req := "GET /?c=raw HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
	if _, err := nc.Write(append([]byte(req), frame...)); err != nil { // one write: one segment on loopback
		t.Fatal(err)
	}
	br := bufio.NewReader(nc)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("handshake: %v %v", resp, err)
	}
	hdr := make([]byte, 2)
	if _, err := io.ReadFull(br, hdr); err != nil {
		t.Fatal(err)
	}
	body := make([]byte, hdr[1]&0x7f)
	if _, err := io.ReadFull(br, body); err != nil {
		t.Fatal(err)
	}
	if hdr[0] != 0x81 || string(body) != string(pongFrame) {
		t.Fatalf("got frame %x %q, want the pong", hdr, body)
	}
}

// TestFramesLargerThanTheWriteBuffer: frames of every size around and far
// beyond the connection's write buffer arrive whole and in order.
func TestFramesLargerThanTheWriteBuffer(t *testing.T) {
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, Staff: true})
	cl.send(subscribeFrame("business", nil))
	cl.expect("subscribed")
	sizes := []int{writeBufferSize - 200, writeBufferSize - 1, writeBufferSize, writeBufferSize + 1, 3 * writeBufferSize, 100_000}
	for _, n := range sizes {
		ev, err := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]string{"note": strings.Repeat("é", n/2)}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if err := e.h.PublishEvent(context.Background(), ev); err != nil {
			t.Fatal(err)
		}
	}
	for i, f := range cl.events("business", 0, len(sizes)) {
		var d struct{ Note string }
		if err := json.Unmarshal(f.Event.Data, &d); err != nil || d.Note != strings.Repeat("é", sizes[i]/2) {
			t.Fatalf("frame %d (%d bytes of note): %v, got %d bytes", i, sizes[i], err, len(d.Note))
		}
	}
}

// TestPingFloodIsNotSlow: a client sending pings much faster than the hub
// writes while reading promptly is answered (pongs waiting to be written
// are coalesced) and never closed as too slow.
func TestPingFloodIsNotSlow(t *testing.T) {
	e := newEnv(t, envConfig{opts: Options{QueueMessages: 4}})
	cl := e.dial(Client{BusinessID: testBiz, Staff: true})
	for range 1000 {
		cl.sendRaw(`{"type":"ping"}`)
	}
	cl.send(subscribeFrame("business", nil))
	for {
		f, err := cl.read()
		if err != nil {
			t.Fatalf("connection lost during a ping flood: %v", err)
		}
		if f.Type == "subscribed" {
			return
		}
		if f.Type != "pong" {
			t.Fatalf("unexpected frame %+v", f)
		}
	}
}

func TestQueueCoalescesPongs(t *testing.T) {
	q := newQueue(2, 1<<20)
	for i := range 100 {
		if ok, _ := q.push(pongWire); !ok {
			t.Fatalf("pong %d overflowed the queue", i)
		}
	}
	if got := q.take(nil); len(got) != 1 {
		t.Fatalf("queued %d pongs, want 1", len(got))
	}
	if ok, _ := q.push(pongWire); !ok {
		t.Fatal("a pong after the last one was written was refused")
	}
}
