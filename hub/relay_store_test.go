package hub

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/memory"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/sqlite"
)

// relayStores opens, per backend, two Stores on one database, as two
// instances would have (the memory store is one process: the same Store).
var relayStores = []struct {
	name string
	open func(t *testing.T) (a, b store.Store)
}{
	{"memory", func(t *testing.T) (store.Store, store.Store) {
		s := memory.New(memory.Options{})
		t.Cleanup(func() { s.Close() })
		return s, s
	}},
	{"sqlite", func(t *testing.T) (store.Store, store.Store) {
		path := filepath.Join(t.TempDir(), "tourchat.db")
		open := func() store.Store {
			s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
		return open(), open()
	}},
	{"postgres", func(t *testing.T) (store.Store, store.Store) {
		url := pgtest.NewDatabase(t)
		open := func() store.Store {
			s, err := postgres.Open(context.Background(), url, postgres.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
		return open(), open()
	}},
}

// TestRelayPublishesTheStoresOutbox writes leads through each real store
// while two relays drain its outbox: every event reaches the business
// channel exactly once.
func TestRelayPublishesTheStoresOutbox(t *testing.T) {
	for _, b := range relayStores {
		t.Run(b.name, func(t *testing.T) {
			sa, sb := b.open(t)
			ctx := context.Background()
			biz := &store.Business{ID: testBiz, Name: "Relay Tours", Timezone: "UTC", Currency: "EUR", CreatedAt: time.Now()}
			if err := sa.CreateBusiness(ctx, biz); err != nil {
				t.Fatal(err)
			}
			e := newEnv(t, envConfig{})
			staff := e.dial(Client{BusinessID: testBiz, Staff: true})
			staff.send(subscribeFrame("business", nil))
			staff.expect("subscribed")

			relays := []*Relay{NewRelay(sa, e.h, e.h.log), NewRelay(sb, e.h, e.h.log)}
			rctx, cancel := context.WithCancel(ctx)
			var wg sync.WaitGroup
			for _, r := range relays {
				r.batch = 7
				wg.Go(func() { _ = r.Run(rctx) })
			}
			defer func() {
				cancel()
				wg.Wait()
			}()
			const leads = 30
			want := map[string]bool{}
			for i := range leads {
				s := sa
				if i%2 == 1 {
					s = sb
				}
				l, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: testBiz, SessionID: fmt.Sprintf("ses_%d", i),
					Email: fmt.Sprintf("v%d@example.com", i)})
				if err != nil {
					t.Fatal(err)
				}
				want[l.ID] = true
				relays[i%2].Kick()
			}
			seen := map[string]bool{}
			for _, f := range staff.events("business", 0, leads) {
				if f.Event.Type != store.EventLeadCaptured || seen[f.Event.ID] {
					t.Fatalf("event %s (%s) unexpected or published twice", f.Event.ID, f.Event.Type)
				}
				seen[f.Event.ID] = true
				var l store.Lead
				if err := json.Unmarshal(f.Event.Data, &l); err != nil || !want[l.ID] {
					t.Fatalf("event %s is about lead %q (%v), not one just captured", f.Event.ID, l.ID, err)
				}
				delete(want, l.ID)
			}
		})
	}
}
