// Package brokertest is the conformance suite every hub.Broker runs: the
// memory broker and the Redis broker must behave the same to the hub.
//
// A factory must build each broker with a history of exactly HistorySize
// publications per channel (and an age limit far above a test's length),
// must not call Run (the suite does), and must give each call of
// newBroker its own backend so that tests do not see each other's channels.
package brokertest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tourchat/tourchat/hub"
)

// HistorySize is the number of publications per channel the brokers under
// test must retain; the trimming cases publish past it.
const HistorySize = 8

type testCase struct {
	name string
	fn   func(t *testing.T, b hub.Broker)
}

// Option adjusts a Run.
type Option func(*config)

type config struct{ skip map[string]string }

// Skip skips the named case, with the reason shown in the test output: for
// a known, reported defect of one implementation, never to hide a new one.
func Skip(name, reason string) Option {
	return func(c *config) { c.skip[name] = reason }
}

// Run runs the single-instance cases against brokers from newBroker.
func Run(t *testing.T, newBroker func(t *testing.T) hub.Broker, opts ...Option) {
	cfg := config{skip: map[string]string{}}
	for _, o := range opts {
		o(&cfg)
	}
	cases := []testCase{
		{"PublishSubscribe", testPublishSubscribe},
		{"DeliveryRightAfterRun", testDeliveryRightAfterRun},
		{"NotSubscribedNotDelivered", testNotSubscribed},
		{"UnsubscribeStopsDelivery", testUnsubscribe},
		{"OffsetsGapFreePerChannel", testOffsetsPerChannel},
		{"EpochStable", testEpochStable},
		{"HistoryAfterPosition", testHistory},
		{"HistoryTrimmed", testHistoryTrimmed},
		{"HistoryWrongEpoch", testHistoryWrongEpoch},
		{"ConcurrentPublishersOrdered", testConcurrentPublishers},
		{"RunReturnsOnClose", testRunReturnsOnClose},
		{"CloseIdempotent", testCloseIdempotent},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if reason, ok := cfg.skip[c.name]; ok {
				t.Skip(reason)
			}
			c.fn(t, newBroker(t))
		})
	}
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*WaitTimeout)
	t.Cleanup(cancel)
	return ctx
}

func publish(t *testing.T, b hub.Broker, ch string, data string) hub.StreamPosition {
	t.Helper()
	pos, err := b.Publish(ctxT(t), ch, []byte(data))
	if err != nil {
		t.Fatalf("Publish(%s): %v", ch, err)
	}
	if pos.Epoch == "" || pos.Offset == 0 {
		t.Fatalf("Publish(%s) = %+v: want an epoch and an offset > 0", ch, pos)
	}
	return pos
}

func subscribe(t *testing.T, b hub.Broker, ch string) {
	t.Helper()
	if err := b.Subscribe(ctxT(t), ch); err != nil {
		t.Fatalf("Subscribe(%s): %v", ch, err)
	}
}

func current(t *testing.T, b hub.Broker, ch string) hub.StreamPosition {
	t.Helper()
	pubs, pos, err := b.History(ctxT(t), ch, hub.StreamPosition{}, 10)
	if err != nil || len(pubs) != 0 {
		t.Fatalf("History(%s, zero) = %d publications, %v: want none, nil", ch, len(pubs), err)
	}
	if pos.Epoch == "" {
		t.Fatalf("History(%s, zero) position %+v has no epoch", ch, pos)
	}
	return pos
}

// checkSequence checks pubs are channel's publications from offset first
// on, one apart, in one epoch, with the data want.
func checkSequence(t *testing.T, pubs []hub.Publication, channel, epoch string, first uint64, want []string) {
	t.Helper()
	if len(pubs) != len(want) {
		t.Fatalf("%s: got %d publications, want %d", channel, len(pubs), len(want))
	}
	for i, p := range pubs {
		if p.Channel != channel || p.Epoch != epoch || p.Offset != first+uint64(i) || string(p.Data) != want[i] {
			t.Fatalf("%s publication %d = {%s %s %d %q}, want {%s %s %d %q}", channel, i,
				p.Channel, p.Epoch, p.Offset, p.Data, channel, epoch, first+uint64(i), want[i])
		}
	}
}

func datas(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s-%d", prefix, i)
	}
	return out
}

func testPublishSubscribe(t *testing.T, b hub.Broker) {
	rec := Start(t, b)
	ch := hub.SessionChannel("biz_t", "s1")
	subscribe(t, b, ch)
	start := current(t, b, ch)
	want := datas("m", 3)
	for i, d := range want {
		pos := publish(t, b, ch, d)
		if pos.Epoch != start.Epoch || pos.Offset != start.Offset+uint64(i)+1 {
			t.Fatalf("publication %d at %+v, want epoch %s offset %d", i, pos, start.Epoch, start.Offset+uint64(i)+1)
		}
	}
	checkSequence(t, rec.WaitCount(t, ch, 3), ch, start.Epoch, start.Offset+1, want)
}

