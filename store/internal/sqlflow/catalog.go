package sqlflow

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tourchat/tourchat/store"
)

// CatalogSteps is the SQL of a catalog write.
type CatalogSteps interface {
	BookingSteps
	// LockBusiness checks that the business exists; for a create it also
	// locks its row (where the database locks rows), so that two creates
	// cannot both see room for one more service.
	LockBusiness(ctx context.Context, businessID string, create bool) error
	// LockService reads a service for the rest of the transaction (locking
	// its row against bookings where the database locks rows);
	// ErrNotFound when there is none.
	LockService(ctx context.Context, businessID, id string) (*store.Service, error)
	// CountServices counts the services the business holds.
	CountServices(ctx context.Context, businessID string) (int, error)
	// FutureBooked sums the guests of the service's confirmed bookings
	// starting after now, per slot id.
	FutureBooked(ctx context.Context, businessID, serviceID string, now time.Time) (map[string]int, error)
	// LockConfirmedBookings reads (and locks) the confirmed bookings on the
	// given slots, by id.
	LockConfirmedBookings(ctx context.Context, businessID string, slots []string) ([]*store.Booking, error)
	// UpsertService writes the service, created or replaced.
	UpsertService(ctx context.Context, svc *store.Service) error
}

// ChangeService applies a catalog write in one transaction: the service is
// read (and locked), the change is checked against the confirmed future
// bookings, and any cancellations it asks for are written with their
// events before the service.
func ChangeService[T CatalogSteps](ctx context.Context, f Backend[T], c store.ServiceChange) (*store.ChangeResult, error) {
	var res *store.ChangeResult
	err := f.InTx(ctx, func(tx T) error {
		res = &store.ChangeResult{}
		if err := tx.LockBusiness(ctx, c.BusinessID, c.Create); err != nil {
			return fmt.Errorf("business %s: %w", c.BusinessID, err)
		}
		old, err := tx.LockService(ctx, c.BusinessID, c.ServiceID)
		exists := err == nil
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		var svc store.Service
		switch {
		case c.Create && exists:
			return fmt.Errorf("service %s: %w", c.ServiceID, store.ErrConflict)
		case !c.Create && !exists:
			return fmt.Errorf("service %s: %w", c.ServiceID, store.ErrNotFound)
		case exists:
			svc = *old
		}
		if c.Create {
			n, err := tx.CountServices(ctx, c.BusinessID)
			if err != nil {
				return err
			}
			if err := store.CheckCatalogRoom(n); err != nil {
				return err
			}
		}
		now := f.Now()
		if err := store.PrepareChange(c, &svc, now); err != nil {
			return err
		}
		if c.Create {
			svc.CreatedAt = now
		} else {
			svc.CreatedAt = old.CreatedAt
		}
		booked, err := tx.FutureBooked(ctx, c.BusinessID, c.ServiceID, now)
		if err != nil {
			return err
		}
		if conflicts := store.SlotConflicts(&svc, c.Location, booked); len(conflicts) > 0 {
			if !c.CancelBookings {
				return store.ConflictError(conflicts)
			}
			if res.Cancelled, err = cancelSlots(ctx, f, tx, c.BusinessID, conflicts, now); err != nil {
				return err
			}
		}
		if err := tx.UpsertService(ctx, &svc); err != nil {
			return err
		}
		res.Service = &svc
		return nil
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// cancelSlots cancels every confirmed booking on the given slots, each with
// booking.cancelled (reason slot_closed).
func cancelSlots[T CatalogSteps](ctx context.Context, f Backend[T], tx T, businessID string, slots []string, now time.Time) ([]store.Booking, error) {
	list, err := tx.LockConfirmedBookings(ctx, businessID, slots)
	if err != nil {
		return nil, err
	}
	out := make([]store.Booking, 0, len(list))
	for _, b := range list {
		if err := cancel(ctx, f, tx, b, store.CancelReasonSlotClosed, now); err != nil {
			return nil, err
		}
		out = append(out, *b)
	}
	return out, nil
}
