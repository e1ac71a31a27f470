package hub

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// orderBroker wraps a MemoryBroker and checks that Subscribe and
// Unsubscribe of a channel alternate, starting with Subscribe.
type orderBroker struct {
	*MemoryBroker
	mu     sync.Mutex
	state  map[string]bool
	calls  int
	misuse error
}

func (b *orderBroker) flip(channel string, subscribe bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.calls++
	if b.state[channel] == subscribe && b.misuse == nil {
		b.misuse = errors.New("two " + map[bool]string{true: "Subscribe", false: "Unsubscribe"}[subscribe] + " calls in a row for " + channel)
	}
	b.state[channel] = subscribe
}

func (b *orderBroker) Subscribe(ctx context.Context, channel string) error {
	b.flip(channel, true)
	return b.MemoryBroker.Subscribe(ctx, channel)
}

func (b *orderBroker) Unsubscribe(ctx context.Context, channel string) error {
	b.flip(channel, false)
	return b.MemoryBroker.Unsubscribe(ctx, channel)
}

// TestBrokerSubscriptionFollowsLocalSubscribers churns subscriptions of a
// few channels from many goroutines: the broker must see Subscribe and
// Unsubscribe alternate per channel, end unsubscribed, and the hub must
// forget every channel.
func TestBrokerSubscriptionFollowsLocalSubscribers(t *testing.T) {
	b := &orderBroker{MemoryBroker: NewMemoryBroker(MemoryBrokerOptions{}), state: make(map[string]bool)}
	h := New(b, Options{Shards: 2})
	channels := []string{"b:business", "b:session:1", "b:session:2"}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 300 {
				s := &sub{channel: channels[(g+i)%len(channels)]}
				if err := h.addSub(context.Background(), s); err != nil {
					t.Error(err)
					return
				}
				if i%3 != 0 { // sometimes hold two at once
					h.removeSub(s)
					continue
				}
				s2 := &sub{channel: s.channel}
				if err := h.addSub(context.Background(), s2); err != nil {
					t.Error(err)
					return
				}
				h.removeSub(s)
				h.removeSub(s2)
				h.removeSub(s2) // idempotent
			}
		})
	}
	wg.Wait()
	if b.misuse != nil {
		t.Fatal(b.misuse)
	}
	for _, ch := range channels {
		if b.state[ch] {
			t.Errorf("%s still subscribed at the broker", ch)
		}
	}
	for i := range h.shards {
		if n := len(h.shards[i].chans); n != 0 {
			t.Errorf("shard %d still holds %d channels", i, n)
		}
	}
	if v := value(h.m.subscriptions); v != 0 {
		t.Errorf("subscriptions gauge %v", v)
	}
	t.Logf("%d broker calls for %d subscriptions", b.calls, 8*300*4/3)
}
