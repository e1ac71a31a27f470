package sqlite

import (
	"context"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.CatalogWrites = (*Store)(nil)

// ChangeService applies a catalog write in one write transaction
// (sqlflow.ChangeService; SQLite runs write transactions one at a time, so
// the check against confirmed bookings and the bookings themselves cannot
// interleave): apply, validate, compare with the future confirmed
// bookings, cancel them when asked, write the service.
func (s *Store) ChangeService(ctx context.Context, c store.ServiceChange) (*store.ChangeResult, error) {
	return sqlflow.ChangeService(ctx, s.flow, c)
}

// LockBusiness checks that the business exists (the write transaction
// holds the file's write lock: no other create interleaves).
func (t txSteps) LockBusiness(ctx context.Context, businessID string, _ bool) error {
	var one int
	return translate(t.tx.QueryRowContext(ctx, `SELECT 1 FROM businesses WHERE id = ?`, businessID).Scan(&one))
}

// LockService reads a service inside the write transaction.
func (t txSteps) LockService(ctx context.Context, businessID, id string) (*store.Service, error) {
	return t.ShareService(ctx, businessID, id)
}

// FutureBooked sums the guests of the service's confirmed future bookings
// per slot.
func (t txSteps) FutureBooked(ctx context.Context, businessID, serviceID string, now time.Time) (map[string]int, error) {
	rows, err := t.tx.QueryContext(ctx, `
		SELECT slot_id, sum(guests)
		FROM bookings
		WHERE business_id = ? AND service_id = ? AND status = 'confirmed' AND start_at > ?
		GROUP BY slot_id`, businessID, serviceID, us(now))
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	booked := map[string]int{}
	for rows.Next() {
		var id string
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, translate(err)
		}
		booked[id] = n
	}
	return booked, translate(rows.Err())
}

// LockConfirmedBookings reads the confirmed bookings on slots, by id.
func (t txSteps) LockConfirmedBookings(ctx context.Context, businessID string, slots []string) ([]*store.Booking, error) {
	args := []any{businessID}
	for _, id := range slots {
		args = append(args, id)
	}
	rows, err := t.tx.QueryContext(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = ? AND status = 'confirmed' AND slot_id IN (?`+strings.Repeat(", ?", len(slots)-1)+`)
		ORDER BY id`, args...)
	list, err := collect(rows, err, t.s.scanBooking)
	if err != nil {
		return nil, err
	}
	out := make([]*store.Booking, len(list))
	for i := range list {
		out[i] = &list[i]
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

// CountServices counts the business's services (SQLite runs one write
// transaction at a time, so the count holds until it commits).
func (t txSteps) CountServices(ctx context.Context, businessID string) (int, error) {
	var n int
	if err := t.tx.QueryRowContext(ctx, `SELECT count(*) FROM services WHERE business_id = ?`, businessID).Scan(&n); err != nil {
		return 0, translate(err)
	}
	return n, nil
}
