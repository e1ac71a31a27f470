package brokertest

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/hub"
)

// WaitTimeout bounds every wait in the suite: a broker that has not
// delivered within it is failing.
const WaitTimeout = 5 * time.Second

// Recorder is a hub.BrokerHandler that keeps what it receives so tests can
// wait for it. It never blocks the broker.
type Recorder struct {
	mu         sync.Mutex
	pubs       []hub.Publication
	reconnects int
	changed    chan struct{} // closed and replaced on every change
}

// NewRecorder returns an empty Recorder.
func NewRecorder() *Recorder { return &Recorder{changed: make(chan struct{})} }

// HandlePublication records p.
func (r *Recorder) HandlePublication(p hub.Publication) {
	p.Data = append([]byte(nil), p.Data...) // the broker may reuse its buffer
	r.mu.Lock()
	r.pubs = append(r.pubs, p)
	r.notifyLocked()
	r.mu.Unlock()
}

// HandleReconnect counts a reconnect.
func (r *Recorder) HandleReconnect() {
	r.mu.Lock()
	r.reconnects++
	r.notifyLocked()
	r.mu.Unlock()
}

func (r *Recorder) notifyLocked() {
	close(r.changed)
	r.changed = make(chan struct{})
}

// Publications returns a copy of the publications received on channel (all
// channels when channel is empty), in arrival order.
func (r *Recorder) Publications(channel string) []hub.Publication {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []hub.Publication
	for _, p := range r.pubs {
		if channel == "" || p.Channel == channel {
			out = append(out, p)
		}
	}
	return out
}

// Reconnects returns how many times HandleReconnect was called.
func (r *Recorder) Reconnects() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reconnects
}

// WaitFor waits until cond holds (checked on every change), failing the
// test after WaitTimeout with what.
func (r *Recorder) WaitFor(t testing.TB, what string, cond func(r *Recorder) bool) {
	t.Helper()
	deadline := time.NewTimer(WaitTimeout)
	defer deadline.Stop()
	for {
		r.mu.Lock()
		ch := r.changed
		r.mu.Unlock()
		if cond(r) {
			return
		}
		select {
		case <-ch:
		case <-deadline.C:
			t.Fatalf("timed out after %v waiting for %s", WaitTimeout, what)
		}
	}
}

// WaitCount waits until at least n publications of channel arrived and
// returns them.
func (r *Recorder) WaitCount(t testing.TB, channel string, n int) []hub.Publication {
	t.Helper()
	r.WaitFor(t, "publications on "+channel, func(r *Recorder) bool {
		return len(r.Publications(channel)) >= n
	})
	return r.Publications(channel)
}

// ReadyChannel is the channel Start uses to see Run going; tests must not
// use it.
const ReadyChannel = "brokertest:ready"

// Start runs b with a new Recorder until the test ends, then closes b and
// checks that Run returned. Before returning it waits until Run delivers,
// so cases test the broker, not the scheduling of Run's goroutine. The
// suite owns Run; factories must not call it.
func Start(t testing.TB, b hub.Broker) *Recorder {
	t.Helper()
	rec := startRun(t, b)
	ctx, cancel := context.WithTimeout(context.Background(), WaitTimeout)
	defer cancel()
	if err := b.Subscribe(ctx, ReadyChannel); err != nil {
		t.Fatalf("Subscribe(%s): %v", ReadyChannel, err)
	}
	for {
		rec.mu.Lock()
		changed := rec.changed
		rec.mu.Unlock()
		if len(rec.Publications(ReadyChannel)) > 0 {
			return rec
		}
		if _, err := b.Publish(ctx, ReadyChannel, []byte("ready")); err != nil {
			t.Fatalf("Publish(%s): %v", ReadyChannel, err)
		}
		retry := time.NewTimer(20 * time.Millisecond)
		select {
		case <-changed:
		case <-retry.C:
		case <-ctx.Done():
			t.Fatalf("Run delivered nothing within %v", WaitTimeout)
		}
		retry.Stop()
	}
}

// startRun calls b.Run in a goroutine with a new Recorder, and at the end of
// the test ends it, checks it returned and closes b.
func startRun(t testing.TB, b hub.Broker) *Recorder {
	t.Helper()
	rec := NewRecorder()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Run(ctx, rec) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(WaitTimeout):
			t.Errorf("Run did not return within %v of its context ending", WaitTimeout)
		}
		if err := b.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return rec
}
