package session

import (
	"context"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// corpusTurns returns the visitor messages of the dialogue corpus, with the
// short answers that follow a booking, per language.
func corpusTurns(t testing.TB) map[string][]string {
	out := map[string][]string{}
	for _, d := range loadDialogues(t) {
		for _, s := range d.steps {
			if strings.HasPrefix(s, ">") {
				out[d.lang] = append(out[d.lang], strings.TrimSpace(s[1:]))
			}
		}
	}
	extra := []string{"yes", "ok", "yes please", "thanks", "perfect", "sí", "oui", "ja", "sì", "sim", "no", "the first one", "the 2pm"}
	for l := range out {
		out[l] = append(out[l], extra...)
	}
	return out
}

// playBooksOnce plays a message sequence chosen by pick over two engines
// (two instances) on one store, retrying some turns as a client would, and
// fails when a booking appears other than on a yes to a summary, or when
// two bookings come from one confirmation.
func playBooksOnce(t *testing.T, msgs []string, pick func() (msg int, instance int, retry bool, ok bool)) (bookings int) {
	t.Helper()
	f := newFixture(t)
	engines := []*Engine{f.eng, New(f.st, Options{Now: func() time.Time { return testNow }})}
	ctx := context.Background()
	const session = "prop"
	booked := 0
	for turn := 0; ; turn++ {
		i, inst, retry, ok := pick()
		if !ok {
			return booked
		}
		msg := msgs[i%len(msgs)]
		sends := 1
		if retry {
			sends = 2 // the client did not see the first answer and sends again
		}
		for range sends {
			before := State{}
			if conv, err := f.st.ConversationBySession(ctx, f.biz.ID, session); err == nil {
				before = decodeState(conv.State)
			}
			req := Request{Business: f.biz, SessionID: session, Message: msg}
			_, err := engines[inst%2].Chat(ctx, req)
			if errors.Is(err, store.ErrPersonHandling) {
				// An earlier message asked for a person: the engine never
				// answers then (the chat entry point holds the message).
				// Staff hand the conversation back and the turn runs.
				conv, cerr := f.st.ConversationBySession(ctx, f.biz.ID, session)
				if cerr != nil {
					t.Fatal(cerr)
				}
				if _, cerr = f.st.UpdateConversation(ctx, f.biz.ID, conv.ID, store.ConversationChange{Action: store.ActRelease}); cerr != nil {
					t.Fatal(cerr)
				}
				_, err = engines[inst%2].Chat(ctx, req)
			}
			if err != nil {
				t.Fatalf("turn %d %q: %v", turn, msg, err)
			}
			bks, _, err := f.st.ListBookings(ctx, f.biz.ID, store.BookingFilter{SessionID: session, Page: store.Page{Limit: 100}})
			if err != nil {
				t.Fatal(err)
			}
			if m := onePerConfirmation(bks); m != "" {
				t.Fatalf("turn %d %q: %s", turn, msg, m)
			}
			if len(bks) > booked {
				conv, _ := f.st.ConversationBySession(ctx, f.biz.ID, session)
				after := decodeState(conv.State)
				if len(bks) != booked+1 || before.Step != stepConfirming || after.Step != stepBooked {
					t.Fatalf("turn %d %q: %d bookings after %d, from step %s to %s", turn, msg, len(bks), booked, before.Step, after.Step)
				}
			}
			booked = len(bks)
		}
	}
}

// TestNeverTwoBookingsFromOneConfirmation is the property over random
// sequences of corpus messages: whatever visitors write, in whatever order,
// over two instances and with retried turns, a session never holds two
// bookings made from one confirmation, and a booking appears only on a yes
// to a summary.
func TestNeverTwoBookingsFromOneConfirmation(t *testing.T) {
	turns := corpusTurns(t)
	rng := rand.New(rand.NewPCG(11, 23))
	langs := []string{"en", "es", "fr", "de", "it", "pt"}
	runs := 60
	if testing.Short() {
		runs = 10
	}
	total := 0
	for r := 0; r < runs; r++ {
		msgs := turns[langs[r%len(langs)]]
		n := 0
		total += playBooksOnce(t, msgs, func() (int, int, bool, bool) {
			n++
			return rng.IntN(len(msgs)), rng.IntN(2), rng.IntN(5) == 0, n <= 25
		})
	}
	if total < runs/6 {
		t.Errorf("only %d bookings in %d random conversations: the property was hardly exercised", total, runs)
	}
	t.Logf("%d bookings in %d random conversations", total, runs)
}

// FuzzBooksOnce drives the same property from fuzzed bytes: each pair of
// bytes picks a corpus message and an instance (odd: retried).
func FuzzBooksOnce(f *testing.F) {
	f.Add([]byte{0, 0, 1, 1, 2, 0, 3, 1, 4, 0})
	f.Add(binary.LittleEndian.AppendUint64(nil, 0x0102030405060708))
	f.Add([]byte("yes yes ok thanks perfect"))
	turns := corpusTurns(f)
	var msgs []string
	for _, l := range []string{"en", "es", "fr", "de", "it", "pt"} {
		msgs = append(msgs, turns[l]...)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 80 {
			b = b[:80]
		}
		i := 0
		playBooksOnce(t, msgs, func() (int, int, bool, bool) {
			if i+1 >= len(b) {
				return 0, 0, false, false
			}
			m, x := int(b[i])*7+int(b[i+1]), int(b[i+1])
			i += 2
			return m, x, x%4 == 3, true
		})
	})
}

