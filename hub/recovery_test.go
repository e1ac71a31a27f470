package hub

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/tourchat/tourchat/store"
)

func subscribeFrame(channel string, since *StreamPosition) map[string]any {
	f := map[string]any{"type": "subscribe", "channel": channel}
	if since != nil {
		f["since"] = since
	}
	return f
}

func TestReconnectWithSinceDeliversWhatWasMissed(t *testing.T) {
	e := newEnv(t, envConfig{broker: MemoryBrokerOptions{HistorySize: 100}})
	viewer := Client{BusinessID: testBiz, AnySession: true}
	const msg = store.EventConversationMessageCreated

	first := e.dial(viewer)
	first.send(subscribeFrame("session:ses_1", nil))
	start := first.expect("subscribed")
	for i := range 3 {
		e.publish(msg, "ses_1", i)
	}
	first.events("session:ses_1", 0, 3)
	first.ws.CloseNow()

	for i := range 4 { // missed while away
		e.publish(msg, "ses_1", i)
	}
	// Publications keep coming while the client recovers.
	second := e.dial(viewer)
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := range 40 {
			e.publish(msg, "ses_1", i)
		}
	})
	second.send(subscribeFrame("session:ses_1", &StreamPosition{Epoch: start.Epoch, Offset: 3}))
	if f := second.expect("subscribed"); f.Recovered == nil || !*f.Recovered || f.Epoch != start.Epoch || f.Offset < 7 {
		t.Fatalf("subscribed %+v", f)
	}
	second.events("session:ses_1", 3, 44) // 4..47: no gap, no duplicate
	wg.Wait()
	second.send(map[string]any{"type": "ping"})
	second.expect("pong") // and nothing more

	// A session token is subscribed at connect; its subscribe with since
	// restarts the stream from there.
	token := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"})
	if f := token.expect("subscribed"); f.Offset != 47 {
		t.Fatalf("auto-subscription at %d, want 47", f.Offset)
	}
	token.send(subscribeFrame("session:ses_1", &StreamPosition{Epoch: start.Epoch, Offset: 40}))
	if f := token.expect("subscribed"); f.Recovered == nil || !*f.Recovered {
		t.Fatalf("token resubscribe %+v", f)
	}
	token.events("session:ses_1", 40, 7)
	e.publish(msg, "ses_1", 0)
	token.events("session:ses_1", 47, 1)
}

func TestRecoveryBeyondHistoryIsNotRecovered(t *testing.T) {
	cases := []struct {
		name    string
		size    int // broker history size
		limit   int // hub recovery limit
		since   func(epoch string) StreamPosition
		publish int
	}{
		{"trimmed from history", 5, 100, func(e string) StreamPosition { return StreamPosition{e, 1} }, 10},
		{"over the recovery limit", 50, 3, func(e string) StreamPosition { return StreamPosition{e, 5} }, 10},
		{"another epoch", 50, 100, func(string) StreamPosition { return StreamPosition{"gone", 3} }, 10},
		{"future offset", 50, 100, func(e string) StreamPosition { return StreamPosition{e, 11} }, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, envConfig{broker: MemoryBrokerOptions{HistorySize: c.size}, opts: Options{HistoryLimit: c.limit}})
			cl := e.dial(Client{BusinessID: testBiz, Staff: true})
			cl.send(subscribeFrame("business", nil))
			start := cl.expect("subscribed")
			cl.ws.CloseNow()
			for i := range c.publish {
				e.publish(store.EventLeadCaptured, "", i)
			}
			again := e.dial(Client{BusinessID: testBiz, Staff: true})
			since := c.since(start.Epoch)
			again.send(subscribeFrame("business", &since))
			f := again.expect("subscribed")
			if f.Recovered == nil || *f.Recovered || f.Epoch != start.Epoch || f.Offset != uint64(c.publish) {
				t.Fatalf("subscribed %+v", f)
			}
			e.publish(store.EventLeadCaptured, "", 0) // live again from the new position
			again.events("business", uint64(c.publish), 1)
		})
	}
}

// dropDeliveries makes the broker forget the hub's subscription to channel
// while fn runs, as a lost Redis connection would.
func (e *testEnv) dropDeliveries(channel string, fn func()) {
	e.t.Helper()
	ctx := context.Background()
	if err := e.b.Unsubscribe(ctx, channel); err != nil {
		e.t.Fatal(err)
	}
	fn()
	if err := e.b.Subscribe(ctx, channel); err != nil {
		e.t.Fatal(err)
	}
}

