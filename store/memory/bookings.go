package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

func bookingID(b *store.Booking) string { return b.ID }

// CreateBooking takes the places and writes booking.created; a lead of the
// same session becomes converted with this booking (lead.updated). The whole
// call is one critical section, so confirmed guests never exceed Capacity.
func (s *Store) CreateBooking(_ context.Context, nb store.NewBooking) (*store.Booking, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := cloneBooking(&nb.Booking)
	if err := store.ValidateNewBooking(nb); err != nil {
		return nil, err
	}
	if err := s.needBusiness(b.BusinessID); err != nil {
		return nil, err
	}
	slot := bizKey{b.BusinessID, b.SlotID}
	capacity := nb.Capacity
	if svc, ok := s.services[bizKey{b.BusinessID, b.ServiceID}]; ok {
		// The slot as the catalog has it now: a closure or a smaller
		// capacity written since the caller resolved it wins.
		c, err := store.BookableCapacity(svc, b.SlotID, s.businesses[b.BusinessID].Location())
		if err != nil {
			return nil, fmt.Errorf("slot %s: %w", b.SlotID, err)
		}
		capacity = min(capacity, c)
	}
	if s.booked[slot]+b.Guests > capacity {
		return nil, fmt.Errorf("slot %s: %w", b.SlotID, store.ErrInsufficientAvailability)
	}
	now := s.clock()
	b.ID = s.newID(store.PrefixBooking, now)
	b.Object = "booking"
	b.Status = store.BookingConfirmed
	b.CreatedAt, b.UpdatedAt, b.CancelledAt, b.CancelReason = now, now, nil, ""
	if len(b.Metadata) == 0 {
		b.Metadata = json.RawMessage("{}")
	}
	var lead *store.Lead
	var leadAfter store.Lead
	if b.SessionID != "" {
		lead = s.leadBySession[bizKey{b.BusinessID, b.SessionID}]
	}
	if lead != nil {
		b.LeadID = lead.ID
		leadAfter = cloneLead(lead)
		leadAfter.Status, leadAfter.BookingID, leadAfter.UpdatedAt = store.LeadConverted, b.ID, now
	} else {
		b.LeadID = ""
	}
	created, err := prepare(store.EventBookingCreated, b.BusinessID, b.SessionID, &b, now)
	if err != nil {
		return nil, err
	}
	var updated *store.Event
	if lead != nil {
		if updated, err = prepare(store.EventLeadUpdated, b.BusinessID, b.SessionID, &leadAfter, now); err != nil {
			return nil, err
		}
	}
	var idem *store.IdempotencyRecord
	var answer []byte
	var status int
	if a := nb.Idempotency; a != nil {
		if idem = s.heldIdempotency(b.BusinessID, a.Key, a.Token, now); idem == nil {
			return nil, fmt.Errorf("idempotency key %q: %w", a.Key, store.ErrIdempotencyInFlight)
		}
		if status, answer, err = a.Render(&b); err != nil {
			return nil, err
		}
	}
	stored := ptr(b)
	s.bookings[b.ID] = stored
	if idem != nil {
		idem.Completed, idem.Status, idem.Body = true, status, answer
	}
	listOf(s.bizBookings, b.BusinessID, bookingID).add(stored)
	s.booked[slot] += b.Guests
	s.commit(created, now)
	if lead != nil {
		*lead = leadAfter
		s.commit(updated, now)
	}
	return ptr(cloneBooking(stored)), nil
}

// Booking returns one booking of the business.
func (s *Store) Booking(_ context.Context, businessID, id string) (*store.Booking, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.bookings[id]
	if !ok || b.BusinessID != businessID {
		return nil, notFound("booking", id)
	}
	return ptr(cloneBooking(b)), nil
}

// CancelBooking cancels a confirmed booking, returns its places and writes
// booking.cancelled.
func (s *Store) CancelBooking(_ context.Context, businessID, id, reason string) (*store.Booking, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	stored, ok := s.bookings[id]
	if !ok || stored.BusinessID != businessID {
		return nil, notFound("booking", id)
	}
	if stored.Status != store.BookingConfirmed {
		return nil, fmt.Errorf("booking %s is %s: %w", id, stored.Status, store.ErrInvalidState)
	}
	if err := s.cancelLocked(stored, reason, s.clock()); err != nil {
		return nil, err
	}
	return ptr(cloneBooking(stored)), nil
}

// cancelLocked cancels a confirmed booking, gives its places back and
// commits booking.cancelled; the caller holds s.mu.
func (s *Store) cancelLocked(stored *store.Booking, reason string, now time.Time) error {
	b := cloneBooking(stored)
	b.Status, b.CancelReason, b.CancelledAt, b.UpdatedAt = store.BookingCancelled, reason, ptr(now), now
	e, err := prepare(store.EventBookingCancelled, b.BusinessID, b.SessionID, &b, now)
	if err != nil {
		return err
	}
	*stored = b
	slot := bizKey{b.BusinessID, b.SlotID}
	if s.booked[slot] -= b.Guests; s.booked[slot] <= 0 {
		delete(s.booked, slot)
	}
	s.commit(e, now)
	return nil
}

// ListBookings lists the business's bookings newest first.
func (s *Store) ListBookings(_ context.Context, businessID string, f store.BookingFilter) ([]store.Booking, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	got, more := s.bizBookings[businessID].newestFirst(f.Cursor, f.Page.Size(), func(b *store.Booking) bool {
		return (f.Date == "" || b.Date == f.Date) && (f.ServiceID == "" || b.ServiceID == f.ServiceID) &&
			(f.SessionID == "" || b.SessionID == f.SessionID) && (f.Status == "" || b.Status == f.Status)
	})
	return copies(got, cloneBooking), more, nil
}

// BookedPlaces returns the confirmed guests of each given slot (zero included).
func (s *Store) BookedPlaces(_ context.Context, businessID string, slotIDs []string) (map[string]int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make(map[string]int, len(slotIDs))
	for _, id := range slotIDs {
		out[id] = s.booked[bizKey{businessID, id}]
	}
	return out, nil
}