// testDeliveryRightAfterRun is what the hub does at start: it calls Run in
// a goroutine and subscribes at once. A publication made after Subscribe
// returns must be delivered even if Run's goroutine has not been scheduled
// yet.
func testDeliveryRightAfterRun(t *testing.T, b hub.Broker) {
	rec := startRun(t, b)
	ch := hub.SessionChannel("biz_t", "early")
	subscribe(t, b, ch)
	publish(t, b, ch, "early")
	rec.WaitCount(t, ch, 1)
}

// barrier publishes on a subscribed side channel and waits for it, so every
// publication made before it has had its chance to arrive.
func barrier(t *testing.T, b hub.Broker, rec *Recorder, side string) {
	t.Helper()
	n := len(rec.Publications(side))
	publish(t, b, side, "barrier")
	rec.WaitCount(t, side, n+1)
}

func testNotSubscribed(t *testing.T, b hub.Broker) {
	rec := Start(t, b)
	side := hub.BusinessChannel("biz_side")
	subscribe(t, b, side)
	other := hub.BusinessChannel("biz_other")
	publish(t, b, other, "nobody listens")
	barrier(t, b, rec, side)
	if got := rec.Publications(other); len(got) != 0 {
		t.Fatalf("delivered %d publications of a channel never subscribed", len(got))
	}
}

func testUnsubscribe(t *testing.T, b hub.Broker) {
	rec := Start(t, b)
	side := hub.BusinessChannel("biz_side")
	ch := hub.SessionChannel("biz_t", "unsub")
	subscribe(t, b, side)
	subscribe(t, b, ch)
	publish(t, b, ch, "before")
	rec.WaitCount(t, ch, 1)
	if err := b.Unsubscribe(ctxT(t), ch); err != nil {
		t.Fatalf("Unsubscribe: %v", err)
	}
	publish(t, b, ch, "after")
	barrier(t, b, rec, side)
	if got := rec.Publications(ch); len(got) != 1 {
		t.Fatalf("after Unsubscribe got %d publications on %s, want only the one before", len(got), ch)
	}
	// Subscribing again resumes delivery.
	subscribe(t, b, ch)
	publish(t, b, ch, "again")
	rec.WaitCount(t, ch, 2)
}

func testOffsetsPerChannel(t *testing.T, b hub.Broker) {
	rec := Start(t, b)
	chs := []string{hub.SessionChannel("biz_t", "a"), hub.SessionChannel("biz_t", "b"), hub.BusinessChannel("biz_t")}
	starts := map[string]hub.StreamPosition{}
	for _, ch := range chs {
		subscribe(t, b, ch)
		starts[ch] = current(t, b, ch)
	}
	// Interleave so a shared counter would show up as gaps.
	for i := range 4 {
		for _, ch := range chs {
			pos := publish(t, b, ch, fmt.Sprintf("%s-%d", ch, i))
			if want := starts[ch].Offset + uint64(i) + 1; pos.Offset != want {
				t.Fatalf("%s publication %d at offset %d, want %d", ch, i, pos.Offset, want)
			}
		}
	}
	for _, ch := range chs {
		want := make([]string, 4)
		for i := range want {
			want[i] = fmt.Sprintf("%s-%d", ch, i)
		}
		checkSequence(t, rec.WaitCount(t, ch, 4), ch, starts[ch].Epoch, starts[ch].Offset+1, want)
	}
}

func testEpochStable(t *testing.T, b hub.Broker) {
	Start(t, b)
	ch := hub.SessionChannel("biz_t", "epoch")
	// The epoch a subscriber sees before the first publication must hold
	// after it, or that subscriber could never recover.
	before := current(t, b, ch)
	if again := current(t, b, ch); again != before {
		t.Fatalf("position moved without publications: %+v then %+v", before, again)
	}
	for range 3 {
		if pos := publish(t, b, ch, "x"); pos.Epoch != before.Epoch {
			t.Fatalf("epoch changed on publish: %q then %q", before.Epoch, pos.Epoch)
		}
	}
	if after := current(t, b, ch); after.Epoch != before.Epoch || after.Offset != before.Offset+3 {
		t.Fatalf("position after 3 publications = %+v, want epoch %s offset %d", after, before.Epoch, before.Offset+3)
	}
	if other := current(t, b, hub.SessionChannel("biz_t", "epoch2")); other.Epoch == "" {
		t.Fatal("a second channel has no epoch")
	}
}

