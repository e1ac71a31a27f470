package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.CatalogWrites = (*Store)(nil)

// ChangeService applies a catalog write in one write transaction (SQLite
// runs them one at a time, so the check against confirmed bookings and the
// bookings themselves cannot interleave): apply, validate, compare with the
// future confirmed bookings, cancel them when asked, write the service.
func (s *Store) ChangeService(ctx context.Context, c store.ServiceChange) (*store.ChangeResult, error) {
	var res *store.ChangeResult
	err := s.inTx(ctx, func(tx runner) error {
		res = &store.ChangeResult{}
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM businesses WHERE id = ?`, c.BusinessID).Scan(&one); err != nil {
			return fmt.Errorf("business %s: %w", c.BusinessID, translate(err))
		}
		old, err := scanService(tx.QueryRowContext(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = ? AND id = ?`,
			c.BusinessID, c.ServiceID))
		exists := err == nil
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return translate(err)
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
		now := s.clock()
		if err := store.PrepareChange(c, &svc, now); err != nil {
			return err
		}
		if c.Create {
			svc.CreatedAt = now
		} else {
			svc.CreatedAt = old.CreatedAt
		}
		rows, err := tx.QueryContext(ctx, `
			SELECT slot_id, sum(guests)
			FROM bookings
			WHERE business_id = ? AND service_id = ? AND status = 'confirmed' AND start_at > ?
			GROUP BY slot_id`, c.BusinessID, c.ServiceID, us(now))
		if err != nil {
			return translate(err)
		}
		booked := map[string]int{}
		for rows.Next() {
			var id string
			var n int
			if err := rows.Scan(&id, &n); err != nil {
				rows.Close()
				return translate(err)
			}
			booked[id] = n
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return translate(err)
		}
		if conflicts := store.SlotConflicts(&svc, c.Location, booked); len(conflicts) > 0 {
			if !c.CancelBookings {
				return store.ConflictError(conflicts)
			}
			if res.Cancelled, err = s.cancelSlots(ctx, tx, c.BusinessID, conflicts, now); err != nil {
				return err
			}
		}
		args, err := serviceArgs(&svc)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, upsertService, args...); err != nil {
			return translate(err)
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
func (s *Store) cancelSlots(ctx context.Context, tx runner, businessID string, slots []string, now time.Time) ([]store.Booking, error) {
	args := []any{businessID}
	for _, id := range slots {
		args = append(args, id)
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = ? AND status = 'confirmed' AND slot_id IN (?`+strings.Repeat(", ?", len(slots)-1)+`)
		ORDER BY id`, args...)
	if err != nil {
		return nil, translate(err)
	}
	var list []*store.Booking
	for rows.Next() {
		b, err := s.scanBooking(rows)
		if err != nil {
			rows.Close()
			return nil, translate(err)
		}
		list = append(list, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, translate(err)
	}
	out := make([]store.Booking, 0, len(list))
	for _, b := range list {
		if err := sqlflow.CancelInTx(ctx, s.flow, txSteps{s: s, tx: tx}, b, store.CancelReasonSlotClosed, now); err != nil {
			return nil, err
		}
		out = append(out, *b)
	}
	return out, nil
}

// ShareService reads a service inside the write transaction (which no
// catalog write can interleave with).
func (t txSteps) ShareService(ctx context.Context, businessID, id string) (*store.Service, error) {
	svc, err := scanService(t.tx.QueryRowContext(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = ? AND id = ?`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return svc, nil
}

// BusinessLocation is the business's time zone (UTC for an unknown name).
func (t txSteps) BusinessLocation(ctx context.Context, businessID string) (*time.Location, error) {
	var zone string
	if err := t.tx.QueryRowContext(ctx, `SELECT timezone FROM businesses WHERE id = ?`, businessID).Scan(&zone); err != nil {
		return nil, translate(err)
	}
	return t.s.location(zone), nil
}

// checkCatalogRoom runs store.CheckCatalogRoom on the services the business
// holds (SQLite runs one write transaction at a time, so the count holds).
func checkCatalogRoom(ctx context.Context, tx runner, businessID string) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM services WHERE business_id = ?`, businessID).Scan(&n); err != nil {
		return translate(err)
	}
	return store.CheckCatalogRoom(n)
}
