package hub

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// recordingHandler collects deliveries for broker tests.
type recordingHandler struct {
	mu   sync.Mutex
	pubs []Publication
}

func (r *recordingHandler) HandlePublication(p Publication) {
	r.mu.Lock()
	r.pubs = append(r.pubs, p)
	r.mu.Unlock()
}

func (r *recordingHandler) HandleReconnect() {}

func (r *recordingHandler) snapshot() []Publication {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Publication(nil), r.pubs...)
}

func TestMemoryBrokerOffsetsAndHistory(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryBroker(MemoryBrokerOptions{HistorySize: 3})
	defer b.Close()

	_, start, err := b.History(ctx, "c", StreamPosition{}, 0)
	if err != nil || start.Epoch == "" || start.Offset != 0 {
		t.Fatalf("initial position %+v, %v", start, err)
	}
	for i := 1; i <= 5; i++ {
		pos, err := b.Publish(ctx, "c", []byte{byte(i)})
		if err != nil || pos.Epoch != start.Epoch || pos.Offset != uint64(i) {
			t.Fatalf("publish %d: %+v, %v", i, pos, err)
		}
	}
	cases := []struct {
		name    string
		since   StreamPosition
		limit   int
		offsets []uint64
		err     error
	}{
		{"zero since gives position only", StreamPosition{}, 0, nil, nil},
		{"inside history", StreamPosition{start.Epoch, 3}, 0, []uint64{4, 5}, nil},
		{"oldest kept", StreamPosition{start.Epoch, 2}, 0, []uint64{3, 4, 5}, nil},
		{"limited", StreamPosition{start.Epoch, 2}, 2, []uint64{3, 4}, nil},
		{"up to date", StreamPosition{start.Epoch, 5}, 0, nil, nil},
		{"trimmed", StreamPosition{start.Epoch, 1}, 0, nil, ErrHistoryUnavailable},
		{"other epoch", StreamPosition{"nope", 4}, 0, nil, ErrHistoryUnavailable},
		{"future offset", StreamPosition{start.Epoch, 9}, 0, nil, ErrHistoryUnavailable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pubs, pos, err := b.History(ctx, "c", c.since, c.limit)
			if !errors.Is(err, c.err) {
				t.Fatalf("err %v, want %v", err, c.err)
			}
			if pos != (StreamPosition{start.Epoch, 5}) {
				t.Fatalf("position %+v", pos)
			}
			if len(pubs) != len(c.offsets) {
				t.Fatalf("got %d publications, want %v", len(pubs), c.offsets)
			}
			for i, p := range pubs {
				if p.Offset != c.offsets[i] || p.Data[0] != byte(p.Offset) || p.Channel != "c" {
					t.Fatalf("publication %d: %+v", i, p)
				}
			}
		})
	}
}

