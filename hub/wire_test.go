package hub

import (
	"bytes"
	"context"
	"encoding/binary"
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
	pings := 0
	pingErr := make(chan error, 1)
	wg.Go(func() {
		for ctx.Err() == nil {
			pctx, pcancel := context.WithTimeout(ctx, 5*time.Second)
			err := c.ws.Ping(pctx)
			pcancel()
			if err != nil {
				if ctx.Err() == nil {
					pingErr <- err
				}
				return
			}
			pings++
		}
	})
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
			ev, err := store.NewEvent(store.EventLeadCaptured, testBiz, "", data, time.Now())
			if err != nil {
				t.Error(err)
				return
			}
			if err := e.h.PublishEvent(context.Background(), ev); err != nil {
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
