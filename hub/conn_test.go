package hub

import (
	"fmt"
	"runtime"
	"strings"
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

func TestFramesKeepTheirOrderAcrossWriters(t *testing.T) {
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, Staff: true})
	cl.send(map[string]any{"type": "subscribe", "channel": "business"})
	cl.expect("subscribed")
	// Bursts of varied sizes, read in between, so that writers end and
	// start again both between and within bursts.
	var offset uint64
	for burst := range 40 {
		size := 1 + burst%7
		for i := range size {
			e.publish(store.EventLeadCaptured, "", i)
		}
		cl.events("business", offset, size)
		offset += uint64(size)
	}
}
