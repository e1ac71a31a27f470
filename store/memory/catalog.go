package memory

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tourchat/tourchat/store"
)

var _ store.CatalogWrites = (*Store)(nil)

// ChangeService applies a catalog write in one critical section: the
// service, the check against confirmed bookings and any cancellations.
func (s *Store) ChangeService(_ context.Context, c store.ServiceChange) (*store.ChangeResult, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.needBusiness(c.BusinessID); err != nil {
		return nil, err
	}
	k := bizKey{c.BusinessID, c.ServiceID}
	old, exists := s.services[k]
	var svc store.Service
	switch {
	case c.Create && exists:
		return nil, fmt.Errorf("service %s: %w", c.ServiceID, store.ErrConflict)
	case !c.Create && !exists:
		return nil, notFound("service", c.ServiceID)
	case exists:
		svc = cloneService(old)
	}
	if c.Create {
		if err := store.CheckCatalogRoom(s.servicesHeldLocked(c.BusinessID)); err != nil {
			return nil, err
		}
	}
	now := s.clock()
	if err := store.PrepareChange(c, &svc, now); err != nil {
		return nil, err
	}
	if c.Create {
		svc.CreatedAt = now
	} else {
		svc.CreatedAt = old.CreatedAt
	}
	// Confirmed guests per future slot of this service.
	booked := map[string]int{}
	for bk, n := range s.booked {
		if bk.biz != c.BusinessID {
			continue
		}
		if svcID, start, err := store.ParseSlotID(bk.key, c.Location); err == nil && svcID == c.ServiceID && start.After(now) {
			booked[bk.key] = n
		}
	}
	res := &store.ChangeResult{}
	if conflicts := store.SlotConflicts(&svc, c.Location, booked); len(conflicts) > 0 {
		if !c.CancelBookings {
			return nil, store.ConflictError(conflicts)
		}
		for _, b := range s.bookings {
			if b.BusinessID == c.BusinessID && b.Status == store.BookingConfirmed && slices.Contains(conflicts, b.SlotID) {
				if err := s.cancelLocked(b, store.CancelReasonSlotClosed, now); err != nil {
					return nil, err
				}
				res.Cancelled = append(res.Cancelled, cloneBooking(b))
			}
		}
		slices.SortFunc(res.Cancelled, func(a, b store.Booking) int { return strings.Compare(a.ID, b.ID) })
	}
	s.services[k] = ptr(cloneService(&svc))
	res.Service = ptr(cloneService(&svc))
	return res, nil
}
