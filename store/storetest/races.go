package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/tourchat/tourchat/store"
)

// concurrentBookingsNeverOverbook books a slot with 10 places from 300
// goroutines through two Stores on one database.
func concurrentBookingsNeverOverbook(t *testing.T, be Backend) {
	a, b := pair(t, be)
	biz, slot := Seed(t, a, 10)
	ctx := context.Background()

	const requests = 300
	var wg sync.WaitGroup
	var mu sync.Mutex
	confirmed, refused := 0, 0
	var unexpected []error
	for i := range requests {
		s := a
		if i%2 == 1 {
			s = b
		}
		wg.Go(func() {
			_, err := store.Book(ctx, s, biz, store.BookingRequest{
				SlotID: slot.ID, Guests: 1, Source: store.SourceAPI,
				Customer: store.Customer{Name: fmt.Sprintf("Guest %d", i), Email: fmt.Sprintf("g%d@example.com", i)},
			}, time.Now())
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				confirmed++
			case errors.Is(err, store.ErrInsufficientAvailability):
				refused++
			default:
				unexpected = append(unexpected, err)
			}
		})
	}
	wg.Wait()
	if len(unexpected) > 0 {
		t.Fatalf("%d unexpected errors, first: %v", len(unexpected), unexpected[0])
	}
	if confirmed != 10 || refused != requests-10 {
		t.Fatalf("confirmed %d, refused %d; want 10 and %d", confirmed, refused, requests-10)
	}
	booked, err := b.BookedPlaces(ctx, biz.ID, []string{slot.ID})
	if err != nil {
		t.Fatal(err)
	}
	if booked[slot.ID] != 10 {
		t.Errorf("BookedPlaces = %d, want 10", booked[slot.ID])
	}
	list, _, err := a.ListBookings(ctx, biz.ID, store.BookingFilter{Status: store.BookingConfirmed, Page: store.Page{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 10 {
		t.Errorf("confirmed bookings stored = %d, want 10", len(list))
	}
	evs, err := a.ClaimUnpublished(ctx, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 10 {
		t.Errorf("booking.created events = %d, want 10", len(evs))
	}

	// Cancelling one gives its place back, exactly once.
	if _, err := b.CancelBooking(ctx, biz.ID, list[0].ID, "test"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.CancelBooking(ctx, biz.ID, list[0].ID, "again"); !errors.Is(err, store.ErrInvalidState) {
		t.Fatalf("second cancel = %v, want ErrInvalidState", err)
	}
	booked, err = a.BookedPlaces(ctx, biz.ID, []string{slot.ID})
	if err != nil {
		t.Fatal(err)
	}
	if booked[slot.ID] != 9 {
		t.Errorf("BookedPlaces after cancel = %d, want 9", booked[slot.ID])
	}
}

// concurrentMixedPartiesFillExactly books parties of 1 to 4 guests at
// once: the places taken never exceed capacity, and what is refused could
// not have fitted.
func concurrentMixedPartiesFillExactly(t *testing.T, be Backend) {
	a, b := pair(t, be)
	biz, slot := Seed(t, a, 25)
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	smallestRefused := 5
	for i := range 60 {
		s := a
		if i%2 == 1 {
			s = b
		}
		guests := 1 + i%4
		wg.Go(func() {
			_, err := s.CreateBooking(ctx, store.NewBooking{Capacity: slot.Capacity, Booking: store.Booking{
				BusinessID: biz.ID, ServiceID: slot.ServiceID, SlotID: slot.ID, Date: slot.Date,
				Start: slot.Start, End: slot.End, Guests: guests, Currency: "EUR",
				Customer: store.Customer{Name: "X", Email: "x@example.com"}, Source: store.SourceAPI,
			}})
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				total += guests
			case errors.Is(err, store.ErrInsufficientAvailability):
				smallestRefused = min(smallestRefused, guests)
			default:
				t.Errorf("CreateBooking: %v", err)
			}
		})
	}
	wg.Wait()
	if total > 25 {
		t.Fatalf("booked %d guests on 25 places", total)
	}
	if total+smallestRefused <= 25 {
		t.Errorf("booked %d, yet refused a party of %d", total, smallestRefused)
	}
	booked, err := a.BookedPlaces(ctx, biz.ID, []string{slot.ID})
	if err != nil {
		t.Fatal(err)
	}
	if booked[slot.ID] != total {
		t.Errorf("BookedPlaces = %d, confirmed guests = %d", booked[slot.ID], total)
	}
}
