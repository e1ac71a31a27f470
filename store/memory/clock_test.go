package memory

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/storetest"
)

func newClocked(t *testing.T) (*Store, *storetest.Clock, *store.Business) {
	t.Helper()
	clk := storetest.NewClock(time.Date(2026, 11, 1, 10, 0, 0, 0, time.UTC))
	s := New(Options{Now: clk.Now})
	b := &store.Business{ID: "biz_t", Timezone: "Europe/Lisbon", Currency: "EUR"}
	if err := s.CreateBusiness(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	return s, clk, b
}

func TestIdempotencyExpiresAfterTTL(t *testing.T) {
	s, clk, b := newClocked(t)
	ctx := t.Context()
	if _, err := s.BeginIdempotent(ctx, b.ID, "k", "h1", "tok"); err != nil {
		t.Fatal(err)
	}
	if err := s.CompleteIdempotent(ctx, b.ID, "k", "tok", 201, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	clk.Advance(store.IdempotencyTTL - time.Second)
	if _, err := s.BeginIdempotent(ctx, b.ID, "k", "h2", "tok"); !errors.Is(err, store.ErrIdempotencyMismatch) {
		t.Fatalf("before the TTL: err = %v, want mismatch", err)
	}
	clk.Advance(time.Second)
	rec, err := s.BeginIdempotent(ctx, b.ID, "k", "h2", "tok")
	if rec != nil || err != nil {
		t.Fatalf("after the TTL: %v, %v; want a fresh reservation", rec, err)
	}
	// Expired records of other keys are swept, so the map stays bounded.
	for _, k := range []string{"a", "b", "c"} {
		if _, err := s.BeginIdempotent(ctx, b.ID, k, "h", "tok"); err != nil {
			t.Fatal(err)
		}
	}
	clk.Advance(store.IdempotencyTTL + sweepEvery)
	if _, err := s.BeginIdempotent(ctx, b.ID, "z", "h", "tok"); err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	n := len(s.idem)
	s.mu.Unlock()
	if n != 1 {
		t.Fatalf("%d idempotency records after the sweep, want 1", n)
	}
	if err := s.CompleteIdempotent(ctx, b.ID, "a", "tok", 200, nil); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Complete of an expired reservation: err = %v, want ErrNotFound", err)
	}
}

func TestIDsIncreaseWithAFrozenClock(t *testing.T) {
	s, _, b := newClocked(t)
	ctx := t.Context()
	var made []string
	for i := range 50 {
		l, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: b.ID, SessionID: string(rune('A' + i)), Email: "a@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		made = append(made, l.ID)
	}
	if !slices.IsSorted(made) {
		t.Fatal("ids made under one clock reading are not increasing")
	}
	slices.Reverse(made)
	var listed []string
	p := store.Page{Limit: 7}
	for {
		ls, more, err := s.ListLeads(ctx, b.ID, store.LeadFilter{Page: p})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range ls {
			listed = append(listed, l.ID)
		}
		if !more {
			break
		}
		p.Cursor = ls[len(ls)-1].ID
	}
	if !slices.Equal(listed, made) {
		t.Fatalf("listed %d leads out of creation order", len(listed))
	}
}

func TestTimestampsFromTheClock(t *testing.T) {
	s, clk, b := newClocked(t)
	ctx := t.Context()
	w := &store.Webhook{BusinessID: b.ID, URL: "https://x.example", Events: []string{"*"}, Enabled: true}
	if err := s.CreateWebhook(ctx, w); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute)
	l, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: b.ID, SessionID: "s", Email: "a@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	ds, _, err := s.Deliveries(ctx, b.ID, w.ID, store.Page{})
	if err != nil || len(ds) != 1 {
		t.Fatalf("deliveries %v, %v", ds, err)
	}
	if !l.CreatedAt.Equal(clk.Now()) || !ds[0].NextAttemptAt.Equal(clk.Now()) || !ds[0].CreatedAt.Equal(clk.Now()) {
		t.Fatalf("lead at %v, delivery due %v, clock %v", l.CreatedAt, ds[0].NextAttemptAt, clk.Now())
	}
	// Due exactly at the clock's time, not before.
	if jobs, _ := s.ClaimDeliveries(ctx, clk.Now().Add(-time.Nanosecond), time.Minute, 10); len(jobs) != 0 {
		t.Fatal("claimed before due")
	}
	if jobs, _ := s.ClaimDeliveries(ctx, clk.Now(), time.Minute, 10); len(jobs) != 1 {
		t.Fatal("not claimed when due")
	}
}

