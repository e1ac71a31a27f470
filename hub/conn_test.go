package hub

import (
	"context"
	"fmt"
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
