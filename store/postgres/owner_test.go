package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// TestCrashFreesIdempotencyKeys: a reservation held by a live instance
// answers in flight; once that instance is gone (its liveness lock dropped
// with its connection, as a kill -9 drops it), another instance takes the
// key at once instead of waiting for store.IdempotencyLease.
func TestCrashFreesIdempotencyKeys(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	a, err := postgres.Open(ctx, url, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b := open(t, url, postgres.Options{})
	waitFor(t, "instance a's liveness lock", func() bool { return postgres.OwnerHeld(a) })
	if rec, err := a.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-a"); rec != nil || err != nil {
		t.Fatalf("Begin on a = %v, %v", rec, err)
	}
	if _, err := b.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-b"); !errors.Is(err, store.ErrIdempotencyInFlight) {
		t.Fatalf("Begin on b while a lives = %v, want in flight", err)
	}
	a.Close() // the instance is gone
	waitFor(t, "b to take the key of the dead instance", func() bool {
		rec, err := b.BeginIdempotent(ctx, "biz_x", "k", "h", "tok-b")
		return rec == nil && err == nil
	})
	if err := b.CompleteIdempotent(ctx, "biz_x", "k", "tok-b", 201, []byte(`{}`)); err != nil {
		t.Fatalf("Complete on b = %v", err)
	}
}

// waitFor polls cond until it holds, failing after ten seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestClaimedEventsOfADeadRelayAreClaimedAgain: an event claimed but never
// marked published (its relay died) is claimed again once its lease ends;
// a marked one never is.
func TestClaimedEventsOfADeadRelayAreClaimedAgain(t *testing.T) {
	clock := storetest.NewClock(time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC))
	s := open(t, pgtest.NewDatabase(t), postgres.Options{Now: clock.Now})
	ctx := context.Background()
	biz := &store.Business{ID: "biz_relay", Name: "Relay", Timezone: "UTC", Currency: "EUR"}
	if err := s.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		if _, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: fmt.Sprintf("s%d", i), Email: "a@example.com"}); err != nil {
			t.Fatal(err)
		}
	}
	evs, err := s.ClaimUnpublished(ctx, 10)
	if err != nil || len(evs) != 4 {
		t.Fatalf("claim = %d, %v", len(evs), err)
	}
	if err := s.MarkPublished(ctx, evs[:2]); err != nil {
		t.Fatal(err)
	}
	// The relay that claimed them dies here. Within the lease nobody else
	// takes the other two.
	if again, err := s.ClaimUnpublished(ctx, 10); err != nil || len(again) != 0 {
		t.Fatalf("claim within the lease = %d, %v; want 0", len(again), err)
	}
	clock.Advance(store.EventClaimLease + time.Second)
	again, err := s.ClaimUnpublished(ctx, 10)
	if err != nil || len(again) != 2 || again[0].ID != evs[2].ID || again[1].ID != evs[3].ID {
		t.Fatalf("claim after the lease = %d, %v; want the 2 never marked", len(again), err)
	}
}
