package storetest

import (
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

var idempotencyTests = []test{
	{"Lifecycle", func(t *testing.T, f *fixture) {
		rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a", "tok")
		if rec != nil || err != nil {
			t.Fatalf("first Begin = %v, %v; want nil, nil", rec, err)
		}
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a", "tok")
		wantErr(t, "Begin while running", err, store.ErrIdempotencyInFlight)
		noErr(t, "Complete", f.s.CompleteIdempotent(f.ctx, f.biz.ID, "key-1", "tok", 201, []byte(`{"id":"bk_1"}`)))
		rec, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-a", "tok")
		noErr(t, "Begin after complete", err)
		if rec == nil || !rec.Completed || rec.Status != 201 || string(rec.Body) != `{"id":"bk_1"}` ||
			rec.RequestHash != "hash-a" || rec.Key != "key-1" || rec.BusinessID != f.biz.ID || rec.CreatedAt.IsZero() {
			t.Fatalf("replayed record = %+v", rec)
		}
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-1", "hash-b", "tok")
		wantErr(t, "Begin with another hash", err, store.ErrIdempotencyMismatch)
	}},
	{"MismatchWhileRunning", func(t *testing.T, f *fixture) {
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-r", "hash-a", "tok")
		noErr(t, "Begin", err)
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-r", "hash-b", "tok")
		wantErr(t, "Begin with another hash while running", err, store.ErrIdempotencyMismatch)
	}},
	{"Abandon", func(t *testing.T, f *fixture) {
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-2", "hash-a", "tok")
		noErr(t, "Begin", err)
		noErr(t, "Abandon", f.s.AbandonIdempotent(f.ctx, f.biz.ID, "key-2", "tok"))
		rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-2", "hash-b", "tok")
		if rec != nil || err != nil {
			t.Fatalf("Begin after abandon = %v, %v; want nil, nil", rec, err)
		}
	}},
	{"PerBusiness", func(t *testing.T, f *fixture) {
		other := f.addBusiness("Other")
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "shared", "hash-a", "tok")
		noErr(t, "Begin", err)
		rec, err := f.s.BeginIdempotent(f.ctx, other.ID, "shared", "hash-b", "tok")
		if rec != nil || err != nil {
			t.Fatalf("Begin for another business = %v, %v; want nil, nil", rec, err)
		}
		noErr(t, "Complete", f.s.CompleteIdempotent(f.ctx, other.ID, "shared", "tok", 200, []byte("{}")))
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "shared", "hash-a", "tok")
		wantErr(t, "Begin (first business still running)", err, store.ErrIdempotencyInFlight)
	}},
	{"ConcurrentBeginOneRuns", func(t *testing.T, f *fixture) {
		var wg sync.WaitGroup
		errs := make(chan error, 16)
		for range 16 {
			wg.Go(func() {
				rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-c", "hash-a", "tok")
				if rec != nil {
					t.Errorf("Begin returned a record before any completion: %+v", rec)
				}
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		run := 0
		for err := range errs {
			if err == nil {
				run++
			} else {
				wantErr(t, "concurrent Begin", err, store.ErrIdempotencyInFlight)
			}
		}
		if run != 1 {
			t.Fatalf("%d concurrent Begins may run, want 1", run)
		}
	}},
	{"BookingCompletesItsKey", func(t *testing.T, f *fixture) {
		// The booking and its stored answer commit together: the first Begin
		// after the booking replays it, with no CompleteIdempotent call.
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-b", "hash-a", "tok-1")
		noErr(t, "Begin", err)
		b, err := f.bookIdempotent(f.slot(f.walk, 0), "key-b", "tok-1")
		noErr(t, "Book", err)
		rec, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-b", "hash-a", "tok-2")
		noErr(t, "Begin after the booking", err)
		if rec == nil || !rec.Completed || rec.Status != 201 || string(rec.Body) != `{"booked":"`+b.ID+`"}` {
			t.Fatalf("record after the booking = %+v", rec)
		}
		// Completing it again (the answer is already stored) finds nothing held.
		err = f.s.CompleteIdempotent(f.ctx, f.biz.ID, "key-b", "tok-1", 201, []byte(`{}`))
		wantErr(t, "Complete after the booking", err, store.ErrNotFound)
	}},
	{"BookingWithoutItsReservationBooksNothing", func(t *testing.T, f *fixture) {
		slotID := f.slot(f.walk, 0)
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-t", "hash-a", "tok-owner")
		noErr(t, "Begin", err)
		_, err = f.bookIdempotent(slotID, "key-t", "tok-other")
		wantErr(t, "Book with another request's reservation", err, store.ErrIdempotencyInFlight)
		_, err = f.bookIdempotent(slotID, "key-none", "tok-owner")
		wantErr(t, "Book without a reservation", err, store.ErrIdempotencyInFlight)
		booked, err := f.s.BookedPlaces(f.ctx, f.biz.ID, []string{slotID})
		noErr(t, "BookedPlaces", err)
		if booked[slotID] != 0 {
			t.Fatalf("a refused booking took %d places", booked[slotID])
		}
		if evs := f.events(f.biz.ID, store.EventBookingCreated); len(evs) != 0 {
			t.Fatalf("a refused booking wrote %d events", len(evs))
		}
	}},
	{"AbandonKeepsAnotherRequestsReservation", func(t *testing.T, f *fixture) {
		_, err := f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-o", "hash-a", "tok-owner")
		noErr(t, "Begin", err)
		noErr(t, "Abandon by another", f.s.AbandonIdempotent(f.ctx, f.biz.ID, "key-o", "tok-other"))
		_, err = f.s.BeginIdempotent(f.ctx, f.biz.ID, "key-o", "hash-a", "tok-3")
		wantErr(t, "Begin after another's abandon", err, store.ErrIdempotencyInFlight)
		err = f.s.CompleteIdempotent(f.ctx, f.biz.ID, "key-o", "tok-other", 200, nil)
		wantErr(t, "Complete by another", err, store.ErrNotFound)
	}},
}

// bookIdempotent books 1 place on slotID completing the reservation of key
// held by token, with the answer {"booked":"<id>"}.
func (f *fixture) bookIdempotent(slotID, key, token string) (*store.Booking, error) {
	return store.Book(f.ctx, f.s, f.biz, store.BookingRequest{
		SlotID: slotID, Guests: 1, Source: store.SourceAPI,
		Customer: store.Customer{Name: "Ana Silva", Email: "ana@example.com"},
		Idempotency: &store.IdempotentAnswer{Key: key, Token: token, Render: func(b *store.Booking) (int, []byte, error) {
			return 201, []byte(`{"booked":"` + b.ID + `"}`), nil
		}},
	}, time.Now())
}