func TestMemoryBrokerDeliversSubscribedOnly(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	b := NewMemoryBroker(MemoryBrokerOptions{})
	h := &recordingHandler{}
	done := make(chan error, 1)
	go func() { done <- b.Run(ctx, h) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	}()
	// Run sets the handler asynchronously: publish until a delivery shows.
	if err := b.Subscribe(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool {
		if _, err := b.Publish(ctx, "a", []byte("x")); err != nil {
			t.Fatal(err)
		}
		return len(h.snapshot()) > 0
	})
	if _, err := b.Publish(ctx, "b", []byte("y")); err != nil {
		t.Fatal(err)
	}
	if err := b.Unsubscribe(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	n := len(h.snapshot())
	if _, err := b.Publish(ctx, "a", []byte("z")); err != nil {
		t.Fatal(err)
	}
	got := h.snapshot()
	if len(got) != n {
		t.Fatalf("delivered after unsubscribe: %+v", got[n:])
	}
	for i, p := range got {
		if p.Channel != "a" || (i > 0 && p.Offset != got[i-1].Offset+1) {
			t.Fatalf("delivery %d: %+v", i, p)
		}
	}
}

func TestMemoryBrokerTTLForgetsIdleChannel(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryBroker(MemoryBrokerOptions{HistoryTTL: time.Minute})
	defer b.Close()
	now := time.Unix(1000, 0)
	b.now = func() time.Time { return now }
	p1, _ := b.Publish(ctx, "c", []byte("1"))
	now = now.Add(2 * time.Minute)
	if _, _, err := b.History(ctx, "c", StreamPosition{p1.Epoch, 0}, 0); !errors.Is(err, ErrHistoryUnavailable) {
		t.Fatalf("aged publication still in history: %v", err)
	}
	b.sweep()
	p2, _ := b.Publish(ctx, "c", []byte("2"))
	if p2.Epoch == p1.Epoch || p2.Offset != 1 {
		t.Fatalf("forgotten channel kept its stream: %+v then %+v", p1, p2)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Publish(ctx, "c", nil); !errors.Is(err, ErrBrokerClosed) {
		t.Fatalf("publish after close: %v", err)
	}
}

// waitFor polls cond until it holds or five seconds pass.
func waitFor(t testing.TB, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 5s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestMemoryBrokerDeliversWhatCameBeforeRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	b := NewMemoryBroker(MemoryBrokerOptions{})
	if _, err := b.Publish(ctx, "a", []byte("before subscribe")); err != nil {
		t.Fatal(err)
	}
	if err := b.Subscribe(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"1", "2"} { // Run has not stored a handler yet
		if _, err := b.Publish(ctx, "a", []byte(d)); err != nil {
			t.Fatal(err)
		}
	}
	h := &recordingHandler{}
	done := make(chan error, 1)
	go func() { done <- b.Run(ctx, h) }()
	defer func() {
		cancel()
		<-done
	}()
	waitFor(t, func() bool { return len(h.snapshot()) >= 2 })
	if _, err := b.Publish(ctx, "a", []byte("3")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return len(h.snapshot()) == 3 })
	for i, p := range h.snapshot() {
		if p.Offset != uint64(i+2) || string(p.Data) != string(rune('1'+i)) {
			t.Fatalf("delivery %d: %+v", i, p)
		}
	}
}

// BenchmarkMemoryBrokerPublish publishes to a channel whose history is
// full, so every publication also drops the oldest one.
func BenchmarkMemoryBrokerPublish(b *testing.B) {
	br := NewMemoryBroker(MemoryBrokerOptions{HistorySize: 1000})
	ctx := context.Background()
	data := make([]byte, 600)
	for range 1000 {
		if _, err := br.Publish(ctx, "business:biz_1", data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, err := br.Publish(ctx, "business:biz_1", data); err != nil {
			b.Fatal(err)
		}
	}
}

// TestMemoryBrokerHistoryBudget publishes far more than the budget over
// many channels: the oldest publications go first whatever their channel,
// what is kept stays within the budget, and a client recovering from an
// evicted position is told the history is unavailable.
func TestMemoryBrokerHistoryBudget(t *testing.T) {
	const size, budget = 1000, 20 * (1000 + pubOverhead)
	b := NewMemoryBroker(MemoryBrokerOptions{MaxHistoryBytes: budget})
	defer b.Close()
	ctx := context.Background()
	data := make([]byte, size)
	positions := map[string][]StreamPosition{}
	for i := range 500 {
		ch := fmt.Sprintf("session:s%d", i%50)
		pos, err := b.Publish(ctx, ch, data)
		if err != nil {
			t.Fatal(err)
		}
		positions[ch] = append(positions[ch], pos)
	}
	kept := 0
	for ch, ps := range positions {
		first := ps[0]
		first.Offset = 0 // from the beginning
		got, _, err := b.History(ctx, ch, first, 0)
		switch {
		case err == nil:
			t.Errorf("%s: the whole history (%d publications) survived the budget", ch, len(got))
		case !errors.Is(err, ErrHistoryUnavailable):
			t.Fatalf("%s: %v", ch, err)
		}
		last := ps[len(ps)-2] // recover from the one before last
		got, _, err = b.History(ctx, ch, last, 0)
		if err == nil {
			kept += len(got)
		}
	}
	b.lmu.Lock()
	bytes, entries := b.bytes, len(b.ledger)-b.head
	b.lmu.Unlock()
	if bytes > budget || entries > 20 {
		t.Errorf("ledger holds %d bytes in %d entries, budget %d", bytes, entries, budget)
	}
	// The newest publications are kept: the last 20 went to the last 20 channels.
	if kept != 20 {
		t.Errorf("%d channels still recover their last publication, want 20", kept)
	}
}