func TestPruneKeepsUnpublishedEvents(t *testing.T) {
	s, clk, b := newClocked(t)
	ctx := t.Context()
	for _, sess := range []string{"a", "b", "c"} {
		if _, _, err := s.CaptureLead(ctx, store.LeadCapture{BusinessID: b.ID, SessionID: sess, Email: "a@example.com"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.ClaimUnpublished(ctx, 2); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Hour)
	n, err := s.PruneEvents(ctx, clk.Now())
	if err != nil || n != 2 {
		t.Fatalf("PruneEvents = %d, %v; want the 2 published events", n, err)
	}
	evs, err := s.ClaimUnpublished(ctx, 10)
	if err != nil || len(evs) != 1 {
		t.Fatalf("unpublished after prune: %d, %v; want 1", len(evs), err)
	}
}

func TestCloseIsIdempotent(t *testing.T) {
	s, _, _ := newClocked(t)
	if err := s.Ping(t.Context()); err != nil {
		t.Fatalf("Ping = %v", err)
	}
	for range 2 {
		if err := s.Close(); err != nil {
			t.Fatalf("Close = %v", err)
		}
	}
	if err := s.Ping(t.Context()); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("Ping after Close = %v, want ErrUnavailable", err)
	}
}

func TestInputsAreCopied(t *testing.T) {
	s, _, b := newClocked(t)
	ctx := t.Context()
	w := &store.Webhook{BusinessID: b.ID, URL: "https://x.example", Events: []string{store.EventBookingCreated}, Enabled: true}
	if err := s.CreateWebhook(ctx, w); err != nil {
		t.Fatal(err)
	}
	w.Events[0] = store.EventLeadCaptured
	svc := &store.Service{ID: "svc_a", BusinessID: b.ID, Name: store.Text{"en": "A"}, Schedule: store.Schedule{"mon": {"09:00"}}}
	if err := s.UpsertService(ctx, svc); err != nil {
		t.Fatal(err)
	}
	svc.Name["en"] = "changed"
	svc.Schedule["mon"][0] = "23:00"
	gotW, _ := s.Webhook(ctx, b.ID, w.ID)
	gotS, _ := s.Service(ctx, b.ID, "svc_a")
	if gotW.Events[0] != store.EventBookingCreated || gotS.Name["en"] != "A" || gotS.Schedule["mon"][0] != "09:00" {
		t.Fatalf("the caller's later changes reached the store: %v %v %v", gotW.Events, gotS.Name, gotS.Schedule)
	}
}

func TestInvalidMetadataChangesNothing(t *testing.T) {
	s, _, b := newClocked(t)
	ctx := t.Context()
	_, err := s.CreateBooking(ctx, store.NewBooking{Capacity: 5, Booking: store.Booking{
		BusinessID: b.ID, SlotID: "slot_a_202612031000", Guests: 2, Metadata: []byte("{not json"),
	}})
	if err == nil {
		t.Fatal("a booking whose event cannot be encoded was accepted")
	}
	booked, _ := s.BookedPlaces(ctx, b.ID, []string{"slot_a_202612031000"})
	bs, _, _ := s.ListBookings(ctx, b.ID, store.BookingFilter{})
	evs, _ := s.ClaimUnpublished(ctx, 10)
	if booked["slot_a_202612031000"] != 0 || len(bs) != 0 || len(evs) != 0 {
		t.Fatalf("a failed booking left traces: %d places, %d bookings, %d events", booked["slot_a_202612031000"], len(bs), len(evs))
	}
}

// TestIdempotencyStaleReservation: a reservation whose request died (never
// completed nor abandoned) frees its key after store.IdempotencyLease.
func TestIdempotencyStaleReservation(t *testing.T) {
	s, clk, b := newClocked(t)
	ctx := t.Context()
	if _, err := s.BeginIdempotent(ctx, b.ID, "k", "h", "tok"); err != nil {
		t.Fatal(err)
	}
	clk.Advance(store.IdempotencyLease)
	if _, err := s.BeginIdempotent(ctx, b.ID, "k", "h", "tok"); !errors.Is(err, store.ErrIdempotencyInFlight) {
		t.Fatalf("within the lease: err = %v, want in flight", err)
	}
	clk.Advance(time.Second)
	if rec, err := s.BeginIdempotent(ctx, b.ID, "k", "h", "tok"); rec != nil || err != nil {
		t.Fatalf("after the lease: %v, %v; want a fresh reservation", rec, err)
	}
}
