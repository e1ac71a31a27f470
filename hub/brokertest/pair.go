package brokertest

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"testing"

	"github.com/tourchat/tourchat/hub"
)

// RunPair runs the cross-instance cases: newPair returns two brokers (two
// "instances") that share one backend, fresh for each call.
func RunPair(t *testing.T, newPair func(t *testing.T) (hub.Broker, hub.Broker)) {
	cases := []struct {
		name string
		fn   func(t *testing.T, a, b hub.Broker)
	}{
		{"DeliveryAcrossInstances", testPairDelivery},
		{"HistoryAcrossInstances", testPairHistory},
		{"ConcurrentPublishersAcrossInstances", testPairConcurrent},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, b := newPair(t)
			c.fn(t, a, b)
		})
	}
}

// concurrentPublish publishes each messages from each of writers goroutines
// (spread over brokers) and returns the positions they were given.
func concurrentPublish(t *testing.T, brokers []hub.Broker, ch string, writers, each int) []hub.StreamPosition {
	t.Helper()
	var (
		mu        sync.Mutex
		positions []hub.StreamPosition
		wg        sync.WaitGroup
		errs      = make(chan error, writers)
	)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := brokers[w%len(brokers)]
			for i := range each {
				pos, err := b.Publish(context.Background(), ch, fmt.Appendf(nil, "w%d-%d", w, i))
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				positions = append(positions, pos)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent Publish: %v", err)
	}
	return positions
}

// checkPositions checks the positions handed out are exactly the n offsets
// after start, each once.
func checkPositions(t *testing.T, positions []hub.StreamPosition, start hub.StreamPosition, n int) {
	t.Helper()
	offs := make([]uint64, 0, len(positions))
	for _, p := range positions {
		if p.Epoch != start.Epoch {
			t.Fatalf("epoch changed under concurrency: %q, want %q", p.Epoch, start.Epoch)
		}
		offs = append(offs, p.Offset)
	}
	sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
	if len(offs) != n {
		t.Fatalf("%d positions, want %d", len(offs), n)
	}
	for i, o := range offs {
		if o != start.Offset+uint64(i)+1 {
			t.Fatalf("offsets handed out have a gap or a duplicate at %d: %d", i, o)
		}
	}
}

// checkDelivered checks delivery is in offset order with no gap and that
// each writer's messages arrive in the order it published them.
func checkDelivered(t *testing.T, pubs []hub.Publication, ch string, start hub.StreamPosition, writers, each int) {
	t.Helper()
	if len(pubs) != writers*each {
		t.Fatalf("delivered %d, want %d", len(pubs), writers*each)
	}
	next := make([]int, writers)
	for i, p := range pubs {
		if p.Offset != start.Offset+uint64(i)+1 || p.Epoch != start.Epoch {
			t.Fatalf("delivery %d at %s/%d, want %s/%d: out of order", i, p.Epoch, p.Offset, start.Epoch, start.Offset+uint64(i)+1)
		}
		var w, n int
		if _, err := fmt.Sscanf(string(p.Data), "w%d-%d", &w, &n); err != nil || w < 0 || w >= writers {
			t.Fatalf("delivery %d has unexpected data %q", i, p.Data)
		}
		if n != next[w] {
			t.Fatalf("writer %d: got message %d, want %d (per-writer order broken)", w, n, next[w])
		}
		next[w]++
	}
}

func testPairDelivery(t *testing.T, a, b hub.Broker) {
	recA, recB := Start(t, a), Start(t, b)
	ch := hub.SessionChannel("biz_pair", "s")
	subscribe(t, a, ch)
	subscribe(t, b, ch)
	start := current(t, a, ch)
	if other := current(t, b, ch); other != start {
		t.Fatalf("instances disagree on the position: %+v vs %+v", start, other)
	}
	publish(t, a, ch, "from-a")
	publish(t, b, ch, "from-b")
	want := []string{"from-a", "from-b"}
	checkSequence(t, recA.WaitCount(t, ch, 2), ch, start.Epoch, start.Offset+1, want)
	checkSequence(t, recB.WaitCount(t, ch, 2), ch, start.Epoch, start.Offset+1, want)
}

func testPairHistory(t *testing.T, a, b hub.Broker) {
	Start(t, a)
	Start(t, b)
	ch := hub.SessionChannel("biz_pair", "hist")
	start := current(t, a, ch)
	for _, d := range datas("p", 3) {
		publish(t, a, ch, d)
	}
	pubs, pos, err := b.History(ctxT(t), ch, start, 10)
	if err != nil || pos.Offset != start.Offset+3 || pos.Epoch != start.Epoch {
		t.Fatalf("History on the other instance = %v, %+v", err, pos)
	}
	checkSequence(t, pubs, ch, start.Epoch, start.Offset+1, datas("p", 3))
}

func testPairConcurrent(t *testing.T, a, b hub.Broker) {
	recA, recB := Start(t, a), Start(t, b)
	ch := hub.BusinessChannel("biz_pairconc")
	subscribe(t, a, ch)
	subscribe(t, b, ch)
	start := current(t, a, ch)
	const writers, each = 4, 20
	checkPositions(t, concurrentPublish(t, []hub.Broker{a, b}, ch, writers, each), start, writers*each)
	checkDelivered(t, recA.WaitCount(t, ch, writers*each), ch, start, writers, each)
	checkDelivered(t, recB.WaitCount(t, ch, writers*each), ch, start, writers, each)
}
