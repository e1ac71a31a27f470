package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// timestampsComeFromOptionsNow checks that creates and updates stamp the
// clock given at Open, kept to the microsecond (as Postgres keeps it).
func timestampsComeFromOptionsNow(t *testing.T, b Backend) {
	clock := NewClock(time.Date(2026, 3, 1, 10, 0, 0, 123456789, time.UTC))
	s := b.Open(t, b.NewDatabase(t), clock.Now)
	ctx := context.Background()
	biz := &store.Business{ID: "biz_clock", Name: "Clock", Timezone: "UTC", Currency: "EUR"}
	if err := s.CreateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	want := time.Date(2026, 3, 1, 10, 0, 0, 123456000, time.UTC) // microseconds
	got, err := s.Business(ctx, biz.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !got.CreatedAt.Equal(want) || !biz.CreatedAt.Equal(want) {
		t.Fatalf("CreatedAt = %v (returned %v), want %v", got.CreatedAt, biz.CreatedAt, want)
	}
	l, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: biz.ID, SessionID: "s", Email: "a@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	clock.Advance(time.Hour)
	l2, err := s.SetLeadStatus(ctx, biz.ID, l.ID, store.LeadContacted)
	if err != nil {
		t.Fatal(err)
	}
	if !l2.CreatedAt.Equal(want) || !l2.UpdatedAt.Equal(want.Add(time.Hour)) {
		t.Fatalf("lead times = %v / %v", l2.CreatedAt, l2.UpdatedAt)
	}
}

// idempotencyRecordsExpire checks, on the clock given at Open, that a
// reservation whose owner died is free after store.IdempotencyLease and a
// completed record after store.IdempotencyTTL.
func idempotencyRecordsExpire(t *testing.T, b Backend) {
	clock := NewClock(time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC))
	s := b.Open(t, b.NewDatabase(t), clock.Now)
	ctx := context.Background()
	if rec, err := s.BeginIdempotent(ctx, "biz_a", "k", "h1", "tok-h1"); rec != nil || err != nil {
		t.Fatalf("Begin = %v, %v", rec, err)
	}
	if _, err := s.BeginIdempotent(ctx, "biz_a", "k", "h1", "tok-h1"); !errors.Is(err, store.ErrIdempotencyInFlight) {
		t.Fatalf("Begin while in flight = %v", err)
	}
	clock.Advance(store.IdempotencyLease + time.Second)
	if rec, err := s.BeginIdempotent(ctx, "biz_a", "k", "h1", "tok-h1"); rec != nil || err != nil {
		t.Fatalf("Begin after the lease of a dead request = %v, %v; want a fresh reservation", rec, err)
	}
	if err := s.CompleteIdempotent(ctx, "biz_a", "k", "tok-h1", 201, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	clock.Advance(store.IdempotencyTTL - time.Minute)
	if _, err := s.BeginIdempotent(ctx, "biz_a", "k", "h2", "tok-h2"); !errors.Is(err, store.ErrIdempotencyMismatch) {
		t.Fatalf("Begin within TTL with another hash = %v, want mismatch", err)
	}
	clock.Advance(2 * time.Minute)
	if rec, err := s.BeginIdempotent(ctx, "biz_a", "k", "h2", "tok-h2"); rec != nil || err != nil {
		t.Fatalf("Begin after TTL = %v, %v; want a fresh reservation", rec, err)
	}
	if _, err := s.BeginIdempotent(ctx, "biz_a", "k", "h2", "tok-h2"); !errors.Is(err, store.ErrIdempotencyInFlight) {
		t.Fatalf("Begin on the fresh reservation = %v, want in flight", err)
	}
}
