package sqlflow

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// BookingSteps is the SQL of the booking transactions.
type BookingSteps interface {
	Outbox
	// ShareService reads a service so that no catalog write changes it
	// before the transaction ends (a share lock where the database locks
	// rows); ErrNotFound when there is none.
	ShareService(ctx context.Context, businessID, id string) (*store.Service, error)
	// BusinessLocation is the time zone the business's slots are in.
	BusinessLocation(ctx context.Context, businessID string) (*time.Location, error)
	// TakePlaces creates the slot's counter row when it is the first
	// booking, sets its capacity to capacity, then adds guests only if they
	// fit: false when they do not.
	TakePlaces(ctx context.Context, businessID, slotID string, capacity, guests int) (bool, error)
	// ReleasePlaces gives guests places of the slot back (never below zero).
	ReleasePlaces(ctx context.Context, businessID, slotID string, guests int) error
	// InsertBooking writes a new booking.
	InsertBooking(ctx context.Context, b *store.Booking) error
	// LockBooking reads a booking for the rest of the transaction (locking
	// its row where the database locks rows); ErrNotFound when none.
	LockBooking(ctx context.Context, businessID, id string) (*store.Booking, error)
	// SetBookingCancelled writes b's status, cancel reason and times.
	SetBookingCancelled(ctx context.Context, b *store.Booking) error
	// LockLeadBySession reads the session's lead for the rest of the
	// transaction; ErrNotFound when none.
	LockLeadBySession(ctx context.Context, businessID, sessionID string) (*store.Lead, error)
	// UpdateLead writes every mutable field of l.
	UpdateLead(ctx context.Context, l *store.Lead) error
	// CompleteIdempotent stores the answer of the Idempotency-Key
	// reservation held by token; ErrNotFound when the caller no longer
	// holds it.
	CompleteIdempotent(ctx context.Context, businessID, key, token string, status int, body []byte) error
}

// CreateBooking takes the places and writes the booking, booking.created,
// its deliveries, the session lead's conversion (lead.updated) and the
// Idempotency-Key's answer in one transaction. The capacity is the
// caller's, never above the catalog's as read inside the transaction; the
// places are taken by TakePlaces, whose conditional update never lets
// confirmed guests exceed it.
func CreateBooking[T BookingSteps](ctx context.Context, f Backend[T], nb store.NewBooking) (*store.Booking, error) {
	if err := store.ValidateNewBooking(nb); err != nil {
		return nil, err
	}
	if nb.Capacity < nb.Booking.Guests {
		return nil, fmt.Errorf("slot %s: %w", nb.Booking.SlotID, store.ErrInsufficientAvailability)
	}
	b := nb.Booking
	now := f.Now()
	b.ID = f.NewID(store.PrefixBooking, now)
	b.Object = "booking"
	b.Status = store.BookingConfirmed
	b.CreatedAt, b.UpdatedAt, b.CancelledAt = now, now, nil
	err := f.InTx(ctx, func(tx T) error {
		b.LeadID = ""
		capacity, err := catalogCapacity(ctx, tx, &b, nb.Capacity)
		if err != nil {
			return err
		}
		fits, err := tx.TakePlaces(ctx, b.BusinessID, b.SlotID, capacity, b.Guests)
		if err != nil {
			return err
		}
		if !fits {
			return fmt.Errorf("slot %s: %w", b.SlotID, store.ErrInsufficientAvailability)
		}
		var lead *store.Lead
		if b.SessionID != "" {
			l, err := tx.LockLeadBySession(ctx, b.BusinessID, b.SessionID)
			switch {
			case errors.Is(err, store.ErrNotFound):
			case err != nil:
				return err
			default:
				lead = l
				b.LeadID = l.ID
			}
		}
		if err := tx.InsertBooking(ctx, &b); err != nil {
			return err
		}
		if nb.Idempotency != nil {
			if err := completeIdempotent(ctx, tx, nb.Idempotency, &b); err != nil {
				return err
			}
		}
		created, err := f.event(store.EventBookingCreated, b.BusinessID, b.SessionID, &b, now)
		if err != nil {
			return err
		}
		evs := []store.Event{created}
		if lead != nil {
			lead.Status, lead.BookingID, lead.UpdatedAt = store.LeadConverted, b.ID, now
			if err := tx.UpdateLead(ctx, lead); err != nil {
				return err
			}
			updated, err := f.event(store.EventLeadUpdated, lead.BusinessID, lead.SessionID, lead, now)
			if err != nil {
				return err
			}
			evs = append(evs, updated)
		}
		return WriteEvents(ctx, tx, evs...)
	})
	if err != nil {
		return nil, err
	}
	return &b, nil
}

// catalogCapacity re-reads the booking's service inside the booking's
// transaction and answers the slot's capacity as the catalog has it now,
// never above the caller's: a slot closed or shrunk since the caller
// resolved it is never booked past its new state. A service the catalog
// does not hold leaves the caller's capacity.
func catalogCapacity(ctx context.Context, tx BookingSteps, b *store.Booking, capacity int) (int, error) {
	svc, err := tx.ShareService(ctx, b.BusinessID, b.ServiceID)
	if errors.Is(err, store.ErrNotFound) {
		return capacity, nil
	}
	if err != nil {
		return 0, err
	}
	loc, err := tx.BusinessLocation(ctx, b.BusinessID)
	if err != nil {
		return 0, err
	}
	c, err := store.BookableCapacity(svc, b.SlotID, loc)
	if err != nil {
		return 0, fmt.Errorf("slot %s: %w", b.SlotID, err)
	}
	return min(capacity, c), nil
}

// completeIdempotent completes a booking's reservation in the booking's
// own transaction (store.IdempotentAnswer).
func completeIdempotent(ctx context.Context, tx BookingSteps, a *store.IdempotentAnswer, b *store.Booking) error {
	status, body, err := a.Render(b)
	if err != nil {
		return err
	}
	err = tx.CompleteIdempotent(ctx, b.BusinessID, a.Key, a.Token, status, body)
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("idempotency key %q was taken over: %w", a.Key, store.ErrIdempotencyInFlight)
	}
	return err
}

// CancelBooking cancels a confirmed booking and gives its places back, with
// booking.cancelled, in one transaction; ErrInvalidState when it is already
// cancelled.
func CancelBooking[T BookingSteps](ctx context.Context, f Backend[T], businessID, id, reason string) (*store.Booking, error) {
	var b *store.Booking
	err := f.InTx(ctx, func(tx T) error {
		var err error
		if b, err = tx.LockBooking(ctx, businessID, id); err != nil {
			return err
		}
		if b.Status != store.BookingConfirmed {
			return fmt.Errorf("booking %s is %s: %w", id, b.Status, store.ErrInvalidState)
		}
		return cancel(ctx, f, tx, b, reason, f.Now())
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// cancel cancels a confirmed booking read in tx, gives its places back and
// writes booking.cancelled.
func cancel[T BookingSteps](ctx context.Context, f Backend[T], tx T, b *store.Booking, reason string, now time.Time) error {
	b.Status, b.CancelReason, b.UpdatedAt, b.CancelledAt = store.BookingCancelled, reason, now, &now
	if err := tx.SetBookingCancelled(ctx, b); err != nil {
		return err
	}
	if err := tx.ReleasePlaces(ctx, b.BusinessID, b.SlotID, b.Guests); err != nil {
		return err
	}
	ev, err := f.event(store.EventBookingCancelled, b.BusinessID, b.SessionID, b, now)
	if err != nil {
		return err
	}
	return WriteEvents(ctx, tx, ev)
}
