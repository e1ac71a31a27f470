package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.CatalogWrites = (*Store)(nil)

// ChangeService applies a catalog write in one transaction: the service row
// is locked FOR UPDATE (bookings take it FOR SHARE), the change is checked
// against the confirmed future bookings, and any cancellations it asks for
// are written with their events before the service.
func (s *Store) ChangeService(ctx context.Context, c store.ServiceChange) (*store.ChangeResult, error) {
	var res *store.ChangeResult
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		res = &store.ChangeResult{}
		// A create locks the business row, so that two creates cannot both
		// see room for one more service.
		lockBiz := `SELECT 1 FROM businesses WHERE id = $1`
		if c.Create {
			lockBiz += ` FOR UPDATE`
		}
		var one int
		if err := tx.QueryRow(ctx, lockBiz, c.BusinessID).Scan(&one); err != nil {
			return fmt.Errorf("business %s: %w", c.BusinessID, translate(err))
		}
		old, err := scanService(tx.QueryRow(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = $1 AND id = $2 FOR UPDATE`,
			c.BusinessID, c.ServiceID))
		exists := err == nil
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
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
		rows, err := tx.Query(ctx, `
			SELECT slot_id, sum(guests)
			FROM bookings
			WHERE business_id = $1 AND service_id = $2 AND status = 'confirmed' AND start_at > $3
			GROUP BY slot_id`, c.BusinessID, c.ServiceID, now)
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
		if _, err := tx.Exec(ctx, `
			INSERT INTO services (business_id, id, name, description, keywords, duration_minutes, price,
			                      capacity, images, schedule, languages, closed_dates, category, created_at, facts,
			                      ticket_types, status, closures, slot_capacities)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
			ON CONFLICT (business_id, id) DO UPDATE
			SET name = EXCLUDED.name, description = EXCLUDED.description, keywords = EXCLUDED.keywords,
			    duration_minutes = EXCLUDED.duration_minutes, price = EXCLUDED.price,
			    capacity = EXCLUDED.capacity, images = EXCLUDED.images, schedule = EXCLUDED.schedule,
			    languages = EXCLUDED.languages, closed_dates = EXCLUDED.closed_dates,
			    category = EXCLUDED.category, facts = EXCLUDED.facts, ticket_types = EXCLUDED.ticket_types, status = EXCLUDED.status,
			    closures = EXCLUDED.closures, slot_capacities = EXCLUDED.slot_capacities`, serviceArgs(&svc)...); err != nil {
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
func (s *Store) cancelSlots(ctx context.Context, tx pgx.Tx, businessID string, slots []string, now time.Time) ([]store.Booking, error) {
	rows, err := tx.Query(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = $1 AND slot_id = ANY($2) AND status = 'confirmed'
		ORDER BY id
		FOR UPDATE`, businessID, slots)
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

// checkCatalogRoom runs store.CheckCatalogRoom on the services the business
// holds; the caller holds the business row FOR UPDATE.
func checkCatalogRoom(ctx context.Context, tx pgx.Tx, businessID string) error {
	var n int
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM services WHERE business_id = $1`, businessID).Scan(&n); err != nil {
		return translate(err)
	}
	return store.CheckCatalogRoom(n)
}