// reachSummary plays a conversation up to the summary of the kayak
// tomorrow at 2pm for 2.
func reachSummary(t *testing.T, f *fixture, e *Engine, session string) {
	t.Helper()
	for _, msg := range []string{"kayak tomorrow at 2pm for 2", "that one", "Ana Silva, ana@example.com"} {
		if _, err := e.Chat(context.Background(), Request{Business: f.biz, SessionID: session, Message: msg}); err != nil {
			t.Fatal(err)
		}
	}
	conv, _ := f.st.ConversationBySession(context.Background(), f.biz.ID, session)
	if st := decodeState(conv.State); st.Step != stepConfirming {
		t.Fatalf("step %s, want confirming", st.Step)
	}
}

// TestYesOnTwoInstancesBooksOnce: the same yes reaches two instances at
// once (a double click, a retry through another instance); one booking.
func TestYesOnTwoInstancesBooksOnce(t *testing.T) {
	for round := 0; round < 20; round++ {
		f := newFixture(t)
		reachSummary(t, f, f.eng, "two")
		other := New(f.st, Options{Now: func() time.Time { return testNow }})
		var wg sync.WaitGroup
		for _, e := range []*Engine{f.eng, other, f.eng, other} {
			wg.Go(func() {
				if _, err := e.Chat(context.Background(), Request{Business: f.biz, SessionID: "two", Message: "yes"}); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		bks, _, _ := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "two"})
		if len(bks) != 1 {
			t.Fatalf("round %d: %d bookings from one confirmation", round, len(bks))
		}
	}
}

// lostTurn fails SaveTurn after the booking, as an instance that crashes
// between booking and saving the turn; lostRecord also loses the
// idempotency record (an expired lease), so only the booking's own
// confirmation key can tell that it was made.
type lostTurn struct {
	store.Store
	mu         sync.Mutex
	failSave   bool
	lostRecord bool
}

func (l *lostTurn) SaveTurn(ctx context.Context, t store.Turn) (*store.Conversation, error) {
	l.mu.Lock()
	fail := l.failSave
	l.failSave = false
	l.mu.Unlock()
	if fail {
		return nil, errors.New("simulated crash")
	}
	return l.Store.SaveTurn(ctx, t)
}

// BeginIdempotent with lostRecord hides a completed record, as if it had
// been lost: the caller runs again and must find the booking it made.
func (l *lostTurn) BeginIdempotent(ctx context.Context, businessID, key, hash, token string) (*store.IdempotencyRecord, error) {
	rec, err := l.Store.BeginIdempotent(ctx, businessID, key, hash, token)
	if l.lostRecord && rec != nil {
		return nil, nil
	}
	return rec, err
}

// TestRetryAfterLostTurnBooksOnce: the yes booked but its turn was never
// saved; the visitor sends yes again and gets the same booking.
func TestRetryAfterLostTurnBooksOnce(t *testing.T) {
	for _, lost := range []bool{false, true} {
		f := newFixture(t)
		ls := &lostTurn{Store: f.st, lostRecord: lost}
		e := New(ls, Options{Now: func() time.Time { return testNow }})
		reachSummary(t, f, e, "lost")
		ls.failSave = true
		if _, err := e.Chat(context.Background(), Request{Business: f.biz, SessionID: "lost", Message: "yes"}); err == nil {
			t.Fatal("the simulated crash did not surface")
		}
		r, err := e.Chat(context.Background(), Request{Business: f.biz, SessionID: "lost", Message: "yes"})
		if err != nil {
			t.Fatal(err)
		}
		bks, _, _ := f.st.ListBookings(context.Background(), f.biz.ID, store.BookingFilter{SessionID: "lost"})
		if len(bks) != 1 || !strings.Contains(r.Message, bks[0].ID) {
			t.Fatalf("record lost %v: %d bookings, reply %q", lost, len(bks), r.Message)
		}
	}
}
