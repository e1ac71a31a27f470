package storetest

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// lease is the claim lease the delivery tests use.
const lease = time.Minute

// later is a claim time by which every delivery created so far is due. It is
// whole milliseconds so that times derived from it survive backends that
// store microseconds.
func later() time.Time { return time.Now().Add(time.Second).Truncate(time.Millisecond) }

// leadEvents captures n leads in distinct sessions: n lead.captured events.
func (f *fixture) leadEvents(n int) {
	f.t.Helper()
	for i := range n {
		f.capture(fmt.Sprintf("sess_%03d", i), "N", fmt.Sprintf("n%d@example.com", i))
	}
}

func jobIDs(jobs []store.DeliveryJob) []string {
	return ids(jobs, func(j store.DeliveryJob) string { return j.Delivery.ID })
}

func (f *fixture) claim(now time.Time, limit int) []store.DeliveryJob {
	f.t.Helper()
	jobs, err := f.s.ClaimDeliveries(f.ctx, now, lease, limit)
	if err != nil {
		f.t.Fatalf("ClaimDeliveries: %v", err)
	}
	return jobs
}

var deliveryTests = []test{
	{"ClaimJob", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		l, _ := f.capture("sess_j", "Ana", "ana@example.com")
		if jobs := f.claim(time.Now().Add(-time.Hour), 10); len(jobs) != 0 {
			t.Fatalf("claimed %d deliveries before they were due", len(jobs))
		}
		jobs := f.claim(later(), 10)
		if len(jobs) != 1 {
			t.Fatalf("claimed %d, want 1", len(jobs))
		}
		j := jobs[0]
		if j.Webhook.ID != w.ID || j.Webhook.Secret != w.Secret || j.Webhook.URL != w.URL ||
			j.Event.ID != j.Delivery.EventID || j.Event.Type != store.EventLeadCaptured || dataID(t, j.Event) != l.ID ||
			j.Delivery.WebhookID != w.ID || j.Delivery.Status != store.DeliveryPending || j.Event.BusinessID != f.biz.ID {
			t.Fatalf("job = %+v", j)
		}
	}},
	{"LimitAndLease", func(t *testing.T, f *fixture) {
		f.addWebhook(f.biz.ID, "*")
		f.leadEvents(5)
		now := later()
		first := f.claim(now, 3)
		if len(first) != 3 {
			t.Fatalf("claimed %d with limit 3", len(first))
		}
		second := f.claim(now, 10)
		if len(second) != 2 {
			t.Fatalf("second claim got %d, want the 2 left", len(second))
		}
		for _, id := range jobIDs(second) {
			if slices.Contains(jobIDs(first), id) {
				t.Fatalf("delivery %s claimed twice within its lease", id)
			}
		}
		if n := len(f.claim(now.Add(lease/2), 10)); n != 0 {
			t.Fatalf("claimed %d leased deliveries", n)
		}
		again := f.claim(now.Add(lease+time.Second), 10)
		if len(again) != 5 {
			t.Fatalf("after the lease ended %d were claimable, want 5", len(again))
		}
	}},
	{"ConcurrentClaimsDisjoint", func(t *testing.T, f *fixture) {
		f.addWebhook(f.biz.ID, "*")
		f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		f.leadEvents(20) // 40 deliveries
		now := later()
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 100 { // bounded: a store that re-hands leased deliveries must fail, not hang
					jobs, err := f.s.ClaimDeliveries(f.ctx, now, lease, 3)
					if err != nil {
						t.Errorf("ClaimDeliveries: %v", err)
						return
					}
					if len(jobs) == 0 {
						return
					}
					mu.Lock()
					for _, id := range jobIDs(jobs) {
						seen[id]++
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if len(seen) != 40 {
			t.Fatalf("%d distinct deliveries claimed, want 40", len(seen))
		}
		for id, n := range seen {
			if n != 1 {
				t.Fatalf("delivery %s claimed %d times", id, n)
			}
		}
	}},
	{"RecordAttempt", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		f.capture("sess_r", "Ana", "ana@example.com")
		now := later()
		j := f.claim(now, 1)[0]
		next := now.Add(5 * time.Second)
		noErr(t, "RecordAttempt", f.s.RecordAttempt(f.ctx, j.Delivery.ID, store.AttemptResult{
			Attempt: store.Attempt{At: now, StatusCode: 500, LatencyMS: 12, Error: "server error", ResponseExcerpt: "oops"},
			Status:  store.DeliveryRetrying, NextAttemptAt: &next,
		}))
		d, err := f.s.Delivery(f.ctx, f.biz.ID, w.ID, j.Delivery.ID)
		noErr(t, "Delivery", err)
		if d.Status != store.DeliveryRetrying || len(d.Attempts) != 1 || d.Attempts[0].StatusCode != 500 ||
			d.Attempts[0].ResponseExcerpt != "oops" || d.Attempts[0].LatencyMS != 12 || d.NextAttemptAt == nil || !d.NextAttemptAt.Equal(next) {
			t.Fatalf("after a failed attempt: %+v", d)
		}
		// Not due before next; due at next although the claim's lease has not ended.
		if n := len(f.claim(now.Add(time.Second), 10)); n != 0 {
			t.Fatalf("claimed %d before the next attempt", n)
		}
		jobs := f.claim(next, 10)
		if len(jobs) != 1 || jobs[0].Delivery.Status != store.DeliveryRetrying || len(jobs[0].Delivery.Attempts) != 1 {
			t.Fatalf("retry claim = %+v", jobs)
		}
		noErr(t, "RecordAttempt", f.s.RecordAttempt(f.ctx, j.Delivery.ID, store.AttemptResult{
			Attempt: store.Attempt{At: next, StatusCode: 204, LatencyMS: 3}, Status: store.DeliverySucceeded,
		}))
		d, err = f.s.Delivery(f.ctx, f.biz.ID, w.ID, j.Delivery.ID)
		noErr(t, "Delivery", err)
		if d.Status != store.DeliverySucceeded || len(d.Attempts) != 2 || d.Attempts[1].StatusCode != 204 || d.NextAttemptAt != nil {
			t.Fatalf("after success: %+v", d)
		}
		if n := len(f.claim(next.Add(24*time.Hour), 10)); n != 0 {
			t.Fatalf("claimed %d finished deliveries", n)
		}
		wantErr(t, "RecordAttempt(unknown)", f.s.RecordAttempt(f.ctx, "whd_nope", store.AttemptResult{Status: store.DeliveryFailed}), store.ErrNotFound)
	}},
	{"DisableAndRetry", func(t *testing.T, f *fixture) {
		w := f.addWebhook(f.biz.ID, store.EventLeadCaptured)
		f.leadEvents(2)
		now := later()
		jobs := f.claim(now, 1)
		noErr(t, "RecordAttempt", f.s.RecordAttempt(f.ctx, jobs[0].Delivery.ID, store.AttemptResult{
			Attempt: store.Attempt{At: now, StatusCode: 410}, Status: store.DeliveryFailed, DisableWebhook: true,
		}))
		got, err := f.s.Webhook(f.ctx, f.biz.ID, w.ID)
		noErr(t, "Webhook", err)
		if got.Enabled {
			t.Fatal("webhook still enabled after a 410")
		}
		if n := len(f.claim(now.Add(time.Hour), 10)); n != 0 {
			t.Fatalf("claimed %d deliveries of a disabled webhook", n)
		}
		on := true
		got, err = f.s.UpdateWebhook(f.ctx, f.biz.ID, w.ID, store.WebhookPatch{Enabled: &on})
		noErr(t, "UpdateWebhook", err)
		if !got.Enabled || got.DisabledReason != "" {
			t.Fatalf("re-enabled webhook = %+v", got)
		}
		// The failed one is finished; retry makes it due at once.
		d, err := f.s.RetryDelivery(f.ctx, f.biz.ID, w.ID, jobs[0].Delivery.ID)
		noErr(t, "RetryDelivery", err)
		if d.Status == store.DeliveryFailed || d.Status == store.DeliverySucceeded || d.NextAttemptAt == nil ||
			d.NextAttemptAt.After(time.Now().Add(time.Second)) || len(d.Attempts) != 1 {
			t.Fatalf("retried delivery = %+v", d)
		}
		claimed := jobIDs(f.claim(later(), 10))
		slices.Sort(claimed)
		if len(claimed) != 2 || !slices.Contains(claimed, jobs[0].Delivery.ID) {
			t.Fatalf("after retry claimed %v", claimed)
		}
		_, err = f.s.RetryDelivery(f.ctx, f.biz.ID, w.ID, "whd_nope")
		wantErr(t, "RetryDelivery(unknown)", err, store.ErrNotFound)
	}},
}