func testHistory(t *testing.T, b hub.Broker) {
	Start(t, b)
	ch := hub.SessionChannel("biz_t", "hist")
	start := current(t, b, ch)
	want := datas("h", 5)
	for _, d := range want {
		publish(t, b, ch, d)
	}
	top := hub.StreamPosition{Epoch: start.Epoch, Offset: start.Offset + 5}
	cases := []struct {
		name  string
		since uint64 // relative to start
		limit int
		want  []string
	}{
		{"from the start", 0, 100, want},
		{"after two", 2, 100, want[2:]},
		{"limited", 2, 2, want[2:4]},
		{"at the top", 5, 100, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			since := hub.StreamPosition{Epoch: start.Epoch, Offset: start.Offset + c.since}
			pubs, pos, err := b.History(ctxT(t), ch, since, c.limit)
			if err != nil {
				t.Fatalf("History(%+v): %v", since, err)
			}
			if pos != top {
				t.Fatalf("History position = %+v, want %+v", pos, top)
			}
			checkSequence(t, pubs, ch, start.Epoch, since.Offset+1, c.want)
		})
	}
}

func testHistoryTrimmed(t *testing.T, b hub.Broker) {
	Start(t, b)
	ch := hub.SessionChannel("biz_t", "trim")
	start := current(t, b, ch)
	n := HistorySize + 3
	want := datas("t", n)
	for _, d := range want {
		publish(t, b, ch, d)
	}
	top := hub.StreamPosition{Epoch: start.Epoch, Offset: start.Offset + uint64(n)}
	// The oldest publications are gone: recovering from before them must
	// not pretend nothing was missed.
	for _, since := range []uint64{0, 1, uint64(n - HistorySize - 1)} {
		_, pos, err := b.History(ctxT(t), ch, hub.StreamPosition{Epoch: start.Epoch, Offset: start.Offset + since}, 100)
		if !errors.Is(err, hub.ErrHistoryUnavailable) {
			t.Fatalf("History after trimmed offset %d: err = %v, want ErrHistoryUnavailable", since, err)
		}
		if pos != top {
			t.Fatalf("History after trimmed offset: position %+v, want %+v", pos, top)
		}
	}
	// Exactly the retained window is still recoverable.
	since := hub.StreamPosition{Epoch: start.Epoch, Offset: top.Offset - HistorySize}
	pubs, pos, err := b.History(ctxT(t), ch, since, 100)
	if err != nil || pos != top {
		t.Fatalf("History(%+v) = %v, %+v: want nil, %+v", since, err, pos, top)
	}
	checkSequence(t, pubs, ch, start.Epoch, since.Offset+1, want[n-HistorySize:])
}

func testHistoryWrongEpoch(t *testing.T, b hub.Broker) {
	Start(t, b)
	ch := hub.SessionChannel("biz_t", "wrongepoch")
	pos := publish(t, b, ch, "x")
	for _, since := range []hub.StreamPosition{{Epoch: "not-" + pos.Epoch, Offset: 0}, {Epoch: "not-" + pos.Epoch, Offset: pos.Offset}} {
		pubs, cur, err := b.History(ctxT(t), ch, since, 10)
		if !errors.Is(err, hub.ErrHistoryUnavailable) || len(pubs) != 0 {
			t.Fatalf("History(%+v) = %d, %v: want ErrHistoryUnavailable", since, len(pubs), err)
		}
		if cur != pos {
			t.Fatalf("History with a wrong epoch: position %+v, want %+v", cur, pos)
		}
	}
}

func testConcurrentPublishers(t *testing.T, b hub.Broker) {
	rec := Start(t, b)
	ch := hub.BusinessChannel("biz_conc")
	subscribe(t, b, ch)
	start := current(t, b, ch)
	const writers, each = 4, 25
	positions := concurrentPublish(t, []hub.Broker{b}, ch, writers, each)
	checkPositions(t, positions, start, writers*each)
	checkDelivered(t, rec.WaitCount(t, ch, writers*each), ch, start, writers, each)
}

func testRunReturnsOnClose(t *testing.T, b hub.Broker) {
	done := make(chan error, 1)
	go func() { done <- b.Run(context.Background(), NewRecorder()) }()
	// Let Run get going before closing; Close must stop it either way.
	if _, err := b.Publish(ctxT(t), hub.BusinessChannel("biz_close"), []byte("x")); err != nil {
		t.Fatalf("Publish: %v", err)
	}
	if err := b.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	select {
	case <-done:
	case <-time.After(WaitTimeout):
		t.Fatalf("Run did not return within %v of Close", WaitTimeout)
	}
}

func testCloseIdempotent(t *testing.T, b hub.Broker) {
	Start(t, b) // its cleanup closes b once more
	for i := range 2 {
		if err := b.Close(); err != nil {
			t.Fatalf("Close #%d: %v", i+1, err)
		}
	}
}
