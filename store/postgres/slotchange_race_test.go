package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/postgres"
	"github.com/tourchat/tourchat/store/postgres/pgtest"
	"github.com/tourchat/tourchat/store/storetest"
)

// TestCloseSlotWhileBooking races bookings from one instance against
// closures and capacity cuts from another: whatever the order, a closed
// slot ends with no confirmed booking and a slot never holds more confirmed
// guests than its capacity as the catalog has it at the end.
func TestCloseSlotWhileBooking(t *testing.T) {
	url := pgtest.NewDatabase(t)
	a := open(t, url, postgres.Options{MaxConns: 8})
	b := open(t, url, postgres.Options{MaxConns: 8})
	biz, slot := storetest.Seed(t, a, 40)
	ctx := context.Background()
	loc := biz.Location()
	clock := slot.Start.Format("15:04")

	for round := range 3 {
		var wg sync.WaitGroup
		var mu sync.Mutex
		var unexpected []error
		note := func(err error, allowed ...error) {
			for _, a := range allowed {
				if errors.Is(err, a) {
					return
				}
			}
			if err != nil {
				mu.Lock()
				unexpected = append(unexpected, err)
				mu.Unlock()
			}
		}
		for i := range 40 {
			wg.Go(func() {
				_, err := store.Book(ctx, a, biz, store.BookingRequest{
					SlotID: slot.ID, Guests: 1, Source: store.SourceAPI,
					Customer: store.Customer{Name: fmt.Sprintf("Guest %d", i), Email: fmt.Sprintf("g%d@example.com", i)},
				}, time.Now())
				note(err, store.ErrSlotUnavailable, store.ErrInsufficientAvailability)
			})
		}
		wg.Go(func() {
			_, err := b.ChangeService(ctx, store.ServiceChange{BusinessID: biz.ID, ServiceID: slot.ServiceID, Location: loc,
				Apply: func(s *store.Service) error {
					s.SlotCapacities = map[string]int{slot.ID: 5}
					return nil
				}})
			note(err, store.ErrInvalidState)
		})
		wg.Go(func() {
			_, err := b.ChangeService(ctx, store.ServiceChange{BusinessID: biz.ID, ServiceID: slot.ServiceID, Location: loc,
				Apply: func(s *store.Service) error {
					s.Closures = []store.Closure{{ID: "clo_race", ServiceID: s.ID, Date: slot.Date, Time: clock}}
					return nil
				}})
			note(err, store.ErrInvalidState)
		})
		wg.Wait()
		if len(unexpected) > 0 {
			t.Fatalf("round %d: unexpected errors: %v", round, unexpected)
		}
		offer, err := store.ResolveSlot(ctx, a, biz, slot.ID)
		if err != nil {
			t.Fatal(err)
		}
		if offer.Closed && offer.Booked != 0 {
			t.Fatalf("round %d: closed slot holds %d confirmed guests", round, offer.Booked)
		}
		if offer.Booked > offer.Capacity {
			t.Fatalf("round %d: %d confirmed guests on %d places", round, offer.Booked, offer.Capacity)
		}
		t.Logf("round %d: closed=%v capacity=%d booked=%d", round, offer.Closed, offer.Capacity, offer.Booked)
		// Reset: reopen with the full capacity, cancelling what stands.
		if _, err := b.ChangeService(ctx, store.ServiceChange{BusinessID: biz.ID, ServiceID: slot.ServiceID, Location: loc, CancelBookings: true,
			Apply: func(s *store.Service) error {
				s.Closures, s.SlotCapacities = nil, map[string]int{slot.ID: 0}
				return nil
			}}); err != nil {
			t.Fatal(err)
		}
		if _, err := b.ChangeService(ctx, store.ServiceChange{BusinessID: biz.ID, ServiceID: slot.ServiceID, Location: loc,
			Apply: func(s *store.Service) error { s.SlotCapacities = nil; return nil }}); err != nil {
			t.Fatal(err)
		}
	}
}
