package storetest

import (
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

var eventTests = []test{
	{"ReleasedEventsAreClaimedAgain", func(t *testing.T, f *fixture) {
		f.leadEvents(5)
		evs, err := f.s.ClaimUnpublished(f.ctx, 10)
		noErr(t, "ClaimUnpublished", err)
		if len(evs) != 5 {
			t.Fatalf("claimed %d, want 5", len(evs))
		}
		// The first two were published; the last three failed to.
		noErr(t, "ReleaseEvents", f.s.ReleaseEvents(f.ctx, evs[2:]))
		again, err := f.s.ClaimUnpublished(f.ctx, 10)
		noErr(t, "ClaimUnpublished after release", err)
		if len(again) != 3 || again[0].ID != evs[2].ID || again[1].ID != evs[3].ID || again[2].ID != evs[4].ID {
			t.Fatalf("claimed after release = %d events, want the 3 released in order", len(again))
		}
		rest, err := f.s.ClaimUnpublished(f.ctx, 10)
		noErr(t, "ClaimUnpublished", err)
		if len(rest) != 0 {
			t.Fatalf("claimed %d more, want 0", len(rest))
		}
	}},
	{"ClaimUnpublishedInOrder", func(t *testing.T, f *fixture) {
		f.leadEvents(7)
		logged := f.events(f.biz.ID, "")
		slices.Reverse(logged) // oldest first
		var got []store.Event
		for range 100 {
			evs, err := f.s.ClaimUnpublished(f.ctx, 3)
			noErr(t, "ClaimUnpublished", err)
			if len(evs) > 3 {
				t.Fatalf("claimed %d with limit 3", len(evs))
			}
			if len(evs) == 0 {
				break
			}
			got = append(got, evs...)
		}
		if len(got) != 7 {
			t.Fatalf("claimed %d events, want 7", len(got))
		}
		for i := range got {
			if i > 0 && got[i].Seq <= got[i-1].Seq {
				t.Fatalf("Seq not increasing: %d then %d", got[i-1].Seq, got[i].Seq)
			}
			if got[i].ID != logged[i].ID || got[i].Type != store.EventLeadCaptured || got[i].SessionID == "" ||
				len(got[i].Data) == 0 || got[i].BusinessID != f.biz.ID {
				t.Fatalf("claimed[%d] = %+v, want event %s", i, got[i], logged[i].ID)
			}
		}
		f.leadEvents(8) // sessions 0..6 exist: one new lead, one event
		evs, err := f.s.ClaimUnpublished(f.ctx, 10)
		noErr(t, "ClaimUnpublished", err)
		if len(evs) != 1 || evs[0].Seq <= got[6].Seq {
			t.Fatalf("new events after a full claim: %+v", evs)
		}
	}},
	{"ConcurrentClaimsDisjoint", func(t *testing.T, f *fixture) {
		f.leadEvents(30)
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				for range 100 { // bounded: a store that re-hands events must fail, not hang
					evs, err := f.s.ClaimUnpublished(f.ctx, 4)
					if err != nil {
						t.Errorf("ClaimUnpublished: %v", err)
						return
					}
					if len(evs) == 0 {
						return
					}
					for i := 1; i < len(evs); i++ {
						if evs[i].Seq <= evs[i-1].Seq {
							t.Errorf("batch not in Seq order")
						}
					}
					mu.Lock()
					for _, e := range evs {
						seen[e.ID]++
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if len(seen) != 30 {
			t.Fatalf("%d distinct events claimed, want 30", len(seen))
		}
		for id, n := range seen {
			if n != 1 {
				t.Fatalf("event %s claimed %d times", id, n)
			}
		}
	}},
	{"GetAndList", func(t *testing.T, f *fixture) {
		l, _ := f.capture("sess_e", "Ana", "ana@example.com")
		mark := tick(t)
		_, err := f.s.SetLeadStatus(f.ctx, f.biz.ID, l.ID, store.LeadContacted)
		noErr(t, "SetLeadStatus", err)
		tick(t)
		f.mustBook(f.slot(f.walk, 0), 1, "")
		all := f.events(f.biz.ID, "")
		if len(all) != 3 || all[0].Type != store.EventBookingCreated || all[1].Type != store.EventLeadUpdated ||
			all[2].Type != store.EventLeadCaptured {
			t.Fatalf("event log (newest first) = %v", ids(all, func(e store.Event) string { return e.Type }))
		}
		got, err := f.s.Event(f.ctx, f.biz.ID, all[1].ID)
		noErr(t, "Event", err)
		if got.ID != all[1].ID || got.Type != store.EventLeadUpdated || got.Object != "event" || dataID(t, *got) != l.ID ||
			got.SessionID != "sess_e" || !got.CreatedAt.Equal(all[1].CreatedAt) {
			t.Fatalf("Event = %+v", got)
		}
		_, err = f.s.Event(f.ctx, f.biz.ID, "evt_nope")
		wantErr(t, "Event(unknown)", err, store.ErrNotFound)
		list := func(fl store.EventFilter, limit int) []string {
			return collect(t, limit, func(p store.Page) ([]string, bool, error) {
				fl.Page = p
				evs, more, err := f.s.ListEvents(f.ctx, f.biz.ID, fl)
				return ids(evs, func(e store.Event) string { return e.ID }), more, err
			})
		}
		allIDs := ids(all, func(e store.Event) string { return e.ID })
		cases := []struct {
			name string
			f    store.EventFilter
			want []string
		}{
			{"all", store.EventFilter{}, allIDs},
			{"type", store.EventFilter{Type: store.EventLeadCaptured}, allIDs[2:]},
			{"since", store.EventFilter{Since: mark}, allIDs[:2]},
			{"type+since", store.EventFilter{Type: store.EventLeadCaptured, Since: mark}, nil},
		}
		for _, c := range cases {
			for _, limit := range []int{1, 100} {
				if got := list(c.f, limit); !slices.Equal(got, c.want) {
					t.Errorf("%s (limit %d): %v, want %v", c.name, limit, got, c.want)
				}
			}
		}
	}},
	{"ListLimitClamped", func(t *testing.T, f *fixture) {
		f.leadEvents(105)
		evs, more, err := f.s.ListEvents(f.ctx, f.biz.ID, store.EventFilter{Page: store.Page{Limit: 1000}})
		noErr(t, "ListEvents", err)
		if len(evs) != 100 || !more {
			t.Fatalf("limit 1000 gave %d events, has_more %v; want 100, true", len(evs), more)
		}
	}},
	{"Prune", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		f.leadEvents(3)
		// Two deliveries finish, one stays pending.
		jobs := f.claim(later(), 2)
		for _, j := range jobs {
			noErr(t, "RecordAttempt", f.s.RecordAttempt(f.ctx, j.Delivery.ID, store.AttemptResult{
				Attempt: store.Attempt{At: time.Now(), StatusCode: 200}, Status: store.DeliverySucceeded,
			}))
		}
		for range 100 {
			evs, err := f.s.ClaimUnpublished(f.ctx, 100)
			noErr(t, "ClaimUnpublished", err)
			if len(evs) == 0 {
				break
			}
			noErr(t, "MarkPublished", f.s.MarkPublished(f.ctx, evs))
		}
		mark := tick(t)
		f.capture("sess_new", "New", "new@example.com")
		n, err := f.s.PruneEvents(f.ctx, mark)
		noErr(t, "PruneEvents", err)
		if n != 2 {
			t.Fatalf("PruneEvents removed %d, want the 2 old events whose deliveries finished", n)
		}
		left := f.events(f.biz.ID, "")
		if len(left) != 2 {
			t.Fatalf("%d events left, want 2", len(left))
		}
		for _, j := range jobs {
			_, err := f.s.Event(f.ctx, f.biz.ID, j.Event.ID)
			wantErr(t, "Event(pruned)", err, store.ErrNotFound)
			_, err = f.s.Delivery(f.ctx, f.biz.ID, w.ID, j.Delivery.ID)
			wantErr(t, "Delivery(finished, pruned)", err, store.ErrNotFound)
		}
		// The pending delivery keeps its event: an event is never lost.
		pending := f.claim(later(), 10)
		if len(pending) != 2 {
			t.Fatalf("%d pending deliveries after prune, want 2", len(pending))
		}
		for _, j := range pending {
			if j.Event.ID == "" || j.Event.ID != j.Delivery.EventID || len(j.Event.Data) == 0 {
				t.Fatalf("pending job lost its event: %+v", j)
			}
		}
	}},
}
