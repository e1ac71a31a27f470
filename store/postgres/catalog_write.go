package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/internal/sqlflow"
)

var _ store.CatalogWrites = (*Store)(nil)

// ChangeService applies a catalog write in one transaction
// (sqlflow.ChangeService): the service row is locked FOR UPDATE (bookings
// take it FOR SHARE), the change is checked against the confirmed future
// bookings, and any cancellations it asks for are written with their
// events before the service.
func (s *Store) ChangeService(ctx context.Context, c store.ServiceChange) (*store.ChangeResult, error) {
	return sqlflow.ChangeService(ctx, s.flow, c)
}

// LockBusiness checks that the business exists; a create locks its row, so
// that two creates cannot both see room for one more service.
func (t txSteps) LockBusiness(ctx context.Context, businessID string, create bool) error {
	lockBiz := `SELECT 1 FROM businesses WHERE id = $1`
	if create {
		lockBiz += ` FOR UPDATE`
	}
	var one int
	return translate(t.tx.QueryRow(ctx, lockBiz, businessID).Scan(&one))
}

// LockService reads a service FOR UPDATE.
func (t txSteps) LockService(ctx context.Context, businessID, id string) (*store.Service, error) {
	svc, err := scanService(t.tx.QueryRow(ctx, `SELECT `+serviceColumns+` FROM services WHERE business_id = $1 AND id = $2 FOR UPDATE`,
		businessID, id))
	if err != nil {
		return nil, translate(err)
	}
	return svc, nil
}

// CountServices counts the business's services; a create holds the
// business row FOR UPDATE, so the count holds until it commits.
func (t txSteps) CountServices(ctx context.Context, businessID string) (int, error) {
	var n int
	if err := t.tx.QueryRow(ctx, `SELECT count(*) FROM services WHERE business_id = $1`, businessID).Scan(&n); err != nil {
		return 0, translate(err)
	}
	return n, nil
}

// FutureBooked sums the guests of the service's confirmed future bookings
// per slot.
func (t txSteps) FutureBooked(ctx context.Context, businessID, serviceID string, now time.Time) (map[string]int, error) {
	rows, err := t.tx.Query(ctx, `
		SELECT slot_id, sum(guests)
		FROM bookings
		WHERE business_id = $1 AND service_id = $2 AND status = 'confirmed' AND start_at > $3
		GROUP BY slot_id`, businessID, serviceID, now)
	if err != nil {
		return nil, translate(err)
	}
	booked := map[string]int{}
	var id string
	var n int
	if _, err := pgx.ForEachRow(rows, []any{&id, &n}, func() error {
		booked[id] = n
		return nil
	}); err != nil {
		return nil, translate(err)
	}
	return booked, nil
}

// LockConfirmedBookings reads the confirmed bookings on slots FOR UPDATE.
func (t txSteps) LockConfirmedBookings(ctx context.Context, businessID string, slots []string) ([]*store.Booking, error) {
	rows, err := t.tx.Query(ctx, `
		SELECT `+bookingColumns+`
		FROM bookings
		WHERE business_id = $1 AND slot_id = ANY($2) AND status = 'confirmed'
		ORDER BY id
		FOR UPDATE`, businessID, slots)
	if err != nil {
		return nil, translate(err)
	}
	list, err := collect(rows, t.s.scanBooking)
	if err != nil {
		return nil, translate(err)
	}
	out := make([]*store.Booking, len(list))
	for i := range list {
		out[i] = &list[i]
	}
	return out, nil
}
