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
	// ServiceExists reports whether the business has the service.
	ServiceExists(ctx context.Context, businessID, id string) (bool, error)
	// ReplaceService writes the service, created or replaced, setting
	// svc.CreatedAt to the creation time stored (a replaced service keeps
	// its own).
	ReplaceService(ctx context.Context, svc *store.Service) error
}

// UpsertService creates or replaces a whole service (by id, within its
// business) in one transaction: the business is locked (where the database
// locks rows) so that a new service is checked against the catalog's room
// (store.CheckCatalogRoom) with no other create in between. A replaced
// service keeps its creation time.
func UpsertService[T CatalogSteps](ctx context.Context, f Backend[T], svc *store.Service) error {
	if err := store.ValidateService(svc); err != nil {
		return err
	}
	if svc.CreatedAt.IsZero() {
		svc.CreatedAt = f.Now()
	} else {
		svc.CreatedAt = stored(svc.CreatedAt)
	}
	return f.InTx(ctx, func(tx T) error {
		if err := tx.LockBusiness(ctx, svc.BusinessID, true); err != nil {
			return fmt.Errorf("business %s: %w", svc.BusinessID, err)
		}
		exists, err := tx.ServiceExists(ctx, svc.BusinessID, svc.ID)
		if err != nil {
			return err
		}
		if !exists {
			if err := checkCatalogRoom(ctx, tx, svc.BusinessID); err != nil {
				return err
			}
		}
		return tx.ReplaceService(ctx, svc)
	})
}

// checkCatalogRoom runs store.CheckCatalogRoom on the services the business
// holds; the caller has locked the business.
func checkCatalogRoom(ctx context.Context, tx CatalogSteps, businessID string) error {
	n, err := tx.CountServices(ctx, businessID)
	if err != nil {
		return err
	}
	return store.CheckCatalogRoom(n)
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
			if err := checkCatalogRoom(ctx, tx, c.BusinessID); err != nil {
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
		if err := tx.ReplaceService(ctx, &svc); err != nil {
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
