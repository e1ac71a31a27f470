package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// claimsAcrossInstances claims the outbox and the due deliveries from
// two Stores on one database at once: every event and every delivery goes to
// exactly one claimer.
func claimsAcrossInstances(t *testing.T, be Backend) {
	a, b := pair(t, be)
	ctx := context.Background()
	biz, _ := Seed(t, a, 10)
	hook := &store.Webhook{BusinessID: biz.ID, URL: "https://hooks.example/", Events: []string{store.EventLeadCaptured},
		Enabled: true, Secret: "whsec_x"}
	if err := a.CreateWebhook(ctx, hook); err != nil {
		t.Fatal(err)
	}
	const n = 40
	for i := range n {
		if _, _, err := a.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: fmt.Sprintf("s%d", i),
			Email: fmt.Sprintf("v%d@example.com", i)}); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	events, deliveries := map[string]int{}, map[string]int{}
	var wg sync.WaitGroup
	for w := range 4 {
		s := a
		if w%2 == 1 {
			s = b
		}
		wg.Go(func() {
			for {
				evs, err := s.ClaimUnpublished(ctx, 3)
				if err != nil {
					t.Errorf("ClaimUnpublished: %v", err)
					return
				}
				jobs, err := s.ClaimDeliveries(ctx, time.Now().Add(time.Second), time.Minute, 3)
				if err != nil {
					t.Errorf("ClaimDeliveries: %v", err)
					return
				}
				if len(evs) == 0 && len(jobs) == 0 {
					return
				}
				mu.Lock()
				for _, e := range evs {
					events[e.ID]++
				}
				for _, j := range jobs {
					deliveries[j.Delivery.ID]++
					if j.Webhook.Secret != "whsec_x" || j.Event.ID != j.Delivery.EventID {
						t.Errorf("job = %+v", j)
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(events) != n || len(deliveries) != n {
		t.Fatalf("claimed %d events and %d deliveries, want %d each", len(events), len(deliveries), n)
	}
	for id, c := range events {
		if c != 1 {
			t.Errorf("event %s claimed %d times", id, c)
		}
	}
	for id, c := range deliveries {
		if c != 1 {
			t.Errorf("delivery %s claimed %d times", id, c)
		}
	}
	// Leased: not claimable again until the lease ends, then claimable.
	if jobs, err := b.ClaimDeliveries(ctx, time.Now().Add(30*time.Second), time.Minute, 100); err != nil || len(jobs) != 0 {
		t.Fatalf("claim during the lease = %d, %v", len(jobs), err)
	}
	if jobs, err := b.ClaimDeliveries(ctx, time.Now().Add(2*time.Minute), time.Minute, 100); err != nil || len(jobs) != n {
		t.Fatalf("claim after the lease = %d, %v; want %d", len(jobs), err, n)
	}
}