func TestGapInLiveOffsetsIsRecovered(t *testing.T) {
	e := newEnv(t, envConfig{})
	cl := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"})
	cl.expect("subscribed")
	e.publish(store.EventConversationStarted, "ses_1", 0)
	cl.events("session:ses_1", 0, 1)
	e.dropDeliveries(SessionChannel(testBiz, "ses_1"), func() {
		for i := range 3 {
			e.publish(store.EventConversationMessageCreated, "ses_1", i)
		}
	})
	e.publish(store.EventConversationMessageCreated, "ses_1", 9) // offset 5 after 1: a gap
	cl.events("session:ses_1", 1, 4)
	cl.send(map[string]any{"type": "ping"})
	cl.expect("pong")
}

func TestBrokerReconnectRecoversEverySubscription(t *testing.T) {
	e := newEnv(t, envConfig{})
	tokens := []*tclient{
		e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"}),
		e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"}),
		e.dial(Client{BusinessID: testBiz, SessionID: "ses_2"}),
	}
	for _, c := range tokens {
		c.expect("subscribed")
	}
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(subscribeFrame("business", nil))
	staff.expect("subscribed")

	e.dropDeliveries(BusinessChannel(testBiz), func() {
		e.dropDeliveries(SessionChannel(testBiz, "ses_1"), func() {
			e.dropDeliveries(SessionChannel(testBiz, "ses_2"), func() {
				for i := range 3 {
					e.publish(store.EventConversationMessageCreated, "ses_1", i)
					e.publish(store.EventConversationMessageCreated, "ses_2", i)
				}
			})
		})
	})
	e.h.HandleReconnect() // no new publication: the reconnect alone recovers
	tokens[0].events("session:ses_1", 0, 3)
	tokens[1].events("session:ses_1", 0, 3)
	tokens[2].events("session:ses_2", 0, 3)
	staff.events("business", 0, 6)
}

// TestApplyMergesHistoryAndBufferedLive drives sub.apply directly, with the
// live publications that raced a History call in every possible place.
func TestApplyMergesHistoryAndBufferedLive(t *testing.T) {
	pub := func(epoch string, off uint64) Publication {
		return Publication{Channel: "b:business", Epoch: epoch, Offset: off, Data: []byte(`{}`)}
	}
	type round struct {
		history []uint64 // offsets in epoch "E"
		pos     uint64
		err     error
		live    bool // apply's answer
	}
	cases := []struct {
		name   string
		since  *StreamPosition
		buf    []Publication
		lost   bool
		rounds []round
		want   []string // frames queued: "sub", "sub+", "sub-" (recovered true/false) or "E:n"
	}{
		{"history then buffered, duplicates dropped", &StreamPosition{"E", 3},
			[]Publication{pub("E", 5), pub("E", 6), pub("E", 7)}, false,
			[]round{{history: []uint64{4, 5}, pos: 5, live: true}},
			[]string{"sub+", "E:4", "E:5", "E:6", "E:7"}},
		{"fresh subscription starts at the position", nil,
			[]Publication{pub("E", 10), pub("E", 11)}, false,
			[]round{{pos: 10, live: true}},
			[]string{"sub", "E:11"}},
		{"gap after history asks again", &StreamPosition{"E", 3},
			[]Publication{pub("E", 8)}, false,
			[]round{{history: []uint64{4, 5}, pos: 5}, {history: []uint64{6, 7, 8}, pos: 8, live: true}},
			[]string{"sub+", "E:4", "E:5", "E:6", "E:7", "E:8"}},
		{"lost buffer asks again", &StreamPosition{"E", 3}, nil, true,
			[]round{{history: []uint64{4}, pos: 4}, {history: []uint64{5}, pos: 5, live: true}},
			[]string{"sub+", "E:4", "E:5"}},
		{"stale epoch in buffer is dropped", &StreamPosition{"E", 3},
			[]Publication{pub("OLD", 4), pub("E", 5)}, false,
			[]round{{history: []uint64{4}, pos: 4, live: true}},
			[]string{"sub+", "E:4", "E:5"}},
		{"trimmed history", &StreamPosition{"E", 3},
			[]Publication{pub("E", 9)}, false,
			[]round{{pos: 8, err: ErrHistoryUnavailable, live: true}},
			[]string{"sub-", "E:9"}},
		{"cannot catch up", &StreamPosition{"E", 3},
			[]Publication{pub("E", 9)}, false,
			[]round{{pos: 4, history: []uint64{4}}, {pos: 5, history: []uint64{5}}, {pos: 6, history: []uint64{6}},
				{pos: 7, history: []uint64{7}}, {pos: 7, history: nil, live: true}},
			[]string{"sub+", "E:4", "E:5", "E:6", "E:7", "sub-"}},
	}
	h := New(NewMemoryBroker(MemoryBrokerOptions{}), Options{})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cn := &conn{h: h, q: newQueue(100, 1<<20)}
			s := &sub{c: cn, channel: "b:business", wire: "business", recovering: true, busy: true, lost: c.lost}
			ann := announceFresh
			if c.since != nil {
				s.epoch, s.offset, ann = c.since.Epoch, c.since.Offset, announceRecovery
			}
			for _, p := range c.buf {
				s.buf = append(s.buf, item{p: p, frame: eventFrame("business", p)})
			}
			for i, r := range c.rounds {
				var pubs []Publication
				var frames [][]byte
				for _, o := range r.history {
					pubs = append(pubs, pub("E", o))
					frames = append(frames, eventFrame("business", pub("E", o)))
				}
				live := s.apply(pubs, frames, StreamPosition{"E", r.pos}, r.err, ann, 100, i == maxRecoveryRounds-1)
				if live != r.live {
					t.Fatalf("round %d: live=%v", i, live)
				}
				ann = announceNone
			}
			var got []string
			for _, b := range cn.q.take(nil) {
				f := parseServerFrame(t, b)
				switch {
				case f.Type == "subscribed" && f.Recovered == nil:
					got = append(got, "sub")
				case f.Type == "subscribed" && *f.Recovered:
					got = append(got, "sub+")
				case f.Type == "subscribed":
					got = append(got, "sub-")
				default:
					got = append(got, f.Epoch+":"+strconv.FormatUint(f.Offset, 10))
				}
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("frames %v, want %v", got, c.want)
			}
			if s.recovering || s.busy {
				t.Fatal("sub still recovering")
			}
		})
	}
}

