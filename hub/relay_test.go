package hub

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// fakeEvents is an outbox: ClaimUnpublished hands each event out once.
type fakeEvents struct {
	mu      sync.Mutex
	pending []store.Event
	claims  int
	fail    bool
}

var _ store.Events = (*fakeEvents)(nil)

func (f *fakeEvents) add(evs ...store.Event) {
	f.mu.Lock()
	f.pending = append(f.pending, evs...)
	f.mu.Unlock()
}

func (f *fakeEvents) ClaimUnpublished(_ context.Context, limit int) ([]store.Event, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.claims++
	if f.fail {
		return nil, errors.New("database down")
	}
	n := min(limit, len(f.pending))
	out := append([]store.Event(nil), f.pending[:n]...)
	f.pending = f.pending[n:]
	return out, nil
}

func (f *fakeEvents) MarkPublished(context.Context, []store.Event) error { return nil }

// ReleaseEvents puts events back at the front of the outbox, in order.
func (f *fakeEvents) ReleaseEvents(_ context.Context, evs []store.Event) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pending = append(append([]store.Event(nil), evs...), f.pending...)
	return nil
}

func (f *fakeEvents) Event(context.Context, string, string) (*store.Event, error) {
	return nil, store.ErrNotFound
}

func (f *fakeEvents) ListEvents(context.Context, string, store.EventFilter) ([]store.Event, bool, error) {
	return nil, false, nil
}

func (f *fakeEvents) PruneEvents(context.Context, time.Time) (int, error) { return 0, nil }

func TestRelayPublishesClaimedEvents(t *testing.T) {
	e := newEnv(t, envConfig{})
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(subscribeFrame("business", nil))
	staff.expect("subscribed")
	token := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"})
	token.expect("subscribed")

	outbox := &fakeEvents{}
	// Two relays, as two instances would run: each event is claimed once.
	relays := []*Relay{NewRelay(outbox, e.h, e.h.log), NewRelay(outbox, e.h, e.h.log)}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, r := range relays {
		r.batch = 7 // several batches per drain
		wg.Go(func() {
			if err := r.Run(ctx); err != nil {
				t.Errorf("relay: %v", err)
			}
		})
	}
	defer func() {
		cancel()
		wg.Wait() // Run returns once ctx ends
	}()

	var want []string
	for i := range 30 {
		typ := store.EventBookingCreated
		if i%3 == 0 {
			typ = store.EventConversationMessageCreated
		}
		ev, err := store.NewEvent(typ, testBiz, "ses_1", map[string]int{"n": i}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		outbox.add(ev)
		want = append(want, ev.ID)
		if i%10 == 9 {
			relays[i%2].Kick()
		}
	}
	got := staff.events("business", 0, 30)
	seen := make(map[string]bool)
	for _, f := range got {
		if seen[f.Event.ID] {
			t.Fatalf("event %s published twice", f.Event.ID)
		}
		seen[f.Event.ID] = true
	}
	for _, id := range want {
		if !seen[id] {
			t.Fatalf("event %s never published", id)
		}
	}
	token.events("session:ses_1", 0, 10) // the conversation events only
}

func TestRelayTicksWithoutKickAndSurvivesErrors(t *testing.T) {
	e := newEnv(t, envConfig{})
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(subscribeFrame("business", nil))
	staff.expect("subscribed")
	outbox := &fakeEvents{fail: true}
	r := NewRelay(outbox, e.h, e.h.log)
	r.interval = 20 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	waitFor(t, func() bool {
		outbox.mu.Lock()
		defer outbox.mu.Unlock()
		return outbox.claims >= 2 // failing claims are retried on the next tick
	})
	ev, _ := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]int{}, time.Now())
	outbox.mu.Lock()
	outbox.fail = false
	outbox.mu.Unlock()
	outbox.add(ev)
	if f := staff.events("business", 0, 1); f[0].Event.ID != ev.ID {
		t.Fatalf("got %s", f[0].Event.ID)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// downBroker fails every Publish while down is set, as a stopped Redis does.
type downBroker struct {
	*MemoryBroker
	mu    sync.Mutex
	down  bool
	fails int
}

func (b *downBroker) setDown(d bool) {
	b.mu.Lock()
	b.down = d
	b.mu.Unlock()
}

func (b *downBroker) Publish(ctx context.Context, channel string, data []byte) (StreamPosition, error) {
	b.mu.Lock()
	down := b.down
	if down {
		b.fails++
	}
	b.mu.Unlock()
	if down {
		return StreamPosition{}, errors.New("broker down")
	}
	return b.MemoryBroker.Publish(ctx, channel, data)
}

// TestRelayKeepsEventsWhileTheBrokerIsDown: events whose publish fails go
// back to the outbox and reach subscribers, in order, once the broker
// answers again; none is dropped.
func TestRelayKeepsEventsWhileTheBrokerIsDown(t *testing.T) {
	var db *downBroker
	e := newEnv(t, envConfig{wrap: func(m *MemoryBroker) Broker {
		db = &downBroker{MemoryBroker: m}
		return db
	}})
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(subscribeFrame("business", nil))
	staff.expect("subscribed")
	outbox := &fakeEvents{}
	r := NewRelay(outbox, e.h, e.h.log)
	r.interval = 20 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	defer func() {
		cancel()
		<-done
	}()
	db.setDown(true)
	var want []string
	for i := range 12 {
		ev, _ := store.NewEvent(store.EventLeadCaptured, testBiz, "", map[string]int{"n": i}, time.Now())
		outbox.add(ev)
		want = append(want, ev.ID)
	}
	r.Kick()
	waitFor(t, func() bool {
		db.mu.Lock()
		defer db.mu.Unlock()
		return db.fails >= 6 // two rounds of three attempts
	})
	db.setDown(false)
	got := staff.events("business", 0, len(want))
	for i, f := range got {
		if f.Event.ID != want[i] {
			t.Fatalf("event %d = %s, want %s (in order, none lost)", i, f.Event.ID, want[i])
		}
	}
}