func parseServerFrame(t *testing.T, b []byte) frame {
	t.Helper()
	var f frame
	b = framePayload(b) // queued frames are whole WebSocket frames
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatalf("frame %s: %v", b, err)
	}
	return f
}

// flakyHistory fails History calls while fail is set.
type flakyHistory struct {
	*MemoryBroker
	fail atomic.Bool
}

func (f *flakyHistory) History(ctx context.Context, ch string, since StreamPosition, limit int) ([]Publication, StreamPosition, error) {
	if f.fail.Load() {
		return nil, StreamPosition{}, errors.New("broker down")
	}
	return f.MemoryBroker.History(ctx, ch, since, limit)
}

func TestUnreadableHistoryTellsRecoveredFalse(t *testing.T) {
	var fb *flakyHistory
	e := newEnv(t, envConfig{wrap: func(b *MemoryBroker) Broker {
		fb = &flakyHistory{MemoryBroker: b}
		return fb
	}})
	cl := e.dial(Client{BusinessID: testBiz, SessionID: "ses_1"})
	cl.expect("subscribed")
	e.publish(store.EventConversationStarted, "ses_1", 0)
	cl.events("session:ses_1", 0, 1)

	fb.fail.Store(true)
	e.dropDeliveries(SessionChannel(testBiz, "ses_1"), func() {
		e.publish(store.EventConversationMessageCreated, "ses_1", 1) // offset 2, missed
	})
	e.publish(store.EventConversationMessageCreated, "ses_1", 2) // offset 3: a gap, history down
	if f := cl.expect("subscribed"); f.Recovered == nil || *f.Recovered {
		t.Fatalf("want a recovered:false notice, got %+v", f)
	}
	fb.fail.Store(false)
	e.publish(store.EventConversationMessageCreated, "ses_1", 3) // live again from here
	cl.events("session:ses_1", 3, 1)

	// A subscribe while the history is down answers an error frame.
	fb.fail.Store(true)
	staff := e.dial(Client{BusinessID: testBiz, Staff: true})
	staff.send(map[string]any{"type": "subscribe", "id": "s1", "channel": "business"})
	if f := staff.expect("error"); f.ReplyTo != "s1" || f.Error.Code != CodeUnavailable {
		t.Fatalf("subscribe with history down: %+v", f)
	}
}
